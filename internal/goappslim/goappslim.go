//go:build !wasm

package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// goAppModule is the module this command slims.
const goAppModule = "github.com/maxence-charriere/go-app/v10"

// edit replaces Old by New in File (a path inside the module); Old must
// occur exactly once. An empty Old with a non-empty New writes a new file.
// Cut, when set, removes everything from Old up to (not including) Cut.
type edit struct {
	File, Old, New, Cut string
}

// edits are the changes to go-app's source, in order.
var edits = []edit{
	// The server: from ServeHTTP to the end of serveLibrary, and the
	// imports only they used.
	{File: "pkg/app/http.go", Old: "func (h *Handler) ServeHTTP(", Cut: "// Icon represents"},
	{File: "pkg/app/http.go", Old: "\t\"bytes\"\n\t\"context\"\n\t\"crypto/sha1\"\n"},
	// The server's version stamp (the page never computes one).
	{File: "pkg/app/http.go", Old: "fmt.Sprintf(`%x`, sha1.Sum([]byte(t)))", New: "fmt.Sprintf(`%x`, t)"},
	{File: "pkg/app/http.go", Old: "\t\"io\"\n\t\"net/http\"\n"},
	{File: "pkg/app/http.go", Old: "\t\"path/filepath\"\n"},
	{File: "pkg/app/http.go", Old: "\t\"strconv\"\n"},
	{File: "pkg/app/resource.go", Old: "import (\n\t\"net/http\"\n\t\"strings\"\n)", New: "import (\n\t\"strings\"\n)"},
	{File: "pkg/app/resource.go", Old: "\t\tHandler:   http.FileServer(http.Dir(directory)),\n"},
	{File: "pkg/app/resource.go", Old: "\thttp.Handler\n"},
	// Encryption.
	{File: "pkg/app/crypto.go", Old: "import (\n\t\"crypto/aes\"\n\t\"crypto/cipher\"\n\t\"crypto/rand\"\n\t\"io\"\n\n", New: "import (\n"},
	{File: "pkg/app/crypto.go", Old: "func encrypt(key string, v []byte) ([]byte, error) {\n", Cut: "func decrypt("},
	{File: "pkg/app/crypto.go", Old: "func decrypt(key string, v []byte) ([]byte, error) {\n", Cut: "\x00end"},
	{File: "pkg/app/crypto.go", Old: "", New: slimCrypto},
	// UUIDs.
	{File: "pkg/app/context.go", Old: "\t\"github.com/google/uuid\"\n"},
	{File: "pkg/app/context.go", Old: "uuid.NewString()", New: "newSlimID()"},
	{File: "pkg/app/state.go", Old: "\t\"github.com/google/uuid\"\n"},
	{File: "pkg/app/state.go", Old: "uuid.NewString()", New: "newSlimID()"},
	{File: "pkg/app/slimid.go", New: slimID},
	// Routes by regular expression (app.RouteWithRegexp), which the app
	// does not use: route matching would link the regexp engine.
	{File: "pkg/app/route.go", Old: "import (\n\t\"regexp\"\n\t\"sync\"\n)", New: "import (\n\t\"sync\"\n)"},
	{File: "pkg/app/route.go", Old: "regexp.MustCompile(pattern)", New: "noRegexp(pattern)"},
	{File: "pkg/app/route.go", Old: "\tregexp       *regexp.Regexp\n", New: "\tregexp       interface{ MatchString(string) bool }\n"},
	{File: "pkg/app/route.go", Old: "", New: noRegexp},
	// The browser's address: go-app ignored url.Parse's error, so an
	// address with a stray "%" in its fragment gave a nil URL and a panic
	// in Navigate (browserurl.go).
	{File: "pkg/app/js_wasm.go", Old: "\tu, _ := url.Parse(rawurl)\n\treturn u\n", New: "\treturn parseBrowserURL(rawurl)\n"},
	{File: "pkg/app/browserurl.go", New: strings.Replace(browserURLSource, "package main", "package app", 1)},
}

// browserURLSource is browserurl.go, written into the slim copy.
//
//go:embed browserurl.go
var browserURLSource string

const noRegexp = `
// noRegexp refuses a route by regular expression (goappslim: the app
// routes by path only, and regexp is a large package).
func noRegexp(pattern string) interface{ MatchString(string) bool } {
	panic("app.RouteWithRegexp(" + pattern + ") is not built into this app")
}
`

const slimCrypto = `
// goappslim: the app does not encrypt; AES-GCM and crypto/rand are left
// out of app.wasm.

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not built into this app")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not built into this app")
}
`

const slimID = `package app

import (
	"fmt"
	"math/rand/v2"
)

// newSlimID returns a random version 4 UUID in its text form (goappslim:
// github.com/google/uuid would link crypto/rand and math/big).
func newSlimID() string {
	a, b := rand.Uint64(), rand.Uint64()
	a = a&^0xf000 | 0x4000     // version 4
	b = b&^(0xc<<60) | 0x8<<60 // variant 10
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", a>>32, a>>16&0xffff, a&0xffff, b>>48, b&0xffffffffffff)
}
`

func main() {
	out := flag.String("out", "build/goapp", "the directory to write the slim go-app to (OUT.mod and OUT.sum go beside it)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: goappslim [-out DIR]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(".", *out); err != nil {
		fmt.Fprintln(os.Stderr, "goappslim:", err)
		os.Exit(1)
	}
}

// run writes the slim copy to out and out.mod, out.sum beside it, for
// the module whose root directory is root.
func run(root, out string) error {
	src, err := moduleDir(goAppModule)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(abs); err != nil {
		return err
	}
	if err := copyTree(src, abs); err != nil {
		return err
	}
	if err := apply(abs, edits); err != nil {
		return fmt.Errorf("%w (go-app %s changed: check the edits in internal/goappslim)", err, src)
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	mod = append(mod, fmt.Sprintf("\nreplace %s => %s\n", goAppModule, abs)...)
	if err := os.WriteFile(abs+".mod", mod, 0o644); err != nil {
		return err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return err
	}
	return os.WriteFile(abs+".sum", sum, 0o644)
}

// moduleDir returns the directory of module mod at the version this
// module requires, downloading it if needed.
func moduleDir(mod string) (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", mod)
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", mod, err)
	}
	var info struct{ Dir, Error string }
	if err := json.Unmarshal(b, &info); err != nil {
		return "", fmt.Errorf("go mod download %s: %w", mod, err)
	}
	if info.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %s", mod, info.Error)
	}
	return info.Dir, nil
}

// copyTree copies the regular files under src to dst, leaving out tests
// (the copy is only compiled), writable so that it can be removed.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case !d.Type().IsRegular() || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}

// apply makes the edits in the module copied to dir.
func apply(dir string, edits []edit) error {
	for _, e := range edits {
		path := filepath.Join(dir, filepath.FromSlash(e.File))
		if e.Old == "" {
			if err := appendOrCreate(path, e.New); err != nil {
				return err
			}
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		b, err = applyOne(b, e)
		if err != nil {
			return fmt.Errorf("%s: %w", e.File, err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// applyOne makes edit e in src.
func applyOne(src []byte, e edit) ([]byte, error) {
	if n := bytes.Count(src, []byte(e.Old)); n != 1 {
		return nil, fmt.Errorf("%q occurs %d times, want once", firstLine(e.Old), n)
	}
	i := bytes.Index(src, []byte(e.Old))
	end := i + len(e.Old)
	if e.Cut != "" {
		if e.Cut == "\x00end" {
			end = len(src)
		} else {
			j := bytes.Index(src[i:], []byte(e.Cut))
			if j < 0 {
				return nil, fmt.Errorf("no %q after %q", firstLine(e.Cut), firstLine(e.Old))
			}
			end = i + j
		}
	}
	out := append([]byte(nil), src[:i]...)
	out = append(out, e.New...)
	return append(out, src[end:]...), nil
}

// appendOrCreate adds text to the end of the file at path, creating it.
func appendOrCreate(path, text string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	return errors.Join(err, f.Close())
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimLeft(s, "\t\n"), "\n")
	return s
}
