// Package puzzle owns Trax's puzzles: a committed set of positions from
// real play (seeded self-play at different levels and the public game
// records of engine/trax/testdata), each proved by the exhaustive Prover
// of engine/trax/ai, and the judge that answers a learner's moves on
// them.
//
// A Puzzle is a position (a variant, "trax" or "8x8", and the game record
// that leads to it) with a question for the player to move:
//
//   - KindWin: win within Turns (1 to 3) of your own turns whatever the
//     opponent does; Answers lists every first move that does, and there
//     is no win in fewer turns.
//   - KindDefend: the opponent threatens to win within Turns of its own
//     turns; Answers lists every move that keeps it from doing so, and
//     some legal move does not.
//
// The set (puzzles.json, embedded) is written by `go run . puzzles
// generate` and re-proved by `go run . puzzles verify` and by the tests.
// All, ByID and Daily read it; Daily picks the puzzle of a calendar date
// without any network, walking the whole set before it repeats.
//
// Grade (1 easiest to 5 hardest) is derived from facts of the puzzle,
// never chosen by hand (see Facts.Grade): the kind and number of turns
// give a base (win in 1: 0, defend 1 turn: 1, win in 2: 2, defend 2
// turns: 3, win in 3: 4); one point is added when only one move solves
// it, and one when the proof of its answers needed many positions
// (ProofNodes at least BigProof: a deep or wide tree to see through); one
// point is taken off when many moves solve it (at least 4, or a quarter
// of the legal moves). The sum, clamped to 0..4, plus one is the grade.
//
// A Session is one learner's attempt at a puzzle. Try judges a move by
// the rules and the Prover (the stored Answers only name the first
// move's solutions, which the Prover proved): every winning move is
// accepted at every step; after a right move of a longer win the opponent
// answers with the defence that holds out longest, and the learner goes
// on; a wrong move is answered by the refutation the Prover finds (the
// opponent's reply and, where it has one, its winning line), and the
// position goes back to before the wrong move so the learner may retry.
// The proofs of one Try are bounded together (TryWork: positions
// expanded times the legal moves of the puzzle) so that it stays
// quick in the browser (Go WebAssembly is single-threaded); the
// generator keeps only puzzles whose judging stays within that bound.
//
// The package returns facts (kinds, moves in notation, numbers); the app
// turns them into words. It knows nothing of the UI.
package puzzle
