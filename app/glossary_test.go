package app_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"traxapp/app/i18n"
)

// glossaryDir holds one glossary per language, docs/glossary/<lang>.md,
// which every catalog of that language follows.
const glossaryDir = "../docs/glossary"

// glossaryHeader is the header row every glossary table starts with.
var glossaryHeader = []string{"idea", "term", "not", "seed"}

// glossaryRow is one idea of a glossary: the words used for it, and the
// words no catalog of the language may use for anything.
type glossaryRow struct {
	line       int
	idea, term string
	not        []string
	seed       string
}

// glossary is a parsed glossary file.
type glossary struct {
	rows []glossaryRow
	note string // the text after the table, which explains every "-" seed
}

// tableCells splits a markdown table row "| a | b |" into its trimmed
// cells; ok is false for a line that is not a table row.
func tableCells(line string) (cells []string, ok bool) {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "|") || !strings.HasSuffix(line, "|") || len(line) < 2 {
		return nil, false
	}
	for _, c := range strings.Split(line[1:len(line)-1], "|") {
		cells = append(cells, strings.TrimSpace(c))
	}
	return cells, true
}

// parseGlossary reads a glossary: its first table, whose header must be
// glossaryHeader, and the text after it.
func parseGlossary(text string) (glossary, error) {
	var g glossary
	lines := strings.Split(text, "\n")
	start := -1
	for i, line := range lines {
		if cells, ok := tableCells(line); ok {
			if strings.Join(cells, "|") != strings.Join(glossaryHeader, "|") {
				return g, fmt.Errorf("line %d: the table header is %q, want | %s |", i+1, line, strings.Join(glossaryHeader, " | "))
			}
			start = i
			break
		}
	}
	if start < 0 {
		return g, fmt.Errorf("no table with the header | %s |", strings.Join(glossaryHeader, " | "))
	}
	i := start + 1
	if cells, ok := tableCells(lines[min(i, len(lines)-1)]); !ok || strings.Trim(strings.Join(cells, ""), "-: ") != "" {
		return g, fmt.Errorf("line %d: want the table's separator row | --- | --- | --- | --- |", i+1)
	}
	for i++; i < len(lines); i++ {
		cells, ok := tableCells(lines[i])
		if !ok {
			break
		}
		if len(cells) != len(glossaryHeader) {
			return g, fmt.Errorf("line %d: %d cells, want %d", i+1, len(cells), len(glossaryHeader))
		}
		r := glossaryRow{line: i + 1, idea: cells[0], term: cells[1], seed: cells[3]}
		if r.idea == "" || r.term == "" || r.seed == "" {
			return g, fmt.Errorf("line %d: idea, term and seed must not be empty (seed is - when there is none)", i+1)
		}
		for _, w := range strings.Split(cells[2], ",") {
			if w = strings.TrimSpace(w); w != "" {
				r.not = append(r.not, w)
			}
		}
		g.rows = append(g.rows, r)
	}
	if len(g.rows) == 0 {
		return g, fmt.Errorf("the table has no rows")
	}
	g.note = strings.TrimSpace(strings.Join(lines[i:], "\n"))
	return g, nil
}

// isWordRune reports whether r belongs to a word: a letter, a digit or a
// combining mark (so "й" written with a combining breve stays one word).
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// containsWord reports whether text holds word (one word or a phrase) as a
// whole word, case-insensitively: the characters on either side of a match
// must not be letters or digits.
func containsWord(text, word string) bool {
	text, word = strings.ToLower(text), strings.ToLower(word)
	for from := 0; ; {
		i := strings.Index(text[from:], word)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(word)
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[end:])
		wordStart, _ := utf8.DecodeRuneInString(word)
		wordEnd, _ := utf8.DecodeLastRuneInString(word)
		// A boundary is only needed where the word itself begins or ends
		// with a letter: "{player}s" must match after a space or a quote.
		okBefore := i == 0 || !isWordRune(wordStart) || !isWordRune(before)
		okAfter := end == len(text) || !isWordRune(wordEnd) || !isWordRune(after)
		if okBefore && okAfter {
			return true
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		from = i + size
	}
}

func TestContainsWord(t *testing.T) {
	tests := []struct {
		text, word string
		want       bool
	}{
		{"Spielt ein Plättchen.", "plättchen", true},
		{"Spielt ein Plättchenstapel.", "plättchen", false},
		{"Ein Spielplättchen.", "plättchen", false},
		{"Ögla, slinga!", "SLINGA", true},
		{"en slingrande väg", "slinga", false},
		{"Игровое поле", "игровое поле", true},
		{"Тракс", "трак", false},
		{"это фишка.", "фишка", true},
		{"это фишках", "фишка", false},
		{"Kvar på {player}s hand", "{player}s", true},
		{"Kvar hos {player}", "{player}s", false},
		{"ögle-hot", "hot", true},
		{"öglehot", "hot", false},
		{"", "x", false},
	}
	for _, tt := range tests {
		if got := containsWord(tt.text, tt.word); got != tt.want {
			t.Errorf("containsWord(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}

func TestParseGlossary(t *testing.T) {
	good := "# sv\n\n| idea | term | not | seed |\n|---|---|---|---|\n| loop | ögla | slinga, remi | trax-rules-sv.txt |\n| pawn | pjäs |  | - |\n\nNote: pawn has no seed.\n"
	g, err := parseGlossary(good)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.rows) != 2 || strings.Join(g.rows[0].not, "/") != "slinga/remi" || len(g.rows[1].not) != 0 || g.note != "Note: pawn has no seed." {
		t.Errorf("parseGlossary(good) = %+v", g)
	}
	for name, bad := range map[string]string{
		"no table":      "just text\n",
		"wrong header":  "| idea | word | not | seed |\n|---|---|---|---|\n| a | b | | - |\n",
		"no separator":  "| idea | term | not | seed |\n| a | b | | - |\n",
		"short row":     "| idea | term | not | seed |\n|---|---|---|---|\n| a | b | - |\n",
		"empty term":    "| idea | term | not | seed |\n|---|---|---|---|\n| a |  | | - |\n",
		"no rows":       "| idea | term | not | seed |\n|---|---|---|---|\n",
		"header at end": "| idea | term | not | seed |",
	} {
		if _, err := parseGlossary(bad); err == nil {
			t.Errorf("%s: parseGlossary accepted %q", name, bad)
		}
	}
}

// TestGlossaries reads docs/glossary/<lang>.md for every language and
// fails when a catalog message of that language uses a word its glossary
// rules out, so one idea keeps one term across the shell's and the games'
// catalogs, their lessons, puzzles and reviews.
func TestGlossaries(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(glossaryDir, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	have := map[i18n.Lang]string{}
	for _, f := range files {
		l := i18n.Lang(strings.TrimSuffix(filepath.Base(f), ".md"))
		if !l.Supported() {
			if strings.EqualFold(filepath.Base(f), "README.md") {
				continue
			}
			t.Errorf("%s: the app speaks no language %q", f, l)
			continue
		}
		have[l] = f
	}
	var checked []string
	for _, l := range i18n.Languages {
		file, ok := have[l]
		if !ok {
			t.Errorf("%s: no glossary %s/%s.md", l, glossaryDir, l)
			continue
		}
		checked = append(checked, string(l))
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		g, err := parseGlossary(string(data))
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		for _, r := range g.rows {
			if r.seed == "-" && g.note == "" {
				t.Errorf("%s:%d: %q has no seed but the file has no note below the table saying why", file, r.line, r.idea)
			}
			for _, w := range r.not {
				if containsWord(r.term, w) {
					t.Errorf("%s:%d: %q rules out %q, which its own term %q uses", file, r.line, r.idea, w, r.term)
				}
			}
		}
		msgs, errs := i18n.Messages(l)
		for _, err := range errs {
			t.Errorf("%s: %v", l, err)
		}
		keys := make([]string, 0, len(msgs))
		for k := range msgs {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			for _, r := range g.rows {
				for _, w := range r.not {
					if containsWord(msgs[k], w) {
						t.Errorf("%s: %s uses %q; the glossary (%s:%d) says %q for %q: %q", l, k, w, filepath.Base(file), r.line, r.term, r.idea, msgs[k])
					}
				}
			}
		}
	}
	t.Logf("glossaries checked: %s", strings.Join(checked, " "))
}
