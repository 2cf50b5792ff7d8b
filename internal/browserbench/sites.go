package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// site is where the app is opened: its name in the table and base URL.
type site struct {
	name string // served or static
	URL  string // with its trailing slash
}

// helloBuild copies the built app into dir with app.wasm replaced by the
// go-app hello-world's (e2e/testdata/hello), precompressed as the app's
// is, and returns dir.
func helloBuild(bin, build, dir string) (string, error) {
	if out, err := exec.Command("cp", "-r", build+"/.", dir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("copying the build: %v\n%s", err, out)
	}
	wasm := filepath.Join(dir, "web", "app.wasm")
	for _, ext := range []string{".br", ".gz"} {
		os.Remove(wasm + ext)
	}
	quality := "9"
	if stamp, err := os.ReadFile(filepath.Join(dir, "web", ".precompressed")); err == nil {
		for _, line := range strings.Split(string(stamp), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[0] == "app.wasm" {
				quality = f[2]
			}
		}
	}
	os.Remove(filepath.Join(dir, "web", ".precompressed"))
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./e2e/testdata/hello")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the hello-world (run from the repository's root): %v\n%s", err, out)
	}
	if out, err := exec.Command(bin, "precompress", "-q", quality, wasm).CombinedOutput(); err != nil {
		return "", fmt.Errorf("precompressing the hello-world: %v\n%s", err, out)
	}
	return dir, nil
}
