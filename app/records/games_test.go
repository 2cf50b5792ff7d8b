package records_test

import (
	"testing"

	"traxapp/app/records"
	"traxapp/app/records/recordstest"
	_ "traxapp/app/trakkx" // registers its viewer
	_ "traxapp/app/traxit" // registers its viewer
)

// TestGamesFiles reads each game's file of three games (its testdata): two
// whole games with their players' names, results and steps, and between
// them a broken one that says where and why, replays the steps before its
// fault and does not stop the third. Each game's own tests check its
// steps' words.
func TestGamesFiles(t *testing.T) {
	for _, tc := range []struct {
		game string
		want []recordstest.Want
	}{
		{"traxit", []recordstest.Want{
			{Players: "Ann – Bob", Result: "Ann wins!", Err: "", Steps: 66},
			{Players: "Cid – Dee", Result: "*", Err: "Game 2, line 96: That is not what the game asks for now.", Steps: 3},
			{Players: "Eve – Fay – Gus – Hal", Result: "Eve and Gus win!", Err: "", Steps: 132},
		}},
		{"trakkx", []recordstest.Want{
			{Players: "Ann – Bob", Result: "Nobody can play any more. The fewest points in hand win: Bob.", Err: "", Steps: 93},
			{Players: "Cid – Dee", Result: "*", Err: "Game 2, line 115: This line cannot be read.", Steps: 6},
			{Players: "Eve – Fay – Gus", Result: "Nobody can play any more. The fewest points in hand win: Fay.", Err: "", Steps: 81},
		}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			g := records.Registered(tc.game)
			if g == nil {
				t.Fatalf("%s registers no record viewer", tc.game)
			}
			recordstest.CheckFile(t, g, "../"+tc.game+"/testdata/records.txt", tc.want)
		})
	}
}
