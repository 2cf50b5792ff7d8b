// Command browserbench measures the app in headless Chromium, as a player
// feels it: for each game (Trax, TRAXIT, TRAKKX), at this machine's speed
// and under Chromium's CPU throttling (4x, a mid-range phone), the time
// to a playable board cold (fresh profile) and warm (service worker and
// cache warm), served by the app's server and from the static export;
// the longest main-thread task (Long Tasks API: none means none over
// 50 ms) during start-up, a player's move and the computer's turn; the
// computer's answer time; the page's memory (JS heap, the Go program's
// WebAssembly memory) after start, after a long game and after one, ten
// and thirty new games. A go-app hello-world's start-up is measured beside them. It
// prints medians and min-max spreads over -runs runs:
//
//	make browserbench                 # builds, then go run ./internal/browserbench -build build
//	go run ./internal/browserbench -build build -runs 5 -games trax -cpu 4
//
// It reports, it does not judge. Throttling slows the page's thread only:
// the AI's workers run at full speed.
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"traxapp/internal/browsertest"
)

//go:embed bench.js
var benchJS string

// config is what the flags ask for.
type config struct {
	build     string        // the built app (make build): web/app.wasm, traxapp
	server    string        // the traxapp binary
	chromium  string        // the browser
	runs      int           // runs of each measure
	games     []string      // the games to measure
	cpus      []float64     // CPU throttling rates (1 is none)
	exchanges int           // moves of the person, each answered by the computer, per run
	longMoves int           // moves of the long game
	longLimit time.Duration // cap on the long game's time
	hello     bool          // measure the go-app hello-world too
	static    bool          // measure the static export's start-up too
	trace     string        // a folder for each browser's performance trace, "" for none
}

// allGames are the games and how to open each.
var allGames = []struct {
	name  string
	query string // appended to the site's URL
	ready string // the board once it accepts moves
}{
	{"trax", "?game=trax", `#game[data-ready="1"]`},
	{"traxit", "#game=traxit", `#traxit[data-ready="1"]`},
	{"trakkx", "#game=trakkx&seats=person,medium&seed=1", `#trakkx[data-ready="1"]`},
}

func main() {
	var cfg config
	var games, cpus string
	flag.StringVar(&cfg.build, "build", "build", "the built app (make build)")
	flag.StringVar(&cfg.server, "server", "", "the traxapp binary (default BUILD/traxapp)")
	flag.StringVar(&cfg.chromium, "chromium", "", "the browser (default $TRAX_CHROMIUM or chromium on PATH)")
	flag.IntVar(&cfg.runs, "runs", 3, "runs of each measure (a fresh browser each)")
	flag.StringVar(&games, "games", "trax,traxit,trakkx", "games to measure")
	flag.StringVar(&cpus, "cpu", "1,4", "CPU throttling rates (1 is none, 4 a mid-range phone)")
	flag.IntVar(&cfg.exchanges, "moves", 3, "the person's moves per run, each answered by the computer")
	flag.IntVar(&cfg.longMoves, "long", 100, "moves of the long game (Trax loads a record of as many turns)")
	flag.DurationVar(&cfg.longLimit, "longtime", 3*time.Minute, "cap on the long game's time")
	flag.BoolVar(&cfg.hello, "hello", true, "measure the go-app hello-world's start-up beside the app")
	flag.BoolVar(&cfg.static, "static", true, "measure the static export's start-up (under /trax/) too")
	flag.StringVar(&cfg.trace, "trace", "", "save each browser's Chromium performance trace in this folder (NAME.json opens in DevTools' Performance panel; NAME.txt lists its main-thread tasks over 50 ms: phase, trace events and the functions the profiler sampled)")
	summarize := flag.String("summarize", "", "only summarize a trace saved by -trace (NAME.json) and exit")
	flag.Parse()
	if *summarize != "" {
		if err := summarizeFile(os.Stdout, *summarize); err != nil {
			fmt.Fprintln(os.Stderr, "browserbench:", err)
			os.Exit(1)
		}
		return
	}
	if err := cfg.parseLists(games, cpus); err != nil {
		fmt.Fprintln(os.Stderr, "browserbench:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "browserbench:", err)
		os.Exit(1)
	}
}

// parseLists reads the -games and -cpu lists.
func (cfg *config) parseLists(games, cpus string) error {
	known := map[string]bool{}
	for _, g := range allGames {
		known[g.name] = true
	}
	for _, g := range strings.Split(games, ",") {
		if g = strings.TrimSpace(g); g == "" {
			continue
		}
		if !known[g] {
			return fmt.Errorf("-games: unknown game %q (trax, traxit, trakkx)", g)
		}
		cfg.games = append(cfg.games, g)
	}
	for _, c := range strings.Split(cpus, ",") {
		r, err := strconv.ParseFloat(strings.TrimSpace(c), 64)
		if err != nil || r < 1 {
			return fmt.Errorf("-cpu: %q is not a throttling rate (1 or more)", c)
		}
		cfg.cpus = append(cfg.cpus, r)
	}
	if cfg.runs < 1 {
		return errors.New("-runs must be at least 1")
	}
	return nil
}

func run(cfg config) error {
	var err error
	if cfg.build, err = filepath.Abs(cfg.build); err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(cfg.build, "web", "app.wasm")); err != nil {
		return fmt.Errorf("no built app in %s: run make build first", cfg.build)
	}
	if cfg.trace != "" {
		if err := os.MkdirAll(cfg.trace, 0o755); err != nil {
			return err
		}
	}
	if cfg.server == "" {
		cfg.server = filepath.Join(cfg.build, "traxapp")
	}
	if cfg.chromium == "" {
		cfg.chromium = browsertest.FindChromium()
	}
	if cfg.chromium == "" {
		return errors.New("no Chromium found (apt-get install -y chromium, or -chromium)")
	}
	tmp, err := os.MkdirTemp("", "browserbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	served, err := browsertest.Serve(cfg.server, cfg.build)
	if err != nil {
		return err
	}
	defer served.Stop()
	sites := []site{{"served", served.URL}}
	if cfg.static {
		st, err := browsertest.ServeStatic(cfg.server, cfg.build, filepath.Join(tmp, "dist"), "/trax/")
		if err != nil {
			return err
		}
		defer st.Stop()
		sites = append(sites, site{"static", st.URL})
	}
	var helloSites []site
	if cfg.hello {
		dir, err := helloBuild(cfg.server, cfg.build, filepath.Join(tmp, "hello"))
		if err != nil {
			return err
		}
		hs, err := browsertest.Serve(cfg.server, dir)
		if err != nil {
			return err
		}
		defer hs.Stop()
		helloSites = append(helloSites, site{"served", hs.URL})
		if cfg.static {
			st, err := browsertest.ServeStatic(cfg.server, dir, filepath.Join(tmp, "hello-dist"), "/trax/")
			if err != nil {
				return err
			}
			defer st.Stop()
			helloSites = append(helloSites, site{"static", st.URL})
		}
	}

	b := &bench{cfg: cfg, tmp: tmp, record: traxRecord(cfg.longMoves)}
	start := time.Now()
	// Runs outermost, so that a change in the machine's load weighs on
	// every measure alike.
	for r := 0; r < cfg.runs; r++ {
		for _, rate := range cfg.cpus {
			for _, g := range allGames {
				if !contains(cfg.games, g.name) {
					continue
				}
				for _, s := range sites {
					b.measure(g.name, s, g.query, g.ready, rate, s.name == "served")
				}
			}
			for _, s := range helloSites {
				b.measure("hello-world", s, "", `#game[data-ready="1"]`, rate, false)
			}
		}
		fmt.Fprintf(os.Stderr, "browserbench: run %d of %d done (%v)\n", r+1, cfg.runs, time.Since(start).Round(time.Second))
	}
	fmt.Printf("Browser benchmark: %d run(s), Chromium %s; longest task 0 = none over 50 ms; wasm = the Go program's memory\n", cfg.runs, browsertest.ChromiumVersion(cfg.chromium))
	if err := b.results.WriteTable(os.Stdout); err != nil {
		return err
	}
	if len(b.failures) > 0 {
		fmt.Println("\nfailures:")
		for _, f := range b.failures {
			fmt.Println("  " + f)
		}
		return fmt.Errorf("%d measure(s) failed", len(b.failures))
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// cpuName names a throttling rate: "1x", "4x".
func cpuName(rate float64) string {
	return strconv.FormatFloat(rate, 'f', -1, 64) + "x"
}
