package trax

import (
	"traxapp/app/round"
	"traxapp/app/round/clock"
	engine "traxapp/engine/trax"
)

// savedVersion is the version of the saved-game format. Raise it when the
// format changes; older data is then refused with a message, never
// misread.
const savedVersion = 1

// savedKey is the localStorage key of the game in progress of Trax;
// each other variant has its own (savedKeyFor), so a link that asks for
// 8x8 Trax never overwrites the Trax game in progress.
const savedKey = "traxapp.game"

// lastVariantKey keeps the name of the variant played last, which a visit
// without ?variant= continues.
const lastVariantKey = "traxapp.game.last"

// savedKeyFor returns the localStorage key of variant v's game in progress.
func savedKeyFor(v engine.Variant) string {
	if v.Name == engine.Trax.Name {
		return savedKey
	}
	return savedKey + "." + v.Name
}

// savedGame is the game in progress as stored in the browser: the whole
// record (moves taken back included, so redo survives a reload) and how
// many of its moves are on the board.
type savedGame struct {
	Version int    `json:"version"`
	Variant string `json:"variant"`
	Record  string `json:"record"`
	// Index is the number of moves on the board (less than the record's
	// moves while reviewing or after undo).
	Index int `json:"index"`
	// Opponent is the menu label of the opponent (OpponentChoice.Label),
	// empty for two players on this device; OpponentColor is "white" or
	// "red". Both are optional: an unknown label gives two players.
	Opponent string `json:"opponent,omitempty"`
	// Seed is the luck seed of a Tur-TRAX game (its die); 0 otherwise.
	Seed          uint64 `json:"seed,omitempty"`
	OpponentColor string `json:"opponentColor,omitempty"`
	// Clock is the game's clocks as they stood when saved; nil for a
	// game without a clock (round/clock: a reload brings them back
	// paused).
	Clock *clock.State `json:"clock,omitempty"`
}

// Errors of decodeSaved (round.Decode's); the message shown to the
// player depends on which.
var (
	errSavedUnreadable = round.ErrSavedUnreadable
	errSavedOld        = round.ErrSavedOld
	errSavedNewer      = round.ErrSavedNewer
)

// savedNotices are the messages of a save that cannot be read.
var savedNotices = round.SavedNotices{
	Unreadable: "trax.msg.saved-unreadable", Old: "trax.msg.saved-old", Newer: "trax.msg.saved-newer",
}

// savedErrorKey returns the catalog key of the message for a decodeSaved
// error.
func savedErrorKey(err error) string { return savedNotices.Key(err) }

// encodeSaved returns the stored form of game g played against the
// opponent labelled opponent ("" for two players) playing colour oc.
func encodeSaved(g *engine.Game, opponent string, oc engine.Color, k *clock.State) string {
	moves, record := g.Line()
	s := savedGame{
		Version: savedVersion,
		Variant: g.Variant().Name,
		Record:  record,
		Index:   min(g.Len(), len(moves)),
		Seed:    g.Seed(),
		Clock:   k,
	}
	if opponent != "" {
		s.Opponent, s.OpponentColor = opponent, oc.String()
	}
	return round.Encode(s)
}

// decodeSaved rebuilds a game from its stored form, with the rest of what
// was stored (the opponent). Anything unreadable gives an error and a nil
// game; the caller starts a fresh game.
func decodeSaved(data string) (*engine.Game, savedGame, error) {
	var s savedGame
	if err := round.Decode(data, savedVersion, &s); err != nil {
		return nil, s, err
	}
	v, err := engine.VariantByName(s.Variant)
	if err != nil || !offered(v) {
		return nil, s, errSavedUnreadable
	}
	g, err := engine.LoadSeededRecord(v, s.Seed, s.Record)
	if err != nil {
		return nil, s, errSavedUnreadable
	}
	if s.Index >= 0 && s.Index < g.Len() {
		g.GoTo(s.Index)
	}
	return g, s, nil
}
