//go:build js

// These tests run in headless Chromium (make wasm-test): the kit needs
// Ebitengine and WebGL.

package kit

import (
	"fmt"
	"image/color"
	"testing"
	"time"

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

// TestWarmPassListsTexts: a warm pass draws and makes nothing and lists
// the texts not cached, the lines of a paragraph below the image's
// bounds too (the frame's warm pass draws on an image of one pixel);
// MakeTexts with the time up makes one a call, with time to spare the
// rest. (That the frame shows nothing meanwhile: game's
// TestNewScreenSpreadOverFrames.)
func TestWarmPassListsTexts(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	dst := ebiten.NewImage(64, 64)
	defer dst.Deallocate()
	f := k.F.Body
	draw := func(s string) { k.Text(dst, s, f, 0, 0, theme.Standard.Text, glyphs.Start, glyphs.Start) }
	draw("cached")

	k.Warm()
	draw("cached")
	draw("first")
	draw("second")
	Block{Lines: []string{"line one", "line two far below"}, Face: f, LineH: 400, Col: theme.Standard.Text}.Draw(k, dst, 10, 10)
	assert.Equal(t, 4, k.Warmed(), "the texts not cached, the paragraph's line below the image too")
	assert.False(t, k.TextCached("first"), "a warm pass makes nothing")

	assert.True(t, k.MakeTexts(time.Now().Add(-time.Hour)), "the time up: texts left")
	assert.True(t, k.TextCached("first"), "but one made")
	assert.False(t, k.TextCached("second"))
	assert.False(t, k.MakeTexts(time.Now().Add(time.Hour)), "time to spare: none left")
	for _, s := range []string{"second", "line one", "line two far below"} {
		assert.True(t, k.TextCached(s), s)
	}
}
