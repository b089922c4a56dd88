#!/usr/bin/env bash
# Runs the tests of the Ebitengine packages (GOOS=js GOARCH=wasm) in headless
# Chromium with agnivade/wasmbrowsertest:  scripts/wasm-test.sh PKG...
#
# wasmbrowsertest is installed into build/bin if missing. It serves the test
# binary to headless Chromium through chromedp, which finds the browser on
# PATH (headless-shell, chromium, google-chrome, ...) and adds --no-sandbox by
# itself when run as root, so it works as root with Debian's chromium. It
# passes no GPU flags. Ebitengine needs WebGL; without a GPU, headless
# Chromium still falls back to SwiftShader on its own, but that fallback is
# deprecated, so the browser is started through a small wrapper that asks for
# it (the same flags as the e2e tests).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ $# -eq 0 ]; then
	echo "wasm-test: no packages given (usage: scripts/wasm-test.sh PKG...)" >&2
	exit 1
fi

bin=$root/build/bin
# wasmbrowsertest serves the toolchain's wasm_exec.js from
# runtime.GOROOT(), which is empty in a binary built with -trimpath (make
# exports it in GOFLAGS): it then reads the variable, set here to the
# toolchain's own. Without it a fresh clone's make test failed every
# wasm package with "open lib/wasm/wasm_exec.js".
export GOROOT="${GOROOT:-$(go env GOROOT)}"
WBT_VERSION=${WBT_VERSION:-v0.11.0}
mkdir -p "$bin"
# Under a lock: make wasm-test runs two of these at once.
(
	flock 9
	if [ ! -x "$bin/wasmbrowsertest" ]; then
		echo "Installing wasmbrowsertest $WBT_VERSION into build/bin…"
		GOBIN=$bin go install "github.com/agnivade/wasmbrowsertest@$WBT_VERSION"
	fi
) 9>"$bin/.install.lock"

# The real browser: $CHROMIUM, or the first one on PATH.
browser=${CHROMIUM:-}
if [ -z "$browser" ]; then
	for b in chromium chromium-browser google-chrome google-chrome-stable; do
		if command -v "$b" >/dev/null 2>&1; then
			browser=$(command -v "$b")
			break
		fi
	done
fi
if [ -z "$browser" ]; then
	echo "wasm-test: no Chromium found; run ./scripts/ensure-chromium.sh or set CHROMIUM" >&2
	exit 1
fi

# chromedp looks for "headless-shell" first: the wrapper takes that name in
# a directory put first on PATH, so the real browser is started with
# software WebGL.
wrap=$root/build/bin/chromium-wrap
mkdir -p "$wrap"
# Written aside and renamed into place: another run may be starting the
# browser through it.
cat >"$wrap/.headless-shell.$$" <<WRAP
#!/bin/sh
exec "$browser" --use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader \\
	--disable-component-update --disable-gpu-sandbox "\$@"
WRAP
chmod +x "$wrap/.headless-shell.$$"
mv -f "$wrap/.headless-shell.$$" "$wrap/headless-shell"

# Ebitengine as the site builds it, with one present per change
# (cmd/ebitenpatch; the Makefile's EBITEN_PATCHED): the tests run what
# ships, and share Go's compiled packages with make site and make vet.
modfile=$(go run ./cmd/ebitenpatch -out build/ebitenpatch)

export PATH="$wrap:$PATH"
export WASM_HEADLESS=on
# chromedp (as pinned by wasmbrowsertest) does not know some events of a
# newer Chromium and logs each one; those lines are harmless and dropped.
# -trimpath as make site and make vet build the Ebitengine layer, so that
# the three share Go's compiled packages (a compile's cache key includes
# the flag).
GOOS=js GOARCH=wasm go test -trimpath -modfile="$modfile" -v -count=1 -exec="$bin/wasmbrowsertest" -timeout 10m "$@" 2>&1 |
	sed -u '/could not unmarshal event/d'
