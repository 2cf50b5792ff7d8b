// Package tools pins, in go.mod, the modules the build and the tests need
// beyond what the program imports: chromedp and cdproto for the browser
// tests (package e2e), brotli for precompression, go-app for the app. Its
// only code, tools.go, builds with the "tools" tag alone and is never
// linked into anything; go mod tidy reads it under every tag.
package tools
