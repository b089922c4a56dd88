//go:build js

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/job"
)

// silentWorker takes every job and answers none: a partner that thinks
// for as long as a test looks.
type silentWorker struct{}

func (silentWorker) Open(func(job.Message), func()) {}
func (silentWorker) Send(job.Message)               {}

// TestThinkingPartnerDrawsNothing: while the partner thinks and nothing
// else happens, Play's frame stays the one drawn (issue 39). In the
// browser every frame drawn is composited by the GPU process, which
// headless Chromium runs on the CPU (SwiftShader): it shares the cores
// with the worker's search, and a frame waited for it. Play's frame key
// changed every 20 ticks while the partner thought (a "blink" that drew
// nothing different): three whole frames a second, each presented four
// times by Ebitengine; 15 swaps of the display in a 2.8 s decision.
func TestThinkingPartnerDrawsNothing(t *testing.T) {
	saved := screens.Jobs
	screens.Jobs = job.NewClient(silentWorker{})
	t.Cleanup(func() { screens.Jobs = saved })
	h := newHarness(t)
	require.NoError(t, h.g.OpenHash("#play=1.free.learning.5.first.-.h8-h9-i9-g7-j10-i8-g9"))
	img := ebiten.NewImage(1280, 800)
	defer img.Deallocate()
	for range 3 {
		h.update()
		h.g.Draw(img)
	}
	require.NotNil(t, h.play())
	require.True(t, h.play().Thinking, "the partner thinks")
	shown, drawn := h.g.lastFrame, 0
	for range 300 {
		h.update()
		h.g.Draw(img)
		if h.g.lastFrame != shown {
			shown = h.g.lastFrame
			drawn++
		}
	}
	assert.True(t, h.play().Thinking, "the partner still thinks")
	assert.Zero(t, drawn, "frames drawn in 5 s of the partner thinking, with nothing else happening")
}
