// Package aiworker is the computer player's side of the page/worker
// boundary: the message protocol between the page and the AI's Web Worker,
// and the games the worker hosts. A Request names a game, a position (the
// game's own record) and how hard to think; the Reply carries the move in
// the game's notation. Messages travel as JSON, e.g.
//
//	{"id": 7, "game": "trax", "variant": "trax", "record": "@0/ @1\\", "level": "club", "movetime_ms": 750, "options": {"hint": true}}
//	{"id": 7, "move": "A0/", "depth": 1, "score": 999999, "facts": [{"kind": "win-now", "method": "loop"}]}
//	{"id": 7, "error": "..."}
//
// and {"cancel": 7} stops request 7 (its reply then carries the best move
// found so far). What only one game understands travels in "options", a
// JSON object that the game's own worker package defines, writes and reads
// (Trax's seed, rolled tile, hint and review: traxworker.Options); this
// package never looks inside it. A game's worker may answer with the
// judgement of a turn ("review") instead of a move's reasons, e.g.
//
//	{"id": 8, "move": "A0/", "review": {"before": 1000, "after": -273, "verdict": "missed-win", "turns": 1, "proved": true}}
//
// Every request names its game: there is no default game.
//
// Handle answers one request by handing it to the Thinker
// its game registered (Register); the worker program (worker/) and the
// page's in-page fallback (app/aiclient) both call it, so they agree. Each
// game's AI is a package of its own (traxworker/), imported only where that
// game is played. The package uses neither go-app nor syscall/js.
package aiworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Request asks for a move.
type Request struct {
	ID int64 `json:"id"`
	// Game is the registered id of the game asked about ("trax",
	// "traxit"...). It is required: no game is the default.
	Game string `json:"game"`
	// Variant is the game's variant name, as the game names them ("" for
	// a game whose record says all).
	Variant string `json:"variant,omitempty"`
	// Record is the game so far in the game's record notation.
	Record string `json:"record"`
	// Level is the game's level name, as the game's AI names its levels.
	Level string `json:"level"`
	// MoveTimeMS is the time to think in milliseconds (0: one second).
	MoveTimeMS int `json:"movetime_ms"`
	// Depth, if positive, searches that many turns instead (tests).
	Depth int `json:"depth,omitempty"`
	// Options are what only this request's game understands, as a JSON
	// value its worker package writes and reads (nil: none). The shell
	// passes them through untouched.
	Options json.RawMessage `json:"options,omitempty"`
	// Cancel, when non-zero, is not a request but cancels request Cancel.
	Cancel int64 `json:"cancel,omitempty"`
}

// Reply answers a Request: a move or an error.
type Reply struct {
	ID     int64  `json:"id"`
	Move   string `json:"move,omitempty"`
	Depth  int    `json:"depth"`
	Score  int    `json:"score"`
	Nodes  int64  `json:"nodes"`
	TimeMS int64  `json:"time_ms"`
	// Facts say why the move was chosen, as data the page's catalogs
	// turn into words (the game decides what the fields mean).
	Facts []Fact `json:"facts,omitempty"`
	// Review answers a request for the judgement of a turn (Move is then
	// the better move in the position before the turn reviewed).
	Review *Review `json:"review,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// Review is the judgement of one turn, as data the page turns into marks,
// words and a graph (the game decides what the fields mean; for Trax see
// engine/trax/ai.TurnReview).
type Review struct {
	// Before and After value the position before and after the turn for
	// the player who made it, in the game's range (Trax: ±1000).
	Before int `json:"before"`
	After  int `json:"after"`
	// Verdict names what was proved against the turn ("" for nothing),
	// such as "missed-win" or "blunder"; Turns is its number of turns.
	Verdict string `json:"verdict,omitempty"`
	Turns   int    `json:"turns,omitempty"`
	// Proved reports that the proofs finished (false: no verdict for
	// lack of proof).
	Proved bool `json:"proved,omitempty"`
}

// Fact is one reason for a move: a kind and its details, such as
// {"kind": "stops-threat", "method": "loop", "place": "B3"}.
type Fact struct {
	Kind   string `json:"kind"`
	Method string `json:"method,omitempty"`
	Place  string `json:"place,omitempty"`
	Turns  int    `json:"turns,omitempty"`
}

// Thinker answers a request for one game. yield, if not nil, is called
// about every 10 ms of thinking so the worker can take messages; a
// cancelled ctx still yields the best move so far.
type Thinker func(ctx context.Context, r Request, yield func()) Reply

// games maps a game id to its Thinker.
var games = map[string]Thinker{}

// Register makes t answer the requests for game id. Each game's worker
// package (app/aiworker/traxworker...) calls it from init, so a worker
// program or page hosts exactly the games whose packages it imports.
func Register(id string, t Thinker) { games[id] = t }

// Hosts reports whether this program answers game's requests (its worker
// package is imported); "" is no game.
func Hosts(game string) bool {
	_, ok := games[game]
	return ok
}

// RecordAI is a game AI's entry point as engine/traxit/ai.Think and
// engine/trakkx/ai.Think offer it: it replays record, decides at level for
// whoever must act within about moveTime (or until ctx is done), and
// returns the action in the record's notation.
type RecordAI func(ctx context.Context, record, level string, moveTime time.Duration) (action string, err error)

// RecordThinker makes a Thinker of think: the request's record, level and
// time go to think, and its action or error comes back in the reply.
func RecordThinker(think RecordAI) Thinker {
	return func(ctx context.Context, r Request, _ func()) Reply {
		start := time.Now()
		action, err := think(ctx, r.Record, r.Level, time.Duration(r.MoveTimeMS)*time.Millisecond)
		rep := Reply{Move: action, TimeMS: time.Since(start).Milliseconds()}
		if err != nil {
			rep.Move, rep.Error = "", err.Error()
		}
		return rep
	}
}

// ParseRequest reads a JSON request.
func ParseRequest(data []byte) (Request, error) {
	var r Request
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("aiworker: bad request: %w", err)
	}
	return r, nil
}

// Encode returns the reply as JSON.
func (r Reply) Encode() []byte {
	b, err := json.Marshal(r)
	if err != nil {
		return []byte(`{"error":"aiworker: cannot encode reply"}`)
	}
	return b
}

// ErrNoGame is the error of a request that names no game.
var ErrNoGame = errors.New("aiworker: the request names no game")

// Handle answers r with the Thinker of r's game.
func Handle(ctx context.Context, r Request, yield func()) Reply {
	if r.Game == "" {
		return Reply{ID: r.ID, Error: ErrNoGame.Error()}
	}
	think, ok := games[r.Game]
	if !ok {
		return Reply{ID: r.ID, Error: fmt.Sprintf("aiworker: unknown game %q", r.Game)}
	}
	rep := think(ctx, r, yield)
	rep.ID = r.ID
	return rep
}
