// Package traxitworker is TRAXIT's computer player as an AI worker hosts it:
// it answers aiworker requests for game "traxit" with engine/traxit/ai.Think
// (levels easy, medium and hard; the move is an action in the game
// record's notation). Importing it registers it; the worker program
// app/aiworker/worker/traxit does, so only TRAXIT players download this AI.
package traxitworker

import (
	"traxapp/app/aiworker"
	"traxapp/engine/traxit/ai"
)

func init() { aiworker.Register("traxit", aiworker.RecordThinker(ai.Think)) }
