package puzzle

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sync"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// The kinds of puzzle.
const (
	// KindWin: the player to move wins within Turns of its own turns.
	KindWin = ai.KindWin
	// KindDefend: only the Answers keep the opponent from winning within
	// Turns of its turns.
	KindDefend = ai.KindDefend
)

// MaxTurns is the longest puzzle: a win within 3 turns.
const MaxTurns = 3

// Puzzle is one position with its question and its proved answers.
type Puzzle struct {
	// ID names the puzzle for good ("trax-win2-014"); progress is kept by
	// it.
	ID string `json:"id"`
	// Variant is "trax" or "8x8".
	Variant string `json:"variant"`
	// Setup is the game record that leads to the position.
	Setup string `json:"setup"`
	// Kind is KindWin or KindDefend.
	Kind string `json:"kind"`
	// Turns is the number of the learner's turns of a win (1 to 3), or of
	// the opponent's turns a defence holds off (1 or 2).
	Turns int `json:"turns"`
	// Answers are every legal first move that solves it, in the
	// position's notation, sorted.
	Answers []string `json:"answers"`
	// Legal is the number of legal moves in the position.
	Legal int `json:"legal"`
	// ProofNodes is the number of positions a fresh Prover expands to
	// find Answers.
	ProofNodes int64 `json:"proofNodes"`
	// Grade is the difficulty, 1 (easiest) to 5, derived from the facts
	// above by Facts.Grade.
	Grade int `json:"grade"`
	// Source says where the position comes from.
	Source string `json:"source"`
}

// File is the content of the puzzle set's file.
type File struct {
	// About describes the set.
	About   string   `json:"about"`
	Puzzles []Puzzle `json:"puzzles"`
}

//go:embed puzzles.json
var embedded []byte

var (
	loadOnce sync.Once
	all      []Puzzle
	byID     map[string]int
	loadErr  error
)

func load() {
	f, err := Parse(embedded)
	if err != nil {
		loadErr = err
		return
	}
	all = f.Puzzles
	byID = make(map[string]int, len(all))
	for i, p := range all {
		byID[p.ID] = i
	}
}

// Parse reads a puzzle file's content.
func Parse(b []byte) (*File, error) {
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("puzzle: %w", err)
	}
	seen := map[string]bool{}
	for i, p := range f.Puzzles {
		if p.ID == "" || seen[p.ID] {
			return nil, fmt.Errorf("puzzle: entry %d: missing or repeated id %q", i, p.ID)
		}
		seen[p.ID] = true
	}
	return &f, nil
}

// ReadFile reads a puzzle file.
func ReadFile(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Encode returns the file as written to disk (one-space indents).
func (f *File) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// All returns the committed set, in its file's order (a copy).
func All() []Puzzle {
	loadOnce.Do(load)
	return slices.Clone(all)
}

// ByID returns the puzzle with the given id.
func ByID(id string) (Puzzle, bool) {
	loadOnce.Do(load)
	i, ok := byID[id]
	if !ok {
		return Puzzle{}, false
	}
	return all[i], true
}

// LoadError is the error reading the embedded set met, if any (the tests
// check it is nil; All is then empty).
func LoadError() error {
	loadOnce.Do(load)
	return loadErr
}

// Daily returns the puzzle of the calendar date of t (in t's location):
// the same all day long on every device, with no network. Consecutive
// days walk the whole set in a fixed shuffled order before any puzzle
// comes back. ok is false when the set is empty.
func Daily(t time.Time) (p Puzzle, ok bool) {
	loadOnce.Do(load)
	i := DailyIndex(t, len(all))
	if i < 0 {
		return Puzzle{}, false
	}
	return all[i], true
}

// DailyIndex is the index Daily picks among n puzzles for the date of t
// (-1 when n is 0): day·step mod n, with step a fixed number coprime to
// n, so n consecutive days give n different puzzles.
func DailyIndex(t time.Time, n int) int {
	if n <= 0 {
		return -1
	}
	y, m, d := t.Date()
	day := time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400
	step := int64(7919) % int64(n)
	for gcd(step, int64(n)) != 1 {
		step++
	}
	i := (day % int64(n) * step) % int64(n)
	if i < 0 {
		i += int64(n)
	}
	return int(i)
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// Position replays the puzzle's setup.
func (p Puzzle) Position() (*trax.Position, error) {
	g, err := p.game()
	if err != nil {
		return nil, err
	}
	return g.Position(), nil
}

func (p Puzzle) game() (*trax.Game, error) {
	if p.Variant != trax.Trax.Name && p.Variant != trax.Trax8x8.Name {
		return nil, fmt.Errorf("puzzle %s: variant %q (want trax or 8x8)", p.ID, p.Variant)
	}
	v, err := trax.VariantByName(p.Variant)
	if err != nil {
		return nil, err
	}
	g, err := trax.LoadRecord(v, p.Setup)
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: setup %q: %w", p.ID, p.Setup, err)
	}
	if g.Outcome().Over() {
		return nil, fmt.Errorf("puzzle %s: setup %q: the game is over", p.ID, p.Setup)
	}
	return g, nil
}

// ToMove is the learner's colour.
func (p Puzzle) ToMove() (trax.Color, error) {
	pos, err := p.Position()
	if err != nil {
		return 0, err
	}
	return pos.ToMove(), nil
}

// tactic is the puzzle as the tactics suite's checker reads it.
func (p Puzzle) tactic() ai.Tactic {
	return ai.Tactic{Name: p.ID, Variant: p.Variant, Setup: p.Setup, Kind: p.Kind, Within: p.Turns, Moves: p.Answers}
}

// Facts are what a puzzle's grade is derived from.
type Facts struct {
	Kind       string
	Turns      int
	Answers    int
	Legal      int
	ProofNodes int64
}

// BigProof is the number of proof positions from which a puzzle counts
// as hard to see through.
const BigProof = 3000

// Grade is the difficulty 1 to 5 (see the package doc for the rule).
func (f Facts) Grade() int {
	g := 2 * (f.Turns - 1)
	if f.Kind == KindDefend {
		g++
	}
	if f.Answers == 1 {
		g++
	}
	if f.ProofNodes >= BigProof {
		g++
	}
	if f.Answers >= 4 || 4*f.Answers >= f.Legal {
		g--
	}
	return min(max(g, 0), 4) + 1
}

// Facts returns the puzzle's stored facts.
func (p Puzzle) Facts() Facts {
	return Facts{p.Kind, p.Turns, len(p.Answers), p.Legal, p.ProofNodes}
}
