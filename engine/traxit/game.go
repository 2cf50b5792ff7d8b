package traxit

// Game is a game with its history: the actions played (for Undo, Redo and
// the record) and the position after each of them.
type Game struct {
	hist    []Position // hist[0] is the start, hist[k] after k actions
	actions []Action
	undone  []Action // taken back, most recent last
}

// NewGame starts a game: the phase is PhasePlace, with the start seat to
// place first. The error is an *OptionsError.
func NewGame(o Options) (*Game, error) {
	p, err := NewPosition(o)
	if err != nil {
		return nil, err
	}
	return &Game{hist: []Position{*p}}, nil
}

// Position returns the current position. Do not Apply on it directly (use
// the Game's Apply, which keeps the history); copy it to explore.
func (g *Game) Position() *Position { return &g.hist[len(g.hist)-1] }

// Options returns the resolved options (see Position.Options).
func (g *Game) Options() Options { return g.Position().Options() }

// Phase returns what the next action must be.
func (g *Game) Phase() Phase { return g.Position().Phase() }

// ToMove returns the seat that must act now (-1 when over).
func (g *Game) ToMove() int { return g.Position().ToMove() }

// LegalActions returns every legal action now.
func (g *Game) LegalActions() []Action { return g.Position().LegalActions(nil) }

// Scores returns each seat's total.
func (g *Game) Scores() []int { return g.Position().Scores() }

// Outcome returns the result (Over is false while the game goes on).
func (g *Game) Outcome() Outcome { return g.Position().Outcome() }

// Len returns the number of actions played.
func (g *Game) Len() int { return len(g.actions) }

// Actions returns the actions played, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.actions...) }

// PositionAt returns the position after the first k actions (0: start).
func (g *Game) PositionAt(k int) *Position {
	q := g.hist[k]
	return &q
}

// Apply plays a. A refused action returns an *ActionError and changes
// nothing.
func (g *Game) Apply(a Action) error {
	q := *g.Position()
	if err := q.Apply(a); err != nil {
		return &ActionError{Index: len(g.actions), Token: g.Position().FormatAction(a), Code: err.(Code)}
	}
	g.hist = append(g.hist, q)
	g.actions = append(g.actions, a)
	if n := len(g.undone); n > 0 && g.undone[n-1] == a {
		g.undone = g.undone[:n-1]
	} else {
		g.undone = g.undone[:0]
	}
	return nil
}

// Play parses one action in record notation ("card P07", "move c1 b4")
// and plays it. The error is an *ActionError.
func (g *Game) Play(token string) error {
	a, err := g.Position().ParseAction(token)
	if err != nil {
		return &ActionError{Index: len(g.actions), Token: token, Code: err.(Code)}
	}
	return g.Apply(a)
}

// CanUndo reports whether there is an action to take back.
func (g *Game) CanUndo() bool { return len(g.actions) > 0 }

// Undo takes back the last action; it reports whether there was one.
func (g *Game) Undo() bool {
	n := len(g.actions)
	if n == 0 {
		return false
	}
	g.undone = append(g.undone, g.actions[n-1])
	g.actions, g.hist = g.actions[:n-1], g.hist[:n]
	return true
}

// CanRedo reports whether an action taken back can be replayed.
func (g *Game) CanRedo() bool { return len(g.undone) > 0 }

// Redo replays the last action taken back.
func (g *Game) Redo() bool {
	return g.CanRedo() && g.Apply(g.undone[len(g.undone)-1]) == nil
}
