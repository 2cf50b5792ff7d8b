package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// traceCategories are what a trace records: the page's tasks and what ran
// in them (script, layout, paint, garbage collection), the marks the
// benchmark leaves at each phase (console.timeStamp) and the V8 sampling
// profiler's stacks, which name the Go functions of a WebAssembly program.
var traceCategories = []string{
	"toplevel",
	"devtools.timeline",
	"disabled-by-default-devtools.timeline",
	"v8.execute",
	"v8",
	"blink.user_timing",
	"disabled-by-default-v8.cpu_profiler",
}

// tracer collects one browser's trace.
type tracer struct {
	mu     sync.Mutex
	events []json.RawMessage
	done   chan struct{}
}

// startTrace starts Chromium's performance trace of the tab.
func startTrace(ctx context.Context) (*tracer, error) {
	t := &tracer{done: make(chan struct{})}
	var once sync.Once
	if err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			t.mu.Lock()
			for _, v := range ev.Value {
				t.events = append(t.events, json.RawMessage(slices.Clone([]byte(v))))
			}
			t.mu.Unlock()
		case *tracing.EventTracingComplete:
			once.Do(func() { close(t.done) })
		}
	}); err != nil {
		return nil, err
	}
	_, err := chromedp.Call(ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig: &tracing.TraceConfig{
			RecordMode:         tracing.TraceConfigRecordModeRecordUntilFull,
			IncludedCategories: traceCategories,
		},
	})
	if err != nil {
		return nil, fmt.Errorf("starting the trace: %w", err)
	}
	return t, nil
}

// stop ends the trace and returns its events.
func (t *tracer) stop(ctx context.Context) ([]json.RawMessage, error) {
	if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
		return nil, fmt.Errorf("ending the trace: %w", err)
	}
	select {
	case <-t.done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.events, nil
}

// mark leaves a mark in the trace: the long tasks that follow it, up to
// the next mark, belong to its phase in the trace's summary.
func mark(ctx context.Context, phase string) {
	chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`console.timeStamp(%q)`, "bench: "+phase)))
}

// writeTrace saves events as a trace file DevTools' Performance panel
// opens (path.json) and the summary of its long tasks (path.txt).
func writeTrace(path string, events []json.RawMessage) error {
	f, err := os.Create(path + ".json")
	if err != nil {
		return err
	}
	io.WriteString(f, `{"traceEvents":[`)
	for i, e := range events {
		if i > 0 {
			io.WriteString(f, ",\n")
		}
		f.Write(e)
	}
	io.WriteString(f, "]}\n")
	if err := f.Close(); err != nil {
		return err
	}
	s, err := os.Create(path + ".txt")
	if err != nil {
		return err
	}
	summarizeTrace(s, events, 50)
	return s.Close()
}

// ownPrefix begins the names of the app's own Go functions in a
// WebAssembly program's name section (traxapp/app/trax.f is
// traxapp_app_trax.f).
const ownPrefix = "traxapp_"

// summarizeFile writes the summary of a saved trace (path.json) to w.
func summarizeFile(w io.Writer, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var trace struct {
		TraceEvents []json.RawMessage `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &trace); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	summarizeTrace(w, trace.TraceEvents, 50)
	return nil
}

// traceEvent is one event of Chromium's JSON trace format.
type traceEvent struct {
	Name string          `json:"name"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`   // µs
	Dur  float64         `json:"dur"`  // µs
	TDur float64         `json:"tdur"` // µs of the thread's CPU time
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	ID   string          `json:"id"`
	Args json.RawMessage `json:"args"`
}

type threadID struct{ pid, tid int }

// sample is one stack the sampling profiler took: its time and its
// frames, the leaf first.
type sample struct {
	ts     float64
	frames []string
}

// summarizeTrace writes each main-thread task over minMs ms: the phase it
// ran in (the last mark before it), its start, its duration and the CPU
// time the thread had in it (less than the duration on a busy machine,
// where the thread waits for a core), the trace
// events inside it that took longest, and the functions the profiler
// found it in most (inclusive), and at the top of the stack (self).
func summarizeTrace(w io.Writer, raw []json.RawMessage, minMs float64) {
	var events []traceEvent
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) == nil {
			events = append(events, e)
		}
	}
	main := map[threadID]bool{}
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && strings.Contains(string(e.Args), `"CrRendererMain"`) {
			main[threadID{e.Pid, e.Tid}] = true
		}
	}
	type markAt struct {
		ts   float64
		name string
	}
	var marks []markAt
	var tasks, slices []traceEvent
	for _, e := range events {
		on := main[threadID{e.Pid, e.Tid}]
		switch {
		case e.Name == "TimeStamp":
			var a struct {
				Data struct{ Message string } `json:"data"`
			}
			if json.Unmarshal(e.Args, &a) == nil && strings.HasPrefix(a.Data.Message, "bench: ") {
				marks = append(marks, markAt{e.Ts, strings.TrimPrefix(a.Data.Message, "bench: ")})
			}
		case on && e.Ph == "X" && (e.Name == "RunTask" || e.Name == "ThreadControllerImpl::RunTask"):
			if e.Dur >= minMs*1000 {
				tasks = append(tasks, e)
			}
		case on && e.Ph == "X":
			slices = append(slices, e)
		}
	}
	sort.Slice(marks, func(i, j int) bool { return marks[i].ts < marks[j].ts })
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].Ts < tasks[j].Ts })
	samples := profileSamples(events)

	fmt.Fprintf(w, "Main-thread tasks over %.0f ms (phase: the benchmark's last mark before the task)\n", minMs)
	var lastEnd float64
	for _, t := range tasks {
		if t.Ts < lastEnd {
			continue // nested in the previous one
		}
		lastEnd = t.Ts + t.Dur
		phase, since := "before any mark", 0.0
		for _, m := range marks {
			if m.ts <= t.Ts {
				phase, since = m.name, m.ts
			}
		}
		fmt.Fprintf(w, "\n%.0f ms task (CPU %.0f ms), %s, +%.0f ms\n", t.Dur/1000, t.TDur/1000, phase, (t.Ts-since)/1000)
		// The events inside it, by total time.
		inside := map[string]float64{}
		for _, s := range slices {
			if s.Pid == t.Pid && s.Tid == t.Tid && s.Ts >= t.Ts && s.Ts+s.Dur <= t.Ts+t.Dur {
				inside[s.Name] += s.Dur
			}
		}
		fmt.Fprintf(w, "  events: %s\n", top(inside, 8, 1000, "ms"))
		incl, self, own := map[string]float64{}, map[string]float64{}, map[string]float64{}
		n := 0
		for _, s := range samples[threadID{t.Pid, t.Tid}] {
			if s.ts < t.Ts || s.ts > t.Ts+t.Dur {
				continue
			}
			n++
			if len(s.frames) > 0 {
				self[s.frames[0]]++
			}
			seen := map[string]bool{}
			for _, f := range s.frames {
				if !seen[f] {
					seen[f] = true
					incl[f]++
					if strings.HasPrefix(f, ownPrefix) {
						own[f]++
					}
				}
			}
		}
		if n > 0 {
			fmt.Fprintf(w, "  %d samples; inclusive: %s\n", n, top(incl, 25, float64(n)/100, "%"))
			fmt.Fprintf(w, "  self: %s\n", top(self, 12, float64(n)/100, "%"))
			fmt.Fprintf(w, "  the app's own: %s\n", top(own, 25, float64(n)/100, "%"))
		}
	}
}

// top lists m's largest n entries, each value divided by div.
func top(m map[string]float64, n int, div float64, unit string) string {
	type kv struct {
		k string
		v float64
	}
	var l []kv
	for k, v := range m {
		l = append(l, kv{k, v})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v || l[i].v == l[j].v && l[i].k < l[j].k })
	var b strings.Builder
	for i, e := range l {
		if i == n {
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %.0f%s", e.k, e.v/div, unit)
	}
	return b.String()
}

// profileSamples returns the sampling profiler's stacks per thread, from
// the trace's Profile and ProfileChunk events.
func profileSamples(events []traceEvent) map[threadID][]sample {
	type profile struct {
		thread threadID
		ts     float64 // the time of the last sample so far
		parent map[int]int
		name   map[int]string
	}
	profiles := map[string]*profile{}
	out := map[threadID][]sample{}
	for _, e := range events {
		key := fmt.Sprint(e.Pid, "/", e.ID)
		switch e.Name {
		case "Profile":
			var a struct {
				Data struct {
					StartTime float64 `json:"startTime"`
				} `json:"data"`
			}
			json.Unmarshal(e.Args, &a)
			profiles[key] = &profile{thread: threadID{e.Pid, e.Tid}, ts: a.Data.StartTime, parent: map[int]int{}, name: map[int]string{}}
		case "ProfileChunk":
			p := profiles[key]
			if p == nil {
				continue
			}
			var a struct {
				Data struct {
					CPUProfile struct {
						Nodes []struct {
							ID        int `json:"id"`
							Parent    int `json:"parent"`
							CallFrame struct {
								FunctionName string `json:"functionName"`
								URL          string `json:"url"`
							} `json:"callFrame"`
						} `json:"nodes"`
						Samples []int `json:"samples"`
					} `json:"cpuProfile"`
					TimeDeltas []float64 `json:"timeDeltas"`
				} `json:"data"`
			}
			if json.Unmarshal(e.Args, &a) != nil {
				continue
			}
			for _, n := range a.Data.CPUProfile.Nodes {
				p.parent[n.ID] = n.Parent
				name := n.CallFrame.FunctionName
				if name == "" {
					name = "(anonymous " + shortURL(n.CallFrame.URL) + ")"
				}
				p.name[n.ID] = name
			}
			for i, id := range a.Data.CPUProfile.Samples {
				if i < len(a.Data.TimeDeltas) {
					p.ts += a.Data.TimeDeltas[i]
				}
				var frames []string
				for n, depth := id, 0; n != 0 && depth < 500; n, depth = p.parent[n], depth+1 {
					frames = append(frames, p.name[n])
				}
				out[p.thread] = append(out[p.thread], sample{p.ts, frames})
			}
		}
	}
	return out
}

// shortURL is a script's file name.
func shortURL(u string) string {
	if i := strings.LastIndexByte(u, '/'); i >= 0 {
		return u[i+1:]
	}
	return u
}
