// Package trakkx owns the rules of TRAKKX (Thade Precht, Schmidt Spiele
// 2014) as written in testdata/spec-trakkx.md: the 116 tokens, the seeded
// bag and the display, the four actions and the pass, the SWAP sub-phase,
// the table rules TV1–TV3 and the legal lay-down of §B.5, winning,
// blocked games, single-game and multi-game scoring, the information model
// (View) and the game record. It knows nothing of the user interface, the
// browser, or the computer player (package ai is a client of it).
//
// # Shape
//
// A Game holds the whole truth. NewGame deals from Options.Seed; Apply
// plays an Action built by TakeDisplay, DrawBag, PlayAction, LayDown, Pass
// or Give and refuses a bad one with a *LayDownError (table and §B.5
// problems, each a Problem with a Code, the group index and the cells) or
// an *ActionError (a Code). The UI switches on codes; Error strings are
// for developers. Game.View(seat) is the only thing a player or an AI
// receives: the seat's own hand and public facts, in unexported fields, so
// hidden hands cannot be read through it. View.CheckLayDown is the
// validator the UI runs while a player arranges tokens, and View.Sample
// deals the unseen tokens at random for a determinising search.
//
// # What the UI calls
//
//	g, err := trakkx.NewGame(trakkx.Options{Players: 4, Seed: s, Start: 0})
//	g.ToMove(), g.Phase(), g.Pending()     // who acts; PhaseSwap collects Give from every seat
//	v := g.View(seat)                      // v.Hand(), v.Table(), v.Display(), v.BagCount(),
//	                                       // v.HandCount(s), v.Opened(s), v.Known(s), v.Events(),
//	                                       // v.CanTakeDisplay(), v.CanDrawBag(), v.CanPass(), v.MustGive()
//	v.CheckLayDown(table) []Problem        // live validation while arranging: Code, Group, Cells
//	trakkx.CheckTable(table, limit)        // TV1–TV3 only
//	g.Apply(trakkx.LayDown(seat, table))   // or TakeDisplay, DrawBag, PlayAction, Pass, Give
//	trakkx.CodeOf(err)                     // the Code to translate
//	g.Outcome(), g.Scores()                // Method (WentOut, Blocked), Winners; per-seat points
//	g.Record(), trakkx.ParseRecord(text)   // save and load; FormatAction/ParseAction for one line
//	trakkx.NewSeries(n).Add(g) ... Totals(), Leaders(tieBreak), NextStart(first)
//
// Record and ParseRecord write and read the text record (header, then one
// action per line, see FormatAction); a game replays exactly from its seed
// and actions. Series adds games up for multi-game play.
//
// Validation is linear in the table: one scan per direction for segments,
// one breadth-first search for groups (plus sorting the few problems and
// groups into a stable order).
//
// # Decisions where the specification is silent or was refined
//
//   - Seats are numbered from 0 in the API and P1–P4 in records; the left
//     neighbour of seat s is s+1. Tokens are written R5a/R5b (colour,
//     value, copy), SWAPa/SWAPb, PLUS3a/PLUS3b; cells as row,col.
//   - The bag is shuffled once from the seed with splitmix64 and drawn
//     from its end; the deal is 15 tokens to seat 0, then 1, ..., then 6
//     to the display. The generator is part of this package so that a
//     seed deals the same game on every platform and Go version.
//   - Pass (§B.3) is allowed exactly when the bag and the display are
//     empty and the player holds no action token. Whether some legal
//     lay-down exists cannot be decided cheaply (it is a Rummikub-like
//     search), so a player who could lay down may still pass then; a
//     pass is never allowed while a token can be taken, drawn or played.
//   - A player who empties their hand wins at the end of the turn. The
//     one other way a hand can empty is SWAP when the actor played their
//     last token: the actor passes nothing, so the left neighbour passes
//     two and receives none. Then (not in the spec) at the end of the SWAP
//     turn the first empty hand clockwise from the actor wins.
//   - The SWAP sub-phase accepts the choices in any order; ToMove names
//     the first seat still owing one, clockwise from the actor. A choice
//     must hold exactly min(2, hand size) distinct tokens of the hand.
//     Passes in a SWAP are known to giver and receiver only (View.Known).
//   - A SWAP or PLUS3 resets the run of passes, as any non-pass action.
//   - Blocked game: the seats with the least hand points share the win;
//     Outcome.Winners lists them and they score 0.
//   - §B.5.6 is applied to group counts exactly as written; with
//     Options.StrictLastOpener the last opener is held to g' ≤ g+1.
//   - NoProgress counts number tokens from the hand only; an action token
//     on the table is reported as ActionOnTable.
//   - The table is logically unbounded but cells beyond ±MaxCoord (2²⁰)
//     are refused with OffTable, so that no arithmetic can overflow; the
//     UI may cap the table further (64×64).
//   - Problem.Group indexes Groups(final): groups ordered by their first
//     cell in reading order (row, then column).
//   - A lay-down's new tokens are public once on the table; Event.Placed
//     lists them. A display pick is public; a blind draw (bag or PLUS3) is
//     known to the drawer only.
package trakkx
