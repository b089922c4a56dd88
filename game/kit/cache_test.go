//go:build js

// These tests run in headless Chromium (make wasm-test): the kit needs
// Ebitengine and WebGL.

package kit

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"renju/game/kit/glyphs"
	"renju/theme"
)

// This file sorts before kit_test.go, whose TestBoardPainter runs the
// game loop (no image can be made after it ends).

// TestTextCacheKeepsTheFrameDrawn: past maxTextImages the text cache
// drops the texts no frame drew since the last began, and keeps those of
// the frame being drawn: a screen prepared between frames (the frame's
// previews) must not make the next screen draw every text again.
func TestTextCacheKeepsTheFrameDrawn(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	dst := ebiten.NewImage(64, 64)
	defer dst.Deallocate()
	draw := func(prefix string, n int) {
		for i := range n {
			k.Text(dst, fmt.Sprintf("%s %d", prefix, i), k.F.Body, 0, 0, color.White, glyphs.Start, glyphs.Start)
		}
	}
	k.Record()
	draw("old", maxTextImages/2)
	k.Recorded()
	k.Record()
	draw("shown", 100)
	draw("more", maxTextImages-150) // past the bound with the last frame's, in this frame
	k.Recorded()
	assert.False(t, k.TextCached("old 1"), "the last frame's texts went")
	assert.True(t, k.TextCached("shown 99"), "this frame's texts stay")
	assert.LessOrEqual(t, len(k.texts), maxTextImages)
}

// TestTrimTextsBetweenFrames: a still page trims the text cache once it
// is half full, keeping what the last frame drew; below half it keeps
// everything.
func TestTrimTextsBetweenFrames(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	dst := ebiten.NewImage(64, 64)
	defer dst.Deallocate()
	draw := func(prefix string, n int) {
		for i := range n {
			k.Text(dst, fmt.Sprintf("%s %d", prefix, i), k.F.Body, 0, 0, color.White, glyphs.Start, glyphs.Start)
		}
	}
	k.Record()
	draw("before", 10)
	k.Recorded()
	k.Record()
	draw("last", 10)
	k.Recorded()
	k.TrimTexts()
	assert.True(t, k.TextCached("before 9"), "a cache under half full is kept whole")
	k.Record()
	draw("older", maxTextImages/2)
	k.Recorded()
	k.Record()
	draw("shown", 10)
	k.Recorded()
	k.TrimTexts()
	assert.False(t, k.TextCached("older 1"), "what the last frame did not draw goes")
	assert.True(t, k.TextCached("shown 9"), "what it drew stays")
}
