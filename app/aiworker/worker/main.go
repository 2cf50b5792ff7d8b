package main

import (
	"traxapp/app/aiworker/host"
	// The game this worker hosts registers its Thinker.
	_ "traxapp/app/aiworker/traxworker"
)

func main() { host.Run() }
