package app_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"traxapp/app/i18n"

	// Every game's screens, so that their catalogs are registered.
	_ "traxapp/app/trakkx"
	_ "traxapp/app/trax"
	_ "traxapp/app/traxit"
)

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// pluralBase returns the message key a plural form belongs to ("moves"
// for "moves.few"), or "" when key is not a plural form.
func pluralBase(key string) string {
	for _, c := range []string{i18n.One, i18n.Few, i18n.Many, i18n.Other} {
		if strings.HasSuffix(key, "."+c) {
			return strings.TrimSuffix(key, "."+c)
		}
	}
	return ""
}

// placeholders returns the sorted, distinct placeholders of texts.
func placeholders(texts ...string) string {
	seen := map[string]bool{}
	for _, t := range texts {
		for _, p := range placeholder.FindAllString(t, -1) {
			seen[p] = true
		}
	}
	list := make([]string, 0, len(seen))
	for p := range seen {
		list = append(list, p)
	}
	sort.Strings(list)
	return strings.Join(list, " ")
}

// messages groups a catalog by message: plain keys, and plural forms
// under their base key.
func messages(msgs map[string]string) (plain map[string]string, plural map[string]map[string]string) {
	plain, plural = map[string]string{}, map[string]map[string]string{}
	for k, v := range msgs {
		if b := pluralBase(k); b != "" {
			if plural[b] == nil {
				plural[b] = map[string]string{}
			}
			plural[b][strings.TrimPrefix(k, b+".")] = v
			continue
		}
		plain[k] = v
	}
	return plain, plural
}

// TestCatalogsComplete checks every language against English: every
// message present and not empty, the same placeholders, every plural
// category the language needs, nothing English lacks, no syntax errors.
func TestCatalogsComplete(t *testing.T) {
	enMsgs, errs := i18n.Messages(i18n.English)
	for _, err := range errs {
		t.Error(err)
	}
	enPlain, enPlural := messages(enMsgs)
	if len(enPlain) < 100 {
		t.Fatalf("the English catalogs have %d messages; are they registered?", len(enPlain))
	}
	for _, l := range i18n.Languages {
		msgs, errs := i18n.Messages(l)
		for _, err := range errs {
			t.Errorf("%s: %v", l, err)
		}
		plain, plural := messages(msgs)
		for k, en := range enPlain {
			text, ok := plain[k]
			switch {
			case !ok:
				t.Errorf("%s: %s is missing (English: %q)", l, k, en)
			case strings.TrimSpace(text) == "":
				t.Errorf("%s: %s is empty", l, k)
			case placeholders(text) != placeholders(en):
				t.Errorf("%s: %s has placeholders %q, English %q", l, k, placeholders(text), placeholders(en))
			}
		}
		for k := range plain {
			if _, ok := enPlain[k]; !ok {
				t.Errorf("%s: %s is not an English message (a typo, or left over)", l, k)
			}
		}
		for base, enForms := range enPlural {
			forms := plural[base]
			var texts []string
			for _, c := range i18n.Needs(l) {
				text, ok := forms[c]
				if !ok || strings.TrimSpace(text) == "" {
					t.Errorf("%s: plural %s lacks its %q form", l, base, c)
				}
				texts = append(texts, text)
			}
			var enTexts []string
			for _, v := range enForms {
				enTexts = append(enTexts, v)
			}
			// A form may leave out {n} ("один ход"), never add one.
			have, want := placeholders(texts...), placeholders(enTexts...)
			if strings.ReplaceAll(have, "{n}", "") != strings.ReplaceAll(want, "{n}", "") || !strings.Contains(want, "{n}") && strings.Contains(have, "{n}") {
				t.Errorf("%s: plural %s has placeholders %q, English %q", l, base, have, want)
			}
		}
		for base := range plural {
			if _, ok := enPlural[base]; !ok {
				t.Errorf("%s: plural %s is not an English message", l, base)
			}
		}
	}
}

// userTextMethods are go-app's methods whose argument the user reads.
var userTextMethods = map[string]bool{"Text": true, "Title": true, "Placeholder": true, "Alt": true}

// userTextAttrs are attributes (Aria, Attr) whose value the user reads.
var userTextAttrs = map[string]bool{"label": true, "aria-label": true, "title": true, "placeholder": true, "alt": true}

// hasWords reports whether a string literal holds letters: a word the user
// would read, which must come from a catalog. Symbols (✕, +, −) and
// numbers pass.
func hasWords(lit *ast.BasicLit) bool {
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return false
	}
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// literalsIn returns the string literals with words in expression e
// (directly, or in a concatenation).
func literalsIn(e ast.Expr) []*ast.BasicLit {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING && hasWords(e) {
			return []*ast.BasicLit{e}
		}
	case *ast.BinaryExpr:
		return append(literalsIn(e.X), literalsIn(e.Y)...)
	case *ast.ParenExpr:
		return literalsIn(e.X)
	}
	return nil
}

// TestNoTextBypassesCatalogs scans app/ for user-visible text written as
// a literal: the argument of Text, Title, Placeholder, an aria-label or
// title attribute, or a message assigned to a .message field.
func TestNoTextBypassesCatalogs(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		report := func(lits []*ast.BasicLit, what string) {
			for _, lit := range lits {
				t.Errorf("%s: %s %s is a literal; take it from the catalogs (i18n)", fset.Position(lit.Pos()), what, lit.Value)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				name := sel.Sel.Name
				switch {
				case userTextMethods[name] && len(n.Args) == 1:
					report(literalsIn(n.Args[0]), name+"()")
				case (name == "Aria" || name == "Attr") && len(n.Args) == 2:
					if key, ok := n.Args[0].(*ast.BasicLit); ok {
						if k, _ := strconv.Unquote(key.Value); userTextAttrs[k] {
							report(literalsIn(n.Args[1]), name+"("+k+")")
						}
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if sel, ok := lhs.(*ast.SelectorExpr); ok && (sel.Sel.Name == "message" || sel.Sel.Name == "announce") && i < len(n.Rhs) {
						report(literalsIn(n.Rhs[i]), sel.Sel.Name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
