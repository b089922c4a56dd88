package gameviewer

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/fouldrills"
	"renju/game/parts/drillplay"
	"renju/game/services/jobs"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/record"
	"renju/review"
	"renju/rules"
)

// answer gives the judge's answer to the drill on the board (the drill's
// own Answer, which drills.FromBoard derived).
func answer(t *testing.T, d *drillplay.Model) {
	t.Helper()
	cur := d.Drill()
	require.NotNil(t, cur)
	switch cur.Type {
	case drills.IsForbidden:
		if *cur.Answer.Forbidden {
			d.Do(drillplay.AnswerYes)
			require.Equal(t, drillplay.AskingKind, d.Phase())
			d.Do(map[string]drillplay.Action{"double-three": drillplay.AnswerDoubleThree, "double-four": drillplay.AnswerDoubleFour, "overline": drillplay.AnswerOverline}[cur.Answer.Kind])
		} else {
			d.Do(drillplay.AnswerNo)
		}
	case drills.FindAll:
		for _, f := range cur.Answer.Fouls {
			d.Tap(rules.MustPoint(f.Point))
		}
		d.Do(drillplay.Submit)
	case drills.Trap:
		d.Tap(rules.MustPoint(cur.Answer.Points[0]))
		if d.Phase() == drillplay.Asking {
			d.Do(drillplay.Submit)
		}
	default:
		t.Fatalf("a drill of type %s from a game", cur.Type)
	}
	require.Equal(t, drillplay.Feedback, d.Phase(), cur.Type)
}

func TestDrillsFromGame(t *testing.T) {
	m := newModel()
	m.Load("", []byte(foulGame))
	wait(t, m, func() bool { _, done, _ := m.Moments(); return done })
	require.Equal(t, Viewing, m.Phase())

	// The button says what it does, and works once the moments are found.
	v := m.View(msg.English)
	assert.Contains(t, labels(v), "Drills from this game [D]")
	m.Do(m.KeyAction(input.Press{Key: input.KeyD}))
	wait(t, m, func() bool { return m.Phase() == Drills })

	// The game's drills are fouldrills' of its moments, in order.
	moves, _ := rules.ParseMoves(foulGame)
	ms, err := review.Scan(moves, review.Options{MaxNodes: scanNodes})
	require.NoError(t, err)
	var want []jobs.GameDrill
	for _, it := range fouldrills.Items(moves, ms) {
		want = append(want, jobs.GameDrill{Drill: it.Drill, Game: 1, Move: it.Move, Moment: jobs.MomentKind(it.Moment)})
	}
	made, from := m.Made()
	assert.Equal(t, want, made)
	assert.Equal(t, MadeFrom{Games: 1, Of: 1, Game: 1}, from)
	v = m.View(msg.English)
	assert.Equal(t, "Drills from real games", v.Title)
	assert.Equal(t, "2 drills from real games: do them here, or print them.", v.Prompt)
	assert.Equal(t, []string{"Forbidden? ×1 · Find all ×1", "1. Forbidden? · game 1, move 9", "2. Find all · game 1, move 9"}, v.Lines)
	assert.Equal(t, 1, v.Sel)
	// The board shows the drill selected, not its answer: the position
	// before the foul, the point asked about pulsing.
	assert.Equal(t, rules.Black, v.Board.Stones.At(rules.MustPoint("j10")))
	assert.Equal(t, rules.Empty, v.Board.Stones.At(rules.MustPoint("j8")))
	zh := m.View(msg.Chinese)
	assert.Equal(t, "2. 找全禁点 · 第1盘第9手", zh.Lines[2])

	// Do them: a fixed set, answered by the judge, ends at its summary.
	m.Do(PlayMade)
	require.Equal(t, Drilling, m.Phase())
	d := m.Drill()
	require.NotNil(t, d)
	for i := 0; i < len(made); i++ {
		wait(t, m, func() bool { return d.Phase() == drillplay.Asking })
		assert.Equal(t, made[i].Drill, *d.Drill())
		answer(t, d)
		assert.True(t, d.Result().Correct, "drill %d", i+1)
		v = m.View(msg.English)
		require.NotNil(t, v.Drill)
		assert.Equal(t, "Drills from real games", v.Title)
		assert.Equal(t, "Back to the drills", v.Drill.Rows[len(v.Drill.Rows)-1][0].Label)
		d.Do(drillplay.NextDrill)
	}
	assert.Equal(t, drillplay.Summary, d.Phase())
	_, right, total := d.SetProgress()
	assert.Equal(t, [2]int{2, 2}, [2]int{right, total})

	// Esc goes back a step at a time: the drills made, then the game.
	m.Do(m.KeyAction(input.Press{Key: input.KeyEscape}))
	assert.Equal(t, Drills, m.Phase())
	assert.Nil(t, m.Drill())
	m.Do(PrintMade)
	assert.Equal(t, ReqWorksheet, m.TakeRequest())
	assert.Equal(t, "Drills from pasted text", m.SheetTitle(msg.English))
	m.Do(LeaveDrills)
	assert.Equal(t, Viewing, m.Phase())
}

// labels are the buttons' labels, each with its shortcut's key in
// brackets.
func labels(v View) []string {
	var out []string
	for _, r := range v.Rows {
		for _, b := range r {
			if b.Key != "" {
				out = append(out, b.Label+" ["+b.Key+"]")
			} else {
				out = append(out, b.Label)
			}
		}
	}
	return out
}

func TestDrillsFromDatabase(t *testing.T) {
	// Three games: one with set-up stones (cannot be scanned), one with no
	// foul moment, the foul game.
	moves, err := rules.ParseMoves(foulGame)
	require.NoError(t, err)
	file := `(;GM[4]SZ[15]AB[hh]AW[ig];B[ih])
(;GM[4]SZ[15];B[hh];W[ig];B[ih])
` + string(record.WriteSGF(record.FromMoves(moves)))
	m := newModel()
	m.Load("three.sgf", []byte(file))
	wait(t, m, func() bool { return m.Phase() == List })
	assert.Contains(t, labels(m.View(msg.English)), "Drills from these games [D]")
	m.Do(DrillsFromGames)
	assert.Equal(t, Making, m.Phase())
	assert.Contains(t, m.View(msg.English).Prompt, "Looking for drills: game ")
	wait(t, m, func() bool { return m.Phase() == Drills })
	made, from := m.Made()
	assert.Equal(t, MadeFrom{Games: 3, Of: 3, Failed: 1}, from)
	require.NotEmpty(t, made)
	for _, it := range made {
		assert.Equal(t, 3, it.Game)
	}
	v := m.View(msg.English)
	assert.Equal(t, "From 3 of 3 games · 1 could not be scanned (set-up stones or passes)", v.Status)
	assert.Equal(t, "Drills from three.sgf", m.SheetTitle(msg.English))
	// Back: to the list.
	assert.Contains(t, labels(v), "Back to the games")
	m.Do(LeaveDrills)
	assert.Equal(t, List, m.Phase())

	// The filter chooses the games: none of these two gives a drill.
	m.SetFilter("")
	m.CycleResult() // Black won: none
	m.CycleResult() // White won: none either (no RE)
	m.CycleResult() // draws
	m.CycleResult() // all
	m.Select(-5)
	m.SetFilter("no such player")
	m.Do(DrillsFromGames)
	assert.Equal(t, List, m.Phase(), "no game shown: nothing to look through")
	m.SetFilter("")
	lines := strings.SplitAfter(file, "\n")
	m.Load("two.sgf", []byte(lines[0]+lines[1])) // the first two games only
	wait(t, m, func() bool { return m.Phase() == List })
	m.Do(DrillsFromGames)
	wait(t, m, func() bool { return m.Phase() != Making })
	assert.Equal(t, List, m.Phase())
	assert.Equal(t, "No drills: the foul moments of the games looked at (2) give no position to ask about.", m.Notice().Text(msg.English))
}

// A database is looked through until it has given MaxDrills drills, and
// Stop keeps what was found.
func TestDrillsStopAndCap(t *testing.T) {
	var sb strings.Builder
	for i := 0; i < 40; i++ {
		sb.WriteString(foulGame + "\n")
	}
	// The same game forty times gives its two drills once: duplicates are
	// dropped across the file.
	m := newModel()
	m.Load("same.txt", []byte(sb.String()))
	wait(t, m, func() bool { return m.Phase() == List })
	m.Do(DrillsFromGames)
	wait(t, m, func() bool { return m.Phase() == Drills })
	made, from := m.Made()
	assert.Len(t, made, 2)
	assert.Equal(t, 40, from.Games)

	// A stopped search keeps what it found: stopped once the first
	// batch is answered, it ends with that batch's drills (and the next
	// one's, if it was answered before the Cancel), and no more.
	m.Do(LeaveDrills)
	m.Do(DrillsFromGames)
	wait(t, m, func() bool {
		if done, _, _ := m.MakingProgress(); done >= batchGames && m.Phase() == Making {
			m.Do(LeaveDrills) // Stop
		}
		return m.Phase() != Making
	})
	require.Equal(t, Drills, m.Phase())
	made, from = m.Made()
	assert.Len(t, made, 2)
	assert.Contains(t, []int{batchGames, 2 * batchGames}, from.Games)
	assert.Equal(t, 40, from.Of)

	// A new file forgets the drills.
	m.Load("", []byte(foulGame))
	wait(t, m, func() bool { return m.Phase() == Viewing })
	made, _ = m.Made()
	assert.Empty(t, made)
}

// A record with a pass, or with set-up stones, is shown but not scanned,
// and says why; it gives no drills.
func TestNotScanned(t *testing.T) {
	for file, want := range map[string]string{
		"(;GM[4]SZ[15];B[hh];W[];B[ih])":   "This record has a pass, or two moves of one colour in a row, so its foul moments are not looked for.",
		"(;GM[4]SZ[15];B[hh];B[ih])":       "This record has a pass, or two moves of one colour in a row, so its foul moments are not looked for.",
		"(;GM[4]SZ[15]AB[aa];W[hh];B[ih])": "This record starts from set-up stones, so its foul moments are not looked for.",
	} {
		m := newModel()
		m.Load("", []byte(file))
		wait(t, m, func() bool { _, done, _ := m.Moments(); return m.Phase() == Viewing && done })
		assert.Contains(t, m.View(msg.English).Lines, want, file)
		assert.Contains(t, labels(m.View(msg.English)), "Drills from this game [D]")
		m.Do(DrillsFromGames) // off: nothing happens
		m.Do(m.KeyAction(input.Press{Key: input.KeyD}))
		assert.Equal(t, Viewing, m.Phase(), file)
	}
}
