#!/bin/sh
# nodes.sh plays the worktree's engine (level max) against the engine of
# another commit of this repository ($REF_REV, default HEAD: the working
# tree's changes against the last commit) with a node budget per move
# instead of a move time (engine -nodes), so that the result does not
# depend on how busy the machine is: a search experiment's measure. The
# budgets default to the nodes an idle core searches in 100 ms and in
# 750 ms (BenchmarkNodesPerCPUSecond: about 311,000 nodes per second).
# Games alternate colours from seeded openings (cmd/match); every engine
# runs with GOMAXPROCS=1, niced, one game at a time. The reference commit
# must know -nodes (2295971 or later).
#
# Usage: [GAMES=100] [NODES="31000 233000"] [REF_REV=HEAD] [BIN=/tmp/trax-nodes]
#        engine/trax/ai/scripts/nodes.sh [extra match flags...]
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
root=$(git -C "$dir" rev-parse --show-toplevel)
bin=${BIN:-/tmp/trax-nodes}
games=${GAMES:-100}
ref=${REF_REV:-HEAD}
export GOMAXPROCS="${GOMAXPROCS:-1}"
mkdir -p "$bin"
src=$bin/trax-ref-src
rm -rf "$src"
mkdir -p "$src"
git -C "$root" archive "$ref" | tar -x -C "$src"
(cd "$src" && nice -n 19 go build -o "$bin/trax-ref" .)
(cd "$root" && nice -n 19 go build -o "$bin/trax-candidate" .)
(cd "$root" && nice -n 19 go build -o "$bin/trax-match" ./engine/trax/ai/cmd/match)
echo "reference $(git -C "$root" rev-parse --short "$ref"): $bin/trax-ref; candidate: the working tree; GOMAXPROCS=$GOMAXPROCS"
for n in ${NODES:-31000 233000}; do
	echo "== $games games at $n nodes a move"
	nice -n 19 "$bin/trax-match" -games "$games" "$@" \
		-a "$bin/trax-candidate engine -nodes $n -level max -seed 1" \
		-b "$bin/trax-ref engine -nodes $n -level max -seed 1" | tail -1
done
