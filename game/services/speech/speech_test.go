package speech

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

func TestBoardIsReadByRowsFromTheTop(t *testing.T) {
	b, err := rules.ParseStones("B:g8,h8,i8,h9 W:f7")
	require.NoError(t, err)
	assert.Equal(t, "Black: H9 on row 9; G8, H8, I8 on row 8. White: F7 on row 7. White to move.",
		Board(msg.English, &b, rules.White))
	assert.Equal(t, "黑棋：第9行 H9；第8行 G8、H8、I8。白棋：第7行 F7。轮到白棋走。",
		Board(msg.Chinese, &b, rules.White))

	var empty rules.Board
	assert.Equal(t, "The board is empty. Black to move.", Board(msg.English, &empty, rules.Black))
	w, err := rules.ParseStones("W:a1")
	require.NoError(t, err)
	assert.Equal(t, "Black: none. White: A1 on row 1.", Board(msg.English, &w, rules.Empty))
}

func TestPointSaysWhatIsThere(t *testing.T) {
	b, err := rules.ParseStones("B:h8 W:h9")
	require.NoError(t, err)
	assert.Equal(t, "H8, black stone.", Point(msg.English, &b, rules.MustPoint("h8"), rules.NoKind))
	assert.Equal(t, "H9, white stone.", Point(msg.English, &b, rules.MustPoint("h9"), rules.NoKind))
	assert.Equal(t, "J10, empty.", Point(msg.English, &b, rules.MustPoint("j10"), rules.NoKind))
	assert.Equal(t, "J10, empty: forbidden for Black (double-three).", Point(msg.English, &b, rules.MustPoint("j10"), rules.DoubleThree))
	assert.Equal(t, "J10，空点：黑棋禁手（三三禁手）。", Point(msg.Chinese, &b, rules.MustPoint("j10"), rules.DoubleThree))
}

func TestAnnouncerSaysWhatIsNew(t *testing.T) {
	var a Announcer
	assert.Equal(t, "Lessons. 3 of 7 pages", a.Next("lessons", "Lessons.", []string{"3 of 7 pages"}), "a new screen: its name, then everything")
	assert.Equal(t, "", a.Next("lessons", "Lessons.", []string{"3 of 7 pages"}), "nothing new: nothing said")
	assert.Equal(t, "Wrong: H9 is not forbidden.", a.Next("lessons", "Lessons.", []string{"3 of 7 pages", "Wrong: H9 is not forbidden."}))
	assert.Equal(t, "Step 2 of 5: a four.", a.Next("lessons", "Lessons.", []string{"Step 2 of 5: a four.", "  ", "Step 2 of 5: a four."}), "blank and repeated sentences once")
	a.Reset()
	assert.Equal(t, "Lessons. Step 2 of 5: a four.", a.Next("lessons", "Lessons.", []string{"Step 2 of 5: a four."}), "after a reset all is new")
}
