// Package review (folder app/trax/review) is the review of a Trax game
// with the engine: Review walks every turn of the game's line, one
// Reviewer call each (the AI worker's judgement, TurnReview), off the UI
// goroutine, drops answers that come after it stopped, and says where it
// stands, which turns it marks (a missed win, a blunder) and what was
// better, and draws the values over the game as a graph. It only reads
// the game. The game screen's controller (app/trax) starts, stops and
// drops it and shows it in the side panel and the move list.
package review
