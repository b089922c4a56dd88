package match

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

// settle polls until the partner has moved and the worker has said
// what the commentary waits for (cond), for at most a while: a wait
// for a condition, not a measure of time.
func settle(t *testing.T, m *Model, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "waited for %s", what)
		m.Poll()
	}
}

// threeLink: Black (the learner, against level 1) has the live three H8
// I8 J8; White's stones are far away; Black to move.
const threeLink = "1.free.learning.1.first.h.h8-a1-i8-a3-j8-a5"

// TestCommentaryAtLevelOne: at level 1 the commentary is on; each move
// is said (the last two shown, the older dim), in both languages; state
// reports the last one with its tags; after an undo the position shown
// is said at once; the five that ends the game is banded and what
// decided it is said.
func TestCommentaryAtLevelOne(t *testing.T) {
	m := open(t, threeLink)
	m.Cover(nil) // a learner who has done no lesson
	require.True(t, m.CommentOn(), "on by default at level 1")
	settle(t, m, "the last two moves said", func() bool { return len(m.remarks()) == 2 })
	st := m.PageState()
	require.NotNil(t, st.Commentary)
	assert.Equal(t, 6, st.Commentary.Move)
	assert.Equal(t, "white", st.Commentary.Color)
	assert.Equal(t, []string{"missed-three"}, st.Commentary.Tags)
	assert.Equal(t, "White plays A5, but leaves Black's live three open: Black can make a straight four at G8 or K8.", st.Commentary.Says)
	v := m.View(msg.English)
	require.Len(t, v.Comment, 2)
	assert.Equal(t, "Black makes a live three at J8: one more stone at G8 or K8 makes a straight four.", v.Comment[0])
	assert.Equal(t, "白棋下在A5，但没有防黑棋的活三，黑棋再下G8或K8就成活四。", m.View(msg.Chinese).Comment[1])
	assert.Equal(t, "白棋下在A5，但没有防黑棋的活三，黑棋再下G8或K8就成活四。", m.PageStateIn(msg.Chinese).Commentary.Says)
	pn := NewPlay(m).Panel(msg.English)
	assert.Contains(t, pn.Speech, v.Comment[1], "the screen reader hears it")

	// The straight four; the partner must block an end.
	m.Tap(pt("k8"))
	settle(t, m, "the partner's block said", func() bool {
		st := m.PageState()
		return !m.Thinking() && st.Commentary != nil && st.Commentary.Move == 8
	})
	moves := m.Game().Moves()
	block := moves[7]
	require.Contains(t, []rules.Point{pt("g8"), pt("l8")}, block, "every level blocks a four")
	assert.Equal(t, []string{"blocked-four"}, m.PageState().Commentary.Tags)
	// A learner who has done no lesson reads no "straight four" yet.
	assert.Equal(t, "Black makes a four at K8 with two five points, G8 and L8: one stone cannot block both.", m.View(msg.English).Comment[0])

	// Undo: the position after move 6, said at once (no job asked).
	m.Undo()
	require.Len(t, m.Game().Moves(), 6)
	assert.False(t, m.c.Asking(), "nothing to ask: move 6 was said")
	assert.Equal(t, 6, m.PageState().Commentary.Move, "after an undo it speaks of the position shown")

	// Play it to the five.
	m.Tap(pt("k8"))
	settle(t, m, "the partner's block", func() bool { return !m.Thinking() && len(m.Game().Moves()) == 8 })
	five := pt("l8")
	if m.Game().Moves()[7] == five {
		five = pt("g8")
	}
	m.Tap(five)
	require.Equal(t, Over, m.Phase())
	settle(t, m, "what decided it", func() bool { return m.PageState().Decided != "" })
	st = m.PageState()
	assert.Equal(t, "black", st.Result)
	assert.Equal(t, []string{"five"}, st.Commentary.Tags)
	want := []string{"h8", "i8", "j8", "k8", five.String()}
	if five == pt("g8") {
		want = []string{"g8", "h8", "i8", "j8", "k8"}
	}
	assert.Equal(t, want, st.Band, "the five is banded")
	assert.Equal(t, "White let Black's live three become a straight four at K8.", st.Decided)
	v = m.View(msg.Chinese)
	assert.Equal(t, "白棋没有防住活三，黑棋在K8走成活四。", v.Decided)
	bands := 0
	for _, n := range v.Board.Notes {
		if n.Kind == boardview.Band && n.At == pt(want[0]) && n.To == pt(want[4]) {
			bands++
		}
	}
	assert.Equal(t, 1, bands, "one band along the five")
	checkTexts(t, m)
}

// The switch: on by default at levels 1–2, off at 3–5 and between two
// players, on in Play it out; the menu's button turns it the other way,
// and the choice is kept in the saved setup (flags c and q).
func TestCommentarySwitch(t *testing.T) {
	m := newModel(1)
	assert.True(t, m.CommentOn(), "a first game, level 1")
	m.Press(BtnLevel + "3")
	assert.False(t, m.CommentOn(), "level 3")
	m.Press(BtnPeople)
	assert.False(t, m.CommentOn(), "two players")
	m.Press(BtnLevel + "2")
	assert.True(t, m.CommentOn(), "level 2")
	label := func() string {
		for _, row := range m.View(msg.English).Rows {
			for _, b := range row {
				if b.ID == BtnComment {
					return b.Label
				}
			}
		}
		return ""
	}
	assert.Contains(t, label(), "Commentary: on")
	m.Press(BtnComment)
	assert.False(t, m.CommentOn())
	assert.Contains(t, label(), "Commentary: off")
	v, ok := m.TakeSetupSave()
	require.True(t, ok)
	assert.Equal(t, "1.free.learning.2.first.hq.", v, "off is kept")

	// Kept off at level 1 after a reload, and in a game from a position.
	m2 := newModel(2)
	m2.LoadSetup(v)
	m2.Press(BtnLevel + "1")
	assert.False(t, m2.CommentOn())
	require.NoError(t, m2.OpenPosition("B:h8,i8 W:a1", rules.Black))
	assert.False(t, m2.CommentOn(), "the learner's off holds in Play it out")

	// At level 4, Play it out comments; the switch turns it on for the
	// games after.
	m3 := newModel(3)
	m3.Press(BtnLevel + "4")
	require.NoError(t, m3.OpenPosition("B:h8,i8 W:a1", rules.White))
	assert.True(t, m3.CommentOn(), "Play it out")
	m3.NewGame()
	assert.False(t, m3.CommentOn())
	m3.Press(BtnComment)
	assert.True(t, m3.CommentOn())
	v, _ = m3.TakeSetupSave()
	assert.True(t, strings.Contains(strings.Split(v, ".")[5], "c"), "on is kept: %s", v)
	s, _, _, err := ParseLink(v)
	require.NoError(t, err)
	assert.Equal(t, CommentOn, s.Comment)
}

// Off, nothing is said of the moves, but the end of the game is: the
// band and what decided it. White's six wins as an overline.
func TestEndOfGameWithCommentaryOff(t *testing.T) {
	m := open(t, "1.free.learning.people.first.hq.a1-e8-a3-f8-a5-g8-a7-i8-a9-j8-a11")
	require.False(t, m.CommentOn())
	m.Tap(pt("h8"))
	require.Equal(t, Over, m.Phase())
	settle(t, m, "what decided it", func() bool { return m.decided(msg.English) != "" })
	st := m.PageState()
	assert.Nil(t, st.Commentary, "the moves are not said")
	assert.Empty(t, m.View(msg.English).Comment)
	assert.Equal(t, []string{"e8", "f8", "g8", "h8", "i8", "j8"}, st.Band, "White's six is banded")
	assert.Equal(t, "Black missed the four at H8.", st.Decided)
	assert.Equal(t, "White wins with an overline: six or more in a row, which White may make.", m.View(msg.English).Result)
	assert.Equal(t, "white", st.Result)
	assert.Equal(t, "five", st.Reason)
}

// A game from a position: its laid stones are never said.
func TestCommentaryFromAPosition(t *testing.T) {
	m := newModel(4)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 4})
	require.NoError(t, m.OpenPosition("B:h8,i8,j8 W:a1,a3,a5", rules.Black))
	require.True(t, m.CommentOn())
	require.True(t, m.Human())
	for i := 0; i < 200 && !m.c.Asking(); i++ {
		m.Poll()
	}
	assert.False(t, m.c.Asking(), "no move of the game yet: nothing to say")
	m.Tap(pt("k8"))
	settle(t, m, "the learner's move said", func() bool {
		rs := m.remarks()
		return len(rs) > 0 && rs[0].Move == 7
	})
	assert.Equal(t, []string{"made-four"}, m.remarks()[0].Tags)
}
