package ai

import (
	"math/bits"

	"traxapp/engine/traxit"
)

// pawnPoints is what seat's pawns would score at a set end now.
func pawnPoints(p *traxit.Position, seat int) int {
	two := p.Pawns(seat)
	return two[0].Points() + two[1].Points()
}

// highest returns the points of seat's higher pawn.
func highest(p *traxit.Position, seat int) int {
	two := p.Pawns(seat)
	return max(two[0].Points(), two[1].Points())
}

// vulnerable counts seat's remaining cards with which it has no legal
// move: each is a TRAXIT the holder may spring.
func vulnerable(p *traxit.Position, seat int) int {
	n := 0
	for h := p.HandMask(seat); h != 0; h &= h - 1 {
		if !p.HasMove(seat, bits.TrailingZeros32(h)) {
			n++
		}
	}
	return n
}

// seatValue estimates what seat will have banked: its score, a bonus
// already earned, and its pawns' points weighted by how near the next
// set end is, less the risk of the TRAXIT threats against it.
func seatValue(p *traxit.Position, seat int) float64 {
	v := float64(p.Score(seat))
	if p.Phase() == traxit.PhaseOver {
		return v
	}
	if p.BonusPending(seat) {
		v += traxit.BonusPoints
	}
	per := p.TurnsPerSet()
	rem := p.TurnsToSetEnd()
	w := 1 - 0.5*float64(rem-1)/float64(per)
	v += w * float64(pawnPoints(p, seat))
	if hand := bits.OnesCount32(p.HandMask(seat)); hand > 0 {
		v -= 0.5 * w * float64(highest(p, seat)) * float64(vulnerable(p, seat)) / float64(hand)
	}
	return v
}

// evaluate returns the value of p for seat me: its side's value minus
// the strongest opposing side's (the other team, or the best other
// player).
func evaluate(p *traxit.Position, me int) float64 {
	n := p.Players()
	var v [4]float64
	for s := range n {
		v[s] = seatValue(p, s)
	}
	if p.Team(me) >= 0 {
		t := me % 2
		return v[t] + v[t+2] - v[1-t] - v[3-t]
	}
	best, sum := -1e18, 0.0
	for s := range n {
		if s != me {
			best = max(best, v[s])
			sum += v[s]
		}
	}
	mean := sum / float64(n-1)
	return v[me] - (1-ffaMeanWeight)*best - ffaMeanWeight*mean
}

// ffaMeanWeight mixes, for 3 and 4 players each for themselves, the mean
// of the other players' values into the best of them: the AI wins by
// beating the best, but at a shallow depth every rival it holds down
// counts, and a rival that moves its own pawns up is then playing
// "against" the AI as the paranoid search assumes.
var ffaMeanWeight = 0.5
