//go:build js

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/job"
)

// pressHubFromHome moves the pointer onto home's Practise tile and presses
// it in one Update, as make measure's tap and a quick learner do.
func (h *harness) pressHubFromHome() {
	h.t.Helper()
	require.Equal(h.t, "home", h.state().Screen)
	x, y, _, _, ok := h.g.ButtonOnScreen("menu." + screens.GroupPractise)
	require.True(h.t, ok)
	lay := h.g.currentLayout()
	h.g.PushEvent(Event{Kind: PointerMove, ID: 1, FX: x / lay.W, FY: y / lay.H})
	h.click(x, y)
	require.Equal(h.t, "hub", h.state().Screen)
}

// jobsAsked is how many jobs the worker was given so far.
func jobsAsked() uint64 {
	running, done := jobsCounts()
	return uint64(running) + done
}

// TestHubStartsTheWorkerOnceStill: the tap from home to the Practise hub
// (the pointer onto the tile and the press in one frame) starts no worker
// and asks it nothing in its frames, nor for leadAfter-1 Updates after;
// the Updates after that, the hub (which lists Drills first) starts the
// worker and has the Drills menu's first drill made, once. Drills opened
// then is that screen, with the drill prepared, and Start shows it in the
// frame of the tap.
func TestHubStartsTheWorkerOnceStill(t *testing.T) {
	h := newHarness(t)
	wanted := 0
	h.g.OnWorkerWanted = func() { wanted++ }
	for range 2 * leadAfter {
		h.update()
	}
	asked := jobsAsked()

	h.pressHubFromHome()
	for range leadAfter - 1 {
		h.update()
		assert.Zero(t, wanted, "the worker started in the frames of the tap")
		assert.Equal(t, asked, jobsAsked(), "a job asked in the frames of the tap")
		_, made := h.g.screens["drills"]
		assert.False(t, made, "the Drills screen made in the frames of the tap")
		require.True(t, h.g.lead.pending(h.g.cur), "idle() waits for the moment to come")
	}
	h.update()
	assert.Equal(t, 1, wanted, "the hub started the worker once still")
	h.update()
	assert.Equal(t, asked+1, jobsAsked(), "and asked for the menu's first drill")
	assert.False(t, h.g.lead.pending(h.g.cur))
	ahead := h.g.screens["drills"]
	require.NotNil(t, ahead, "the Drills screen made to work ahead")
	h.untilNoJob(asked)
	for range 2 * leadAfter {
		h.update()
	}
	assert.Equal(t, 1, wanted, "started once")
	assert.Equal(t, asked+1, jobsAsked(), "one drill made")

	h.press("hub.drills")
	st := h.state()
	require.Equal(t, "drills", st.Screen)
	assert.Same(t, ahead, h.g.cur, "the screen that worked ahead")
	d := drillOf(st)
	require.NotNil(t, d)
	assert.Equal(t, "is-forbidden", d.Type, "a newcomer's menu")
	assert.True(t, d.Prepared, "the drill made while the hub was shown")
	h.press("drill.start")
	d = drillOf(h.state())
	assert.Equal(t, "asking", d.Phase, "Start shows it at once")
	assert.False(t, d.Waited)
}

// TestHubPreparesTheSameDrill: with the same seed, the first drill of a
// round made while the hub was shown is the one a round started on the
// Drills screen opened at once from the hub (nothing made ahead) shows.
func TestHubPreparesTheSameDrill(t *testing.T) {
	first := func(still bool) drillState {
		h := newHarness(t)
		require.True(t, h.g.Seed("drills", 17))
		h.pressHubFromHome()
		asked := jobsAsked()
		if still {
			for range leadAfter + 1 {
				h.update()
			}
			require.Equal(t, asked+1, jobsAsked(), "the hub asked for the drill")
			h.untilNoJob(asked)
		}
		h.press("hub.drills")
		if still {
			require.True(t, drillOf(h.state()).Prepared)
		} else {
			require.Equal(t, asked, jobsAsked(), "nothing asked ahead")
		}
		_, done := jobsCounts()
		h.press("drill.start")
		if drillOf(h.state()).Phase != "asking" {
			h.untilNoJob(done)
			h.update()
		}
		d := drillOf(h.state())
		require.Equal(t, "asking", d.Phase, "the first drill")
		return drillState{d.Type, d.Level, d.Position}
	}
	assert.Equal(t, first(false), first(true))
}

type drillState struct {
	typ      string
	level    int
	position string
}

// TestLeavingTheHubStopsItsDrill: a learner who leaves the hub another
// way (home) while the worker makes the Drills menu's drill leaves no job
// running; back on the hub, it is asked anew, once.
func TestLeavingTheHubStopsItsDrill(t *testing.T) {
	saved := screens.Jobs
	screens.Jobs = job.NewClient(silentWorker{})
	t.Cleanup(func() { screens.Jobs = saved })
	h := newHarness(t)
	h.pressHubFromHome()
	for range leadAfter + 1 {
		h.update()
	}
	running, _ := jobsCounts()
	require.Equal(t, 1, running, "the hub's drill asked")

	require.NoError(t, h.g.GoToHash(""))
	h.update()
	running, _ = jobsCounts()
	assert.Zero(t, running, "the job left running")
	for range 2 * leadAfter {
		h.update()
	}
	running, _ = jobsCounts()
	assert.Zero(t, running, "home asks nothing for a path at lesson 1")

	h.pressHubFromHome()
	for range 3 * leadAfter {
		h.update()
	}
	running, _ = jobsCounts()
	assert.Equal(t, 1, running, "asked anew, once")
}
