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
	// list is the JSON name of the finished ids in the saved progress.
	list     string
	finished map[string]bool // the ids of the lessons done, the puzzles solved
}

// newPractice returns the practice of a course in p's language, its
// progress saved in store with its finished ids under list, whose
// exercise hands the learner's moves to judge.
func newPractice(p *i18n.Printer, store app.Slot, list string, judge func(engine.Move)) practice {
	x := practice{p: p, store: store, ex: newExerciseModel(p), list: list, finished: map[string]bool{}}
	x.ex.OnChoose = judge
	return x
}

func (x *practice) printer() *i18n.Printer { return x.p }

// progress is what a course keeps across visits: the ids it finished,
// under the JSON name list, and the one shown, e.g. the lessons'
// {"done": ["first-tile", ...], "current": "forced-space"}.
type progress struct {
	list    string // "done" for the lessons, "solved" for the puzzles
	IDs     []string
	Current string
}

// MarshalJSON writes {"<list>": [ids], "current": id}, current left out
// when "".
func (pr progress) MarshalJSON() ([]byte, error) {
	ids, err := json.Marshal(append([]string{}, pr.IDs...))
	if err != nil {
		return nil, err
	}
	b := append([]byte(`{"`+pr.list+`":`), ids...)
	if pr.Current != "" {
		cur, _ := json.Marshal(pr.Current)
		b = append(append(b, `,"current":`...), cur...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads what MarshalJSON writes, the list under pr.list.
func (pr *progress) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	if raw, ok := m[pr.list]; ok {
		if err := json.Unmarshal(raw, &pr.IDs); err != nil {
			return err
		}
	}
	if raw, ok := m["current"]; ok {
		return json.Unmarshal(raw, &pr.Current)
	}
	return nil
}

// load reads the saved progress: it marks the ids finished and returns
// the one shown last ("" for none). Progress that cannot be read is kept
// aside (app.KeepAside) before a fresh one is saved over it.
func (x *practice) load() (current string) {
	data, ok := x.store.Load()
	if !ok {
		return ""
	}
	pr := progress{list: x.list}
	if json.Unmarshal([]byte(data), &pr) != nil {
		app.KeepAside(x.store, data, app.AsideProgress)
		return pr.Current
	}
	for _, id := range pr.IDs {
		x.finished[id] = true
	}
	return pr.Current
}

// save keeps the progress: the ids of order that are finished, and
// current, the one shown.
func (x *practice) save(order []string, current string) {
	pr := progress{list: x.list, Current: current}
	for _, id := range order {
		if x.finished[id] {
			pr.IDs = append(pr.IDs, id)
		}
	}
	data, _ := json.Marshal(pr)
	x.store.Save(string(data))
}

// idsOf returns the id of each of xs, in order.
func idsOf[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
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
