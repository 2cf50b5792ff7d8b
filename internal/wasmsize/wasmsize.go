package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 20, "how many packages to list")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] FILE.wasm ...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	for _, name := range flag.Args() {
		b, err := os.ReadFile(name)
		if err == nil {
			var m *module
			if m, err = parse(b); err == nil {
				m.report(os.Stdout, name, *top)
				continue
			}
		}
		fmt.Fprintf(os.Stderr, "wasmsize: %s: %v\n", name, err)
		os.Exit(1)
	}
}

// module is what wasmsize reads of a wasm file.
type module struct {
	size     int
	sections []section
	imported int      // imported functions, which precede the defined ones in the index space
	bodies   []int    // code bytes of each defined function, in order
	names    []string // names of the function index space ("" when unnamed)
}

// section is one section of the file.
type section struct {
	name string // "code", "data"... or a custom section's name
	size int
}

// sectionNames are the names of the standard section ids.
var sectionNames = []string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount", "tag"}

// parse reads the sections of a wasm binary, the sizes of its function
// bodies and the names of its functions.
func parse(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly binary")
	}
	m := &module{size: len(b)}
	r := &reader{b: b, pos: 8}
	for r.pos < len(b) {
		at := r.pos
		id := r.byte()
		n := r.uint()
		if r.err != nil || n > len(b)-r.pos {
			return nil, fmt.Errorf("section at byte %d: truncated", at)
		}
		body := &reader{b: b[r.pos : r.pos+n]}
		r.pos += n
		s := section{size: r.pos - at}
		if int(id) < len(sectionNames) {
			s.name = sectionNames[id]
		} else {
			s.name = fmt.Sprintf("id %d", id)
		}
		switch id {
		case 0:
			s.name = body.name()
			if s.name == "name" {
				m.readNames(body)
			}
		case 2:
			m.readImports(body)
		case 10:
			count := body.uint()
			for i := 0; i < count && body.err == nil; i++ {
				size := body.uint()
				body.skip(size)
				m.bodies = append(m.bodies, size)
			}
		}
		if body.err != nil {
			return nil, fmt.Errorf("%s section at byte %d: %w", s.name, at, body.err)
		}
		m.sections = append(m.sections, s)
	}
	return m, nil
}

// readImports counts the imported functions.
func (m *module) readImports(r *reader) {
	count := r.uint()
	for i := 0; i < count && r.err == nil; i++ {
		r.name()
		r.name()
		switch kind := r.byte(); kind {
		case 0: // function: type index
			r.uint()
			m.imported++
		case 1: // table: reftype, limits
			r.byte()
			r.limits()
		case 2: // memory: limits
			r.limits()
		case 3: // global: valtype, mutability
			r.byte()
			r.byte()
		case 4: // tag: attribute, type index
			r.byte()
			r.uint()
		default:
			r.err = fmt.Errorf("import of unknown kind %d", kind)
		}
	}
}

// readNames reads the function names subsection of the name section.
func (m *module) readNames(r *reader) {
	for r.pos < len(r.b) && r.err == nil {
		id := r.byte()
		n := r.uint()
		if id != 1 {
			r.skip(n)
			continue
		}
		// Only functions the module has can have names (the name section
		// follows the import and code sections): a name for any other
		// index is skipped, so a bogus index costs nothing.
		funcs := m.imported + len(m.bodies)
		count := r.uint()
		for i := 0; i < count && r.err == nil; i++ {
			idx := r.uint()
			name := r.name()
			if idx >= funcs {
				continue
			}
			for len(m.names) <= idx {
				m.names = append(m.names, "")
			}
			m.names[idx] = name
		}
	}
}

// packageOf returns the Go package of a function's name as the Go linker
// writes it in the name section, with the path's "/" (and "-") turned into
// "_": "traxapp_engine_trax" for "traxapp_engine_trax.__Position_.Place",
// "github.com_maxence_charriere_go_app_v10_pkg_app" for that package's
// functions (a leading domain keeps its dot).
func packageOf(fn string) string {
	if fn == "" {
		return "(unnamed)"
	}
	dot := strings.IndexByte(fn, '.')
	if dot < 0 {
		return fn
	}
	if rest := fn[dot+1:]; !strings.Contains(fn[:dot], "_") && isDomainTail(rest) {
		if next := strings.IndexByte(rest, '.'); next >= 0 {
			return fn[:dot+1+next]
		}
		return fn
	}
	return fn[:dot]
}

// isDomainTail reports whether s starts like the rest of a mangled import
// path after its domain's dot: lower-case letters, then "_".
func isDomainTail(s string) bool {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	return i > 0 && i < len(s) && s[i] == '_'
}

// packages returns the code bytes of each package.
func (m *module) packages() map[string]int {
	sizes := map[string]int{}
	for i, size := range m.bodies {
		name := ""
		if idx := m.imported + i; idx < len(m.names) {
			name = m.names[idx]
		}
		sizes[packageOf(name)] += size
	}
	return sizes
}

// report writes the sections and the top packages by code bytes.
func (m *module) report(w io.Writer, name string, top int) {
	fmt.Fprintf(w, "%s: %d bytes\n", name, m.size)
	for _, s := range m.sections {
		fmt.Fprintf(w, "  section %-12s %10d\n", s.name, s.size)
	}
	sizes := m.packages()
	list := make([]string, 0, len(sizes))
	code := 0
	for p, n := range sizes {
		list = append(list, p)
		code += n
	}
	sort.Slice(list, func(i, j int) bool {
		if sizes[list[i]] != sizes[list[j]] {
			return sizes[list[i]] > sizes[list[j]]
		}
		return list[i] < list[j]
	})
	if len(m.names) == 0 {
		fmt.Fprintln(w, "  no name section (built with -s?): no packages")
		return
	}
	fmt.Fprintf(w, "  code by package (%d packages, %d bytes of function bodies):\n", len(list), code)
	for i, p := range list {
		if i == top {
			break
		}
		fmt.Fprintf(w, "  %10d %5.1f%%  %s\n", sizes[p], 100*float64(sizes[p])/float64(code), p)
	}
}

// reader reads the LEB128 integers, names and bytes of a wasm binary; the
// first error sticks and later reads return zero values.
type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil {
		return 0
	}
	if r.pos >= len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return 0
	}
	r.pos++
	return r.b[r.pos-1]
}

// uint reads an unsigned LEB128 number of at most 32 bits.
func (r *reader) uint() int {
	var v uint64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			return int(v & 0xffffffff)
		}
	}
	if r.err == nil {
		r.err = errors.New("integer too long")
	}
	return 0
}

func (r *reader) skip(n int) {
	if r.err == nil && (n < 0 || n > len(r.b)-r.pos) {
		r.err = io.ErrUnexpectedEOF
		return
	}
	r.pos += n
}

func (r *reader) name() string {
	n := r.uint()
	at := r.pos
	r.skip(n)
	if r.err != nil {
		return ""
	}
	return string(r.b[at:r.pos])
}

func (r *reader) limits() {
	flags := r.byte()
	r.uint()
	if flags&1 != 0 {
		r.uint()
	}
}
