package e2e

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sequentialTests are the browser tests that do not call t.Parallel, each
// with the reason: they measure time or bytes, or race a clock or the
// computer's thinking time, so they want the machine to themselves. Go
// runs them first, one after another; every other test starts with
// t.Parallel() and runs after them, `make test-browser`'s -parallel at a
// time (see doc.go).
var sequentialTests = map[string]string{
	"TestAIWorkerKeepsPageResponsive":           "compares the page's longest gap between animation frames while the AI thinks with the idle page's: another test's work shows as a gap",
	"TestClockComputerHonoursClock":             "bounds the time the computer's answers cost its clock",
	"TestClockComputerHonoursClockTraxitTrakkx": "two computers race their six-second clocks",
	"TestClockFlagsTrakkx":                      "a three-second clock must still run when the page is first checked",
	"TestClockFlagsTrax":                        "a three-second clock must still run when the page is first checked",
	"TestClockFlagsTraxit":                      "a three-second clock must still run when the page is first checked",
	"TestClockSurvivesReload":                   "bounds the time a clock was charged across a reload",
	"TestFirstVisitBytes":                       "counts the bytes a first visit downloads, a fixed second after the last background request",
	"TestLanguageFirstVisit":                    "the page waits at most 10 s (app/langload.go's startWait) for its language's words before it shows English: failed in parallel on a machine at load average 44",
	"TestLoadTime":                              "measures load times (on demand)",
	"TestReviewGame":                            "the review searches 300 ms a turn: its verdicts depend on the CPU it gets",
	"TestScreenshot":                            "waits a fixed time for the drawing to settle before the picture (on demand)",
	"TestStopThinking":                          "Stop must come within the computer's 1.5 s of thinking",
}

// TestEveryTestParallelOrListed: every test of the package starts with
// t.Parallel(), or is in sequentialTests with its reason, and not both.
// A new browser test that forgets the line fails here rather than making
// `make test` slower unnoticed.
func TestEveryTestParallelOrListed(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*_test.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files (%v)", err)
	}
	seen := map[string]bool{}
	fset := token.NewFileSet()
	for _, file := range files {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			param, isTest := testParam(fn)
			if !ok || !isTest {
				continue
			}
			name := fn.Name.Name
			seen[name] = true
			_, listed := sequentialTests[name]
			switch parallel := startsParallel(fn, param); {
			case parallel && listed:
				t.Errorf("%s: %s calls t.Parallel() but is listed in sequentialTests: take it off the list", fset.Position(fn.Pos()), name)
			case !parallel && !listed:
				t.Errorf("%s: %s does not start with %s.Parallel(): add that line first (browser tests run in parallel; see e2e/doc.go), or list it in sequentialTests with the reason it needs a quiet machine", fset.Position(fn.Pos()), name, param)
			}
		}
	}
	var stale []string
	for name := range sequentialTests {
		if !seen[name] {
			stale = append(stale, name)
		}
	}
	slices.Sort(stale)
	if len(stale) > 0 {
		t.Errorf("sequentialTests lists tests that do not exist: %s", strings.Join(stale, ", "))
	}
}

// testParam returns the name of fn's *testing.T parameter when fn is a
// top-level test (func TestXxx(t *testing.T)).
func testParam(fn *ast.FuncDecl) (string, bool) {
	if fn == nil || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") || fn.Name.Name == "TestMain" {
		return "", false
	}
	params := fn.Type.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return "", false
	}
	star, ok := params[0].Type.(*ast.StarExpr)
	if !ok {
		return "", false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "T" {
		return "", false
	}
	if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "testing" {
		return "", false
	}
	return params[0].Names[0].Name, true
}

// startsParallel reports whether fn's first statement is param.Parallel().
func startsParallel(fn *ast.FuncDecl, param string) bool {
	if fn.Body == nil || len(fn.Body.List) == 0 {
		return false
	}
	stmt, ok := fn.Body.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := stmt.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Parallel" {
		return false
	}
	recv, ok := sel.X.(*ast.Ident)
	return ok && recv.Name == param
}
