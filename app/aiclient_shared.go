package app

import (
	"sync"

	"traxapp/app/aiclient"
)

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
