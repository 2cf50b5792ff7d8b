package lesson

import "traxapp/engine/trax"

// Steps is the course, from the first tile to a double threat, in the
// order it is taught. Each step's words are in the app's catalogs under
// "trax.lesson.<ID>." (title, task, explain). The positions come from
// the strategy advice of the Swedish, Russian and French rule texts
// (loops, lines, forced plays, threats and their defence) and from the
// positions the tactics tests prove (engine/trax/ai/testdata).
var Steps = []Step{
	{
		// A tile's colours must continue its neighbours'.
		ID: "first-tile", Variant: trax.Trax, Setup: `@0/`, ToMove: trax.Red,
		Goal: Goal{Kind: AnyLegal}, Offer: OfferAll,
		Examples: []string{"B1/", "A2+"},
		Wrong:    []WrongMove{{Move: "B1/", Swap: true, Why: ColorClash}, {Move: "A2+", Swap: true, Why: ColorClash}},
	},
	{
		// Two edges of one colour meeting at an empty space: it is filled.
		ID: "forced-space", Variant: trax.Trax, Setup: `@0+ B1/`, ToMove: trax.White,
		Goal:     Goal{Kind: Forcing, Forced: 1},
		Examples: []string{"B2/", "A2\\"},
		Wrong:    []WrongMove{{Move: "C1+", Why: TooFewForced}},
	},
	{
		// One tile can set off a chain of forced tiles.
		ID: "forced-chain", Variant: trax.Trax, Setup: `@0+ B1+ C1\ D1\`, ToMove: trax.White,
		Goal:  Goal{Kind: Forcing, Forced: 3},
		Wrong: []WrongMove{{Move: "E1+", Why: TooFewForced}},
	},
	{
		// A forced play may not leave three edges of one colour at a space.
		ID: "three-edges", Variant: trax.Trax, Setup: `@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/`, ToMove: trax.White,
		Goal: Goal{Kind: AnyLegal}, Offer: OfferFitting, Space: "C3",
		Examples: []string{"C3+"},
		Wrong:    []WrongMove{{Move: "C3/", Why: ThreeColors}},
	},
	{
		// Close a loop of your colour.
		ID: "close-loop", Variant: trax.Trax, Setup: `@0/ @1\`, ToMove: trax.White,
		Goal: Goal{Kind: WinLoop}, Only: true,
		Examples: []string{"A0/", "B0\\"},
		Wrong:    []WrongMove{{Move: "A2+", Why: NoWin}},
	},
	{
		// A forced tile may close the loop.
		ID: "forced-loop", Variant: trax.Trax, Setup: `@0/ B1+ C1\`, ToMove: trax.Red,
		Goal: Goal{Kind: WinLoop}, Only: true,
		Examples: []string{"B2+"},
		Wrong:    []WrongMove{{Move: "A0+", Why: NoWin}},
	},
	{
		// A line joins the outer edges of eight columns.
		ID: "line", Variant: trax.Trax, Setup: `@0+ B1+ C1+ D1+ E1+ F1+ G1+`, ToMove: trax.Red,
		Goal:     Goal{Kind: WinLine},
		Examples: []string{"H1+"},
		Wrong:    []WrongMove{{Move: "H1\\", Why: NoWin}},
	},
	{
		// Make a loop threat: a loop you could close next turn.
		ID: "make-threat", Variant: trax.Trax, Setup: `@0+ B1/`, ToMove: trax.White,
		Goal:     Goal{Kind: Threat},
		Examples: []string{"B2\\", "C1\\"},
		Wrong:    []WrongMove{{Move: "@1+", Why: NoThreat}},
	},
	{
		// Meet a loop threat by turning the path away.
		ID: "meet-threat", Variant: trax.Trax, Setup: `@0/ A2\`, ToMove: trax.White,
		Goal:  Goal{Kind: Defend},
		Wrong: []WrongMove{{Move: "B1\\", Why: LosesAtOnce}, {Move: "@1+", Why: OpponentWins}},
	},
	{
		// A move whose forced tiles close the opponent's loop loses.
		ID: "own-goal", Variant: trax.Trax, Setup: `@0/ A2/ B1+ C2\`, ToMove: trax.White,
		Goal:     Goal{Kind: Defend},
		Examples: []string{"B3+"},
		Wrong:    []WrongMove{{Move: "B3\\", Why: LosesAtOnce}, {Move: "A0+", Why: OpponentWins}},
	},
	{
		// The L-threat: one move, two loop threats.
		ID: "l-threat", Variant: trax.Trax, Setup: `@0/ A2+ @2/ @2/`, ToMove: trax.White,
		Goal: Goal{Kind: DoubleThreat}, Only: true,
		Examples: []string{"A1\\"},
	},
	{
		// A double threat cannot be stopped.
		ID: "double-threat", Variant: trax.Trax, Setup: `@0/ @1+ B2+ B3\ C2/ D2/ C1/ E3\ D4/`, ToMove: trax.Red,
		Goal: Goal{Kind: DoubleThreat}, Only: true,
		Examples: []string{"E1/"},
	},
}
