package conformance_test

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"traxapp/engine/game"
	"traxapp/engine/game/conformance"
)

// recorder is a testing.TB that keeps the failures instead of failing, so
// that a test can assert that the suite reports a planted fault.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}
func (r *recorder) Error(args ...any)                 { r.failures = append(r.failures, fmt.Sprint(args...)) }
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }
func (r *recorder) Fatal(args ...any)                 { r.Error(args...) }
func (r *recorder) Fail()                             { r.failures = append(r.failures, "Fail") }
func (r *recorder) Failed() bool                      { return len(r.failures) > 0 }

// fault is a deliberate defect planted in an adapter.
type fault int

const (
	undoKeepsAction fault = iota // Undo says yes and does nothing
	refusalChanges               // a refused action still plays a legal one
	recordDropsLast              // the record forgets the last action
	listsIllegal                 // LegalActions lists an action Apply refuses
	cloneShares                  // Clone returns the same state
	seedIgnored                  // New deals a new game for the same seed
	viewLeaks                    // View shows what Hidden names
	overstaysEnd                 // a finished game still lists an action
	numFaults
)

func (f fault) String() string {
	return [...]string{"undo keeps the action", "a refusal changes the state", "the record drops the last action",
		"lists an illegal action", "a clone shares state", "the seed is ignored", "the view leaks hidden words",
		"a finished game lists an action"}[f]
}

// faulty wraps a State with one fault.
type faulty struct {
	game.State
	f fault
}

var reseed atomic.Uint64

func plant(v game.Variant, f fault) game.Variant {
	inner := v
	v.New = func(seed uint64) (game.State, error) {
		if f == seedIgnored {
			seed += 1000 + reseed.Add(1)
		}
		s, err := inner.New(seed)
		return &faulty{s, f}, err
	}
	v.Parse = func(rec string) (game.State, error) {
		s, err := inner.Parse(rec)
		return &faulty{s, f}, err
	}
	return v
}

func (s *faulty) Undo() error {
	if s.f == undoKeepsAction {
		return nil
	}
	return s.State.Undo()
}

func (s *faulty) Apply(a string) error {
	err := s.State.Apply(a)
	if err != nil && s.f == refusalChanges {
		if legal := s.State.LegalActions(); len(legal) > 0 {
			s.State.Apply(legal[0])
		}
	}
	return err
}

func (s *faulty) Record() string {
	if s.f == recordDropsLast {
		c := s.State.Clone()
		if c.Undo() == nil {
			return c.Record()
		}
	}
	return s.State.Record()
}

func (s *faulty) LegalActions() []string {
	l := s.State.LegalActions()
	switch {
	case s.f == listsIllegal && len(l) > 0:
		return append(l, "no such action")
	case s.f == overstaysEnd && len(l) == 0:
		return []string{"one more"}
	}
	return l
}

func (s *faulty) Clone() game.State {
	if s.f == cloneShares {
		return s
	}
	return &faulty{s.State.Clone(), s.f}
}

func (s *faulty) View(seat int) string {
	v := s.State.View(seat)
	if s.f == viewLeaks {
		v += "\n" + strings.Join(s.State.Hidden(seat), " ")
	}
	return v
}

// applies tells whether a fault can show in a variant: a game without
// luck does not depend on its seed, and only TRAKKX hides anything.
func applies(v game.Variant, f fault) bool {
	switch f {
	case seedIgnored:
		return !slices.Contains([]string{"trax/trax", "trax/8x8", "trax/loop"}, v.ID())
	case viewLeaks:
		return v.Game == "trakkx"
	}
	return true
}

// TestPlantedFaults shows the suite failing on every planted fault in
// every game, so that it cannot pass by checking nothing.
func TestPlantedFaults(t *testing.T) {
	caught := map[string]int{}
	for _, v := range game.Variants() {
		for f := range numFaults {
			if !applies(v, f) {
				continue
			}
			t.Run(v.ID()+"/"+f.String(), func(t *testing.T) {
				r := &recorder{TB: t}
				o := conformance.Options{Playouts: 3, MaxActions: 60, Seed: 7}
				if testing.Short() {
					o.Playouts = 1
				}
				if f == seedIgnored {
					// TRAXIT's seed only draws the start seat: a game from
					// another seed looks the same one time in two or more.
					o.Playouts = 10
				}
				if f == overstaysEnd {
					// Play to the end, with few of the costly checks on the way.
					o = conformance.Options{Playouts: 1, MaxActions: 2000, Seed: 7, FullCheckEvery: 1000, RecordEvery: 1000}
				}
				conformance.Run(r, plant(v, f), o)
				if len(r.failures) == 0 {
					t.Fatalf("the suite did not notice that %v", f)
				}
				caught[v.Game]++
				t.Logf("caught: %s", r.failures[0])
			})
		}
	}
	t.Logf("planted faults caught per game: %v", caught)
}

// TestHonestAdapterPasses checks the recorder itself: the same small run
// over the adapters without a fault records nothing.
func TestHonestAdapterPasses(t *testing.T) {
	if testing.Short() {
		t.Skip("TestConformance covers the same adapters")
	}
	for _, v := range game.Variants() {
		r := &recorder{TB: t}
		conformance.Run(r, v, conformance.Options{Playouts: 3, MaxActions: 60, Seed: 7})
		if len(r.failures) > 0 {
			t.Errorf("%s: %s", v.ID(), r.failures[0])
		}
	}
}
