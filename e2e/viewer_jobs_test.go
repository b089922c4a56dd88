package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// TestViewerJobsLeftAndLost: the viewer's jobs in the worker. Leaving the
// viewer stops a search for drills (back, it is over: what it found, or
// the list); a worker killed under a search says so and the search can
// be made again. (A scan lost is the host tests': a game's scan is over
// before a test could kill the worker under it.)
func TestViewerJobsLeftAndLost(t *testing.T) {
	// 150 games: a search long enough to be left and killed while it looks
	// (some 0.1 s of the worker's a game at load average 10, where leaving
	// takes a fraction of a second), whose last run, whole, is most of the
	// test's cost: 400 games took 63 s of CPU.
	var sb strings.Builder
	for i := range 150 {
		moves, err := rules.ParseMoves(selfPlayed[i%len(selfPlayed)])
		require.NoError(t, err)
		sb.WriteString(rules.FormatMoves(moves, false) + "\n")
	}
	tb := sharedTabFor(t, desktop, "en", 5*time.Minute)
	tb.open("#games")
	tb.waitState("the empty viewer", func(s appState) bool { return s.Viewer.Phase == "empty" })
	require.Equal(t, "", eval[string](tb, `window.renju.openRecord("games.txt", `+jsString(sb.String())+`)`))
	tb.waitState("the list", func(s appState) bool { return s.Viewer.Phase == "list" && s.Viewer.Games == 150 })

	// Left while it looks: back, the search is over.
	tb.clickButton("view.drills")
	tb.waitState("the search", func(s appState) bool { return s.Viewer.Phase == "making" })
	tb.open("#")
	tb.open("#games")
	s := tb.waitState("the search ended", func(s appState) bool { return s.Viewer.Phase != "making" })
	assert.Contains(t, []string{"list", "drills"}, s.Viewer.Phase)
	if s.Viewer.Phase == "drills" {
		tb.clickButton("view.back")
	}

	// The worker killed under a search: the notice, and the search again.
	tb.waitState("the list again", func(s appState) bool { return s.Viewer.Phase == "list" })
	tb.clickButton("view.drills")
	tb.waitState("the search again", func(s appState) bool { return s.Viewer.Phase == "making" })
	eval[any](tb, `window.renju.killWorker()`)
	lost := "The helper that does the heavy work stopped and has been started again. Nothing you did is lost: try once more."
	s = tb.waitState("the search lost", func(s appState) bool { return s.Viewer.Phase != "making" })
	assert.Equal(t, lost, s.Viewer.Notice)
	if s.Viewer.Phase == "drills" {
		tb.clickButton("view.back")
	}
	tb.waitState("the list after the loss", func(s appState) bool { return s.Viewer.Phase == "list" })
	tb.clickButton("view.drills")
	s = tb.waitStateFor("the search's end", 3*time.Minute, func(s appState) bool { return s.Viewer.Phase != "making" })
	require.Equal(t, "drills", s.Viewer.Phase)
	assert.Equal(t, 9, s.Viewer.Made, "the four games' nine drills")
	tb.noProblems()
}
