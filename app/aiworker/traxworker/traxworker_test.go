package traxworker

import (
	"context"
	"slices"
	"strings"
	"testing"

	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func TestHandle(t *testing.T) {
	cases := []struct {
		json      string
		move, err string
	}{
		{`{"id":1,"variant":"trax","record":"@0/ @1\\","level":"beginner","movetime_ms":100}`, "A0/", ""},
		{`{"id":2,"variant":"trax","record":"@0/ A2+ @2/ @2/","level":"max","depth":3}`, "A1\\", ""},
		{`{"id":3,"variant":"chess","record":""}`, "", "unknown variant"},
		{`{"id":9,"game":"chess","variant":"trax","record":""}`, "", "unknown game"},
		{`{"id":10,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"max","depth":2,"hint":true}`, "A0/", ""},
		{`{"id":4,"variant":"trax","record":"@0/ Q9+"}`, "", "Q9+"},
		{`{"id":5,"variant":"trax","record":"@0/ @1\\ A0/"}`, "", "game is over"},
		{`{"id":6,"variant":"trax","record":"","level":"grandmaster"}`, "", "unknown level"},
		{`{"id":7,"variant":"tur","record":"","tile":1,"depth":1}`, "@0+", ""},
		{`{"id":8,"variant":"tur","record":"@0/","seed":5,"depth":1}`, "", ""},
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
	req, err := aiworker.ParseRequest([]byte(`{"id":3,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"max","depth":2,"hint":true}`))
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
