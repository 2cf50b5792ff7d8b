// Package site owns the built app as a web site: it reads what `make build`
// wrote (web/ with its precompressed forms, wasm_exec.js), configures
// go-app's Handler (page, manifest, service worker from its own template),
// resolves the app's paths under a sub-path (PrefixResolver), and sets the
// security headers and Content-Security-Policy. It then either serves the
// app over HTTP (Load, Site.ServeHTTP, Site.Serve) or exports it as plain
// files for any web host, with a sample .htaccess (Export).
//
// The package is server-side only (//go:build !wasm): app.wasm never links
// it.
package site
