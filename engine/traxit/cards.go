package traxit

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// MaxCards bounds the size of a card set: a player's cards are a 32-bit set.
const MaxCards = 32

// maxSteps bounds the length of one card's path.
const maxSteps = 12

// Step is one unit move of a path: DR rows down and DC columns right, each
// -1, 0 or 1 and not both 0. Diagonal steps touch corner to corner.
type Step struct{ DR, DC int8 }

var stepNames = map[string]Step{
	"U": {-1, 0}, "D": {1, 0}, "L": {0, -1}, "R": {0, 1},
	"UL": {-1, -1}, "UR": {-1, 1}, "DL": {1, -1}, "DR": {1, 1},
}

// String returns the step's name: U, D, L, R, UL, UR, DL or DR.
func (s Step) String() string {
	for n, v := range stepNames {
		if v == s {
			return n
		}
	}
	return "?"
}

// Card is one path card: the steps from one dot to the other, as drawn.
type Card struct {
	ID    string
	Steps []Step
}

// CardSet is the content of one player's deck; every player has the same
// set (spec §A.10 #4). Cards are named by their index in Cards in Actions
// and by their ID in records.
type CardSet struct {
	Name  string
	Cards []Card
	// routes[k][cell] lists the on-board routes of card k from cell, each
	// as the board indices of the cells after the start (destination last).
	// They are built by the first game played with the set (useRoutes),
	// not when the set is read: every page of the app reads the default
	// set at start, and only TRAXIT games need its routes.
	routes     [][Size * Size][][]int8
	routesOnce sync.Once
}

//go:embed cards.json
var defaultCardsJSON []byte

// DefaultCards returns the card set embedded from cards.json: the
// provisional 16 of spec §A.5.3. It is read at its first use, not when
// the program starts: every page of the app links this package, and the
// first JSON decoding alone costs tens of milliseconds in WebAssembly.
var DefaultCards = sync.OnceValue(func() *CardSet { return mustCards(defaultCardsJSON) })

func mustCards(b []byte) *CardSet {
	cs, err := ParseCardSet(b)
	if err != nil {
		panic("traxit: embedded cards.json: " + err.Error())
	}
	return cs
}

// ParseCardSet reads a card set from JSON:
//
//	{"name": "...", "cards": [{"id": "P07", "steps": ["R","R","R","U"]}, ...]}
//
// It rejects empty or duplicate IDs, unknown step names, paths that visit
// a cell twice, two cards with the same shape under rotation and reversal,
// and more than MaxCards cards.
func ParseCardSet(b []byte) (*CardSet, error) {
	var raw struct {
		Name  string `json:"name"`
		Cards []struct {
			ID    string   `json:"id"`
			Steps []string `json:"steps"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	if raw.Name == "" || strings.ContainsAny(raw.Name, " \t\r\n#;") {
		return nil, fmt.Errorf("card set name %q must be one word", raw.Name)
	}
	if len(raw.Cards) == 0 || len(raw.Cards) > MaxCards {
		return nil, fmt.Errorf("card set has %d cards, want 1 to %d", len(raw.Cards), MaxCards)
	}
	cs := &CardSet{Name: raw.Name}
	shapes := map[string]string{}
	for _, rc := range raw.Cards {
		if rc.ID == "" || strings.ContainsAny(rc.ID, " \t\r\n#;") {
			return nil, fmt.Errorf("card id %q must be one word", rc.ID)
		}
		if cs.Index(rc.ID) >= 0 {
			return nil, fmt.Errorf("card id %q appears twice", rc.ID)
		}
		if len(rc.Steps) == 0 || len(rc.Steps) > maxSteps {
			return nil, fmt.Errorf("card %s has %d steps, want 1 to %d", rc.ID, len(rc.Steps), maxSteps)
		}
		c := Card{ID: rc.ID}
		for _, n := range rc.Steps {
			s, ok := stepNames[strings.ToUpper(n)]
			if !ok {
				return nil, fmt.Errorf("card %s: unknown step %q", rc.ID, n)
			}
			c.Steps = append(c.Steps, s)
		}
		os := orientations(c.Steps)
		for _, o := range os {
			seen := map[Step]bool{{}: true}
			for _, p := range o {
				if seen[p] {
					return nil, fmt.Errorf("card %s: the path visits a cell twice", rc.ID)
				}
				seen[p] = true
			}
		}
		key := shapeKey(os[0])
		for _, o := range os {
			if k := shapeKey(o); k < key {
				key = k
			}
		}
		if other, ok := shapes[key]; ok {
			return nil, fmt.Errorf("cards %s and %s have the same shape", other, rc.ID)
		}
		shapes[key] = rc.ID
		cs.Cards = append(cs.Cards, c)
	}
	return cs, nil
}

// Index returns the index of the card with the given ID, or -1.
func (cs *CardSet) Index(id string) int {
	return slices.IndexFunc(cs.Cards, func(c Card) bool { return strings.EqualFold(c.ID, id) })
}

// Len returns the number of cards in the set.
func (cs *CardSet) Len() int { return len(cs.Cards) }

// orientations returns the distinct routes of a card: the 4 rotations of
// the path read from either dot (spec §A.5.2, no mirror), each as the
// offsets of the cells after the start.
func orientations(steps []Step) [][]Step {
	var out [][]Step
	rev := make([]Step, len(steps))
	for i, s := range steps {
		rev[len(steps)-1-i] = Step{-s.DR, -s.DC}
	}
	for _, base := range [][]Step{steps, rev} {
		for rot := 0; rot < 4; rot++ {
			var o []Step
			var cur Step
			for _, s := range base {
				for k := 0; k < rot; k++ {
					s = Step{s.DC, -s.DR} // 90° clockwise on screen
				}
				cur = Step{cur.DR + s.DR, cur.DC + s.DC}
				o = append(o, cur)
			}
			if !slices.ContainsFunc(out, func(x []Step) bool { return slices.Equal(x, o) }) {
				out = append(out, o)
			}
		}
	}
	return out
}

// Orientations returns the distinct routes of card k as offsets from the
// start cell of each cell of the path, destination last; nil for a card
// not in the set.
func (cs *CardSet) Orientations(k int) [][]Step {
	if k < 0 || k >= len(cs.Cards) {
		return nil
	}
	return orientations(cs.Cards[k].Steps)
}

// useRoutes builds the set's routes once, before a game reads them.
func (cs *CardSet) useRoutes() { cs.routesOnce.Do(cs.buildRoutes) }

func (cs *CardSet) buildRoutes() {
	cs.routes = make([][Size * Size][][]int8, len(cs.Cards))
	for k, c := range cs.Cards {
		os := orientations(c.Steps)
		for from := 0; from < Size*Size; from++ {
			f := cellAt(from)
		next:
			for _, o := range os {
				r := make([]int8, 0, len(o))
				for _, d := range o {
					x := Cell{f.R + d.DR, f.C + d.DC}
					if !x.OnBoard() {
						continue next
					}
					r = append(r, int8(x.index()))
				}
				cs.routes[k][from] = append(cs.routes[k][from], r)
			}
		}
	}
}

// shapeKey names one route's offsets, to compare shapes.
func shapeKey(o []Step) string {
	b := make([]byte, 0, 2*len(o))
	for _, s := range o {
		b = append(b, byte(s.DR), byte(s.DC))
	}
	return string(b)
}
