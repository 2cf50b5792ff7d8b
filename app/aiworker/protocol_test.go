package aiworker

import (
	"context"
	"strings"
	"testing"
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
