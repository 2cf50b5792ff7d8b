//go:build !wasm

package main

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// A labelled position: the game's moves up to it (official notation), and
// what a deep search (level max with a node budget) says of it for the
// player to move. Labels are by search, not by the game's result: the
// results of self-play games fitted no better than a coin, as most
// positions of a game are far from its end and a game's result says
// little about each of them.
type labelled struct {
	// Source names the game: "self <seed> <i>" or the outside game's name.
	Source string   `json:"src"`
	Moves  []string `json:"moves"`
	Score  int      `json:"score"`
	Depth  int      `json:"depth"`
	Nodes  int64    `json:"nodes"`
}

// labelMain writes labelled quiet positions, one JSON object a line, as
// they are labelled (a run can be stopped and its lines used). Positions
// come from seeded self-play games at a modest node budget, random opening
// moves, and from the games against the outside engine; each quiet
// position after the book is kept with probability -keep (seeded), so
// that one game does not fill the data with near copies.
func labelMain(args []string) error {
	fs := flag.NewFlagSet("label", flag.ExitOnError)
	games := fs.Int("games", 100, "self-play games")
	seed := fs.Uint64("seed", 1, "seed of the games and of the sampling")
	book := fs.Int("book", 4, "random opening moves of a self-play game")
	playNodes := fs.Int64("playnodes", 4000, "the self-play games' node budget a move (level max)")
	external := fs.String("external", "", "also take the positions of these games (ai.ParseExternalGames' format, e.g. engine/trax/ai/testdata/trax-vs-strong-engine.txt; comma-separated files, gzipped if named .gz)")
	keep := fs.Float64("keep", 0.3, "share of the quiet positions kept")
	nodes := fs.Int64("nodes", 150_000, "the labelling search's node budget (level max)")
	out := fs.String("out", "", "file to write (default stdout)")
	fs.Parse(args)
	w := bufio.NewWriter(os.Stdout)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = bufio.NewWriter(f)
	}
	e := ai.NewEngine(16 << 20)
	pick := rand.New(rand.NewPCG(*seed, 0x1abe1))
	var count int
	write := func(src string, moves []string, p *trax.Position) error {
		e.Clear() // each label alone: the data does not depend on the order
		opt := ai.Maximum.Options(0, 1)
		opt.Nodes = *nodes
		r, err := e.Search(context.Background(), p, opt)
		if err != nil {
			return err
		}
		b, _ := json.Marshal(labelled{Source: src, Moves: moves, Score: r.Score, Depth: r.Depth, Nodes: r.Nodes})
		w.Write(append(b, '\n'))
		count++
		return w.Flush()
	}
	// quietOf calls write for the kept quiet positions of a game's moves.
	quietOf := func(src string, moves []string, from int) error {
		p := trax.NewPosition(trax.Trax)
		for i, mv := range moves {
			if p.Outcome().Over() {
				break
			}
			if i >= from && ai.Quiet(p) && pick.Float64() < *keep {
				if err := write(src, moves[:i], p); err != nil {
					return err
				}
			}
			if _, err := p.PlayNotation(mv); err != nil {
				return fmt.Errorf("%s move %d %s: %w", src, i+1, mv, err)
			}
		}
		return nil
	}
	for i := range *games {
		moves, err := selfPlay(e, rand.New(rand.NewPCG(*seed, uint64(i))), *book, *playNodes)
		if err != nil {
			return err
		}
		if err := quietOf(fmt.Sprintf("self %d %d", *seed, i), moves, *book); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "\rself-play game %d/%d, %d positions", i+1, *games, count)
	}
	if *external != "" {
		ext, err := readExternalGames(*external)
		if err != nil {
			return err
		}
		for i, g := range ext {
			if err := quietOf(g.Name(), g.Moves, 2); err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "\routside game %d/%d, %d positions", i+1, len(ext), count)
		}
	}
	fmt.Fprintln(os.Stderr)
	return nil
}

// selfPlay plays a game of level max at nodes a move after book random
// moves and returns its moves. A node budget, not a fixed depth, bounds
// each move's work: a fixed depth's search of a rare position can run for
// minutes. The book's random moves vary the games.
func selfPlay(e *ai.Engine, r *rand.Rand, book int, nodes int64) ([]string, error) {
	g := trax.NewGame(trax.Trax)
	for turn := 0; turn < 200 && !g.Outcome().Over(); turn++ {
		p := g.Position()
		var m trax.Move
		if turn < book {
			moves := p.LegalMoves(nil)
			m = moves[r.IntN(len(moves))]
		} else {
			opt := ai.Maximum.Options(0, r.Uint64())
			opt.Nodes = nodes
			res, err := e.Search(context.Background(), p, opt)
			if err != nil {
				return nil, err
			}
			m = res.Move
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g.Moves(), nil
}

// readExternalGames reads the files (comma-separated, gzipped if named
// .gz) of games played against the outside engine (ai.ParseExternalGames'
// format).
func readExternalGames(paths string) ([]ai.ExternalGame, error) {
	var all []ai.ExternalGame
	for _, path := range strings.Split(paths, ",") {
		r, err := openData(path)
		if err != nil {
			return nil, err
		}
		games, err := ai.ParseExternalGames(r)
		r.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		all = append(all, games...)
	}
	return all, nil
}

// openData opens a data file, through gzip if its name ends in .gz.
func openData(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil || !strings.HasSuffix(path, ".gz") {
		return f, err
	}
	z, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return gzipFile{z, f}, nil
}

// gzipFile closes a gzip reader and the file under it.
type gzipFile struct {
	*gzip.Reader
	f *os.File
}

func (g gzipFile) Close() error {
	g.Reader.Close()
	return g.f.Close()
}
