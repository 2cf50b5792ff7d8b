#!/bin/sh
# baseline.sh builds the yardstick engines for engine/trax/ai/cmd/match
# into $BIN (default /tmp):
#   $BIN/trax-baseline   the engine of commit 58e96ba (or $BASELINE_REV)
#   $BIN/trax-candidate  the engine of the working tree this script sits in
#   $BIN/trax-match      the match driver of that working tree
# The baseline is exported with git archive (no worktree is registered),
# so the build never touches another checkout.
#
# Usage: [BIN=dir] engine/trax/ai/scripts/baseline.sh [rev]
set -eu
rev=${1:-${BASELINE_REV:-58e96ba}}
bin=${BIN:-/tmp}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
mkdir -p "$bin"
dir=$bin/trax-baseline-src
rm -rf "$dir"
mkdir -p "$dir"
git -C "$root" archive "$rev" | tar -x -C "$dir"
(cd "$dir" && nice -n 10 go build -o "$bin/trax-baseline" .)
(cd "$root" && nice -n 10 go build -o "$bin/trax-candidate" .)
(cd "$root" && nice -n 10 go build -o "$bin/trax-match" ./engine/trax/ai/cmd/match 2>/dev/null) || true
echo "baseline $rev: $bin/trax-baseline; candidate $(git -C "$root" rev-parse --short HEAD)+worktree: $bin/trax-candidate"
