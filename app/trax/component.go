package trax

// Bound ties a component of the game screen to the game's controller:
// ICtl is the controller and IRev its revision when the parent rendered,
// so that a change of the controller (which bumps its revision) renders
// the component again. Every component embeds it; the type and its
// fields are exported because go-app compares only a component's
// exported fields.
type Bound struct {
	ICtl *controller
	IRev int
}

// bind returns the tie of a component to controller c as it is now.
func bind(c *controller) Bound { return Bound{ICtl: c, IRev: c.rev} }
