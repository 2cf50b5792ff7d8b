package app

import (
	"sync"

	"traxapp/app/aiclient"
)

var aiClients = struct {
	sync.Mutex
	m map[string]*aiclient.Client
}{m: map[string]*aiclient.Client{}}

// AIClientFor returns the page's one client of game's AI Web Worker
// (aiclient.WorkerProgram(game)); the worker starts with the first request,
// so a page starts at most one worker per game, and only for the games
// whose computer player is needed.
func AIClientFor(game string) *aiclient.Client {
	aiClients.Lock()
	defer aiClients.Unlock()
	c := aiClients.m[game]
	if c == nil {
		c = aiclient.ForGame(game, "")
		aiClients.m[game] = c
	}
	return c
}
