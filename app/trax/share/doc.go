// Package share (folder app/trax/share) is how a Trax position or game
// leaves the app: picture files of the position (picture.go: a
// standalone SVG document; files.go: the PNG the browser draws from it
// and the download), and the browser's side of play by link (link.go:
// the phone's share sheet or the clipboard, a bad link in words, whether
// one game continues another). The link code itself is engine/trax's
// (EncodeLink, DecodeLink); the link state, the Share buttons and the
// question before a shared game replaces one in progress are the game
// screen's controller's (app/trax).
package share
