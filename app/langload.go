package app

import (
	"errors"
	"sync"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// startWait bounds how long the page's start waits for the words of its
// language: web/app-root.js fetched them beside app.wasm, so they are
// nearly always here already; past it the page starts in English.
const startWait = 10 * time.Second

// switchWait bounds how long a language picked from the menu may take to
// arrive before the page says it could not load it.
const switchWait = 20 * time.Second

// AwaitLanguage makes the words of the language the page will speak
// available before its first frame, so that it never flashes English
// first: in the browser, when that language is not English (the only one
// app.wasm carries), it waits for its bundle (fetchLanguage) while
// go-app's loading screen stays. The page falls back to English when the
// bundle cannot be had (the shell says so as it starts). main calls it before
// go-app starts.
func AwaitLanguage() {
	if !goapp.IsClient {
		return
	}
	params := ReadAddress(pageHref()).Params
	saved, _ := newBrowserStorage().Load(langKey)
	l, _ := i18n.Resolve(params.Get("lang"), saved, browserLanguages())
	if i18n.Available(l) || arrivedLanguage(l) {
		return
	}
	// Waiting lets go-app's script remove its loading screen, which showed
	// the server's page, in English: it stays hidden until the app's
	// first render replaces it (hideServerPage).
	hideServerPage()
	_ = fetchLanguage(l, startWait)
}

// YieldToBrowser lets the browser run a task of its own (input, a frame)
// before the page's first render, which main calls it before: the Go
// program's start so far (the runtime, every package's init, the words
// of the language) then ends one browser task and the render, go-app's
// mount of the whole page, runs in the next, so that no single task
// holds the page's thread for both (issue 28). go-app's script removes
// its loading screen as soon as the program yields, so the page the
// server drew, in English and maybe another view, stays hidden until
// the first render has replaced it (hideServerPage).
func YieldToBrowser() {
	if !goapp.IsClient {
		return
	}
	hideServerPage()
	awaitBrowserTask()
}

// awaitBrowserTask returns once the browser has run a task of its own
// (a setTimeout callback): the Go program returns to the browser
// meanwhile, which ends the task it ran in. A time.Sleep would not: on a
// slow CPU its timer has often expired by the time the Go scheduler
// looks for work, and the program runs on in the same task.
func awaitBrowserTask() {
	awaitCallback(func(cb goapp.Func) { goapp.Window().Call("setTimeout", cb, 0) })
}

// awaitCallback returns once the browser has called back the function
// that schedule hands to it (a setTimeout, a requestIdleCallback).
func awaitCallback(schedule func(cb goapp.Func)) {
	done := make(chan struct{})
	var cb goapp.Func
	cb = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		cb.Release()
		close(done)
		return nil
	})
	schedule(cb)
	<-done
}

// hideServerPage hides the page the server drew (<html
// data-lang-loading>, web/loader.css) until the app's first render has
// replaced it (showRenderedPage, from root.OnMount): once the Go program
// yields, go-app's script removes its loading screen, which covered it.
func hideServerPage() {
	goapp.Window().Get("document").Get("documentElement").Call("setAttribute", "data-lang-loading", "")
}

// showRenderedPage shows the page again once the app has drawn it.
func showRenderedPage() {
	if goapp.IsClient {
		goapp.Window().Get("document").Get("documentElement").Call("removeAttribute", "data-lang-loading")
	}
}

// arrivedLanguage adds language l's words if web/app-root.js has them
// already (it fetched them beside app.wasm), without waiting, and reports
// whether it did.
func arrivedLanguage(l i18n.Lang) (ok bool) {
	defer func() {
		if recover() != nil { // a JavaScript exception
			ok = false
		}
	}()
	messages := goapp.Window().Get("traxMessages")
	if !messages.Truthy() || !messages.Get("text").Truthy() {
		return false
	}
	text := messages.Call("text", string(l)).String()
	return text != "" && i18n.AddBundle(l, text) == nil
}

// errNoMessages is fetchLanguage's error when the page has no
// traxMessages (web/app-root.js did not run).
var errNoMessages = errors.New("the page has no traxMessages: its loader script did not run")

// errLanguageTimeout is fetchLanguage's error when the words took too long.
var errLanguageTimeout = errors.New("the language's words took too long to arrive")

// fetchLanguage gets language l's first-frame bundle through
// web/app-root.js (traxMessages.get, which has often fetched it already)
// and adds it (i18n.AddBundle), waiting at most wait. It blocks: call it
// from a goroutine of its own or before go-app starts, never from a
// JavaScript callback.
func fetchLanguage(l i18n.Lang, wait time.Duration) error {
	return fetchWords(l, "", wait)
}

// fetchParts gets the words of language l's on-demand parts (i18n.OnDemand)
// that are not at hand yet, each web/messages-<lang>.<part>.txt, and adds
// them (i18n.AddPart), waiting at most wait for each. It blocks, as
// fetchLanguage does.
func fetchParts(l i18n.Lang, parts []string, wait time.Duration) error {
	var errs []error
	for _, part := range parts {
		if !i18n.HasPart(l, part) {
			errs = append(errs, fetchWords(l, part, wait))
		}
	}
	return errors.Join(errs...)
}

// missingParts returns those of parts whose words in language l are not
// at hand.
func missingParts(l i18n.Lang, parts []string) (missing []string) {
	for _, part := range parts {
		if !i18n.HasPart(l, part) {
			missing = append(missing, part)
		}
	}
	return missing
}

// fetchWords gets language l's bundle ("" part) or the bundle of its part
// through traxMessages.get and adds it.
func fetchWords(l i18n.Lang, part string, wait time.Duration) (err error) {
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			err = errors.New("fetching the language's words failed")
		}
	}()
	messages := goapp.Window().Get("traxMessages")
	if !messages.Truthy() {
		return errNoMessages
	}
	add := func(text string) error { return i18n.AddBundle(l, text) }
	if part != "" {
		add = func(text string) error { return i18n.AddPart(l, part, text) }
	}
	done := make(chan error, 1)
	// Each callback releases both once the promise has settled; neither is
	// released on a timeout, since the promise may still settle and a
	// released function's call would stop the Go program.
	var loaded, failed goapp.Func
	release := func() { loaded.Release(); failed.Release() }
	loaded = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		text := ""
		if len(args) > 0 {
			text = args[0].String()
		}
		done <- add(text)
		release()
		return nil
	})
	failed = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		msg := "fetching the language's words failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		done <- errors.New(msg)
		release()
		return nil
	})
	messages.Call("get", string(l), part).Call("then", loaded, failed)
	select {
	case err = <-done:
	case <-time.After(wait):
		err = errLanguageTimeout
	}
	if err != nil {
		goapp.Log("trax: the words of", string(l), part, "could not be loaded:", err)
	}
	return err
}

// langKey is the localStorage key of the language the player chose.
const langKey = "traxapp.lang"

// browserLanguages returns navigator.languages (or navigator.language).
func browserLanguages() (tags []string) {
	defer func() { _ = recover() }()
	nav := goapp.Window().Get("navigator")
	if list := nav.Get("languages"); list.Truthy() {
		for i := range list.Length() {
			tags = append(tags, list.Index(i).String())
		}
	}
	if l := nav.Get("language"); len(tags) == 0 && l.Truthy() {
		tags = append(tags, l.String())
	}
	return tags
}

// started is closed once the page's first screen is mounted (the root's
// OnMount): AfterStart's work waits for it.
var (
	started     = make(chan struct{})
	startedOnce sync.Once
)

// markStarted says the first screen is mounted; later calls do nothing.
func markStarted() { startedOnce.Do(func() { close(started) }) }

// AfterStart runs f in the browser once the page's first screen is on
// screen and the browser is idle (requestIdleCallback, within two
// seconds; a second's wait where the browser has none): after the first
// render and after the game's draw, the task after it (round.Life), so
// that f lengthens neither. main uses it to change what suits start-up
// for what suits play.
func AfterStart(f func()) {
	if !goapp.IsClient {
		return
	}
	go func() {
		<-started
		awaitIdle()
		f()
	}()
}

// awaitIdle returns once the browser is idle (see AfterStart).
func awaitIdle() {
	awaitCallback(func(cb goapp.Func) {
		w := goapp.Window()
		if w.Get("requestIdleCallback").Truthy() {
			w.Call("requestIdleCallback", cb, map[string]any{"timeout": 2000})
			return
		}
		w.Call("setTimeout", cb, 1000)
	})
}

// InNextTask runs f on the UI goroutine (ctx.Dispatch) once the browser
// has run a task of its own, so that f's work and its render never join
// the browser task running now; outside the browser (tests) at once. It
// does nothing if ctx's component is gone by then.
func InNextTask(ctx goapp.Context, f func(goapp.Context)) {
	if !goapp.IsClient {
		f(ctx)
		return
	}
	go func() {
		awaitBrowserTask()
		ctx.Dispatch(f)
	}()
}
