package trax

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestPackagesBeneathImportNothingAbove: the packages under app/trax
// import nothing above them (issue 24, step 6): none imports app/trax,
// and the board, which the others draw on, imports none of them.
func TestPackagesBeneathImportNothingAbove(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go tool to list the dependencies with")
		}
	}
	const top = "traxapp/app/trax"
	for _, tc := range []struct {
		pkg    string
		forbid []string
	}{
		{top + "/board", []string{top, top + "/learn", top + "/solitaire", top + "/review", top + "/share"}},
		{top + "/learn", []string{top, top + "/solitaire", top + "/review", top + "/share"}},
		{top + "/solitaire", []string{top, top + "/learn", top + "/review", top + "/share"}},
		{top + "/review", []string{top, top + "/learn", top + "/solitaire", top + "/share"}},
		{top + "/share", []string{top, top + "/learn", top + "/solitaire", top + "/review"}},
	} {
		cmd := exec.Command(goTool, "list", "-deps", tc.pkg)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", tc.pkg, err)
		}
		deps := strings.Fields(string(out))
		for _, f := range tc.forbid {
			for _, d := range deps {
				if d == f {
					t.Errorf("%s depends on %s", tc.pkg, f)
				}
			}
		}
	}
}
