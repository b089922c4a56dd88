#!/usr/bin/env bash
# Lists the project's packages by where they run:
#   host  plain Go, built and tested natively (no Ebitengine)
#   wasm  packages that import Ebitengine: built for GOOS=js GOARCH=wasm only
# The e2e package is neither: it runs against the built site (make e2e).
set -euo pipefail
want=${1:?usage: pkgs.sh host|wasm}
go list -f '{{.ImportPath}} {{join .Deps " "}}' ./... | while read -r pkg deps; do
	case "$pkg" in */e2e) continue ;; esac
	if [[ " $deps " == *" github.com/hajimehoshi/ebiten/v2 "* ]]; then
		[ "$want" = wasm ] && echo "$pkg"
	else
		[ "$want" = host ] && echo "$pkg"
	fi
done
exit 0
