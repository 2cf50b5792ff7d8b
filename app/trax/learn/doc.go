// Package learn (folder app/trax/learn) is Trax's learning views: the
// lessons (?game=trax&view=learn, lessons.go, the steps of
// engine/trax/lesson) and the puzzles (?game=trax&view=puzzles,
// puzzles.go, engine/trax/puzzle), each a course shown by one generic
// view (course.go) that opens it with the shell's session, follows the
// language and keeps the course's progress. Both are played on an
// exercise (exercise.go): a board.Table of its own that offers the moves
// the course chooses and hands the learner's move to the course to be
// judged, never playing it itself.
//
// Every judgement comes from the engine's packages; the words from
// Trax's catalogs ("trax.learn.…", "trax.lesson.…", "trax.puzzles.…").
// app/trax registers LessonsView and PuzzlesView as the game's extras.
package learn
