//go:build !wasm

package cli

import (
	"flag"
	"fmt"
	"io"
	"os"

	"traxapp/engine/trax/puzzle"
)

func init() {
	commands["puzzles"] = command{"generate the Trax puzzle set, or verify every puzzle with the solver", puzzlesCommand}
}

const (
	puzzlesFile = "engine/trax/puzzle/puzzles.json"
	recordsFile = "engine/trax/testdata/trax-testdata.json"
)

// puzzlesCommand runs `puzzles verify [-file F]` (re-prove every puzzle,
// print each failure and then the count per kind; exit 1 on a failure)
// or `puzzles generate [-n 240] [-seed 1]` (write the set).
func puzzlesCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "verify" && args[0] != "generate") {
		fmt.Fprintln(stderr, "usage: puzzles verify [-file "+puzzlesFile+"]\n       puzzles generate [-n 240] [-seed 1] [-games 4000] [-nodes 100000] [-records "+recordsFile+"] [-file "+puzzlesFile+"]")
		return 2
	}
	fs := flag.NewFlagSet("puzzles "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	file := fs.String("file", "", "the puzzle file (default: the committed set embedded in the binary for verify, "+puzzlesFile+" for generate)")
	n := fs.Int("n", 240, "generate: puzzles wanted")
	seed := fs.Uint64("seed", 1, "generate: seed of the self-play games")
	games := fs.Int("games", 4000, "generate: give up after this many self-play games")
	nodes := fs.Int64("nodes", 100_000, "generate: the most positions one proof may take (larger ones are skipped)")
	records := fs.String("records", recordsFile, "generate: the public game records (empty: none)")
	quiet := fs.Bool("q", false, "generate: no progress on stderr")
	if code, ok := parseFlags(fs, args[1:]); !ok {
		return code
	}
	if args[0] == "verify" {
		return puzzlesVerify(*file, stdout, stderr)
	}
	opt := puzzle.GenerateOptions{N: *n, Seed: *seed, Games: *games, Records: *records, ProofNodes: *nodes}
	if !*quiet {
		opt.Log = stderr
	}
	ps, err := puzzle.Generate(opt)
	if err != nil {
		fmt.Fprintln(stderr, "puzzles generate:", err)
		return 1
	}
	f := &puzzle.File{About: about, Puzzles: ps}
	b, err := f.Encode()
	if err == nil {
		if *file == "" {
			*file = puzzlesFile
		}
		err = os.WriteFile(*file, b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "puzzles generate:", err)
		return 1
	}
	fmt.Fprintln(stdout, puzzle.CountOf(ps))
	return 0
}

const about = "Trax puzzles for players, from the public game records (engine/trax/testdata/trax-testdata.json) and seeded self-play at different levels, written by `go run . puzzles generate` and proved by ai.Prover, an exhaustive search over the rules' moves. kind win: the player to move wins within `turns` of its own turns (and not in fewer) and `answers` lists every first move that does; kind defend: `answers` lists every move that keeps the opponent from winning within `turns` of its turns, and some legal move does not. `grade` (1-5) is derived from the kind, turns, number of answers and legal moves and proof size (package puzzle's doc). `go run . puzzles verify` proves every entry again."

func puzzlesVerify(file string, stdout, stderr io.Writer) int {
	ps := puzzle.All()
	if file != "" {
		f, err := puzzle.ReadFile(file)
		if err != nil {
			fmt.Fprintln(stderr, "puzzles verify:", err)
			return 1
		}
		ps = f.Puzzles
	} else if err := puzzle.LoadError(); err != nil {
		fmt.Fprintln(stderr, "puzzles verify:", err)
		return 1
	}
	failed := 0
	for _, p := range ps {
		if err := puzzle.Verify(p); err != nil {
			fmt.Fprintln(stdout, "FAIL", err)
			failed++
		}
	}
	fmt.Fprintln(stdout, puzzle.CountOf(ps))
	if failed > 0 {
		fmt.Fprintf(stdout, "%d failed\n", failed)
		return 1
	}
	return 0
}
