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
		{`{"id":3,"record":"X"}`, "", ErrNoGame.Error()}, // no game is the default
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

// TestOptionsOnTheWire: a game's options pass through the shared request
// untouched (the shell never reads them), a request without them has
// none, and a review in a reply reads back as written.
func TestOptionsOnTheWire(t *testing.T) {
	plain, err := ParseRequest([]byte(`{"id":1,"game":"trax","variant":"trax","record":"@0/","level":"club","movetime_ms":750}`))
	if err != nil || plain.Options != nil {
		t.Errorf("a request without options: %+v, %v; want none", plain, err)
	}
	const opts = `{"review":true,"seed":5}`
	req, err := ParseRequest([]byte(`{"id":2,"game":"trax","record":"@0/","options":` + opts + `}`))
	if err != nil || string(req.Options) != opts {
		t.Errorf("a request with options: %+v, %v", req, err)
	}
	b, err := json.Marshal(req)
	if err != nil || !strings.Contains(string(b), `"options":`+opts) {
		t.Errorf("options re-encode as %s (%v)", b, err)
	}
	if b := (Reply{ID: 3, Move: "A0/"}).Encode(); strings.Contains(string(b), "review") {
		t.Errorf("a move's reply mentions a review: %s", b)
	}
	want := Review{Before: 1000, After: -273, Verdict: "missed-win", Turns: 1, Proved: true}
	b = (Reply{ID: 4, Move: "A0/", Review: &want}).Encode()
	var back Reply
	if err := json.Unmarshal(b, &back); err != nil || back.Review == nil || *back.Review != want {
		t.Errorf("%s reads back as %+v (%v)", b, back.Review, err)
	}
}
