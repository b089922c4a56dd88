package lessonplay

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// TestNudgeBeforeTheAnswer: on every page of the curriculum whose task
// has two choices, a wrong answer gets a nudge — in both languages, true
// of the position (it names a point of the line asked about, or what the
// judge found decisive) — and neither the reason nor a walk that would
// give the answer; Show answer gives the answer with its reason.
func TestNudgeBeforeTheAnswer(t *testing.T) {
	reasons := map[string]bool{}
	pages := 0
	for _, l := range append(lessons.All(), tactics(t)) {
		for i := range l.Pages {
			tk := l.Pages[i].Task
			if tk == nil || !twoChoice(tk) {
				continue
			}
			pages++
			p := New(l, i, &progress.Progress{})
			answerWrong(t, p)
			where := l.ID + " page " + string(rune('0'+i+1))
			why := p.whyWrong(msg.English)
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				n := p.nudge(lang)
				require.NotEmpty(t, n, where)
				text := feedbackText(p.View(lang, Place{}))
				assert.Contains(t, text, n, where)
				if lang == msg.English && why != "" {
					assert.NotContains(t, text, why, "%s: the reason waits for Show answer", where)
				}
			}
			_, walk := p.WalkPoint()
			assert.False(t, walk, "%s: no walk before the answer", where)
			assert.NotContains(t, ids(p.View(msg.English, Place{}).Buttons), BtnWhy, where)

			n := p.nudge(msg.English)
			switch tk.Type {
			case lessons.TaskLiveOrFalse:
				// It names a point this three turns on.
				b := p.Page().Board
				tr, err := rules.Explain(&b, tk.Point, rules.Black)
				require.NoError(t, err)
				named := false
				for _, ln := range tr.Lines {
					if ln.Direction != tk.Dir {
						continue
					}
					for _, c := range ln.Candidates {
						q := rules.MustPoint(c.Point)
						named = named || regexp.MustCompile(`\b`+p.Page().Label(q)+`\b`).MatchString(n) ||
							c.Blocker != "" && strings.Contains(n, strings.ToUpper(c.Blocker))
					}
				}
				assert.True(t, named, "%s: %q names no point of the three", where, n)
			case lessons.TaskIsForbidden:
				reasons[p.result.Trace.Reason] = true
			}

			p.ShowAnswer()
			text := feedbackText(p.View(msg.English, Place{}))
			if why != "" {
				assert.Contains(t, text, why, "%s: the reason comes with the answer", where)
			}
			assert.Contains(t, text, msg.F(msg.English, msg.FeedbackChoice, choiceLabel(msg.English, tk, p.Solution().Choice)), where)
		}
	}
	assert.Greater(t, pages, 20)
	// The curriculum's is-forbidden pages cover the reasons a nudge tells
	// apart.
	for _, r := range []string{"double-three", "double-four", "overline", "legal"} {
		assert.True(t, reasons[r], "no is-forbidden page decided by %s", r)
	}
}

// TestHintCostSaid: the hint button says what it costs before it is
// pressed — a third, or two thirds when a tier with nothing to mark is
// passed over — and nothing once the star is no longer at stake: the
// page answered before, or a question of the review.
func TestHintCostSaid(t *testing.T) {
	prog := &progress.Progress{}
	p := New(fixture(t), 1, prog)
	assert.Equal(t, "Hint: the line (costs ¹⁄₃ star)", button(t, p.View(msg.English, Place{}).Buttons, BtnHint).Label)
	p.Choose("legal")
	assert.Equal(t, "Hint: the line", button(t, p.View(msg.English, Place{}).Buttons, BtnHint).Label, "answered: no star left to lose")
	again := New(fixture(t), 1, prog)
	assert.Equal(t, "Hint: the line", button(t, again.View(msg.English, Place{}).Buttons, BtnHint).Label, "tried before")

	// Two thirds: the line, then the walk, where no point is marked.
	found := false
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if l.Pages[i].Task == nil {
				continue
			}
			p := New(l, i, &progress.Progress{})
			if p.Tiers() != 2 || p.trapTask() {
				continue
			}
			p.TakeHint()
			require.Equal(t, HintWalk, p.NextHint())
			assert.Equal(t, "Hint: the walk (costs ²⁄₃ star)", button(t, p.View(msg.English, Place{}).Buttons, BtnHint).Label)
			assert.Equal(t, "提示：逐步讲解（扣²⁄₃颗星）", button(t, p.View(msg.Chinese, Place{}).Buttons, BtnHint).Label)
			found = true
			break
		}
		if found {
			break
		}
	}
	assert.True(t, found, "no page whose hint skips the points")
}
