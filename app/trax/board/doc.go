// Package board (folder app/trax/board) is Trax's board as the player
// sees it: the Board component, which draws a position as SVG and reads
// taps, drags, pinches, the wheel and the keyboard, and the ChoiceTray,
// which offers the tiles of the selected space. Both draw a Table's Scene
// (plain values) and tell the Table what the player did; the game
// screen's controller (app/trax) and an exercise (app/trax/learn) are
// Tables. Selection opens a space's choices with their forced tiles and
// result.
//
// It also owns what every Trax picture is drawn with: the geometry of a
// tile's tracks and of the view (geometry.go), the shared tile drawings
// and SVG elements (svg.go), and the words for colours, results and
// engine errors (words.go). It decides no rule (traxapp/engine/trax
// does) and imports nothing of the app above app/i18n.
//
// The page contract of the board (#board, [data-space], [data-tile],
// #choices, #preview, #hint-move, #threat-marks, #feedback-ghost…) is in
// app/trax's package comment.
package board
