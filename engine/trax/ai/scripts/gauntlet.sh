#!/bin/sh
# gauntlet.sh plays the worktree's engine (level max) against three
# opponents that play differently, over the competition protocol
# (cmd/match: colours alternating, each seeded random opening played
# twice), and prints its score with a 95% interval against each, at each
# move time, then the score's change in Elo from the first move time to
# the last. The opponents:
#   baseline  the frozen engine of 58e96ba ($BASELINE_REV), as yardstick.sh
#   previous  our strongest earlier build, $PREVIOUS_REV (default 92a1d54:
#             level max with the plain evaluation, before the shape one;
#             9689031 until 2026-11-27)
#   mcts      cmd/mcts of this worktree: root proofs, then Monte Carlo
#   threats   the engine of $THREATS_REV (default 5be9387) with -threatspace:
#             an attacker that plays wins by continuous threats, as the
#             outside engine did in most games it won
#   outside   an engine of another project, not in this repository: the
#             command $OUTSIDE, in which %ms stands for the move time in
#             milliseconds (for example a local build of the 2016 contest
#             engine KizuNa behind an adapter that speaks cmd/match's
#             protocol; see docs/measurements.md). Its games start from
#             the empty board (-book 0), as the outside measurement's did:
#             the engines' own opening choices vary them.
# Every engine runs with GOMAXPROCS=1 (unless set) and one game at a
# time, niced: the machine may be shared.
#
# Time odds: ODDS=k gives every opponent k times the candidate's move
# time (the summary names it opponent×k). An opponent that the candidate
# beats nearly always cannot show a further gain (at 97% one lost game in
# 60 is worth 100 Elo); with odds it plays nearer even, where a score
# measures a change. Compare builds at the same odds only.
#
# Before-runs: CANDIDATE_REV=rev plays the engine of rev instead of the
# worktree's (the match driver stays the worktree's).
#
# Game records: RECORDS=dir keeps every game of each match (cmd/match -v)
# in dir/<opponent>-<move time>.txt (mctsx4-750ms.txt with ODDS=4), for
# studying the losses.
#
# Usage: [GAMES=40] [MOVETIMES="100ms 750ms"] [OPPONENTS="baseline previous mcts threats outside"]
#        [PREVIOUS_REV=rev] [THREATS_REV=rev] [OUTSIDE='command -t %ms'] [ODDS=1]
#        [CANDIDATE_REV=rev] [BIN=/tmp/trax-gauntlet] [RECORDS=dir]
#        engine/trax/ai/scripts/gauntlet.sh [extra match flags...]
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
root=$(git -C "$dir" rev-parse --show-toplevel)
bin=${BIN:-/tmp/trax-gauntlet}
games=${GAMES:-40}
prev=${PREVIOUS_REV:-92a1d54}
threats=${THREATS_REV:-5be9387}
odds=${ODDS:-1}
case $odds in
'' | *[!0-9]* | 0)
	echo "gauntlet: ODDS=$odds: want a whole number from 1 up" >&2
	exit 2
	;;
esac
export GOMAXPROCS="${GOMAXPROCS:-1}"

BIN=$bin "$dir/baseline.sh"
# build_rev builds the engine of commit $1 as $bin/trax-$2, from an
# export made with git archive (no worktree is registered).
build_rev() {
	src=$bin/trax-$2-src
	rm -rf "$src"
	mkdir -p "$src"
	git -C "$root" archive "$1" | tar -x -C "$src"
	(cd "$src" && nice -n 10 go build -o "$bin/trax-$2" .)
}
if [ -n "${CANDIDATE_REV:-}" ]; then
	build_rev "$CANDIDATE_REV" candidate
	echo "candidate $CANDIDATE_REV (not the worktree): $bin/trax-candidate"
fi
build_rev "$prev" previous
(cd "$root" && nice -n 10 go build -o "$bin/trax-mcts" ./engine/trax/ai/cmd/mcts)
build_rev "$threats" threats
echo "previous $prev: $bin/trax-previous; mcts: $bin/trax-mcts; threats $threats: $bin/trax-threats; GOMAXPROCS=$GOMAXPROCS"

summary=$bin/gauntlet-summary.txt
records=${RECORDS:-}
verbose=
if [ -n "$records" ]; then
	mkdir -p "$records"
	verbose=-v
fi
: >"$summary"
for t in ${MOVETIMES:-100ms 750ms}; do
	case $t in
	*ms) ms=${t%ms} ;;
	*s) ms=$((${t%s} * 1000)) ;;
	*)
		echo "gauntlet: move time $t: want ms or s" >&2
		exit 2
		;;
	esac
	oms=$((ms * odds))
	ot=${oms}ms
	for opp in ${OPPONENTS:-baseline previous mcts threats${OUTSIDE:+ outside}}; do
		book=
		case $opp in
		outside)
			if [ -z "${OUTSIDE:-}" ]; then
				echo "gauntlet: opponent outside needs OUTSIDE, its command" >&2
				exit 2
			fi
			b=$(printf '%s\n' "$OUTSIDE" | sed "s/%ms/$oms/g")
			book="-book 0"
			;;
		mcts) b="$bin/trax-mcts -movetime $ot" ;;
		threats) b="$bin/trax-threats engine -movetime $ot -level max -threatspace" ;;
		baseline | previous) b="$bin/trax-$opp engine -movetime $ot -level max" ;;
		*)
			echo "gauntlet: unknown opponent $opp" >&2
			exit 2
			;;
		esac
		name=$opp
		file=$opp
		if [ "$odds" != 1 ]; then
			name="$opp×$odds"
			file="${opp}x$odds"
		fi
		echo "== $name: $games games at $t a move (the opponent $ot)"
		out=/dev/null
		if [ -n "$records" ]; then
			out=$records/$file-$t.txt
		fi
		# shellcheck disable=SC2086 # $book and $verbose: empty or words
		line=$(nice -n 10 "$bin/trax-match" -games "$games" $book $verbose "$@" \
			-a "$bin/trax-candidate engine -movetime $t -level max" -b "$b" |
			tee "$out" | tail -1)
		echo "$line"
		echo "$name $t $line" >>"$summary"
	done
done
# The table: opponent, move time, games, score, interval, Elo; then each
# opponent's Elo change between the first move time and the last.
echo "== summary (machine load unknown to this script: say how it was)"
awk '{
	opp = $1; t = $2; n = $4; sub(":", "", n)
	for (i = 1; i <= NF; i++) if ($i == "score") { s = $(i + 1); h = $(i + 3) }
	for (i = 1; i <= NF; i++) if ($i == "Elo") { e = $(i + 1); sub(/\)$/, "", e) }
	printf "%-9s %-6s %4s games  %6s ± %-6s Elo %s\n", opp, t, n, s, h, e
	if (!(opp in first)) { first[opp] = e; order[++k] = opp } else last[opp] = e
}
END {
	for (j = 1; j <= k; j++) if (order[j] in last)
		printf "%-9s Elo change from the first move time to the last: %+d\n", order[j], last[order[j]] - first[order[j]]
}' "$summary"
