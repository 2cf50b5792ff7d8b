package main

import (
	"strings"
	"testing"

	"traxapp/engine/trax"
)

// TestTraxRecord: the long game's record is legal, as long as asked and
// not over.
func TestTraxRecord(t *testing.T) {
	rec := traxRecord(100)
	g, err := trax.LoadRecord(trax.Trax, rec)
	if err != nil {
		t.Fatalf("the record does not parse: %v\n%s", err, rec)
	}
	if g.Outcome().Over() {
		t.Error("the long game is over")
	}
	if n := len(strings.Fields(rec)); n < 90 {
		t.Errorf("the record has %d turns, want about 100", n)
	}
}
