// Package trakkxworker is TRAKKX's computer player as an AI worker hosts it:
// it answers aiworker requests for game "trakkx" with engine/trakkx/ai.Think
// (levels easy, medium and hard; the move is an action in the game
// record's notation). Importing it registers it; the worker program
// app/aiworker/worker/trakkx does, so only TRAKKX players download this AI.
package trakkxworker

import (
	"traxapp/app/aiworker"
	"traxapp/engine/trakkx/ai"
)

func init() { aiworker.Register("trakkx", aiworker.RecordThinker(ai.Think)) }
