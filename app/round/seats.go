package round

import "slices"

// Person is the level of a seat played by a person on this device.
const Person = ""

// PersonWord is how a person's seat is written where an empty level
// cannot stand: a saved game's seats, a link's seats=, a form button's
// data attribute (go-app leaves out an attribute whose value is empty).
const PersonWord = "person"

// Word returns how level is written: PersonWord for a person, else the
// level itself.
func Word(level string) string {
	if level == Person {
		return PersonWord
	}
	return level
}

// Levels are a game's computer levels, weakest first, by the names its
// AI reads.
type Levels []string

// Known reports whether level is Person or one of l.
func (l Levels) Known(level string) bool { return level == Person || slices.Contains(l, level) }

// Parse reads a level as Word writes it: PersonWord or one of l.
func (l Levels) Parse(word string) (level string, ok bool) {
	if word == PersonWord {
		return Person, true
	}
	if word != Person && slices.Contains(l, word) {
		return word, true
	}
	return "", false
}

// Choices are the levels a seat may take in a New game dialog: a person
// first, then l.
func (l Levels) Choices() []string { return append([]string{Person}, l...) }

// Seat is one player at the table: a person on this device or the
// computer at a level, with the name a player gave (empty: the game
// names the seat).
type Seat struct {
	Name  string `json:"name,omitempty"`
	Level string `json:"level,omitempty"`
}

// Seats are a game's players in turn order.
type Seats []Seat

// SeatsOf returns the seats of levels, unnamed.
func SeatsOf(levels []string) Seats {
	s := make(Seats, len(levels))
	for i, l := range levels {
		s[i].Level = l
	}
	return s
}

// Level returns who plays seat i: Person, or a computer level; Person
// for a seat that does not exist.
func (s Seats) Level(i int) string {
	if i < 0 || i >= len(s) {
		return Person
	}
	return s[i].Level
}

// IsPerson reports whether seat i exists and a person plays it.
func (s Seats) IsPerson(i int) bool { return i >= 0 && i < len(s) && s[i].Level == Person }

// People counts the seats played by persons.
func (s Seats) People() int {
	n := 0
	for i := range s {
		if s.IsPerson(i) {
			n++
		}
	}
	return n
}

// Levels returns each seat's level.
func (s Seats) Levels() []string {
	out := make([]string, len(s))
	for i, st := range s {
		out[i] = st.Level
	}
	return out
}

// Words returns each seat's level as Word writes it.
func (s Seats) Words() []string {
	out := make([]string, len(s))
	for i, st := range s {
		out[i] = Word(st.Level)
	}
	return out
}

// ParseWords reads seats written by Words: every word must be one of
// l's (Levels.Parse), or empty for a person.
func (l Levels) ParseWords(words []string) (Seats, bool) {
	s := make(Seats, len(words))
	for i, w := range words {
		lv, ok := l.Parse(w)
		if w == Person {
			lv, ok = Person, true
		}
		if !ok {
			return nil, false
		}
		s[i].Level = lv
	}
	return s, true
}
