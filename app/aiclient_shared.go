package app

import (
	"context"
	"errors"
	"sync"
	"time"

	"traxapp/app/aiclient"
	"traxapp/app/aiworker"
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

// AskWorker asks the AI Web Worker of the registered game id
// (AIClientFor) for the action at level of whoever must act in record,
// thinking moveTime at most, so that the page never freezes while the
// computer thinks. An error the worker answers (a record or level it
// cannot read) is an error too.
func AskWorker(ctx context.Context, id, record, level string, moveTime time.Duration) (string, error) {
	rep, err := AIClientFor(id).Think(ctx, aiworker.Request{
		Game: id, Record: record, Level: level, MoveTimeMS: int(moveTime / time.Millisecond),
	})
	if err != nil {
		return "", err
	}
	if rep.Error != "" {
		return "", errors.New(rep.Error)
	}
	return rep.Move, nil
}
