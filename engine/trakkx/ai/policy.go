package ai

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	T "traxapp/engine/trakkx"
)

// Level is a strength of the computer player (§B.11).
type Level uint8

// The levels.
const (
	// Easy uses generators 1–3 (hand melds, new groups, extending lines)
	// and picks at random among the other actions.
	Easy Level = iota
	// Medium uses generators 1–6 with greedy scoring, picks display
	// tokens by meld potential against the expected draw, and plays its
	// action tokens when it cannot lay down.
	Medium
	// Hard is Medium with a small beam over the first lay-down step and
	// determinised look-ahead (sampling the hidden hands from the View)
	// to time its action tokens against an opponent about to go out.
	Hard
)

// String returns "easy", "medium" or "hard".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	}
	return "?"
}

// ParseLevel reads "easy", "medium" or "hard" (any case).
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "easy":
		return Easy, nil
	case "medium":
		return Medium, nil
	case "hard":
		return Hard, nil
	}
	return 0, fmt.Errorf("ai: unknown level %q (easy, medium, hard)", s)
}

// ErrNotToMove is returned when the view's seat has nothing to decide.
var ErrNotToMove = errors.New("ai: the seat is not to move")

// Think replays a game record, takes the View of the seat to act, and
// returns that seat's action in the record's notation (FormatAction). The
// record only builds the View: the decision sees nothing else. It honours
// ctx and spends about moveTime (0: a default of 500 ms): optional
// search stops at moveTime, and the whole decision at 1.25 × moveTime.
func Think(ctx context.Context, record string, level string, moveTime time.Duration) (action string, err error) {
	lv, err := ParseLevel(level)
	if err != nil {
		return "", err
	}
	g, err := T.ParseRecord(record)
	if err != nil {
		return "", err
	}
	if g.Outcome().Over() {
		return "", fmt.Errorf("ai: the game is over")
	}
	h := fnv.New64a()
	h.Write([]byte(record))
	a, err := Choose(ctx, g.View(g.ToMove()), lv, moveTime, h.Sum64())
	if err != nil {
		return "", err
	}
	return T.FormatAction(a), nil
}

// Choose decides the action of the view's seat, which must be the seat to
// move, from the View alone. seed fixes its random choices.
func Choose(ctx context.Context, v T.View, lv Level, moveTime time.Duration, seed uint64) (T.Action, error) {
	if v.Outcome().Over() || v.ToMove() != v.Seat() {
		return T.Action{}, ErrNotToMove
	}
	if err := ctx.Err(); err != nil {
		return T.Action{}, err
	}
	if moveTime <= 0 {
		moveTime = 500 * time.Millisecond
	}
	now := time.Now()
	d := &decider{v: v, lv: lv, rng: rand.New(rand.NewPCG(seed, 0x7472616b6b78)),
		clk: &clock{ctx: ctx, soft: now.Add(moveTime), hard: now.Add(moveTime + moveTime/4)}}
	if v.Phase() == T.PhaseSwap {
		return T.Give(v.Seat(), d.give()...), nil
	}
	a := d.turn()
	if err := ctx.Err(); err != nil {
		return T.Action{}, err
	}
	return a, nil
}

type decider struct {
	v   T.View
	lv  Level
	rng *rand.Rand
	clk *clock
}

// budget reports whether there is time left for optional work.
func (d *decider) budget() bool { return d.clk.softLeft() }

func (d *decider) gens() gens {
	switch d.lv {
	case Easy:
		return gens{newGroups: true}
	case Medium:
		return gens{cross: true, rearrange: true, newGroups: true}
	}
	return gens{cross: true, rearrange: true, newGroups: true, deep: true}
}

func (d *decider) turn() T.Action {
	v, seat := d.v, d.v.Seat()
	width := 1
	if d.lv == Hard {
		width = 6
	}
	lay, placed, _ := bestLayDown(v, d.gens(), width, d.clk)
	hand := v.Hand()
	var numbers int
	var plus3, swap []T.TokenID
	for _, id := range hand {
		switch id.Kind() {
		case T.Number:
			numbers++
		case T.Plus3:
			plus3 = append(plus3, id)
		case T.Swap:
			swap = append(swap, id)
		}
	}
	if d.lv == Easy {
		if lay != nil {
			return T.LayDown(seat, lay)
		}
		return d.randomOther(plus3, swap)
	}
	if lay != nil && placed == numbers && len(plus3)+len(swap) == 0 {
		return T.LayDown(seat, lay) // goes out
	}
	// An opponent close to going out draws three.
	if len(plus3) > 0 {
		if o, danger := d.threat(); danger {
			return T.PlayAction(seat, plus3[0], o)
		}
	}
	if lay != nil {
		return T.LayDown(seat, lay)
	}
	if len(plus3) > 0 {
		o, _ := d.threat()
		return T.PlayAction(seat, plus3[0], o)
	}
	if len(swap) > 0 {
		return T.PlayAction(seat, swap[0], 0)
	}
	if d.lv == Hard {
		if a, ok := d.lookPick(); ok {
			return a
		}
	}
	if a, ok := d.pick(); ok {
		return a
	}
	return T.Pass(seat)
}

// threat returns the opponent to aim a PLUS3 at and whether it is urgent.
// Medium looks at hand counts; Hard samples the hidden hands and asks
// whether the opponent could lay down all its tokens next turn.
func (d *decider) threat() (int, bool) {
	v := d.v
	best, least := -1, 1<<30
	for k := 1; k < v.Players(); k++ {
		o := (v.Seat() + k) % v.Players()
		if n := v.HandCount(o); n < least {
			best, least = o, n
		}
	}
	if d.lv != Hard || least > 6 {
		return best, least <= 3
	}
	// Determinised look-ahead: in sampled worlds, can an opponent go out?
	outs := make([]int, v.Players())
	samples := 0
	for samples < 6 && d.budget() {
		g, err := v.Sample(d.rng.Uint64())
		if err != nil {
			break
		}
		samples++
		for k := 1; k < v.Players(); k++ {
			o := (v.Seat() + k) % v.Players()
			if v.HandCount(o) > 6 {
				continue
			}
			if canGoOut(g.View(o), d.clk) {
				outs[o]++
			}
		}
	}
	top := best
	for o, n := range outs {
		if n > outs[top] || (n == outs[top] && v.HandCount(o) < v.HandCount(top) && o != v.Seat()) {
			top = o
		}
	}
	if samples == 0 {
		return best, least <= 3
	}
	return top, outs[top]*3 >= samples || least <= 2
}

// canGoOut reports whether the view's seat holds only number tokens and
// the medium planner lays them all down.
func canGoOut(v T.View, c *clock) bool {
	n := 0
	for _, id := range v.Hand() {
		if id.IsAction() {
			return false
		}
		n++
	}
	_, placed, _ := bestLayDown(v, gens{cross: true, newGroups: true}, 1, c)
	return placed == n
}

// takeOptions are the seat to move's ways of taking a token: each
// TAKE_DISPLAY, then DRAW_BAG if the bag allows it.
func takeOptions(v T.View) []T.Action {
	seat := v.Seat()
	var opts []T.Action
	for _, id := range v.Display() {
		opts = append(opts, T.TakeDisplay(seat, id))
	}
	if v.CanDrawBag() {
		opts = append(opts, T.DrawBag(seat))
	}
	return opts
}

// randomOther is Easy's choice when it cannot lay down.
func (d *decider) randomOther(plus3, swap []T.TokenID) T.Action {
	v, seat := d.v, d.v.Seat()
	opts := takeOptions(v)
	for _, id := range plus3 {
		o := (seat + 1 + d.rng.IntN(v.Players()-1)) % v.Players()
		opts = append(opts, T.PlayAction(seat, id, o))
	}
	for _, id := range swap {
		opts = append(opts, T.PlayAction(seat, id, 0))
	}
	if len(opts) == 0 {
		return T.Pass(seat)
	}
	return opts[d.rng.IntN(len(opts))]
}

// pick chooses TAKE_DISPLAY or DRAW_BAG: the display token that adds
// most to the hand's meld potential, unless the expected gain of a blind
// draw over the unseen tokens is higher.
func (d *decider) pick() (T.Action, bool) {
	v, seat := d.v, d.v.Seat()
	hand := numbersOf(v.Hand())
	lines := tableEnds(v.Table())
	base := potential(hand, lines)
	bestGain, bestTok := -1.0, T.TokenID(0)
	for _, id := range v.Display() {
		g := 0.0
		if id.IsAction() {
			g = 1.5 // an action token is a free turn later
		} else {
			g = potential(append(slices.Clone(hand), id), lines) - base
		}
		if g > bestGain {
			bestGain, bestTok = g, id
		}
	}
	if v.CanDrawBag() {
		unseen := v.Unseen()
		sum, n := 0.0, 0
		for _, id := range unseen {
			if id.IsAction() {
				sum += 1.5
			} else {
				sum += potential(append(slices.Clone(hand), id), lines) - base
			}
			n++
		}
		if n > 0 && sum/float64(n) >= bestGain {
			return T.DrawBag(seat), true
		}
	}
	if bestGain >= 0 {
		return T.TakeDisplay(seat, bestTok), true
	}
	if v.CanDrawBag() {
		return T.DrawBag(seat), true
	}
	return T.Action{}, false
}

func numbersOf(ids []T.TokenID) []T.TokenID {
	var out []T.TokenID
	for _, id := range ids {
		if !id.IsAction() {
			out = append(out, id)
		}
	}
	return out
}

// tableEnds lists the lines on the table (segments of 3+), for the
// potential's "fits at an end" term.
func tableEnds(t T.Table) [][]T.TokenID {
	var out [][]T.TokenID
	for c := range t {
		for _, d := range dirs[:2] {
			if _, ok := t[add(c, T.Pos{Row: -d.Row, Col: -d.Col})]; ok {
				continue
			}
			s := segment(t, c, d)
			if len(s) >= 3 {
				out = append(out, s, reversed(s))
			}
		}
	}
	return out
}

func reversed(s []T.TokenID) []T.TokenID {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}

// usefulness of token id in hand: 1 in a hand meld, 0.6 if it extends a
// table line, else 0.25 per partner (same value, or same colour within
// two), at most 0.5.
func usefulness(id T.TokenID, hand []T.TokenID, inMeld map[T.TokenID]bool, lines [][]T.TokenID) float64 {
	if inMeld[kindOf(id)] {
		return 1
	}
	for _, l := range lines {
		if fits(l, id) {
			return 0.6
		}
	}
	p := 0.0
	for _, h := range hand {
		if h == id {
			continue
		}
		dv := h.Value() - id.Value()
		if (dv == 0 && h.Color() != id.Color()) || (h.Color() == id.Color() && dv != 0 && dv >= -2 && dv <= 2) {
			p += 0.25
		}
	}
	return min(p, 0.5)
}

func kindOf(id T.TokenID) T.TokenID { return T.NumberToken(id.Color(), id.Value(), 0) }

func meldKinds(hand []T.TokenID) map[T.TokenID]bool {
	m := map[T.TokenID]bool{}
	for _, ml := range melds(hand) {
		for _, id := range ml {
			m[kindOf(id)] = true
		}
	}
	return m
}

// potential is the hand's meld potential: the sum of its tokens'
// usefulness.
func potential(hand []T.TokenID, lines [][]T.TokenID) float64 {
	in := meldKinds(hand)
	s := 0.0
	for _, id := range hand {
		s += usefulness(id, hand, in, lines)
	}
	return s
}

// give chooses the SWAP choice: Easy at random; the others pass the least
// useful tokens, the higher value first, action tokens last.
func (d *decider) give() []T.TokenID {
	v := d.v
	hand := v.Hand()
	n := v.GiveCount()
	if d.lv == Easy {
		d.rng.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		return hand[:n]
	}
	nums := numbersOf(hand)
	in := meldKinds(nums)
	lines := tableEnds(v.Table())
	score := func(id T.TokenID) float64 {
		if id.IsAction() {
			return 10
		}
		return usefulness(id, nums, in, lines) - 0.01*float64(id.Value())
	}
	slices.SortStableFunc(hand, func(a, b T.TokenID) int {
		sa, sb := score(a), score(b)
		switch {
		case sa < sb:
			return -1
		case sa > sb:
			return 1
		}
		return 0
	})
	return hand[:n]
}

// lookPick is Hard's TAKE_DISPLAY or DRAW_BAG by determinised look-ahead:
// in worlds sampled from the View, apply the option and count the tokens
// the planner could lay down on the next turn (the table as now), plus a
// little of the meld potential to break ties. Draws average over the
// samples.
func (d *decider) lookPick() (T.Action, bool) {
	v, seat := d.v, d.v.Seat()
	opts := takeOptions(v)
	if len(opts) == 0 {
		return T.Action{}, false
	}
	lines := tableEnds(v.Table())
	value := func(a T.Action, samples int) (float64, bool) {
		sum := 0.0
		for range samples {
			if !d.budget() {
				return 0, false
			}
			g, err := v.Sample(d.rng.Uint64())
			if err != nil || g.Apply(a) != nil {
				return 0, false
			}
			nv := g.View(seat)
			_, placed, pts := bestLayDown(nv, gens{cross: true, rearrange: true, newGroups: true}, 1, d.clk)
			sum += float64(placed) + 0.01*float64(pts) + 0.2*potential(numbersOf(nv.Hand()), lines)
		}
		return sum / float64(samples), true
	}
	best, bestV := -1, -1.0
	for i, a := range opts {
		n := 1
		if a.Kind == T.DrawBagKind {
			n = 6
		}
		val, ok := value(a, n)
		if !ok {
			return T.Action{}, false
		}
		if a.Kind == T.TakeDisplayKind && a.Token.IsAction() {
			val += 1.5
		}
		if val > bestV {
			best, bestV = i, val
		}
	}
	return opts[best], true
}
