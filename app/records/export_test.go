package records

// Registered returns the viewer of the game with this ID, nil if the game
// asked for none (see View), for the games' table test (TestGamesFiles):
// the app itself reaches a viewer through its game's registration.
func Registered(id string) *Game { return games[id] }
