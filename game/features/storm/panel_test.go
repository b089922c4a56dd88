package storm

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// The storm's panel: the question and the key hint (shown once a key was
// used), the buttons' presses and keys, the record saved under its key.
func TestStormPanel(t *testing.T) {
	m, _ := start(t, StormMode, 3)
	p := m.Panel(msg.English)
	assert.Equal(t, "#storm", m.Hash())
	require.NotEmpty(t, p.Rows)
	var hint screenview.Block
	for _, b := range p.Blocks {
		if b.KeysOnly {
			hint = b
		}
	}
	assert.NotEmpty(t, hint.S, "a key hint, shown only once a key was used")
	assert.NotContains(t, p.Said(), hint.S, "the mirror does not read the keys")
	assert.Contains(t, p.Said(), m.View(msg.English).Prompt)
	answered := m.Answered()
	m.Press("nav.home") // not the storm's: nothing
	assert.Equal(t, answered, m.Answered())
	m.Key(input.Press{Key: input.KeyE}) // End
	assert.Equal(t, Over, m.Phase())
	saves := m.TakeSaves()
	require.Len(t, saves, 1)
	assert.Equal(t, StorageKey, saves[0].Key)
	m.Press(BackToMenu.ID())
	m.Press(ChooseStreak.ID())
	assert.Equal(t, "#storm=streak", m.Hash())
}

// "#storm=<mode>": the streak or the storm chosen; an unknown mode is an
// error quoting it, and the mode stays.
func TestStormRoute(t *testing.T) {
	m := New(testJobs(), newClock(), 1)
	t.Cleanup(m.Leave)
	var r screenview.Router = m
	require.NoError(t, r.Route("streak"))
	assert.Equal(t, StreakMode, m.Mode())
	assert.Equal(t, "#storm=streak", m.Hash())
	err := r.Route("blitz")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "blitz")
	assert.Equal(t, StreakMode, m.Mode(), "a bad mode changes nothing")
	require.NoError(t, r.Route("storm"))
	assert.Equal(t, StormMode, m.Mode())
	assert.Equal(t, "#storm", m.Hash())
}

// Each answer of the run is told to the frame once (its Seq); a right one
// is played out on its own board, since the next question is on the
// board already; a wrong one is not.
func TestStormAnswersArePlayedOut(t *testing.T) {
	m, _ := start(t, StormMode, 3)
	assert.Zero(t, m.Panel(msg.English).Answer.Seq, "nothing answered yet")
	it := m.Item()
	m.Answer(Want(it, m.Stage().AskKind))
	a := m.Panel(msg.English).Answer
	assert.Equal(t, 1, a.Seq)
	assert.True(t, a.Right)
	require.NotNil(t, a.Board)
	assert.NotEmpty(t, a.Board.Play)
	assert.Equal(t, it.Board, a.Board.Stones, "played on the question answered")
	assert.Same(t, a.Board, m.Panel(msg.English).Answer.Board, "made once")
	for m.Phase() != Asking {
		m.Poll()
	}
	it = m.Item()
	wrong := SaidYes
	if Want(it, m.Stage().AskKind) == SaidYes {
		wrong = SaidNo
	}
	if m.Stage().AskKind {
		wrong = SaidLegal
		if Want(it, true) == SaidLegal {
			wrong = "overline"
		}
	}
	m.Answer(wrong)
	a = m.Panel(msg.English).Answer
	assert.Equal(t, 2, a.Seq)
	assert.False(t, a.Right)
	assert.Nil(t, a.Board)
}
