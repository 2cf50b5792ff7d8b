package main

import (
	"strings"
	"testing"
)

func TestSummarize(t *testing.T) {
	tests := []struct {
		name    string
		samples []float64
		want    Summary
		ok      bool
	}{
		{"none", nil, Summary{}, false},
		{"one", []float64{7}, Summary{N: 1, Median: 7, Min: 7, Max: 7}, true},
		{"odd, unsorted", []float64{30, 10, 20}, Summary{N: 3, Median: 20, Min: 10, Max: 30}, true},
		{"even: mean of the middle two", []float64{4, 1, 3, 2}, Summary{N: 4, Median: 2.5, Min: 1, Max: 4}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Summarize(tt.samples)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Summarize(%v) = %+v, %v; want %+v, %v", tt.samples, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestSummarizeKeepsSamples(t *testing.T) {
	s := []float64{3, 1, 2}
	Summarize(s)
	if s[0] != 3 || s[1] != 1 || s[2] != 2 {
		t.Errorf("Summarize reordered its argument: %v", s)
	}
}

func TestWriteTable(t *testing.T) {
	var r Results
	cold := Key{"trax", "served", "1x", "cold start", "ms"}
	heap := Key{"trax", "served", "1x", "JS heap after start", "MB"}
	throttled := Key{"trax", "served", "4x", "cold start", "ms"}
	early := Key{"traxit", "served", "1x", "cold start", "ms"}
	r.Add(early, 900)
	r.Add(throttled, 4000)
	r.Add(cold, 1000.4)
	r.Add(heap, 12.345)
	r.Add(cold, 1200)
	r.Add(cold, 800)
	var b strings.Builder
	if err := r.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	want := [][]string{
		{"game", "site", "cpu", "measure", "median", "min-max", "unit", "n"},
		{"trax", "served", "1x", "cold", "start", "1000", "800-1200", "ms", "3"},
		{"trax", "served", "1x", "JS", "heap", "after", "start", "12.3", "12.3-12.3", "MB", "1"},
		{"trax", "served", "4x", "cold", "start", "4000", "4000-4000", "ms", "1"},
		{"traxit", "served", "1x", "cold", "start", "900", "900-900", "ms", "1"},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), b.String())
	}
	for i, line := range lines {
		if got := strings.Fields(line); strings.Join(got, "|") != strings.Join(want[i], "|") {
			t.Errorf("line %d = %q, want fields %v", i, line, want[i])
		}
	}
	// The columns line up: each line's "min-max" column starts at the same offset.
	at := strings.Index(lines[0], "min-max")
	if at < 0 || strings.Index(lines[1], "800-1200") != at {
		t.Errorf("columns do not line up:\n%s", b.String())
	}
}
