package ai

import (
	"testing"
	"time"
)

func TestQuickMatch(t *testing.T) {
	start := time.Now()
	r := Match([]string{"easy", "medium", "hard", "medium"}, 4, 1)
	t.Log(r.String(), time.Since(start))
	if len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
}
