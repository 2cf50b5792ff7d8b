package ai

import (
	"math/bits"
	"math/rand/v2"

	"traxapp/engine/traxit"
)

// reach returns how far seat's pawn on from could climb with the cards of
// mask: the sum over those cards of the best level points one move reaches
// (the pawn's own points when the card leaves it stuck). A pawn that
// reaches little is a good place to leave a TRAXIT victim.
func reach(p *traxit.Position, seat int, from traxit.Cell, mask uint32) int {
	sum := 0
	var buf [8]traxit.Cell
	for h := mask; h != 0; h &= h - 1 {
		best := 0
		for _, to := range p.Destinations(from, bits.TrailingZeros32(h), buf[:0]) {
			best = max(best, to.Points()+25)
		}
		sum += best
	}
	return sum
}

// pickBest returns the action of acts with the highest score, ties broken
// at random by rng (or the first when rng is nil).
func pickBest(acts []traxit.Action, score func(traxit.Action) float64, rng *rand.Rand) traxit.Action {
	var best []traxit.Action
	bestV := -1e18
	for _, a := range acts {
		v := score(a)
		switch {
		case v > bestV+1e-9:
			best, bestV = append(best[:0], a), v
		case v > bestV-1e-9:
			best = append(best, a)
		}
	}
	if rng == nil || len(best) == 1 {
		return best[0]
	}
	return best[rng.IntN(len(best))]
}

// moverGain is the mover's one-ply view of the move a: the points its
// pawns would score, less a penalty for each card left that would catch
// it.
func moverGain(p *traxit.Position, a traxit.Action) float64 {
	q := *p
	m := p.Mover()
	if q.Apply(a) != nil {
		return -1e9
	}
	v := float64(pawnPoints(&q, m))
	if q.BonusPending(m) && !p.BonusPending(m) {
		v += traxit.BonusPoints
	}
	if hand := bits.OnesCount32(q.HandMask(m)); hand > 0 {
		v -= 0.5 * float64(highest(&q, m)) * float64(vulnerable(&q, m)) / float64(hand)
	}
	return v
}

// bestReply is the mover's best moverGain after the chooser picks card k
// (a TRAXIT counts as losing the higher pawn's points, less what the
// chooser can make of it).
func bestReply(p *traxit.Position, k int) float64 {
	q := *p
	if q.Apply(traxit.ChooseAction(k)) != nil {
		return 1e9
	}
	m := q.Mover()
	if q.Phase() == traxit.PhaseTraxit {
		return float64(pawnPoints(&q, m)-highest(&q, m)) - 10
	}
	best := -1e18
	var buf [16]traxit.Action
	for _, a := range q.LegalActions(buf[:0]) {
		best = max(best, moverGain(&q, a))
	}
	return best
}

// relocationValue scores a TRAXIT relocation for the chooser: pull the
// victim's highest pawn, to where its remaining cards reach least.
func relocationValue(p *traxit.Position, a traxit.Action) float64 {
	m := p.Mover()
	q := *p
	if q.Apply(a) != nil {
		return -1e9
	}
	v := float64(a.From.Points()) * 100
	v -= float64(reach(&q, m, a.To, q.HandMask(m)))
	if a.To.Corner() {
		v += 5
	}
	return v
}

// placementValue scores a placement: the sum of both cells' reach with
// all of the placer's cards, less a penalty when the pawns stand side by
// side and block each other.
func placementValue(p *traxit.Position, a traxit.Action) float64 {
	q := *p
	seat := p.ToMove()
	if q.Apply(a) != nil {
		return -1e9
	}
	v := float64(reach(&q, seat, a.From, q.HandMask(seat)) + reach(&q, seat, a.To, q.HandMask(seat)))
	if d := int(a.From.R-a.To.R) + int(a.From.C-a.To.C); d == 1 || d == -1 {
		v -= 50
	}
	return v
}

// greedy is the medium level's decision.
func greedy(p *traxit.Position, rng *rand.Rand) traxit.Action {
	acts := p.LegalActions(nil)
	switch p.Phase() {
	case traxit.PhasePlace:
		return pickBest(acts, func(a traxit.Action) float64 { return placementValue(p, a) }, rng)
	case traxit.PhaseChoose:
		return pickBest(acts, func(a traxit.Action) float64 { return -bestReply(p, a.Card) }, rng)
	case traxit.PhaseMove:
		return pickBest(acts, func(a traxit.Action) float64 { return moverGain(p, a) }, rng)
	}
	return pickBest(acts, func(a traxit.Action) float64 { return relocationValue(p, a) }, rng)
}
