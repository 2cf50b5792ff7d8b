package traxit

import (
	"math/rand/v2"
	"slices"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// bonusModes are the bonus modes the form offers, by their record names.
var bonusModes = []engine.BonusMode{engine.BonusPerSet, engine.BonusOncePerGame, engine.BonusPerOccurrence}

// openNewForm opens the new-game form on the current game's setup.
func (c *controller) openNewForm() {
	c.form = c.setup
	c.form.Seats = c.seats.Levels()
	c.formClock = round.ClockChoice{Control: c.setup.Clock}
	if !c.formClock.Control.On() {
		c.formClock.Control = c.PageClock
	}
	c.openNewGame(true)
}

// setFormPlayers makes the form's game one of n players: seats added
// keep the last seat's player, the team game needs 4.
func (c *controller) setFormPlayers(n int) {
	if n < 2 || n > 4 {
		return
	}
	for len(c.form.Seats) < n {
		c.form.Seats = append(c.form.Seats, c.form.Seats[len(c.form.Seats)-1])
	}
	c.form.Seats = c.form.Seats[:n]
	if n != 4 {
		c.form.Teams = false
	}
	c.rev++
}

// setFormSeat makes seat played by level (Person or a computer level).
func (c *controller) setFormSeat(seat int, level string) {
	if seat < 0 || seat >= len(c.form.Seats) || !Levels.Known(level) {
		return
	}
	c.form.Seats[seat] = level
	c.rev++
}

// toggleFormOption switches one of the form's yes/no options.
func (c *controller) toggleFormOption(name string) {
	switch name {
	case "teams":
		c.form.Teams = !c.form.Teams && len(c.form.Seats) == 4
	case "short":
		c.form.Short = !c.form.Short
	case "tiebreak":
		c.form.TieBreak = !c.form.TieBreak
	case "random-start":
		c.form.RandomStart = !c.form.RandomStart
	}
	c.rev++
}

// setFormBonus sets the form's bonus mode by its record name.
func (c *controller) setFormBonus(name string) {
	for _, b := range bonusModes {
		if b.String() == name {
			c.form.Bonus = b
		}
	}
	c.rev++
}

// setFormEmptySide sets the side nobody sits at in a 3-player game, by
// its catalog name (north, east, south, west).
func (c *controller) setFormEmptySide(name string) {
	for _, sd := range sides {
		if sd.key == name {
			c.form.EmptySide = sd.side
		}
	}
	c.rev++
}

// setFormDiagonal sets the pair of obstacles of a 3-player game.
func (c *controller) setFormDiagonal(anti bool) {
	c.form.Diagonal = engine.MainDiagonal
	if anti {
		c.form.Diagonal = engine.AntiDiagonal
	}
	c.rev++
}

// diagonalCells names the obstacle cells of a 3-player game's diagonal d.
func diagonalCells(d engine.Diagonal) string {
	g, err := engine.NewGame(engine.Options{Players: 3, Diagonal: d})
	if err != nil {
		return "?"
	}
	names := ""
	for i, c := range g.Position().Obstacles() {
		if i > 0 {
			names += " + "
		}
		names += c.String()
	}
	return names
}

// startFormGame starts the game the form describes, the first seat
// choosing first.
func (c *controller) startFormGame() {
	s := c.form
	s.Seats = slices.Clone(s.Seats)
	s.StartSeat, s.Seed = 0, rand.Uint64()
	s.Clock = c.formClock.Control
	c.startGame(s)
}

// renderNewGame draws the new-game form as a modal dialog: the number of
// players, who plays each seat, and the engine's options.
func (s *screen) renderNewGame() goapp.UI {
	c := s.life.Ctl
	f := c.form
	t := c.p.T
	players := make([]goapp.UI, 0, 3)
	for n := 2; n <= 4; n++ {
		players = append(players, round.Segment("traxit-players-"+itoa(n), "data-form-players", itoa(n), itoa(n), len(f.Seats) == n))
	}
	body := []goapp.UI{
		goapp.Div().Class("field").Body(
			goapp.Div().ID("traxit-players-label").Class("field-label").Text(t("traxit.new.players")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "traxit-players-label").Body(players...),
		),
	}
	if c.computer != nil {
		for seat, lv := range f.Seats {
			label := "traxit-seat-" + itoa(seat) + "-label"
			opts := make([]goapp.UI, 0, 1+len(Levels))
			for _, l := range Levels.Choices() {
				v := round.Word(l)
				opts = append(opts, round.Segment("traxit-seat-"+itoa(seat)+"-"+v, "data-form-level", v, levelName(c.p, l), lv == l).Attr("data-form-seat", seat))
			}
			body = append(body, goapp.Div().Class("field").Body(
				goapp.Div().ID(label).Class("field-label").Body(
					goapp.Span().Class("swatch swatch-"+seatColors[seat]).Aria("hidden", "true"),
					goapp.Span().Text(t("traxit.new.seat", "player", seatName(c.p, seat))),
				),
				goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", label).Body(opts...),
			))
		}
	}
	options := []goapp.UI{
		goapp.Div().Class("field-label").Text(t("traxit.new.options")),
		toggle("traxit-opt-short", "short", t("traxit.new.short"), f.Short, false),
		toggle("traxit-opt-teams", "teams", t("traxit.new.teams"), f.Teams, len(f.Seats) != 4),
		toggle("traxit-opt-tiebreak", "tiebreak", t("traxit.new.tiebreak"), f.TieBreak, false),
		toggle("traxit-opt-random-start", "random-start", t("traxit.new.random-start"), f.RandomStart, false),
	}
	if len(f.Seats) == 3 {
		empty := f.EmptySide
		if empty == engine.NoSide {
			empty = engine.East
		}
		sideOpts := make([]goapp.UI, 0, len(sides))
		for _, sd := range sides {
			sideOpts = append(sideOpts, round.Segment("traxit-empty-"+sd.key, "data-form-empty", sd.key, t("traxit.side."+sd.key), empty == sd.side))
		}
		diagOpts := []goapp.UI{
			round.Segment("traxit-diagonal-main", "data-form-diagonal", "main", diagonalCells(engine.MainDiagonal), f.Diagonal == engine.MainDiagonal),
			round.Segment("traxit-diagonal-anti", "data-form-diagonal", "anti", diagonalCells(engine.AntiDiagonal), f.Diagonal == engine.AntiDiagonal),
		}
		options = append(options,
			goapp.Div().ID("traxit-empty-label").Class("field-label").Text(t("traxit.new.empty-side")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "traxit-empty-label").Body(sideOpts...),
			goapp.Div().ID("traxit-diagonal-label").Class("field-label").Text(t("traxit.new.diagonal")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "traxit-diagonal-label").Body(diagOpts...),
		)
	}
	bonus := make([]goapp.UI, 0, len(bonusModes))
	for _, b := range bonusModes {
		bonus = append(bonus, round.Segment("traxit-bonus-"+b.String(), "data-form-bonus", b.String(), t("traxit.new.bonus-"+b.String()), f.Bonus == b))
	}
	body = append(body,
		goapp.Div().Class("field").Body(options...),
		goapp.Div().Class("field").Body(
			goapp.Div().ID("traxit-bonus-label").Class("field-label").Text(t("traxit.new.bonus")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "traxit-bonus-label").Body(bonus...),
		),
		c.formClock.Field(c.p),
	)
	return round.NewGameDialog{
		ID: "traxit-new-dialog", Class: "traxit-new", TitleID: "traxit-new-title", Title: t("traxit.new.title"),
		Cancel:  round.DialogButton{ID: "traxit-cancel-new", Text: t("traxit.cancel"), Data: [2]string{"data-form-action", "cancel"}},
		Start:   round.DialogButton{ID: "traxit-start", Text: t("traxit.new.start"), Data: [2]string{"data-form-action", "start"}},
		OnClick: s.onFormClick, OnCancel: s.onFormCancel,
	}.Render(body...)
}

// toggle is an on/off option: a button that shows a switch (its track
// and knob) beside its text, pressed while on.
func toggle(id, name, text string, on, disabled bool) goapp.UI {
	class := "toggle"
	if on {
		class += " toggle-on"
	}
	return goapp.Button().ID(id).Class(class).Aria("pressed", on).Disabled(disabled).Attr("data-form-toggle", name).Body(
		goapp.Span().Class("toggle-track").Aria("hidden", "true").Body(goapp.Span().Class("toggle-knob")),
		goapp.Span().Class("toggle-text").Text(text),
	)
}

// onFormClick is the form's one click handler: it reads the data
// attributes of the button pressed.
func (s *screen) onFormClick(ctx goapp.Context, e goapp.Event) {
	el := e.Get("target").Call("closest", "button")
	if !el.Truthy() {
		return
	}
	s.life.Ctl.formClick(func(n string) (string, bool) {
		v := el.Call("getAttribute", n)
		if v.IsNull() || v.IsUndefined() {
			return "", false
		}
		return v.String(), true
	})
}

// formClick does what the form's button with the data attributes attr
// gives (attr returns a button's attribute and whether it has it).
func (c *controller) formClick(attr func(name string) (string, bool)) {
	if v, ok := attr("data-form-players"); ok {
		n, _ := strconv.Atoi(v)
		c.setFormPlayers(n)
	}
	if v, ok := attr("data-form-level"); ok {
		if v == round.PersonWord {
			v = Person
		}
		seat, _ := attr("data-form-seat")
		n, err := strconv.Atoi(seat)
		if err == nil {
			c.setFormSeat(n, v)
		}
	}
	if v, ok := attr("data-form-toggle"); ok {
		c.toggleFormOption(v)
	}
	if v, ok := attr("data-form-bonus"); ok {
		c.setFormBonus(v)
	}
	if v, ok := attr("data-form-empty"); ok {
		c.setFormEmptySide(v)
	}
	if v, ok := attr("data-form-diagonal"); ok {
		c.setFormDiagonal(v == "anti")
	}
	switch v, _ := attr("data-form-action"); v {
	case "cancel":
		c.openNewGame(false)
	case "start":
		c.startFormGame()
	}
}

// onFormCancel closes the form (Escape).
func (s *screen) onFormCancel(ctx goapp.Context, e goapp.Event) { s.life.Ctl.openNewGame(false) }
