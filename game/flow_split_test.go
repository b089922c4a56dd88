//go:build js

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/lessons"
)

// TestNewScreenDrawnTheFrameAfter: on the page, the frame whose Update
// opened another screen leaves the canvas as it was and the next frame
// draws the new screen (split.go), settled() false in between; a screen
// the still page prepared, and a change within a screen (a lesson's next
// page), are drawn with their Update; and never two frames in a row are
// left.
func TestNewScreenDrawnTheFrameAfter(t *testing.T) {
	h := newHarness(t)
	h.g.still.on = true
	img := ebiten.NewImage(1280, 800)
	t.Cleanup(img.Deallocate)
	frame := func() {
		h.update()
		h.g.Draw(img)
	}
	require.NoError(t, h.g.GoToHash(""))
	frame()
	frame()
	home := h.g.cur
	require.Same(t, home, h.g.lastFrame.screen, "home drawn")
	require.True(t, h.g.Settled())

	h.press("menu." + screens.GroupPractise) // the tap's Update
	require.Equal(t, "hub", h.state().Screen)
	hub := h.g.cur
	h.g.Draw(img)
	assert.Same(t, home, h.g.lastFrame.screen, "the tap's frame leaves home on the canvas")
	assert.False(t, h.g.Settled(), "not settled: the frame drawn has not taken the tap in")
	frame()
	assert.Same(t, hub, h.g.lastFrame.screen, "the next frame draws the hub")
	assert.True(t, h.g.Settled())

	h.press("hub.drills")
	h.g.Draw(img)
	require.Same(t, hub, h.g.lastFrame.screen, "the Drills screen waits a frame")
	require.NoError(t, h.g.GoToHash(""))
	frame()
	assert.Same(t, home, h.g.lastFrame.screen, "a screen opened right after a frame left as it was is drawn at once")

	// Home still long enough to prepare the Practise hub (its second
	// preview, a still spell each): the tap's frame draws the hub.
	for range 2 * (prepareAfter + 2*stillEvery) {
		frame()
	}
	require.True(t, h.g.preparedBefore(hub), "the hub prepared while home was still")
	h.press("menu." + screens.GroupPractise)
	h.g.Draw(img)
	assert.Equal(t, "hub", h.g.lastFrame.screen.Name(), "a prepared screen is drawn with the Update that opened it")
	assert.True(t, h.g.Settled())

	first := lessons.Index()[0].ID
	require.NoError(t, h.g.OpenHash("#lesson="+first+"/1"))
	frame()
	frame()
	require.Equal(t, 1, h.state().Page)
	page1 := h.g.lastFrame
	h.press("page.next")
	h.g.Draw(img)
	assert.Equal(t, 2, h.state().Page)
	assert.NotEqual(t, page1, h.g.lastFrame, "the next page drawn with its Update")
	assert.True(t, h.g.Settled())
}
