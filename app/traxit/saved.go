package traxit

import (
	"encoding/json"
	"errors"

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
}

// seatPerson is how a person's seat is stored.
const seatPerson = "person"

// Errors of decodeSaved; the notice shown depends on which.
var (
	errSavedUnreadable = errors.New("the saved game could not be read")
	errSavedOld        = errors.New("the saved game is from an older version of the app")
	errSavedNewer      = errors.New("the saved game is from a newer version of the app")
)

// savedErrorKey returns the catalog key of the notice for a decodeSaved
// error.
func savedErrorKey(err error) string {
	if errors.Is(err, errSavedOld) {
		return "traxit.msg.saved-old"
	}
	if errors.Is(err, errSavedNewer) {
		return "traxit.msg.saved-newer"
	}
	return "traxit.msg.saved-unreadable"
}

// encodeSaved returns the stored form of game g with its seats and the
// actions taken back (redo, the next first).
func encodeSaved(g *engine.Game, seats, redo []string) string {
	s := savedGame{Version: savedVersion, Record: g.Record(), Redo: redo}
	for _, lv := range seats {
		if lv == Person {
			lv = seatPerson
		}
		s.Seats = append(s.Seats, lv)
	}
	b, _ := json.Marshal(s)
	return string(b)
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
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return nil, nil, errSavedUnreadable
	}
	if s.Version != savedVersion {
		if s.Version < savedVersion {
			return nil, nil, errSavedOld
		}
		return nil, nil, errSavedNewer
	}
	g, err := engine.ParseRecord(s.Record)
	if err != nil {
		return nil, nil, errSavedUnreadable
	}
	if len(s.Seats) != g.Position().Players() {
		return nil, nil, errSavedUnreadable
	}
	seats := make([]string, len(s.Seats))
	for i, lv := range s.Seats {
		if lv == seatPerson {
			lv = Person
		}
		if lv == Person || knownLevel(lv) {
			seats[i] = lv
			continue
		}
		return nil, nil, errSavedUnreadable
	}
	return g, seats, nil
}
