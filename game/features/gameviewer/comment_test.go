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

// A .pos file's bytes open like any record: one game, stepped and
// scanned.
func TestOpenPosBytes(t *testing.T) {
	m := newModel()
	m.Load("club-night.pos", []byte{0x0d, 0x6e, 0x60, 0x6f, 0x50, 0x8e, 0xd2, 0x7f, 0x00, 0x30, 0x40, 0x0e, 0x80, 0x70})
	wait(t, m, func() bool { return m.Phase() == Viewing })
	assert.Len(t, m.Game().Moves(), 13)
	wait(t, m, func() bool { _, done, _ := m.Moments(); return done })
	ms, _, err := m.Moments()
	require.NoError(t, err)
	assert.Len(t, ms, 3, "the trap set, caught, and the foul")

	m.Load("broken.pos", []byte{9, 0x70})
	wait(t, m, func() bool { return m.Phase() == Viewing && m.Notice().ID != "" })
	assert.Contains(t, m.Notice().Text(msg.English), "the count byte says 9, but 1 move byte follows it")
	assert.Len(t, m.Game().Moves(), 13, "what was open stays")
}
