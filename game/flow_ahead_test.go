//go:build js

package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
)

// untilNoJob updates the frame until the worker has no job under way and
// at least one more was done than done.
func (h *harness) untilNoJob(done uint64) {
	h.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		h.update()
		running, d := jobsCounts()
		if running == 0 && d > done {
			return
		}
		require.True(h.t, time.Now().Before(deadline), "the worker's job never came")
		time.Sleep(time.Millisecond)
	}
}

// TestDrillPreparedFromHome: while home's Continue leads to a drill step,
// the Drills screen (never opened yet) has its first drill made; Continue
// opens that screen at the step's menu, with the drill prepared, and
// Start shows it in the frame of the tap. A seed given then replaces the
// screen made only to work ahead; a home whose path points at a lesson
// makes no Drills screen and asks the worker nothing.
func TestDrillPreparedFromHome(t *testing.T) {
	h := newHarness(t)
	require.Equal(t, "home", h.state().Screen)
	_, done := jobsCounts()
	for range 2 * leadAfter {
		h.update()
	}
	_, made := h.g.screens["drills"]
	assert.False(t, made, "a path at lesson 1 makes no Drills screen")
	_, now := jobsCounts()
	assert.Equal(t, done, now, "and asks the worker nothing")

	for _, e := range h.g.learn.All()[:7] {
		for p := 1; p <= len(e.Pages); p++ {
			h.g.learn.Done(e.ID, p)
		}
		h.g.learn.Practise(e.ID)
	}
	require.NoError(t, h.g.GoToHash(""))
	h.update()
	require.Equal(t, "drill:four-three", h.state().Path.Next)
	h.untilNoJob(now)
	ahead := h.g.screens["drills"]
	require.NotNil(t, ahead, "the Drills screen made to work ahead")

	// A seed replaces it (it was never shown), and it works ahead anew.
	require.True(t, h.g.Seed("drills", 5))
	require.NotSame(t, ahead, h.g.screens["drills"])
	_, now = jobsCounts()
	h.untilNoJob(now)

	h.press(screens.BtnContinue)
	st := h.state()
	require.Equal(t, "drills", st.Screen)
	d := drillOf(st)
	require.NotNil(t, d)
	assert.Equal(t, "four-three", d.Type)
	assert.Equal(t, 1, d.Level)
	assert.True(t, d.Prepared, "the drill made while home was shown")
	h.press("drill.start")
	d = drillOf(h.state())
	assert.Equal(t, "asking", d.Phase, "Start shows it at once")
	assert.False(t, d.Waited)
}
