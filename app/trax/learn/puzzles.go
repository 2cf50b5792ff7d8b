package learn

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/puzzle"
)

// puzzlesKey is the localStorage key of the puzzles' progress: JSON
// {"solved": ["trax-win2-014", ...], "current": "8x8-win1-003"} (progress).
const puzzlesKey = "traxapp.puzzles"

// puzzlesState is the puzzles view's state: the list (by grade, then
// kind), the puzzles solved, the puzzle shown with its judge
// (puzzle.Session) and its exercise board. Every judgement comes from
// engine/trax/puzzle; the words from the catalogs ("trax.puzzles.…").
type puzzlesState struct {
	practice
	list  []puzzle.Puzzle
	daily string // the id of the puzzle of the day
	cur   int    // index in list
	sess  *puzzle.Session
	// state is "" (to move), "right" (a right move, go on), "solved"
	// or "wrong" (a wrong move shown with its refutation).
	state string
}

// newPuzzlesState returns the puzzles' state with the progress saved in
// store, showing the puzzle it was at, else the easiest puzzle not yet
// solved (a newcomer starts at the first grade; the puzzle of the day is
// one tap away).
func newPuzzlesState(p *i18n.Printer, store app.Slot, today time.Time) *puzzlesState {
	s := &puzzlesState{}
	s.practice = newPractice(p, store, "solved", s.judge)
	s.list = puzzle.All()
	// sort.SliceStable, which the app has already, not a copy of
	// slices.SortStableFunc's algorithm for puzzles (9 kB of app.wasm).
	sort.SliceStable(s.list, func(i, j int) bool {
		a, b := s.list[i], s.list[j]
		if a.Grade != b.Grade {
			return a.Grade < b.Grade
		}
		return puzzle.KindKey(a.Kind, a.Turns) < puzzle.KindKey(b.Kind, b.Turns)
	})
	if d, ok := puzzle.Daily(today); ok {
		s.daily = d.ID
	}
	cur := s.index(s.load())
	if cur < 0 {
		cur = s.easiestUnsolved()
	}
	s.start(cur)
	return s
}

// easiestUnsolved returns the list index of the first puzzle of the
// lowest grade not solved yet (0 when all are).
func (s *puzzlesState) easiestUnsolved() int {
	for i, pz := range s.list {
		if !s.finished[pz.ID] {
			return i
		}
	}
	return 0
}

// index returns the list index of the puzzle id, or -1.
func (s *puzzlesState) index(id string) int {
	return slices.IndexFunc(s.list, func(p puzzle.Puzzle) bool { return p.ID == id })
}

// puzzle returns the puzzle shown.
func (s *puzzlesState) puzzle() puzzle.Puzzle { return s.list[s.cur] }

// start shows puzzle i from its position.
func (s *puzzlesState) start(i int) {
	if i < 0 || i >= len(s.list) {
		return
	}
	s.cur = i
	sess, err := puzzle.Start(s.list[i])
	if err != nil { // the package's tests start every puzzle
		return
	}
	s.sess = sess
	s.state, s.status = "", nil
	s.show()
	s.save()
	s.rev++
}

// show puts the session's position on the exercise board, without
// feedback.
func (s *puzzlesState) show() {
	pz := s.puzzle()
	v, _ := engine.VariantByName(pz.Variant)
	g, err := engine.LoadRecord(v, strings.Join(s.sess.Game().Moves(), " "))
	if err != nil {
		return
	}
	s.ex.SetGame(g, offerLegal)
	s.ex.Lock(s.sess.Solved())
}

// save keeps the progress.
func (s *puzzlesState) save() {
	s.practice.save(idsOf(s.list, func(pz puzzle.Puzzle) string { return pz.ID }), s.puzzle().ID)
}

// judge answers the learner's move m with the puzzle's judge: right
// (played, and the opponent's reply played after it), solved, or wrong
// (the move and the opponent's answer shown; Retry takes them back).
func (s *puzzlesState) judge(m engine.Move) {
	pos := s.ex.Game().Position()
	name := pos.FormatMove(m)
	v, err := s.sess.Try(name)
	if err != nil {
		s.say(feedback{Tone: "wrong"}, func(p *i18n.Printer) string { return p.T("trax.puzzles.cannot-judge", "move", name) })
		s.rev++
		return
	}
	opp := s.sess.Learner().Other()
	switch {
	case v.Solved:
		_ = s.ex.Play(m)
		if v.Reply != "" {
			s.playNotation(v.Reply)
		}
		s.ex.Lock(true)
		s.state = "solved"
		s.finished[s.puzzle().ID] = true
		s.save()
		s.say(feedback{Tone: "right"}, func(p *i18n.Printer) string { return p.T("trax.puzzles.solved", "move", v.Move) })
	case v.Correct:
		_ = s.ex.Play(m)
		s.playNotation(v.Reply)
		s.state = "right"
		left := v.TurnsLeft
		s.status = func(p *i18n.Printer) string {
			return p.T("trax.puzzles.go-on"+strconv.Itoa(left), "opponent", board.ColorName(p, opp), "move", v.Reply)
		}
		s.ex.SetFeedback(feedback{Status: s.status(s.p), Tone: "right"})
	default:
		_ = s.ex.Play(m)
		s.ex.Lock(true)
		s.state = "wrong"
		fb := feedback{Tone: "wrong"}
		if len(v.Refutation) > 0 {
			after := s.ex.Game().Position().Clone()
			if _, err := after.PlayNotation(v.Refutation[0]); err == nil {
				fb.Ghost, fb.GhostName = after.LastTurn(), v.Refutation[0]
			}
		}
		line := strings.Join(v.Refutation, " ")
		reply := ""
		if len(v.Refutation) > 0 {
			reply = v.Refutation[0]
		}
		o := v.Outcome
		s.say(fb, func(p *i18n.Printer) string {
			who := board.ColorName(p, opp)
			switch {
			case o.Over() && o.Draw():
				return p.T("trax.puzzles.wrong-draw")
			case o.Over():
				return p.T("trax.puzzles.wrong-loses", "opponent", who)
			case v.OpponentWins > 0:
				return p.T("trax.puzzles.wrong-wins", "opponent", who, "move", reply, "line", line)
			}
			return p.T("trax.puzzles.wrong-holds", "opponent", who, "move", reply)
		})
	}
	s.rev++
}

// playNotation plays the opponent's move tok on the exercise board.
func (s *puzzlesState) playNotation(tok string) {
	if m, err := s.ex.Game().Position().ParseMove(tok); err == nil {
		_ = s.ex.Play(m)
	}
}

// retry takes back a wrong move (the position before it), or after a
// solve starts the puzzle again.
func (s *puzzlesState) retry() {
	if s.state == "solved" {
		s.start(s.cur)
		return
	}
	s.state, s.status = "", nil
	s.show()
	s.rev++
}

// next shows the next puzzle not solved in the list's order (the next
// one when all are).
func (s *puzzlesState) next() {
	n := len(s.list)
	for k := 1; k <= n; k++ {
		if j := (s.cur + k) % n; !s.finished[s.list[j].ID] {
			s.start(j)
			return
		}
	}
	s.start((s.cur + 1) % n)
}

// taskText says what the learner is to do, in p's language: "White to
// move: win in 2".
func taskText(p *i18n.Printer, pz puzzle.Puzzle, me engine.Color) string {
	return p.T("trax.puzzles.task."+puzzle.KindKey(pz.Kind, pz.Turns), "player", board.ColorName(p, me))
}

// puzzleLabel is a puzzle's name in the list: its kind, and the board
// when it is 8x8.
func puzzleLabel(p *i18n.Printer, pz puzzle.Puzzle) string {
	l := p.T("trax.puzzles.kind." + puzzle.KindKey(pz.Kind, pz.Turns))
	if pz.Variant == engine.Trax8x8.Name {
		l += " \u00b7 " + p.T("trax.puzzles.board8")
	}
	return l
}

// PuzzlesView is Trax's puzzles view (?game=trax&view=puzzles), for the
// game's Extras.
func PuzzlesView(ss *app.Session) goapp.UI {
	return &view[*puzzlesState]{ISession: ss, ILang: ss.Lang, open: func(ss *app.Session) *puzzlesState {
		return newPuzzlesState(i18n.For(ss.Lang), ss.Saves().Progress(puzzlesKey), time.Now())
	}}
}

// render lays out the puzzles: the puzzle of the day, the list by grade
// with solved marks, and the puzzle shown with its task, the exercise
// board, the feedback and the buttons Retry and Next.
func (st *puzzlesState) render(ready string) goapp.UI {
	if len(st.list) == 0 {
		return goapp.Div().ID("puzzles")
	}
	p := st.p
	pz := st.puzzle()
	var groups []goapp.UI
	for g := 1; g <= 5; g++ {
		var items []goapp.UI
		for _, x := range st.list {
			if x.Grade != g {
				continue
			}
			num := strconv.Itoa(len(items)+1) + "."
			class, mark := "puzzle-item", ""
			if st.finished[x.ID] {
				class += " puzzle-solved"
				mark = "\u2713"
			}
			b := goapp.Button().Class(class).Attr("data-puzzle", x.ID).Attr("data-kind", puzzle.KindKey(x.Kind, x.Turns)).
				Attr("data-variant", x.Variant).Attr("data-solved", strconv.FormatBool(st.finished[x.ID])).Body(
				goapp.Span().Class("puzzle-num").Text(num),
				goapp.Span().Class("puzzle-name").Text(puzzleLabel(p, x)),
				goapp.Span().Class("puzzle-mark").Aria("hidden", "true").Text(mark),
				goapp.If(st.finished[x.ID], func() goapp.UI { return goapp.Span().Class("sr-only").Text(p.T("trax.puzzles.solved-mark")) }),
			)
			if x.ID == pz.ID {
				b = b.Aria("current", "true")
			}
			items = append(items, goapp.Li().Body(b))
		}
		groups = append(groups, goapp.Li().Class("puzzle-grade").Attr("data-grade", g).Body(
			goapp.H2().Text(p.T("trax.puzzles.grade", "grade", g)),
			goapp.Ul().Body(items...),
		))
	}
	solvedN := 0
	for _, x := range st.list {
		if st.finished[x.ID] {
			solvedN++
		}
	}
	return goapp.Div().Class("trax").Body(
		goapp.Main().ID("puzzles").Class("learn puzzles").Attr("data-ready", ready).
			Attr("data-puzzle", pz.ID).Attr("data-state", st.state).Attr("lang", string(p.Lang())).Body(
			goapp.Aside().Class("learn-side").Body(
				goapp.H1().Class("learn-title").Text(p.T("trax.puzzles.title")),
				goapp.P().Class("learn-intro").Text(p.T("trax.puzzles.intro")),
				goapp.Button().ID("puzzle-daily").Class("primary").Attr("data-puzzle", st.daily).
					OnClick(st.onDaily).Text(p.T("trax.puzzles.daily")),
				goapp.P().ID("puzzles-progress").Class("learn-progress").
					Text(p.T("trax.puzzles.progress", "solved", solvedN, "total", len(st.list))),
				goapp.Ol().ID("puzzle-list").Class("lesson-list puzzle-list").
					Aria("label", p.T("trax.puzzles.list")).OnClick(st.onPick).Body(groups...),
			),
			goapp.Section().Class("learn-step").Body(
				goapp.H2().ID("puzzle-title").Class("lesson-title").Text(
					puzzleLabel(p, pz)+" \u2013 "+p.T("trax.puzzles.grade", "grade", pz.Grade)),
				goapp.P().ID("puzzle-task").Class("lesson-task").Text(taskText(p, pz, st.sess.Learner())),
				&exercise{IModel: st.ex, IRev: st.ex.Rev() + st.rev},
				goapp.Div().Class("lesson-buttons").Body(
					goapp.Button().ID("puzzle-retry").OnClick(st.onRetry).Text(p.T("trax.puzzles.retry")),
					goapp.Button().ID("puzzle-next").Class(puzzleNextClass(st)).OnClick(st.onNext).Text(p.T("trax.puzzles.next")),
				),
			),
		),
	)
}

// puzzleNextClass makes Next the main button once the puzzle is solved.
func puzzleNextClass(st *puzzlesState) string {
	if st.state == "solved" {
		return "primary"
	}
	return ""
}

func (st *puzzlesState) onRetry(ctx goapp.Context, e goapp.Event) { st.retry() }
func (st *puzzlesState) onNext(ctx goapp.Context, e goapp.Event)  { st.next() }
func (st *puzzlesState) onDaily(ctx goapp.Context, e goapp.Event) { st.start(st.index(st.daily)) }

// onPick is the list's one click handler: it shows the puzzle whose
// button was pressed (data-puzzle).
func (st *puzzlesState) onPick(ctx goapp.Context, e goapp.Event) {
	if id, ok := app.Clicked(e, "data-puzzle"); ok {
		st.start(st.index(id))
	}
}
