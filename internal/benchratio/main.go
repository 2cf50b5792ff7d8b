// Command benchratio compares two `go test -bench` outputs of the same
// benchmarks, such as the engine's natively and under WebAssembly (Node),
// and prints for each benchmark found in both its ns/op in each and the
// ratio (second / first), then the geometric mean of the ratios:
//
//	go run ./internal/benchratio native.txt wasm.txt
//
// `make bench` runs it. Benchmarks are matched by package and name, the
// GOMAXPROCS suffix ("-2") left out; a benchmark run more than once
// (-count) counts with its median.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: benchratio FIRST.txt SECOND.txt (go test -bench outputs; prints SECOND/FIRST)")
		os.Exit(2)
	}
	var runs [2]map[string]float64
	for i, name := range os.Args[1:] {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchratio:", err)
			os.Exit(1)
		}
		runs[i] = parse(f)
		f.Close()
	}
	if n := report(os.Stdout, runs[0], runs[1]); n == 0 {
		fmt.Fprintln(os.Stderr, "benchratio: no benchmark in both files")
		os.Exit(1)
	}
}

// parse reads a `go test -bench` output and returns the median ns/op of
// each benchmark, keyed "package BenchmarkName" without the -N suffix.
func parse(r io.Reader) map[string]float64 {
	all := map[string][]float64{}
	pkg := ""
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[0] == "pkg:" {
			pkg = f[1]
			continue
		}
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		for i := 2; i+1 < len(f); i++ {
			if f[i+1] != "ns/op" {
				continue
			}
			if v, err := strconv.ParseFloat(f[i], 64); err == nil {
				key := pkg + " " + withoutProcs(f[0])
				all[key] = append(all[key], v)
			}
		}
	}
	out := map[string]float64{}
	for k, vs := range all {
		sort.Float64s(vs)
		out[k] = vs[len(vs)/2]
	}
	return out
}

// withoutProcs drops the "-N" GOMAXPROCS suffix of a benchmark's name.
func withoutProcs(name string) string {
	if i := strings.LastIndexByte(name, '-'); i > 0 {
		if _, err := strconv.Atoi(name[i+1:]); err == nil {
			return name[:i]
		}
	}
	return name
}

// report prints the benchmarks in both runs with their ratio and returns
// how many there were.
func report(w io.Writer, first, second map[string]float64) int {
	var keys []string
	for k := range first {
		if _, ok := second[k]; ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	logSum := 0.0
	fmt.Fprintf(w, "%-60s %14s %14s %7s\n", "benchmark", "first ns/op", "second ns/op", "ratio")
	for _, k := range keys {
		r := second[k] / first[k]
		logSum += math.Log(r)
		fmt.Fprintf(w, "%-60s %14.1f %14.1f %6.2fx\n", k, first[k], second[k], r)
	}
	if len(keys) > 0 {
		fmt.Fprintf(w, "geometric mean of %d ratios: %.2fx\n", len(keys), math.Exp(logSum/float64(len(keys))))
	}
	return len(keys)
}
