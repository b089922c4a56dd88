package drillplay

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/rules"
)

// roundWithMisses plays a round of typ, answering drills wrong where
// wrong says (by their place from 0), and returns the drills missed.
func roundWithMisses(t *testing.T, typ string, wrong map[int]bool) (*Model, []drills.Drill) {
	t.Helper()
	m := start(t, typ, 1, 7)
	var missed []drills.Drill
	for i := 0; i < RoundLen; i++ {
		require.Equal(t, Asking, m.Phase(), "drill %d", i+1)
		if wrong[i] {
			missed = append(missed, *m.Drill())
			b, _ := rules.ParseStones(m.Drill().Position)
			wrongAnswer(m, &b)
			require.False(t, m.Result().Correct)
		} else {
			rightAnswer(m)
		}
		m.Do(NextDrill)
		wait(t, m)
	}
	require.Equal(t, Summary, m.Phase())
	return m, missed
}

// The summary lists exactly the drills missed, in order, each a button;
// opening one shows it again as its feedback did, with its walk; Back
// (and Escape) comes back to the summary.
func TestSummaryListsMissedDrills(t *testing.T) {
	for _, typ := range drills.Types {
		t.Run(typ, func(t *testing.T) {
			m, missed := roundWithMisses(t, typ, map[int]bool{1: true, 4: true, 8: true})
			require.Equal(t, missed, m.Missed())

			v := m.View(msg.English)
			assert.Equal(t, "Open a missed drill below to see its answer and walk it.", v.Lines[len(v.Lines)-1])
			var ids []string
			for _, row := range v.Rows {
				for _, b := range row {
					ids = append(ids, b.ID)
				}
			}
			assert.Equal(t, []string{"drill.missed.0", "drill.missed.1", "drill.missed.2", "drill.next", "drill.menu"}, ids)
			assert.Contains(t, v.Rows[0][1].Label, "5. "+TypeName(msg.English, typ), "the drill's place in the round")

			for i, d := range missed {
				m.Do(ActionOf("drill.missed." + string(rune('0'+i))))
				require.Equal(t, Review, m.Phase())
				assert.Equal(t, i, m.Opened())
				v := m.View(msg.English)
				assert.Equal(t, d.Position, rules.FormatStones(&v.Board), "its position")
				assert.True(t, v.Graded)
				assert.False(t, v.Correct)
				assert.NotEmpty(t, v.Detail, "the right answer is said")
				assert.NotEmpty(t, v.Marks, "and marked")
				w, ok := m.WalkTarget()
				require.True(t, ok, "its walk is offered")
				assert.Equal(t, rules.Empty, w.Board.At(w.Point))
				assert.Equal(t, "drill.walk", v.Rows[0][0].ID)
				m.Do(m.KeyAction(input.Press{Key: input.KeyW}))
				got, ok := m.TakeWalk()
				require.True(t, ok)
				assert.Equal(t, w, got)
				ps := m.PageState()
				assert.Equal(t, "review", ps.Phase)
				assert.Equal(t, i, ps.Open)
				m.Do(m.KeyAction(input.Press{Key: input.KeyEscape}))
				require.Equal(t, Summary, m.Phase(), "Escape comes back to the summary")
				assert.Equal(t, -1, m.Opened())
			}

			// Stepping goes round the misses.
			m.Do(OpenMissed + 2)
			require.Equal(t, 2, m.Opened())
			m.Do(m.KeyAction(input.Press{Key: input.KeyRight}))
			assert.Equal(t, 0, m.Opened())
			m.Do(m.KeyAction(input.Press{Key: input.KeyLeft}))
			assert.Equal(t, 2, m.Opened())
			m.Do(ActionOf("drill.missed.back"))
			require.Equal(t, Summary, m.Phase())

			// A new round starts with none.
			m.Do(NextDrill)
			wait(t, m)
			assert.Empty(t, m.Missed())
		})
	}
}

func TestSummaryNoMisses(t *testing.T) {
	m, _ := roundWithMisses(t, drills.IsForbidden, nil)
	assert.Empty(t, m.Missed())
	v := m.View(msg.English)
	assert.Len(t, v.Rows, 1, "only New round and Menu")
	m.OpenMiss(0)
	assert.Equal(t, Summary, m.Phase(), "nothing to open")
}

// state() reports the misses and the one open, for the browser tests.
func TestMissedPageState(t *testing.T) {
	m, missed := roundWithMisses(t, drills.IsForbidden, map[int]bool{0: true, 9: true})
	ps := m.PageState()
	assert.Equal(t, -1, ps.Open)
	require.Len(t, ps.Missed, 2)
	assert.Equal(t, MissedState{N: 1, Type: drills.IsForbidden, Position: missed[0].Position, Point: missed[0].Point}, ps.Missed[0])
	assert.Equal(t, 10, ps.Missed[1].N)
	m.OpenMiss(1)
	data, err := json.Marshal(m.PageState())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"phase":"review"`)
	assert.Contains(t, string(data), `"open":1`)
}

// A set (a homework's) lists its misses at its summary too, numbered by
// their place in the set.
func TestSetSummaryListsMisses(t *testing.T) {
	ds := []drills.Drill{}
	m := start(t, drills.IsForbidden, 1, 3)
	for range 3 {
		ds = append(ds, *m.Drill())
		rightAnswer(m)
		m.Do(NextDrill)
		wait(t, m)
	}
	s := NewGiven(ds, 1)
	for i := range ds {
		require.Equal(t, Asking, s.Phase())
		if i == 1 {
			b, _ := rules.ParseStones(s.Drill().Position)
			wrongAnswer(s, &b)
		} else {
			rightAnswer(s)
		}
		s.Do(NextDrill)
		s.Poll()
	}
	require.Equal(t, Summary, s.Phase())
	require.Equal(t, []drills.Drill{ds[1]}, s.Missed())
	v := s.View(msg.English)
	require.Len(t, v.Rows, 1)
	assert.Equal(t, "drill.missed.0", v.Rows[0][0].ID)
	assert.Contains(t, v.Rows[0][0].Label, "2. ")
	s.Do(OpenMissed)
	require.Equal(t, Review, s.Phase())
	_, ok := s.WalkTarget()
	assert.True(t, ok)
	ids := []string{}
	for _, row := range s.View(msg.English).Rows {
		for _, b := range row {
			ids = append(ids, b.ID)
		}
	}
	assert.Equal(t, []string{"drill.walk", "drill.missed.back"}, ids, "one miss: nothing to step to")
}
