package trakkx

import (
	"math/rand/v2"
	"testing"
)

// bigTable is 104 tokens: two 4×13 blocks whose rows are runs 1–13 and
// whose columns are 4-sets.
func bigTable() Table {
	t := Table{}
	for cp := range 2 {
		for c := range 4 {
			for v := 1; v <= 13; v++ {
				t[Pos{cp*6 + c, v}] = NumberToken(Color(c), v, cp)
			}
		}
	}
	return t
}

func TestBigTableIsValid(t *testing.T) {
	if ps := CheckTable(bigTable(), 4); ps != nil {
		t.Fatal(codes(ps))
	}
}

// BenchmarkCheckTable validates a 104-token table (TV1–TV3).
func BenchmarkCheckTable(b *testing.B) {
	t := bigTable()
	for b.Loop() {
		if CheckTable(t, 4) != nil {
			b.Fatal("invalid")
		}
	}
}

// BenchmarkCheckLayDown checks a lay-down of one token onto a 104-token
// table (§B.5 1–7).
func BenchmarkCheckLayDown(b *testing.B) {
	t := bigTable()
	g := position(2, []string{"R14 G1", "Y1"}, t, []bool{true, true}, "")
	final := t.Clone()
	final[Pos{0, 14}] = tk("R14")
	v := g.View(0)
	for b.Loop() {
		if ps := v.CheckLayDown(final); ps != nil {
			b.Fatal(codes(ps))
		}
	}
}

// BenchmarkRandomGame plays whole 4-player games with random actions
// (the invariants unchecked).
func BenchmarkRandomGame(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	k := uint64(0)
	for b.Loop() {
		k++
		g := MustNewGame(Options{Players: 4, Seed: k})
		for !g.Outcome().Over() {
			if err := g.Apply(randomAction(g, r)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
