package trakkx

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// tk reads a token in short notation: "R5" is copy a, "R5b" copy b,
// "SWAP" and "PLUS3" copy a.
func tk(s string) TokenID {
	if !strings.HasSuffix(s, "a") && !strings.HasSuffix(s, "b") {
		s += "a"
	}
	id, err := ParseToken(s)
	if err != nil {
		panic(err)
	}
	return id
}

func tks(s string) []TokenID {
	var out []TokenID
	for _, f := range strings.Fields(s) {
		out = append(out, tk(f))
	}
	return out
}

// row lays tokens left to right from (r, c); col top to bottom.
func row(r, c int, s string) Table {
	t := Table{}
	for i, id := range tks(s) {
		t[Pos{r, c + i}] = id
	}
	return t
}

func col(r, c int, s string) Table {
	t := Table{}
	for i, id := range tks(s) {
		t[Pos{r + i, c}] = id
	}
	return t
}

// join merges tables (later ones win on a shared cell).
func join(ts ...Table) Table {
	out := Table{}
	for _, t := range ts {
		for p, id := range t {
			out[p] = id
		}
	}
	return out
}

// position builds a game in the middle of play: the given hands (seat 0
// to move), table and opened flags; the display empty unless given; every
// other token in the bag (in ID order, drawn from the end).
func position(players int, hands []string, table Table, opened []bool, display string) *Game {
	g := &Game{opt: Options{Players: players}, table: table.Clone(), hands: make([][]TokenID, players)}
	g.opened = make([]bool, players)
	copy(g.opened, opened)
	var used [NumTokens]bool
	for s := range players {
		if s < len(hands) {
			for _, id := range tks(hands[s]) {
				g.addToHand(s, id, 0)
				used[id] = true
			}
		}
	}
	for _, id := range table {
		used[id] = true
	}
	for _, id := range tks(display) {
		g.display = append(g.display, id)
		used[id] = true
	}
	for i := range TokenID(NumTokens) {
		if !used[i] {
			g.bag = append(g.bag, i)
		}
	}
	for _, id := range table {
		g.knownTo[id] = allSeats
	}
	return g
}

// checkInvariants is run after every action in the fuzz and play tests:
// all 116 tokens accounted for exactly once, the table valid at every
// turn boundary, every View shows only its own hand.
func checkInvariants(t testing.TB, g *Game) {
	t.Helper()
	var where [NumTokens]string
	put := func(place string, ids ...TokenID) {
		for _, id := range ids {
			if !id.Valid() {
				t.Fatalf("%s holds invalid token %d", place, id)
			}
			if where[id] != "" {
				t.Fatalf("token %v is in %s and in %s", id, where[id], place)
			}
			where[id] = place
		}
	}
	put("bag", g.bag...)
	put("display", g.display...)
	put("box", g.boxed...)
	for s, h := range g.hands {
		put(fmt.Sprintf("hand %d", s), h...)
		if !slices.IsSorted(h) {
			t.Fatalf("hand %d not sorted", s)
		}
	}
	for _, id := range g.table {
		put("table", id)
	}
	for id, w := range where {
		if w == "" && !g.sampled {
			t.Fatalf("token %v is nowhere", TokenID(id))
		}
	}
	if len(g.display) > DisplaySize || (len(g.display) < DisplaySize && len(g.bag) > 0) {
		t.Fatalf("display %d with bag %d", len(g.display), len(g.bag))
	}
	if ps := CheckTable(g.table, GroupLimit(g.opt.Players)); ps != nil {
		t.Fatalf("table invalid after a turn: %v", asError(ps))
	}
	for s := range g.opt.Players {
		v := g.View(s)
		if !slices.Equal(v.Hand(), g.hands[s]) {
			t.Fatalf("view %d shows another hand", s)
		}
		total := len(v.Hand()) + v.BagCount() + len(v.Display()) + len(v.Table()) + len(v.PlayedActions())
		for o := range g.opt.Players {
			if o == s {
				continue
			}
			total += v.HandCount(o)
			for _, id := range v.Known(o) {
				if !slices.Contains(g.hands[o], id) {
					t.Fatalf("view %d claims %v in hand %d", s, id, o)
				}
			}
		}
		if total != NumTokens {
			t.Fatalf("view %d accounts for %d tokens", s, total)
		}
		if len(v.Unseen()) != NumTokens-len(v.Hand())-len(v.Display())-len(v.Table())-len(v.PlayedActions()) {
			t.Fatalf("view %d unseen count wrong", s)
		}
	}
}

func codes(ps []Problem) []Code {
	var out []Code
	for _, p := range ps {
		out = append(out, p.Code)
	}
	return out
}
