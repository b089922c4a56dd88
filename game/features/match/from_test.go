package match

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

func stonesOf(t *testing.T, s string) rules.Board {
	t.Helper()
	b, err := rules.ParseStones(s)
	require.NoError(t, err)
	return b
}

// Play it out: a drill's position (Black to move, H8 a double-three)
// becomes a game against the partner with the referee chosen on the
// menu; the learner plays Black, the forbidden point is refused with its
// reason, a legal move is answered, and the game's own link replays it.
func TestPlayItOutFromAPosition(t *testing.T) {
	m := newModel(3)
	m.SetSetup(Setup{Rule: referee.RIF, Referee: referee.Learning, Level: 2, Hints: false})
	b := stonesOf(t, "B:g8,j8,h9,h10 W:a1,o15,a15,o1")
	require.NoError(t, m.Open(pageapi.PlayFrom(&b, rules.Black)))
	require.Equal(t, Playing, m.Phase())
	assert.Equal(t, referee.Free, m.Setup().Rule, "a position is played under the free rule")
	assert.Equal(t, referee.Learning, m.Setup().Referee)
	assert.Equal(t, 2, m.Setup().Level)
	assert.Equal(t, b, m.Game().Board())
	assert.True(t, m.Human(), "the learner plays the side to move")
	st := m.PageState()
	assert.Equal(t, "black", st.ToMove)
	assert.Empty(t, st.Opening)
	assert.Contains(t, m.View(msg.English).Notice, "you play Black")
	checkTexts(t, m)
	assert.False(t, m.CanUndo(), "the position's stones are not taken back")
	board := m.View(msg.English).Board
	assert.Zero(t, board.Number(pt("g8")), "a stone of the position has no move number")

	m.Tap(pt("h8"))
	assert.Equal(t, 8, len(m.Game().Moves()), "the learning referee refuses the double-three")
	assert.Contains(t, m.View(msg.English).Notice, "forbidden")
	m.Tap(pt("h7"))
	v := m.View(msg.English)
	assert.Equal(t, 9, v.Board.Number(pt("h7")), "the learner's move has its move number")
	require.True(t, m.Wait(20*time.Second))
	assert.Len(t, m.Game().Moves(), 10, "the partner answered")

	again := newModel(4)
	require.NoError(t, again.Open(m.Link()))
	assert.Equal(t, m.Game().Board(), again.Game().Board())
	assert.True(t, again.CanUndo())
	again.Undo()
	assert.Equal(t, b, again.Game().Board(), "an undo goes back to the position, no further")
	assert.False(t, again.CanUndo())
}

// White to move: the learner plays White; the tournament referee chosen
// on the menu is kept. A link from before the side was named ("from."
// and the stones) plays the side to move.
func TestPlayItOutAsWhite(t *testing.T) {
	m := newModel(3)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Tournament, Level: 0})
	b := stonesOf(t, "B:h8,i9 W:h9")
	require.NoError(t, m.Open(pageapi.PlayFromPrefix+rules.FormatStones(&b)))
	assert.Equal(t, referee.Person(1), m.Setup().You)
	assert.Equal(t, referee.Tournament, m.Setup().Referee)
	assert.Equal(t, DefaultSetup.Level, m.Setup().Level, "two players become a game against the partner")
	assert.True(t, m.Human())
	assert.Equal(t, "white", m.PageState().ToMove)
}

// The side the position is about, not the side to move: lesson 1 page
// 4's "Black at A makes five" has one black stone more than white, so
// White is to move; the learner plays Black and the partner, White,
// moves first, as the notice says. The game is not kept until the
// learner has moved, and its link replays the sides.
func TestPlayItOutOnThePositionsSide(t *testing.T) {
	for _, tc := range []struct {
		stones string
		side   rules.Stone
		says   string
	}{
		{"B:g9,j9,h8,g7,f6,e5 W:h9,g8,i8,h7,d4", rules.Black, "you play Black, the side this position is about. Black has one stone more than White, so White is to move"},
		{"B:g8,j8,h9,h10 W:a1,o15,a15,o1", rules.White, "you play White, the side this position is about. Black and White have as many stones, so Black is to move"},
	} {
		m := newModel(5)
		b := stonesOf(t, tc.stones)
		require.NotEqual(t, tc.side, b.ToMove(), "the case is a position whose side is not to move")
		require.NoError(t, m.Open(pageapi.PlayFrom(&b, tc.side)))
		assert.Equal(t, tc.side, m.colourOf(m.Setup().You), "the learner plays the position's side")
		assert.False(t, m.Human(), "the partner is to move")
		assert.Contains(t, m.View(msg.English).Notice, tc.says)
		assert.NotEqual(t, m.View(msg.English).Notice, m.View(msg.Chinese).Notice)
		checkTexts(t, m)
		_, saved := m.TakeSave()
		assert.False(t, saved, "a game the learner has not moved in is not kept")

		require.True(t, m.Wait(20*time.Second))
		require.True(t, m.Human(), "the partner moved; the learner's turn")
		_, saved = m.TakeSave()
		assert.False(t, saved, "the partner's move alone does not keep the game")
		n := len(m.Game().Moves())
		m.Tap(firstEmpty(t, m))
		require.Len(t, m.Game().Moves(), n+1, "the learner's move")
		_, saved = m.TakeSave()
		assert.True(t, saved, "the learner moved: the game is kept")

		again := newModel(6)
		require.NoError(t, again.Open(m.Link()))
		assert.Equal(t, m.Game().Board(), again.Game().Board())
		assert.Equal(t, tc.side, again.colourOf(again.Setup().You), "the link keeps the learner's side")
	}
}

// firstEmpty is a point the learner may play on m's board: empty, and not
// forbidden for Black.
func firstEmpty(t *testing.T, m *Model) rules.Point {
	t.Helper()
	b := m.Game().Board()
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty {
				continue
			}
			if j, err := rules.Judge(&b, p, rules.Black); err == nil && j.Verdict == rules.Forbidden {
				continue
			}
			return p
		}
	}
	t.Fatal("no empty point")
	return rules.Point{}
}

// Positions a game cannot go on from are refused with the reason, on the
// menu, in both languages.
func TestPlayItOutRefusals(t *testing.T) {
	for stones, want := range map[string]string{
		"B:h8,i8 W:h9,i9,j9":                       "Black has 2 stones and White 3",
		"B:h8,i8,j8 W:h9":                          "Black has 3 stones and White 1",
		"B:d8,e8,f8,g8,h8 W:a1,a3,a5,a7,a9":        "Black has already made five",
		"B:a1,a3,a5,a7,a9,o15 W:d8,e8,f8,g8,h8":    "",
		"B:c8,d8,e8,f8,g8,h8 W:a1,a2,a4,a6,a8,a10": "overline",
		"B:z9": "cannot be read",
	} {
		m := newModel(1)
		err := m.Open(pageapi.PlayFromPrefix + stones)
		if want == "" {
			// A White five on the board, with the counts right.
			require.Error(t, err, stones)
			assert.Contains(t, err.Error(), "White has already made five")
			continue
		}
		require.Error(t, err, stones)
		assert.Contains(t, err.Error(), want, stones)
		assert.Equal(t, Menu, m.Phase())
		assert.Contains(t, m.View(msg.English).Notice, want)
		assert.NotEmpty(t, m.View(msg.Chinese).Notice)
		checkTexts(t, m)
	}
}

func TestFiveOnBoard(t *testing.T) {
	for stones, want := range map[string][3]any{
		"B:a1,b2,c3,d4,e5":      {rules.Black, false, true},
		"B:a15,b14,c13,d12,e11": {rules.Black, false, true},
		"W:o1,o2,o3,o4,o5,o6":   {rules.White, false, true},
		"B:h3,h4,h5,h6,h7,h8":   {rules.Black, true, true},
		"B:a1,b2,c3,d4,f6":      {rules.Empty, false, false},
	} {
		b := stonesOf(t, stones)
		c, over, ok := fiveOnBoard(&b)
		assert.Equal(t, want, [3]any{c, over, ok}, stones)
	}
}
