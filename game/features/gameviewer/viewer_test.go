package gameviewer

import (
	"fmt"
	"renju/game/vocab/screenview"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/services/jobs"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/rules"
)

// foulGame ends with Black's double-three at J8 (move 9).
const foulGame = "h8 a1 i8 a3 j9 a5 j10 a7 j8"

// twoGames is an SGF collection: a game with a comment and a variation,
// and the foul game.
const twoGames = `(;GM[4]FF[4]SZ[15]PB[Ann]PW[Ben]RE[W+]EV[Club cup]DT[2024-05-01]
;B[hh]C[The centre.];W[ig];B[ih]
(;W[jh];B[gh])
(;W[gh]C[Another try.];B[jh]))
(;GM[4]FF[4]SZ[15]PB[Cy]PW[Dee]RE[W+]
;B[hh];W[ao];B[ih];W[am];B[ig];W[ak];B[if];W[ai];B[ij])`

func wait(t *testing.T, m *Model, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s; phase %v, notice %q", m.Phase(), m.Notice().Text(msg.English))
		}
		time.Sleep(time.Millisecond)
		m.Poll()
	}
}

func TestListFilterAndOpen(t *testing.T) {
	m := newModel()
	assert.Equal(t, Empty, m.Phase())
	m.Load("cup.sgf", []byte(twoGames))
	wait(t, m, func() bool { return m.Phase() == List })
	assert.Equal(t, "Games read: 2.", m.Notice().Text(msg.English))
	v := m.View(msg.English)
	require.Len(t, v.Lines, 2)
	assert.Equal(t, "1. Ann – Ben · White won · 5 moves · 2024-05-01 · 6I Ungetsu", v.Lines[0])
	assert.Equal(t, 0, v.Sel)
	assert.Contains(t, v.Lines[1], "2. Cy – Dee")

	m.SetFilter("club")
	assert.Equal(t, []int{0}, m.Shown())
	m.SetFilter("")
	m.CycleResult() // Black won: none
	assert.Empty(t, m.Shown())
	assert.Equal(t, "No game matches the filter.", m.View(msg.English).Prompt)
	m.CycleResult() // White won: both
	assert.Len(t, m.Shown(), 2)
	m.Do(ListDown)
	m.Do(OpenGame)
	require.Equal(t, Viewing, m.Phase())
	assert.Equal(t, 1, m.GameIndex())
	assert.Equal(t, "Cy – Dee", m.View(msg.English).Title)
	m.Do(BackToList)
	assert.Equal(t, List, m.Phase())
}

func TestStepCommentsAndVariations(t *testing.T) {
	m := newModel()
	m.Load("cup.sgf", []byte(twoGames))
	wait(t, m, func() bool { return m.Phase() == List })
	m.Open(0)
	m.Step(1)
	assert.Equal(t, "The centre.", m.Comment())
	assert.Contains(t, m.View(msg.English).Lines, "Comment: The centre.")
	m.Step(2)
	b, moves := m.Position()
	assert.Equal(t, []rules.Point{rules.MustPoint("h8"), rules.MustPoint("i9"), rules.MustPoint("i8")}, moves)
	assert.Equal(t, rules.White, b.At(rules.MustPoint("i9")))
	n, cur := m.Variations()
	assert.Equal(t, 2, n)
	assert.Equal(t, 0, cur)
	assert.Contains(t, m.View(msg.English).Lines, "Variation 1 of 2 after move 3.")
	m.Do(NextVariation)
	assert.Equal(t, "Another try.", m.Comment())
	assert.False(t, m.OnMainLine())
	m.ToEnd()
	_, moves = m.Position()
	assert.Equal(t, "j8", moves[len(moves)-1].String())
	m.ToStart()
	_, moves = m.Position()
	assert.Empty(t, moves)
	assert.Equal(t, NoAction, m.KeyAction(input.Press{Key: input.KeyLeft}), "Back is off at the start")
	assert.Equal(t, Next, m.KeyAction(input.Press{Key: input.KeyRight}))
	m.Step(1)
	assert.Equal(t, Prev, m.KeyAction(input.Press{Key: input.KeyLeft}))
}

func TestMomentsOfAGame(t *testing.T) {
	m := newModel()
	m.Paste(foulGame)
	wait(t, m, func() bool { _, done, _ := m.Moments(); return m.Phase() == Viewing && done })
	ms, _, err := m.Moments()
	require.NoError(t, err)
	var foul = -1
	for i, mo := range ms {
		if mo.Kind == jobs.FoulPlayed {
			foul = i
		}
	}
	require.GreaterOrEqual(t, foul, 0, "%+v", ms)
	assert.Equal(t, 9, ms[foul].Move)
	assert.Equal(t, "j8", ms[foul].Foul.Point.String())
	m.ToEnd()
	for m.MomentShown() != foul {
		m.Do(NextMoment)
	}
	_, moves := m.Position()
	assert.Len(t, moves, 8, "the foul is shown on the position it was played on")
	v := m.View(msg.English)
	assert.Contains(t, strings.Join(v.Lines, "\n"), "Move 9: Black played a forbidden point, J8 (double-three).")
	assert.Equal(t, rules.DoubleThree, v.Board.Foul(rules.MustPoint("j8")))
	m.Do(Why)
	b, p, ok := m.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, "j8", p.String())
	assert.Equal(t, 8, b.Count(rules.Black)+b.Count(rules.White))
}

func TestBadInputKeepsWhatWasOpen(t *testing.T) {
	m := newModel()
	m.Paste(foulGame)
	wait(t, m, func() bool { return m.Phase() == Viewing })
	m.Load("broken.sgf", []byte("(;GM[4];B[hh];W[hh])"))
	wait(t, m, func() bool { return m.Phase() != Loading })
	assert.Equal(t, Viewing, m.Phase())
	assert.Contains(t, m.Notice().Text(msg.English), "broken.sgf cannot be read: line 1")
	_, moves := m.Position()
	assert.Empty(t, moves)
	assert.Equal(t, 1, m.Games())

	e := newModel()
	e.Paste("h8 zz")
	wait(t, e, func() bool { return e.Phase() != Loading })
	assert.Equal(t, Empty, e.Phase())
	assert.Contains(t, e.Notice().Text(msg.Chinese), "无法读取粘贴的文本")

	// A refused read while a game of a database is shown keeps that game.
	d := newModel()
	d.Load("cup.sgf", []byte(twoGames))
	wait(t, d, func() bool { return d.Phase() == List })
	d.Open(1)
	d.Paste("h8 h8")
	wait(t, d, func() bool { return d.Phase() != Loading })
	assert.Equal(t, Viewing, d.Phase())
	assert.Equal(t, 1, d.GameIndex())
}

func TestSetupRecordIsNotScanned(t *testing.T) {
	m := newModel()
	m.Load("setup.sgf", []byte("(;GM[4]SZ[15]AB[hh][ih]AW[ig];B[jh])"))
	wait(t, m, func() bool { return m.Phase() == Viewing })
	_, done, err := m.Moments()
	assert.True(t, done)
	assert.Equal(t, errSetup, err)
	assert.Contains(t, m.View(msg.English).Lines, msg.T(msg.English, Setup))
	m.ToEnd()
	b, _ := m.Position()
	assert.Equal(t, 3, b.Count(rules.Black))
}

func TestActionIDs(t *testing.T) {
	for a, id := range actionIDs {
		assert.Equal(t, a, ActionOf(id))
	}
}

// A moment's engine line is numbered on from the next move: an imagined
// stone never shares a number with one of the game's (issue 26: the
// line read 1–11 among real stones 1–120).
func TestEngineLineNumberedFromTheNextMove(t *testing.T) {
	m := newModel()
	m.Paste("f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1")
	wait(t, m, func() bool { _, done, _ := m.Moments(); return m.Phase() == Viewing && done })
	ms, _, err := m.Moments()
	require.NoError(t, err)
	m.ToEnd()
	drawn := 0
	for i := range ms {
		for m.MomentShown() != i {
			m.Do(NextMoment)
		}
		_, moves := m.Position()
		v := m.View(msg.English)
		k := 0
		for _, n := range v.Board.Notes {
			if n.Kind != boardview.Imagined {
				continue
			}
			assert.Equal(t, len(moves)+1+k, n.N, "moment %d: the line goes on from move %d", i, len(moves)+1)
			k++
		}
		if k > 0 {
			drawn++
			assert.Contains(t, strings.Join(v.Lines, "\n"), fmt.Sprintf("numbered on from move %d", len(moves)+1))
		}
	}
	assert.Positive(t, drawn, "a moment draws its line: %+v", ms)
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
	m := newModel()
	m.Paste(foulGame)
	wait(t, m, func() bool { return m.Phase() == Viewing })
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang), m.rows(lang))
	}
}
