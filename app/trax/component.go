package trax

// Bound ties a component of the game screen to the game's controller:
// ICtl is the controller and IRev its revision when the parent rendered,
// so that a change of the controller (which bumps its revision) renders
// the component again; IThinking is whether the computer thinks, which
// the round layer's Turn changes without the controller's revision (an
// answer dropped because the computer could not start). Every component embeds it; the type and its
// fields are exported because go-app compares only a component's
// exported fields.
type Bound struct {
	ICtl      *controller
	IRev      int
	IThinking bool
}

// bind returns the tie of a component to controller c as it is now.
func bind(c *controller) Bound { return Bound{ICtl: c, IRev: c.rev, IThinking: c.turn.Thinking()} }
