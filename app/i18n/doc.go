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
// # First frame and on demand
//
// Which file a key is in says when the page has it. The parts named in
// OnDemand (today <lang>.rules.txt, <lang>.lessons.txt and
// <lang>.puzzles.txt, in any package's folder) hold the words of screens
// a player opens later, fetched when such a screen opens; every other
// file (<lang>.txt and the other parts, such as Trax's games, review,
// share and picture words) is first-frame: at hand before the page's
// first frame. A new key goes in a first-frame file when any screen may
// show it at start-up (a header link's label, a notice, the play screen)
// and in an on-demand part only when no screen but that part's shows it.
// A new on-demand part is added to OnDemand and named in the Words of the
// app.Extra that shows it (the rules page asks for "rules" itself).
//
// # Bundles
//
// The app's WebAssembly build embeds English's first-frame catalogs only
// (each package's messages_wasm.go lists them); the native build, its
// tests and tools have every file of every language. The build writes
// each other language's first-frame catalogs as one file (Bundle; traxapp
// catalogs writes web/messages-<lang>.txt), which the page fetches before
// its first frame in that language and hands to AddBundle (Available
// tells whether they are at hand), and each language's on-demand part as
// one file, English's too (BundlePart: web/messages-<lang>.<part>.txt),
// which the page fetches when a screen that shows it opens and hands to
// AddPart (HasPart tells whether it is at hand).
package i18n
