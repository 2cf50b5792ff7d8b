package trakkx

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trakkx"
)

// attr reads a data attribute of the element whose handler runs. Each
// element carries its own data, so one handler serves a whole list
// (go-app compares handlers by function, never closures made in a loop).
func attr(ctx goapp.Context, name string) string {
	el := ctx.JSSrc()
	if !el.Truthy() {
		return ""
	}
	v := el.Call("getAttribute", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}

// intAttr reads a data attribute as a number (−1 when it is not one).
func intAttr(ctx goapp.Context, name string) int {
	n, err := strconv.Atoi(attr(ctx, name))
	if err != nil {
		return -1
	}
	return n
}

// tokenAttr reads a data attribute as a token.
func tokenAttr(ctx goapp.Context, name string) (engine.TokenID, bool) {
	id, err := engine.ParseToken(attr(ctx, name))
	return id, err == nil
}

func (s *screen) onHand(ctx goapp.Context, e goapp.Event) {
	if id, ok := tokenAttr(ctx, "data-hand"); ok {
		s.ctl.tapHand(id)
	}
}

func (s *screen) onCell(ctx goapp.Context, e goapp.Event) {
	if at, ok := parseCell(attr(ctx, "data-cell")); ok {
		s.ctl.tapCell(at)
	}
}

func (s *screen) onDisplay(ctx goapp.Context, e goapp.Event) {
	if id, ok := tokenAttr(ctx, "data-display"); ok {
		s.ctl.takeDisplay(id)
	}
}

func (s *screen) onReveal(ctx goapp.Context, e goapp.Event)   { s.ctl.reveal() }
func (s *screen) onSubmit(ctx goapp.Context, e goapp.Event)   { s.ctl.submit() }
func (s *screen) onUndoAll(ctx goapp.Context, e goapp.Event)  { s.ctl.undoAll() }
func (s *screen) onToHand(ctx goapp.Context, e goapp.Event)   { s.ctl.toHand() }
func (s *screen) onDraw(ctx goapp.Context, e goapp.Event)     { s.ctl.drawBag() }
func (s *screen) onPass(ctx goapp.Context, e goapp.Event)     { s.ctl.pass() }
func (s *screen) onGive(ctx goapp.Context, e goapp.Event)     { s.ctl.give() }
func (s *screen) onPlaySwap(ctx goapp.Context, e goapp.Event) { s.ctl.playAction(-1) }
func (s *screen) onPlus3(ctx goapp.Context, e goapp.Event) {
	s.ctl.playAction(intAttr(ctx, "data-target"))
}
func (s *screen) onNextGame(ctx goapp.Context, e goapp.Event)   { s.ctl.nextGame() }
func (s *screen) onNewGame(ctx goapp.Context, e goapp.Event)    { s.ctl.openForm(true) }
func (s *screen) onFormCancel(ctx goapp.Context, e goapp.Event) { s.ctl.openForm(false) }
func (s *screen) onFormStart(ctx goapp.Context, e goapp.Event)  { s.ctl.startFromForm() }

func (s *screen) onSortColor(ctx goapp.Context, e goapp.Event) {
	s.ctl.sortByValue = false
	s.ctl.rev++
}

func (s *screen) onSortValue(ctx goapp.Context, e goapp.Event) {
	s.ctl.sortByValue = true
	s.ctl.rev++
}

func (s *screen) onZoomIn(ctx goapp.Context, e goapp.Event) {
	s.ctl.zoom = min(s.ctl.zoom+1, maxZoom)
}

func (s *screen) onZoomOut(ctx goapp.Context, e goapp.Event) {
	s.ctl.zoom = max(s.ctl.zoom-1, 0)
}

func (s *screen) onFormPlayers(ctx goapp.Context, e goapp.Event) {
	s.ctl.setFormPlayers(intAttr(ctx, "data-players"))
}

func (s *screen) onFormLevel(ctx goapp.Context, e goapp.Event) {
	s.ctl.setFormLevel(intAttr(ctx, "data-seat-index"), attr(ctx, "data-level"))
}

func (s *screen) onFormGames(ctx goapp.Context, e goapp.Event) {
	s.ctl.setFormGames(intAttr(ctx, "data-games"))
}

func (s *screen) onFormName(ctx goapp.Context, e goapp.Event) {
	s.ctl.setFormName(intAttr(ctx, "data-seat-index"), ctx.JSSrc().Get("value").String())
}
