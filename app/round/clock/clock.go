package clock

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Control is a time control: Base on each seat's clock at the start and
// Increment added to a seat's clock each time it moves. The zero
// Control is no clock.
type Control struct {
	Base, Increment time.Duration
}

// Limits of a Control Parse accepts: a club's slowest controls fit, and
// nothing overflows a Duration.
const (
	MaxBase      = 600 * time.Minute
	MaxIncrement = 600 * time.Second
)

// Errors of Parse, wrapped with the text that was refused.
var (
	ErrSyntax = errors.New("a time control is minutes, then optionally + and seconds per move, such as 10+5")
	ErrRange  = errors.New("a time control is at most 600 minutes and 600 seconds per move")
)

// On reports whether c is a clock (a Base above zero).
func (c Control) On() bool { return c.Base > 0 }

// Parse reads a time control as a link writes it, MIN+SEC: minutes each
// and seconds added per move, such as "10+5"; "10" is no increment; ""
// or "0" is no clock. Both numbers may have a decimal fraction ("0.1+0"
// is six seconds each, for a quick test), never a sign or an exponent.
// A space stands for the +, as a query string decodes an unescaped one
// ("10 5").
func Parse(s string) (Control, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Control{}, nil
	}
	if f := strings.Fields(s); len(f) == 2 && !strings.Contains(s, "+") {
		s = f[0] + "+" + f[1] // a link's query reads an unescaped + as a space
	}
	minText, secText, hasInc := strings.Cut(s, "+")
	mins, err := number(minText)
	if err != nil {
		return Control{}, fmt.Errorf("%w: %q", err, s)
	}
	secs := 0.0
	if hasInc {
		if secs, err = number(secText); err != nil {
			return Control{}, fmt.Errorf("%w: %q", err, s)
		}
	}
	c := Control{Base: round(mins * float64(time.Minute)), Increment: round(secs * float64(time.Second))}
	if mins > MaxBase.Minutes() || secs > MaxIncrement.Seconds() {
		return Control{}, fmt.Errorf("%w: %q", ErrRange, s)
	}
	if !c.On() {
		return Control{}, nil // clock=0, clock=0+5: no clock
	}
	return c, nil
}

// number reads a decimal number without sign or exponent.
func number(s string) (float64, error) {
	if s == "" || strings.Count(s, ".") > 1 || s == "." {
		return 0, ErrSyntax
	}
	for _, r := range s {
		if (r < '0' || r > '9') && r != '.' {
			return 0, ErrSyntax
		}
	}
	if len(s) > 12 {
		return 0, ErrRange
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, ErrSyntax
	}
	return f, nil
}

// round rounds d nanoseconds to the millisecond, the saved clock's unit.
func round(d float64) time.Duration {
	return time.Duration(math.Round(d/float64(time.Millisecond))) * time.Millisecond
}

// String writes c as Parse reads it: "10+5", "0.1+0"; "0" for no clock.
func (c Control) String() string {
	if !c.On() {
		return "0"
	}
	return strconv.FormatFloat(c.Base.Minutes(), 'f', -1, 64) + "+" + strconv.FormatFloat(c.Increment.Seconds(), 'f', -1, 64)
}

// Clock is the clocks of a game's seats: each seat's time left, the seat
// whose clock runs (the one that must act), pause and the flag. A game
// tells it who must act (Run) and who just moved (Moved); the round layer
// ticks it (Check) and shows it (Left). Its zero value is no clock; a nil
// *Clock is no clock too.
type Clock struct {
	control Control
	left    []time.Duration // each seat's time at since
	turn    int             // the seat that must act; -1 for none
	since   time.Time       // when turn's clock last started or was settled
	paused  bool
	flag    int // 1 + the seat whose flag fell; 0 for none
	now     func() time.Time
	serial  int // tells one game's clocks from another's (Serial)
}

// serials numbers the clocks made (Serial).
var serials int

// Serial is a number that tells k from the other clocks of the page.
func (k *Clock) Serial() int {
	if k == nil {
		return 0
	}
	return k.serial
}

// New returns the clocks of seats seats under control c, none running;
// now is the time source (time.Now in the page).
func New(c Control, seats int, now func() time.Time) *Clock {
	serials++
	k := &Clock{control: c, left: make([]time.Duration, max(seats, 0)), turn: -1, now: now, serial: serials}
	for i := range k.left {
		k.left[i] = c.Base
	}
	return k
}

// On reports whether k is a clock.
func (k *Clock) On() bool { return k != nil && k.control.On() && len(k.left) > 0 }

// Control returns k's time control.
func (k *Clock) Control() Control {
	if k == nil {
		return Control{}
	}
	return k.control
}

// Seats returns the number of k's clocks.
func (k *Clock) Seats() int {
	if k == nil {
		return 0
	}
	return len(k.left)
}

// running reports whether the clock of k.turn runs now.
func (k *Clock) running() bool {
	return k.On() && k.turn >= 0 && k.turn < len(k.left) && !k.paused && k.flag == 0
}

// Running returns the seat whose clock runs now, or -1.
func (k *Clock) Running() int {
	if !k.running() {
		return -1
	}
	return k.turn
}

// Turn returns the seat that must act, whose clock runs unless paused or
// flagged; -1 for none.
func (k *Clock) Turn() int {
	if !k.On() {
		return -1
	}
	return k.turn
}

// Left returns the time left on seat's clock now, never below zero.
func (k *Clock) Left(seat int) time.Duration {
	if !k.On() || seat < 0 || seat >= len(k.left) {
		return 0
	}
	d := k.left[seat]
	if seat == k.turn && k.running() {
		d -= k.now().Sub(k.since)
	}
	return max(d, 0)
}

// settle charges the running clock with the time since it last started.
func (k *Clock) settle() {
	now := k.now()
	if k.running() {
		k.left[k.turn] -= now.Sub(k.since)
	}
	k.since = now
}

// Run makes seat's clock the one that runs (the seat must act now); -1
// stops every clock (the game is over, or waits for something other than
// a seat: a banner, a review). The clock that ran is charged first.
func (k *Clock) Run(seat int) {
	if !k.On() || seat == k.turn {
		return
	}
	k.settle()
	if seat >= len(k.left) {
		seat = -1
	}
	k.turn = seat
}

// Moved adds the increment to seat's clock: it has just moved. Its
// clock is charged first; a clock that reached zero meanwhile flags
// (the increment does not save it).
func (k *Clock) Moved(seat int) {
	if !k.On() || seat < 0 || seat >= len(k.left) || k.flag != 0 {
		return
	}
	k.settle()
	if seat == k.turn && k.left[seat] <= 0 {
		k.fall(seat)
		return
	}
	k.left[seat] += k.control.Increment
}

// Pause stops the running clock (on is true) or starts it again.
func (k *Clock) Pause(on bool) {
	if !k.On() || k.paused == on {
		return
	}
	k.settle()
	k.paused = on
}

// Paused reports whether the clocks are paused.
func (k *Clock) Paused() bool { return k.On() && k.paused }

// Check makes the running clock's flag fall when it has reached zero,
// and reports whether it did so now.
func (k *Clock) Check() bool {
	if !k.running() || k.Left(k.turn) > 0 {
		return false
	}
	k.settle()
	k.fall(k.turn)
	return true
}

// fall makes seat's flag fall: its clock shows zero and nothing runs.
func (k *Clock) fall(seat int) {
	k.left[seat] = 0
	k.flag = seat + 1
}

// Flagged returns the seat whose flag fell, if any: it lost on time.
func (k *Clock) Flagged() (seat int, ok bool) {
	if !k.On() || k.flag == 0 {
		return -1, false
	}
	return k.flag - 1, true
}

// MoveTime is the computer's time to think for seat as its clock
// allows: a twentieth of the time left plus most of the increment,
// never under a tenth of a second; 0 when there is no clock (the level's
// own time). The computer thinks the least of this and its level's time
// (MoveTimeOf), so that it answers long before its flag falls.
func (k *Clock) MoveTime(seat int) time.Duration {
	if !k.On() {
		return 0
	}
	t := k.Left(seat)/20 + k.control.Increment*3/4
	return max(t, 100*time.Millisecond)
}

// State is a Clock as a saved game keeps it: the control as Parse reads
// it, each seat's milliseconds left, the seat that must act, pause and
// the flag.
type State struct {
	Control string  `json:"control"`
	LeftMS  []int64 `json:"left"`
	Turn    int     `json:"turn"`
	Paused  bool    `json:"paused,omitempty"`
	// Flag is 1 + the seat whose flag fell, 0 for none.
	Flag int `json:"flag,omitempty"`
}

// State returns k as it stands now, for a save; nil when k is no clock.
func (k *Clock) State() *State {
	if !k.On() {
		return nil
	}
	k.settle()
	s := &State{Control: k.control.String(), LeftMS: make([]int64, len(k.left)), Turn: k.turn, Paused: k.paused, Flag: k.flag}
	for i, d := range k.left {
		s.LeftMS[i] = d.Milliseconds()
	}
	return s
}

// ErrState is the error of a saved clock that cannot be read.
var ErrState = errors.New("the saved clock cannot be read")

// Restore rebuilds the clocks of seats seats from s, a saved State (nil
// for a game without a clock: no clock). A clock that ran when the game
// was saved comes back paused: the time the page was closed is nobody's
// thinking time, and the players say when to go on.
func Restore(s *State, seats int, now func() time.Time) (*Clock, error) {
	if s == nil {
		return New(Control{}, seats, now), nil
	}
	c, err := Parse(s.Control)
	if err != nil || !c.On() || len(s.LeftMS) != seats || s.Turn < -1 || s.Turn >= seats || s.Flag < 0 || s.Flag > seats {
		return nil, ErrState
	}
	k := New(c, seats, now)
	for i, ms := range s.LeftMS {
		if ms < 0 || ms > (MaxBase+1000*MaxIncrement).Milliseconds() {
			return nil, ErrState
		}
		k.left[i] = time.Duration(ms) * time.Millisecond
	}
	k.turn, k.flag, k.since = s.Turn, s.Flag, now()
	k.paused = s.Paused || (k.turn >= 0 && k.flag == 0)
	return k, nil
}

// budgetKey is the context key of the computer's time to think.
type budgetKey struct{}

// WithMoveTime returns ctx carrying d, the computer's time to think as
// its clock allows (MoveTime): a game's question to its computer carries
// it to the computer's client, which knows the level's own time.
func WithMoveTime(ctx context.Context, d time.Duration) context.Context {
	return context.WithValue(ctx, budgetKey{}, d)
}

// MoveTimeOf returns the time to think ctx carries, or budget when it
// carries none or more than budget.
func MoveTimeOf(ctx context.Context, budget time.Duration) time.Duration {
	if d, ok := ctx.Value(budgetKey{}).(time.Duration); ok && d > 0 && d < budget {
		return d
	}
	return budget
}
