package traxworker

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func TestHandle(t *testing.T) {
	cases := []struct {
		json      string
		move, err string
	}{
		{`{"id":1,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"beginner","movetime_ms":100}`, "A0/", ""},
		{`{"id":2,"game":"trax","variant":"trax","record":"@0/ A2+ @2/ @2/","level":"max","depth":3}`, "A1\\", ""},
		{`{"id":3,"game":"trax","variant":"chess","record":""}`, "", "unknown variant"},
		{`{"id":9,"game":"chess","variant":"trax","record":""}`, "", "unknown game"},
		{`{"id":11,"variant":"trax","record":"@0/ @1\\"}`, "", "names no game"},
		{`{"id":10,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"max","depth":2,"options":{"hint":true}}`, "A0/", ""},
		{`{"id":4,"game":"trax","variant":"trax","record":"@0/ Q9+"}`, "", "Q9+"},
		{`{"id":5,"game":"trax","variant":"trax","record":"@0/ @1\\ A0/"}`, "", "game is over"},
		{`{"id":6,"game":"trax","variant":"trax","record":"","level":"grandmaster"}`, "", "unknown level"},
		{`{"id":7,"game":"trax","variant":"tur","record":"","options":{"tile":1},"depth":1}`, "@0+", ""},
		{`{"id":8,"game":"trax","variant":"tur","record":"@0/","options":{"seed":5},"depth":1}`, "", ""},
		{`{"id":12,"game":"trax","variant":"tur","record":"@0/","options":{"seed":"five"},"depth":1}`, "", "bad options"},
	}
	for _, c := range cases {
		req, err := aiworker.ParseRequest([]byte(c.json))
		if err != nil {
			t.Fatal(err)
		}
		rep := aiworker.Handle(context.Background(), req, nil)
		if rep.ID != req.ID {
			t.Errorf("%s: reply id %d", c.json, rep.ID)
		}
		if c.err != "" {
			if !strings.Contains(rep.Error, c.err) {
				t.Errorf("%s: error %q, want it to mention %q", c.json, rep.Error, c.err)
			}
			continue
		}
		if rep.Error != "" || rep.Move == "" || c.move != "" && rep.Move != c.move {
			t.Errorf("%s: reply %+v, want move %q", c.json, rep, c.move)
		}
	}
	if _, err := aiworker.ParseRequest([]byte("{")); err == nil {
		t.Error("a broken request parsed")
	}
}

func TestHintFactsRoundTrip(t *testing.T) {
	req, err := aiworker.ParseRequest([]byte(`{"id":3,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"max","depth":2,"options":{"hint":true}}`))
	if err != nil {
		t.Fatal(err)
	}
	rep := aiworker.Handle(context.Background(), req, nil)
	want := ai.Reason{Kind: ai.WinsNow, Method: trax.ByLoop}
	if got := Reasons(rep.Facts); !slices.Contains(got, want) {
		t.Errorf("reply %+v gives reasons %+v, want %+v among them", rep, got, want)
	}
	if got := Reasons([]aiworker.Fact{{Kind: "no-such-kind"}}); len(got) != 0 {
		t.Errorf("an unknown fact gave reasons %+v", got)
	}
}

// TestReview: a review request judges the record's last turn: a win not
// taken, a move into a forced loss, a sound move; the reply's move is the
// better move before the turn, and bad requests get errors.
func TestReview(t *testing.T) {
	cases := []struct {
		record, verdict string
		best            []string // the better move is one of these ("": any)
		err             string
	}{
		{`@0/ @1\ A0+`, "missed-win", []string{"A0/", `B0\`}, ""},
		{`@0/ @1+ B2+ B3\ C2/ D2/ A0+`, "blunder", []string{"D1/"}, ""},
		// C1/ loses in three turns (the prover says so; the search sees it
		// since it looks a turn deeper at the replies to a threat), D1/
		// holds for four.
		{`@0/ @1+ B2+ B3\ C2/ D2/ C1/`, "blunder", []string{"D1/"}, ""},
		{`@0/ @1+ B2+ B3\ C2/ D2/ D1/`, "", nil, ""},
		{`@0/ @1\ A0/`, "", nil, ""}, // the winning move itself
		{``, "", nil, "no turn"},
		{`@0/ Q9+`, "", nil, "Q9+"},
	}
	for _, c := range cases {
		b, _ := json.Marshal(map[string]any{"id": 5, "game": "trax", "variant": "trax", "record": c.record, "options": map[string]any{"review": true}, "depth": 2})
		req, err := aiworker.ParseRequest(b)
		if err != nil {
			t.Fatal(err)
		}
		rep := aiworker.Handle(context.Background(), req, nil)
		if c.err != "" {
			if !strings.Contains(rep.Error, c.err) || rep.Review != nil {
				t.Errorf("%s: reply %+v, want an error about %q", c.record, rep, c.err)
			}
			continue
		}
		if rep.Error != "" || rep.Review == nil || rep.Move == "" {
			t.Fatalf("%s: reply %+v, want a review and a move", c.record, rep)
		}
		if rep.Review.Verdict != c.verdict || !rep.Review.Proved {
			t.Errorf("%s: review %+v, want verdict %q, proved", c.record, *rep.Review, c.verdict)
		}
		if c.best != nil && !slices.Contains(c.best, rep.Move) {
			t.Errorf("%s: better move %s, want one of %v", c.record, rep.Move, c.best)
		}
		var back aiworker.Reply
		if err := json.Unmarshal(rep.Encode(), &back); err != nil || back.Review == nil || *back.Review != *rep.Review {
			t.Errorf("%s: the review does not read back: %s", c.record, rep.Encode())
		}
	}
	// Tur-TRAX has luck: no review.
	rep := aiworker.Handle(context.Background(), aiworker.Request{ID: 1, Game: Game, Variant: "tur", Record: "@0+", Options: Options{Seed: 1, Review: true}.Encode(), Depth: 1}, nil)
	if rep.Error == "" {
		t.Errorf("Tur-TRAX review: %+v, want an error", rep)
	}
}

// TestOptionsRoundTrip: Trax's options read back as written, none are no
// options on the wire, and Request fills the shared fields.
func TestOptionsRoundTrip(t *testing.T) {
	for _, o := range []Options{{}, {Seed: 42}, {Tile: 3, Seed: 1}, {Hint: true}, {Review: true}} {
		back, err := DecodeOptions(o.Encode())
		if err != nil || back != o {
			t.Errorf("%+v reads back as %+v (%v)", o, back, err)
		}
	}
	if raw := (Options{}).Encode(); raw != nil {
		t.Errorf("no options encode as %s, want nothing", raw)
	}
	if _, err := DecodeOptions(json.RawMessage(`[1]`)); err == nil {
		t.Error("an array read as options")
	}
	r := Request("loop", "@0/", "club", 1500*time.Millisecond, Options{Hint: true})
	if r.Game != Game || r.Variant != "loop" || r.Record != "@0/" || r.Level != "club" || r.MoveTimeMS != 1500 || string(r.Options) != `{"hint":true}` {
		t.Errorf("Request gave %+v", r)
	}
}
