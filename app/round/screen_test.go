package round

import (
	"net/url"
	"slices"
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/clock"
	"traxapp/app/round/roundtest"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// fakeController records what the lifecycle does to it.
type fakeController struct {
	ui       Runner
	followed []string
	p        *i18n.Printer
}

func (f *fakeController) Mount(ui Runner)            { f.ui = ui }
func (f *fakeController) Dismount()                  { f.ui = nil }
func (f *fakeController) Follow(key string)          { f.followed = append(f.followed, key) }
func (f *fakeController) Printer() *i18n.Printer     { return f.p }
func (f *fakeController) SetPrinter(p *i18n.Printer) { f.p = p }

// TestLifeInit: a screen keeps the controller a test gave it; else it
// opens one for its session (a session over memory when it has none),
// in the session's language.
func TestLifeInit(t *testing.T) {
	given := &fakeController{}
	for _, tc := range []struct {
		name     string
		ctl      *fakeController
		session  *app.Session
		wantOpen bool
	}{
		{name: "given by a test", ctl: given},
		{name: "opened for the session", session: &app.Session{Lang: i18n.French, Storage: app.MemoryStorage{}}, wantOpen: true},
		{name: "opened without a session", wantOpen: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var kept Kept[*fakeController]
			var props Props
			l := Life[*fakeController]{Ctl: tc.ctl}
			if tc.session != nil {
				l.Open(&props, tc.session)
			}
			opened := false
			l.Init(&kept, true, func(s *app.Session) *fakeController {
				opened = true
				if s == nil || s.Storage == nil {
					t.Error("opened without storage")
				}
				return &fakeController{p: i18n.For(s.Lang)}
			})
			if opened != tc.wantOpen || l.Ctl == nil || !tc.wantOpen && l.Ctl != given {
				t.Errorf("opened %v, controller %p; want opened %v", opened, l.Ctl, tc.wantOpen)
			}
			if tc.session != nil && l.Ctl.Printer().Lang() != tc.session.Lang {
				t.Errorf("speaks %v, want %v", l.Ctl.Printer().Lang(), tc.session.Lang)
			}
		})
	}
}

// TestLifeLanguageAndDismount: a new language of the shell reaches the
// controller; dismounting takes its context away.
func TestLifeLanguageAndDismount(t *testing.T) {
	c := &fakeController{p: i18n.For(i18n.English)}
	l := Life[*fakeController]{Ctl: c}
	var props Props
	l.Open(&props, &app.Session{Lang: i18n.English})
	c.Mount(roundtest.NewQueue())
	props.ILang = i18n.Swedish // go-app copies the shell's new props
	l.OnUpdate(goapp.Context{})
	if c.p.Lang() != i18n.Swedish {
		t.Errorf("speaks %v after the shell changed to Swedish", c.p.Lang())
	}
	l.OnDismount()
	if c.ui != nil {
		t.Error("the controller kept the screen's context after dismount")
	}
	if l.ReadyAttr() != "" {
		t.Error("ready before mounting")
	}
}

// openingController notes the order of what Open does to it.
type openingController struct {
	fakeController
	steps []string
}

func (o *openingController) Restore() {
	o.steps = append(o.steps, "restore in "+string(o.p.Lang()))
}

func (o *openingController) SetPageClock(ctl clock.Control) {
	o.steps = append(o.steps, "clock "+ctl.String())
}

// TestOpen: a new controller speaks the session's language before its
// save is restored (a bad save's notice is in it), then the game's own
// page parameters are read, and the page's clock= comes last; no clock=,
// or one that does not parse, sets none.
func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"clock=5%2B3", []string{"restore in fr", "page", "clock 5+3"}},
		{"", []string{"restore in fr", "page"}},
		{"clock=soon", []string{"restore in fr", "page"}},
	} {
		q, err := url.ParseQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		o := &openingController{}
		got := Open(o, &app.Session{Lang: i18n.French, Params: q}, func() { o.steps = append(o.steps, "page") })
		if got != o || !slices.Equal(o.steps, tc.want) {
			t.Errorf("%q: %q, want %q", tc.query, o.steps, tc.want)
		}
	}
}
