package trax

import (
	"context"
	"net/url"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func TestScreenRenders(t *testing.T) {
	e := goapp.NewTestEngine()
	s := newGameScreen()
	if err := e.Load(s); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	html := goapp.HTMLString(s)
	for _, want := range []string{
		`id="game"`, `data-space="0,0"`, `id="moves"`, `data-move="0"`,
		`id="undo"`, `id="redo"`, `id="new-game"`, `id="import"`, `id="export"`,
		`id="import-text"`, `id="message"`,
		`id="trax-tile-1"`, `aria-label="Space @0"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("screen lacks %s", want)
		}
	}
	if strings.Contains(html, `id="result"`) {
		t.Error("result shown before the game ended")
	}
}

// render loads a game screen showing controller c and returns its HTML.
func render(t *testing.T, c *controller) string {
	t.Helper()
	e := goapp.NewTestEngine()
	s := &gameScreen{life: life{Ctl: c}}
	if err := e.Load(s); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return goapp.HTMLString(s)
}

func TestScreenShowsChoicesAndResult(t *testing.T) {
	c := newController(engine.Trax, nil)
	c.selectSpace(engine.Point{})
	html := render(t, c)
	for _, want := range []string{`data-choice="@0+"`, `data-choice="@0/"`, `aria-label="Play @0/"`} {
		if !strings.Contains(html, want) {
			t.Errorf("choices lack %s", want)
		}
	}

	c.importRecord("@0/ B1\\ A2\\")
	html = render(t, c)
	for _, want := range []string{`id="result"`, "Red wins with a loop!", `data-trace=`, `data-move="3"`, `data-last="forced"`} {
		if !strings.Contains(html, want) {
			t.Errorf("after the loop, the screen lacks %s", want)
		}
	}
	if n := strings.Count(html, "data-trace="); n != 4 {
		t.Errorf("winning path traced over %d tiles, want 4", n)
	}
}

// TestPageParamNotices: a parameter the page cannot honour gets a notice
// and a default, never silence.
func TestPageParamNotices(t *testing.T) {
	q, _ := url.ParseQuery("variant=zzz&ai=9&side=blue")
	s := newGameScreen().Session(&app.Session{Params: q, Lang: i18n.English, Storage: app.MemoryStorage{}})
	e := goapp.NewTestEngine()
	if err := e.Load(s); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	msg := s.Ctl.message
	for _, want := range []string{"“zzz”", "“9”", "“blue”"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q does not name the bad parameter %s", msg, want)
		}
	}
	if s.Ctl.game.Variant() != engine.Trax {
		t.Errorf("variant=zzz started %v, want Trax", s.Ctl.game.Variant())
	}
	keptGame = round.Kept[*controller]{}
}

// TestHintEnabledOnFirstRender: on a fresh load the Hint button works at
// once, not only after a first tap.
func TestHintEnabledOnFirstRender(t *testing.T) {
	defer func(a Advisor) { advisor = a }(advisor)
	advisor = func(context.Context, *engine.Game) (string, []ai.Reason, error) { return "", nil, nil }
	s := newGameScreen().Session(&app.Session{Lang: i18n.English, Storage: app.MemoryStorage{}})
	e := goapp.NewTestEngine()
	if err := e.Load(s); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	tag := tagWithID(goapp.HTMLString(s), "hint")
	if tag == "" || strings.Contains(tag, " disabled") && !strings.Contains(tag, `disabled="false"`) {
		t.Errorf("the Hint button after the first render: %q", tag)
	}
	keptGame = round.Kept[*controller]{}
}

// TestFirstSteps: the empty board tells a newcomer what to do and links
// the rules; the note goes once a tile is down.
func TestFirstSteps(t *testing.T) {
	c := newController(engine.Trax, nil)
	html := render(t, c)
	if !strings.Contains(html, `id="first-steps"`) || !strings.Contains(html, `href="#game=trax&view=rules"`) {
		t.Error("the empty board has no first steps with a link to the rules")
	}
	playName(t, c, "@0+")
	if strings.Contains(render(t, c), `id="first-steps"`) {
		t.Error("the first steps stay after the first tile")
	}
}

// TestLimitFrame8x8: in 8x8 Trax the board draws the square the tiles may
// still occupy, marks the spaces outside it with the reason, and counts
// the tiles out of 64.
func TestLimitFrame8x8(t *testing.T) {
	c := newController(engine.Trax8x8, nil)
	c.importRecord("@0+ B1+ C1+ D1+ E1+ F1+ G1+")
	pos := c.position()
	frame, ok := board.LimitFrame(pos)
	if !ok || frame.Width() != 9 || frame.Height() != 15 {
		t.Fatalf("frame %+v (ok %v) around a row of 7, want 9 wide (a tile may still go at either end) and 15 tall", frame, ok)
	}
	blocked := board.BlockedSpaces(pos, frame)
	for _, q := range blocked {
		if m := pos.LegalMovesAt(nil, q); len(m) != 0 {
			t.Errorf("space %v is marked outside the square but has legal moves %v", q, m)
		}
	}
	if len(blocked) != 0 {
		t.Errorf("a row of 7 tiles leaves no space outside the square, got %v", blocked)
	}
	// Widen the row to 8 columns with a tile that does not end the game.
	for _, m := range pos.LegalMovesAt(nil, engine.Point{X: 7, Y: 0}) {
		q := pos.Clone()
		if q.Play(m) == nil && !q.Outcome().Over() {
			c.play(m)
			break
		}
	}
	pos = c.position()
	if pos.Area().Width() != 8 {
		t.Fatalf("no move widens the row to 8 columns without ending the game (area %+v)", pos.Area())
	}
	frame, _ = board.LimitFrame(pos)
	if blocked = board.BlockedSpaces(pos, frame); len(blocked) == 0 {
		t.Fatalf("8 columns wide: no space marked outside the square (frame %+v)", frame)
	}
	html := render(t, c)
	for _, want := range []string{`id="limit-frame"`, `data-blocked=`, "8×8 square", "of 64 tiles"} {
		if !strings.Contains(html, want) {
			t.Errorf("the 8x8 board lacks %s", want)
		}
	}
	if strings.Contains(render(t, newController(engine.Trax, nil)), `id="limit-frame"`) {
		t.Error("unlimited Trax draws a frame")
	}
}
