package ai

import (
	"fmt"
	"strings"
	"time"
)

// Level is a playing strength offered to players.
type Level int

// The levels, weakest first. Each beats the one below it in most games
// (see the selfplay command).
const (
	// Beginner looks one turn ahead (its move and the threats after it)
	// with a noisy evaluation: it plays plausible moves, always takes a win
	// and stops a threat it sees, but misses deeper threats.
	Beginner Level = iota
	// Club looks one turn ahead without noise.
	Club
	// Strong looks two turns ahead (its move, the reply, the threats).
	Strong
	// Maximum deepens as far as the time given allows.
	Maximum
)

// Levels lists the levels, weakest first.
var Levels = []Level{Beginner, Club, Strong, Maximum}

var levelNames = [...]string{"beginner", "club", "strong", "max"}

// String returns the level's short name: "beginner", "club", "strong" or
// "max".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// LevelByName returns the level with the given short name (also accepts
// "maximum" and the numbers 1 to 4).
func LevelByName(name string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "beginner", "1", "easy":
		return Beginner, nil
	case "club", "2", "medium":
		return Club, nil
	case "strong", "3", "hard":
		return Strong, nil
	case "max", "maximum", "4":
		return Maximum, nil
	}
	return 0, fmt.Errorf("ai: unknown level %q (want beginner, club, strong or max)", name)
}

// Options returns the search options of the level when moveTime is the
// time the player allows per move (0: a default of one second). seed
// varies the weaker levels' choices.
func (l Level) Options(moveTime time.Duration, seed uint64) Options {
	if moveTime <= 0 {
		moveTime = time.Second
	}
	switch l {
	case Beginner:
		return Options{Depth: 1, MoveTime: moveTime, Noise: 80, Seed: seed, ShallowThreats: true}
	case Club:
		return Options{Depth: 1, MoveTime: moveTime, Noise: 5, Seed: seed}
	case Strong:
		return Options{Depth: 2, MoveTime: moveTime, Noise: 5, Seed: seed}
	}
	return Options{MoveTime: moveTime, Seed: seed}
}
