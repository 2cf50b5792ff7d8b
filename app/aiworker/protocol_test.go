package aiworker

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestHandleDispatchesByGame(t *testing.T) {
	defer func(saved map[string]Thinker) { games = saved }(games)
	games = map[string]Thinker{}
	Register("echo", func(ctx context.Context, r Request, yield func()) Reply {
		return Reply{Move: r.Record}
	})
	cases := []struct {
		json, move, err string
	}{
		{`{"id":1,"game":"echo","record":"X"}`, "X", ""},
		{`{"id":2,"game":"chess","record":"X"}`, "", `unknown game "chess"`},
		{`{"id":3,"record":"X"}`, "", `unknown game ""`}, // no game means trax, not registered here
	}
	for _, c := range cases {
		req, err := ParseRequest([]byte(c.json))
		if err != nil {
			t.Fatal(err)
		}
		rep := Handle(context.Background(), req, nil)
		if rep.ID != req.ID || rep.Move != c.move || !strings.Contains(rep.Error, c.err) || (c.err == "") != (rep.Error == "") {
			t.Errorf("%s: reply %+v, want move %q error %q", c.json, rep, c.move, c.err)
		}
	}
	if _, err := ParseRequest([]byte("{")); err == nil {
		t.Error("a broken request parsed")
	}
}

// TestRecordThinker: a RecordAI gets the request's record, level and time,
// and its action or error comes back in the reply.
func TestRecordThinker(t *testing.T) {
	var got [3]string
	think := RecordThinker(func(ctx context.Context, record, level string, moveTime time.Duration) (string, error) {
		got = [3]string{record, level, moveTime.String()}
		if level == "bad" {
			return "ignored", errors.New("ai: unknown level")
		}
		return "move c1 b4", nil
	})
	rep := think(context.Background(), Request{Record: "R", Level: "hard", MoveTimeMS: 250}, nil)
	if rep.Move != "move c1 b4" || rep.Error != "" || got != [3]string{"R", "hard", "250ms"} {
		t.Errorf("reply %+v after a call with %v", rep, got)
	}
	rep = think(context.Background(), Request{Record: "R", Level: "bad"}, nil)
	if rep.Move != "" || rep.Error != "ai: unknown level" {
		t.Errorf("failed think: reply %+v", rep)
	}
}

// TestReviewOnTheWire: "review" is optional both ways, so pages and
// workers of the version before it still understand each other: an old
// request is no review, a reply without a review has none, and a review
// reads back as written.
func TestReviewOnTheWire(t *testing.T) {
	old, err := ParseRequest([]byte(`{"id":1,"variant":"trax","record":"@0/","level":"club","movetime_ms":750}`))
	if err != nil || old.Review {
		t.Errorf("an old request: %+v, %v; want no review", old, err)
	}
	req, err := ParseRequest([]byte(`{"id":2,"variant":"trax","record":"@0/","review":true}`))
	if err != nil || !req.Review {
		t.Errorf("a review request: %+v, %v", req, err)
	}
	if b := (Reply{ID: 3, Move: "A0/"}).Encode(); strings.Contains(string(b), "review") {
		t.Errorf("a move's reply mentions a review: %s", b)
	}
	want := Review{Before: 1000, After: -273, Verdict: "missed-win", Turns: 1, Proved: true}
	b := (Reply{ID: 4, Move: "A0/", Review: &want}).Encode()
	var back Reply
	if err := json.Unmarshal(b, &back); err != nil || back.Review == nil || *back.Review != want {
		t.Errorf("%s reads back as %+v (%v)", b, back.Review, err)
	}
}
