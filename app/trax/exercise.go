package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/lesson"
)

// An exercise is a prepared position on which the learner places one
// tile and gets feedback drawn on the board: the lessons (learn.go) and
// the puzzles are built on it. It reuses the game's board and choice
// tray (board.go, choices.go) through a controller of its own in drill
// mode: the board offers the moves the exercise chooses (offer), and a
// chosen tile is handed to the exercise's OnChoose instead of being
// played. The exercise's owner judges the move (with the engine) and
// answers with Play (show the move on the board), SetFeedback (marks, a
// ghost move, a status line) and Lock (no more moves).
//
// Use:
//
//	m := newExerciseModel(p)
//	m.OnChoose = func(mv engine.Move) { ... judge, then m.Play / m.SetFeedback ... }
//	m.SetGame(g, offerLegal)
//	... newExercise().Model(m).Rev(m.Rev())   // in the owner's Render
//
// The owner must render the exercise with Rev(m.Rev()) so that a change
// draws again, as the game screen does with its controller.

// offer is which moves an exercise lets the learner choose (the
// lesson package's Offer, which owns the rule).
type offer = lesson.Offer

const (
	// offerLegal: the legal moves only, as in a game.
	offerLegal = lesson.OfferLegal
	// offerFitting: every tile that matches its neighbours' colours,
	// also those whose forced plays would leave a space with three edges
	// of one colour (illegal; they are offered to be judged).
	offerFitting = lesson.OfferFitting
	// offerAll: every tile on every empty space next to a tile, whether
	// its colours match or not (to learn matching).
	offerAll = lesson.OfferAll
)

// drill puts a controller in exercise mode.
type drill struct {
	offer  offer
	locked bool              // the exercise takes no more moves
	choose func(engine.Move) // the learner chose a move
	fb     feedback
}

// moves appends the moves the exercise offers in pos.
func (d *drill) moves(pos *engine.Position, dst []engine.Move) []engine.Move {
	if d.locked {
		return dst
	}
	return d.offer.Moves(pos, dst)
}

// feedback is what an exercise shows about the learner's last move.
type feedback struct {
	// Status is the line of words under the board ("" for none).
	Status string
	// Tone is "right", "wrong" or "" (neutral): data-tone of the status.
	Tone string
	// Ghost is a move shown as translucent tiles (its chosen tile first,
	// then the forced ones), such as the opponent's winning answer;
	// GhostName its notation.
	Ghost     []engine.Placement
	GhostName string
	// Spaces are marked spaces (a space with three edges of one colour,
	// the learner's tile).
	Spaces []engine.Point
	// Edges are marked edges of spaces (where colours clash).
	Edges []edgeMark
}

// edgeMark is one marked edge: side Dir of the space At.
type edgeMark struct {
	At  engine.Point
	Dir engine.Dir
}

// exerciseModel holds one exercise: its position, what it offers and its
// feedback. The owner sets OnChoose before the first move.
type exerciseModel struct {
	// OnChoose is called, on the UI goroutine, with each move the learner
	// chooses; nothing is played until the owner calls Play.
	OnChoose func(engine.Move)

	ctl *controller
}

// newExerciseModel returns an exercise showing the empty Trax board, in
// p's language.
func newExerciseModel(p *i18n.Printer) *exerciseModel {
	m := &exerciseModel{}
	c := newController(engine.Trax, &app.MemorySlot{})
	c.defaultAI = ""
	c.drill = &drill{choose: m.chosen}
	c.p = p
	c.refresh()
	m.ctl = c
	return m
}

// chosen hands the learner's move to OnChoose.
func (m *exerciseModel) chosen(mv engine.Move) {
	if m.OnChoose != nil {
		m.OnChoose(mv)
	}
	m.ctl.rev++
}

// SetGame shows g (it is the exercise's own from now on: Play changes
// it), offering the moves o, with no feedback and unlocked.
func (m *exerciseModel) SetGame(g *engine.Game, o offer) {
	c := m.ctl
	c.drill.offer, c.drill.locked, c.drill.fb = o, false, feedback{}
	c.setGame(g)
}

// Game returns the game on the board.
func (m *exerciseModel) Game() *engine.Game { return m.ctl.game }

// Play plays mv on the board (its tiles appear as in a game); an illegal
// move is refused with the engine's error and changes nothing.
func (m *exerciseModel) Play(mv engine.Move) error {
	c := m.ctl
	if err := c.game.Play(mv); err != nil {
		return err
	}
	c.clearSelection()
	c.refresh()
	c.animate = true
	return nil
}

// SetFeedback shows f on the board and in the status line.
func (m *exerciseModel) SetFeedback(f feedback) {
	m.ctl.drill.fb = f
	m.ctl.rev++
}

// Feedback returns the feedback shown.
func (m *exerciseModel) Feedback() feedback { return m.ctl.drill.fb }

// Lock stops (or allows again) the learner's moves.
func (m *exerciseModel) Lock(locked bool) {
	m.ctl.drill.locked = locked
	m.ctl.refresh()
}

// SetPrinter makes the board speak p's language.
func (m *exerciseModel) SetPrinter(p *i18n.Printer) { m.ctl.setPrinter(p) }

// Rev is the exercise's revision: it changes whenever what it shows does.
func (m *exerciseModel) Rev() int { return m.ctl.rev }

// exercise draws an exerciseModel: the board (#board, as in the game),
// the choice tray and the status line #exercise-status (data-tone).
type exercise struct {
	goapp.Compo

	// IModel is the exercise shown; IRev its revision.
	IModel *exerciseModel
	IRev   int
}

// newExercise returns the exercise component.
func newExercise() *exercise { return &exercise{} }

// Model sets the exercise shown.
func (e *exercise) Model(m *exerciseModel) *exercise { e.IModel = m; return e }

// Rev sets the exercise's revision.
func (e *exercise) Rev(r int) *exercise { e.IRev = r; return e }

// Render draws the exercise.
func (e *exercise) Render() goapp.UI {
	m := e.IModel
	if m == nil {
		return goapp.Div().ID("exercise")
	}
	c := m.ctl
	fb := c.drill.fb
	return goapp.Div().ID("exercise").Class("exercise").Body(
		tileDefs(),
		goapp.Div().Class("board-area").Body(
			newBoard(c),
			&choiceTray{Bound: bind(c)},
		),
		goapp.P().ID("exercise-status").Class("exercise-status").
			Role("status").Attr("data-tone", fb.Tone).Text(fb.Status),
	)
}

// renderFeedback draws an exercise's feedback on the board: the ghost
// move (#feedback-ghost [data-feedback-tile], data-move), the marked
// spaces [data-feedback-space] and edges [data-feedback-edge="x,y,d"].
// It draws nothing in a game.
func (b *board) renderFeedback(c *controller) goapp.UI {
	g := svgEl("g").ID("feedback").Class("feedback")
	if c.drill == nil {
		return g
	}
	fb := c.drill.fb
	body := make([]goapp.UI, 0, len(fb.Ghost)+len(fb.Spaces)+len(fb.Edges))
	if len(fb.Ghost) > 0 {
		ghosts := make([]goapp.UI, 0, len(fb.Ghost))
		for _, pl := range fb.Ghost {
			class := "ghost hint-ghost"
			if pl.Forced {
				class += " ghost-forced"
			}
			ghosts = append(ghosts, tileUse(pl.Tile, pl.At).Class(class).Attr("data-feedback-tile", spaceAttr(pl.At)))
		}
		body = append(body, svgEl("g").ID("feedback-ghost").Class("preview").Attr("data-move", fb.GhostName).Body(ghosts...))
	}
	for _, p := range fb.Spaces {
		body = append(body, svgEl("rect").Class("feedback-space").
			Attr("data-feedback-space", spaceAttr(p)).
			Attr("x", p.X*unit+3).Attr("y", p.Y*unit+3).
			Attr("width", unit-6).Attr("height", unit-6).Attr("rx", 8))
	}
	for _, em := range fb.Edges {
		x1, y1, x2, y2 := edgeLine(em.At, em.Dir)
		body = append(body, svgEl("line").Class("feedback-edge").
			Attr("data-feedback-edge", spaceAttr(em.At)+","+itoa(int(em.Dir))).
			Attr("x1", x1).Attr("y1", y1).Attr("x2", x2).Attr("y2", y2))
	}
	return g.Body(body...)
}

// edgeLine returns the ends of side d of the space at p, in board units.
func edgeLine(p engine.Point, d engine.Dir) (x1, y1, x2, y2 int) {
	x, y := p.X*unit, p.Y*unit
	switch d {
	case engine.North:
		return x, y, x + unit, y
	case engine.South:
		return x, y + unit, x + unit, y + unit
	case engine.West:
		return x, y, x, y + unit
	}
	return x + unit, y, x + unit, y + unit
}
