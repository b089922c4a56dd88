package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// stormAnswer is the button that answers the question right (or, with
// wrong set, a button that answers it wrong), by the judge.
func stormAnswer(t *testing.T, s appState, wrong bool) string {
	b, err := rules.ParseStones(s.Storm.Position)
	require.NoError(t, err)
	p, err := rules.ParsePoint(s.Storm.Point)
	require.NoError(t, err)
	j, err := rules.Judge(&b, p, rules.Black)
	require.NoError(t, err)
	forbidden := j.Verdict == rules.Forbidden
	if !s.Storm.AskKind {
		if forbidden != wrong {
			return "storm.yes"
		}
		return "storm.no"
	}
	kind := "legal"
	if forbidden {
		kind = j.Kind.String()
	}
	if wrong {
		if kind == "overline" {
			return "storm.kind.legal"
		}
		return "storm.kind.overline"
	}
	return "storm.kind." + kind
}

// TestFoulStormRun: a storm with real clicks, answered right by the
// judge, one answer wrong on purpose; the score, the miss and its walk
// in the end review; the record kept.
func TestFoulStormRun(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 4*time.Minute)
			shot := func(scene string) { tb.screenshot("storm-" + scene + "-" + tc.lang + "-" + tc.vp.name) }
			tb.open("")
			assert.Equal(t, "", eval[string](tb, `window.renju.seedStorm(11)`))
			tb.clickButton("menu.practise")
			tb.clickButton("hub.storm")
			tb.waitState("the menu", func(s appState) bool { return s.Storm.Phase == "menu" })
			shot("menu")
			tb.clickButton("storm.start")
			for i := 0; i < 7; i++ {
				// The last answer played out first: a tap during its play
				// only ends it (the question is not in sight yet).
				s := tb.waitState("a question", func(s appState) bool {
					return s.Storm.Phase == "asking" && s.Storm.Answered == i && !s.Feel.Animating
				})
				if i == 1 {
					shot("question")
				}
				tb.clickButton(stormAnswer(t, s, i == 4))
				tb.waitState("the answer counted", func(s appState) bool { return s.Storm.Answered == i+1 })
			}
			s := tb.waitState("the next question", func(s appState) bool { return s.Storm.Phase == "asking" && !s.Feel.Animating })
			assert.Equal(t, 6, s.Storm.Right)
			assert.Len(t, s.Storm.Missed, 1)
			assert.Greater(t, s.Storm.Score, 0)
			assert.Less(t, s.Storm.TimeLeftMs, int64(3*60*1000), "the miss cost time")
			shot("running")
			tb.clickButton("storm.end")
			s = tb.waitState("the result", func(s appState) bool { return s.Storm.Phase == "over" })
			require.Len(t, s.Storm.Missed, 1)
			shot("over")
			tb.clickButton("storm.walk.0")
			st := tb.waitState("the miss's walk", func(s appState) bool { return s.Walk != "" })
			assert.Equal(t, s.Storm.Missed[0], st.Walk)
			shot("walk")
			assert.Contains(t, eval[string](tb, `localStorage.getItem("renju.storm") || ""`), `"stormRuns":1`, "the run is kept in the record")
			tb.noProblems()
		})
	}
}
