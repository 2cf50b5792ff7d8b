package app

import (
	"sync"

	"traxapp/app/aiclient"
)

// Computer is how a game plugs its computer player into the shell,
// declared with the game's registration (Game.Computer). The shell
// knows no game's AI: the game's screens send requests in the game's
// notation (with the game's own options) through AIClientFor, and the
// worker program named here answers them.
type Computer struct {
	// Program is the file in web/ of the game's AI worker program:
	// aiclient.WorkerProgram(ID) (worker-<ID>.wasm) when empty, or
	// aiclient.PageProgram when the app itself links the game's AI (the
	// worker then runs app.wasm, handed over by the page).
	Program string
}

// program returns the worker program of game g's computer player.
func (g Game) program() string {
	if g.Computer != nil && g.Computer.Program != "" {
		return g.Computer.Program
	}
	return aiclient.WorkerProgram(g.ID)
}

var aiClients = struct {
	sync.Mutex
	m map[string]*aiclient.Client
}{m: map[string]*aiclient.Client{}}

// AIClientFor returns the page's one client of the AI Web Worker of the
// registered game id (its Computer's Program); the worker starts with the
// first request, so a page starts at most one worker per game, and only
// for the games whose computer player is needed. Call it once the game is
// registered (after the init functions, or from the game's own init after
// RegisterGame): an unregistered id panics, as a programming error.
func AIClientFor(id string) *aiclient.Client {
	g, ok := gameByID(id)
	if !ok {
		panic("app: AIClientFor(" + id + "): no such game is registered")
	}
	aiClients.Lock()
	defer aiClients.Unlock()
	c := aiClients.m[id]
	if c == nil {
		c = aiclient.New(g.program(), "")
		aiClients.m[id] = c
	}
	return c
}
