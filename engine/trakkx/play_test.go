package trakkx

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomAction returns an action for the seat to move, chosen with r: in
// the SWAP sub-phase a random choice; otherwise a simple lay-down (a hand
// meld as a new group, or one token at the end of a line) when one is
// legal and r says so, else a random one of take, draw, play or pass.
// It uses the View only, like a player.
func randomAction(g *Game, r *rand.Rand) Action {
	s := g.ToMove()
	v := g.View(s)
	hand := v.Hand()
	if v.Phase() == PhaseSwap {
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		return Give(s, hand[:v.GiveCount()]...)
	}
	if r.IntN(4) > 0 {
		if final, ok := simpleLayDown(v, r); ok {
			return LayDown(s, final)
		}
	}
	var opts []Action
	for _, id := range v.Display() {
		opts = append(opts, TakeDisplay(s, id))
	}
	if v.CanDrawBag() {
		opts = append(opts, DrawBag(s))
	}
	for _, id := range hand {
		if id.IsAction() {
			opts = append(opts, PlayAction(s, id, (s+1+r.IntN(v.Players()-1))%v.Players()))
		}
	}
	if len(opts) == 0 {
		if final, ok := simpleLayDown(v, r); ok {
			return LayDown(s, final)
		}
		return Pass(s)
	}
	return opts[r.IntN(len(opts))]
}

// simpleLayDown tries a few easy lay-downs and returns the first legal.
func simpleLayDown(v View, r *rand.Rand) (Table, bool) {
	t := v.Table()
	hand := v.Hand()
	// One token at the end of a line.
	if v.Opened(v.Seat()) {
		cells := t.Sorted()
		r.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		for _, c := range cells[:min(len(cells), 12)] {
			for _, d := range []Pos{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
				q := Pos{c.Row + d.Row, c.Col + d.Col}
				if _, ok := t[q]; ok {
					continue
				}
				line := []TokenID{t[c]}
				for p := (Pos{c.Row - d.Row, c.Col - d.Col}); ; p = (Pos{p.Row - d.Row, p.Col - d.Col}) {
					id, ok := t[p]
					if !ok {
						break
					}
					line = append([]TokenID{id}, line...)
				}
				for _, id := range hand {
					if len(line) < 2 || !IsLine(append(slices.Clone(line), id)) {
						continue
					}
					f := t.Clone()
					f[q] = id
					if v.CheckLayDown(f) == nil {
						return f, true
					}
				}
			}
		}
	}
	// A run or set from the hand as a new group below the table.
	at := 0
	for p := range t {
		at = max(at, p.Row+2)
	}
	for _, m := range handMelds(hand) {
		f := t.Clone()
		for i, id := range m {
			f[Pos{at, i}] = id
		}
		if v.CheckLayDown(f) == nil {
			return f, true
		}
	}
	return nil, false
}

// handMelds finds runs of 3 and sets of 3 in a hand (one of each start).
func handMelds(hand []TokenID) [][]TokenID {
	var has [4][16]TokenID
	var ok [4][16]bool
	for _, id := range hand {
		if !id.IsAction() {
			has[id.Color()][id.Value()], ok[id.Color()][id.Value()] = id, true
		}
	}
	var out [][]TokenID
	for c := range 4 {
		for v := 1; v <= 12; v++ {
			if ok[c][v] && ok[c][v+1] && ok[c][v+2] {
				out = append(out, []TokenID{has[c][v], has[c][v+1], has[c][v+2]})
			}
		}
	}
	for v := 1; v <= 14; v++ {
		var m []TokenID
		for c := range 4 {
			if ok[c][v] && len(m) < 3 {
				m = append(m, has[c][v])
			}
		}
		if len(m) == 3 {
			out = append(out, m)
		}
	}
	return out
}

// fingerprint is every field of the game, to see that a refused action
// changed nothing.
func fingerprint(g *Game) string {
	return fmt.Sprint(g.bag, g.display, g.hands, g.table.Sorted(), len(g.table), g.opened, g.boxed, g.turn, g.phase,
		g.gives, g.gave, g.passStreak, g.out, g.knownTo, len(g.history), len(g.events))
}

// playRandom plays a whole game with random actions, checking the
// invariants after every action, and returns it.
func playRandom(t testing.TB, opt Options, r *rand.Rand) *Game {
	g, err := NewGame(opt)
	if err != nil {
		t.Fatal(err)
	}
	checkInvariants(t, g)
	for step := 0; !g.Outcome().Over(); step++ {
		if step > 3000 {
			t.Fatalf("no end after 3000 actions:\n%s", g.Record())
		}
		a := randomAction(g, r)
		if err := g.Apply(a); err != nil {
			t.Fatalf("random legal action %s refused: %v\n%s", FormatAction(a), err, g.Record())
		}
		checkInvariants(t, g)
	}
	return g
}

func TestRandomGamesEnd(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	for k := range n {
		opt := Options{Players: 2 + k%3, Seed: uint64(k), Start: k % 2}
		g := playRandom(t, opt, rand.New(rand.NewPCG(uint64(k), 1)))
		o := g.Outcome()
		sc := g.Scores()
		for _, w := range o.Winners {
			if sc[w] != 0 {
				t.Fatalf("winner %d scores %d", w, sc[w])
			}
		}
		// The record replays to the same game.
		again, err := ParseRecord(g.Record())
		if err != nil {
			t.Fatalf("record does not replay: %v\n%s", err, g.Record())
		}
		if fingerprint(again) != fingerprint(g) || !slices.Equal(again.Scores(), sc) {
			t.Fatal("replayed game differs")
		}
	}
}
