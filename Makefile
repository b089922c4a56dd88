# Renju tutor — build, run and test.
#
#   make run    build the WebAssembly app and serve it on http://localhost:8080
#   make check  the edit-and-test loop: format, vet, host tests with -short
#   make test   everything CI checks: format, vet, unit tests, fuzzing, browser
#               tests (the flows, make e2e, and the screenshot gallery, make gallery)
#   make bench  judge benchmarks
#
# The Ebitengine packages (game, cmd/tutor) are built for GOOS=js GOARCH=wasm
# only, so no part of `make test` needs X11 or OpenGL headers on the host.

GO        ?= go
# Every build with -trimpath: a compiled package is then kept in Go's cache
# by its content alone. Without it the package's folder is part of the
# key, so a fresh clone (another folder) compiled every package of the
# module again, however warm the cache. Measured 2026-12-07 (load 25-30)
# in a second clone after a first: make vet's and make unit's builds
# (vet, and the host test binaries built and run with no test) 114.2 s
# of CPU cold, 27.6 s warm (mostly links); make fuzz's 21 instrumented test
# binaries 146.7 s cold, 19.1 s warm. The site's wasm was already built
# so (make site, make wasm-test). Paths in a failure's trace are then the
# module's (renju/rules/judge_test.go:42).
export GOFLAGS += -trimpath
ADDR      ?= localhost:8080
SITE      := build/site
# The browser tests' site (make e2e, make gallery): the same files, with
# Brotli at quality 5 instead of 11 (web.BrotliFast: 1 s of CPU for the
# tutor's module instead of 65; gzip is -9 in both, so the budget test
# reads the bytes that ship). What is served is still compressed and
# tested so; make site is what ships.
TEST_SITE := build/site-test
# Brotli's quality for $(SITE); the compressed copies of every build are
# kept by content in $(COMPRESS_CACHE), so an unchanged module is never
# compressed twice (web/precompress_cache.go).
SITE_BROTLI    ?= 11
COMPRESS_CACHE := build/cache/precompress
HOST_PKGS  = $(shell ./scripts/pkgs.sh host)
WASM_PKGS  = $(shell ./scripts/pkgs.sh wasm)
# An execution count, not a duration: Go 1.26's fuzz coordinator can fail a
# duration-bounded run with "context deadline exceeded" when the time runs
# out while a worker is mid-input (golang/go#75804, fixed in Go 1.27); a
# count has no deadline to race.
FUZZTIME  ?= 30000x

.PHONY: all run site test-site wasm ebitenpatch test check fmt-check vet unit fuzz wasm-test e2e gallery e2e-all measure trace-load trace-play trace-tap bench clean fonts chromium pdftools site-empty site-anchor startup startup-second

all: site

## ---- the app --------------------------------------------------------------

# Every build of an Ebitengine program for the page (the tutor, the anchor,
# the empty app, make vet's and make wasm-test's) compiles Ebitengine with
# one present per changed frame instead of four and its built-in shaders
# compiled ahead of time, with no Kage compiler (cmd/ebitenpatch says why):
# go build -modfile with a copy of go.mod that replaces the module with a
# patched mirror of the module cache's, which cmd/ebitenpatch writes from
# the version go.mod requires, and fails on a source it was not written
# for. All of them alike, so that they share Go's compiled packages and
# the anchor stays the least an Ebitengine page costs as the tutor is built.
EBITEN_MODFILE := build/ebitenpatch/go.mod
EBITEN_PATCHED := -modfile=$(abspath $(EBITEN_MODFILE))
ebitenpatch:
	@$(GO) run ./cmd/ebitenpatch -out $(dir $(EBITEN_MODFILE)) >/dev/null

# Each file is written to a temporary dot file (never served) and renamed
# into place, so that a server serving $(SITE) meanwhile sends every file
# whole, old or new: go build -o and cp write in place, under downloads in
# flight. The last step of site writes the icons and the service worker
# (sw.js, versioned by a hash of every file, for offline use), then the
# precompressed copies, the same way.
#
# The tutor and the worker are stamped with one build name (job/webworker
# .Build): a worker answers only a page of its own build. It is a hash of
# what goes into them (the same sources give the same bytes, so the site's
# offline version changes only when the app does).
BUILD := $(shell git ls-files -co --exclude-standard -- '*.go' go.mod go.sum lessons game web/sw.js 2>/dev/null | LC_ALL=C sort | xargs -r cat 2>/dev/null | sha256sum | cut -c1-16)
#
# TUTOR_FLAGS are the tutor's own compile flags (the worker keeps Go's
# defaults: its search wants inlining).
TUTOR_FLAGS ?=
wasm: ebitenpatch
	@mkdir -p $(SITE)
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(EBITEN_PATCHED) $(TUTOR_FLAGS) -ldflags="-s -w -X renju/job/webworker.Build=$(BUILD)" -o $(SITE)/.renju.wasm.tmp ./cmd/tutor
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w -X renju/job/webworker.Build=$(BUILD)" -o $(SITE)/.worker.wasm.tmp ./cmd/worker
	mv -f $(SITE)/.renju.wasm.tmp $(SITE)/renju.wasm
	mv -f $(SITE)/.worker.wasm.tmp $(SITE)/worker.wasm

site: wasm
	for f in web/index.html web/loader.js web/worker.js web/loader.css web/favicon.svg web/manifest.webmanifest web/loader-zh.otf \
		"$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js"; do \
		cp -f "$$f" $(SITE)/.copy.tmp && mv -f $(SITE)/.copy.tmp "$(SITE)/$${f##*/}" || exit 1; \
	done
	# The app's Chinese (fonts/full), fetched when the learner's
	# language is Chinese (web/loader.js): the module embeds only the
	# Chinese of its English side.
	cp -f fonts/full/NotoSansSC-Regular.subset.otf $(SITE)/.copy.tmp && mv -f $(SITE)/.copy.tmp $(SITE)/zh-regular.otf
	cp -f fonts/full/NotoSansSC-Bold.subset.otf $(SITE)/.copy.tmp && mv -f $(SITE)/.copy.tmp $(SITE)/zh-bold.otf
	$(GO) run ./cmd/serve -precompress $(SITE) -brotli $(SITE_BROTLI) -cache $(COMPRESS_CACHE)

test-site:
	@$(MAKE) --no-print-directory site SITE=$(TEST_SITE) SITE_BROTLI=5

# Built, not `go run`, so that Ctrl-C stops it quietly (go run exits 1 on an
# interrupt, and make then reports an error).
run: site
	@$(GO) build -o build/serve ./cmd/serve
	@./build/serve -addr $(ADDR) -dir $(SITE)

## ---- tests ----------------------------------------------------------------

# The browser suites (make wasm-test, then make e2e-all, after the test
# site is built) run one at a time; the host suites (fmt-check, vet,
# unit, fuzz) run beside them at nice 10, their output printed when both
# are done. Every suite is CPU-bound, so make test takes about its CPU
# over two cores, and the cores left idle are time lost: the browser
# suite alone kept 1.81 of them busy (make e2e-all: 1,449 s of CPU in
# 800.6 s, waiting on frames, a page's start, a screenshot's encoding),
# the host suites one after the other 1.85 (the fresh-clone make test:
# 1,939.5 s of CPU in 1,066 s). Beside them the host suites take those
# idle cores, and while the browser wants both cores the scheduler gives
# the niced suites a tenth of a core each (nice 10 weighs 110 against
# nice 0's 1,024): the browser's waits are conditions with budgets set
# for a loaded machine, and the host tests' own budgets (3-10 s for a
# local server's answer) still hold with a tenth of a core, where at
# nice 19 (a seventieth) they would not. make test fails when any suite
# fails; after a browser suite fails the next one does not run (with
# make -k it runs all the same). The host suites always run all four
# (-k): a failure in one says nothing of the others, and a make test
# whose unit suite failed ran no fuzzing, so its time was not the
# whole suite's (the fresh clone at a337bb3: 976.8 s without make
# fuzz's 209 s of CPU).
test:
	@mkdir -p build; \
	nice -n 10 $(MAKE) -k --no-print-directory fmt-check vet unit fuzz >build/test-host.log 2>&1 & host=$$!; \
	$(MAKE) --no-print-directory test-site wasm-test e2e-all; browser=$$?; \
	wait $$host; hostrc=$$?; \
	echo "--- the host suites (make fmt-check vet unit fuzz, at nice 10 beside the browser suites): exit $$hostrc"; cat build/test-host.log; \
	[ $$browser = 0 ] && [ $$hostrc = 0 ]

# The edit-and-test loop: format, vet and the host packages' tests with
# -short (the long property tests take fewer samples; make test runs
# them whole). Go's test cache keeps the results of packages that did not
# change, so a second run after an edit is quicker still.
check: fmt-check vet
	$(GO) test -short -timeout 10m $(HOST_PKGS)

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

# The Ebitengine layer is vetted with -trimpath, as make site builds it
# and make wasm-test tests it: a compile's cache key includes the flag,
# so the three share Go's compiled packages.
vet: ebitenpatch
	$(GO) vet $(HOST_PKGS) $(if $(wildcard e2e),./e2e)
	$(if $(WASM_PKGS),GOOS=js GOARCH=wasm $(GO) vet -trimpath $(EBITEN_PATCHED) $(WASM_PKGS) ./cmd/worker ./job/webworker)

unit: pdftools
	$(GO) test -count=1 -timeout 20m $(HOST_PKGS)

# Every fuzz target, FUZZTIME inputs each, two runs at a time: most of a
# run is its fixed cost on one core (linking, starting, the baseline), so
# two keep both cores busy (scripts/fuzz.sh lists the targets).
FUZZ_JOBS ?= 2
fuzz:
	FUZZTIME=$(FUZZTIME) FUZZ_JOBS=$(FUZZ_JOBS) GO=$(GO) ./scripts/fuzz.sh

# The Ebitengine layer runs its tests in headless Chromium via
# wasmbrowsertest: the packages' tests, and beside them the screens run
# (-tags screens: TestEveryScreenDrawnAndMirrored, in a binary of its own
# so that its 2,000 frames drawn before the game loop do not slow
# TestRunGame's). game's tests take the longest, mostly alone once kit's
# are done; the screens run fills that time. Its output is printed whole
# when both are done; make wasm-test fails when either does.
wasm-test: chromium
	@mkdir -p build; \
	./scripts/wasm-test.sh -tags screens -run '^TestEveryScreenDrawnAndMirrored$$' ./game >build/wasm-test-screens.log 2>&1 & screens=$$!; \
	./scripts/wasm-test.sh $(WASM_PKGS); pkgs=$$?; \
	wait $$screens; drawn=$$?; \
	echo "--- the screens run (-tags screens), beside the packages' tests: exit $$drawn"; cat build/wasm-test-screens.log; \
	[ $$pkgs = 0 ] && [ $$drawn = 0 ]

# End-to-end: the real server and the real app in headless Chromium. The
# flows (make e2e) are the tests that can fail on what the app does; the
# gallery (make gallery) only takes the screenshots people look at
# (test-artifacts/gallery, test-artifacts/legible). A failed test leaves its
# screen, state() and console under test-artifacts/<test name>/.
GALLERY := ^(TestGallery|TestLegible)$$
e2e: chromium test-site
	RENJU_SITE=$(abspath $(TEST_SITE)) $(GO) test -count=1 -timeout 40m -skip '$(GALLERY)' ./e2e

gallery: chromium test-site
	RENJU_SITE=$(abspath $(TEST_SITE)) $(GO) test -count=1 -timeout 20m -run '$(GALLERY)' ./e2e

# The flows and the gallery in one run (make test's): one browser, whose
# shared pages (e2e/shared_test.go) are loaded once for both instead of
# once for each (six cold loads of the tutor, and a browser's start).
e2e-all: chromium test-site
	RENJU_SITE=$(abspath $(TEST_SITE)) $(GO) test -count=1 -timeout 60m ./e2e

# What a page of the tutor costs against the anchor (TestMeasureLoad: a
# load's CPU to quiescence, its bytes before ready against the empty
# app's, a newcomer's taps each against the anchor's tap, a still
# screen's cores; MEASURE_LOADS interleaved loads each, every one a new
# browser; the tutor also on a Chinese phone unless MEASURE_PHONE=0),
# then the flows that also measure the page's frames
# (TestViewerDrillsFrames, TestPlayLinkPartnerFrames: the gaps while the
# partner thinks) with their full windows (RENJU_MEASURE=1): in make e2e
# they run the same steps with short windows. The reports are printed
# together at the end (test-artifacts/measure.txt,
# play-link-frames.txt). MEASURE_OTHER, other site directories of the
# tutor to interleave (say, a build before a change); MEASURE_ANCHOR_OTHER,
# other builds of the anchor, each with its own table (say, the anchor
# with Ebitengine as released: ANCHOR_PATCHED= at site-anchor).
# MEASURE_LOAD_ONLY=1 measures the loads alone (no taps, no still
# screen): an A/B of a change to the load, about a third of the time.
MEASURE_LOADS ?= 5
MEASURE_PHONE ?= 1
measure: chromium site site-anchor site-empty
	RENJU_MEASURE=1 MEASURE_LOADS=$(MEASURE_LOADS) RENJU_MEASURE_OTHER=$(MEASURE_OTHER) RENJU_MEASURE_PHONE=$(MEASURE_PHONE) \
		RENJU_MEASURE_LOAD_ONLY=$(MEASURE_LOAD_ONLY) RENJU_MEASURE_ANCHOR_OTHER=$(MEASURE_ANCHOR_OTHER) \
		RENJU_ANCHOR_SITE=$(abspath $(ANCHOR_SITE)) RENJU_EMPTY_SITE=$(abspath $(EMPTY_SITE)) \
		$(GO) test -count=1 -timeout 90m -v -run '^(TestMeasureLoad|TestViewerDrillsFrames|TestPlayLinkPartnerFrames)$$' ./e2e
	@echo; cat test-artifacts/measure.txt; echo; echo "The partner's first moves after #play links (TestPlayLinkPartnerFrames):"; cat test-artifacts/play-link-frames.txt

# A profiling tool beside make measure: one cold load of the tutor traced
# across Chromium's processes (TestTraceLoad), from the navigation to
# quiescence: test-artifacts/trace-load/<site>/summary.txt says where the CPU went
# by thread and trace event, trace.json opens in Perfetto. TRACE_SITE,
# another site directory (TRACE_ANCHOR=1: the anchor, from its own site
# unless TRACE_SITE says); TRACE_HASH, the address opened; TRACE_CATS,
# the trace's categories.
trace-load: chromium test-site $(if $(filter 1,$(TRACE_ANCHOR)),site-anchor)
	RENJU_TRACE=1 RENJU_SITE=$(abspath $(TEST_SITE)) RENJU_TRACE_SITE=$(TRACE_SITE) RENJU_TRACE_ANCHOR=$(TRACE_ANCHOR) \
		RENJU_ANCHOR_SITE=$(abspath $(ANCHOR_SITE)) \
		RENJU_TRACE_HASH=$(TRACE_HASH) RENJU_TRACE_CATS=$(TRACE_CATS) \
		$(GO) test -count=1 -timeout 10m -v -run '^TestTraceLoad$$' ./e2e

# The same tool for a tap (TestTraceTap): the guided start's Skip, or
# TRACE_ANCHOR=1 the anchor's first tap, traced across the browser's
# processes from the click to its answer shown, as make measure taps
# (test-artifacts/trace-tap/<app>-<site>/summary.txt). TRACE_JSFLAGS, V8's
# flags (--trace-wasm-compilation-times: the functions V8 compiled again
# meanwhile, in browser.log).
trace-tap: chromium test-site $(if $(filter 1,$(TRACE_ANCHOR)),site-anchor)
	RENJU_TRACE=1 RENJU_SITE=$(abspath $(TEST_SITE)) RENJU_TRACE_SITE=$(TRACE_SITE) RENJU_TRACE_ANCHOR=$(TRACE_ANCHOR) \
		RENJU_ANCHOR_SITE=$(abspath $(ANCHOR_SITE)) RENJU_TRACE_JSFLAGS=$(TRACE_JSFLAGS) \
		$(GO) test -count=1 -timeout 10m -v -run '^TestTraceTap$$' ./e2e

# The same tool for the partner's first move after a #play link
# (TestTracePlayLink): what each thread did in every gap between the
# page's frames (test-artifacts/trace-play/<site>/summary.txt).
# TRACE_HOVER=1 moves the pointer over Play's buttons meanwhile.
trace-play: chromium test-site
	RENJU_TRACE=1 RENJU_SITE=$(abspath $(TEST_SITE)) RENJU_TRACE_SITE=$(TRACE_SITE) RENJU_TRACE_HOVER=$(TRACE_HOVER) \
		RENJU_TRACE_CATS=$(TRACE_CATS) \
		$(GO) test -count=1 -timeout 10m -v -run '^TestTracePlayLink$$' ./e2e

chromium:
	@./scripts/ensure-chromium.sh

# The worksheet tests read the PDFs back with Debian's poppler-utils
# (pdfinfo, pdftotext, pdftoppm); installed with apt when run as root, and
# the tests say how when it is missing.
pdftools:
	@command -v pdftoppm >/dev/null || { [ "$$(id -u)" = 0 ] && export DEBIAN_FRONTEND=noninteractive && { apt-get install -y -qq poppler-utils >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq poppler-utils >/dev/null; }; }; } || echo "The worksheet tests need pdftoppm, pdftotext, pdfinfo: apt-get install poppler-utils" >&2

# Regenerates the app's font subsets (fonts: Inter, the Chinese of the
# English side that the tutor embeds, and fonts/full, the whole app's
# Chinese that the site serves) from the message catalogue, the strings the
# rules and the tutor print and the lesson files; fonts' tests fail
# when a side's fonts lack a character it draws. Needs Debian's fonttools, fonts-inter and
# fonts-noto-cjk (installed with apt when run as root).
fonts:
	./fonts/subset.sh

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./rules

## ---- start-up time ---------------------------------------------------------

# The yardstick for the start: an empty Ebitengine app (e2e/testdata/emptyapp)
# built with the same flags, served the same way.
EMPTY_SITE := build/site-empty

site-empty: ebitenpatch
	@mkdir -p $(EMPTY_SITE)
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(EBITEN_PATCHED) -ldflags="-s -w" -o $(EMPTY_SITE)/app.wasm ./e2e/testdata/emptyapp
	cp e2e/testdata/emptyapp/index.html e2e/testdata/emptyapp/start.js $(EMPTY_SITE)/
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(EMPTY_SITE)/
	$(GO) run ./cmd/serve -precompress $(EMPTY_SITE) -cache $(COMPRESS_CACHE)

# The anchor of make measure (e2e/testdata/anchorapp): a full-window
# Ebitengine board that draws only when a tap changes it, built and served
# as the tutor is.
ANCHOR_SITE := build/site-anchor
# ANCHOR_PATCHED= builds the anchor with Ebitengine as released (four
# presents per change), for a note beside the patched one:
# make site-anchor ANCHOR_SITE=build/site-anchor-stock ANCHOR_PATCHED=
ANCHOR_PATCHED ?= $(EBITEN_PATCHED)

site-anchor: ebitenpatch
	@mkdir -p $(ANCHOR_SITE)
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(ANCHOR_PATCHED) -ldflags="-s -w" -o $(ANCHOR_SITE)/app.wasm ./e2e/testdata/anchorapp
	cp e2e/testdata/anchorapp/index.html e2e/testdata/anchorapp/start.js $(ANCHOR_SITE)/
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(ANCHOR_SITE)/
	$(GO) run ./cmd/serve -precompress $(ANCHOR_SITE) -cache $(COMPRESS_CACHE)

# The tutor's start beside the empty app's, in headless Chromium (median of
# interleaved cold loads, and where the time goes), then each package's
# initialisation natively. A measurement: it fails only if an app does not
# start. STARTUP_LOADS is the loads per app (7 or more for a measurement).
STARTUP_LOADS ?= 9
startup: chromium site site-empty
	RENJU_STARTUP=1 RENJU_SITE=$(abspath $(SITE)) RENJU_EMPTY_SITE=$(abspath $(EMPTY_SITE)) \
		RENJU_STARTUP_LOADS=$(STARTUP_LOADS) $(GO) test -count=1 -timeout 20m -run '^TestStartupSideBySide$$' -v ./e2e
	./scripts/startup.sh

# A returning learner: navigation → ready on the first visit of a new
# browser profile and on the two after it (the service worker's cache, V8's
# code cache), and the trace events that say whether the compiled wasm came
# from the cache. STARTUP_LOADS rounds (7 or more for a measurement);
# STARTUP_OTHER, other site directories to interleave (say, a build before
# a change).
startup-second: chromium site
	RENJU_STARTUP=1 RENJU_SITE=$(abspath $(SITE)) RENJU_STARTUP_LOADS=$(STARTUP_LOADS) RENJU_STARTUP_OTHER=$(STARTUP_OTHER) \
		$(GO) test -count=1 -timeout 60m -run '^TestStartupSecondVisit$$' -v ./e2e

clean:
	rm -rf build test-artifacts
