package traxit

import (
	"testing"
)

// TestAccessorsOutOfRange: the seat and card accessors answer a seat or a
// card that is not in the game with their zero value (false, nil, NoSide,
// NoCell, 0) instead of panicking, and answer a seat in range as before.
func TestAccessorsOutOfRange(t *testing.T) {
	g, err := ParseRecord("traxit 1\nplayers 3\nplace c1 f1\nplace a3 a6\nplace c8 f8\n")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	cards := p.Cards().Len()
	for _, seat := range []int{-1, -100, 3, 4, 5, 1 << 40} {
		if p.Side(seat) != NoSide {
			t.Errorf("Side(%d) = %v, want NoSide", seat, p.Side(seat))
		}
		if got := p.Pawns(seat); got != [2]Cell{NoCell, NoCell} {
			t.Errorf("Pawns(%d) = %v, want none", seat, got)
		}
		if got := p.Hand(seat); got != nil {
			t.Errorf("Hand(%d) = %v, want nil", seat, got)
		}
		if got := p.HandMask(seat); got != 0 {
			t.Errorf("HandMask(%d) = %b, want 0", seat, got)
		}
		if got := p.Score(seat); got != 0 {
			t.Errorf("Score(%d) = %d, want 0", seat, got)
		}
		if got := p.Team(seat); got != -1 {
			t.Errorf("Team(%d) = %d, want -1", seat, got)
		}
		if got := p.Holder(seat); got != -1 {
			t.Errorf("Holder(%d) = %d, want -1", seat, got)
		}
		if p.BonusPending(seat) {
			t.Errorf("BonusPending(%d) = true", seat)
		}
		for _, k := range []int{0, cards - 1} {
			if p.HasMove(seat, k) {
				t.Errorf("HasMove(%d, %d) = true", seat, k)
			}
			if got := p.Routes(seat, k); got != nil {
				t.Errorf("Routes(%d, %d) = %v, want nil", seat, k, got)
			}
		}
	}
	for seat := range 3 {
		for _, k := range []int{-1, -100, cards, cards + 1, 1 << 40} {
			if p.HasMove(seat, k) {
				t.Errorf("HasMove(%d, %d) = true", seat, k)
			}
			if got := p.Routes(seat, k); got != nil {
				t.Errorf("Routes(%d, %d) = %v, want nil", seat, k, got)
			}
		}
		if seat == 0 {
			for _, k := range []int{-1, cards, 1 << 40} {
				if got := p.Cards().Orientations(k); got != nil {
					t.Errorf("Orientations(%d) = %v, want nil", k, got)
				}
			}
		}
		// In range, the answers are the real ones.
		if p.Holder(seat) != (seat+2)%3 || len(p.Cards().Orientations(0)) == 0 {
			t.Errorf("seat %d: holder %d", seat, p.Holder(seat))
		}
		if p.Side(seat) == NoSide || p.Pawns(seat)[0] == NoCell || len(p.Hand(seat)) == 0 {
			t.Errorf("seat %d: side %v, pawns %v, hand %v", seat, p.Side(seat), p.Pawns(seat), p.Hand(seat))
		}
		moves := false
		for k := range cards {
			if p.HasMove(seat, k) != (len(p.Routes(seat, k)) > 0) {
				t.Errorf("seat %d card %d: HasMove %v, %d routes", seat, k, p.HasMove(seat, k), len(p.Routes(seat, k)))
			}
			moves = moves || p.HasMove(seat, k)
		}
		if !moves {
			t.Errorf("seat %d has no move with any card", seat)
		}
	}
}
