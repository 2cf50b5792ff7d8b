package lesson

import "testing"

// BenchmarkJudge judges, for each step, its example and typical wrong
// moves: what one click of the learner costs (the page judges on the UI
// goroutine, so this must stay a few milliseconds natively).
func BenchmarkJudge(b *testing.B) {
	for _, s := range Steps {
		g, err := s.Game()
		if err != nil {
			b.Fatal(err)
		}
		pos := g.Position()
		var tries []string
		tries = append(tries, s.Examples...)
		for _, w := range s.Wrong {
			if !w.Swap {
				tries = append(tries, w.Move)
			}
		}
		b.Run(s.ID, func(b *testing.B) {
			for b.Loop() {
				for _, t := range tries {
					m, err := pos.ParseMove(t)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := Judge(s, pos, m); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
