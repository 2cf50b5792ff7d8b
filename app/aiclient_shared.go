package app

import (
	"sync"

	"traxapp/app/aiclient"
)

var (
	aiOnce   sync.Once
	aiShared *aiclient.Client
)

// AIClient returns the page's one client of the AI Web Worker, which hosts
// every game's computer player (app/aiworker). Games share it, so a page
// starts at most one worker.
func AIClient() *aiclient.Client {
	aiOnce.Do(func() { aiShared = aiclient.New("") })
	return aiShared
}
