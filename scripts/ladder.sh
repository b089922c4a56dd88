#!/bin/sh
# The partner's ladder: each level against the one below, and level 1
# against the baseline, over both colours (renju selfplay, GAMES a colour,
# so 2*GAMES a pair). Prints "pair games score%" with the stronger side's
# score (a draw counts half). Usage: scripts/ladder.sh [GAMES] [SEED]
set -eu
games=${1:-12}
seed=${2:-1}
bin=${RENJU:-go run ./cmd/renju}
score() { # $1 black, $2 white: black's wins and draws as "wins draws"
	$bin selfplay --json --black "$1" --white "$2" --games "$games" --seed "$seed" |
		sed 's/.*"blackWinsByFive":\([0-9]*\).*"whiteWinsByFive":\([0-9]*\).*"whiteWinsByFoul":\([0-9]*\).*"draws":\([0-9]*\).*/\1 \2 \3 \4/'
}
pair() { # $1 the stronger, $2 the weaker
	set -- "$1" "$2" $(score "$1" "$2") $(score "$2" "$1")
	# as Black: wins $3, draws $6; as White: wins $8+$9, draws $10
	awk -v a="$1" -v b="$2" -v n="$games" -v bw="$3" -v bd="$6" -v ww1="$8" -v ww2="$9" -v wd="${10}" \
		'BEGIN { s = bw + ww1 + ww2 + (bd + wd) / 2; printf "%s v %s  %d games  %.0f%% (as Black %d/%d, as White %d/%d)\n", a, b, 2*n, 100*s/(2*n), bw, n, ww1+ww2, n }'
}
pair 1 baseline
pair 2 1
pair 3 2
pair 4 3
pair 5 4
