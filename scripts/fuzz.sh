#!/usr/bin/env bash
# Runs every fuzz target for FUZZTIME inputs (make fuzz):
#   scripts/fuzz.sh            all of them, FUZZ_JOBS at a time
#   FUZZTIME=30000x FUZZ_JOBS=2 scripts/fuzz.sh
#
# Go fuzzes one target of one package per run. Most of a run with 30,000
# inputs is not fuzzing but its fixed costs, one after the other on one
# core: go test finding the package, linking the instrumented binary,
# starting the workers, gathering the baseline coverage (the parsers'
# 30,000 inputs take a second or two). Two runs at a time keep both cores
# busy through those; each run still fuzzes its target for every one of
# its inputs. A run's output is printed whole when it ends; the script
# fails, naming them, when any target fails.
set -uo pipefail
cd "$(dirname "$0")/.."

FUZZTIME=${FUZZTIME:-30000x}
FUZZ_JOBS=${FUZZ_JOBS:-2}

# package target [inputs]: inputs, when given, replaces FUZZTIME.
targets() {
	cat <<EOF
./rules FuzzParsePoint
./rules FuzzParseStones
./rules FuzzParseMoves
./rules FuzzParseDiagram
./rules FuzzParsePosition
./drills FuzzParseStats
./lessons FuzzParseLesson
./glossary FuzzParseTerms
./game/services/savedjson FuzzRead
./game/services/progress FuzzParseProgress
./game/parts/drillplay FuzzDrillRecord
./game/features/storm FuzzStormRecord
./game/features/coach FuzzCoachRecord
./game/features/classroom FuzzDecodeLink
./game/features/classroom FuzzImport
./game/services/backup FuzzImport
./engine FuzzVCF
./record FuzzSGF
./record FuzzPSQ
./record FuzzRIF
./record FuzzRenLib
./record FuzzRead
./record FuzzShelfBytes
./review FuzzScan 5000x
./game/features/match FuzzOpenLink
./game/features/match FuzzLoadSaved
./game/features/match FuzzImport
./game/services/homework FuzzDecodeHomework
./game/services/routes FuzzRoutes
./game/services/homework FuzzDecodeResult
./game/features/hwplay FuzzHomeworkProgress
./game/features/hwteach FuzzTeachSave
./game/services/spaced FuzzParseQueue
./game/services/daily FuzzParseLog
EOF
}
# FuzzScan: a scan runs engine searches on every move, so 5,000 inputs
# (about 15 s on 2 cores; 30,000 took 80 s).

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

one() {
	local pkg=$1 target=$2 inputs=${3:-$FUZZTIME}
	local name=${pkg#./}
	local log="$logs/${name//\//_}.$target"
	# go test passes a -fuzz that matches nothing ("no fuzz tests to
	# fuzz"): a target renamed or moved must fail here, not pass unfuzzed.
	if "${GO:-go}" test -run='^$' -fuzz="^$target\$" -fuzztime="$inputs" "$pkg" >"$log" 2>&1 &&
		! grep -q 'no fuzz tests to fuzz' "$log"; then
		echo "ok   $pkg $target ($inputs)"
	else
		# One write, so that the other run's lines do not cut into it.
		printf 'FAIL %s %s (%s)\n%s\n' "$pkg" "$target" "$inputs" "$(cat "$log")"
		touch "$log.failed"
	fi
}
export -f one
export FUZZTIME logs GO="${GO:-go}"

targets | xargs -P "$FUZZ_JOBS" -L 1 bash -c 'one "$@"' _

failed=$(cd "$logs" && ls -- *.failed 2>/dev/null | sed 's/\.failed$//')
if [ -n "$failed" ]; then
	echo "fuzz targets failed:" $failed >&2
	exit 1
fi
