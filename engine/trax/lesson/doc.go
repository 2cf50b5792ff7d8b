// Package lesson holds Trax's interactive course as data and judges the
// learner's moves: each Step is a prepared position (a record replayed by
// the rules), the colour to move and a Goal, and Judge says whether a
// move reaches the goal and, if not, why, as a Reason (a kind and the
// places, edges or moves concerned), never as words.
//
// Why a package of its own under engine/: the judging is rules and
// proofs only (traxapp/engine/trax for legality, forced plays and
// outcomes; traxapp/engine/trax/ai's Prover and Threats for threats,
// defences and double threats), so it belongs with the engine, knows
// nothing of the browser and can be tested natively over every move of
// every step. The app (app/trax/learn.go) owns the words: the catalog
// keys "trax.lesson.<step id>.title|task|explain" and
// "trax.lesson.reason.<kind>" turn a Step and a Reason into sentences.
//
// A step's Examples and Wrong moves are what its explanation talks about;
// they are not the answer key. The answer key is computed: Right plays
// every move the step offers through Judge (the test checks the examples
// are among the right moves and the wrong ones are not).
package lesson
