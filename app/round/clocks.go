package round

import (
	"html"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round/clock"
)

// Timed is a game's controller as its clocks see it: the clocks, the
// seats' names, and what the game does when a flag falls or the players
// pause. Each game wires only this; the clocks' face, its ticking and
// its words are the round layer's (ClockFace).
type Timed interface {
	// Clock returns the game's clocks; nil or one that is not On for a
	// game without a clock.
	Clock() *clock.Clock
	// ClockName returns seat's name as the game shows it.
	ClockName(seat int) string
	// FlagFell ends the game: the clock of the seat that had to act
	// reached zero (Clock().Flagged()), it lost on time. It saves.
	FlagFell()
	// PauseClock pauses the game (on) or goes on: the computer stops
	// thinking while paused and no one may act. It saves.
	PauseClock(on bool)
	// SaveClock saves the game, its clocks as they stand: the page is
	// being hidden or left.
	SaveClock()
	// Printer is the language the game speaks.
	Printer() *i18n.Printer
}

// ClockOf returns the time control of a page's clock= (a link's), and
// whether the page names one it can read; one it cannot read changes
// nothing (the shell's notice says so).
func ClockOf(q url.Values) (clock.Control, bool) {
	if !q.Has("clock") {
		return clock.Control{}, false
	}
	c, err := clock.Parse(q.Get("clock"))
	return c, err == nil
}

// ClockPresets are the New game dialog's time controls besides none,
// as Parse reads them.
var ClockPresets = []string{"5+3", "10+5", "15+10", "25+10"}

// lowTime is when a clock shows tenths and is said to run low, once.
const lowTime = 10 * time.Second

// tickEvery is how often the running clock's face is redrawn.
const tickEvery = 200 * time.Millisecond

// ClockFace shows a game's clocks: one per seat with its name and time,
// the running one marked, a Pause button, and a status that says once
// when a clock runs low and when a flag falls (the clocks themselves
// are timers, which screen readers do not read out each second). While
// a clock runs it redraws only its own time, and checks the flag.
type ClockFace struct {
	goapp.Compo
	// ITimed is the game; IKey changes when what the face shows does
	// (go-app renders a child again only when its fields change).
	ITimed Timed
	IKey   string

	stop    chan struct{}
	live    atomic.Bool  // a clock runs: the ticker wakes the face
	onHide  goapp.Func   // saves the running clocks when the page hides
	shown   faceState    // what the last full render showed
	lowFor  *clock.Clock // the clocks low is about
	low     map[int]bool // the seats whose low time was said
	said    string       // the status's words
	saidFor *clock.Clock // the clocks said is about
}

// faceState is what a full render of the face depends on, besides the
// time shown: when it changes, the face renders again.
type faceState struct {
	running int
	low     int // the seats whose clock is under lowTime, one bit each
	flagged bool
}

// state returns the face's state for k now.
func state(k *clock.Clock) faceState {
	s := faceState{running: k.Running()}
	for i := range k.Seats() {
		if k.Left(i) < lowTime {
			s.low |= 1 << i
		}
	}
	_, s.flagged = k.Flagged()
	return s
}

// NewClockFace returns the face of t's clocks, for the game's screen to
// place where the players look.
func NewClockFace(t Timed) *ClockFace {
	k := t.Clock()
	key := ""
	if k.On() {
		_, flagged := k.Flagged()
		key = string(t.Printer().Lang()) + " " + strconv.Itoa(k.Serial()) + " " + strconv.Itoa(k.Turn()) + " " +
			strconv.FormatBool(k.Paused()) + " " + strconv.FormatBool(flagged)
		for i := range k.Seats() {
			key += " " + t.ClockName(i) + " " + strconv.FormatInt(k.Left(i).Milliseconds(), 10)
		}
	}
	return &ClockFace{ITimed: t, IKey: key}
}

// OnMount starts the ticking, and the saving of a running clock when
// the page is hidden or left: a reload then charges the time up to the
// moment the page went, not the time it was away (the clocks come back
// paused), nor gives back the time since the last move. The listener
// runs in the event, before the page goes (go-app's own listeners wait
// for the UI goroutine).
func (f *ClockFace) OnMount(ctx goapp.Context) {
	f.onHide = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		if f.clock().Running() >= 0 && goapp.Window().Get("document").Get("visibilityState").String() == "hidden" {
			f.ITimed.SaveClock()
		}
		return nil
	})
	goapp.Window().Call("addEventListener", "pagehide", f.onHide)
	goapp.Window().Get("document").Call("addEventListener", "visibilitychange", f.onHide)
	f.stop = make(chan struct{})
	stop := f.stop
	ctx.Async(func() {
		t := time.NewTicker(tickEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if f.live.Load() { // a page without a running clock does nothing
					ctx.Dispatch(f.tick)
				}
			}
		}
	})
}

// OnDismount stops the ticking and the saving on hide.
func (f *ClockFace) OnDismount() {
	if f.onHide != nil {
		goapp.Window().Call("removeEventListener", "pagehide", f.onHide)
		goapp.Window().Get("document").Call("removeEventListener", "visibilitychange", f.onHide)
		f.onHide.Release()
		f.onHide = nil
	}
	if f.stop != nil {
		close(f.stop)
		f.stop = nil
	}
}

// tick runs on the UI goroutine: it checks the flag and says low time,
// redrawing everything when the face's state changed, else only the
// running clock's time (no render of the game).
func (f *ClockFace) tick(ctx goapp.Context) {
	k := f.clock()
	if !k.On() {
		ctx.PreventUpdate()
		return
	}
	if k.Check() {
		seat, _ := k.Flagged()
		f.say(k, f.ITimed.Printer().T("clock.flag", "player", f.ITimed.ClockName(seat)))
		f.ITimed.FlagFell()
		return // the game renders again
	}
	if s := k.Running(); s >= 0 && k.Left(s) < lowTime && !f.lowSaid(k, s) {
		f.low[s] = true
		f.say(k, f.ITimed.Printer().T("clock.low", "player", f.ITimed.ClockName(s), "seconds", int(lowTime/time.Second)))
	}
	if state(k) != f.shown {
		return // renders again
	}
	ctx.PreventUpdate()
	if s := k.Running(); s >= 0 {
		if el := goapp.Window().GetElementByID("clock-" + strconv.Itoa(s) + "-time"); el.Truthy() {
			if t := el.Get("firstChild"); t.Truthy() {
				t.Set("nodeValue", ClockText(k.Left(s)))
			}
		}
	}
}

// lowSaid reports whether seat's low time was said for k's game.
func (f *ClockFace) lowSaid(k *clock.Clock, seat int) bool {
	if f.lowFor != k || f.low == nil {
		f.lowFor, f.low = k, map[int]bool{}
	}
	return f.low[seat]
}

// clock returns the game's clocks.
func (f *ClockFace) clock() *clock.Clock {
	if f.ITimed == nil {
		return nil
	}
	return f.ITimed.Clock()
}

// Render draws the clocks; nothing when the game has none. The faces
// are written as one piece of HTML (goapp.Raw): go-app's element
// builders, inlined at each call, would cost app.wasm many times the
// bytes for the same markup, and the faces have no handlers of their
// own (the ticking writes their times).
func (f *ClockFace) Render() goapp.UI {
	k := f.clock()
	f.live.Store(k.Running() >= 0)
	if !k.On() {
		return goapp.Div().ID("clocks").Class("clocks-none")
	}
	f.shown = state(k)
	if f.saidFor != k {
		f.said = "" // a new game
	}
	p := f.ITimed.Printer()
	flagSeat, flagged := k.Flagged()
	var b strings.Builder
	b.WriteString(`<div class="clock-faces">`)
	for i := range k.Seats() {
		class := "clock"
		if i == k.Running() {
			class += " clock-on"
		} else if i == k.Turn() && k.Paused() {
			class += " clock-paused"
		}
		if k.Left(i) < lowTime {
			class += " clock-low"
		}
		if flagged && i == flagSeat {
			class += " clock-flag"
		}
		// data-left is the time left when drawn: exact for a clock that
		// does not run (the page's tests read it).
		id := "clock-" + strconv.Itoa(i)
		b.WriteString(`<div role="timer" id="` + id + `" class="` + class + `" data-seat="` + strconv.Itoa(i) +
			`" data-left="` + strconv.FormatInt(k.Left(i).Milliseconds(), 10) + `"><span class="clock-name">` +
			html.EscapeString(f.ITimed.ClockName(i)) + `</span><span id="` + id + `-time" class="clock-time">` +
			ClockText(k.Left(i)) + `</span></div>`)
	}
	b.WriteString(`</div>`)
	pause := p.T("clock.pause")
	if k.Paused() {
		pause = p.T("clock.resume")
	}
	return goapp.Div().ID("clocks").Class("clocks").Role("group").Aria("label", p.T("clock.label", "control", k.Control().String())).
		Attr("data-running", k.Running()).Attr("data-flag", flagSeat).Body(
		goapp.Raw(b.String()),
		goapp.If(!flagged, func() goapp.UI {
			return goapp.Button().ID("clock-pause").Class("clock-pause").Aria("pressed", k.Paused()).
				OnClick(f.onPause).Text(pause)
		}),
		goapp.Div().ID("clock-status").Class("sr-only").Role("status").Text(f.said),
	)
}

// onPause pauses the game or goes on.
func (f *ClockFace) onPause(ctx goapp.Context, e goapp.Event) {
	k := f.clock()
	on := !k.Paused()
	f.ITimed.PauseClock(on)
	said := f.ITimed.Printer().T("clock.paused")
	if !on {
		said = f.ITimed.Printer().T("clock.going-on")
	}
	f.say(k, said)
}

// say puts words in the status, once, about the clocks k.
func (f *ClockFace) say(k *clock.Clock, words string) { f.said, f.saidFor = words, k }

// ClockText writes d as a clock shows it: minutes and seconds (4:05),
// hours first from an hour (1:02:05), and tenths under ten seconds
// (0:09.4).
func ClockText(d time.Duration) string {
	d = max(d, 0)
	if d < lowTime {
		tenths := int(d / (100 * time.Millisecond))
		return "0:0" + strconv.Itoa(tenths/10) + "." + strconv.Itoa(tenths%10)
	}
	s := int(d / time.Second)
	two := func(n int) string {
		if n < 10 {
			return "0" + strconv.Itoa(n)
		}
		return strconv.Itoa(n)
	}
	if s >= 3600 {
		return strconv.Itoa(s/3600) + ":" + two(s/60%60) + ":" + two(s%60)
	}
	return strconv.Itoa(s/60) + ":" + two(s%60)
}

// ClockChoice is the New game dialog's choice of a time control: none,
// the presets, or one the player types (MIN+SEC); a game's form keeps
// one and draws its Field.
type ClockChoice struct {
	// Control is the control chosen (zero: no clock).
	Control clock.Control
	// problem says, in words, why the typed control was refused.
	problem string
}

// ClockAttr is the data attribute of the field's choices: the control as
// clock.Parse reads it, "0" for none.
const ClockAttr = "data-clock"

// onEvent takes the choice pressed, or the control typed (the field
// handles its own clicks and changes, in whatever dialog it stands).
func (c *ClockChoice) onEvent(p *i18n.Printer) goapp.EventHandler {
	return func(ctx goapp.Context, e goapp.Event) {
		el := e.Get("target")
		text := ""
		if e.Get("type").String() == "change" {
			if text = el.Get("value").String(); text == "" {
				c.problem = ""
				return
			}
		} else if el = el.Call("closest", "button"); el.Truthy() {
			if v := el.Call("getAttribute", ClockAttr); v.Truthy() {
				text = v.String()
			}
		}
		if text == "" {
			return
		}
		k, err := clock.Parse(text)
		if err != nil {
			c.problem = p.T("clock.bad", "value", text)
			return
		}
		c.Control, c.problem = k, ""
	}
}

// Field draws the choice: none, the presets and the one chosen when it
// is another, then a box to type one, with why what was typed is
// refused, or the hint.
func (c *ClockChoice) Field(p *i18n.Printer) goapp.UI {
	on := c.Control.String()
	choices := append([]string{"0"}, ClockPresets...)
	if !slices.Contains(choices, on) {
		choices = append(choices, on)
	}
	segs := make([]goapp.UI, 0, len(choices))
	for _, ch := range choices {
		text := ch
		if ch == "0" {
			text = p.T("clock.none")
		}
		segs = append(segs, Segment("clock-choice-"+ch, ClockAttr, ch, text, ch == on))
	}
	hint, hintClass, invalid := p.T("clock.hint"), "hint", ""
	if c.problem != "" {
		hint, hintClass, invalid = c.problem, "hint clock-problem", ` aria-invalid="true"`
	}
	// The label, the box and the hint as one piece of HTML (see
	// ClockFace.Render); the hint says why a control is refused, and
	// the box points to it.
	custom := `<div class="clock-custom"><label for="clock-custom">` + html.EscapeString(p.T("clock.custom")) +
		`</label><input id="clock-custom" type="text" inputmode="decimal" autocomplete="off" placeholder="10+5" size="8" aria-describedby="clock-hint"` +
		invalid + `><p id="clock-hint" class="` + hintClass + `">` +
		html.EscapeString(hint) + `</p></div>`
	on2 := c.onEvent(p)
	return goapp.Div().Class("field").OnClick(on2).On("change", on2).Body(
		goapp.Div().ID("clock-label").Class("field-label").Text(p.T("clock.field")),
		goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "clock-label").Body(segs...),
		goapp.Raw(custom),
	)
}
