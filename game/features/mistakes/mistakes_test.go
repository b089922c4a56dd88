package mistakes

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/msg"
)

func forbiddenDrill(point string, yes bool, kind string) drills.Drill {
	return drills.Drill{Type: drills.IsForbidden, Level: 1, ToMove: "black", Position: "B:f8,g8,h9,h10 W:e10,j9",
		Point: point, Answer: drills.Answer{Forbidden: &yes, Kind: kind}}
}

func panelText(p screenview.Panel) string {
	var b strings.Builder
	for _, bl := range p.Blocks {
		b.WriteString(bl.Text.S + "\n")
	}
	return b.String()
}

// TestReviewAsksDueItems: the review asks the due items one by one, the
// longest due first; a right answer moves an item to tomorrow, a wrong
// one keeps it due and it is asked again in the same sitting.
func TestReviewAsksDueItems(t *testing.T) {
	now := time.Date(2026, 12, 4, 18, 0, 0, 0, time.Local)
	j := journal.New()
	j.Now = func() time.Time { return now }
	first, second := forbiddenDrill("h8", true, "double-three"), forbiddenDrill("k11", false, "")
	j.Answered(screenview.Attempt{From: spaced.FromStorm, Drill: first})
	now = now.Add(time.Minute)
	j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: second})

	m := New()
	m.UseJournal(j)
	it, ok := m.Item()
	require.True(t, ok)
	assert.Equal(t, spaced.Key(first), it.Key, "the longest due first")
	assert.Contains(t, panelText(m.Panel(msg.English)), "You missed this one in Foul Storm.")
	assert.Contains(t, panelText(m.Panel(msg.Chinese)), "这题你在禁手风暴中答错过。")

	// Right: yes, then its kind; the feedback, then the next item.
	m.Press(drillplay.AnswerYes.ID())
	m.Press("drill.kind." + "double-three")
	require.Equal(t, drillplay.Feedback, m.Drill().Phase(), "%v", m.Drill())
	// Play it out from the item's position.
	m.Press(screenview.BtnPlayOut)
	key, arg, ok := m.TakeRoute()
	require.True(t, ok, "Play it out is offered in the review's feedback")
	assert.Equal(t, "play", key)
	assert.Contains(t, arg, "from.")
	m.Press(drillplay.NextDrill.ID())
	it, ok = m.Item()
	require.True(t, ok)
	assert.Equal(t, spaced.Key(second), it.Key)
	if q, due := j.Counts(); q != 2 || due != 1 {
		t.Fatalf("after a right answer: queued %d due %d", q, due)
	}

	// Wrong: still due, asked again at once.
	m.Press(drillplay.AnswerYes.ID())
	m.Press(drillplay.NextDrill.ID())
	it, ok = m.Item()
	require.True(t, ok, "a miss is asked again in the sitting")
	assert.Equal(t, spaced.Key(second), it.Key)
	m.Press(drillplay.AnswerNo.ID())
	m.Press(drillplay.NextDrill.ID())
	_, ok = m.Item()
	assert.False(t, ok, "nothing due")
	text := panelText(m.Panel(msg.English))
	assert.Contains(t, text, "This review: 2 of 3 right.")
	assert.Contains(t, text, "2 mistakes wait for later; the next comes back tomorrow.")
	assert.Equal(t, 5, j.Daily.Today(now), "every answer counts toward the goal: two missed elsewhere, three here")
}
