package main

import (
	"bytes"
	"strings"
	"testing"
)

const native = `goos: linux
pkg: traxapp/engine/trax
BenchmarkTurn-2        	 6000000	       180.0 ns/op	       0 B/op	       0 allocs/op
BenchmarkTurn-2        	 6000000	       200.0 ns/op	       0 B/op	       0 allocs/op
BenchmarkTurn-2        	 6000000	       190.0 ns/op	       0 B/op	       0 allocs/op
BenchmarkOnlyNative-2  	 100	       10 ns/op
pkg: traxapp/engine/trax/ai
BenchmarkSearch-2      	      10	 100000000 ns/op	    165639 nodes/s
`

const wasm = `pkg: traxapp/engine/trax
BenchmarkTurn 	 1000000	       760.0 ns/op
pkg: traxapp/engine/trax/ai
BenchmarkSearch 	 3	 300000000 ns/op	 49569 nodes/s
BenchmarkOnlyWasm 	 3	 3 ns/op
`

func TestReportRatios(t *testing.T) {
	var out bytes.Buffer
	n := report(&out, parse(strings.NewReader(native)), parse(strings.NewReader(wasm)), nil)
	if n != 2 {
		t.Fatalf("%d benchmarks in both, want 2:\n%s", n, out.String())
	}
	for _, want := range []string{
		"traxapp/engine/trax BenchmarkTurn", "190.0", "760.0", "4.00x", // the median of three
		"traxapp/engine/trax/ai BenchmarkSearch", "3.00x",
		"geometric mean of 2 ratios: 3.46x",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "Only") {
		t.Errorf("a benchmark of one run only is reported:\n%s", out.String())
	}
}

func TestReportKeyRatios(t *testing.T) {
	var out bytes.Buffer
	keys := []string{"traxapp/engine/trax/ai BenchmarkSearch", " traxapp/engine/trax BenchmarkOnlyNative"}
	report(&out, parse(strings.NewReader(native)), parse(strings.NewReader(wasm)), keys)
	for _, want := range []string{
		"geometric mean of 2 ratios: 3.46x",
		"geometric mean of the 1 key ratios: 3.00x (traxapp/engine/trax/ai BenchmarkSearch)",
		"key benchmarks not in both runs: traxapp/engine/trax BenchmarkOnlyNative",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestWithoutProcs(t *testing.T) {
	for in, want := range map[string]string{"BenchmarkTurn-2": "BenchmarkTurn", "BenchmarkTurn": "BenchmarkTurn", "BenchmarkA-b": "BenchmarkA-b", "BenchmarkX-16": "BenchmarkX"} {
		if got := withoutProcs(in); got != want {
			t.Errorf("withoutProcs(%q) = %q, want %q", in, got, want)
		}
	}
}
