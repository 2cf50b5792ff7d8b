package i18n

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// sources are the catalog folders handed to Add, in order; bundles the
// languages' first-frame words added by AddBundle; parts the on-demand
// parts added by AddPart, by language and part.
var (
	mu       sync.Mutex
	sources  []fs.FS
	bundles  = map[Lang]map[string]string{}
	parts    = map[Lang]map[string]map[string]string{}
	printers = map[Lang]*Printer{}
)

// OnDemand are the catalog parts whose words only a screen opened later
// shows: the files <lang>.<part>.txt of these parts (every package's) are
// not in a page's first frame. The app's WebAssembly build embeds none of
// them, English's included, and the build ships each as
// web/messages-<lang>.<part>.txt (BundlePart), which a screen that needs
// it fetches before it shows (AddPart, HasPart). Every other catalog file
// (<lang>.txt and the other parts) is first-frame: in app.wasm for
// English, in web/messages-<lang>.txt (Bundle) for the other languages.
var OnDemand = []string{"rules", "lessons", "puzzles"}

// IsOnDemand reports whether part is one of OnDemand.
func IsOnDemand(part string) bool {
	for _, p := range OnDemand {
		if p == part {
			return true
		}
	}
	return false
}

// filePart returns the part of a catalog file's name, <lang>.<part>.txt
// ("" for <lang>.txt).
func filePart(name string) string {
	name = strings.TrimSuffix(path.Base(name), ".txt")
	_, part, _ := strings.Cut(name, ".")
	return part
}

// Add registers a folder of catalogs (files <lang>.txt and
// <lang>.<part>.txt at its top). Packages call it from init, before any
// Printer is made; a key given twice for one language keeps the later
// text.
func Add(fsys fs.FS) {
	mu.Lock()
	defer mu.Unlock()
	sources = append(sources, fsys)
	printers = map[Lang]*Printer{}
}

// Printer says the app's messages in one language.
type Printer struct {
	lang     Lang
	msgs     map[string]string
	fallback *Printer // English, for a message l lacks; nil for English
}

// For returns the printer of language l (English for a language the app
// does not speak). Printers are made once and shared.
func For(l Lang) *Printer {
	if !l.Supported() {
		l = English
	}
	mu.Lock()
	defer mu.Unlock()
	return printerLocked(l)
}

func printerLocked(l Lang) *Printer {
	if p := printers[l]; p != nil {
		return p
	}
	msgs, _ := load(l)
	p := &Printer{lang: l, msgs: msgs}
	if l != English {
		p.fallback = printerLocked(English)
	}
	printers[l] = p
	return p
}

// Lang returns the printer's language.
func (p *Printer) Lang() Lang { return p.lang }

// Has reports whether the message key exists in the printer's language
// (without falling back to English).
func (p *Printer) Has(key string) bool { _, ok := p.msgs[key]; return ok }

// T returns message key with its placeholders filled from args, given as
// name/value pairs: T("turn.to-move", "player", "White"). A value may be a
// string or an int (written with FormatNumber).
func (p *Printer) T(key string, args ...any) string {
	return p.fill(p.lookup(key), args)
}

// N returns the plural message key for the count n, chosen by the
// language's plural rules, with {n} set to n and the other placeholders
// filled from args: N("moves", 5) is "5 moves", in Russian "5 ходов".
func (p *Printer) N(key string, n int, args ...any) string {
	text, ok := p.msgs[key+"."+PluralCategory(p.lang, n)]
	if !ok {
		text, ok = p.msgs[key+"."+Other]
	}
	if !ok {
		if p.fallback != nil {
			return p.fallback.N(key, n, args...)
		}
		text = key
	}
	return p.fill(text, append(args, "n", n))
}

// Number writes n as the printer's language writes numbers.
func (p *Printer) Number(n int) string { return FormatNumber(p.lang, n) }

func (p *Printer) lookup(key string) string {
	if s, ok := p.msgs[key]; ok {
		return s
	}
	if p.fallback != nil {
		return p.fallback.lookup(key)
	}
	return key
}

// fill replaces each {name} of text by its value in args.
func (p *Printer) fill(text string, args []any) string {
	if len(args) == 0 || !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			break
		}
		name := text[i+1 : i+j]
		b.WriteString(text[:i])
		if v, ok := lookupArg(args, name); ok {
			switch v := v.(type) {
			case string:
				b.WriteString(v)
			case int:
				b.WriteString(p.Number(v))
			default:
				b.WriteString("{" + name + "}")
			}
		} else {
			b.WriteString(text[i : i+j+1])
		}
		text = text[i+j+1:]
	}
	b.WriteString(text)
	return b.String()
}

func lookupArg(args []any, name string) (any, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok && k == name {
			return args[i+1], true
		}
	}
	return nil, false
}

// Messages returns every message of language l, as the catalogs give them
// (no English fallback), and the errors of reading them: for tests.
func Messages(l Lang) (map[string]string, []error) {
	mu.Lock()
	defer mu.Unlock()
	return load(l)
}

// Available reports whether the words of language l are at hand: in a
// folder handed to Add or in a bundle added by AddBundle. English always
// is (its catalogs are in every build); the app's WebAssembly build
// carries no other language and fetches a bundle before it speaks one.
func Available(l Lang) bool {
	if l == English {
		return true
	}
	mu.Lock()
	defer mu.Unlock()
	if _, ok := bundles[l]; ok {
		return true
	}
	for _, fsys := range sources {
		if names, _ := fs.Glob(fsys, string(l)+".txt"); len(names) > 0 {
			return true
		}
	}
	return false
}

// bundleHeader is the first line of language l's bundle: it tells a
// bundle from anything else a host may answer (a page saying "not found").
func bundleHeader(l Lang) string { return "# traxapp messages " + string(l) }

// Bundle returns the first-frame messages of language l (those of its
// catalog files but the OnDemand parts) as one catalog, keys sorted,
// under the header AddBundle checks: the file the build ships for each
// language the app fetches when it needs it.
func Bundle(l Lang) ([]byte, error) {
	mu.Lock()
	msgs, errs := loadFiles(l, func(part string) bool { return !IsOnDemand(part) })
	mu.Unlock()
	return writeBundle(bundleHeader(l), l, msgs, errs)
}

// partHeader is the first line of the bundle of language l's part.
func partHeader(l Lang, part string) string { return bundleHeader(l) + " " + part }

// BundlePart returns the messages of language l's catalog files of part,
// one of OnDemand (every package's <lang>.<part>.txt), as one catalog
// under the header AddPart checks: the file web/messages-<lang>.<part>.txt
// the build ships for every language, English's too.
func BundlePart(l Lang, part string) ([]byte, error) {
	if !IsOnDemand(part) {
		return nil, fmt.Errorf("i18n: %q is not a part fetched on demand", part)
	}
	mu.Lock()
	msgs, errs := loadFiles(l, func(p string) bool { return p == part })
	mu.Unlock()
	return writeBundle(partHeader(l, part), l, msgs, errs)
}

// writeBundle writes msgs as one catalog under header.
func writeBundle(header string, l Lang, msgs map[string]string, errs []error) ([]byte, error) {
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if len(msgs) == 0 {
		return nil, fmt.Errorf("i18n: no messages in %s", strings.TrimPrefix(header, "# traxapp messages "))
	}
	keys := make([]string, 0, len(msgs))
	for k := range msgs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(header + "\n")
	for _, k := range keys {
		b.WriteString(k + " = " + strings.ReplaceAll(msgs[k], "\n", `\n`) + "\n")
	}
	return []byte(b.String()), nil
}

// AddBundle adds language l's messages from data, a file made by Bundle.
// Data without the header, or with a line that is not a message, is
// refused whole (an error, nothing added), so that a host's error page
// never becomes the words of the app. A printer of l made before is
// dropped: For then gives one with the bundle's words.
func AddBundle(l Lang, data string) error {
	msgs, err := readBundle(l, bundleHeader(l), "messages-"+string(l)+".txt", data)
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	bundles[l] = msgs
	delete(printers, l)
	return nil
}

// AddPart adds the messages of language l's part from data, a file made
// by BundlePart, refusing anything else whole as AddBundle does. A
// printer of l made before is dropped: For then gives one with the part's
// words.
func AddPart(l Lang, part, data string) error {
	if !IsOnDemand(part) {
		return fmt.Errorf("i18n: %q is not a part fetched on demand", part)
	}
	msgs, err := readBundle(l, partHeader(l, part), "messages-"+string(l)+"."+part+".txt", data)
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	if parts[l] == nil {
		parts[l] = map[string]map[string]string{}
	}
	parts[l][part] = msgs
	delete(printers, l)
	return nil
}

// HasPart reports whether the words of language l's part (one of
// OnDemand) are at hand: in a folder handed to Add (the native build has
// every file) or added by AddPart.
func HasPart(l Lang, part string) bool {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := parts[l][part]; ok {
		return true
	}
	for _, fsys := range sources {
		if names, _ := fs.Glob(fsys, string(l)+"."+part+".txt"); len(names) > 0 {
			return true
		}
	}
	return false
}

// readBundle reads data, a bundle of language l under header, named file
// in its errors.
func readBundle(l Lang, header, file, data string) (map[string]string, error) {
	if !l.Supported() {
		return nil, fmt.Errorf("i18n: %q is not a language the app speaks", l)
	}
	first, _, _ := strings.Cut(data, "\n")
	if strings.TrimRight(first, "\r") != header {
		return nil, fmt.Errorf("i18n: not a bundle of %s (its first line is %.40q)", strings.TrimPrefix(header, "# traxapp "), first)
	}
	msgs := map[string]string{}
	if err := errors.Join(parse(file, data, msgs)...); err != nil {
		return nil, err
	}
	return msgs, nil
}

// load reads every catalog file of language l, then the bundle and the
// parts added. A line that is not a comment, blank or "key = text" is an
// error naming the file and line.
func load(l Lang) (map[string]string, []error) {
	msgs, errs := loadFiles(l, func(string) bool { return true })
	for k, v := range bundles[l] {
		msgs[k] = v
	}
	for _, part := range parts[l] {
		for k, v := range part {
			msgs[k] = v
		}
	}
	return msgs, errs
}

// loadFiles reads the catalog files of language l whose part keep
// accepts ("" for <lang>.txt).
func loadFiles(l Lang, keep func(part string) bool) (map[string]string, []error) {
	msgs := map[string]string{}
	var errs []error
	for _, fsys := range sources {
		names, _ := fs.Glob(fsys, string(l)+".txt")
		more, _ := fs.Glob(fsys, string(l)+".*.txt")
		names = append(names, more...)
		for _, name := range names {
			if !keep(filePart(name)) {
				continue
			}
			data, err := fs.ReadFile(fsys, name)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			errs = append(errs, parse(path.Base(name), string(data), msgs)...)
		}
	}
	return msgs, errs
}

// SyntaxError is a catalog line that could not be read.
type SyntaxError struct {
	File string
	Line int
	Text string
}

func (e *SyntaxError) Error() string {
	return "i18n: " + e.File + ":" + strconv.Itoa(e.Line) + ": want \"key = text\", have " + strconv.Quote(e.Text)
}

// parse reads one catalog file into msgs.
func parse(file, data string, msgs map[string]string) []error {
	var errs []error
	for n, line := range strings.Split(data, "\n") {
		line = strings.TrimRight(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		key, text, ok := strings.Cut(t, "=")
		key = strings.TrimSpace(key)
		if !ok || key == "" || strings.ContainsAny(key, " \t{}") {
			errs = append(errs, &SyntaxError{File: file, Line: n + 1, Text: line})
			continue
		}
		msgs[key] = strings.ReplaceAll(strings.TrimSpace(text), `\n`, "\n")
	}
	return errs
}
