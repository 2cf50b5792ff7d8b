package e2e

// Trax by typing (issue 26, after lichess's blind mode): a short game
// against the computer played from the move field with the keyboard
// alone, checking what the live regions said; and the red tracks' dashed
// line for colour-blind players, kept across a reload.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"traxapp/engine/trax"
)

// listenSaid starts keeping, in window.said, every text the live regions
// #announce and #move-answer take.
func listenSaid(t *testing.T, ctx context.Context) {
	t.Helper()
	js[bool](t, ctx, `(() => {
		window.said = [];
		const seen = new Set();
		const obs = new MutationObserver(() => {
			for (const id of ['announce', 'move-answer']) {
				const el = document.getElementById(id);
				const s = el ? el.textContent.trim() : '';
				const key = id + ':' + s;
				if (s && !seen.has(key)) { seen.add(key); window.said.push(key); }
			}
		});
		obs.observe(document.body, { childList: true, subtree: true, characterData: true });
		return true;
	})()`)
}

// said returns what the live regions said since listenSaid, each as
// "announce:…" or "move-answer:…".
func said(t *testing.T, ctx context.Context) []string {
	t.Helper()
	return js[[]string](t, ctx, `window.said.slice()`)
}

// typeLine types line in the focused move field and presses Enter.
func typeLine(t *testing.T, ctx context.Context, line string) {
	t.Helper()
	waitFocus(t, ctx, "the move field", "#move-input")
	for _, r := range line {
		do(t, ctx, "type "+string(r), chromedp.KeyEvent(string(r)))
	}
	press(t, ctx, kb.Enter)
}

// saidOne waits until a live region said something with the prefix
// (region, then text) and returns it.
func saidOne(t *testing.T, ctx context.Context, what, prefix string) string {
	t.Helper()
	if !js[bool](t, ctx, fmt.Sprintf(`new Promise((resolve) => {
		const t0 = performance.now();
		const check = () => {
			if (window.said.some((s) => s.startsWith(%q))) { resolve(true); return; }
			if (performance.now() - t0 > 30000) { resolve(false); return; }
			requestAnimationFrame(check);
		};
		check();
	})`, prefix)) {
		t.Fatalf("timed out waiting for %s (%q); the live regions said:\n  %s", what, prefix, strings.Join(said(t, ctx), "\n  "))
	}
	for _, s := range said(t, ctx) {
		if strings.HasPrefix(s, prefix) {
			return s
		}
	}
	return ""
}

// longWait bounds the computer's answer on a loaded machine.
const longWait = 60 * time.Second

// movesShown returns the number of moves in the move list.
func movesShown(t *testing.T, ctx context.Context) int {
	return count(t, ctx, `#moves [data-move]:not([data-move="0"])`)
}

// TestTraxScreenReaderPlay plays Trax against the computer from the move
// field alone: the field is reached with Tab and keeps the focus; the
// board, a place and a refused move are answered in words; every turn,
// the player's and the computer's, is announced with the tiles it forced.
func TestTraxScreenReaderPlay(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&ai=beginner&side=white&lang=en")
	listenSaid(t, ctx)
	if got := js[string](t, ctx, `document.querySelector('label[for="move-input"]').textContent`); got != "Type a move" {
		t.Errorf("the move field's label is %q", got)
	}
	tabTo(t, ctx, "#move-input", 80)

	typeLine(t, ctx, "?")
	saidOne(t, ctx, "the empty board said", "move-answer:The board is empty")
	typeLine(t, ctx, "B2/")
	saidOne(t, ctx, "a first move elsewhere refused", "move-answer:B2/: the first tile goes at @0.")

	typeLine(t, ctx, "@0/")
	saidOne(t, ctx, "the player's move announced", "announce:White played @0/.")
	waitLong(t, ctx, "the computer's answer", `document.querySelectorAll('#moves [data-move]:not([data-move="0"])').length === 2`, longWait)
	saidOne(t, ctx, "the computer's move announced", "announce:Red played ")

	// Ask what is at the first tile, and about a place off the board.
	g, err := trax.LoadRecord(trax.Trax, record(t, ctx))
	if err != nil {
		t.Fatal(err)
	}
	place := g.Position().PlaceName(g.Position().Placements()[0].At)
	typeLine(t, ctx, strings.ToLower(place))
	if got := saidOne(t, ctx, "what is at "+place, "move-answer:"+place+": tile "); !strings.Contains(got, "Red track: ") || !strings.Contains(got, "White track: ") {
		t.Errorf("asking about %s answered %q", place, got)
	}
	typeLine(t, ctx, "Z99/")
	saidOne(t, ctx, "a move off the board refused", "move-answer:Z99/: there is no such place on the board.")
	typeLine(t, ctx, place+"+")
	saidOne(t, ctx, "a move on a tile refused", "move-answer:"+place+"+: the space is not empty.")

	// Play on with moves that force tiles, typed, until one did.
	forced := false
	for turn := 0; turn < 6 && !forced; turn++ {
		g, err := trax.LoadRecord(trax.Trax, record(t, ctx))
		if err != nil {
			t.Fatalf("the move list %q: %v", record(t, ctx), err)
		}
		if g.Outcome().Over() {
			break
		}
		move, forcing := nextMove(g.Position())
		forced = forcing
		n := movesShown(t, ctx)
		typeLine(t, ctx, move)
		got := saidOne(t, ctx, "the typed move "+move, "announce:White played "+move)
		if forced && !strings.Contains(got, "forcing") {
			t.Errorf("a move that forced tiles was announced %q", got)
		}
		waitLong(t, ctx, "the computer's answer", fmt.Sprintf(`document.querySelectorAll('#moves [data-move]:not([data-move="0"])').length >= %d || document.getElementById('result')`, n+2), longWait)
	}
	if !forced {
		t.Errorf("no typed move forced a tile; the live regions said:\n  %s", strings.Join(said(t, ctx), "\n  "))
	}

	typeLine(t, ctx, "?")
	saidOne(t, ctx, "the whole board", "move-answer:Played area: columns A to ")
	waitFocus(t, ctx, "the move field, still", "#move-input")
}

// nextMove picks White's move for the typed game: one that forces a tile
// and leaves Red no win at once if there is one, else one that leaves Red
// no win, else any legal move.
func nextMove(pos *trax.Position) (move string, forcing bool) {
	best := -1
	for _, m := range pos.LegalMoves(nil) {
		name := pos.FormatMove(m)
		if pos.Play(m) != nil {
			continue
		}
		score := 0
		if len(pos.LastTurn()) > 1 {
			score++
		}
		if !pos.Outcome().Over() {
			score += 2
			for _, r := range pos.LegalMoves(nil) {
				if _, o, err := pos.Preview(r); err == nil && o.Over() && o.Winner == trax.Red {
					score -= 2
					break
				}
			}
		}
		pos.Undo()
		if score > best {
			best, move, forcing = score, name, score%2 == 1
		}
	}
	return move, forcing
}

// TestDashedRedTracks: the setting draws a dashed line along every red
// track of the board and its tile choices, stays after a reload, reaches
// the lessons' board, and goes when unticked.
func TestDashedRedTracks(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&ai=0&lang=en")
	dashShown := `getComputedStyle(document.querySelector('#trax-tile-3 .track-dash')).stroke !== 'none'`
	if js[bool](t, ctx, dashShown) {
		t.Fatal("red tracks dashed before the setting was ticked")
	}
	// The white tracks never carry the line.
	if n := count(t, ctx, "#trax-tile-3 .track-white + .track-dash"); n != 0 {
		t.Errorf("%d white tracks carry the dashed line", n)
	}
	tabTo(t, ctx, "#dashed-red", 80)
	press(t, ctx, " ")
	waitJS(t, ctx, "the dashed line shown", `document.documentElement.dataset.tracks === 'dashed' && `+dashShown)
	if got := js[string](t, ctx, `localStorage.getItem('traxapp.tracks')`); got != "dashed" {
		t.Errorf("stored %q, want dashed", got)
	}
	playAt(t, ctx, "0,0", "@0/")

	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	waitJS(t, ctx, "the setting after a reload", `document.getElementById('dashed-red').checked && `+dashShown)

	js[bool](t, ctx, `location.hash = '#game=trax&view=learn', true`)
	waitJS(t, ctx, "the lessons' board with the dashed line", `document.querySelector('#learn #exercise') && `+dashShown)
	js[bool](t, ctx, `location.hash = '#game=trax', true`)
	waitJS(t, ctx, "back to the game", `document.getElementById('dashed-red')`)
	do(t, ctx, "untick", chromedp.Click(chromedp.CSS("#dashed-red")))
	waitJS(t, ctx, "the dashed line gone", `!document.documentElement.dataset.tracks && !(`+dashShown+`)`)
}
