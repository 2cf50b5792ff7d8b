// Package i18n owns the languages the app speaks and the words it says in
// each: the list of languages, their message catalogs, plural forms by the
// CLDR rules, number formatting, and the choice of a language from the
// browser's preferences. It uses neither go-app nor syscall/js, so it is
// tested natively.
//
// # Catalogs
//
// A catalog is plain text, one message per line:
//
//	# comments start with '#'
//	turn.to-move = {player} to move
//	moves.one = {n} move
//	moves.other = {n} moves
//
// Placeholders are {name}, filled from name/value pairs (Printer.T);
// "\n" in a value is a line break. A plural message has one key per CLDR
// category the language needs (one, few, many, other; Needs tells which)
// and is chosen by Printer.N. Each package of the app keeps its own
// catalogs in a folder of files named <lang>.txt or <lang>.<part>.txt
// (en.txt, en.rules.txt, ru.txt...) and hands the folder to Add from an
// init function; the shell's, then each game's.
//
// A missing message falls back to English, then to its key, so a gap shows
// on screen and the catalog test (every key in every language) catches it.
//
// # Bundles
//
// The app's WebAssembly build embeds the English catalogs only (each
// package's messages_wasm.go); the native build, its tests and tools have
// every language. The build writes each other language's catalogs as one
// file (Bundle; traxapp catalogs writes web/messages-<lang>.txt), which
// the page fetches when it needs that language and hands to AddBundle;
// Available tells whether a language's words are at hand.
package i18n
