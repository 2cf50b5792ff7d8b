package learn

import (
	"encoding/json"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

// course is what a learning view shows: the lessons (lessons.go) or the
// puzzles (puzzles.go).
type course interface {
	// printer is the language the course speaks; setPrinter changes it.
	printer() *i18n.Printer
	setPrinter(p *i18n.Printer)
	// render lays out the course; ready is its data-ready ("1" once
	// mounted).
	render(ready string) goapp.UI
}

// view shows a course with the shell's session: it opens the course
// before the first render, follows the shell's language and marks itself
// ready once mounted. Each course is a view of its own type, so that
// going from one to the other opens it afresh.
type view[C course] struct {
	goapp.Compo

	// ISession is the shell's session; ILang its language.
	ISession *app.Session
	ILang    i18n.Lang

	open   func(*app.Session) C
	c      C
	opened bool // c is open
	ready  bool
}

// OnInit opens the course (its saved progress) before the first render.
func (v *view[C]) OnInit() {
	if v.opened {
		return
	}
	ss := v.ISession
	if ss == nil {
		ss = &app.Session{Storage: app.MemoryStorage{}}
	}
	v.c, v.opened = v.open(ss), true
}

// OnMount marks the view ready.
func (v *view[C]) OnMount(ctx goapp.Context) {
	v.ready = true
	ctx.Update()
}

// OnUpdate follows the shell's language.
func (v *view[C]) OnUpdate(ctx goapp.Context) {
	if v.opened && v.c.printer().Lang() != v.ILang {
		v.c.setPrinter(i18n.For(v.ILang))
	}
}

// Render lays out the course.
func (v *view[C]) Render() goapp.UI {
	ready := ""
	if v.ready {
		ready = "1"
	}
	return v.c.render(ready)
}

// practice is what the lessons and the puzzles share: their language,
// their saved progress, and the exercise board with its feedback.
type practice struct {
	p     *i18n.Printer
	store app.Slot
	ex    *exerciseModel
	rev   int
	// status says the feedback shown in a given language, so that a
	// change of language says it again; nil when there is none.
	status func(*i18n.Printer) string
}

// newPractice returns the practice of a course in p's language, its
// progress saved in store, whose exercise hands the learner's moves to
// judge.
func newPractice(p *i18n.Printer, store app.Slot, judge func(engine.Move)) practice {
	x := practice{p: p, store: store, ex: newExerciseModel(p)}
	x.ex.OnChoose = judge
	return x
}

func (x *practice) printer() *i18n.Printer { return x.p }

// load reads the saved progress into v and reports whether there was
// some that could be read. Progress that cannot be read is kept aside
// (app.KeepAside) before a fresh one is saved over it.
func (x *practice) load(v any) bool {
	data, ok := x.store.Load()
	if !ok {
		return false
	}
	if json.Unmarshal([]byte(data), v) != nil {
		app.KeepAside(x.store, data, app.AsideProgress)
		return false
	}
	return true
}

// save keeps progress v.
func (x *practice) save(v any) {
	data, _ := json.Marshal(v)
	x.store.Save(string(data))
}

// say shows feedback f on the exercise, with the words status says in
// the language shown.
func (x *practice) say(f feedback, status func(*i18n.Printer) string) {
	x.status = status
	f.Status = status(x.p)
	x.ex.SetFeedback(f)
}

// setPrinter makes the course speak p's language, its feedback too.
func (x *practice) setPrinter(p *i18n.Printer) {
	x.p = p
	x.ex.SetPrinter(p)
	if x.status != nil {
		fb := x.ex.Feedback()
		fb.Status = x.status(p)
		x.ex.SetFeedback(fb)
	}
	x.rev++
}
