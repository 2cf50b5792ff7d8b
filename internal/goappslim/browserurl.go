package main

import (
	"net/url"
	"strings"
)

// This file is also written into the slim go-app (package app, as
// pkg/app/browserurl.go): go-app's Window().URL() returns
// parseBrowserURL(location.href) there.

// parseBrowserURL returns the address a browser holds, parsed. A browser
// holds addresses url.Parse refuses, such as a "%" not followed by two
// hexadecimal digits in the fragment (#link=AQ%zz), for which go-app's
// Window().URL() returned nil and its Navigate, at start-up and on every
// hash change, then panicked. Such a "%" is read as itself (written %25);
// an address still refused loses its fragment, then its query; the last
// resort is the root path. Never nil.
func parseBrowserURL(raw string) *url.URL {
	if u, err := url.Parse(raw); err == nil {
		return u
	}
	if u, err := url.Parse(escapeStrayPercents(raw)); err == nil {
		return u
	}
	base, _, _ := strings.Cut(raw, "#")
	if u, err := url.Parse(base); err == nil {
		return u
	}
	base, _, _ = strings.Cut(base, "?")
	if u, err := url.Parse(base); err == nil {
		return u
	}
	return &url.URL{Path: "/"}
}

// escapeStrayPercents writes each "%" of s that does not start an escape
// (two hexadecimal digits) as "%25".
func escapeStrayPercents(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHexDigit(s[i+1]) || !isHexDigit(s[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
