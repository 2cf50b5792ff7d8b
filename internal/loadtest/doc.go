// Package loadtest owns the static server's load test: it keeps a number
// of HTTP connections busy for a while, each fetching the app's paths in
// turn (the page and app.wasm, precompressed as a browser asks), and
// reports requests per second, errors, bytes and latency percentiles per
// path (Run, Report), with the server's memory sampled meanwhile: the Go
// runtime's when the server runs in the same process, or a process's
// resident set from /proc (Linux) when it runs apart. `traxapp loadtest`
// (package cli) is its command line.
//
// The package is native only: app.wasm never links it.
package loadtest
