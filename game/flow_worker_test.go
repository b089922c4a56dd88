//go:build js

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/game/services/learnpath"
)

// TestWorkerWantedWhenHeadingThere: the frame asks for the worker only
// when the learner opens a screen that hands it work (at once), or heads
// there — a mouse on the home tile whose hub lists Drills first, home's
// path pointing at a lesson's practice — once that has stayed so for
// leadAfter Updates (heading.go), and never while reading lessons.
func TestWorkerWantedWhenHeadingThere(t *testing.T) {
	h := newHarness(t)
	wanted := 0
	h.g.OnWorkerWanted = func() { wanted++ }

	h.update()
	require.Equal(t, "home", h.state().Screen)
	for _, hash := range []string{"#lessons", "#lesson=board-and-five/1", "#lesson=board-and-five/2", "#pos=h8"} {
		require.NoError(t, h.g.OpenHash(hash))
		h.update()
	}
	assert.Zero(t, wanted, "reading lessons and the free board start no worker")

	// Home, the mouse moved onto the Practise tile: its hub lists Drills
	// first.
	require.NoError(t, h.g.GoToHash(""))
	h.update()
	assert.Zero(t, wanted, "a new learner's home points at lesson 1")
	x, y, _, _, ok := h.g.ButtonOnScreen("menu." + screens.GroupPractise)
	require.True(t, ok)
	lay := h.g.currentLayout()
	h.g.PushEvent(Event{Kind: PointerMove, ID: 1, FX: x / lay.W, FY: y / lay.H})
	h.update()
	for range leadAfter - 1 {
		h.update()
	}
	assert.Zero(t, wanted, "the pointer just came onto the tile")
	h.update()
	assert.Equal(t, 1, wanted, "the pointer rested on the tile that leads to Drills")
	for range 2 * leadAfter {
		h.update()
	}
	assert.Equal(t, 1, wanted, "asked once")

	// A screen that uses it, opened by its link.
	require.NoError(t, h.g.OpenHash("#drills"))
	h.update()
	assert.Equal(t, 2, wanted, "the Drills screen opened")

	// Lesson 1 read to its end: home's path points at its practice,
	// which the worker makes.
	h.g.PushEvent(Event{Kind: PointerLeave, ID: 1})
	first := h.g.learn.All()[0]
	for p := 1; p <= len(first.Pages); p++ {
		h.g.learn.Done(first.ID, p)
	}
	require.NoError(t, h.g.GoToHash(""))
	for range leadAfter + 1 {
		h.update()
	}
	p := screens.PathOf(h.g.learn, h.g.store)
	st, ok := p.NextStep()
	require.True(t, ok)
	require.Equal(t, learnpath.Practice, st.Kind, "lesson 1 has a practice set: %+v", st)
	assert.Equal(t, 3, wanted, "home's path points at a practice")
}
