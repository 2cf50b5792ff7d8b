package conformance_test

import (
	"testing"

	"traxapp/engine/game"
)

// FuzzParse feeds every registered variant's Parse arbitrary text: it must
// return an error or a state whose record reads back to the same state,
// never panic.
//
//	go test -run '^$' -fuzz FuzzParse ./engine/game/conformance
func FuzzParse(f *testing.F) {
	for i, v := range game.Variants() {
		st, err := v.New(uint64(i))
		if err != nil {
			f.Fatal(err)
		}
		for k := 0; k < 12 && len(st.LegalActions()) > 0; k++ {
			st.Apply(st.LegalActions()[k%len(st.LegalActions())])
		}
		f.Add(i, st.Record())
	}
	f.Add(0, "seed x\n@0+")
	f.Add(8, "TRAKKX 1\nplayers 9\n")
	f.Fuzz(func(t *testing.T, i int, record string) {
		vs := game.Variants()
		v := vs[uint(i)%uint(len(vs))]
		st, err := v.Parse(record)
		if err != nil {
			return
		}
		again, err := v.Parse(st.Record())
		if err != nil {
			t.Fatalf("%s: its own record does not parse: %v\n%s", v.ID(), err, st.Record())
		}
		if again.String() != st.String() {
			t.Fatalf("%s: record -> parse gives another state\n%s", v.ID(), st.Record())
		}
	})
}
