// Package ai is the TRAKKX computer player (§B.11 of
// ../testdata/spec-trakkx.md). It is a client of package trakkx: it never
// copies a rule, it decides from a trakkx.View alone (the seat's own hand
// and public facts), and every lay-down it chooses has passed the
// engine's validator (View.CheckLayDown).
//
// Think is the entry the browser's AI worker calls: it replays a record,
// takes the View of the seat to act and returns that seat's action in the
// record notation. Choose is the same decision on a View. Match plays
// levels against each other and reports win rates and mean scores with
// 95% confidence intervals.
//
// The planner (plan.go) builds a lay-down greedily from the generators of
// §B.11: hand melds as new groups (1, 2), extending a line at an end (3),
// crossing a token with two hand tokens (4), lifting free tokens (ends of
// runs of 4+ and of 4-sets) and re-laying them (5), chained until no step
// is accepted (6). Each step is screened by the segments through its new
// cells and then validated on the whole table by the engine.
//
// The levels:
//
//   - Easy: generators 1–3; when it cannot lay down, a random choice among
//     taking a display token, drawing and playing an action token.
//   - Medium: generators 1–6; lays down whenever it can; plays PLUS3 at the
//     opponent with the fewest tokens (at once if one holds 3 or fewer)
//     and SWAP when it cannot lay down; takes the display token that adds
//     most meld potential unless a blind draw is expected to add more;
//     passes its least useful, highest tokens in a SWAP.
//   - Hard: Medium, plus generator 5 lifting pairs of free tokens and
//     whole one-line groups, a beam over the first six steps, and
//     determinised look-ahead (View.Sample deals the unseen tokens to the
//     hidden hands and the bag): display picks and draws are valued by the
//     lay-down they allow next turn, and PLUS3 goes to the opponent who
//     can go out next turn in the most samples.
//
// Decisions respect a context.Context and a move time; the look-ahead
// stops when the time is spent.
package ai
