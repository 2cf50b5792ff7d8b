// Package wire is the message protocol between the page and the AI worker:
// a Request names a position (variant and game record) and how hard to
// think; the Reply carries the move in official notation. Messages travel
// as JSON, e.g.
//
//	{"id": 7, "variant": "trax", "record": "@0/ @1\\", "level": "club", "movetime_ms": 750}
//	{"id": 7, "move": "A0/", "depth": 1, "score": 999999, "explanation": "wins now with a loop"}
//	{"id": 7, "error": "..."}
//
// and {"cancel": 7} stops request 7 (its reply then carries the best move
// found so far). Handle answers one request; the worker (worker.wasm) and
// the page's fallback (app/aiclient) both call it, so they agree.
package wire

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"traxapp/engine/ai"
	"traxapp/engine/trax"
)

// Request asks for a move.
type Request struct {
	ID int64 `json:"id"`
	// Variant is a trax.VariantByName name: "trax", "8x8", "loop", "tur".
	Variant string `json:"variant"`
	// Record is the game so far in official notation.
	Record string `json:"record"`
	// Seed is the luck seed of a Tur-TRAX game (trax.LoadSeededRecord);
	// the tile to play is then the game's current roll.
	Seed uint64 `json:"seed,omitempty"`
	// Tile, in Tur-TRAX, is the rolled tile (1-6, as displayed), when the
	// caller knows it; it overrides the roll from Seed.
	Tile int `json:"tile,omitempty"`
	// Level is an ai.LevelByName name: "beginner", "club", "strong", "max".
	Level string `json:"level"`
	// MoveTimeMS is the time to think in milliseconds (0: one second).
	MoveTimeMS int `json:"movetime_ms"`
	// Depth, if positive, searches that many turns instead (tests).
	Depth int `json:"depth,omitempty"`
	// Hint asks for the explanation of the move as well.
	Hint bool `json:"hint,omitempty"`
	// Cancel, when non-zero, is not a request but cancels request Cancel.
	Cancel int64 `json:"cancel,omitempty"`
}

// Reply answers a Request: a move or an error.
type Reply struct {
	ID          int64  `json:"id"`
	Move        string `json:"move,omitempty"`
	Depth       int    `json:"depth"`
	Score       int    `json:"score"`
	Nodes       int64  `json:"nodes"`
	TimeMS      int64  `json:"time_ms"`
	Explanation string `json:"explanation,omitempty"`
	Error       string `json:"error,omitempty"`
}

// ParseRequest reads a JSON request.
func ParseRequest(data []byte) (Request, error) {
	var r Request
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("wire: bad request: %w", err)
	}
	return r, nil
}

// Encode returns the reply as JSON.
func (r Reply) Encode() []byte {
	b, err := json.Marshal(r)
	if err != nil {
		return []byte(`{"error":"wire: cannot encode reply"}`)
	}
	return b
}

// Position loads the request's game and returns its position and the tile
// to play (Empty unless Tur-TRAX).
func (r Request) Position() (*trax.Position, trax.Tile, error) {
	v, err := trax.VariantByName(r.Variant)
	if err != nil {
		return nil, 0, err
	}
	g, err := trax.LoadSeededRecord(v, r.Seed, r.Record)
	if err != nil {
		return nil, 0, err
	}
	if g.Outcome().Over() {
		return nil, 0, ai.ErrGameOver
	}
	tile := trax.Empty
	if v.Luck != trax.NoLuck {
		if r.Tile != 0 {
			tile = trax.Tile(r.Tile)
			if !tile.Valid() {
				return nil, 0, fmt.Errorf("wire: tile %d is not a tile", r.Tile)
			}
		} else if rolls := g.Rolls(); len(rolls) > 0 {
			tile = rolls[len(rolls)-1].Tile
		}
	}
	return g.Position(), tile, nil
}

// Handle answers r with engine e (which keeps its table between calls).
// yield, if not nil, is called about every 10 ms of thinking (see
// ai.Options.Yield). A cancelled ctx still yields the best move so far.
func Handle(ctx context.Context, e *ai.Engine, r Request, yield func()) Reply {
	rep := Reply{ID: r.ID}
	pos, tile, err := r.Position()
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
	res, err := e.Search(ctx, pos, opt)
	if err != nil {
		if errors.Is(err, ai.ErrNoMove) && tile != trax.Empty {
			err = fmt.Errorf("%w with the rolled tile %v", err, tile)
		}
		rep.Error = err.Error()
		return rep
	}
	rep.Move, rep.Depth, rep.Score, rep.Nodes = res.Notation, res.Depth, res.Score, res.Nodes
	rep.TimeMS = res.Elapsed.Milliseconds()
	rep.Explanation = ai.Explain(pos, res)
	return rep
}
