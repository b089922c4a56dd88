# Renju tutor — build, run and test.
#
#   make run    build the WebAssembly app and serve it on http://localhost:8080
#   make test   everything CI checks: format, vet, unit tests, fuzzing, browser tests
#   make bench  judge benchmarks
#
# The Ebitengine packages (game, cmd/tutor) are built for GOOS=js GOARCH=wasm
# only, so no part of `make test` needs X11 or OpenGL headers on the host.

GO        ?= go
ADDR      ?= localhost:8080
SITE      := build/site
HOST_PKGS  = $(shell ./scripts/pkgs.sh host)
WASM_PKGS  = $(shell ./scripts/pkgs.sh wasm)
# An execution count, not a duration: Go 1.26's fuzz coordinator can fail a
# duration-bounded run with "context deadline exceeded" when the time runs
# out while a worker is mid-input (golang/go#75804, fixed in Go 1.27); a
# count has no deadline to race.
FUZZTIME  ?= 30000x

.PHONY: all run site wasm test fmt-check vet unit fuzz wasm-test e2e bench clean fonts chromium

all: site

## ---- the app --------------------------------------------------------------

wasm:
	@mkdir -p $(SITE)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $(SITE)/renju.wasm ./cmd/tutor

site: wasm
	cp web/index.html web/loader.js web/loader.css web/favicon.svg $(SITE)/
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(SITE)/
	$(GO) run ./cmd/serve -precompress $(SITE)

# Built, not `go run`, so that Ctrl-C stops it quietly (go run exits 1 on an
# interrupt, and make then reports an error).
run: site
	@$(GO) build -o build/serve ./cmd/serve
	@./build/serve -addr $(ADDR) -dir $(SITE)

## ---- tests ----------------------------------------------------------------

test: fmt-check vet unit fuzz wasm-test e2e

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(HOST_PKGS) $(if $(wildcard e2e),./e2e)
	$(if $(WASM_PKGS),GOOS=js GOARCH=wasm $(GO) vet $(WASM_PKGS))

unit:
	$(GO) test -count=1 $(HOST_PKGS)

fuzz:
	$(GO) test -run='^$$' -fuzz='^FuzzParsePoint$$' -fuzztime=$(FUZZTIME) ./rules
	$(GO) test -run='^$$' -fuzz='^FuzzParseStones$$' -fuzztime=$(FUZZTIME) ./rules
	$(GO) test -run='^$$' -fuzz='^FuzzParseMoves$$' -fuzztime=$(FUZZTIME) ./rules
	$(GO) test -run='^$$' -fuzz='^FuzzParseDiagram$$' -fuzztime=$(FUZZTIME) ./rules
	$(GO) test -run='^$$' -fuzz='^FuzzParsePosition$$' -fuzztime=$(FUZZTIME) ./rules
	$(GO) test -run='^$$' -fuzz='^FuzzParseStats$$' -fuzztime=$(FUZZTIME) ./drills
	$(GO) test -run='^$$' -fuzz='^FuzzParseLesson$$' -fuzztime=$(FUZZTIME) ./lessons
	$(GO) test -run='^$$' -fuzz='^FuzzParseProgress$$' -fuzztime=$(FUZZTIME) ./game/progress
	$(GO) test -run='^$$' -fuzz='^FuzzDecodeLink$$' -fuzztime=$(FUZZTIME) ./game/classroom
	$(GO) test -run='^$$' -fuzz='^FuzzImport$$' -fuzztime=$(FUZZTIME) ./game/classroom

# The Ebitengine layer runs its tests in headless Chromium via wasmbrowsertest.
wasm-test: chromium
	./scripts/wasm-test.sh $(WASM_PKGS)

# End-to-end: the real server and the real app in headless Chromium.
e2e: chromium site
	$(GO) test -count=1 -timeout 40m ./e2e

chromium:
	@./scripts/ensure-chromium.sh

# Regenerates the app's embedded font subsets (game/fonts) from the message
# catalogue, the strings the rules and the tutor print and the lesson files;
# game/fonts' tests fail when a new character is missing. Needs Debian's fonttools, fonts-inter and
# fonts-noto-cjk (installed with apt when run as root).
fonts:
	./game/fonts/subset.sh

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./rules

clean:
	rm -rf build test-artifacts
