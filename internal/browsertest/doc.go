// Package browsertest is what the browser tests (e2e/) and the browser
// benchmark (internal/browserbench) share, so that both measure the app
// as the same browser sees it: finding Chromium and starting it headless
// with one set of flags (a fresh profile each time: no cache, no service
// worker, no storage), and serving the built app, either with `traxapp
// serve` or as the static export on a plain file server the way a club's
// web host would.
package browsertest
