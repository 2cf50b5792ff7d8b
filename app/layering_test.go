package app

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// shellPackages are the game-neutral shell: the home page and the
// session, the page's and the worker's sides of the computer player, and
// the round layer every game's screen stands on (with its test helpers).
var shellPackages = []string{"traxapp/app", "traxapp/app/aiclient", "traxapp/app/aiworker",
	"traxapp/app/round", "traxapp/app/round/roundtest"}

// shellMayImport reports whether a package under traxapp/engine/ may be
// among the shell's dependencies: the game interface only, never a game's
// rules or AI (nor engine/game's conformance or stats, which import
// games' adapters).
func shellMayImport(pkg string) bool { return pkg == "traxapp/engine/game" }

// TestShellIsGameNeutral: the shell's packages depend on no game's engine
// (issue 24, step 5), in the page's build (js/wasm) as in the server's.
// A game plugs into the shell by registering (RegisterGame, with its
// Computer), so the shell never imports it.
func TestShellIsGameNeutral(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go tool to list the dependencies with")
		}
	}
	for _, target := range []struct{ goos, goarch string }{{runtime.GOOS, runtime.GOARCH}, {"js", "wasm"}} {
		cmd := exec.Command(goTool, append([]string{"list", "-deps"}, shellPackages...)...)
		cmd.Env = append(os.Environ(), "GOOS="+target.goos, "GOARCH="+target.goarch)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps (%s/%s): %v\n%s", target.goos, target.goarch, err, exitStderr(err))
		}
		for _, pkg := range strings.Fields(string(out)) {
			if strings.HasPrefix(pkg, "traxapp/engine/") && !shellMayImport(pkg) {
				t.Errorf("%s/%s: the shell (%s) depends on %s", target.goos, target.goarch, strings.Join(shellPackages, " "), pkg)
			}
		}
	}
}

// exitStderr returns what a failed command wrote on its standard error.
func exitStderr(err error) string {
	if ee, ok := err.(*exec.ExitError); ok {
		return string(ee.Stderr)
	}
	return ""
}
