#!/bin/sh
# yardstick.sh builds the baseline (58e96ba) and the worktree's engine
# (baseline.sh) and plays the yardstick matches of issue 13: GAMES games
# (default 200) at 100 ms a move, then GAMES750 (default 60) at 750 ms.
# The machine is shared: matches run niced, one at a time.
#
# Usage: [BIN=dir] engine/trax/ai/scripts/yardstick.sh [extra match flags...]
set -eu
dir=$(dirname "$0")
bin=${BIN:-/tmp}
BIN=$bin "$dir/baseline.sh"
for mt in 100ms:${GAMES:-200} 750ms:${GAMES750:-60}; do
	t=${mt%%:*}
	n=${mt#*:}
	echo "== $n games at $t a move"
	nice -n 10 "$bin/trax-match" -games "$n" "$@" \
		-a "$bin/trax-candidate engine -movetime $t -level max" \
		-b "$bin/trax-baseline engine -movetime $t -level max" | tail -1
done
