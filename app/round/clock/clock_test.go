package clock

import (
	"context"
	"errors"
	"testing"
	"time"
)

// fakeTime is a time source the tests move by hand.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time           { return f.t }
func (f *fakeTime) pass(d time.Duration)     { f.t = f.t.Add(d) }
func newFake() *fakeTime                     { return &fakeTime{t: time.Unix(1_700_000_000, 0)} }
func sec(s float64) time.Duration            { return time.Duration(s * float64(time.Second)) }
func control(base, inc float64) Control      { return Control{Base: sec(base), Increment: sec(inc)} }
func newClock(f *fakeTime, c Control) *Clock { return New(c, 2, f.now) }

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Control
		err  error
	}{
		{"", Control{}, nil},
		{"0", Control{}, nil},
		{"0+5", Control{}, nil},
		{"10+5", control(600, 5), nil},
		{" 10+5 ", control(600, 5), nil},
		{"10 5", control(600, 5), nil},
		{"10  5", control(600, 5), nil},
		{"10 + 5", Control{}, ErrSyntax},
		{"10 5 3", Control{}, ErrSyntax},
		{"5", control(300, 0), nil},
		{"25+10", control(1500, 10), nil},
		{"0.1+0", control(6, 0), nil},
		{"0.05+1.5", control(3, 1.5), nil},
		{"600+600", control(36000, 600), nil},
		{"601+0", Control{}, ErrRange},
		{"10+601", Control{}, ErrRange},
		{"99999999999999+0", Control{}, ErrRange},
		{"-5+3", Control{}, ErrSyntax},
		{"10+-3", Control{}, ErrSyntax},
		{"1e3", Control{}, ErrSyntax},
		{"ten", Control{}, ErrSyntax},
		{"10+", Control{}, ErrSyntax},
		{"+5", Control{}, ErrSyntax},
		{"10+5+3", Control{}, ErrSyntax},
		{"1..2", Control{}, ErrSyntax},
		{".", Control{}, ErrSyntax},
		{"10:00", Control{}, ErrSyntax},
		{"NaN", Control{}, ErrSyntax},
	} {
		got, err := Parse(tc.in)
		if !errors.Is(err, tc.err) || got != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %v, %v", tc.in, got, err, tc.want, tc.err)
		}
	}
}

func TestControlString(t *testing.T) {
	for in, want := range map[string]string{"10+5": "10+5", "5": "5+0", "0": "0", "0.1+0": "0.1+0", "0.05+1.5": "0.05+1.5"} {
		c, err := Parse(in)
		if err != nil || c.String() != want {
			t.Errorf("Parse(%q).String() = %q, %v; want %q", in, c.String(), err, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "0", "10+5", "0.1+0", "600+600", "-1", "1e9+1", "1..2+3", "+", "10+5+3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			if c != (Control{}) {
				t.Fatalf("Parse(%q) refused yet returned %v", s, c)
			}
			return
		}
		if c.Base < 0 || c.Base > MaxBase || c.Increment < 0 || c.Increment > MaxIncrement {
			t.Fatalf("Parse(%q) = %v out of range", s, c)
		}
		again, err := Parse(c.String())
		if err != nil || again != c {
			t.Fatalf("Parse(%q) = %v writes %q, which reads back as %v, %v", s, c, c.String(), again, err)
		}
	})
}

func TestRunAndIncrement(t *testing.T) {
	f := newFake()
	k := newClock(f, control(60, 5))
	k.Run(0)
	f.pass(sec(10))
	if got := k.Left(0); got != sec(50) {
		t.Fatalf("seat 0 after 10 s: %v", got)
	}
	if got := k.Left(1); got != sec(60) {
		t.Fatalf("seat 1 waits: %v", got)
	}
	k.Moved(0)
	k.Run(1)
	if got := k.Left(0); got != sec(55) {
		t.Fatalf("seat 0 after its move and the increment: %v", got)
	}
	f.pass(sec(20))
	if k.Running() != 1 || k.Left(1) != sec(40) || k.Left(0) != sec(55) {
		t.Fatalf("seat 1 runs: running %d, left %v %v", k.Running(), k.Left(0), k.Left(1))
	}
	k.Run(-1) // a banner: nothing runs
	f.pass(sec(30))
	if k.Running() != -1 || k.Left(1) != sec(40) {
		t.Fatalf("stopped: running %d, left %v", k.Running(), k.Left(1))
	}
}

func TestPause(t *testing.T) {
	f := newFake()
	k := newClock(f, control(60, 0))
	k.Run(1)
	f.pass(sec(5))
	k.Pause(true)
	f.pass(sec(100))
	if !k.Paused() || k.Running() != -1 || k.Left(1) != sec(55) || k.Check() {
		t.Fatalf("paused: %v running %d left %v", k.Paused(), k.Running(), k.Left(1))
	}
	k.Pause(false)
	f.pass(sec(5))
	if k.Running() != 1 || k.Left(1) != sec(50) {
		t.Fatalf("resumed: running %d left %v", k.Running(), k.Left(1))
	}
}

func TestFlag(t *testing.T) {
	f := newFake()
	k := newClock(f, control(6, 2))
	k.Run(0)
	f.pass(sec(5))
	if k.Check() {
		t.Fatal("flagged with a second left")
	}
	f.pass(sec(2))
	if !k.Check() {
		t.Fatal("no flag at zero")
	}
	if seat, ok := k.Flagged(); !ok || seat != 0 || k.Left(0) != 0 || k.Running() != -1 {
		t.Fatalf("flagged %d %v, left %v, running %d", seat, ok, k.Left(0), k.Running())
	}
	if k.Check() {
		t.Fatal("a flag falls once")
	}
	k.Moved(0) // a move after the flag adds nothing
	if k.Left(0) != 0 {
		t.Fatalf("increment after the flag: %v", k.Left(0))
	}
}

func TestMoveAfterZeroFlags(t *testing.T) {
	f := newFake()
	k := newClock(f, control(6, 10))
	k.Run(1)
	f.pass(sec(7)) // no tick noticed it
	k.Moved(1)
	if seat, ok := k.Flagged(); !ok || seat != 1 {
		t.Fatalf("a move made at zero: flagged %d %v, left %v", seat, ok, k.Left(1))
	}
}

func TestNoClock(t *testing.T) {
	var nilClock *Clock
	for _, k := range []*Clock{nilClock, New(Control{}, 2, time.Now)} {
		k.Run(0)
		k.Moved(0)
		k.Pause(true)
		if k.On() || k.Check() || k.Running() != -1 || k.State() != nil || k.MoveTime(0) != 0 {
			t.Fatalf("no clock acts as one: %+v", k)
		}
		if _, ok := k.Flagged(); ok {
			t.Fatal("no clock flags")
		}
	}
}

func TestSaveRestore(t *testing.T) {
	f := newFake()
	k := New(control(60, 3), 3, f.now)
	k.Run(2)
	f.pass(sec(12))
	s := k.State()
	if s.Control != "1+3" || s.LeftMS[2] != 48000 || s.Turn != 2 || s.Paused {
		t.Fatalf("state %+v", s)
	}
	f.pass(time.Hour) // the page was closed
	r, err := Restore(s, 3, f.now)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Paused() || r.Left(2) != sec(48) || r.Turn() != 2 {
		t.Fatalf("restored: paused %v left %v turn %d", r.Paused(), r.Left(2), r.Turn())
	}
	r.Pause(false)
	f.pass(sec(8))
	if r.Left(2) != sec(40) {
		t.Fatalf("restored clock runs: %v", r.Left(2))
	}

	k.Run(-1)
	flagged := New(control(6, 0), 2, f.now)
	flagged.Run(0)
	f.pass(sec(6))
	flagged.Check()
	r, err = Restore(flagged.State(), 2, f.now)
	if seat, ok := r.Flagged(); err != nil || !ok || seat != 0 || r.Paused() {
		t.Fatalf("restored flag: %d %v paused %v %v", seat, ok, r.Paused(), err)
	}

	if r, err := Restore(nil, 2, f.now); err != nil || r.On() {
		t.Fatalf("no saved clock: %v %v", r, err)
	}
}

func TestRestoreBad(t *testing.T) {
	for _, s := range []State{
		{Control: "x", LeftMS: []int64{1, 1}},
		{Control: "0", LeftMS: []int64{1, 1}},
		{Control: "1+0", LeftMS: []int64{1}},
		{Control: "1+0", LeftMS: []int64{1, -1}},
		{Control: "1+0", LeftMS: []int64{1, 1 << 60}},
		{Control: "1+0", LeftMS: []int64{1, 1}, Turn: 2},
		{Control: "1+0", LeftMS: []int64{1, 1}, Turn: -2},
		{Control: "1+0", LeftMS: []int64{1, 1}, Flag: 3},
		{Control: "1+0", LeftMS: []int64{1, 1}, Flag: -1},
	} {
		if _, err := Restore(&s, 2, time.Now); !errors.Is(err, ErrState) {
			t.Errorf("Restore(%+v) = %v", s, err)
		}
	}
}

func TestMoveTime(t *testing.T) {
	f := newFake()
	k := newClock(f, control(600, 0))
	if got := k.MoveTime(0); got != sec(30) {
		t.Fatalf("ten minutes: %v", got)
	}
	k = newClock(f, control(3, 0))
	if got := k.MoveTime(1); got != 150*time.Millisecond {
		t.Fatalf("three seconds: %v", got)
	}
	k = newClock(f, control(0.6, 0))
	if got := k.MoveTime(1); got != 100*time.Millisecond {
		t.Fatalf("the floor: %v", got)
	}
	ctx := WithMoveTime(context.Background(), sec(0.2))
	if MoveTimeOf(ctx, sec(1.5)) != sec(0.2) || MoveTimeOf(ctx, sec(0.1)) != sec(0.1) || MoveTimeOf(context.Background(), sec(1)) != sec(1) {
		t.Fatal("MoveTimeOf does not take the least")
	}
	if MoveTimeOf(WithMoveTime(context.Background(), 0), sec(1)) != sec(1) {
		t.Fatal("no clock changes the level's time")
	}
}
