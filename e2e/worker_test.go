package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
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

// workerStarted is true once the page has started the worker program:
// its script's fetch is in the page's resource timing (a Worker's script
// is fetched for the page that makes it).
const workerStarted = `performance.getEntriesByName(new URL("worker.js", location.href).href).length > 0`

// TestWorkerNotStartedForLessons: a learner who only reads lessons never
// starts the worker (its download, compile and start cost a load about a
// second of CPU: make measure). The loads before the worker started
// late started it when the page was idle after its first frame, at most
// 2 s on, before the service worker took the page over.
func TestWorkerNotStartedForLessons(t *testing.T) {
	// A page of its own: the test is whether a load starts the worker (a
	// shared page's reset keeps the worker an earlier test started).
	tb := newTabFor(t, smallWindow, 3*time.Minute, chromedp.WithNewBrowserContext())
	tb.open("#lessons")
	tb.poll("the service worker to control the page", `!!navigator.serviceWorker.controller`, time.Minute)
	tb.clickButton("lesson.board-and-five")
	tb.waitState("lesson 1", func(s appState) bool { return s.Screen == "lesson" && s.Page == 1 })
	eval[string](tb, `location.hash = "#lesson=board-and-five/2"`)
	tb.waitState("its page 2", func(s appState) bool { return s.Page == 2 })
	require.False(t, eval[bool](tb, workerStarted), "the worker was started for lessons")
	tb.noProblems()
}

// TestWorkerStartsLateForALink: the Drills screen opened by its link
// starts the worker, which was not running, and its first drill comes.
func TestWorkerStartsLateForALink(t *testing.T) {
	// A page of its own: a load whose worker is not running yet.
	tb := newTabFor(t, smallWindow, 3*time.Minute, chromedp.WithNewBrowserContext())
	tb.open("#drills=is-forbidden.1")
	tb.poll("the worker started by the Drills screen", workerStarted, time.Minute)
	tb.clickButton("drill.start")
	// The first job may wait for the worker's download and start.
	s := tb.waitStateFor("the first drill", 2*time.Minute, asking)
	assert.Equal(t, "is-forbidden", s.Drill.Type)
	tb.noProblems()
}

// TestWorkerStartsLateFromHome: on home, the mouse resting on the
// Practise tile (its hub lists Drills first) starts the worker before any
// press, once it has stayed there a moment (game/heading.go); then the
// learner goes there and the first drill comes.
func TestWorkerStartsLateFromHome(t *testing.T) {
	// A page of its own: a load whose worker is not running yet.
	tb := newTabFor(t, smallWindow, 3*time.Minute, chromedp.WithNewBrowserContext())
	tb.open("")
	require.Equal(t, "home", tb.state().Screen)
	require.False(t, eval[bool](tb, workerStarted), "home of a new learner points at lesson 1: no worker yet")
	tb.waitButton("menu.practise")
	p := eval[*clientPoint](tb, `window.renju.buttonToClient("menu.practise")`)
	require.NotNil(t, p)
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y))
	tb.poll("the worker started by the pointer on Practise", workerStarted, time.Minute)
	tb.clickButton("menu.practise")
	tb.waitState("the Practise hub", func(s appState) bool { return s.Screen == "hub" })
	tb.clickButton("hub.drills")
	tb.waitState("the Drills screen", func(s appState) bool { return s.Screen == "drills" })
	tb.clickButton("drill.start")
	tb.waitStateFor("the first drill", 2*time.Minute, asking)
	tb.noProblems()
}
