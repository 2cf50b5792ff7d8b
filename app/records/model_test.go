package records

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/engine/gamefile"
)

// The viewer's words are Trax's viewer's, in Trax's catalogs, and the
// shell's.
func init() {
	i18n.Add(os.DirFS("../trax/messages"))
	i18n.Add(os.DirFS("../messages"))
}

// countGame is a game for the tests: a record is "count N" then steps,
// one a line, each "step"; any other line is a fault on its line.
var countGame = &Game{
	ID:   "count",
	File: gamefile.Options{Comments: "#", Starts: func(l string) bool { return strings.HasPrefix(l, "count ") }},
	Read: func(_ int, c *gamefile.Chunk) (Replay, error) {
		lines := strings.Split(c.Record(), "\n")
		seats, err := strconv.Atoi(strings.TrimPrefix(lines[0], "count "))
		if err != nil || seats < 1 {
			return nil, &lineErr{1}
		}
		r := &countReplay{seats: seats}
		for k, l := range lines[1:] {
			if l != "step" {
				return r, &lineErr{k + 2}
			}
			r.steps++
		}
		return r, nil
	},
	ErrLine: func(err error) int {
		var le *lineErr
		if errors.As(err, &le) {
			return le.line
		}
		return 0
	},
	Reason: func(p *i18n.Printer, err error) string { return p.T("records.bad-line") },
}

type lineErr struct{ line int }

func (e *lineErr) Error() string { return "bad line " + strconv.Itoa(e.line) }

type countReplay struct{ seats, steps int }

func (r *countReplay) Seats() int                                { return r.seats }
func (r *countReplay) SeatName(p *i18n.Printer, seat int) string { return "S" + strconv.Itoa(seat+1) }
func (r *countReplay) Len() int                                  { return r.steps }
func (r *countReplay) StepText(p *i18n.Printer, k int, name Names) string {
	return name(k % r.seats)
}
func (r *countReplay) Board(p *i18n.Printer, k int) goapp.UI { return goapp.Text(strconv.Itoa(k)) }
func (r *countReplay) Result(p *i18n.Printer, name Names) (mark, words string) {
	if r.steps >= 3 {
		return name(0) + " won", name(0) + " won the game"
	}
	return "", ""
}

// clubFile is four games: good; broken on line 12 after one step; good
// without names, its result stated (a blank line splits no game); and
// headers without a record.
const clubFile = `# a club's file
[Event "Club evening"]
[P1 "Ann"]
[P2 "Bob"]
count 2
step
step
step
P1: Cid
count 2
step
hop
step

Event: Cup
Result: 1-0

count 3
step
P1: Zed
`

// TestModelLoad lists every game of a file with its players, result and
// fault, the broken ones with their line.
func TestModelLoad(t *testing.T) {
	p := i18n.For(i18n.English)
	m := NewModel(countGame)
	m.Load(clubFile)
	if m.FileErr() != nil {
		t.Fatal(m.FileErr())
	}
	want := []struct {
		players, result, err string
		steps                int
	}{
		{"Ann – Bob", "Ann won", "", 3},
		{"Cid – S2", "*", "Game 2, line 12: This line cannot be read.", 1},
		{"S1 – S2 – S3", "1-0", "", 1},
		{"Zed – ?", "*", "Game 4, line 20: This line cannot be read.", -1},
	}
	if len(m.Entries()) != len(want) {
		t.Fatalf("%d games, want %d", len(m.Entries()), len(want))
	}
	for i, w := range want {
		e := &m.Entries()[i]
		errText := ""
		if e.Err != nil {
			errText = countGame.GameErrorText(p, e.Err)
		}
		steps := -1
		if e.Replay != nil {
			steps = e.Replay.Len()
		}
		if got := countGame.Players(p, e); got != w.players || countGame.Result(p, e) != w.result || errText != w.err || steps != w.steps {
			t.Errorf("game %d: %q %q %q %d steps, want %q %q %q %d", i+1, got, countGame.Result(p, e), errText, steps, w.players, w.result, w.err, w.steps)
		}
	}
}

// TestModelFileFaults words the faults of a file as a whole.
func TestModelFileFaults(t *testing.T) {
	p := i18n.For(i18n.English)
	m := NewModel(countGame)
	for _, tc := range []struct {
		do   func()
		want string
	}{
		{func() { m.Load("# nothing\n") }, "The file holds no game."},
		{func() { m.Fail(gamefile.ErrTooBig) }, "The file is too big: at most 4 MB is read."},
		{func() { m.LoadLink("not base64!") }, "The file could not be read."},
	} {
		tc.do()
		if got := FileErrorText(p, m.FileErr()); got != tc.want || len(m.Entries()) != 0 {
			t.Errorf("says %q with %d games, want %q", got, len(m.Entries()), tc.want)
		}
	}
}

// TestModelFilter keeps the games whose players or event hold the text.
func TestModelFilter(t *testing.T) {
	for _, tc := range []struct {
		q    string
		want string
	}{{"", "0,1,2,3"}, {"ann", "0"}, {" CUP ", "2"}, {"c", "0,1,2"}, {"z", "3"}, {"nobody", ""}} {
		m := NewModel(countGame)
		m.SetFilter(tc.q)
		m.Load(clubFile)
		var got []string
		for _, i := range m.Shown() {
			got = append(got, strconv.Itoa(i))
		}
		if strings.Join(got, ",") != tc.want {
			t.Errorf("filter %q shows %v, want %s", tc.q, got, tc.want)
		}
	}
}

// TestModelSteps steps through the game selected, within its steps.
func TestModelSteps(t *testing.T) {
	m := NewModel(countGame)
	m.Load(clubFile)
	m.Select(0)
	for _, s := range []struct {
		name string
		do   func()
		want int
	}{
		{"selected", func() {}, 0},
		{"back at the start", m.Back, 0},
		{"forward", m.Forward, 1},
		{"last", m.Last, 3},
		{"forward at the end", m.Forward, 3},
		{"back", m.Back, 2},
		{"first", m.First, 0},
		{"past the end", func() { m.Go(9) }, 3},
		{"the broken game's step", func() { m.Select(1); m.Last() }, 1},
		{"a game that does not replay", func() { m.Select(3); m.Last() }, 0},
	} {
		s.do()
		if m.Step() != s.want {
			t.Errorf("%s: step %d, want %d", s.name, m.Step(), s.want)
		}
	}
	m.Select(9)
	if m.Entry() != nil || m.Selected() != -1 {
		t.Error("an index out of range selected a game")
	}
}

// TestLinkCode: a game's link holds its headers and record, and opens
// that game alone, selected; the same link again keeps what is shown,
// and another file loaded since.
func TestLinkCode(t *testing.T) {
	p := i18n.For(i18n.English)
	m := NewModel(countGame)
	m.Load(clubFile)
	code := LinkCode(&m.Entries()[0])
	for _, c := range code {
		if !strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", c) {
			t.Fatalf("code %q holds %q", code, c)
		}
	}
	other := NewModel(countGame)
	other.LoadLink(code)
	if len(other.Entries()) != 1 || other.Selected() != 0 || countGame.Players(p, other.Entry()) != "Ann – Bob" || other.Entry().Tag("Event") != "Club evening" || other.Steps() != 3 {
		t.Fatalf("the link opens %d games, selected %d", len(other.Entries()), other.Selected())
	}
	other.Last()
	other.LoadLink(code)
	if other.Step() != 3 {
		t.Error("the same link again went back to the start")
	}
	other.Load(clubFile)
	other.LoadLink(code)
	if len(other.Entries()) != 4 {
		t.Error("the page's link brought its game back over the file opened since")
	}
}
