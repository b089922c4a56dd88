package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

func TestAdaptedLevel(t *testing.T) {
	win := Outcome{Winner: rules.Black, By: "five"}
	loss := Outcome{Winner: rules.White, By: "five"}
	draw := Outcome{Winner: rules.Empty, By: "draw"}
	for _, c := range []struct {
		level int
		o     Outcome
		want  int
	}{
		{1, win, 2}, {4, win, 5}, {5, win, 5},
		{5, loss, 4}, {2, loss, 1}, {1, loss, 1},
		{3, draw, 3},
	} {
		assert.Equal(t, c.want, adaptedLevel(c.level, rules.Black, c.o), "level %d after %+v", c.level, c.o)
	}
	// As White, White's five is the learner's win.
	assert.Equal(t, 4, adaptedLevel(3, rules.White, loss))
}

// blackFour: Black (the learner) to move with H8–K8, L8 makes five.
const blackFour = "h8-a1-i8-a3-j8-a5-k8-a7"

// A won game under Adapt moves the level up; the menu after it offers
// the new level, state().play says it, and it is saved with the setup
// and read back on the next visit.
func TestAdaptAfterAWin(t *testing.T) {
	m := open(t, "1.free.learning.2.first.ha."+blackFour)
	require.True(t, m.Setup().Adapt)
	assert.Equal(t, 0, m.PageState().NextLevel)
	m.Tap(pt("l8"))
	require.Equal(t, Over, m.Phase())
	st := m.PageState()
	assert.True(t, st.Adapt)
	assert.Equal(t, 3, st.NextLevel)
	assert.Equal(t, "2", st.Opponent, "the game just played stays at its level")
	assert.Contains(t, m.View(msg.English).Step, "partner level 3")
	checkTexts(t, m)

	m.Press(BtnNewGame)
	assert.Equal(t, 3, m.Setup().Level)
	assert.True(t, m.Setup().Adapt)
	v, ok := m.TakeSetupSave()
	require.True(t, ok)
	assert.Equal(t, "1.free.learning.3.first.ha.", v)

	next := newModel(2)
	next.LoadSetup(v)
	assert.Equal(t, 3, next.Setup().Level)
	assert.True(t, next.Setup().Adapt)
}

// A lost game moves it down, never below 1; an undo of the last move
// takes the result (and its level) back.
func TestAdaptAfterALoss(t *testing.T) {
	m := open(t, "1.free.learning.1.first.ha."+blackFour)
	m.Resign()
	require.Equal(t, Over, m.Phase())
	assert.Equal(t, 1, m.PageState().NextLevel)

	m = open(t, "1.free.learning.4.first.ha."+blackFour)
	m.Resign()
	assert.Equal(t, 3, m.PageState().NextLevel)
	m.Undo()
	require.Equal(t, Playing, m.Phase())
	assert.Equal(t, 0, m.PageState().NextLevel)
	m.NewGame()
	assert.Equal(t, 4, m.Setup().Level, "a game taken back moves nothing")
}

// Without Adapt the level stays; the menu's Adapt button turns it on,
// and Two players turns it off.
func TestAdaptMenu(t *testing.T) {
	m := open(t, "1.free.learning.2.first.h."+blackFour)
	m.Tap(pt("l8"))
	assert.Equal(t, 0, m.PageState().NextLevel)
	m.NewGame()
	assert.Equal(t, 2, m.Setup().Level)
	m.Press(BtnAdapt)
	assert.True(t, m.Setup().Adapt)
	assert.True(t, m.PageState().Adapt)
	assert.Contains(t, m.View(msg.Chinese).Hints[2], "自动调级")
	m.Press(BtnPeople)
	assert.False(t, m.Setup().Adapt)
	m.Press(BtnAdapt)
	assert.Equal(t, 1, m.Setup().Level, "Adapt plays the partner")
	// A damaged saved setup leaves the menu as it is.
	m.LoadSetup("1.free.nonsense")
	assert.Equal(t, 1, m.Setup().Level)
}
