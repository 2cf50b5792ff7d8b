package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommittedIconsMatch checks that the icons in web/ are what this
// program draws, pixel for pixel (PNG bytes may differ between Go versions).
// Regenerate with: go run ./internal/webicons -out web
func TestCommittedIconsMatch(t *testing.T) {
	for _, ic := range icons {
		t.Run(ic.name, func(t *testing.T) {
			got, err := os.ReadFile(filepath.Join("..", "..", "web", ic.name))
			if err != nil {
				t.Fatalf("%v (run: go run ./internal/webicons -out web)", err)
			}
			want := ic.draw()
			if !strings.HasSuffix(ic.name, ".png") {
				if !bytes.Equal(got, want) {
					t.Fatalf("web/%s is stale: run go run ./internal/webicons -out web", ic.name)
				}
				return
			}
			a, b := decode(t, got), decode(t, want)
			if a.Bounds() != b.Bounds() {
				t.Fatalf("web/%s is %v, want %v", ic.name, a.Bounds(), b.Bounds())
			}
			for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
				for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
					if !sameColor(a.At(x, y), b.At(x, y)) {
						t.Fatalf("web/%s differs at (%d,%d): run go run ./internal/webicons -out web", ic.name, x, y)
					}
				}
			}
		})
	}
}

// sameColor compares two colours by value, whatever their types (a
// paletted PNG decodes to color.RGBA, the drawing is color.NRGBA).
func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

func decode(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return img
}
