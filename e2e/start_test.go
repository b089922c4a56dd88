package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
)

// The guided start: a fresh profile opens it; skipping it lands on home
// with at most five menu entries and a path whose next step is the first
// lesson, and a reload stays home; doing its steps to the end lands on
// home too and saves it done. Screenshots: shots of the start and the
// new home, desktop and phone, English and Chinese.

// menuEntries are the home screen's menu.* buttons.
func (tb *tab) menuEntries() []string {
	tb.t.Helper()
	var ids, out []string
	require.NoError(tb.t, json.Unmarshal([]byte(eval[string](tb, `window.renju.buttons()`)), &ids))
	for _, id := range ids {
		if strings.HasPrefix(id, "menu.") {
			out = append(out, id)
		}
	}
	return out
}

func TestGuidedStartSkipped(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTab(t, tc.vp, tc.lang)
			tb.reset("", firstVisit)
			tb.waitState("the guided start", func(s appState) bool { return s.Screen == "start" && s.Start != nil && s.Start.Step == "place" })
			tb.shown()
			tb.screenshot("start-place-" + tc.lang + "-" + tc.vp.name)
			tb.clickButton("start.skip")
			s := tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
			require.NotNil(t, s.Path)
			assert.Equal(t, "lesson:"+lessons.Index()[0].ID, s.Path.Next, "the path's next step is the first lesson")
			menu := tb.menuEntries()
			assert.LessOrEqual(t, len(menu), 5, "home's menu entries: %v", menu)
			assert.Equal(t, "skipped", eval[string](tb, `localStorage.getItem("renju.start") || ""`))
			tb.shown()
			tb.screenshot("home-path-" + tc.lang + "-" + tc.vp.name)

			tb.open("") // a reload
			tb.waitState("home after a reload", func(s appState) bool { return s.Screen == "home" })
			tb.noProblems()
		})
	}
}

func TestGuidedStartToTheEnd(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.reset("", firstVisit)
	tb.waitState("the guided start", func(s appState) bool { return s.Screen == "start" })
	tb.click(tb.pointToClient("d4"))
	tb.waitState("a stone placed", func(s appState) bool { return s.Start.Ready && s.Position == "B:d4" })
	tb.clickButton("start.next")
	tb.waitState("the five", func(s appState) bool { return s.Start.Step == "five" })
	tb.click(tb.pointToClient("h9"))
	tb.waitState("five made", func(s appState) bool { return s.Start.Ready })
	tb.clickButton("start.next")
	tb.waitState("the foul", func(s appState) bool { return s.Start.Step == "foul" })
	tb.click(tb.pointToClient("h8"))
	s := tb.waitState("H8 refused", func(s appState) bool { return s.Start.Ready })
	assert.NotContains(t, s.Position, "h8", "the forbidden stone is not placed")
	tb.shown()
	tb.screenshot("start-foul-en-" + desktop.name)
	tb.clickButton("start.walk")
	tb.waitState("its walk", func(s appState) bool { return s.Walk == "h8" && s.Step > 0 })
	tb.key(kb.Escape)
	tb.waitState("the end", func(s appState) bool { return s.Walk == "" && s.Start.Step == "end" })
	assert.Equal(t, "done", eval[string](tb, `localStorage.getItem("renju.start") || ""`))
	tb.clickButton("start.done")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	tb.noProblems()
}

// TestGuidedStartOneCounter: through the start by clicks, desktop in
// English and a phone in Chinese. The status line names the steps and
// counts none, so the walk's "Step 1 of 4" is the only step counter;
// the refusal says what a live three is; the last step offers no Skip.
// Screenshots of each step and of the walk.
func TestGuidedStartOneCounter(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTab(t, tc.vp, tc.lang)
			shot := func(name string) {
				tb.shown()
				tb.screenshot("start-" + name + "-" + tc.lang + "-" + tc.vp.name)
			}
			tb.reset("", firstVisit)
			tb.waitState("the guided start", func(s appState) bool { return s.Screen == "start" && s.Start != nil })
			tb.waitButton("start.skip")
			tb.click(tb.pointToClient("d4"))
			tb.waitState("a stone placed", func(s appState) bool { return s.Start.Ready })
			shot("placed")
			tb.clickButton("start.next")
			tb.waitState("the five", func(s appState) bool { return s.Start.Step == "five" })
			tb.click(tb.pointToClient("h9"))
			tb.waitState("five made", func(s appState) bool { return s.Start.Ready })
			tb.clickButton("start.next")
			tb.waitState("the foul", func(s appState) bool { return s.Start.Step == "foul" })
			tb.click(tb.pointToClient("h8"))
			tb.waitState("H8 refused", func(s appState) bool { return s.Start.Ready })
			shot("foul")
			tb.waitButton("start.skip")
			tb.clickButton("start.walk")
			tb.waitState("its walk", func(s appState) bool { return s.Walk == "h8" && s.Step > 0 })
			shot("walk")
			tb.waitNoButton("start.skip")
			if tc.lang == "en" {
				// Every step of the walk, as the screen reader hears it,
				// in English alone: Chinese terms only through the
				// glossary, never in brackets.
				for range 5 {
					live := tb.axLive()
					assert.False(t, strings.ContainsFunc(live, func(r rune) bool { return unicode.Is(unicode.Han, r) }), "the walk's English says %q", live)
					tb.key(kb.ArrowRight)
				}
			}
			tb.key(kb.Escape)
			tb.waitState("the end", func(s appState) bool { return s.Walk == "" && s.Start.Step == "end" })
			tb.waitNoButton("start.skip")
			shot("end")
			tb.noProblems()
		})
	}
}
