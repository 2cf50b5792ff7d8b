package app

import (
	"net/url"
	"sort"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/aiclient"
	"traxapp/app/i18n"
)

// Game is one game of the app as the shell knows it: everything the home
// page, the routes, the rules page and "continue" need. A game's package
// (app/trax...) makes one and hands it to RegisterGame from its init
// function, so adding a game is a new folder and one import in main.go.
// Its words come from the catalogs under "<ID>.": <ID>.name, <ID>.tagline
// and <ID>.players (the card's line about players).
type Game struct {
	// ID names the game in URLs (?game=trax), storage keys and catalog
	// keys; lower-case letters only.
	ID string
	// Order places the game on the home page, lowest first (packages'
	// init functions run in import-path order, which is no order for
	// players).
	Order int
	// MinPlayers and MaxPlayers bound the number of players at the table.
	MinPlayers, MaxPlayers int
	// Play returns the game's screen for s. The screen restores the game
	// in progress from s's storage and saves after every change.
	Play func(s *Session) goapp.UI
	// Rules returns the body of the game's rules page in p's language,
	// diagrams included.
	Rules func(p *i18n.Printer) goapp.UI
	// Picture returns the small drawing of the game's home-page card.
	Picture func() goapp.UI
	// Resumable lists the games in progress that st holds, most recent
	// first, each with the words and the link of its "Continue" on the
	// home page; none gives a plain "Play".
	Resumable func(st Storage, p *i18n.Printer) []Resume
	// Extras are the game's further views, such as Trax's lessons and
	// puzzles, in the order of their links on the home page's card and
	// in the header.
	Extras []Extra
	// ParamNotices, when set, says which of the page's parameters q the
	// game's play view cannot follow (a seed that is not a number...), in
	// p's language: the shell shows them with its own notices. A game
	// that reports its parameters on its own message line leaves it nil.
	ParamNotices func(q url.Values, p *i18n.Printer) []string
	// Computer declares the game's computer player, if it has one: the
	// AI worker program that answers its requests (AIClientFor).
	Computer *Computer
	// OwnsGamelessLink, when set, reports whether the page's parameters
	// q, which name no game, are a link to this game made before the app
	// had several games (Trax's ?variant=8x8, say), so that such links
	// keep working. No game is the default: without a claim, such a link
	// gives the home page. The first game in Order that claims it wins.
	OwnsGamelessLink func(q url.Values) bool
	// Embed says what a club's page can embed of the game by link, for
	// the embed builder (view=embed); nil offers the game's play view,
	// its Extras and its rules only.
	Embed *Embed
}

// Embed is what a game's play view follows in its link, as the embed
// builder offers it: the shell knows no game's parameters, so each game
// declares those it reads.
type Embed struct {
	// Levels are the computer's levels a link can ask for, weakest
	// first, as written in the link; LevelLabel+level is the catalog key
	// of each one's name.
	Levels     []string
	LevelLabel string
	// VsComputer returns the parameters that seat the visitor against
	// the computer at one of Levels; nil when no link can.
	VsComputer func(level string) url.Values
	// Friends are the parameters of a game between people at one
	// device; nil when no link can ask for it.
	Friends url.Values
	// LinkParam names the parameter that opens a shared game (Trax's
	// link=CODE), "" when the game has none.
	LinkParam string
	// LinkView is the view that opens LinkParam's game (TRAXIT's and
	// TRAKKX's record viewer, view=games), "" for the play view.
	LinkView string
}

// Extra is one further view of a game beside its play and rules views,
// reached by ?game=<game>&view=<ID>.
type Extra struct {
	// ID names the view in URLs: lower-case letters, not "home", "play"
	// or "rules".
	ID string
	// Label is the catalog key of the words of its links.
	Label string
	// Show returns the view's screen for s, as Game.Play does.
	Show func(s *Session) goapp.UI
	// Words are the on-demand catalog parts (i18n.OnDemand) whose words
	// the view shows: the page fetches them in its language before it
	// shows the view (root.loadWords). A view whose words are all in
	// first-frame catalogs has none.
	Words []string
}

// extra returns g's further view named id.
func (g Game) extra(id string) (Extra, bool) {
	for _, x := range g.Extras {
		if x.ID == id {
			return x, true
		}
	}
	return Extra{}, false
}

// Resume is one game in progress that the home page offers to continue.
type Resume struct {
	// Label is what the link says, e.g. "Continue 8×8 Trax (12 moves)".
	Label string
	// Link leads to it (PlayLink).
	Link string
}

// games are the registered games, in the order of the home page.
var games []Game

// RegisterGame adds g to the app. Call it from an init function; an empty
// or repeated ID panics, since that is a programming error.
func RegisterGame(g Game) {
	if g.ID == "" || g.Play == nil {
		panic("app: RegisterGame needs an ID and a Play function")
	}
	if _, ok := gameByID(g.ID); ok {
		panic("app: game " + g.ID + " registered twice")
	}
	for i, x := range g.Extras {
		if x.ID == "" || x.Show == nil || x.ID == viewHome || x.ID == viewPlay || x.ID == viewRules {
			panic("app: game " + g.ID + " has an extra view without an ID of its own or without Show")
		}
		if _, ok := (Game{Extras: g.Extras[:i]}).extra(x.ID); ok {
			panic("app: game " + g.ID + " has two extra views " + x.ID)
		}
	}
	games = append(games, g)
	sort.SliceStable(games, func(i, j int) bool { return games[i].Order < games[j].Order })
}

// gamelessLinkOwner returns the game that claims the parameters q, which
// name no game, as one of its old links; "" for none.
func gamelessLinkOwner(q url.Values) string {
	for _, g := range games {
		if g.OwnsGamelessLink != nil && g.OwnsGamelessLink(q) {
			return g.ID
		}
	}
	return ""
}

// gameByID returns the registered game whose ID is id.
func gameByID(id string) (Game, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return Game{}, false
}

// Computer is how a game plugs its computer player into the shell,
// declared with the game's registration (Game.Computer). The shell
// knows no game's AI: the game's screens send requests in the game's
// notation (with the game's own options) through AIClientFor, and the
// worker program named here answers them.
type Computer struct {
	// Program is the file in web/ of the game's AI worker program:
	// aiclient.WorkerProgram(ID) (worker-<ID>.wasm) when empty, or
	// aiclient.PageProgram when the app itself links the game's AI (the
	// worker then runs app.wasm, handed over by the page).
	Program string
}

// program returns the worker program of game g's computer player.
func (g Game) program() string {
	if g.Computer != nil && g.Computer.Program != "" {
		return g.Computer.Program
	}
	return aiclient.WorkerProgram(g.ID)
}
