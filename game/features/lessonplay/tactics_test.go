package lessonplay

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

func tactics(t *testing.T) *lessons.Lesson {
	t.Helper()
	src, err := os.ReadFile("testdata/tactics.lesson")
	require.NoError(t, err)
	l, err := lessons.Parse("tactics.lesson", src)
	require.NoError(t, err)
	require.Empty(t, lessons.Check(l))
	return l
}

func feedbackText(v View) string {
	var sb strings.Builder
	for _, f := range v.Feedback {
		sb.WriteString(f.S + "\n")
	}
	return sb.String()
}

func TestDefendTrapOnScreen(t *testing.T) {
	p := New(tactics(t), 0, &progress.Progress{})
	assert.True(t, p.ClickTask())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		assert.Contains(t, feedbackText(p.View(lang, Place{Number: 1})), msg.T(lang, msg.TaskDefendTrap))
	}
	_, ok := p.Tap(rules.MustPoint("b2"))
	require.True(t, ok)
	assert.Equal(t, Wrong, p.Phase())
	fb := feedbackText(p.View(msg.English, Place{Number: 1}))
	assert.Contains(t, fb, "After B2, White still forces a foul: White plays I7, and Black's only defence, H8, is forbidden.")
	assert.Contains(t, feedbackText(p.View(msg.Chinese, Place{Number: 1})), "黑棋下B2之后，白棋仍然可以冲四I7，黑棋唯一的防点H8是禁手。")

	_, ok = p.Tap(rules.MustPoint("h8"))
	require.True(t, ok)
	assert.Contains(t, feedbackText(p.View(msg.English, Place{Number: 1})), "H8 makes 2 live threes at once.")
	wp, ok := p.WalkPoint()
	assert.True(t, ok, "the foul tapped is walked")
	assert.Equal(t, rules.MustPoint("h8"), wp)

	g, ok := p.Tap(rules.MustPoint("i7"))
	require.True(t, ok)
	assert.True(t, g.Correct)
	assert.Contains(t, feedbackText(p.View(msg.English, Place{Number: 1})), "After I7, White can no longer force Black onto a forbidden point.")
	pic := p.Picture(false, rules.Point{}, false)
	assert.NotEmpty(t, pic.Notes, "the move is drawn")
}

func TestMultiKillOnScreen(t *testing.T) {
	p := New(tactics(t), 1, &progress.Progress{})
	assert.True(t, p.ClickTask())
	_, ok := p.Tap(rules.MustPoint("h11"))
	require.True(t, ok)
	fb := feedbackText(p.View(msg.English, Place{Number: 1}))
	assert.Regexp(t, `After White H11, Black answers at [A-O]\d+, and White has no winning move left\.`, fb)
	_, ok = p.Tap(rules.MustPoint("a1"))
	require.True(t, ok)
	assert.Contains(t, feedbackText(p.View(msg.English, Place{Number: 1})), "White A1 makes no threat that wins next move.")
	g, _ := p.Tap(rules.MustPoint("h8"))
	assert.True(t, g.Correct)
	assert.Contains(t, feedbackText(p.View(msg.Chinese, Place{Number: 1})), "黑棋无法同时应对所有的威胁。")
	_, ok = p.WalkPoint()
	assert.False(t, ok)
}

func TestFifthPairOnScreen(t *testing.T) {
	p := New(tactics(t), 2, &progress.Progress{})
	assert.False(t, p.ClickTask())
	v := p.View(msg.English, Place{Number: 1})
	assert.Contains(t, feedbackText(v), "Your turn: may Black offer A and B as the two fifth moves?")
	var ids []string
	for _, b := range v.Buttons {
		ids = append(ids, b.ID)
	}
	assert.Contains(t, ids, BtnChoice+"different")
	assert.Contains(t, ids, BtnChoice+"same")
	g, ok := p.Choose("different")
	require.True(t, ok)
	assert.False(t, g.Correct)
	text := feedbackText(p.View(msg.English, Place{Number: 1}))
	assert.NotContains(t, text, "the same move", "two choices: a nudge first, not the answer")
	assert.Contains(t, text, "Turn or mirror the four stones in your mind")
	p.ShowAnswer()
	assert.Contains(t, feedbackText(p.View(msg.English, Place{Number: 1})), "A and B are the same move: a turn or mirror of the four stones carries one onto the other.", "the reason comes with the answer")
	p.Retry()
	g, _ = p.Choose("same")
	assert.True(t, g.Correct)
	assert.Equal(t, 4, len(p.Page().Moves), "the four moves are numbered")
}
