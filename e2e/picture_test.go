package e2e

// The picture box (#picture-svg, #picture-png, #picture-coordinates) saves
// the position on the board as a file: the test lets the browser download
// into a temporary folder and reads what it wrote.

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// waitFile waits for the browser to finish writing file name into dir and
// returns its bytes.
func waitFile(t *testing.T, dir, name string) []byte {
	t.Helper()
	path := filepath.Join(dir, name)
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if _, err := os.Stat(path + ".crdownload"); err == nil {
			continue
		}
		if data, err := os.ReadFile(path); err == nil && len(data) > 0 {
			return data
		}
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	t.Fatalf("no download %s (the folder holds %v)", name, names)
	return nil
}

// TestPictureDownloads: after a won game, Save SVG downloads a standalone
// SVG of the position (tiles, coordinates, no outside reference) and Save
// PNG a PNG the browser drew from it, of the picture's size, white paper
// round black tiles.
func TestPictureDownloads(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	dir := t.TempDir()
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
	}); err != nil {
		t.Fatalf("allowing downloads: %v", err)
	}
	openPlayable(t, ctx, base+"?ai=0")
	if !js[bool](t, ctx, "document.getElementById('picture-svg').disabled") {
		t.Error("Save SVG is offered for an empty board")
	}
	playAt(t, ctx, "0,0", "@0/")
	playAt(t, ctx, "1,0", `B1\`)
	playAt(t, ctx, "0,1", `A2\`)
	waitJS(t, ctx, "the result", "document.getElementById('result')")

	js[bool](t, ctx, "document.getElementById('picture-svg').click(), true")
	doc := waitFile(t, dir, "trax-move-3.svg")
	waitJS(t, ctx, "the saved message", "document.getElementById('message').textContent.includes('trax-move-3.svg')")
	if bytes.Contains(doc, []byte("href")) || bytes.Contains(doc, []byte("<script")) {
		t.Errorf("the SVG refers outside itself:\n%s", doc)
	}
	var root struct {
		ViewBox string `xml:"viewBox,attr"`
		Groups  []struct {
			Transform string `xml:"transform,attr"`
		} `xml:"g"`
		Texts []string `xml:"text"`
	}
	if err := xml.Unmarshal(doc, &root); err != nil {
		t.Fatalf("the SVG is not well-formed: %v\n%s", err, doc)
	}
	tiles := 0
	for _, g := range root.Groups {
		if strings.HasPrefix(g.Transform, "translate(") {
			tiles++
		}
	}
	// Four tiles, and four more groups tracing Red's loop over them.
	if tiles != 8 {
		t.Errorf("%d groups in the SVG, want 4 tiles and 4 traced tracks:\n%s", tiles, doc)
	}
	if got := strings.Join(root.Texts, " "); got != "A B 1 2" {
		t.Errorf("coordinates %q, want %q", got, "A B 1 2")
	}
	vb := strings.Fields(root.ViewBox)
	if len(vb) != 4 {
		t.Fatalf("viewBox %q", root.ViewBox)
	}
	vx, _ := strconv.ParseFloat(vb[0], 64)
	vy, _ := strconv.ParseFloat(vb[1], 64)
	vw, _ := strconv.Atoi(vb[2])
	vh, _ := strconv.Atoi(vb[3])

	js[bool](t, ctx, "document.getElementById('picture-png').click(), true")
	img, err := png.Decode(bytes.NewReader(waitFile(t, dir, "trax-move-3.png")))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	// Print quality: 3 px a unit, at least 1200 px on the longer side.
	scale := max(3, 1200/float64(max(vw, vh)))
	if b := img.Bounds(); b.Dx() != int(float64(vw)*scale) || b.Dy() != int(float64(vh)*scale) || max(b.Dx(), b.Dy()) < 1200 {
		t.Errorf("PNG %dx%d, want the picture's %dx%d times %v", b.Dx(), b.Dy(), vw, vh, scale)
	}
	gray := func(x, y int) uint32 {
		r, g, b, _ := img.At(x, y).RGBA()
		return (r + g + b) / 3 >> 8
	}
	if p := gray(2, 2); p < 240 {
		t.Errorf("the PNG's corner is %d grey, want white paper", p)
	}
	// The centre of tile @0/ (plane 0,0) lies between its two curves.
	if p := gray(int((50-vx)*scale), int((50-vy)*scale)); p > 40 {
		t.Errorf("the centre of the first tile is %d grey, want the black tile", p)
	}
	// Turning the coordinates off takes them out of the next picture.
	js[bool](t, ctx, "document.getElementById('picture-coordinates').click(), true")
	waitJS(t, ctx, "coordinates off", "!document.getElementById('picture-coordinates').checked")
	if err := os.Remove(filepath.Join(dir, "trax-move-3.svg")); err != nil {
		t.Fatal(err)
	}
	js[bool](t, ctx, "document.getElementById('picture-svg').click(), true")
	if doc := waitFile(t, dir, "trax-move-3.svg"); bytes.Contains(doc, []byte("<text")) {
		t.Errorf("coordinates drawn after turning them off:\n%s", doc)
	}
}
