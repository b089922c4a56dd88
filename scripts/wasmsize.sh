#!/usr/bin/env bash
# The tutor's first module per package: builds cmd/tutor as make site does
# but without -s -w (the name section names every function), then prints
# its code per package (scripts/wasmsize). Options go to the tool:
#
#   scripts/wasmsize.sh                  the packages, largest first
#   scripts/wasmsize.sh -top 0           all of them
#   scripts/wasmsize.sh -funcs renju/    our largest functions
#   scripts/wasmsize.sh -generic         generic functions, instantiations summed
#   scripts/wasmsize.sh -base OLD.wasm   per package against an older build
#
# The module is left at build/wasmsize/renju.wasm (keep a copy to compare
# a change with: -base). PKG=./e2e/testdata/emptyapp measures the empty
# app instead.
set -euo pipefail
cd "$(dirname "$0")/.."
pkg=${PKG:-./cmd/tutor}
mkdir -p build/wasmsize
out=build/wasmsize/$(basename "$pkg").wasm
[ "$pkg" = ./cmd/tutor ] && out=build/wasmsize/renju.wasm
GOOS=js GOARCH=wasm go build -trimpath -o "$out" "$pkg"
go run ./scripts/wasmsize "$@" "$out"
