package trax

import (
	"errors"
	"testing"

	engine "traxapp/engine/trax"
)

func TestSavedRoundTrip(t *testing.T) {
	g, err := engine.LoadRecord(engine.Trax8x8, "@0+ B1/ C1/ A2/")
	if err != nil {
		t.Fatal(err)
	}
	g.Undo()
	g.Undo() // reviewing: 2 of 4 moves on the board, 2 to redo
	data := encodeSaved(g, "", engine.White, nil)
	if g.Len() != 2 || !g.CanRedo() {
		t.Fatalf("encodeSaved changed the game: %d moves, redo %v", g.Len(), g.CanRedo())
	}
	back, _, err := decodeSaved(data)
	if err != nil {
		t.Fatalf("decodeSaved(%s): %v", data, err)
	}
	if back.Variant().Name != "8x8" || back.Len() != 2 || back.Record() != g.Record() {
		t.Errorf("decoded %s %q (%d moves), want 8x8 %q", back.Variant().Name, back.Record(), back.Len(), g.Record())
	}
	if back.Position().Key() != g.Position().Key() {
		t.Error("decoded position differs")
	}
	moves, _ := back.Line()
	if len(moves) != 4 {
		t.Errorf("redo moves lost: %v", moves)
	}
}

func TestDecodeSavedBad(t *testing.T) {
	tests := []struct {
		name, data string
		want       error
	}{
		{"not json", "{oops", errSavedUnreadable},
		{"empty", "", errSavedUnreadable},
		{"json null", "null", errSavedOld},
		{"old version", `{"version":0,"variant":"trax","record":"@0/"}`, errSavedOld},
		{"future version", `{"version":99,"variant":"trax","record":"@0/"}`, errSavedNewer},
		{"unknown variant", `{"version":1,"variant":"chess","record":"@0/"}`, errSavedUnreadable},
		{"bad record", `{"version":1,"variant":"trax","record":"@0/ Q9/"}`, errSavedUnreadable},
		{"wrong types", `{"version":"1","variant":3}`, errSavedUnreadable},
		{"array", `[1,2]`, errSavedUnreadable},
	}
	for _, tt := range tests {
		g, _, err := decodeSaved(tt.data)
		if !errors.Is(err, tt.want) || g != nil {
			t.Errorf("%s: decodeSaved(%q) = %v, %v; want nil, %v", tt.name, tt.data, g, err, tt.want)
		}
	}
}

func TestDecodeSavedIndexOutOfRange(t *testing.T) {
	for _, idx := range []string{"-5", "99"} {
		g, _, err := decodeSaved(`{"version":1,"variant":"trax","record":"@0/ B1\\","index":` + idx + `}`)
		if err != nil || g.Len() != 2 {
			t.Errorf("index %s: %v, %v moves; want the whole record", idx, err, g)
		}
	}
}

// FuzzDecodeSaved feeds arbitrary stored data to the saved-game decoder:
// never a panic, exactly one of a game and an error, and a game it reads
// is stored again (encodeSaved) as data that decodes to the same game
// (variant, seed, record with the moves to redo, moves on the board,
// position, opponent) and encodes to the very same data.
func FuzzDecodeSaved(f *testing.F) {
	f.Add(`{"version":1,"variant":"trax","record":"@0/ B1\\ A2\\","index":2}`)
	f.Add(`{"version":1,"variant":"loop","record":"@0+ B1+","index":0}`)
	f.Add(`{"version":1,"variant":"8x8","record":"@0+ B1/ C1/ A2/","index":1,"opponent":"Computer, club","opponentColor":"red"}`)
	f.Add(`{"version":1,"variant":"tur","record":"@0/","seed":42,"index":-1}`)
	f.Add(`{"version":1,"variant":"trax","record":"@0/ A0/ RESIGN","index":3,"opponentColor":"blue","opponent":"x"}`)
	f.Add("{")
	f.Add(`{"version":99,"variant":"trax","record":"@0/","index":0}`)
	f.Fuzz(func(t *testing.T, data string) {
		g, s, err := decodeSaved(data)
		if (g == nil) == (err == nil) {
			t.Fatalf("decodeSaved(%q) = %v, %v: want exactly one of game and error", data, g, err)
		}
		if err != nil {
			if !errors.Is(err, errSavedUnreadable) && !errors.Is(err, errSavedOld) && !errors.Is(err, errSavedNewer) {
				t.Fatalf("decodeSaved(%q): error %v is neither unreadable, old nor newer", data, err)
			}
			return
		}
		oc := engine.White
		if s.OpponentColor == "red" {
			oc = engine.Red
		}
		again := encodeSaved(g, s.Opponent, oc, s.Clock)
		back, s2, err := decodeSaved(again)
		if err != nil {
			t.Fatalf("decodeSaved(%q) read, but its encoding %q does not decode: %v", data, again, err)
		}
		gm, gr := g.Line()
		bm, br := back.Line()
		if back.Variant().Name != g.Variant().Name || back.Seed() != g.Seed() || gr != br || len(gm) != len(bm) ||
			back.Len() != g.Len() || back.Record() != g.Record() || back.Position().Key() != g.Position().Key() {
			t.Fatalf("%q: stored as %q, read back as %s seed %d %q (%d on the board), want %s seed %d %q (%d)",
				data, again, back.Variant().Name, back.Seed(), br, back.Len(), g.Variant().Name, g.Seed(), gr, g.Len())
		}
		if s2.Opponent != s.Opponent || s.Opponent != "" && s2.OpponentColor != oc.String() {
			t.Fatalf("%q: opponent %q %q read back as %q %q", data, s.Opponent, s.OpponentColor, s2.Opponent, s2.OpponentColor)
		}
		if third := encodeSaved(back, s2.Opponent, oc, s2.Clock); third != again {
			t.Fatalf("%q: stored as %q, then as %q", data, again, third)
		}
	})
}

func TestSavedOpponent(t *testing.T) {
	g, _ := engine.LoadRecord(engine.Trax, "@0/")
	data := encodeSaved(g, "Computer, club", engine.Red, nil)
	_, s, err := decodeSaved(data)
	if err != nil || s.Opponent != "Computer, club" || s.OpponentColor != "red" {
		t.Errorf("opponent not kept: %+v, %v", s, err)
	}
	if _, s, _ := decodeSaved(encodeSaved(g, "", engine.White, nil)); s.Opponent != "" || s.OpponentColor != "" {
		t.Errorf("two players saved an opponent: %+v", s)
	}
}
