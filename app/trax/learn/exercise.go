package learn

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/lesson"
)

// An exercise is a prepared position on which the learner places one
// tile and gets feedback drawn on the board: the lessons (lessons.go) and
// the puzzles (puzzles.go) are built on it. It is the board's Table
// (app/trax/board): the board offers the moves the exercise chooses
// (offer), and a chosen tile is handed to the exercise's OnChoose instead
// of being played. The exercise's owner judges the move (with the engine)
// and answers with Play (show the move on the board), SetFeedback (marks,
// a ghost move, a status line) and Lock (no more moves).
//
// Use:
//
//	m := newExerciseModel(p)
//	m.OnChoose = func(mv engine.Move) { ... judge, then m.Play / m.SetFeedback ... }
//	m.SetGame(g, offerLegal)
//	... &exercise{IModel: m, IRev: m.Rev()}   // in the owner's Render
//
// The owner must render the exercise with IRev m.Rev() so that a change
// draws again.

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

// feedback is what an exercise shows about the learner's last move: the
// marks on the board and a line of words under it.
type feedback struct {
	// Status is the line of words under the board ("" for none).
	Status string
	// Tone is "right", "wrong" or "" (neutral): data-tone of the status.
	Tone string
	board.Marks
}

// exerciseModel holds one exercise: its position, what it offers and its
// feedback. It is the board's Table (board.Table) for the exercise. The
// owner sets OnChoose before the first move.
type exerciseModel struct {
	// OnChoose is called, on the UI goroutine, with each move the learner
	// chooses; nothing is played until the owner calls Play.
	OnChoose func(engine.Move)

	p        *i18n.Printer
	game     *engine.Game
	offer    offer
	locked   bool // the exercise takes no more moves
	legal    []engine.Move
	frontier []engine.Point
	sel      board.Selection
	fb       feedback
	animate  bool // the last change played a move: animate its tiles
	gameID   int  // bumped when SetGame shows another position
	rev      int
}

// newExerciseModel returns an exercise showing the empty Trax board, in
// p's language.
func newExerciseModel(p *i18n.Printer) *exerciseModel {
	m := &exerciseModel{p: p, game: engine.NewGame(engine.Trax), sel: board.NoSelection()}
	m.refresh()
	return m
}

// refresh recomputes the moves offered and their spaces after the
// position changed, and drops a selection that is no longer a space.
func (m *exerciseModel) refresh() {
	m.legal = m.legal[:0]
	if !m.locked {
		m.legal = m.offer.Moves(m.game.Position(), m.legal)
	}
	m.frontier = board.FrontierOf(m.legal)
	at, had := m.sel.At, m.sel.Active
	m.sel.Clear()
	if had {
		m.Select(at)
	}
	m.rev++
}

// SetGame shows g (it is the exercise's own from now on: Play changes
// it), offering the moves o, with no feedback and unlocked.
func (m *exerciseModel) SetGame(g *engine.Game, o offer) {
	m.offer, m.locked, m.fb = o, false, feedback{}
	m.game, m.animate = g, false
	m.gameID++
	m.refresh()
}

// Game returns the game on the board.
func (m *exerciseModel) Game() *engine.Game { return m.game }

// Play plays mv on the board (its tiles appear as in a game); an illegal
// move is refused with the engine's error and changes nothing.
func (m *exerciseModel) Play(mv engine.Move) error {
	if err := m.game.Play(mv); err != nil {
		return err
	}
	m.sel.Clear()
	m.refresh()
	m.animate = true
	return nil
}

// SetFeedback shows f on the board and in the status line.
func (m *exerciseModel) SetFeedback(f feedback) {
	m.fb = f
	m.rev++
}

// Feedback returns the feedback shown.
func (m *exerciseModel) Feedback() feedback { return m.fb }

// Lock stops (or allows again) the learner's moves.
func (m *exerciseModel) Lock(locked bool) {
	m.locked = locked
	m.refresh()
}

// SetPrinter makes the board speak p's language.
func (m *exerciseModel) SetPrinter(p *i18n.Printer) {
	m.p = p
	m.rev++
}

// Rev is the exercise's revision: it changes whenever what it shows does.
func (m *exerciseModel) Rev() int { return m.rev }

// Scene is what the board shows of the exercise (board.Table).
func (m *exerciseModel) Scene() board.Scene {
	return board.Scene{P: m.p, Position: m.game.Position(), Outcome: m.game.Outcome(), GameID: m.gameID,
		Sel: &m.sel, Frontier: m.frontier, Animate: m.animate, Marks: &m.fb.Marks}
}

// Touch does nothing: an exercise has no message line to clear.
func (m *exerciseModel) Touch() {}

// Select offers the tiles of space p: each alone, also those that are
// not legal, to be judged.
func (m *exerciseModel) Select(p engine.Point) {
	if board.IsSpace(m.frontier, p) {
		m.sel.Open(m.game.Position(), m.legal, p, true)
		m.rev++
	}
}

// Unselect closes the tile choices.
func (m *exerciseModel) Unselect() { m.sel.Clear(); m.rev++ }

// Pick picks choice i of the selected space.
func (m *exerciseModel) Pick(i int) { m.sel.Pick = i; m.rev++ }

// Hover previews choice i on the board (-1 for none).
func (m *exerciseModel) Hover(i int) { m.sel.Hover = i; m.rev++ }

// Choose hands choice i of the selected space to OnChoose, to be
// judged: the exercise itself plays nothing.
func (m *exerciseModel) Choose(i int) {
	if i < 0 || i >= len(m.sel.Choices) {
		return
	}
	mv := m.sel.Choices[i].Move
	m.Unselect()
	if m.OnChoose != nil {
		m.OnChoose(mv)
	}
	m.rev++
}

// exercise draws an exerciseModel: the board (#board, as in the game),
// the choice tray and the status line #exercise-status (data-tone).
type exercise struct {
	goapp.Compo

	// IModel is the exercise shown; IRev its revision.
	IModel *exerciseModel
	IRev   int
}

// Render draws the exercise.
func (e *exercise) Render() goapp.UI {
	m := e.IModel
	if m == nil {
		return goapp.Div().ID("exercise")
	}
	return goapp.Div().ID("exercise").Class("exercise").Body(
		board.TileDefs(),
		goapp.Div().Class("board-area").Body(
			board.New(m, m.rev),
			board.NewChoiceTray(m, m.rev),
		),
		goapp.P().ID("exercise-status").Class("exercise-status").
			Role("status").Attr("data-tone", m.fb.Tone).Text(m.fb.Status),
	)
}
