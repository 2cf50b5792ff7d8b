// Package e2e holds the end-to-end tests: the built app (make build) served
// by the real server binary or exported as static files, driven in headless
// Chromium through chromedp. harness_test.go is the shared toolkit (servers,
// browser pages, the readiness marker, cutting the network); each area of
// the app adds its own *_test.go file beside it.
//
// # Parallel by default
//
// Every test starts with one line,
//
//	t.Parallel()
//
// and runs beside the others (`make test-browser` sets how many at a time
// with go test's -parallel). Each test has its own server on a free port
// (startServer, startStatic), its own Chromium with a fresh profile
// (newPage, newBrowser) and its own temporary folders (t.TempDir), so
// tests share nothing but the read-only build. A subtest that starts a
// browser of its own may call t.Parallel() too (TestSavesTwoTabs); one that
// goes on in its parent's page may not. The waits' limits (waitJS, openView,
// pageTimeout) only bound a failure: a page that shares two cores with
// several others is slow.
//
// A few tests stay sequential, listed in sequentialTests
// (parallel_test.go) with the reason: Go runs them first, one after
// another, before any parallel test starts, so they have the machine to
// themselves. They measure time or bytes, or race a clock or a deadline
// of the app: TestAIWorkerKeepsPageResponsive (frame gaps while the AI
// thinks), TestFirstVisitBytes (bytes of a first visit),
// TestLanguageFirstVisit (the page waits at most 10 s for its language's
// words before it shows English), TestLoadTime and TestScreenshot (on
// demand), TestClockFlagsTrax, TestClockFlagsTraxit and
// TestClockFlagsTrakkx (a three-second clock still running when the page
// is first checked), TestClockSurvivesReload and
// TestClockComputerHonoursClock (time charged to a clock), TestReviewGame
// (verdicts of 300 ms searches) and TestStopThinking (Stop within the
// computer's 1.5 s of thinking). TestEveryTestParallelOrListed fails on a
// test that neither starts with t.Parallel() nor is listed.
//
// The walks through every screen (TestNoOverflow, TestAccessibility,
// TestThemeContrast: screenTour) run one part per window size and
// language (three languages a part in TestNoOverflow), each in a browser
// of its own, in parallel.
//
// Run them with `make test` (which builds first) or, after `make build`,
// `go test ./e2e`. Environment:
//
//	TRAX_BUILD                  the built app's directory (default ../build)
//	TRAX_CHROMIUM               the browser binary (default: chromium on PATH)
//	TRAX_E2E_SKIP_NO_BROWSER=1  skip, instead of fail, when there is no browser
package e2e
