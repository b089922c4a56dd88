package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
	"renju/lessons"
)

// TestPathAfterASkippedPractice: lessons 1 and 3 done and practised, all
// of lesson 2's pages done; at the end of lesson 2 the learner presses
// Skip practice. Home's path shows lesson 2's practice skipped (not done),
// Continue offers lesson 4, not lesson 2's practice, and opens it; lesson
// 2's pages offer the practice skipped again, and Skip practice a second
// time changes nothing.
func TestPathAfterASkippedPractice(t *testing.T) {
	ix := lessons.Index()
	first, second, third, fourth := ix[0], ix[1], ix[2], ix[3]
	pages := func(n int) string {
		var s []string
		for i := 1; i <= n; i++ {
			s = append(s, fmt.Sprint(i))
		}
		return "[" + strings.Join(s, ",") + "]"
	}
	progress := fmt.Sprintf(`{"v":1,"lessons":{%q:{"done":%s,"practised":true},%q:{"done":%s},%q:{"done":%s,"practised":true}}}`,
		first.ID, pages(first.Pages), second.ID, pages(second.Pages), third.ID, pages(third.Pages))

	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.reset(fmt.Sprintf("#lesson=%s/%d", second.ID, second.Pages), profile(map[string]string{"renju.progress": progress}))
	s := tb.state()
	require.Equal(t, "lesson", s.Screen)
	require.Equal(t, second.ID, s.Lesson)
	require.NotNil(t, s.Path)
	assert.Equal(t, "practice:"+second.ID, s.Path.Next, "before the skip, lesson 2's practice is next")

	tb.clickButton("page.next")
	tb.waitStateFor("the practice", 30*time.Second, func(s appState) bool { return s.Stage == "practice" })
	tb.clickButton("practice.skip")
	s = tb.waitState("the lesson-complete moment", func(s appState) bool { return s.Stage == "complete" })
	assert.Contains(t, tb.savedProgress(), `"skipped":true`, "the skip is saved")

	tb.open("") // home, by a reload: the skip is read back from storage
	s = tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	step := pathStep(t, s.Path, "practice:"+second.ID)
	assert.True(t, step.Skipped, "state().path shows the practice skipped")
	assert.False(t, step.Done, "a skipped practice is not done")
	assert.Contains(t, step.Title, "skipped")
	assert.Equal(t, "lesson:"+fourth.ID, s.Path.Next, "Continue offers the next lesson, not the practice skipped")
	tb.shown()
	tb.screenshot("path-skipped-home-en-" + desktop.name)

	tb.clickButton("home.continue")
	s = tb.waitState("lesson 4", func(s appState) bool { return s.Screen == "lesson" && s.Lesson == fourth.ID })
	assert.Equal(t, 1, s.Page)

	// Lesson 2's pages offer the practice skipped again; a reload keeps it.
	tb.open(fmt.Sprintf("#lesson=%s/1", second.ID))
	tb.waitButton("practice.now")
	tb.clickButton("practice.now")
	tb.waitStateFor("the practice again", 30*time.Second, func(s appState) bool { return s.Stage == "practice" })
	tb.clickButton("practice.skip")
	s = tb.waitState("the lesson-complete moment again", func(s appState) bool { return s.Stage == "complete" })
	assert.True(t, pathStep(t, s.Path, "practice:"+second.ID).Skipped)
	assert.Equal(t, "lesson:"+fourth.ID, s.Path.Next)
	tb.noProblems()
}

// pathStep is the path's step id.
func pathStep(t *testing.T, p *pageapi.Path, id string) pageapi.PathStep {
	t.Helper()
	require.NotNil(t, p, "state().path")
	for _, st := range p.Steps {
		if st.ID == id {
			return st
		}
	}
	t.Fatalf("no step %s in state().path", id)
	return pageapi.PathStep{}
}

// TestDrillsMenuFollowsTheLessons: with lessons 1 to 7 done, the Drills
// menu chooses Four-three at level 1 (the
// type lesson 7 opens) and says which lessons it assumes; choosing
// Forbidden? says how many of its lessons are done. Desktop in English
// and a phone in Chinese, screenshots of the menu and of home's path.
func TestDrillsMenuFollowsTheLessons(t *testing.T) {
	ix := lessons.Index()
	var parts []string
	for _, e := range ix[:7] {
		var pages []string
		for p := 1; p <= e.Pages; p++ {
			pages = append(pages, fmt.Sprint(p))
		}
		parts = append(parts, fmt.Sprintf(`%q:{"done":[%s],"practised":true}`, e.ID, strings.Join(pages, ",")))
	}
	progress := `{"v":1,"lessons":{` + strings.Join(parts, ",") + `}}`
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 2*time.Minute)
			tb.reset("", profile(map[string]string{"renju.progress": progress}))
			s := tb.waitState("home", func(s appState) bool { return s.Screen == "home" && s.Path != nil })
			assert.Equal(t, "drill:four-three", s.Path.Next, "lesson 7 opens the four-three drills")
			tb.shown()
			tb.screenshot("path-home-" + tc.lang + "-" + tc.vp.name)
			tb.open("#drills")
			s = tb.waitState("the drills menu", func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "menu" })
			assert.Equal(t, "four-three", s.Drill.Type, "the type lesson 7 opens")
			assert.Equal(t, 1, s.Drill.Level)
			tb.shown()
			tb.screenshot("drills-menu-" + tc.lang + "-" + tc.vp.name)
			tb.clickButton("drill.type.is-forbidden")
			s = tb.waitState("Forbidden? chosen", func(s appState) bool { return s.Drill.Type == "is-forbidden" })
			tb.shown()
			tb.screenshot("drills-menu-forbidden-" + tc.lang + "-" + tc.vp.name)
			tb.noProblems()
		})
	}
}
