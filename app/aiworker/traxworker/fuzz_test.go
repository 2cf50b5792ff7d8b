package traxworker

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// FuzzWorkerRequest sends arbitrary messages to the worker as the page
// would (ParseRequest, then Handle for game "trax" and any other): never a
// panic; a message that does not parse gets an error reply; every reply
// carries the request's id and exactly one of a move and an error, says so
// in JSON that reads back the same, and a move is legal in the position
// asked about (for a review, the position before the record's last turn,
// and the review's values lie within ±ai.ReviewMax). Each search is cut short (the worker's cancel) so that a
// request for an hour of thinking does not stall the fuzzer.
func FuzzWorkerRequest(f *testing.F) {
	for _, s := range []string{
		`{"id":1,"game":"trax","variant":"trax","record":"@0/ @1\\","level":"beginner","movetime_ms":100}`,
		`{"id":2,"game":"trax","variant":"8x8","record":"@0/ A2+ @2/ @2/","level":"max","depth":3,"options":{"hint":true}}`,
		`{"id":3,"game":"trax","variant":"chess","record":""}`,
		`{"id":4,"game":"traxit","variant":"trax"}`,
		`{"id":5,"game":"trax","variant":"tur","record":"@0/","options":{"seed":5,"tile":7}}`,
		`{"id":6,"game":"trax","variant":"tur","record":"","options":{"tile":-1},"depth":99}`,
		`{"id":7,"game":"trax","variant":"loop","record":"@0+ B1+ C1+","movetime_ms":-5,"depth":-1}`,
		`{"id":-9223372036854775808,"game":"trax","variant":"trax","record":"@0/ @1\\ A0/"}`,
		`{"id":11,"game":"trax","variant":"trax","record":"@0/ @1\\ A0+","options":{"review":true},"depth":2}`,
		`{"id":12,"game":"trax","variant":"loop","record":"@0/ @1+ B2+ B3\\ C2/ D2/ A0+","options":{"review":true},"movetime_ms":50}`,
		`{"id":13,"game":"trax","variant":"trax","record":"","options":{"review":true}}`,
		`{"id":14,"game":"trax","variant":"tur","record":"@0+","options":{"seed":3,"review":true}}`,
		`{"id":15,"game":"trax","variant":"trax","record":"@0/ @1\\ A0/ RESIGN","options":{"review":true},"depth":1}`,
		`{"id":16,"game":"trax","variant":"trax","record":"@0/","options":"review"}`,
		`{"id":17,"variant":"trax","record":"@0/"}`,
		`{"cancel":7}`, `{"id":"x"}`, `[]`, `null`, `{`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		req, err := aiworker.ParseRequest(msg)
		var rep aiworker.Reply
		if err != nil {
			rep = aiworker.Reply{ID: req.ID, Error: err.Error()} // as worker/main_js.go answers
		} else {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
			rep = aiworker.Handle(ctx, req, nil)
			cancel()
			if rep.ID != req.ID {
				t.Fatalf("%s: reply id %d, want %d", msg, rep.ID, req.ID)
			}
		}
		if (rep.Move == "") == (rep.Error == "") {
			t.Fatalf("%s: reply %+v: want exactly one of a move and an error", msg, rep)
		}
		var back aiworker.Reply
		if err := json.Unmarshal(rep.Encode(), &back); err != nil || back.ID != rep.ID || back.Move != rep.Move || back.Error != rep.Error ||
			(back.Review == nil) != (rep.Review == nil) || rep.Review != nil && *back.Review != *rep.Review {
			t.Fatalf("%s: reply %+v encodes as %s, which reads back as %+v (%v)", msg, rep, rep.Encode(), back, err)
		}
		if rep.Move == "" {
			return
		}
		o, err := DecodeOptions(req.Options)
		if err != nil {
			t.Fatalf("%s: move %s despite options that do not read: %v", msg, rep.Move, err)
		}
		if o.Review != (rep.Review != nil) {
			t.Fatalf("%s: reply %+v: a review answers exactly the review requests", msg, rep)
		}
		if r := rep.Review; r != nil {
			for _, v := range []int{r.Before, r.After} {
				if v < -ai.ReviewMax || v > ai.ReviewMax {
					t.Fatalf("%s: review value %d out of range", msg, v)
				}
			}
			if r.Verdict != "" && (!r.Proved || ai.VerdictByName(r.Verdict) == ai.NoVerdict) {
				t.Fatalf("%s: verdict %q (proved %v): want a known verdict, proved", msg, r.Verdict, r.Proved)
			}
		}
		v, err := trax.VariantByName(req.Variant)
		if err != nil {
			t.Fatalf("%s: move %s for unknown variant %q", msg, rep.Move, req.Variant)
		}
		if v.Luck != trax.NoLuck {
			return // the move's tile is the roll's, checked by the engine's tests
		}
		g, err := trax.LoadRecord(v, req.Record)
		if err != nil {
			t.Fatalf("%s: move %s for a record that does not load: %v", msg, rep.Move, err)
		}
		if o.Review {
			g.GoTo(g.Len() - 1) // the better move is for the position before the last turn
		}
		if err := g.PlayNotation(rep.Move); err != nil {
			t.Fatalf("%s: the worker's move %s is illegal: %v", msg, rep.Move, err)
		}
	})
}
