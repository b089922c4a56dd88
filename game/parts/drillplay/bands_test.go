package drillplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/drills"
	"renju/msg"
	"renju/rules"
)

// given is a set of the one drill typ asks of point on position, with
// the judge's answer.
func given(t *testing.T, typ, position, point string) *Model {
	t.Helper()
	b, err := rules.ParseStones(position)
	require.NoError(t, err)
	d, err := drills.FromDiagram(typ, b, point)
	require.NoError(t, err)
	return NewGiven([]drills.Drill{d}, d.Level)
}

func bandsOf(m *Model) [][2]rules.Point {
	v := m.View(msg.English)
	var out [][2]rules.Point
	for _, n := range v.Picture(rules.Point{}, false).Notes {
		if n.Kind == boardview.Band {
			out = append(out, [2]rules.Point{n.At, n.To})
		}
	}
	return out
}

// TestFeedbackBandsWhatItNames: the feedback bands the lines it names —
// the two threes of a double-three, the three asked about — as a walk
// does, and nothing while the question is asked or for a legal point.
func TestFeedbackBandsWhatItNames(t *testing.T) {
	const doubleThree = "B:f8,g8,h9,h10 W:e10,j9" // H8: F8 G8 H8 and H8 H9 H10
	m := given(t, drills.IsForbidden, doubleThree, "h8")
	assert.Empty(t, bandsOf(m), "no band while asking")
	m.Do(AnswerNo)
	require.Equal(t, Feedback, m.Phase())
	assert.ElementsMatch(t, [][2]rules.Point{
		{rules.MustPoint("f8"), rules.MustPoint("h8")},
		{rules.MustPoint("h8"), rules.MustPoint("h10")},
	}, bandsOf(m), "the two threes of the double-three named")

	m = given(t, drills.IsForbidden, doubleThree, "k11")
	m.Do(AnswerNo)
	assert.Empty(t, bandsOf(m), "a legal point names no line")

	m = given(t, drills.LiveOrFalse, "B:g8,h8 W:a1,a2", "j8")
	m.Do(AnswerYes)
	assert.Equal(t, [][2]rules.Point{{rules.MustPoint("g8"), rules.MustPoint("j8")}}, bandsOf(m))
}
