//go:build js

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

// TestStillScreenLookedAtLess: on the page (still.on), a screen nobody
// touches is updated and drawn every tick for stillAfter ticks, then one
// tick in stillEvery; a page event, a change through the page API and a
// change that comes by itself each bring it back at once (the last
// within stillEvery ticks), and the frame then shows the change.
func TestStillScreenLookedAtLess(t *testing.T) {
	h, frame, _, _ := onStillPage(t)
	require.NoError(t, h.g.OpenHash("#lessons"))
	// tick runs a tick as the page does and says whether the screen was
	// looked at.
	tick := func() bool {
		frame()
		return !h.g.still.skipped
	}
	looked := func(n int) int {
		k := 0
		for range n {
			if tick() {
				k++
			}
		}
		return k
	}
	settle := func() {
		looked(stillAfter + stillEvery)
		require.False(t, tick() && tick(), "the screen is still")
	}
	assert.Equal(t, stillAfter, looked(stillAfter), "every tick at first")
	assert.Equal(t, 60/stillEvery, looked(60), "then one tick in %d", stillEvery)
	assert.True(t, h.g.Settled(), "a still screen is settled")

	// A page event.
	settle()
	h.g.PushEvent(Event{Kind: PointerMove, FX: 0.01, FY: 0.01})
	assert.True(t, tick(), "a pointer that moves is looked at at once")
	assert.Equal(t, stillAfter, looked(stillAfter), "and every tick for a while")

	// A change through the page API.
	settle()
	h.g.SetLang(msg.Chinese)
	assert.True(t, tick(), "a language chosen through the page API is looked at at once")
	assert.Equal(t, msg.Chinese, h.g.lastFrame.lang, "and drawn")

	// A change that comes by itself (the learner's progress, here set
	// behind the frame's back): shown within stillEvery ticks, and every
	// tick is looked at for a while after it.
	settle()
	before := h.g.lastFrame
	h.g.learn.Done(h.g.learn.All()[0].ID, 1)
	for i := 0; i < stillEvery && h.g.lastFrame == before; i++ {
		tick()
	}
	assert.NotEqual(t, before, h.g.lastFrame, "the change is drawn within %d ticks", stillEvery)
	assert.Equal(t, stillAfter, looked(stillAfter), "every tick is looked at after a change")

	// A toast is looked at every tick while it shows.
	settle()
	h.g.mu.Lock()
	h.g.toast(msg.LangFailed)
	h.g.mu.Unlock()
	assert.Equal(t, 120, looked(120), "a toast keeps every tick")
}

// TestStillOffWithoutPage: without the page (the tests' harness, a
// desktop build) every tick looks at the screen.
func TestStillOffWithoutPage(t *testing.T) {
	h := newHarness(t)
	require.NoError(t, h.g.OpenHash("#lessons"))
	img := ebiten.NewImage(1280, 800)
	defer img.Deallocate()
	for range 2 * stillAfter {
		h.update()
		h.g.Draw(img)
		require.False(t, h.g.still.skipped)
	}
}
