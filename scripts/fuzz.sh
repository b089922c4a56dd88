#!/usr/bin/env bash
# Runs every fuzz target for FUZZTIME inputs (make fuzz):
#   scripts/fuzz.sh            all of them, FUZZ_JOBS at a time
#   FUZZTIME=30000x FUZZ_JOBS=2 scripts/fuzz.sh
#
# Go fuzzes one target of one package per run. Most of a run with 30,000
# inputs is not fuzzing but its fixed costs, one after the other on one
# core: go test finding the package, linking the instrumented binary,
# starting the workers, gathering the baseline coverage (the parsers'
# 30,000 inputs take a second or two). So each package's instrumented
# test binary is built once (go test -c -fuzz), and each target runs that
# binary as go test would (in the package's folder, with go test's corpus
# cache): `go test -fuzz` itself spends about 0.7 s of CPU a target
# loading the packages and checking the build before the binary starts
# (FuzzParsePoint, 30,000 inputs: 3.0 s of CPU through go test, 2.3 s
# through its binary). Two runs at a time keep both cores busy through
# the rest; each run still fuzzes its target for every one of its inputs.
# A run's output is printed whole when it ends; the script fails, naming
# them, when any target fails.
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
./record FuzzPOS
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
./jsonkit FuzzMarshal
./jsonkit FuzzUnmarshal
EOF
}
# FuzzScan: a scan runs engine searches on every move, so 5,000 inputs
# (about 15 s on 2 cores; 30,000 took 80 s).

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
GO=${GO:-go}
bins=build/fuzz
mkdir -p "$bins"
# go test's own cache of inputs that widened coverage, per package.
cache=$("$GO" env GOCACHE)/fuzz

# The binary of a package, built once: its name is the package's path.
bin_of() { local name=${1#./}; echo "$PWD/$bins/${name//\//_}.test"; }

build() {
	local pkg=$1 log="$logs/build.${1//\//_}"
	if ! "$GO" test -c -fuzz=. -o "$(bin_of "$pkg")" "$pkg" >"$log" 2>&1; then
		printf 'FAIL %s: the fuzz binary does not build\n%s\n' "$pkg" "$(cat "$log")"
		touch "$log.failed"
	fi
}

one() {
	local pkg=$1 target=$2 inputs=${3:-$FUZZTIME}
	local name=${pkg#./}
	local log="$logs/${name//\//_}.$target" bin
	bin=$(bin_of "$pkg")
	# A target renamed or moved must fail here, not pass unfuzzed: the
	# binary passes a -test.fuzz that matches nothing ("no fuzz tests to
	# fuzz").
	if [ -x "$bin" ] &&
		(cd "$pkg" && "$bin" -test.run='^$' -test.fuzz="^$target\$" -test.fuzztime="$inputs" \
			-test.fuzzcachedir="$cache/renju/$name" -test.paniconexit0 -test.timeout=30m) >"$log" 2>&1 &&
		! grep -q 'no fuzz tests to fuzz' "$log"; then
		echo "ok   $pkg $target ($inputs)"
	else
		# One write, so that the other run's lines do not cut into it.
		printf 'FAIL %s %s (%s)\n%s\n' "$pkg" "$target" "$inputs" "$(cat "$log" 2>/dev/null)"
		touch "$log.failed"
	fi
}
export -f one build bin_of
export FUZZTIME logs GO bins cache

targets | awk '{print $1}' | sort -u | xargs -P "$FUZZ_JOBS" -L 1 bash -c 'build "$@"' _
targets | xargs -P "$FUZZ_JOBS" -L 1 bash -c 'one "$@"' _

failed=$(cd "$logs" && ls -- *.failed 2>/dev/null | sed 's/\.failed$//')
if [ -n "$failed" ]; then
	echo "fuzz targets failed:" $failed >&2
	exit 1
fi
