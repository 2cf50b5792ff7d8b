// Package ai is the computer player for TRAXIT (spec §A.13). It makes
// every decision a seat makes: placing the pawns, choosing the card the
// next player must move with (custody), moving a pawn, and relocating the
// mover's pawn after a TRAXIT. It is a client of package traxit: every
// action comes from Position.LegalActions and is played with
// Position.Apply on a copy; it holds no rule of its own.
//
// Levels:
//
//   - easy: a random legal action.
//   - medium: one ply, greedy (spec §A.13): the mover takes the highest
//     destination, minus a penalty for the cards it would then be caught
//     by; the chooser gives the card whose best reply is worst for the
//     mover (a TRAXIT of a high pawn most of all); a TRAXIT pulls the
//     victim's highest pawn to the level-1 cell where its remaining cards
//     reach least.
//   - hard: iterative-deepening alpha-beta with a transposition table
//     over choices and moves, under a time budget and a context. Two
//     players and the team game are a zero-sum search on the score
//     difference; 3 and 4 players each for themselves use the paranoid
//     assumption (all others play against the AI's seat), capped at the
//     decision and the reply to it, which plays stronger than deeper
//     paranoid or max-n searches (see ffaDepth).
//
// Think is the one entry the browser's AI worker calls: a record in, the
// next action out in the record's notation. Match plays levels against
// each other and reports win rates and scores with confidence intervals.
package ai
