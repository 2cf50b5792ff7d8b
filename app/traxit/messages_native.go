//go:build !wasm

package traxit

import "embed"

// messages are the catalogs of every language: the server, the tools and
// the tests read them all (the build writes each language's bundle from
// them, traxapp catalogs).
//
//go:embed messages/*.txt
var messages embed.FS
