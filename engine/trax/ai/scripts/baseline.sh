#!/bin/sh
# baseline.sh builds the yardstick engines for engine/trax/ai/cmd/match:
#   /tmp/trax-baseline   the engine of commit 58e96ba (or $BASELINE_REV)
#   /tmp/trax-candidate  the engine of the working tree this script sits in
# The baseline is exported with git archive (no worktree is registered),
# so the build never touches another checkout.
#
# Usage: engine/trax/ai/scripts/baseline.sh [rev]
set -eu
rev=${1:-${BASELINE_REV:-58e96ba}}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
dir=/tmp/trax-baseline-src
rm -rf "$dir"
mkdir -p "$dir"
git -C "$root" archive "$rev" | tar -x -C "$dir"
(cd "$dir" && nice -n 10 go build -o /tmp/trax-baseline .)
(cd "$root" && nice -n 10 go build -o /tmp/trax-candidate .)
(cd "$root" && nice -n 10 go build -o /tmp/trax-match ./engine/trax/ai/cmd/match 2>/dev/null) || true
echo "baseline $rev: /tmp/trax-baseline; candidate $(git -C "$root" rev-parse --short HEAD)+worktree: /tmp/trax-candidate"
