package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Lesson 2's walks ask the page's own question, in its words: which four
// does the stone make, and where is its five point. None asks whether a
// point is forbidden, nor names a foul lesson 2 has not taught (before,
// C's walk began "Is a black stone at C forbidden?" and never named D).
// The sentences are read from the DOM mirror, which a screen reader reads.
func TestLessonTwoWalksAskWhichFour(t *testing.T) {
	tb := newTab(t, desktop)
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
