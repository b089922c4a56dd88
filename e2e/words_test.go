package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Lesson 2's walks ask the page's own question, in its words: which four
// does the stone make, and where is its five point. None asks whether a
// point is forbidden, nor names a foul lesson 2 has not taught (before,
// C's walk began "Is a black stone at C forbidden?" and never named D).
// The sentences are read from the DOM mirror, which a screen reader reads.
func TestLessonTwoWalksAskWhichFour(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#lesson=fours/1")
	tb.waitState("lesson 2, page 1", func(s appState) bool { return s.Lesson == "fours" && s.Page == 1 })
	for _, c := range []struct{ walk, first, five string }{
		{"walk.open.1", "Which four does a black stone at A make?", "only B would make five, because White at D11 closes the other end"},
		{"walk.open.2", "Which four does a black stone at C make?", "only the gap, D, would make five"},
	} {
		tb.clickButton(c.walk)
		tb.waitState("the walk", func(s appState) bool { return s.Step == 1 })
		var said []string
		for step := 1; step <= 12; step++ {
			said = append(said, tb.mirrorText())
			if strings.Contains(tb.mirrorButtons(), "walk.next=Next (disabled)") {
				break
			}
			tb.clickButton("walk.next")
			want := step + 1
			tb.waitState(fmt.Sprintf("step %d", want), func(s appState) bool { return s.Step == want })
		}
		all := strings.Join(said, "\n")
		assert.Contains(t, said[0], c.first)
		assert.Contains(t, all, c.five)
		for _, untaught := range []string{"forbidden", "double-four", "double-three", "four-three"} {
			assert.NotContains(t, strings.ToLower(all), untaught, "%s: lesson 2 has not taught it", c.walk)
		}
		tb.clickButton("walk.close")
		tb.waitState("the walk closed", func(s appState) bool { return s.Step == 0 })
	}
}

// mirrorText is what the DOM mirror last announced (#sr-live: a walk's
// step) and its screen text (#sr-screen).
func (tb *tab) mirrorText() string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("sr-live").innerText + "\n" + document.getElementById("sr-screen").innerText`)
}

// Lesson walks framed by their page, for looking at: lesson 2's C (which
// four) on a desktop in English, and lesson 3's sleeping three (is it
// live?) on a phone in Chinese.
func TestFramedWalkShots(t *testing.T) {
	for _, c := range []struct {
		vp         viewport
		lang, hash string
		walk       string
		steps      int
		name       string
	}{
		{desktop, "en", "#lesson=fours/1", "walk.open.2", 2, "walk-four-en-1280x800"},
		{phone, "zh", "#lesson=three/3", "walk.open.1", 2, "walk-three-zh-390x844"},
	} {
		tb := sharedTab(t, c.vp, c.lang)
		tb.open(c.hash)
		tb.waitState("the page", func(s appState) bool { return s.Screen == "lesson" && s.Page > 0 })
		if c.lang != "en" {
			assert.Empty(t, eval[string](tb, `window.renju.setLang("`+c.lang+`")`))
			tb.waitStateFor("the language", 40*time.Second, func(s appState) bool { return s.Lang == c.lang })
		}
		tb.clickButton(c.walk)
		tb.waitState("the walk", func(s appState) bool { return s.Step == 1 })
		for step := 2; step <= c.steps; step++ {
			tb.clickButton("walk.next")
			tb.waitState("the step", func(s appState) bool { return s.Step == step })
		}
		tb.screenshot(c.name)
	}
}
