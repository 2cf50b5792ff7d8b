// Package traxworker is Trax's computer player as the AI worker hosts it:
// it answers aiworker requests for game "trax" (every variant) with
// engine/trax/ai's search, one engine per variant, and turns the search's
// reasons into facts on the wire and back. Trax's own part of a request
// (the seed, the rolled tile, hint, review) travels as the request's
// options (Options). A review request (Options.Review) is answered with
// ai.Engine.ReviewTurn on the record's last turn, with one prover per
// variant. Importing it registers it.
package traxworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// traxTableBytes bounds the transposition table of each Trax variant's
// engine in the browser.
const traxTableBytes = 4 << 20

// Game is Trax's id in the worker's requests.
const Game = "trax"

func init() { aiworker.Register(Game, think) }

// Options are Trax's part of a request, sent as aiworker.Request.Options.
type Options struct {
	// Seed is the luck seed of a game with chance (a Tur-TRAX game's die).
	Seed uint64 `json:"seed,omitempty"`
	// Tile, in Tur-TRAX, is the rolled tile (1-6, as displayed), when the
	// caller knows it; it overrides the roll from Seed.
	Tile int `json:"tile,omitempty"`
	// Hint asks for the reasons of the move as well (Reply.Facts).
	Hint bool `json:"hint,omitempty"`
	// Review asks for the review of the record's last turn instead of a
	// move (Reply.Review); the request's MoveTimeMS then bounds the
	// review's searches.
	Review bool `json:"review,omitempty"`
}

// Encode returns o as a request's options; nil for no options.
func (o Options) Encode() json.RawMessage {
	if o == (Options{}) {
		return nil
	}
	b, err := json.Marshal(o)
	if err != nil {
		return nil // four plain fields always encode
	}
	return b
}

// DecodeOptions reads a request's options; none are the zero Options.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if len(raw) == 0 || string(raw) == "null" {
		return o, nil
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		return Options{}, fmt.Errorf("traxworker: bad options: %w", err)
	}
	return o, nil
}

// Request returns the request for a move (or, with o.Review, a review) in
// the Trax game of variant whose record is record, at level, thinking
// about moveTime.
func Request(variant, record, level string, moveTime time.Duration, o Options) aiworker.Request {
	return aiworker.Request{Game: Game, Variant: variant, Record: record, Level: level,
		MoveTimeMS: int(moveTime / time.Millisecond), Options: o.Encode()}
}

// perVariant holds one T per variant, made on first use: a variant's
// search engine or prover keeps what it learnt between requests, and one
// variant never reads what another's stored.
type perVariant[T any] struct {
	mu   sync.Mutex
	m    map[string]T
	make func() T
}

// get returns variant's T, making it on first use.
func (p *perVariant[T]) get(variant string) T {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.m[variant]
	if !ok {
		if p.m == nil {
			p.m = map[string]T{}
		}
		t = p.make()
		p.m[variant] = t
	}
	return t
}

// traxEngines holds one search engine per variant, so that a Loop Trax
// search never reads what a Trax search stored, and each keeps its table
// between requests.
var traxEngines = perVariant[*ai.Engine]{make: func() *ai.Engine { return ai.NewEngine(traxTableBytes) }}

// position loads r's game and returns its position and the tile to
// play (Empty unless Tur-TRAX).
func position(r aiworker.Request, o Options) (*trax.Position, trax.Tile, error) {
	v, err := trax.VariantByName(r.Variant)
	if err != nil {
		return nil, 0, err
	}
	g, err := trax.LoadSeededRecord(v, o.Seed, r.Record)
	if err != nil {
		return nil, 0, err
	}
	if g.Outcome().Over() {
		return nil, 0, ai.ErrGameOver
	}
	tile := trax.Empty
	if v.Luck != trax.NoLuck {
		if o.Tile != 0 {
			tile = trax.Tile(o.Tile)
			if !tile.Valid() {
				return nil, 0, fmt.Errorf("traxworker: tile %d is not a tile", o.Tile)
			}
		} else if rolls := g.Rolls(); len(rolls) > 0 {
			tile = rolls[len(rolls)-1].Tile
		}
	}
	return g.Position(), tile, nil
}

// traxProvers holds one prover per variant (a prover keeps what it
// proved between the turns of one game's review).
var traxProvers = perVariant[*ai.Prover]{make: func() *ai.Prover { return ai.NewProver(0) }}

// Bounds of a review request's proofs: two turns deep, at most
// reviewProofNodes positions each, so that a review of every turn stays
// quick in the browser; a proof three turns deep can cost a large part of
// a second a turn, too slow for it.
const (
	reviewProofTurns       = 2
	reviewProofNodes int64 = 20000
)

// ErrNoTurn means a review request's record has no turn to review.
var ErrNoTurn = errors.New("traxworker: the record has no turn to review")

// review answers a review request: the judgement of the record's last
// turn, and the better move in the position before it.
func review(ctx context.Context, r aiworker.Request, o Options, yield func()) aiworker.Reply {
	rep := aiworker.Reply{ID: r.ID}
	v, err := trax.VariantByName(r.Variant)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	g, err := trax.LoadSeededRecord(v, o.Seed, r.Record)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	moves := g.MoveList()
	if len(moves) == 0 {
		rep.Error = ErrNoTurn.Error()
		return rep
	}
	g.GoTo(len(moves) - 1)
	opt := ai.ReviewOptions{MoveTime: time.Duration(r.MoveTimeMS) * time.Millisecond, Depth: r.Depth,
		ProofTurns: reviewProofTurns, ProofNodes: reviewProofNodes, Yield: yield}
	if opt.MoveTime <= 0 {
		opt.MoveTime = time.Second
	}
	if r.Depth <= 0 {
		opt.Depth = 0
	}
	start := time.Now()
	tr, err := traxEngines.get(r.Variant).ReviewTurn(ctx, traxProvers.get(r.Variant), g.Position(), moves[len(moves)-1], opt)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	rep.Move, rep.TimeMS = tr.BestNotation, time.Since(start).Milliseconds()
	rep.Review = &aiworker.Review{Before: tr.Before, After: tr.After, Verdict: tr.Verdict.String(), Turns: tr.Turns, Proved: tr.Proved}
	return rep
}

// think answers a Trax request (any variant).
func think(ctx context.Context, r aiworker.Request, yield func()) aiworker.Reply {
	rep := aiworker.Reply{ID: r.ID}
	o, err := DecodeOptions(r.Options)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	if o.Review {
		return review(ctx, r, o, yield)
	}
	pos, tile, err := position(r, o)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	level := ai.Maximum
	if r.Level != "" {
		if level, err = ai.LevelByName(r.Level); err != nil {
			rep.Error = err.Error()
			return rep
		}
	}
	opt := level.Options(time.Duration(r.MoveTimeMS)*time.Millisecond, uint64(r.ID)^uint64(pos.Turns())<<32)
	if r.Depth > 0 {
		opt.Depth, opt.MoveTime = r.Depth, 0
	}
	opt.Tile, opt.Yield = tile, yield
	res, err := traxEngines.get(r.Variant).Search(ctx, pos, opt)
	if err != nil {
		if errors.Is(err, ai.ErrNoMove) && tile != trax.Empty {
			err = fmt.Errorf("%w with the rolled tile %v", err, tile)
		}
		rep.Error = err.Error()
		return rep
	}
	rep.Move, rep.Depth, rep.Score, rep.Nodes = res.Notation, res.Depth, res.Score, res.Nodes
	rep.TimeMS = res.Elapsed.Milliseconds()
	if o.Hint {
		for _, why := range ai.Explain(pos, res) {
			f := aiworker.Fact{Kind: why.Kind.String(), Place: why.Place, Turns: why.Turns}
			if why.Method == trax.ByLoop || why.Method == trax.ByLine {
				f.Method = why.Method.String()
			}
			rep.Facts = append(rep.Facts, f)
		}
	}
	return rep
}

// Reasons turns the facts of a Trax reply back into the engine's reasons;
// facts of unknown kinds are skipped.
func Reasons(facts []aiworker.Fact) []ai.Reason {
	var out []ai.Reason
	for _, f := range facts {
		k := ai.ReasonKindByName(f.Kind)
		if k == 0 {
			continue
		}
		why := ai.Reason{Kind: k, Place: f.Place, Turns: f.Turns}
		switch f.Method {
		case trax.ByLoop.String():
			why.Method = trax.ByLoop
		case trax.ByLine.String():
			why.Method = trax.ByLine
		}
		out = append(out, why)
	}
	return out
}
