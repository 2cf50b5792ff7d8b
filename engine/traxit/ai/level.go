package ai

import (
	"fmt"
	"strings"
)

// Level is a playing strength.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
)

var levelNames = [...]string{"easy", "medium", "hard"}

// String returns "easy", "medium" or "hard".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level name ("easy", "medium", "hard"; also
// "random" for easy and the numbers 1 to 3).
func ParseLevel(name string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "easy", "random", "1":
		return Easy, nil
	case "medium", "2":
		return Medium, nil
	case "hard", "3":
		return Hard, nil
	}
	return 0, fmt.Errorf("ai: unknown level %q (want easy, medium or hard)", name)
}
