package i18n

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func TestPluralCategory(t *testing.T) {
	cases := []struct {
		lang Lang
		n    int
		want string
	}{
		{English, 0, Other}, {English, 1, One}, {English, 2, Other},
		{Russian, 1, One}, {Russian, 2, Few}, {Russian, 4, Few}, {Russian, 5, Many},
		{Russian, 11, Many}, {Russian, 12, Many}, {Russian, 14, Many}, {Russian, 21, One},
		{Russian, 22, Few}, {Russian, 25, Many}, {Russian, 101, One}, {Russian, 111, Many},
		{Russian, 0, Many}, {Russian, 1000000, Many},
		{French, 0, One}, {French, 1, One}, {French, 2, Other}, {French, 1000000, Many},
		{Spanish, 1, One}, {Spanish, 0, Other}, {Spanish, 2000000, Many}, {Spanish, 1000001, Other},
		{Italian, 1, One}, {Italian, 3, Other}, {Danish, 1, One}, {Danish, 0, Other},
		{German, 1, One}, {Dutch, 2, Other}, {Swedish, 1, One}, {Swedish, 1000000, Other},
	}
	for _, c := range cases {
		if got := PluralCategory(c.lang, c.n); got != c.want {
			t.Errorf("PluralCategory(%s, %d) = %s, want %s", c.lang, c.n, got, c.want)
		}
	}
	// Every category a rule returns is one the catalogs must give.
	for _, l := range Languages {
		for n := range 2000001 {
			if n > 300 && n%1000000 != 0 {
				continue
			}
			if c := PluralCategory(l, n); !contains(Needs(l), c) {
				t.Errorf("%s: %d is %s, which Needs(%s) = %v does not list", l, n, c, l, Needs(l))
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestFormatNumber(t *testing.T) {
	cases := []struct {
		lang Lang
		n    int
		want string
	}{
		{English, 7, "7"}, {English, 1234, "1,234"}, {English, 1234567, "1,234,567"}, {English, -1234, "-1,234"},
		{German, 1234, "1.234"}, {Danish, 100000, "100.000"}, {Swedish, 1234, "1\u00a0234"},
		{Russian, 12345, "12\u00a0345"}, {French, 1234, "1\u202f234"},
		{Spanish, 1234, "1234"}, {Spanish, 12345, "12.345"},
	}
	for _, c := range cases {
		if got := FormatNumber(c.lang, c.n); got != c.want {
			t.Errorf("FormatNumber(%s, %d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

func TestResolve(t *testing.T) {
	cases := []struct {
		param, saved string
		browser      []string
		want         Lang
		bad          bool
	}{
		{"", "", nil, English, false},
		{"ru", "de", []string{"sv"}, Russian, false},
		{"RU-ru", "", nil, Russian, false},
		{"xx", "de", []string{"sv"}, German, true},
		{"", "de", []string{"sv"}, German, false},
		{"", "", []string{"ja", "da-DK", "en"}, Danish, false},
		{"", "", []string{"nb-NO"}, Danish, false},
		{"", "zz", []string{"ja"}, English, false},
		{"zz", "", []string{"pt-BR"}, English, true},
	}
	for _, c := range cases {
		l, bad := Resolve(c.param, c.saved, c.browser)
		if l != c.want || bad != c.bad {
			t.Errorf("Resolve(%q, %q, %q) = %s, %v; want %s, %v", c.param, c.saved, c.browser, l, bad, c.want, c.bad)
		}
	}
}

func TestPrinter(t *testing.T) {
	defer func(s []fs.FS) { sources = s; printers = map[Lang]*Printer{} }(sources)
	sources = nil
	Add(fstest.MapFS{
		"en.txt":      {Data: []byte("# test\nturn = {player} to move\nmoves.one = {n} move\nmoves.other = {n} moves\nonly.en = English only\n")},
		"en.more.txt": {Data: []byte("lines = one\\ntwo\n")},
		"ru.txt":      {Data: []byte("turn = Ходят {player}\nmoves.one = {n} ход\nmoves.few = {n} хода\nmoves.many = {n} ходов\nmoves.other = {n} хода\n")},
	})
	en, ru := For(English), For(Russian)
	cases := []struct{ got, want string }{
		{en.T("turn", "player", "White"), "White to move"},
		{en.N("moves", 1), "1 move"},
		{en.N("moves", 1234), "1,234 moves"},
		{en.T("lines"), "one\ntwo"},
		{en.T("no.such.key"), "no.such.key"},
		{en.T("turn"), "{player} to move"},
		{ru.T("turn", "player", "белые"), "Ходят белые"},
		{ru.N("moves", 1), "1 ход"},
		{ru.N("moves", 2), "2 хода"},
		{ru.N("moves", 5), "5 ходов"},
		{ru.N("moves", 21), "21 ход"},
		{ru.T("only.en"), "English only"},
		{For("xx").T("turn", "player", "Red"), "Red to move"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q, want %q", i, c.got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	msgs := map[string]string{}
	errs := parse("sv.txt", "ok = fine\nno equals sign\n = no key\nbad key = x\n", msgs)
	if len(errs) != 3 || msgs["ok"] != "fine" {
		t.Fatalf("errors %v, messages %v", errs, msgs)
	}
	var se *SyntaxError
	if !errors.As(errs[0], &se) || se.File != "sv.txt" || se.Line != 2 {
		t.Errorf("first error %v, want sv.txt line 2", errs[0])
	}
}

// TestBundle: a language's bundle, made from its catalog folders, gives
// the printer the same first-frame words once added to a build that has
// only English's first-frame catalogs (the app's WebAssembly build), and
// each on-demand part's bundle adds that part's words, English's too;
// anything else a host may answer is refused whole.
func TestBundle(t *testing.T) {
	defer func(s []fs.FS, b map[Lang]map[string]string, ps map[Lang]map[string]map[string]string) {
		sources, bundles, parts, printers = s, b, ps, map[Lang]*Printer{}
	}(sources, bundles, parts)
	sources, bundles, parts, printers = nil, map[Lang]map[string]string{}, map[Lang]map[string]map[string]string{}, map[Lang]*Printer{}
	shell := fstest.MapFS{
		"en.txt": {Data: []byte("turn = {player} to move\nonly.en = English only\n")},
		"sv.txt": {Data: []byte("# shell\nturn = {player} drar\n")},
	}
	game := fstest.MapFS{
		"en.share.txt": {Data: []byte("moves.one = {n} move\nmoves.other = {n} moves\n")},
		"sv.share.txt": {Data: []byte("moves.one = {n} drag\nmoves.other = {n} drag\n")},
		"en.rules.txt": {Data: []byte("rules = Two lines\\nof rules\n")},
		"sv.rules.txt": {Data: []byte("rules = Två rader\\nregler = och ett likhetstecken\n")},
	}
	Add(shell)
	Add(game)
	bundle, err := Bundle(Swedish)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(bundle), "rules") {
		t.Errorf("the first-frame bundle holds an on-demand part's words:\n%s", bundle)
	}
	rulesSv, err := BundlePart(Swedish, "rules")
	if err != nil {
		t.Fatal(err)
	}
	rulesEn, err := BundlePart(English, "rules")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := BundlePart(Swedish, "share"); err == nil {
		t.Error("BundlePart of a first-frame part: no error")
	}
	want, _ := Messages(Swedish)
	if _, err := Bundle(Russian); err == nil {
		t.Error("Bundle(ru) of no messages: no error")
	}
	if _, err := BundlePart(Russian, "rules"); err == nil {
		t.Error("BundlePart(ru) of no messages: no error")
	}

	// The WebAssembly build: English's first-frame catalogs only, then
	// the bundles.
	sources, printers = nil, map[Lang]*Printer{}
	Add(fstest.MapFS{"en.txt": shell["en.txt"]})
	Add(fstest.MapFS{"en.share.txt": game["en.share.txt"]})
	if Available(Swedish) || !Available(English) {
		t.Fatalf("before the bundle: Available(sv) %v, Available(en) %v", Available(Swedish), Available(English))
	}
	if HasPart(English, "rules") || HasPart(Swedish, "rules") {
		t.Fatal("before the parts' bundles, HasPart says the rules are here")
	}
	if got := For(Swedish).T("turn", "player", "Vit"); got != "Vit to move" {
		t.Errorf("before the bundle, sv says %q, want English", got)
	}
	for _, bad := range []string{
		"",
		"<!doctype html><title>Not found</title>",
		"# traxapp messages ru\nturn = x\n",
		string(rulesSv),
		string(bundle) + "not a message\n",
	} {
		if err := AddBundle(Swedish, bad); err == nil {
			t.Errorf("AddBundle(%.30q): no error", bad)
		}
	}
	for _, bad := range []string{"", string(bundle), string(rulesEn), string(rulesSv) + "not a message\n"} {
		if err := AddPart(Swedish, "rules", bad); err == nil {
			t.Errorf("AddPart(sv, rules, %.30q): no error", bad)
		}
	}
	if Available(Swedish) || HasPart(Swedish, "rules") {
		t.Fatal("a refused bundle made Swedish available")
	}
	if err := AddBundle(Swedish, string(bundle)); err != nil {
		t.Fatal(err)
	}
	if !Available(Swedish) {
		t.Error("after AddBundle, Swedish is not available")
	}
	sv := For(Swedish)
	if s := sv.T("turn", "player", "Vit"); s != "Vit drar" {
		t.Errorf("sv says %q", s)
	}
	if s := sv.T("rules"); s != "rules" {
		t.Errorf("before the rules part, sv says %q for rules, want the key", s)
	}
	if err := AddPart(Swedish, "rules", string(rulesSv)); err != nil {
		t.Fatal(err)
	}
	if err := AddPart(English, "rules", string(rulesEn)); err != nil {
		t.Fatal(err)
	}
	if !HasPart(Swedish, "rules") || !HasPart(English, "rules") {
		t.Error("after AddPart, HasPart says no")
	}
	got, errs := Messages(Swedish)
	if len(errs) > 0 || !maps.Equal(got, want) {
		t.Errorf("messages from the bundles %v (errors %v), want %v", got, errs, want)
	}
	sv = For(Swedish)
	if s := sv.T("rules"); s != "Två rader\nregler = och ett likhetstecken" {
		t.Errorf("a line break and an = in the bundle: %q", s)
	}
	if s := sv.N("moves", 2); s != "2 drag" {
		t.Errorf("sv plural: %q", s)
	}
	if s := sv.T("only.en"); s != "English only" {
		t.Errorf("English fallback: %q", s)
	}
	if s := For(English).T("rules"); s != "Two lines\nof rules" {
		t.Errorf("English's rules part: %q", s)
	}
}

// TestPageScriptLanguages: web/app-root.js, which fetches a language's
// words before app.wasm starts, knows the languages the app speaks, in
// the same order.
func TestPageScriptLanguages(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "web", "app-root.js"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`var languages = \[([^\]]*)\];`).FindSubmatch(b)
	if m == nil {
		t.Fatal("web/app-root.js: no `var languages = [...];`")
	}
	var want []string
	for _, l := range Languages {
		want = append(want, strconv.Quote(string(l)))
	}
	if got := string(m[1]); got != strings.Join(want, ", ") {
		t.Errorf("web/app-root.js lists %s, want %s", got, strings.Join(want, ", "))
	}
}
