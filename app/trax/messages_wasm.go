//go:build wasm

package trax

import "embed"

// messages are English's first-frame catalogs only: the page fetches
// another language's words when it needs them (i18n.AddBundle), so that a
// first visit does not download eight languages it will not read, and
// every language's on-demand parts (i18n.OnDemand: the rules, lessons and
// puzzles) when their screen opens (i18n.AddPart). A new first-frame part
// file is listed here (TestWasmEmbedsFirstFrameOnly checks).
//
//go:embed messages/en.txt messages/en.games.txt messages/en.picture.txt messages/en.review.txt messages/en.share.txt
var messages embed.FS
