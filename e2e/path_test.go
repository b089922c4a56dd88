package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
	"renju/lessons"
	"renju/rules"
)

// TestPathAfterASkippedPractice: lessons 1 and 3 done and practised, all
// of lesson 2's pages done; at the end of lesson 2 the learner presses
// Skip practice. Home's path shows lesson 2's practice skipped (not done),
// Continue offers lesson 4, not lesson 2's practice, and opens it; lesson
// 2's pages offer the practice skipped again, and Skip practice a second
// time changes nothing. With every lesson done and drill rounds left,
// Continue offers the practice skipped (after the last lesson).
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

	// After the last lesson (every lesson done, every other practice
	// done, no drill round yet) Continue offers the practice skipped.
	all := strings.Replace(lessonsDone(len(ix)), fmt.Sprintf(`%q:{"done":%s,"practised":true}`, second.ID, pages(second.Pages)),
		fmt.Sprintf(`%q:{"done":%s,"skipped":true}`, second.ID, pages(second.Pages)), 1)
	require.Contains(t, all, `"skipped":true`)
	tb.reset("", profile(map[string]string{"renju.progress": all}))
	s = tb.waitState("home", func(s appState) bool { return s.Screen == "home" && s.Path != nil })
	assert.Equal(t, "practice:"+second.ID, s.Path.Next, "after the last lesson, the practice skipped")
	assert.False(t, pathStep(t, s.Path, "drill:four-three").Done, "drill rounds are left on the path")
	tb.shown()
	tb.screenshot("path-skipped-after-last-en-" + desktop.name)
	tb.clickButton("home.continue") // its lesson's last page, then Next
	s = tb.waitState("lesson 2's last page", func(s appState) bool { return s.Screen == "lesson" && s.Lesson == second.ID })
	assert.Equal(t, second.Pages, s.Page)
	tb.clickButton("page.next")
	tb.waitStateFor("the practice skipped", 30*time.Second, func(s appState) bool { return s.Stage == "practice" })
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
	progress := lessonsDone(7)
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

// lessonsDone is saved progress (renju.progress) with lessons 1 to n
// done and practised.
func lessonsDone(n int) string {
	var parts []string
	for _, e := range lessons.Index()[:n] {
		var pages []string
		for p := 1; p <= e.Pages; p++ {
			pages = append(pages, fmt.Sprint(p))
		}
		parts = append(parts, fmt.Sprintf(`%q:{"done":[%s],"practised":true}`, e.ID, strings.Join(pages, ",")))
	}
	return `{"v":1,"lessons":{` + strings.Join(parts, ",") + `}}`
}

// TestDrillsCoverTheLessons: the Drills menu and Foul Storm ask what the
// lessons done cover. A learner with no lesson done (a club player) has
// All lessons on: version 2's drills of every lesson, on at most 20
// stones at level 1. Switched off, level 1 of Forbidden? cannot start,
// its Start is dimmed and the menu says to do lesson 5 first; a click on
// Start does nothing; level 2 (version 1's drills) can start. The storm
// the same: All lessons on, every level; off, no run, and why. A learner
// with lessons 1 to 4 done starts with All lessons off and the drills
// of those lessons.
func TestDrillsCoverTheLessons(t *testing.T) {
	ix := lessons.Index()
	for _, tc := range []struct {
		vp                    viewport
		lang                  string
		allLine, needs, storm string
	}{
		{desktop, "en", "what every lesson teaches, on boards of at most 20 stones",
			"do lesson 5 first, or choose All lessons", "do lesson 5 first, or choose All lessons"},
		{phone, "zh", "全部课程的内容，盘面最多20子", "请先学完第5课，或选择“全部课程”", "请先学完第5课，或选择“全部课程”"},
	} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 3*time.Minute)
			shot := func(scene string) {
				tb.shown()
				tb.screenshot("drills-cover-" + scene + "-" + tc.lang + "-" + tc.vp.name)
			}
			tb.reset("#drills", profile(nil))
			s := tb.waitState("the drills menu", func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "menu" })
			assert.Equal(t, "is-forbidden", s.Drill.Type)
			assert.Equal(t, 1, s.Drill.Level)
			assert.Equal(t, 2, s.Drill.Version, "the newest generator")
			assert.Equal(t, []string{"all"}, s.Drill.Covered, "no lesson done: All lessons on")
			assert.True(t, s.Drill.Startable)
			tb.waitMirror("the All lessons line", tc.allLine)
			shot("all")

			tb.clickButton("drill.allLessons")
			s = tb.waitState("All lessons off", func(s appState) bool { return !s.Drill.Startable })
			assert.Empty(t, s.Drill.Covered, "no lesson done, All lessons off")
			tb.waitMirror("why it cannot start", tc.needs)
			assert.Contains(t, tb.mirrorButtons(), "drill.start=", "Start is shown")
			assert.Regexp(t, `drill\.start=[^\n]*\(disabled\)`, tb.mirrorButtons(), "Start is dimmed")
			shot("needs")
			assert.NotContains(t, tb.buttons(), "drill.start", "a dimmed Start takes no click")
			tb.key(kb.Enter) // Start's key
			tb.idle()
			assert.Equal(t, "menu", tb.state().Drill.Phase, "Enter started a round of lessons not done")

			// Level 2 asks version 1's drills: it can start.
			tb.clickButton("drill.level.2")
			s = tb.waitState("level 2", func(s appState) bool { return s.Drill.Level == 2 })
			assert.True(t, s.Drill.Startable, "level 2 waits for no lesson")
			tb.clickButton("drill.level.1")
			tb.waitState("level 1", func(s appState) bool { return s.Drill.Level == 1 && !s.Drill.Startable })

			// On again: a round of level 1 on a small board.
			tb.clickButton("drill.allLessons")
			s = tb.waitState("All lessons on again", func(s appState) bool { return s.Drill.Startable })
			assert.Equal(t, []string{"all"}, s.Drill.Covered)
			tb.clickButton("drill.start")
			s = tb.waitStateFor("a drill", 60*time.Second, func(s appState) bool { return s.Drill.Phase == "asking" || s.Drill.Phase == "asking-kind" })
			b, err := rules.ParseStones(s.Drill.Position)
			require.NoError(t, err)
			assert.LessOrEqual(t, b.Count(rules.Black)+b.Count(rules.White), 20, "level 1 of version 2: at most 20 stones (%s)", s.Drill.Position)

			// Foul Storm: the same default and switch.
			tb.open("#storm")
			s = tb.waitState("the storm's menu", func(s appState) bool { return s.Storm != nil && s.Storm.Phase == "menu" })
			assert.True(t, s.Storm.AllLessons, "no lesson done: All lessons on")
			assert.Equal(t, 3, s.Storm.TopLevel)
			tb.clickButton("storm.allLessons")
			s = tb.waitState("All lessons off", func(s appState) bool { return !s.Storm.AllLessons })
			assert.Equal(t, 0, s.Storm.TopLevel, "no lesson done: no run")
			tb.waitMirror("why no run starts", tc.storm)
			assert.Regexp(t, `storm\.start=[^\n]*\(disabled\)`, tb.mirrorButtons(), "Start is dimmed")
			shot("storm-needs")
			assert.NotContains(t, tb.buttons(), "storm.start", "a dimmed Start takes no click")
			tb.key(kb.Enter) // Start's key
			tb.idle()
			assert.Equal(t, "menu", tb.state().Storm.Phase, "Enter started a run without its lessons")

			// Lessons 1 to 4 done: All lessons off, the drills of those
			// lessons; Forbidden? waits for lesson 5.
			tb.reset("#drills", profile(map[string]string{"renju.progress": lessonsDone(4)}))
			s = tb.waitState("the drills menu", func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "menu" })
			var four []string
			for _, e := range ix[:4] {
				four = append(four, e.ID)
			}
			assert.Equal(t, four, s.Drill.Covered, "the lessons done")
			assert.False(t, s.Drill.Startable)
			tb.waitMirror("why it cannot start", tc.needs)
			tb.open("#storm")
			s = tb.waitState("the storm's menu", func(s appState) bool { return s.Storm != nil && s.Storm.Phase == "menu" })
			assert.False(t, s.Storm.AllLessons, "lessons done: All lessons off")
			assert.Equal(t, 0, s.Storm.TopLevel)
			tb.noProblems()
		})
	}
}
