package main

import (
	"bytes"
	"fmt"
)

// The lines of Ebitengine's internal/ui/context.go (v2.8.8) that the patch
// relies on. drawGame counts the frames in a row whose offscreen did not
// change (skipCount, back to 0 on a changed or forced frame and on a new
// screen size) and presents while the count is below maxSkipCount: a
// changed frame and the maxSkipCount-1 unchanged frames after it. Four is
// for swap chains, whose every buffer must get the frame. A WebGL canvas
// is no swap chain: Ebitengine makes its context without
// preserveDrawingBuffer, and a frame that draws nothing to the canvas
// leaves on the page the frame last presented (HTML's WebGL rules; the
// page is reloaded when the context is lost, ui_js.go's webglcontextlost
// handler, and a resize runs a forced frame, which presents whatever the
// count). So in the browser the three presents after a change show the
// same pixels again, each a whole screen drawn by SwiftShader in the GPU
// process. One is the least that works: with 0 the count is never below
// it and no frame is ever presented, a changed one neither.
//
// Measured 2026-12-07 (headless Chromium, SwiftShader, 2 cores, load
// average 6-13; main at 2ad325c built as released and with the patch, runs
// alternated; scripts/cputime, the whole process tree): e2e
// TestGallery/phone-390x844@3x-en 93.1, 88.5 -> 75.4, 69.7 s of CPU;
// TestGallery/1280x800-en 44.4, 49.4 -> 36.0, 41.2 s;
// TestLegible/phone-390x844@3x-en 51.2, 48.7 -> 44.9, 41.2 s: every shot
// follows a change, and each change had three presents more. A page load
// (make measure, 3 loads each, load average 8-17) moved within its noise:
// 4.22 -> 4.23 s of CPU, the GPU process 1.09 -> 1.02 s; a still screen
// presents nothing either way (0.148 -> 0.153 cores).
const (
	stockLine   = "\tconst maxSkipCount = 4\n"
	patchedLine = "\tconst maxSkipCount = 1 // renju: one present per change (cmd/ebitenpatch)\n"
)

// contextLines are the other lines the patch's reasoning reads: the count
// going up to maxSkipCount on an unchanged frame, and the frame not
// presented once it is there. If Ebitengine changes them, what
// maxSkipCount means may have changed too.
var contextLines = []string{
	"\t\tif c.skipCount < maxSkipCount {\n\t\t\tc.skipCount++\n",
	"\tif c.skipCount >= maxSkipCount {\n\t\treturn false, nil\n\t}\n",
	"\tif !forceDraw && !c.isOffscreenModified {\n",
}

// The lines of Ebitengine's internal/ui/ui_js.go (v2.8.8) that the second
// patch changes: Monitor.DeviceScaleFactor keeps the first
// devicePixelRatio it reads for the rest of the visit, but the page's
// zoom changes it (Ctrl and + on a projector: 1 → 1.5), and so does a
// window moved to a screen of another density. The canvas was then sized
// (updateScreenSize, on the resize the zoom fires) and the app laid out
// at the old ratio: zoomed in, a canvas of 853 device pixels stretched
// over 1,280, every text blurred. Read each time, the ratio costs one
// property read a call, three a frame.
const (
	scaleStock   = "\tif m.deviceScaleFactor != 0 {\n\t\treturn m.deviceScaleFactor\n\t}\n"
	scalePatched = "\t// renju: devicePixelRatio read at each call, for the page's zoom\n\t// changes it; Ebitengine kept the first one read for the visit\n\t// (cmd/ebitenpatch).\n"
)

// scaleContext are the lines around it: the ratio read and kept, in the
// function the patch is for.
var scaleContext = []string{
	"func (m *Monitor) DeviceScaleFactor() float64 {\n",
	"\tratio := window.Get(\"devicePixelRatio\").Float()\n",
	"\tm.deviceScaleFactor = ratio\n\treturn m.deviceScaleFactor\n",
}

// A filePatch is one file of Ebitengine changed: the line stock made
// patched, where each of the lines context (and stock) is there exactly
// once; what names the code it was written for, in its error. dir is the
// file's directory in the module; several patches of one file apply in
// turn.
type filePatch struct {
	file, stock, patched string
	context              []string
	what                 string
	dir                  string
}

// patches are the files of Ebitengine the mirror changes: internal/ui's
// two, and the shaders compiled ahead of time (shaders.go).
var patches = append([]filePatch{
	{patchedFile, stockLine, patchedLine, contextLines, "drawGame", patchedDir},
	{"ui_js.go", scaleStock, scalePatched, scaleContext, "DeviceScaleFactor", patchedDir},
}, shaderPatches...)

// path is the file's path in the module.
func (p filePatch) path() string { return p.dir + "/" + p.file }

// apply returns src patched. It fails when the source is not the one the
// patch was written for: each line it relies on must be there exactly
// once (an Ebitengine upgrade that moved them must be read again, not
// patched blindly). The patched file keeps the source's line count, so
// that positions in traces stay Ebitengine's.
func (p filePatch) apply(src []byte) ([]byte, error) {
	for _, l := range append([]string{p.stock}, p.context...) {
		if n := bytes.Count(src, []byte(l)); n != 1 {
			return nil, fmt.Errorf("%q is there %d times, not once: this is not the %s the patch was written for (an Ebitengine upgrade?); read %s again and see whether the patch still holds", l, n, p.what, p.path())
		}
	}
	return bytes.Replace(src, []byte(p.stock), []byte(p.patched), 1), nil
}

// patch returns context.go with maxSkipCount 1 (patches[0]).
func patch(src []byte) ([]byte, error) { return patches[0].apply(src) }
