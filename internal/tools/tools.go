//go:build tools

package tools

import (
	_ "github.com/andybalholm/brotli"
	_ "github.com/chromedp/cdproto/page"
	_ "github.com/chromedp/chromedp"
	_ "github.com/chromedp/chromedp/kb"
	_ "github.com/maxence-charriere/go-app/v10/pkg/app"
)
