// Package app is the shell of the app: what every game shares. It owns
// the one route and its views (the home page with a card per game, a
// game's screen, a game's rules page), the page's parameters, the
// language (resolution, the menu, <html lang>), the theme (the same, for
// <html data-theme>), storage that never fails
// and the games' shared saving (Saves),
// and the page's one client per game of the AI worker (AIClientFor). It
// knows each game only through a Game registration (games.go), which the
// game's package (app/trax, ...) makes from its init function, its
// computer player included (Computer: which worker program answers it);
// main.go imports each game's package once. The shell imports no game's
// engine (TestShellIsGameNeutral).
//
// go-app's package is imported as goapp, since this package is app.
//
// # Views and links
//
// The view comes from the page's parameters (PageParams reads the query
// and the fragment; the fragment wins): game=<id> plays a game,
// game=<id>&view=rules shows its rules, view=home or none the home page,
// view=embed the embed builder (embed.go, embedpage.go: a club's
// webmaster chooses what to embed, from what each game declares its links
// follow, Game.Embed, and copies the iframe snippet).
// Parameters without a game that a game claims (Game.OwnsGamelessLink:
// Trax's variant, ai, side and embed=1, as before there were three
// games) mean that game; no game is the default. Links inside the app are
// fragments (Link), so they work under any sub-path, offline and in an
// iframe; go-app follows them without reloading (root.OnNav). lang=<code>
// picks the language; theme=light|dark|auto the colours (theme.go);
// embed=1 drops the header.
//
// # Page contract (tests and embedding rely on it)
//
//   - #app gets data-ready="1" once the app runs in the browser (the
//     server's prerendered page lacks it).
//   - #home with a card #card-<id> per game, links #play-<id> (text
//     "Continue" when a game is in progress) and #rules-<id>.
//   - #rules[data-game=<id>] with #rules-print (PrintButton: the
//     browser's print dialog; the print rules of web/app.css lays every page out on paper)
//     and #rules-play; a game's own sections.
//   - #embed (view=embed, linked from #embed-link-home): the menus
//     #embed-game, #embed-show, #embed-level, #embed-lang, #embed-theme,
//     the fields #embed-link, #embed-width, #embed-height, the preview
//     iframe #embed-preview (or #embed-problem), the snippet
//     #embed-snippet, #embed-copy and #embed-copied.
//   - The header (absent with embed=1): #nav-home, #nav-rules, #nav-play,
//     the language menu #lang-menu (a select of language codes) and the
//     theme menu #theme-menu (auto, light, dark).
//   - <html data-theme> is the theme shown, light or dark (web/app-root.js
//     sets it before the program starts; traxSetTheme changes it).
//   - #notices lists what the page could not honour (an unknown ?lang=
//     or ?game=) and what saving reports (saveNotices): #save-problem
//     with data-problem "full" or "blocked" (the game is not being saved,
//     and why), #save-elsewhere (the game followed another tab), and per
//     unreadable save .kept-aside (data-key, data-backup) with its Copy as
//     text button .copy-aside, then .aside-copied or the selected text box
//     .aside-text.
//   - #computer-failed with #computer-retry: a game's computer could not
//     start (ComputerFailed).
//   - <html data-offline="ready"> once every game's computer plays
//     offline (web/wasm-start.js).
//   - localStorage "traxapp.lang" keeps the chosen language.
//   - document.title names the view: "<game> — <view> — <app>" ("TRAXIT
//     — Rules — Trax games"), "<game> — <app>" for a game's play view,
//     the app's name for the home page (pageTitle), in the language.
//   - Every modal dialog ([role=dialog] or [role=alertdialog] with
//     aria-modal="true") takes the focus when it opens ([data-autofocus]
//     or its first control), keeps Tab inside, presses its
//     [data-dialog-cancel] on Escape and gives the focus back when it
//     closes, or on to the next action after a [data-dialog-go-on]
//     button; a control a game takes away from under the focus hands it
//     to the page's first [data-next-action] (dialogfocus.go).
//
// # Saved games (saves.go)
//
// Every game saves through the Session's Saves: a game in progress in a
// guarded slot (Saves.Slot), progress in an unguarded one
// (Saves.Progress). A slot remembers what this tab last read or wrote, so
// that a tab never writes over another tab's newer save (Put answers
// ErrChangedElsewhere and the game shows that save instead); a game screen
// also follows the window's storage event (Session.FollowOtherTabs). Data
// a game cannot read (garbage, a newer version's save) is kept under
// "<key>.unreadable" (then ".unreadable.2"...) before anything is saved
// over it (KeepAside); where storage refuses even that, the key is held
// and never overwritten. Why a save was refused (a full storage, a
// QuotaExceededError, or a blocked one) comes from web/storage-guard.js's
// traxStorageSet and is said at once, on that move.
package app
