package drillplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/msg"
	"renju/rules"
)

// A right answer is played out on the board (and told apart from the
// next by its Seq); a wrong one is sounded but not played; a skip is
// neither.
func TestRightAnswersArePlayedOut(t *testing.T) {
	for i, typ := range drills.Types {
		t.Run(typ, func(t *testing.T) {
			m := start(t, typ, 1, uint64(10+i))
			rightAnswer(m)
			require.Equal(t, Feedback, m.Phase())
			v := m.View(msg.English)
			assert.NotEmpty(t, v.Play, "a right answer has beats")
			assert.Equal(t, 1, v.Seq)
			p := v.Panel(rules.Point{}, false, false)
			assert.Equal(t, 1, p.Answer.Seq)
			assert.True(t, p.Answer.Right)
			assert.NotEmpty(t, p.Board.Play)

			m.Next()
			wait(t, m)
			b, err := rules.ParseStones(m.Drill().Position)
			require.NoError(t, err)
			assert.Zero(t, m.View(msg.English).Seq, "no answer while asking")
			wrongAnswer(m, &b)
			v = m.View(msg.English)
			assert.Empty(t, v.Play, "a wrong answer is not played out")
			assert.Equal(t, 2, v.Seq)
			assert.False(t, v.Panel(rules.Point{}, false, false).Answer.Right)

			m.Next()
			wait(t, m)
			m.Skip()
			assert.Zero(t, m.View(msg.English).Seq, "a skip is not sounded")
		})
	}
}
