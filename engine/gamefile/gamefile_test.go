package gamefile

import (
	"errors"
	"strings"
	"testing"
)

// traxitStarts starts a game at TRAXIT's first record line.
func traxitStarts(line string) bool { return strings.EqualFold(line, "traxit 1") }

// TestSplit cuts files into games: header lines in either form, record
// lines with their file lines, comments and blank lines left out, and a
// new game at a header after record lines, at a line that starts a
// record, or (BlankEnds) at a blank line.
func TestSplit(t *testing.T) {
	type game struct {
		line int
		tags string // key=value,...
		body string // text@line,...
	}
	for _, tc := range []struct {
		name string
		text string
		o    Options
		want []game
		err  error
	}{
		{"one game, both header forms", "[Event \"Cup\"]\nP1: Ann\ntraxit 1\nplayers 2\n", Options{Comments: "#", Starts: traxitStarts},
			[]game{{1, "Event=Cup,P1=Ann", "traxit 1@3,players 2@4"}}, nil},
		{"a start line splits records without headers", "traxit 1\nplayers 2\n\ntraxit 1\nplayers 3\n", Options{Comments: "#", Starts: traxitStarts},
			[]game{{1, "", "traxit 1@1,players 2@2"}, {4, "", "traxit 1@4,players 3@5"}}, nil},
		{"blank lines inside a record without BlankEnds", "traxit 1\n\nplayers 2\n# note\nmove c1 b4\n", Options{Comments: "#", Starts: traxitStarts},
			[]game{{1, "", "traxit 1@1,players 2@3,move c1 b4@5"}}, nil},
		{"a header after record lines starts a game", "White: A\n@0/\nWhite: B\n@0+\n", Options{Comments: "#;", BlankEnds: true},
			[]game{{1, "White=A", "@0/@2"}, {3, "White=B", "@0+@4"}}, nil},
		{"blank line ends a game", "\ufeff@0/ @1\\\n\n; comment\n@0+\n", Options{Comments: "#;", BlankEnds: true},
			[]game{{1, "", "@0/ @1\\@1"}, {4, "", "@0+@4"}}, nil},
		{"a broken header is a record line", "[Event]\nTRAKKX 1\n", Options{Comments: "#"},
			[]game{{1, "", "[Event]@1,TRAKKX 1@2"}}, nil},
		{"headers only", "Event: Cup\n", Options{}, []game{{1, "Event=Cup", ""}}, nil},
		{"empty", "# nothing\n\n", Options{Comments: "#"}, nil, ErrEmpty},
		{"too big", strings.Repeat("x", MaxBytes+1), Options{}, nil, ErrTooBig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			chunks, err := Split(tc.text, tc.o)
			if !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if len(chunks) != len(tc.want) {
				t.Fatalf("%d games, want %d: %+v", len(chunks), len(tc.want), chunks)
			}
			for i, c := range chunks {
				var tags, body []string
				for _, tg := range c.Tags {
					tags = append(tags, tg.Key+"="+tg.Value)
				}
				for _, l := range c.Body {
					body = append(body, l.Text+"@"+itoa(l.N))
				}
				w := tc.want[i]
				if c.Line != w.line || strings.Join(tags, ",") != w.tags || strings.Join(body, ",") != w.body {
					t.Errorf("game %d: line %d tags %q body %q, want %d %q %q", i+1, c.Line, tags, body, w.line, w.tags, w.body)
				}
			}
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// TestSplitTooMany keeps the first MaxGames games of a longer file.
func TestSplitTooMany(t *testing.T) {
	text := strings.Repeat("traxit 1\n", MaxGames+5)
	chunks, err := Split(text, Options{Starts: traxitStarts})
	if !errors.Is(err, ErrTooMany) || len(chunks) != MaxGames {
		t.Errorf("%d games and %v, want the first %d and ErrTooMany", len(chunks), err, MaxGames)
	}
}

// TestChunkRecordAndLines gives the record to the game's reader and maps
// its lines back to the file's.
func TestChunkRecordAndLines(t *testing.T) {
	chunks, err := Split("Date: 2026\n\ntraxit 1\n  players 2  \n\nmove c1 b4\n", Options{Starts: traxitStarts})
	if err != nil {
		t.Fatal(err)
	}
	c := chunks[0]
	if got := c.Record(); got != "traxit 1\nplayers 2\nmove c1 b4" {
		t.Errorf("record %q", got)
	}
	for k, want := range map[int]int{1: 3, 2: 4, 3: 6, 0: 1, 9: 1} {
		if got := c.FileLine(k); got != want {
			t.Errorf("record line %d is file line %d, want %d", k, got, want)
		}
	}
	if c.Tag("date") != "2026" || c.Tag("Event") != "" {
		t.Errorf("tags %+v", c.Tags)
	}
	e := &GameError{Game: 2, Line: 7, Err: ErrEmpty}
	if !errors.Is(e, ErrEmpty) || e.Error() != "game 2, line 7: game file: no game in it" {
		t.Errorf("GameError %q", e)
	}
}

// FuzzSplit: any text splits without a panic, every game has a header or
// a record line, lines rise through the file and stay within it, and the
// games' lines are the file's lines.
func FuzzSplit(f *testing.F) {
	f.Add("[Event \"Cup\"]\nP1: Ann\ntraxit 1\nplayers 2\n\ntraxit 1\n")
	f.Add("White: A\n@0/\n\n@0+ 1-0\n# c\n; c\n")
	f.Add("\ufeff[K \"unterminated]\nTRAKKX 1\nP1 take R5a\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, o := range []Options{{Comments: "#;", BlankEnds: true}, {Comments: "#", Starts: traxitStarts}} {
			chunks, err := Split(text, o)
			if err == nil && len(chunks) == 0 {
				t.Fatal("no games and no error")
			}
			lines := strings.Split(text, "\n")
			last := 0
			for _, c := range chunks {
				if len(c.Tags) == 0 && len(c.Body) == 0 {
					t.Fatalf("an empty game at line %d", c.Line)
				}
				if c.Line <= last || c.Line > len(lines) {
					t.Fatalf("game at line %d after %d of %d", c.Line, last, len(lines))
				}
				last = c.Line
				for _, l := range c.Body {
					if l.N < last || l.N > len(lines) || !strings.Contains(lines[l.N-1], l.Text) {
						t.Fatalf("line %d %q is not the file's %q", l.N, l.Text, lines[l.N-1])
					}
					last = l.N
				}
			}
		}
	})
}
