//go:build wasm

package traxit

import "embed"

// messages are the English catalogs only: the page fetches another
// language's words when it needs them (i18n.AddBundle), so that a first
// visit does not download eight languages it will not read.
//
//go:embed messages/en.txt messages/en.*.txt
var messages embed.FS
