// Package traxit owns the rules of TRAXIT (spec: testdata/spec-traxit.md):
// the 8x8 board of four nested levels with its obstacles, the start rows,
// the path cards (loaded from the embedded cards.json, so the true set can
// replace the provisional one without code), card custody, legal moves
// with every path cell free, TRAXIT relocation, set scoring with the
// level-4 bonus, the short game, the team game, and the game record with
// its parser. It knows nothing of the user interface or of search; the
// computer player lives in package traxit/ai and only calls this API.
//
// # API
//
// NewGame(Options) starts a game; Game.Apply(Action) (or Game.Play with
// the notation of one action) plays, Undo and Redo walk the history, and
// Game.Position() gives the current Position for drawing: Phase, ToMove,
// Chooser, Mover, PendingCard, Hand, Pawns, Square/Board, Scores,
// SetScores, TeamScores and Outcome. LegalActions lists every legal
// action; Routes lists a mover's legal moves with a card, each with a free
// route to draw. Errors are values carrying a Code (ErrCellOccupied, ...)
// that the user interface switches on; errors.Is works on all of them.
//
// A Position is a plain value: a search copies it and calls Apply.
//
// # Records
//
// Game.Record writes a header (every option resolved: players, teams,
// sets, rounds, start seat, card set and the cards in play, bonus mode,
// tie-break; 3 players add the empty side and the obstacle diagonal) and
// then one action per line: "place c1 f1", "card P07", "move c1 b4",
// "traxit e4 h2". ParseRecord also reads ";" between actions, "#"
// comments and blank lines, and reports a *RecordError with the line,
// the word and the Code.
//
// # State machine (spec §A.6)
//
//	PhasePlace   each player in turn from the start seat places both pawns
//	PhaseChoose  chooser = seat (start+t) mod n picks a card of the mover,
//	             seat (start+t+1) mod n
//	PhaseMove    the mover moves one pawn along the card (no passing)
//	PhaseTraxit  the mover had no legal move: the chooser sends one of the
//	             mover's pawns to an empty level-1 cell
//	PhaseOver    after n x RoundsPerSet x Sets turns
//
// The card is discarded when chosen; a set is scored after every
// n x RoundsPerSet turns.
//
// # Decisions where the spec is silent or was filled in
//
//   - Cells in records are chess-style: file a..h = column 0..7, rank 1..8
//     = row 7..0, so the spec's (7,2) is c1 and (0,0) is a8.
//   - A TRAXIT relocation may leave a pawn that already stands on level 1
//     where it is ("traxit a1 a1"), as the spec proposes; the victim's
//     pawn is chosen by the chooser.
//   - The level-4 bonus flag is set only by a move or relocation in the
//     set (spec §A.8): pawns that stay on level 4 from the previous set
//     without moving earn nothing new. BonusPerOccurrence counts each
//     change from "not both on level 4" to "both on level 4".
//   - Placement is sequential and public. The spec's option of hidden
//     simultaneous placement is left to the user interface: start rows
//     never overlap, so the order of placing never changes what is legal,
//     and a screen may hide placements until all are made.
//   - A random card subset (short game without CardIDs) and a random start
//     seat (StartSeat = RandomStart) come from Options.Seed; the record
//     stores the result, so replays never depend on the seed.
//   - The spec's "rotate the start clockwise in repeated games" is the
//     caller's: start a rematch with StartSeat = previous start + 1.
//   - A tie is a shared win (all tied seats are Winners); TieBreak uses the
//     last set's score (team sums in the team game), and a tie there is
//     still shared.
//   - 3 players: the empty side (default East) and the obstacle diagonal
//     (default (2,2)+(5,5)) are options; seats take the remaining sides in
//     the order S, W, N, E.
//   - A custom card set may hold up to 32 cards; Sets x RoundsPerSet must
//     not exceed it. Two cards of one shape (under rotation and reversal)
//     or a path crossing itself are refused when the set is loaded.
package traxit
