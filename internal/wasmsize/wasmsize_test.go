package main

import (
	"bytes"
	"strings"
	"testing"
)

// leb returns n as unsigned LEB128.
func leb(n int) []byte {
	var b []byte
	for {
		c := byte(n & 0x7f)
		n >>= 7
		if n != 0 {
			b = append(b, c|0x80)
			continue
		}
		return append(b, c)
	}
}

func sectionBytes(id byte, body []byte) []byte {
	return append(append([]byte{id}, leb(len(body))...), body...)
}

func name(s string) []byte { return append(leb(len(s)), s...) }

// tinyModule builds a module with one imported function and three defined
// ones whose bodies are 3, 5 and 7 bytes, named after two packages.
func tinyModule() []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	imports := append(leb(1), name("go")...)
	imports = append(imports, name("debug")...)
	imports = append(imports, 0, 0) // a function of type 0
	b = append(b, sectionBytes(2, imports)...)
	code := leb(3)
	for _, n := range []int{3, 5, 7} {
		code = append(code, leb(n)...)
		code = append(code, make([]byte, n)...)
	}
	b = append(b, sectionBytes(10, code)...)
	funcs := leb(4)
	for i, fn := range []string{"go.debug", "traxapp_engine_trax.__Position_.Place", "github.com_x_y_pkg.F", "traxapp_engine_trax.init"} {
		funcs = append(funcs, leb(i)...)
		funcs = append(funcs, name(fn)...)
	}
	names := append(name("name"), append([]byte{1}, append(leb(len(funcs)), funcs...)...)...)
	return append(b, sectionBytes(0, names)...)
}

func TestParseAttributesCodeToPackages(t *testing.T) {
	m, err := parse(tinyModule())
	if err != nil {
		t.Fatal(err)
	}
	got := m.packages()
	want := map[string]int{"traxapp_engine_trax": 3 + 7, "github.com_x_y_pkg": 5}
	if len(got) != len(want) {
		t.Fatalf("packages %v, want %v", got, want)
	}
	for p, n := range want {
		if got[p] != n {
			t.Errorf("%s: %d bytes, want %d (all: %v)", p, got[p], n, got)
		}
	}
	var out bytes.Buffer
	m.report(&out, "tiny.wasm", 10)
	for _, s := range []string{"section code", "section name", "traxapp_engine_trax", "2 packages, 15 bytes"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, out.String())
		}
	}
}

func TestPackageOf(t *testing.T) {
	for fn, want := range map[string]string{
		"runtime.mallocgc":                                       "runtime",
		"reflect.__abiSeq_.addArg":                               "reflect",
		"traxapp_app_trax.__controller_.startGame":               "traxapp_app_trax",
		"github.com_maxence_charriere_go_app_v10_pkg_app.Ctx.Do": "github.com_maxence_charriere_go_app_v10_pkg_app",
		"golang.org_x_text_language.Parse":                       "golang.org_x_text_language",
		"":                                                       "(unnamed)",
		"main":                                                   "main",
	} {
		if got := packageOf(fn); got != want {
			t.Errorf("packageOf(%q) = %q, want %q", fn, got, want)
		}
	}
}

// FuzzParse: any input is parsed or refused with an error, never a panic;
// a parsed module names no more functions than it has (a bogus index in
// the name section once made it hold a million names), and its sections
// add up to no more than the input.
func FuzzParse(f *testing.F) {
	f.Add(tinyModule())
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x0a\xff\xff\xff\xff\x0f"))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := parse(b)
		if err != nil {
			return
		}
		if funcs := m.imported + len(m.bodies); len(m.names) > funcs {
			t.Errorf("%d names for %d functions", len(m.names), funcs)
		}
		total := 8
		for _, s := range m.sections {
			total += s.size
		}
		if total != len(b) {
			t.Errorf("sections of %d bytes (with the 8-byte header) in a %d-byte input", total, len(b))
		}
		m.report(&bytes.Buffer{}, "fuzz", 5)
	})
}

// TestNameOfNoFunction: a name for a function index the module does not
// have is skipped, whatever the index (found by FuzzParse: the parser kept
// a name slot for every index up to a million).
func TestNameOfNoFunction(t *testing.T) {
	leb := func(v int) []byte {
		var b []byte
		for {
			c := byte(v & 0x7f)
			v >>= 7
			if v == 0 {
				return append(b, c)
			}
			b = append(b, c|0x80)
		}
	}
	sub := append(leb(1), leb(999_999)...) // one name, index 999999
	sub = append(sub, 1, 'x')
	body := append([]byte("\x04name\x01"), leb(len(sub))...)
	body = append(body, sub...)
	b := append([]byte("\x00asm\x01\x00\x00\x00\x00"), leb(len(body))...)
	b = append(b, body...)
	m, err := parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.names) != 0 {
		t.Errorf("%d names kept for a module without functions, want 0", len(m.names))
	}
}
