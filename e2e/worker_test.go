package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWorkerKilledWhileReading: the worker program is killed while it
// reads a record; the viewer says so, keeps what it showed, and the same
// file read again is read by the worker started anew.
func TestWorkerKilledWhileReading(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.open("#games")
	tb.atEnd(hugeGoneJS)
	tb.waitState("the empty viewer", func(s appState) bool { return s.Viewer.Phase == "empty" })
	eval[int](tb, hugeRecordJS)
	require.Equal(t, "", eval[string](tb, `window.renju.openRecord("huge.sgf", window.__huge)`))
	tb.waitState("the read under way in the worker (past the 20% the page's hand-over takes)", func(s appState) bool {
		var p int
		_, err := fmt.Sscanf(s.Viewer.Progress, "Reading the file… %d%%", &p)
		return s.Viewer.Phase == "loading" && err == nil && p >= 25
	})
	eval[any](tb, `window.renju.killWorker()`)
	s := tb.waitState("the viewer back", func(s appState) bool { return s.Viewer.Phase != "loading" })
	assert.Equal(t, "empty", s.Viewer.Phase)
	assert.Contains(t, s.Viewer.Notice, "started again")
	tb.screenshot("worker-lost-en-" + desktop.name)

	// Again: the worker is started anew and reads it.
	require.Equal(t, "", eval[string](tb, `window.renju.openRecord("small.sgf", "(;GM[4];B[hh];W[ii])(;GM[4];B[hh];W[hi])")`))
	s = tb.waitState("the list", func(s appState) bool { return s.Viewer.Phase == "list" })
	assert.Equal(t, 2, s.Viewer.Games)
	tb.noProblems()
}
