package trakkx

// ActionKind is what a player does: one of the four actions of §B.3, a
// pass, or a SWAP choice (Give) in the SWAP sub-phase.
type ActionKind uint8

// The action kinds.
const (
	// TakeDisplayKind takes Token from the display (TAKE_DISPLAY).
	TakeDisplayKind ActionKind = iota + 1
	// DrawBagKind draws one token blind from the bag (DRAW_BAG).
	DrawBagKind
	// PlayActionKind plays action token Token; for PLUS3, Target is the
	// seat that draws three (PLAY_ACTION).
	PlayActionKind
	// LayDownKind lays hand tokens down; Final is the whole table after
	// the turn, rearranged as the player likes (LAY_DOWN).
	LayDownKind
	// PassKind passes, allowed only when no other action is available.
	PassKind
	// GiveKind is a seat's SWAP choice: Tokens are passed to the left
	// neighbour.
	GiveKind
)

// String returns the kind's notation word.
func (k ActionKind) String() string {
	switch k {
	case TakeDisplayKind:
		return "take"
	case DrawBagKind:
		return "draw"
	case PlayActionKind:
		return "play"
	case LayDownKind:
		return "lay"
	case PassKind:
		return "pass"
	case GiveKind:
		return "give"
	}
	return "?"
}

// Action is one thing a seat does. Build it with TakeDisplay, DrawBag,
// PlayAction, LayDown, Pass or Give.
type Action struct {
	Kind   ActionKind
	Seat   int
	Token  TokenID   // TakeDisplay, PlayAction
	Target int       // PlayAction with a PLUS3 token
	Final  Table     // LayDown
	Tokens []TokenID // Give
}

// TakeDisplay is TAKE_DISPLAY: seat takes token id from the display.
func TakeDisplay(seat int, id TokenID) Action {
	return Action{Kind: TakeDisplayKind, Seat: seat, Token: id}
}

// DrawBag is DRAW_BAG: seat draws one token from the bag.
func DrawBag(seat int) Action { return Action{Kind: DrawBagKind, Seat: seat} }

// PlayAction is PLAY_ACTION: seat plays action token id; target is the
// seat that draws three for a PLUS3 token, ignored for SWAP.
func PlayAction(seat int, id TokenID, target int) Action {
	return Action{Kind: PlayActionKind, Seat: seat, Token: id, Target: target}
}

// LayDown is LAY_DOWN: seat leaves the table as final.
func LayDown(seat int, final Table) Action {
	return Action{Kind: LayDownKind, Seat: seat, Final: final}
}

// Pass is a pass (only when nothing else is available).
func Pass(seat int) Action { return Action{Kind: PassKind, Seat: seat} }

// Give is seat's SWAP choice: the tokens passed to the left neighbour.
func Give(seat int, ids ...TokenID) Action {
	return Action{Kind: GiveKind, Seat: seat, Tokens: ids}
}
