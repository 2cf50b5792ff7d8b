// Command benchratio compares two `go test -bench` outputs of the same
// benchmarks, such as the engine's natively and under WebAssembly (Node),
// and prints for each benchmark found in both its ns/op in each and the
// ratio (second / first), then the geometric mean of the ratios:
//
//	go run ./internal/benchratio [-key 'PKG BenchmarkName,...'] native.txt wasm.txt
//
// With -key it also prints the geometric mean of the named benchmarks
// alone: `make bench` names the Trax engine's speed figures (turns, move
// generation, the threat scan, search nodes), which the WASM/native goal
// is set on; the mean of all also counts benchmarks that run for a fixed
// time budget (their ns/op is the budget, a ratio near 1 that says
// nothing) and the other games' engines.
//
// `make bench` runs it. Benchmarks are matched by package and name, the
// GOMAXPROCS suffix ("-2") left out; a benchmark run more than once
// (-count) counts with its median.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	key := flag.String("key", "", "comma-separated `benchmarks` (\"package BenchmarkName\") whose geometric mean is also printed on its own")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: benchratio [-key LIST] FIRST.txt SECOND.txt (go test -bench outputs; prints SECOND/FIRST)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	var keys []string
	if *key != "" {
		keys = strings.Split(*key, ",")
	}
	var runs [2]map[string]float64
	for i, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchratio:", err)
			os.Exit(1)
		}
		runs[i] = parse(f)
		f.Close()
	}
	if n := report(os.Stdout, runs[0], runs[1], keys); n == 0 {
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

// report prints the benchmarks in both runs with their ratio, the
// geometric mean of all ratios and, if keys names any, of those alone
// (a key missing from either run is reported as missing), and returns
// how many benchmarks were in both runs.
func report(w io.Writer, first, second map[string]float64, keys []string) int {
	var names []string
	for k := range first {
		if _, ok := second[k]; ok {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	fmt.Fprintf(w, "%-60s %14s %14s %7s\n", "benchmark", "first ns/op", "second ns/op", "ratio")
	for _, k := range names {
		fmt.Fprintf(w, "%-60s %14.1f %14.1f %6.2fx\n", k, first[k], second[k], second[k]/first[k])
	}
	if len(names) > 0 {
		fmt.Fprintf(w, "geometric mean of %d ratios: %.2fx\n", len(names), geomean(first, second, names))
	}
	if len(keys) > 0 {
		var found, missing []string
		for _, k := range keys {
			k = strings.TrimSpace(k)
			if _, ok := first[k]; ok {
				if _, ok := second[k]; ok {
					found = append(found, k)
					continue
				}
			}
			missing = append(missing, k)
		}
		if len(found) > 0 {
			fmt.Fprintf(w, "geometric mean of the %d key ratios: %.2fx (%s)\n", len(found), geomean(first, second, found), strings.Join(found, ", "))
		}
		if len(missing) > 0 {
			fmt.Fprintf(w, "key benchmarks not in both runs: %s\n", strings.Join(missing, ", "))
		}
	}
	return len(names)
}

// geomean is the geometric mean of second/first over names.
func geomean(first, second map[string]float64, names []string) float64 {
	logSum := 0.0
	for _, k := range names {
		logSum += math.Log(second[k] / first[k])
	}
	return math.Exp(logSum / float64(len(names)))
}
