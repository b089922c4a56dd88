package e2e

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/glossary"
	"renju/lessons"
	"renju/msg"
)

// Readable, touchable and reachable: the rules on one page, the tap
// targets on a phone, and the keyboard's focus on a page turn and in the
// guided start.

// clientRect is a button's rectangle in client CSS pixels (buttonRect).
type clientRect struct {
	X, Y, W, H float64
}

// buttonRect reads window.renju.buttonRect(id) (nil: no such button).
func (tb *tab) buttonRect(id string) *clientRect {
	tb.t.Helper()
	return eval[*clientRect](tb, `window.renju.buttonRect(`+jsString(id)+`)`)
}

// smallButtons lists the screen's buttons narrower or lower than a tap
// target (44 CSS px, less half a pixel for the device pixels' rounding).
func (tb *tab) smallButtons() []string {
	tb.t.Helper()
	var out []string
	for _, id := range tb.buttons() {
		if strings.HasPrefix(id, "term.") {
			continue // a term's link in a sentence is the sentence's (WCAG 2.5.8's inline exception)
		}
		r := tb.buttonRect(id)
		require.NotNil(tb.t, r, "buttonRect(%q) of a button the screen lists", id)
		if r.W < 43.5 || r.H < 43.5 {
			out = append(out, fmt.Sprintf("%s %.1f×%.1f", id, r.W, r.H))
		}
	}
	return out
}

// TestTapTargetsOnAPhone: on a phone every button of home, a lesson page
// (with a task answered: its hint, Show answer and Why?) and the drills'
// menu is at least 44 CSS px each way, as buttonRect measures it in the
// page; and buttonRect agrees with buttonToClient on the centre.
func TestTapTargetsOnAPhone(t *testing.T) {
	tb := sharedTab(t, phone, "en")
	tb.open("")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	assert.Empty(t, tb.smallButtons(), "home")
	r := tb.buttonRect("home.continue")
	require.NotNil(t, r)
	c := eval[clientPoint](tb, `window.renju.buttonToClient("home.continue")`)
	assert.InDelta(t, r.X+r.W/2, c.X, 1, "the rectangle's centre is buttonToClient's")
	assert.InDelta(t, r.Y+r.H/2, c.Y, 1)
	assert.Nil(t, tb.buttonRect("no.such.button"))
	assert.Contains(t, tb.buttons(), "home.replayStart", "the phone's home replays the start")

	tb.navigate("#lesson=double-three/6")
	tb.waitState("a which-kind task", func(s appState) bool { return s.Lesson == "double-three" && s.Page == 6 })
	assert.Empty(t, tb.smallButtons(), "a lesson page")
	tb.clickButton("choice.legal")
	tb.waitButton("task.answer")
	assert.Empty(t, tb.smallButtons(), "a lesson page answered wrong")

	tb.navigate("#drills")
	tb.waitState("the drills' menu", func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "menu" })
	assert.Empty(t, tb.smallButtons(), "the drills' menu")
	tb.noProblems()
}

// TestRulesSheet: the rules on one page opens from home and from a lesson
// page (state().screen "rules"), the screen reader's mirror holds its
// rules and their pictures' words, Back returns to the page it came from,
// and Print (PDF) downloads the one-page sheet.
func TestRulesSheet(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	tb.clickButton("rules.open")
	tb.waitState("the rules", func(s appState) bool { return s.Screen == "rules" })
	tb.waitAX("the overline's rule in the mirror", "Black may not make six or more stones in a row.")
	tb.waitAX("a picture's words", "White at H8 makes six in a row, E8 to J8: for White that wins.")
	tb.shown()
	tb.screenshot("rules-en-" + desktop.name)
	tb.clickButton("rules.back")
	tb.waitState("home again", func(s appState) bool { return s.Screen == "home" })

	tb.navigate("#lesson=double-three/3")
	tb.waitState("a lesson page", func(s appState) bool { return s.Lesson == "double-three" && s.Page == 3 })
	tb.clickButton("rules.open")
	tb.waitState("the rules from the lesson", func(s appState) bool { return s.Screen == "rules" })
	dir := tb.allowDownloads()
	tb.clickButton("rules.print")
	pdf := download(dir, "renju-rules.pdf", 60*time.Second)
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), "the printed sheet (%d bytes)", len(pdf))
	tool, err := exec.LookPath("pdftotext")
	require.NoError(t, err, "pdftotext reads the sheet: install poppler-utils")
	out, err := exec.Command(tool, filepath.Join(dir, "renju-rules.pdf"), "-").Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), "The rules on one page")
	tb.clickButton("rules.back")
	tb.waitState("back on the lesson page", func(s appState) bool { return s.Screen == "lesson" && s.Lesson == "double-three" && s.Page == 3 })
	tb.noProblems()
}

// TestFocusDroppedOnPageTurn: Tab starts at the page's task or Next; Next
// pressed with Enter turns the page and the focus goes, so that the next
// Enter presses nothing (it once pressed the language button).
func TestFocusDroppedOnPageTurn(t *testing.T) {
	l := lessons.All()[0]
	text := -1
	for i, pg := range l.Pages {
		if pg.Task == nil && text < 0 && i+1 < len(l.Pages) {
			text = i
		}
	}
	require.GreaterOrEqual(t, text, 0, "a page without a task")
	tb := sharedTab(t, desktop, "en")
	tb.open(fmt.Sprintf("#lesson=%s/%d", l.ID, text+1))
	tb.waitState("the page", func(s appState) bool { return s.Lesson == l.ID && s.Page == text+1 })
	tb.key(kb.Tab)
	tb.waitState("Tab at Next", func(s appState) bool { return s.Focus == "page.next" })
	tb.key(kb.Enter)
	s := tb.waitState("the next page", func(s appState) bool { return s.Page == text+2 })
	assert.Equal(t, "", s.Focus, "the focus is dropped on the page turn")
	tb.key(kb.Enter)
	s = tb.state()
	assert.Equal(t, text+2, s.Page, "Enter after the turn turns nothing")
	assert.Equal(t, "en", s.Lang, "nor switches the language")
	tb.noProblems()
}

// TestEscClosesWalkNotStart: in the guided start Esc closes the walk and
// never skips the start; S (named on Skip) skips it.
func TestEscClosesWalkNotStart(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.reset("", firstVisit)
	tb.waitState("the guided start", func(s appState) bool { return s.Screen == "start" && s.Start != nil && s.Start.Step == "place" })
	tb.key(kb.Escape)
	tb.key(kb.Escape)
	s := tb.state()
	assert.Equal(t, "start", s.Screen, "Esc does not skip the start")
	assert.Equal(t, "", eval[string](tb, `localStorage.getItem("renju.start") || ""`))
	tb.click(tb.pointToClient("d4"))
	tb.waitState("a stone placed", func(s appState) bool { return s.Start.Ready })
	tb.clickButton("start.next")
	tb.waitState("the five", func(s appState) bool { return s.Start.Step == "five" })
	tb.click(tb.pointToClient("h9"))
	tb.waitState("five made", func(s appState) bool { return s.Start.Ready })
	tb.clickButton("start.next")
	tb.waitState("the foul", func(s appState) bool { return s.Start.Step == "foul" })
	tb.click(tb.pointToClient("h8"))
	tb.waitState("H8 refused", func(s appState) bool { return s.Start.Ready })
	tb.clickButton("start.walk")
	tb.waitState("its walk", func(s appState) bool { return s.Walk == "h8" && s.Step > 0 })
	tb.key(kb.Escape)
	s = tb.waitState("the walk closed", func(s appState) bool { return s.Walk == "" })
	assert.Equal(t, "start", s.Screen, "closing the walk stays in the start")
	tb.key(kb.Escape)
	assert.Equal(t, "start", tb.state().Screen, "a second Esc does not leave it")
	tb.noProblems()

	// S skips, at a step before the end: a first visit again.
	tb.reset("", firstVisit)
	tb.waitState("the guided start", func(s appState) bool { return s.Screen == "start" })
	tb.key("s")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	assert.Equal(t, "skipped", eval[string](tb, `localStorage.getItem("renju.start") || ""`))
	tb.noProblems()
}

// TestGlossaryTerm: a term in a lesson's text is a link; a tap opens its
// card (state().term, its definition in the mirror), Esc closes it; from
// the keyboard Tab reaches the link, Enter opens the card with the focus
// on its Close, Enter closes it and the focus is back on the link.
func TestGlossaryTerm(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			term, ok := glossary.ByID("double-three")
			require.True(t, ok)
			tb := sharedTab(t, tc.vp, tc.lang)
			tb.open("#lesson=double-three/1")
			require.Equal(t, "", eval[string](tb, `window.renju.setLang(`+jsString(tc.lang)+`)`))
			tb.waitState("the lesson", func(s appState) bool { return s.Lesson == "double-three" && s.Lang == tc.lang })
			link := ""
			for _, id := range tb.buttons() {
				if strings.HasPrefix(id, "term.double-three.") && link == "" {
					link = id
				}
			}
			require.NotEmpty(t, link, "the page's first double-three is a link: %v", tb.buttons())
			tb.clickButton(link)
			tb.waitState("its card", func(s appState) bool { return s.Term == "double-three" })
			tb.waitAX("the definition in the mirror", term.Def[msg.Lang(tc.lang)])
			tb.shown()
			tb.screenshot("glossary-card-" + tc.lang + "-" + tc.vp.name)
			tb.key(kb.Escape)
			tb.waitState("closed", func(s appState) bool { return s.Term == "" })
			assert.Equal(t, "lesson", tb.state().Screen, "Esc closed the card, not the page")

			for i := 0; !strings.HasPrefix(tb.state().Focus, "term."); i++ {
				require.Less(t, i, 40, "Tab reaches a term's link")
				tb.key(kb.Tab)
			}
			focused := tb.state().Focus
			tb.key(kb.Enter)
			s := tb.waitState("the card from the keyboard", func(s appState) bool { return s.Term != "" })
			assert.Equal(t, "term.close", s.Focus, "the focus on Close")
			tb.key(kb.Enter)
			s = tb.waitState("closed from the keyboard", func(s appState) bool { return s.Term == "" })
			assert.Equal(t, focused, s.Focus, "the focus back on the link")
			tb.noProblems()
		})
	}
}
