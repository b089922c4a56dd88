package gameviewer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
	"renju/msg"
)

// TestRemarkOfTheMoveShown: the viewer says what the move shown did, in
// the learner's language, and says each position once; a game with set-
// up stones is not said.
func TestRemarkOfTheMoveShown(t *testing.T) {
	m := newModel()
	s := NewScreen(m)
	s.Cover([]string{"board-and-five", "fours", "three"})
	m.Paste(foulGame)
	wait(t, m, func() bool { return m.Phase() == Viewing })
	assert.Empty(t, m.View(msg.English).Remark, "no move shown: nothing to say")
	m.ToEnd()
	wait(t, m, func() bool { return m.View(msg.English).Remark != "" })
	// At lesson three's stage the kind of the foul is not named.
	assert.Equal(t, "Black plays J8, a forbidden point: White wins.", m.View(msg.English).Remark)
	assert.Equal(t, "黑棋下在J8，这是禁手点，白棋获胜。", m.View(msg.Chinese).Remark)
	var st pageapi.State
	st.Lang = "en"
	s.PageState(&st)
	pv := st.Details[PageKey].(*State)
	require.NotNil(t, pv.Remark)
	assert.Equal(t, 9, pv.Remark.Move)
	assert.Equal(t, []string{"foul"}, pv.Remark.Tags)
	assert.Contains(t, s.Panel(msg.English).Speech, "Black plays J8, a forbidden point: White wins.", "the screen reader hears it")

	m.Step(-1)
	wait(t, m, func() bool { return m.View(msg.English).Remark != "" })
	assert.Contains(t, m.View(msg.English).Remark, "White plays A7")
	m.Step(1)
	assert.NotEmpty(t, m.View(msg.English).Remark, "said once, kept")
	assert.False(t, m.c.Asking())

	m.Paste("(;GM[4]SZ[15]AB[hh]AW[ii];B[jj];W[kk])")
	wait(t, m, func() bool { return m.Phase() == Viewing })
	m.ToEnd()
	for i := 0; i < 50; i++ {
		m.Poll()
	}
	assert.False(t, m.c.Asking(), "set-up stones: nothing asked")
	assert.Empty(t, m.View(msg.English).Remark)
}
