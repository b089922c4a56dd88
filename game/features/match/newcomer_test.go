package match

import (
	"renju/game/vocab/screenview"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

// The defects a newcomer's trial of the Play screen found (issue 26).

// waitHints polls until the hints shown are want's (in English).
func waitHints(t *testing.T, m *Model, want func([]string) bool) {
	t.Helper()
	for i := 0; i < 500; i++ {
		m.Poll()
		if want(m.View(msg.English).Hints) {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("the hints shown are still %q", m.View(msg.English).Hints)
}

// A game against the partner, then a two-player game: nothing the
// partner said is carried into the new game.
func TestPartnerNoticeNotCarriedIntoANewGame(t *testing.T) {
	m := newModel(2)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1})
	m.Start()
	drive(t, m, 4)
	require.Contains(t, m.View(msg.English).Notice, "The sparring partner played", "the partner's move is said in its game")

	m.Press(BtnNewGame)
	m.Press(BtnPeople)
	m.Press(BtnStart)
	require.True(t, m.Setup().People())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		assert.Empty(t, m.View(lang).Notice, "%s: a new two-player game starts with nothing said", lang)
	}
	m.Tap(pt("h8"))
	assert.NotContains(t, m.View(msg.English).Notice, "sparring partner", "nor after its first move")

	// A game opened by its link starts clean too.
	m2 := newModel(3)
	m2.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1})
	m2.Start()
	drive(t, m2, 4)
	require.NoError(t, m2.Open("1.free.learning.people.first.h.h8-h9"))
	assert.Empty(t, m2.View(msg.English).Notice)
}

// The hints are those of the position shown: after a move, the old
// position's hints are not shown, and the new position's come.
func TestHintsFollowThePosition(t *testing.T) {
	// Black H8 I8 J8 and White far away; Black to play K8 makes a four.
	m := open(t, "1.free.learning.people.first.h.h8-a1-i8-o1-j8-a15")
	waitHints(t, m, func(h []string) bool { return strings.Contains(strings.Join(h, "\n"), "Black has a live three") })

	m.Tap(pt("k8"))  // Black: H8–K8, a straight four
	m.Tap(pt("o15")) // White plays elsewhere
	want := hintsOf(t, m.Game().Moves())
	check := func(when string) {
		t.Helper()
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			got := m.View(lang).Hints
			if len(got) == 0 {
				continue // still being computed: nothing shown is right
			}
			assert.Equal(t, m.hintLines(lang, &want, m.Game().ToMove()), got, "%s, %s: the hints shown are the position's", when, lang)
		}
	}
	check("at once")
	waitHints(t, m, func(h []string) bool { return len(h) > 0 && !strings.Contains(strings.Join(h, "\n"), "live three") })
	check("when they come")
	assert.Contains(t, strings.Join(m.View(msg.English).Hints, "\n"), "Black can make five")
}

// The engine's imagined line in the review is numbered from the next move
// on, so that no imagined stone shares a number with a real one.
func TestReviewLineNumberedFromTheNextMove(t *testing.T) {
	m := newModel(1)
	require.NoError(t, m.Import("f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"))
	m.WaitReview()
	shown := false
	for i := range m.Moments() {
		m.ShowMoment(i)
		v := m.View(msg.English)
		real := map[int]bool{}
		for _, p := range m.Game().Moves()[:m.ReviewAt()] {
			real[v.Board.Number(p)] = true
		}
		k := 0
		for _, n := range v.Board.Notes {
			if n.Kind != boardview.Imagined {
				continue
			}
			shown = true
			assert.False(t, real[n.N], "moment %d: imagined stone %s numbered %d like a real stone", i, n.At, n.N)
			assert.Equal(t, m.ReviewAt()+1+k, n.N, "moment %d: the line goes on from move %d", i, m.ReviewAt()+1)
			k++
		}
		if k > 0 {
			text := strings.Join(v.Hints, "\n")
			assert.Contains(t, text, "from move "+strconv.Itoa(m.ReviewAt()+1), "the hint says where the line's numbers start")
			assert.Contains(t, strings.Join(m.View(msg.Chinese).Hints, "\n"), "第"+strconv.Itoa(m.ReviewAt()+1)+"手")
		}
	}
	assert.True(t, shown, "some moment draws its line")
}

// A tournament foul ends the game and the result stays in view: the walk
// opens when the learner asks for it (Why?), not over the result.
func TestFoulResultStaysReadable(t *testing.T) {
	m := open(t, "1.free.tournament.people.first.h."+doubleThreeLog)
	m.Tap(pt("j8"))
	require.Equal(t, Over, m.Phase())
	_, ok := m.TakeWalk()
	assert.False(t, ok, "no walk opens by itself over the result")
	v := m.View(msg.English)
	assert.Contains(t, v.Result, "White wins: Black's J8 is forbidden (double-three)")
	assert.Contains(t, v.Step, "Why?", "the panel says how to see why")
	assert.Contains(t, m.View(msg.Chinese).Step, "为什么")
	assert.Equal(t, BtnWhy, m.KeyPress(input.Press{Key: input.KeyW}))
	m.Press(BtnWhy)
	w, ok := m.TakeWalk()
	require.True(t, ok, "Why? opens the walk")
	assert.Equal(t, pt("j8"), w.Point)
	checkTexts(t, m)
}

// Resign asks first: Yes resigns, Keep playing (or Escape, or N) does not;
// by pointer and by key, in both languages.
func TestResignAsksFirst(t *testing.T) {
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		m := open(t, "1.free.learning.people.first.h.h8-h9")
		m.Press(BtnResign)
		_, over := m.Outcome()
		require.False(t, over, "%s: one press does not resign", lang)
		v := m.View(lang)
		assert.NotEmpty(t, v.Notice, "%s: the question is asked", lang)
		ids := rowIDs(v)
		assert.Contains(t, ids, "play.resign.yes")
		assert.Contains(t, ids, "play.resign.no")
		assert.NotContains(t, ids, BtnNewGame, "%s: Escape is the question's, not New game's", lang)
		checkTexts(t, m)

		// Escape cancels.
		assert.Equal(t, "play.resign.no", m.KeyPress(input.Press{Key: input.KeyEscape}))
		m.Press(m.KeyPress(input.Press{Key: input.KeyEscape}))
		_, over = m.Outcome()
		assert.False(t, over)
		assert.Equal(t, Playing, m.Phase(), "%s: Escape keeps the game", lang)
		assert.NotContains(t, rowIDs(m.View(lang)), "play.resign.yes")

		// Keep playing by pointer.
		m.Press(BtnResign)
		m.Press("play.resign.no")
		_, over = m.Outcome()
		assert.False(t, over)

		// Yes by key.
		m.Press(BtnResign)
		m.Press(m.KeyPress(input.Press{Key: input.KeyY}))
		o, over := m.Outcome()
		require.True(t, over, "%s: Y resigns", lang)
		assert.Equal(t, "resign", o.By)
		assert.Equal(t, rules.White, o.Winner, "Black, to move, resigned")
	}

	// Yes by pointer; a move on the board instead of an answer drops the
	// question and plays.
	m := open(t, "1.free.learning.people.first.h.h8")
	m.Press(BtnResign)
	m.Tap(pt("h9"))
	assert.Len(t, m.Game().Moves(), 2, "the stone is played")
	assert.NotContains(t, rowIDs(m.View(msg.English)), "play.resign.yes", "the question is dropped")
	m.Press(BtnResign)
	m.Press("play.resign.yes")
	_, over := m.Outcome()
	assert.True(t, over)
}

func rowIDs(v View) []string {
	var ids []string
	for _, r := range v.Rows {
		for _, b := range r {
			ids = append(ids, b.ID)
		}
	}
	return ids
}

// noGluedShortcut: no button's label has its shortcut glued to it ("第1级
// 1", "Start  Enter", issue 26): the shortcut is the button's Key, drawn
// apart as a key.
func noGluedShortcut(t *testing.T, what string, rows [][]screenview.Button) {
	t.Helper()
	for _, r := range rows {
		for _, b := range r {
			assert.NotContains(t, b.Label, "  ", "%s: %s's label %q glues its shortcut", what, b.ID, b.Label)
		}
	}
}

func TestShortcutsApartFromLabels(t *testing.T) {
	m := open(t, "1.free.learning.people.first.h.h8")
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang), m.View(lang).Rows)
		m.Press(BtnResign)
		noGluedShortcut(t, string(lang)+" resign?", m.View(lang).Rows)
		m.Press("play.resign.no")
	}
	m.NewGame()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang)+" menu", m.View(lang).Rows)
	}
}
