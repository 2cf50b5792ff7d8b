// Package e2e holds the end-to-end tests: the built app (make build) served
// by the real server binary or exported as static files, driven in headless
// Chromium through chromedp. harness_test.go is the shared toolkit (servers,
// browser pages, the readiness marker, cutting the network); each area of
// the app adds its own *_test.go file beside it.
//
// Run them with `make test` (which builds first) or, after `make build`,
// `go test ./e2e`. Environment:
//
//	TRAX_BUILD                  the built app's directory (default ../build)
//	TRAX_CHROMIUM               the browser binary (default: chromium on PATH)
//	TRAX_E2E_SKIP_NO_BROWSER=1  skip, instead of fail, when there is no browser
package e2e
