package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// The lessons, the walk player and the languages, in the real app.

// buttons lists the current screen's button IDs.
func (tb *tab) buttons() []string {
	tb.t.Helper()
	var ids []string
	raw := eval[string](tb, `window.renju.buttons()`)
	if err := json.Unmarshal([]byte(raw), &ids); err != nil {
		tb.t.Fatalf("window.renju.buttons() returned %q: %v", raw, err)
	}
	return ids
}

// waitButton waits until the screen has the button id.
func (tb *tab) waitButton(id string) { tb.t.Helper(); tb.waitButtonIs(id, true) }

// waitNoButton waits until the screen has no button id.
func (tb *tab) waitNoButton(id string) { tb.t.Helper(); tb.waitButtonIs(id, false) }

func (tb *tab) waitButtonIs(id string, want bool) {
	tb.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		ids := tb.buttons()
		if slices.Contains(ids, id) == want {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("button %q: want present %v; the buttons are %v", id, want, ids)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// clickButton clicks a button of the screen with real mouse events, at
// the place window.renju.buttonToClient gives once the frame drawn shows
// what the app holds (settled): a screen just opened by a link is laid
// out again by its first frame, and the button may move.
func (tb *tab) clickButton(id string) {
	tb.t.Helper()
	tb.settle()
	tb.waitButton(id)
	p := eval[*clientPoint](tb, `window.renju.buttonToClient(`+jsString(id)+`)`)
	if p == nil {
		tb.t.Fatalf("buttonToClient(%q) is null", id)
	}
	tb.click(*p)
}

// key presses a key (a kb constant or a character) with real key events
// and waits until the app has taken it in (settle).
func (tb *tab) key(k string) {
	tb.t.Helper()
	dialogs := tb.dialogsOpened()
	tb.do(chromedp.KeyEvent(k))
	tb.settleSince(dialogs)
}

// savedProgress is what the app keeps in localStorage.
func (tb *tab) savedProgress() string {
	return eval[string](tb, `localStorage.getItem("renju.progress") || ""`)
}

// notForbidden is an empty corner point of b that is not forbidden: a
// wrong answer to "tap a forbidden point".
func notForbidden(b *rules.Board) rules.Point {
	for _, q := range []string{"a1", "o1", "a15", "o15", "b2"} {
		if p := rules.MustPoint(q); b.At(p) == rules.Empty {
			if j, _ := rules.Judge(b, p, rules.Black); j.Verdict != rules.Forbidden {
				return p
			}
		}
	}
	return rules.MustPoint("b2")
}

// findTask returns a lesson page (from 1) with a task of the given type.
func findTask(t *testing.T, typ string) (*lessons.Lesson, int) {
	t.Helper()
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if tk := l.Pages[i].Task; tk != nil && tk.Type == typ {
				return l, i + 1
			}
		}
	}
	t.Fatalf("no %s task in the lessons", typ)
	return nil, 0
}

// TestLessonWalkWithKeys opens a lesson page by its link, opens the page's
// walk with its button and steps through it with the keyboard.
func TestLessonWalkWithKeys(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#lesson=double-three/1")
	s := tb.waitState("the lesson page", func(s appState) bool { return s.Screen == "lesson" })
	assert.Equal(t, "double-three", s.Lesson)
	assert.Equal(t, 1, s.Page)
	assert.Equal(t, 0, s.Step, "no walk open yet")
	l, _ := lessons.ByID("double-three")
	assert.Equal(t, rules.FormatStones(&l.Pages[0].Board), s.Position, "state() shows the page's board")

	// A walk long enough to step around in: the recursion lesson's A.
	tb.navigate("#lesson=recursion/1")
	tb.waitState("the recursion lesson", func(s appState) bool { return s.Lesson == "recursion" })
	l, _ = lessons.ByID("recursion")
	tb.clickButton("walk.open.1")
	s = tb.waitState("the walk", func(s appState) bool { return s.Step == 1 })
	assert.Equal(t, l.Pages[0].Walks[0].String(), s.Walk)
	for want := 2; want <= 4; want++ {
		tb.key(kb.ArrowRight)
		tb.waitState(fmt.Sprintf("step %d", want), func(s appState) bool { return s.Step == want })
	}
	tb.key(kb.ArrowLeft)
	tb.waitState("back to step 3", func(s appState) bool { return s.Step == 3 })
	tb.key(kb.Home)
	tb.waitState("restart", func(s appState) bool { return s.Step == 1 })

	// A click on the breadcrumb's root goes back to the top of the walk.
	for range 4 {
		tb.key(kb.ArrowRight)
	}
	tb.waitState("step 5", func(s appState) bool { return s.Step == 5 })
	tb.clickButton("walk.next")
	tb.waitState("step 6", func(s appState) bool { return s.Step == 6 })
	tb.clickButton("walk.crumb.0")
	tb.waitState("the root's question", func(s appState) bool { return s.Step == 1 })

	// The outline: a tap on B (I8) goes to where its judgement starts
	// (step 3), O to the next judged point (C, I10, step 5); D switches to
	// the full detail, which is longer, and back.
	tb.clickButton("walk.node.1")
	tb.waitState("B's judgement", func(s appState) bool { return s.Step == 3 })
	tb.key("o")
	tb.waitState("C's judgement", func(s appState) bool { return s.Step == 5 })
	tb.key("d")
	tb.waitState("the full detail", func(s appState) bool { return s.Step > 5 })
	tb.key("d")
	tb.waitState("the teaching walk again, at C", func(s appState) bool { return s.Step == 5 })
	tb.key(kb.Home)
	tb.waitState("the start", func(s appState) bool { return s.Step == 1 })

	// Space plays: the steps move on by themselves.
	tb.clickButton("walk.speed") // 2×
	tb.key(" ")
	tb.waitStateFor("autoplay", 15*time.Second, func(s appState) bool { return s.Step >= 2 })
	tb.key(" ")

	tb.key(kb.Escape)
	s = tb.waitState("the walk closed", func(s appState) bool { return s.Step == 0 })
	assert.Equal(t, "", s.Walk)
	assert.Equal(t, "lesson", s.Screen)

	// Without a walk, → turns the page, and the address follows.
	tb.key(kb.ArrowRight)
	tb.waitState("page 2", func(s appState) bool { return s.Page == 2 })
	assert.True(t, strings.HasSuffix(eval[string](tb, `location.hash`), "#lesson=recursion/2"))
	tb.noProblems()
}

// TestLessonTaskWrongThenRight answers a choice task and a click task
// wrong, then right, through the canvas; the progress is saved and
// survives a reload.
func TestLessonTaskWrongThenRight(t *testing.T) {
	tb := sharedTab(t, desktop, "en")

	// A choice: which kind of move is Black at A?
	l, page := findTask(t, lessons.TaskWhichKind)
	task := l.Pages[page-1].Task
	b := l.Pages[page-1].Board
	sol, err := task.Solution(&b)
	require.NoError(t, err)
	wrong := "legal"
	if sol.Choice == wrong {
		wrong = "overline"
	}
	tb.open(fmt.Sprintf("#lesson=%s/%d", l.ID, page))
	tb.waitState("the task page", func(s appState) bool { return s.Lesson == l.ID && s.Page == page })
	tb.clickButton("choice." + wrong)
	tb.waitButton("task.answer") // wrong: Show answer, and the choices stay open
	assert.NotContains(t, tb.buttons(), "task.retry", "nothing is locked: no Try again")
	tb.clickButton("choice." + sol.Choice)
	tb.waitNoButton("task.answer") // right
	assert.Contains(t, tb.buttons(), "task.why")
	tb.clickButton("task.why")
	s := tb.waitState("the walk of the point asked about", func(s appState) bool { return s.Step == 1 })
	assert.Equal(t, task.Point.String(), s.Walk)
	tb.screenshot("lesson-answered-walk-1280x800")
	tb.key(kb.Escape)
	tb.waitState("the walk closed", func(s appState) bool { return s.Step == 0 })

	// A click on the board: tap a forbidden point.
	cl, cpage := findTask(t, lessons.TaskClickForbidden)
	cb := cl.Pages[cpage-1].Board
	fouls := rules.ForbiddenMap(&cb)
	require.NotEmpty(t, fouls)
	miss := notForbidden(&cb)
	tb.navigate(fmt.Sprintf("#lesson=%s/%d", cl.ID, cpage))
	tb.waitState("the click task", func(s appState) bool { return s.Lesson == cl.ID && s.Page == cpage })
	tb.click(tb.pointToClient(miss.String()))
	tb.waitButton("task.answer")
	tb.screenshot("lesson-wrong-1280x800")
	tb.click(tb.pointToClient(fouls[0].Point.String())) // another tap answers again
	tb.waitNoButton("task.hint")                        // right: no more hints
	assert.Contains(t, tb.buttons(), "task.why")
	tb.screenshot("lesson-right-1280x800")

	saved := tb.savedProgress()
	assert.Contains(t, saved, fmt.Sprintf(`"%s":{"done":`, l.ID))
	assert.Contains(t, saved, fmt.Sprintf(`"last":{"lesson":"%s","page":%d}`, cl.ID, cpage))

	// Reload: the progress is kept, and Continue goes back to the page.
	tb.open("")
	s = tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	assert.Equal(t, saved, tb.savedProgress())
	tb.clickButton("home.continue")
	s = tb.waitState("continued", func(s appState) bool { return s.Screen == "lesson" })
	assert.Equal(t, cl.ID, s.Lesson)
	assert.Equal(t, cpage, s.Page)
	tb.noProblems()
}

// TestCorruptProgressIsReset starts with garbage saved: the app starts,
// says so, and saves fresh progress.
func TestCorruptProgressIsReset(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.reset("#lessons", profile(map[string]string{"renju.progress": `{"v":1,"lessons":{"x":{"done":[0]}}}garbage`}))
	tb.waitState("the lesson menu", func(s appState) bool { return s.Screen == "lessons" })
	_, err := pollPage[bool](tb.ctx, `(localStorage.getItem("renju.progress") || "").startsWith('{"v":1')`, 20*time.Millisecond, 3*time.Second)
	require.NoError(t, err, "fresh progress is saved")
	assert.Equal(t, `{"v":1,"lessons":{}}`, tb.savedProgress())
	tb.screenshot("progress-reset-1280x800")
	tb.noProblems()
}

// TestLanguage switches the language with setLang, the L key and the
// button, and remembers it over a reload.
func TestLanguage(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	assert.Equal(t, "en", tb.state().Lang, "an English browser gets English")
	assert.Equal(t, "", eval[string](tb, `window.renju.setLang("zh")`))
	tb.waitState("Chinese", func(s appState) bool { return s.Lang == "zh" })
	assert.NotEmpty(t, eval[string](tb, `window.renju.setLang("fr")`), "an unknown language is refused")
	tb.key("l")
	tb.waitState("English again", func(s appState) bool { return s.Lang == "en" })
	tb.clickButton("nav.lang")
	tb.waitState("Chinese by the button", func(s appState) bool { return s.Lang == "zh" })
	tb.reloadAt("#lessons")
	assert.Equal(t, "zh", tb.state().Lang, "remembered")
	tb.noProblems()
}

// TestLanguageOfAChineseBrowser: a Chinese browser's first visit starts in
// Chinese.
func TestLanguageOfAChineseBrowser(t *testing.T) {
	zh := sharedTab(t, desktop, "zh")
	zh.open("")
	assert.Equal(t, "zh", zh.state().Lang, "a Chinese browser gets Chinese")
	zh.noProblems()
}

// TestLessonHintsPracticeComplete takes the three hint tiers on a task
// (the last opens the walk), then finishes a lesson: its last page leads to
// a practice set of new positions, answered through the canvas, and then
// to the lesson-complete moment with its stars and the way on. Screenshots
// in both languages.
func TestLessonHintsPracticeComplete(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		t.Run(lang, func(t *testing.T) {
			tb := sharedTab(t, desktop, lang)
			l, page := findTask(t, lessons.TaskWhichKind)
			tb.open(fmt.Sprintf("#lesson=%s/%d", l.ID, page))
			assert.Equal(t, "", eval[string](tb, `window.renju.setLang("`+lang+`")`))
			tb.waitState("the task page", func(s appState) bool { return s.Lesson == l.ID && s.Page == page && s.Lang == lang })
			tb.clickButton("task.hint")
			tb.shown()
			tb.screenshot("lesson-hint-1-" + lang + "-1280x800")
			tb.clickButton("task.hint")
			tb.shown()
			tb.screenshot("lesson-hint-2-" + lang + "-1280x800")
			tb.clickButton("task.hint")
			s := tb.waitState("the last tier walks the point", func(s appState) bool { return s.Step == 1 })
			assert.Equal(t, l.Pages[page-1].Task.Point.String(), s.Walk)
			tb.key(kb.Escape)
			tb.waitState("the walk closed", func(s appState) bool { return s.Step == 0 })
			assert.NotContains(t, tb.buttons(), "task.hint", "no tier left")

			// The last page of the first lesson, then Next: the practice.
			first := lessons.All()[0]
			last := len(first.Pages)
			tb.navigate(fmt.Sprintf("#lesson=%s/%d", first.ID, last))
			tb.waitState("the last page", func(s appState) bool { return s.Lesson == first.ID && s.Page == last })
			tb.clickButton("page.next")
			s = tb.waitStateFor("the practice", 20*time.Second, func(s appState) bool { return s.Stage == "practice" })
			assert.Equal(t, 1, s.Page)
			items := 0
			for s.Stage == "practice" {
				items++
				require.LessOrEqual(t, items, 5, "a practice set has 3 to 5 items")
				// Answer through the canvas when the item asks for a point.
				pos, err := rules.ParseStones(s.Position)
				require.NoError(t, err)
				if sol := practiceAnswer(s, &pos); sol != "" {
					tb.click(tb.pointToClient(sol))
					tb.waitNoButton("task.hint") // answered right: no hint left to take
				}
				if items == 1 {
					tb.screenshot("lesson-practice-" + lang + "-1280x800")
				}
				tb.clickButton("page.next")
				n := items
				s = tb.waitState("the next item or the end", func(s appState) bool { return s.Stage != "practice" || s.Page == n+1 })
			}
			assert.GreaterOrEqual(t, items, 3)
			assert.Equal(t, "complete", s.Stage)
			tb.waitButton("complete.next")
			assert.Contains(t, tb.buttons(), "complete.again")
			assert.Contains(t, tb.buttons(), "complete.review")
			tb.screenshot("lesson-complete-" + lang + "-1280x800")
			tb.clickButton("complete.next")
			tb.waitState("the next lesson", func(s appState) bool { return s.Lesson == lessons.All()[1].ID && s.Page == 1 && s.Stage == "page" })
			tb.noProblems()
		})
	}
}

// practiceAnswer is a right point for a practice item asked on the board:
// the point a notation item names (from the app's state), or Black's five;
// "" for items answered with buttons.
func practiceAnswer(s appState, b *rules.Board) string {
	if *b == (rules.Board{}) {
		return s.Ask // the notation item: "tap K4"
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			q := rules.Pt(col, row)
			if b.At(q) != rules.Empty {
				continue
			}
			if j, _ := rules.Judge(b, q, rules.Black); j.Verdict == rules.Five {
				return q.String()
			}
		}
	}
	return ""
}

// TestBackButton: screen changes are history entries, so the browser's
// Back returns to the screen before (home ← lessons ← a lesson), Forward
// goes on again, and a bad drills link says so and leaves the address bar
// clean for a reload.
func TestBackButton(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	tb.clickButton("menu.learn")
	tb.waitState("the Learn hub", func(s appState) bool { return s.Screen == "hub" })
	tb.clickButton("hub.lessons")
	tb.waitState("the lessons", func(s appState) bool { return s.Screen == "lessons" })
	first := lessons.All()[0]
	tb.clickButton("lesson." + first.ID)
	tb.waitState("a lesson", func(s appState) bool { return s.Screen == "lesson" && s.Lesson == first.ID })
	tb.clickButton("page.next")
	tb.waitState("its next page", func(s appState) bool { return s.Page == 2 })
	eval[any](tb, `history.back()`)
	tb.waitState("Back: the lessons", func(s appState) bool { return s.Screen == "lessons" })
	eval[any](tb, `history.back()`)
	tb.waitState("Back: the Learn hub", func(s appState) bool { return s.Screen == "hub" })
	eval[any](tb, `history.back()`)
	tb.waitState("Back: home", func(s appState) bool { return s.Screen == "home" })
	eval[any](tb, `history.forward()`)
	tb.waitState("Forward: the Learn hub", func(s appState) bool { return s.Screen == "hub" })
	assert.True(t, strings.HasSuffix(eval[string](tb, `location.href`), "#hub=learn"))

	tb.navigate("#drills=nonsense.7")
	tb.waitState("the drills", func(s appState) bool { return s.Screen == "drills" })
	tb.waitJS("the bad link cleared from the address bar", `!location.hash.includes("nonsense")`)
	tb.shown()
	tb.screenshot("bad-drills-link-1280x800")
}
