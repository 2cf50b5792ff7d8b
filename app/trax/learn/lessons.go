package learn

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/lesson"
)

// lessonsKey is the localStorage key of the lessons' progress: JSON
// {"done": ["first-tile", ...], "current": "forced-space"} (progress).
const lessonsKey = "traxapp.lessons"

// learnState is the lessons view's state: the steps done, the step shown
// and its exercise. Its words come from the catalogs
// ("trax.learn.…", "trax.lesson.<step>.…", "trax.lesson.reason.<kind>");
// every judgement from engine/trax/lesson.
type learnState struct {
	practice
	cur   int  // index in lesson.Steps
	right bool // the step was solved in this attempt
}

// newLearnState returns the lessons' state with the progress saved in
// store, showing the step it was at (else the first not done).
func newLearnState(p *i18n.Printer, store app.Slot) *learnState {
	l := &learnState{}
	l.practice = newPractice(p, store, "done", l.judge)
	current := l.load()
	l.cur = l.nextUndone(0)
	for i, s := range lesson.Steps {
		if s.ID == current {
			l.cur = i
		}
	}
	l.start(l.cur)
	return l
}

// LessonsView is Trax's lessons view (?game=trax&view=learn), for the
// game's Extras.
func LessonsView(ss *app.Session) goapp.UI {
	return &view[*learnState]{ISession: ss, ILang: ss.Lang, open: func(ss *app.Session) *learnState {
		return newLearnState(i18n.For(ss.Lang), ss.Saves().Progress(lessonsKey))
	}}
}

// nextUndone returns the first step from i on (then from the start) that
// is not done, or i when all are.
func (l *learnState) nextUndone(i int) int {
	n := len(lesson.Steps)
	for k := 0; k < n; k++ {
		if j := (i + k) % n; !l.finished[lesson.Steps[j].ID] {
			return j
		}
	}
	return min(i, n-1)
}

// step returns the step shown.
func (l *learnState) step() lesson.Step { return lesson.Steps[l.cur] }

// start shows step i from its prepared position.
func (l *learnState) start(i int) {
	if i < 0 || i >= len(lesson.Steps) {
		return
	}
	l.cur, l.right = i, false
	s := l.step()
	g, err := s.Game()
	if err != nil { // the steps' tests replay every setup
		g = engine.NewGame(s.Variant)
	}
	l.ex.SetGame(g, s.Offer)
	l.status = nil
	l.save()
	l.rev++
}

// save keeps the progress.
func (l *learnState) save() {
	l.practice.save(idsOf(lesson.Steps, func(s lesson.Step) string { return s.ID }), l.step().ID)
}

// judge answers the learner's move m: right (the move is played, the
// explanation shown, the step marked done) or why not, drawn on the
// board. A legal wrong move is played so that its consequence (the
// opponent's winning reply, the escape) can be shown; Retry takes it back.
func (l *learnState) judge(m engine.Move) {
	s := l.step()
	pos := l.ex.Game().Position()
	name := pos.FormatMove(m)
	v, err := lesson.Judge(s, pos, m)
	if err != nil {
		l.say(feedback{Tone: "wrong"}, func(p *i18n.Printer) string { return p.T("trax.learn.cannot-judge", "move", name) })
		return
	}
	if v.Right {
		_ = l.ex.Play(m) // legal: the judge played it
		l.ex.Lock(true)
		l.right = true
		l.finished[s.ID] = true
		l.save()
		l.say(feedback{Tone: "right"}, func(p *i18n.Printer) string {
			return p.T("trax.learn.right") + " " + p.T("trax.lesson."+s.ID+".explain")
		})
		l.rev++
		return
	}
	r := v.Reason
	before := pos.Clone() // the reason's places are named as before the move
	fb := feedback{Tone: "wrong"}
	switch r.Kind {
	case lesson.ColorClash, lesson.ThreeColors, lesson.Illegal:
		fb.Ghost, fb.GhostName = []engine.Placement{{At: m.At, Tile: m.Tile}}, name
		for _, d := range r.Edges {
			fb.Edges = append(fb.Edges, board.EdgeMark{At: m.At, Dir: d})
		}
		if r.Kind == lesson.ThreeColors {
			fb.Spaces = []engine.Point{r.At}
		}
	default:
		_ = l.ex.Play(m)
		l.ex.Lock(true)
		fb.Ghost, fb.GhostName = r.ReplyTurn, r.ReplyName
		if len(r.ReplyTurn) > 0 {
			fb.Spaces = []engine.Point{r.At}
		}
	}
	l.say(fb, func(p *i18n.Printer) string { return lessonReasonText(p, r, before) })
	l.rev++
}

// lessonReasonText says why a move is wrong, in p's language. pos is the
// position before the move.
func lessonReasonText(p *i18n.Printer, r lesson.Reason, pos *engine.Position) string {
	key := "trax.lesson.reason." + r.Kind.String()
	opp := board.ColorName(p, pos.ToMove().Other())
	switch r.Kind {
	case lesson.Illegal:
		return p.T(key, "reason", board.ErrorText(p, r.Err))
	case lesson.TooFewForced:
		return p.T(key, "count", r.Count, "want", r.Want)
	case lesson.OpponentWins, lesson.Escapes:
		return p.T(key, "opponent", opp, "move", r.ReplyName)
	case lesson.LosesAtOnce:
		return p.T(key, "opponent", opp)
	}
	return p.T(key, "place", pos.PlaceName(r.At))
}

// retry shows the step again from its prepared position.
func (l *learnState) retry() { l.start(l.cur) }

// next shows the next step not done (or simply the next one when all
// are done).
func (l *learnState) next() {
	i := l.nextUndone(l.cur + 1)
	if l.allDone() {
		i = (l.cur + 1) % len(lesson.Steps)
	}
	l.start(i)
}

// allDone reports whether every step is done.
func (l *learnState) allDone() bool {
	for _, s := range lesson.Steps {
		if !l.finished[s.ID] {
			return false
		}
	}
	return true
}

// doneCount is the number of steps done.
func (l *learnState) doneCount() int {
	n := 0
	for _, s := range lesson.Steps {
		if l.finished[s.ID] {
			n++
		}
	}
	return n
}

// render lays out the lessons: the list of steps with their done marks,
// and the step shown with its task, the exercise board, the feedback and
// the buttons Retry and Next.
func (l *learnState) render(ready string) goapp.UI {
	p := l.p
	st := l.step()
	items := make([]goapp.UI, 0, len(lesson.Steps))
	for i, x := range lesson.Steps {
		class := "lesson-item"
		mark := ""
		if l.finished[x.ID] {
			class += " lesson-done"
			mark = "\u2713"
		}
		b := goapp.Button().Class(class).Attr("data-step", x.ID).
			Attr("data-done", strconv.FormatBool(l.finished[x.ID])).
			Body(
				goapp.Span().Class("lesson-num").Text(strconv.Itoa(i+1)+"."),
				goapp.Span().Class("lesson-name").Text(p.T("trax.lesson."+x.ID+".title")),
				goapp.Span().Class("lesson-mark").Aria("hidden", "true").Text(mark),
				goapp.If(l.finished[x.ID], func() goapp.UI { return goapp.Span().Class("sr-only").Text(p.T("trax.learn.done")) }),
			)
		if i == l.cur {
			b = b.Aria("current", "step")
		}
		items = append(items, goapp.Li().Body(b))
	}
	return goapp.Div().Class("trax").Body(
		goapp.Main().ID("learn").Class("learn").Attr("data-ready", ready).
			Attr("data-step", st.ID).Attr("lang", string(p.Lang())).Body(
			goapp.Aside().Class("learn-side").Body(
				goapp.H1().Class("learn-title").Text(p.T("trax.learn.title")),
				goapp.P().Class("learn-intro").Text(p.T("trax.learn.intro")),
				goapp.P().ID("learn-progress").Class("learn-progress").
					Text(p.T("trax.learn.progress", "done", l.doneCount(), "total", len(lesson.Steps))),
				goapp.Button().ID("lesson-continue").Class("primary").
					Disabled(l.allDone()).OnClick(l.onContinue).Text(p.T("trax.learn.continue")),
				goapp.Ol().ID("lesson-list").Class("lesson-list").
					Aria("label", p.T("trax.learn.steps")).OnClick(l.onPick).Body(items...),
			),
			goapp.Section().Class("learn-step").Body(
				goapp.H2().ID("lesson-title").Class("lesson-title").Text(
					p.T("trax.learn.step-of", "n", l.cur+1, "total", len(lesson.Steps))+" \u2013 "+p.T("trax.lesson."+st.ID+".title")),
				goapp.P().ID("lesson-task").Class("lesson-task").Text(
					p.T("trax.lesson."+st.ID+".task")+" "+p.T("trax.learn.you-play", "player", board.ColorName(p, st.ToMove))),
				&exercise{IModel: l.ex, IRev: l.ex.Rev() + l.rev},
				goapp.Div().Class("lesson-buttons").Body(
					goapp.Button().ID("lesson-retry").OnClick(l.onRetry).Text(p.T(retryKey(l))),
					goapp.Button().ID("lesson-next").Class(nextClass(l)).OnClick(l.onNext).Text(p.T("trax.learn.next")),
					goapp.A().ID("lesson-play").Class("button").Href(app.Link("trax", "")).Text(p.T("trax.learn.play")),
				),
				goapp.If(l.allDone(), func() goapp.UI {
					return goapp.P().ID("lessons-all-done").Class("learn-all-done").Text(p.T("trax.learn.all-done"))
				}),
			),
		),
	)
}

// retryKey is the words of the Retry button: "Replay" once solved.
func retryKey(l *learnState) string {
	if l.right {
		return "trax.learn.replay"
	}
	return "trax.learn.retry"
}

// nextClass makes Next the main button once the step is solved.
func nextClass(l *learnState) string {
	if l.right {
		return "primary"
	}
	return ""
}

func (l *learnState) onRetry(ctx goapp.Context, e goapp.Event)    { l.retry() }
func (l *learnState) onNext(ctx goapp.Context, e goapp.Event)     { l.next() }
func (l *learnState) onContinue(ctx goapp.Context, e goapp.Event) { l.start(l.nextUndone(0)) }

// onPick is the list's one click handler: it shows the step whose
// button was pressed (data-step).
func (l *learnState) onPick(ctx goapp.Context, e goapp.Event) {
	id, ok := app.Clicked(e, "data-step")
	if !ok {
		return
	}
	for i, x := range lesson.Steps {
		if x.ID == id {
			l.start(i)
			return
		}
	}
}
