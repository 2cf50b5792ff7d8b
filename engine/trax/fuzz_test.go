package trax

import (
	"fmt"
	"strings"
	"testing"
)

// FuzzLoadRecord feeds arbitrary text to the record reader: it must never
// panic, and a record it accepts must export to a canonical form that
// loads back to the same game.
func FuzzLoadRecord(f *testing.F) {
	for _, s := range []string{
		"@0/ @1/ B2/", "1 @0+ 2 a2+ 3. b1\\ RESIGN", "@0+ DRAW", "@0/ B1\\ A2\\ B1+",
		"@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\\ @5\\ A6\\ C6+ F4+", "ZZZZZZ99999999+", "@0", "",
		"@0+ AAAAAAA1+", "@0/\t@1/\r\nB2/,C3+",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, v := range []Variant{Trax, Trax8x8} {
			g, err := LoadRecord(v, text)
			if g == nil {
				t.Fatalf("LoadRecord returned a nil game")
			}
			if err != nil {
				if !strings.Contains(err.Error(), "notation:") {
					t.Fatalf("error without context: %v", err)
				}
				continue
			}
			again, err := LoadRecord(v, g.Record())
			if err != nil {
				t.Fatalf("canonical record %q does not load: %v", g.Record(), err)
			}
			if again.Record() != g.Record() || again.Outcome() != g.Outcome() || again.Position().Key() != g.Position().Key() {
				t.Fatalf("reloading %q gave another game", g.Record())
			}
		}
	})
}

// FuzzPlaySequence reads bytes as a sequence of arbitrary moves (place
// near the area and tile, legal or not) and plays them with undos mixed
// in: never a panic, a refused move leaves the position as it was, and
// every accepted turn satisfies the slow twin.
func FuzzPlaySequence(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{200, 17, 33, 90, 255, 0, 0, 3, 3, 3, 3, 3, 1, 2, 1, 2})
	f.Add([]byte(strings.Repeat("\x11\x22\x33\x44\xf0", 20)))
	f.Fuzz(func(t *testing.T, data []byte) {
		v := Trax
		if len(data) > 0 && data[0]&1 == 1 {
			v = Trax8x8
		}
		p := NewPosition(v)
		for k := 0; k+2 < len(data); k += 3 {
			op, b1, b2 := data[k], data[k+1], data[k+2]
			if op%7 == 0 {
				p.Undo()
				continue
			}
			a := p.Area()
			m := Move{Point{a.MinX - 2 + int(b1)%(a.Width()+4), a.MinY - 2 + int(b2)%(a.Height()+4)}, Tile(op % 8)}
			if op%5 == 0 {
				// A legal move picked by index, to reach deep positions.
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					continue
				}
				m = moves[int(b1)%len(moves)]
			}
			before := p.Key()
			if err := p.Play(m); err != nil {
				if p.Key() != before {
					t.Fatalf("refused move %v changed the position", m)
				}
				continue
			}
			checkAgainstSlowTwin(t, p)
		}
	})
}

// FuzzLoadSeededRecord is FuzzLoadRecord for the variants that
// FuzzLoadRecord leaves out, Loop Trax and Tur-TRAX (whose die the seed
// rolls): never a panic, every error a notation error, and a record it
// accepts exports to one that loads back, with the same seed, to the same
// game, rolls included.
func FuzzLoadSeededRecord(f *testing.F) {
	for _, s := range []string{"@0/ @1/ B2/", "@0+ PASS B1+", "PASS", "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "@0/ A0/ RESIGN", "@0/ DRAW", ""} {
		f.Add(uint64(1), s)
		f.Add(uint64(18446744073709551615), s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, text string) {
		for _, v := range []Variant{LoopTrax, TurTrax} {
			g, err := LoadSeededRecord(v, seed, text)
			if g == nil {
				t.Fatalf("LoadSeededRecord returned a nil game")
			}
			if err != nil {
				if !strings.Contains(err.Error(), "notation:") {
					t.Fatalf("%s seed %d %q: error without context: %v", v.Name, seed, text, err)
				}
				continue
			}
			again, err := LoadSeededRecord(v, seed, g.Record())
			if err != nil {
				t.Fatalf("%s seed %d: canonical record %q of %q does not load: %v", v.Name, seed, g.Record(), text, err)
			}
			if again.Record() != g.Record() || again.Outcome() != g.Outcome() || again.Position().Key() != g.Position().Key() ||
				fmt.Sprint(again.Rolls()) != fmt.Sprint(g.Rolls()) {
				t.Fatalf("%s seed %d: reloading %q gave another game", v.Name, seed, g.Record())
			}
		}
	})
}
