package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLongLessonLink: a #lesson= link of 20,000 characters opened at start
// and on a running app. Before the routes' caps its notice quoted the name
// whole and Ebitengine panicked on the toast's 13,102-pixel card: the
// loader said "The app stopped while starting", and on a running app the
// page API threw.
func TestLongLessonLink(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	long := "#lesson=" + strings.Repeat("x", 20000)
	tb.open(long)
	s := tb.waitState("at start", func(s appState) bool { return s.Notice != "" })
	assert.Equal(t, "home", s.Screen)
	assert.Equal(t, "This link could not be opened: the #lesson link is 20000 characters long, more than the 64 it can be (it starts “xxxxxxxxxxxxxxxxxxxxxxxx…”)", s.Notice)
	tb.waitState("the address bar cleared", func(appState) bool {
		return !strings.Contains(eval[string](tb, `location.hash`), "xxx")
	})
	tb.shown()
	tb.screenshot("long-lesson-link-at-start-1280x800")

	eval[any](tb, `location.hash = "#lesson=double-three/2"`)
	tb.waitState("a lesson page", func(s appState) bool { return s.Screen == "lesson" && s.Page == 2 })
	eval[any](tb, `location.hash = "#lesson=" + "x".repeat(20000)`)
	s = tb.waitState("on a running app", func(s appState) bool { return strings.Contains(s.Notice, "20000 characters") })
	assert.Equal(t, "lesson", s.Screen, "the page shown stays")
	assert.Equal(t, 2, s.Page)
	tb.shown()
	tb.screenshot("long-lesson-link-running-1280x800")
	s = tb.waitState("still running", func(s appState) bool { return s.Screen == "lesson" })
	assert.True(t, strings.HasSuffix(eval[string](tb, `location.hash`), "#lesson=double-three/2"), "the address bar shows the page open")
	tb.noProblems()
}
