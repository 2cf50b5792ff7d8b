package traxit

import (
	"encoding/json"

	"traxapp/app/round"
	"traxapp/app/round/clock"
	engine "traxapp/engine/traxit"
)

// savedKey is the storage key of the TRAXIT game in progress.
const savedKey = "traxapp.traxit.game"

// savedVersion is the version of the saved-game format. Raise it when the
// format changes; older data is then refused with a notice, never misread.
const savedVersion = 1

// savedGame is the game in progress as stored: the engine's record (its
// header holds every option) and who plays each seat.
type savedGame struct {
	Version int    `json:"version"`
	Record  string `json:"record"`
	// Seats holds per seat "person" or a computer level ("easy", ...).
	Seats []string `json:"seats"`
	// Redo holds the actions taken back, the next to redo first, so that
	// redo survives a reload.
	Redo []string `json:"redo,omitempty"`
	// Clock is the game's clocks as they stood when saved; nil for a
	// game without a clock (round/clock: a reload brings them back
	// paused).
	Clock *clock.State `json:"clock,omitempty"`
}

// savedNotices are the notices of a save that cannot be read (an error
// of decodeSaved: round.Decode's, or round.ErrSavedUnreadable).
var savedNotices = round.SavedNotices{
	Unreadable: "traxit.msg.saved-unreadable", Old: "traxit.msg.saved-old", Newer: "traxit.msg.saved-newer",
}

// encodeSaved returns the stored form of game g with its seats and the
// actions taken back (redo, the next first).
func encodeSaved(g *engine.Game, seats, redo []string, k *clock.State) string {
	return round.Encode(savedGame{Version: savedVersion, Record: g.Record(), Seats: round.SeatsOf(seats).Words(), Redo: redo, Clock: k})
}

// savedClock returns the clocks of a stored game; nil for none.
func savedClock(data string) *clock.State {
	var s savedGame
	json.Unmarshal([]byte(data), &s) // read by decodeGame already
	return s.Clock
}

// decodeSaved rebuilds a game and its seats from their stored form, with
// the actions taken back ready to redo (those the engine refuses are
// dropped). Anything else unreadable (bad JSON, a record the engine
// refuses, seats that do not fit the game) gives an error and no game; it
// never panics.
func decodeSaved(data string) (*engine.Game, []string, []string, error) {
	g, seats, err := decodeGame(data)
	if err != nil {
		return nil, nil, nil, err
	}
	var s savedGame
	json.Unmarshal([]byte(data), &s) // read once already
	// Replaying the actions taken back, then taking them back again,
	// leaves them in the engine's redo history.
	played := 0
	for _, tok := range s.Redo {
		if g.Play(tok) != nil {
			break
		}
		played++
	}
	for range played {
		g.Undo()
	}
	return g, seats, s.Redo[:played], nil
}

// decodeGame reads the record and the seats of a stored game.
func decodeGame(data string) (*engine.Game, []string, error) {
	var s savedGame
	if err := round.Decode(data, savedVersion, &s); err != nil {
		return nil, nil, err
	}
	g, err := engine.ParseRecord(s.Record)
	if err != nil {
		return nil, nil, round.ErrSavedUnreadable
	}
	seats, ok := Levels.ParseWords(s.Seats)
	if !ok || len(seats) != g.Position().Players() {
		return nil, nil, round.ErrSavedUnreadable
	}
	return g, seats.Levels(), nil
}
