package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
)

// linkState is what a link's test reads of state().
type linkState struct {
	Screen string `json:"screen"`
	Page   int    `json:"page"`
	Notice string `json:"notice"`
}

// waitNotice polls state() until ok accepts it (10 s at most) and returns
// the last state.
func (tb *tab) waitNotice(what string, ok func(linkState) bool) linkState {
	tb.t.Helper()
	var s linkState
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if s = eval[linkState](tb, `JSON.parse(window.renju.state())`); ok(s) {
			return s
		}
	}
	tb.t.Fatalf("%s: state() is %+v", what, s)
	return s
}

// TestLongLessonLink: a #lesson= link of 20,000 characters opened at start
// and on a running app. Before the routes' caps its notice quoted the name
// whole and Ebitengine panicked on the toast's 13,102-pixel card: the
// loader said "The app stopped while starting", and on a running app the
// page API threw.
func TestLongLessonLink(t *testing.T) {
	// A browser context of its own: another test's saved language
	// (renju.lang) would change the notice's words.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	long := "#lesson=" + strings.Repeat("x", 20000)
	tb.open(long)
	s := tb.waitNotice("at start", func(s linkState) bool { return s.Notice != "" })
	assert.Equal(t, "home", s.Screen)
	assert.Equal(t, "This link could not be opened: the #lesson link is 20000 characters long, more than the 64 it can be (it starts “xxxxxxxxxxxxxxxxxxxxxxxx…”)", s.Notice)
	tb.waitNotice("the address bar cleared", func(linkState) bool {
		return !strings.Contains(eval[string](tb, `location.hash`), "xxx")
	})
	time.Sleep(500 * time.Millisecond) // frames drawn with the toast
	tb.screenshot("long-lesson-link-at-start-1280x800")

	eval[any](tb, `location.hash = "#lesson=double-three/2"`)
	tb.waitNotice("a lesson page", func(s linkState) bool { return s.Screen == "lesson" && s.Page == 2 })
	eval[any](tb, `location.hash = "#lesson=" + "x".repeat(20000)`)
	s = tb.waitNotice("on a running app", func(s linkState) bool { return strings.Contains(s.Notice, "20000 characters") })
	assert.Equal(t, "lesson", s.Screen, "the page shown stays")
	assert.Equal(t, 2, s.Page)
	time.Sleep(500 * time.Millisecond)
	tb.screenshot("long-lesson-link-running-1280x800")
	s = tb.waitNotice("still running", func(s linkState) bool { return s.Screen == "lesson" })
	assert.True(t, strings.HasSuffix(eval[string](tb, `location.hash`), "#lesson=double-three/2"), "the address bar shows the page open")
	tb.noProblems()
}
