package main

import (
	"slices"
	"testing"
)

func TestParseLists(t *testing.T) {
	tests := []struct {
		games, cpus string
		runs        int
		wantGames   []string
		wantCPUs    []float64
		wantErr     bool
	}{
		{"trax,traxit,trakkx", "1,4", 3, []string{"trax", "traxit", "trakkx"}, []float64{1, 4}, false},
		{" trax , ", "2.5", 1, []string{"trax"}, []float64{2.5}, false},
		{"chess", "1", 1, nil, nil, true},
		{"trax", "0.5", 1, nil, nil, true},
		{"trax", "fast", 1, nil, nil, true},
		{"trax", "1", 0, nil, nil, true},
	}
	for _, tt := range tests {
		cfg := config{runs: tt.runs}
		err := cfg.parseLists(tt.games, tt.cpus)
		if (err != nil) != tt.wantErr {
			t.Errorf("parseLists(%q, %q) error %v, want error %v", tt.games, tt.cpus, err, tt.wantErr)
			continue
		}
		if !tt.wantErr && (!slices.Equal(cfg.games, tt.wantGames) || !slices.Equal(cfg.cpus, tt.wantCPUs)) {
			t.Errorf("parseLists(%q, %q) = %v, %v; want %v, %v", tt.games, tt.cpus, cfg.games, cfg.cpus, tt.wantGames, tt.wantCPUs)
		}
	}
}

func TestCPUName(t *testing.T) {
	for rate, want := range map[float64]string{1: "1x", 4: "4x", 2.5: "2.5x"} {
		if got := cpuName(rate); got != want {
			t.Errorf("cpuName(%v) = %q, want %q", rate, got, want)
		}
	}
}
