package e2e

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// TestLegible takes the screenshots of what must be legible for everyone
// into test-artifacts/legible/<scene>-<lang>-<viewport>.png, on a desktop,
// a phone and a small phone, in English and in Chinese: the marks on the
// board (a walk's band and imagined stones, a task answered wrong then
// right, a hint's question marks, the forbidden marks, the Classroom's
// marks under a walk), the lesson text on a small screen and the home
// screen's Continue.
//
// Six of its screens are TestGallery's too (a walk's imagined stones, the
// hints, a which-kind task answered wrong, the free board's marks, the
// Classroom's marks and walk): on the desktop and the 3x phone, when the
// gallery has shot them in this run, they are the gallery's shots
// (gallery.sameAs), checked again here, instead of drawn again. Measured
// before and after, the gallery run first in both (load average 7-17):
// TestLegible/phone-390x844@3x-en 44.6 -> 23.1 s of CPU,
// TestLegible/1280x800-en 18.3 -> 8.8 s. What differs in those shots is
// the lesson's progress dots (the gallery visits other pages first), and
// on home-continue the counts of mistakes, questions and pages, which the
// steps skipped no longer add to.
func TestLegible(t *testing.T) {
	dir := filepath.Join(artifacts, "legible")
	galleryDir := filepath.Join(artifacts, "gallery")
	small := viewport{"phone-360x640@2x", 360, 640, 2, true}
	for _, vp := range []viewport{desktop, phone3x, small} {
		for _, lang := range []string{"en", "zh"} {
			t.Run(vp.name+"-"+lang, func(t *testing.T) {
				tb := sharedTabFor(t, vp, lang, 4*time.Minute)
				g := &gallery{tb: tb, vp: vp, lang: lang, dir: dir}
				legible(g, galleryDir)
				tb.noProblems()
			})
		}
	}
}

// legible takes the legibility shots with g; a screen that TestGallery
// also shows, and has shot in this run at the same viewport and language
// (in galleryDir), is that shot (gallery.sameAs), not drawn again.
func legible(g *gallery, galleryDir string) {
	tb, t := g.tb, g.tb.t
	// shown is g.sameAs for the gallery's scene, for the screen of scene.
	shown := func(galleryScene, scene string) bool {
		t.Helper()
		return g.sameAs(galleryDir, galleryScene, scene)
	}
	lessonIs := func(what string, ok func(appState) bool) { t.Helper(); tb.waitState(what, ok) }
	stepIs := func(n int) func(appState) bool { return func(s appState) bool { return s.Step == n } }
	// press clicks a button once (click settles) and waits for what it does.
	press := func(id, what string, ok func(appState) bool) {
		t.Helper()
		tb.clickButton(id)
		lessonIs(what, ok)
	}

	tb.open("")
	require.Equal(t, "", eval[string](tb, `window.renju.setLang(`+jsString(g.lang)+`)`))
	lessonIs("the language", func(s appState) bool { return s.Lang == g.lang && s.Screen == "home" })

	// A walk: the band along a line, imagined stones on a lesson's letters.
	// walkTo opens the walk of a lesson's first page at its step n.
	walkTo := func(lesson string, n int) {
		tb.navigate("#lesson=" + lesson + "/1")
		lessonIs("the "+lesson+" lesson", func(s appState) bool { return s.Lesson == lesson && s.Page == 1 })
		press("walk.open.1", "its walk", stepIs(1))
		for i := 2; i <= n; i++ {
			press("walk.next", "the next step", stepIs(i))
		}
	}
	walkTo("double-three", 3)
	g.shot("walk-band")
	if !shown("lesson-walk", "walk-imagined") {
		walkTo("recursion", 5)
		g.shot("walk-imagined")
	}

	// A click task answered wrong (a square), then right (a ring).
	five := lessons.All()[0]
	fp := len(five.Pages)
	tb.navigate(fmt.Sprintf("#lesson=%s/%d", five.ID, fp))
	lessonIs("the five task", func(s appState) bool { return s.Lesson == five.ID && s.Page == fp })
	fb := five.Pages[fp-1].Board
	tb.clickPoint(nearMiss(t, &fb).String())
	tb.waitButton("task.answer")
	g.shot("task-wrong")
	var win rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			q := rules.Pt(col, row)
			if fb.At(q) == rules.Empty {
				if j, err := rules.Judge(&fb, q, rules.Black); err == nil && j.Verdict == rules.Five {
					win = q
				}
			}
		}
	}
	tb.clickPoint(win.String())
	tb.waitNoButton("task.answer")
	g.shot("task-right")

	// The hints: the lines banded, then the points questioned.
	if !shown("lesson-hint-2", "hints") {
		hl, hpage := findTask(t, lessons.TaskIsForbidden)
		tb.navigate(fmt.Sprintf("#lesson=%s/%d", hl.ID, hpage))
		lessonIs("a task to hint", func(s appState) bool { return s.Lesson == hl.ID && s.Page == hpage })
		tb.clickButton("task.hint")
		tb.clickButton("task.hint")
		g.shot("hints")
	}

	// The lesson page with the most buttons, and a which-kind task.
	tb.navigate("#lesson=opening-names/3")
	lessonIs("the opening names", func(s appState) bool { return s.Lesson == "opening-names" && s.Page == 3 })
	g.shot("lesson-buttons")
	if !shown("lesson-task-wrong", "lesson-which-wrong") {
		tb.navigate("#lesson=double-three/6")
		lessonIs("the which-kind task", func(s appState) bool { return s.Lesson == "double-three" && s.Page == 6 })
		tb.clickButton("choice.legal")
		tb.waitButton("task.answer")
		g.shot("lesson-which-wrong")
	}

	// The forbidden marks on the free board.
	if !shown("free", "free-fouls") {
		tb.load("B:c12,d12,e12,f12,h12,j3,k3,l3,m5,m6,m7,f7,g7,g8,f9,e5,e6,k10,l10,l12,l13,h8 W:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,o1,o2,o3,o4,o5")
		lessonIs("the free board", func(s appState) bool { return s.Screen == "free" })
		g.shot("free-fouls")
	}

	// The Classroom: marks, and a walk over them (A under the imagined
	// stone comes back beside it).
	if marks, walk := shown("classroom", "classroom-marks"), shown("classroom-walk", "classroom-walk"); !marks || !walk {
		g.classroomWalk("classroom-marks", "classroom-walk")
	}

	// Continue, after the lesson with the longest title.
	long := lessons.All()[0]
	for _, l := range lessons.All() {
		if len([]rune(l.Title.Get(g.lang))) > len([]rune(long.Title.Get(g.lang))) {
			long = l
		}
	}
	tb.navigate(fmt.Sprintf("#lesson=%s/%d", long.ID, len(long.Pages)))
	lessonIs("the longest title", func(s appState) bool { return s.Lesson == long.ID })
	tb.clickButton("nav.lessons")
	lessonIs("the lessons", func(s appState) bool { return s.Screen == "lessons" })
	tb.clickButton("nav.home")
	lessonIs("home", func(s appState) bool { return s.Screen == "home" })
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, 1))
	g.shot("home-continue")
	assert.Contains(t, tb.buttons(), "home.continue")
}
