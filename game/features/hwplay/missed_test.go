package hwplay

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// The result screen lists the drills missed, each a button that opens
// it again with its answer and walk; Escape comes back to the result.
// (It said only "Missed: 1 other", a dead end.)
func TestResultOpensMissedDrills(t *testing.T) {
	hw := sample(t)
	m := New(hw, lessons.All(), gen())
	require.NoError(t, m.SetName("Li Wei"))
	m.StartDrills()
	var missed []drills.Drill
	for i := range hw.Drills.Count {
		d := waitDrill(t, m)
		wrong := i == 1 || i == 4
		if wrong && d.Type == drills.FindAll && len(d.Answer.Fouls) == 0 {
			wrong = false // nothing to miss by marking nothing
		}
		if wrong {
			missed = append(missed, *d)
		}
		answer(t, m, !wrong)
		m.Drill().Do(drillplay.NextDrill)
		m.Poll()
	}
	require.NotEmpty(t, missed)
	require.Equal(t, Finished, m.Phase())
	desk := &Desk{}
	desk.Show(m)

	v := m.View(msg.English)
	assert.Equal(t, "Open a missed drill below to see its answer and walk it.", v.Lines[len(v.Lines)-1])
	var ids []string
	for _, row := range v.Rows {
		for _, b := range row {
			ids = append(ids, b.ID)
		}
	}
	want := []string{}
	for i := range missed {
		want = append(want, "drill.missed."+string(rune('0'+i)))
	}
	assert.Equal(t, append(want, "hw.copy", "hw.overview"), ids, "the missed drills, then the homework's buttons")

	st := pageapi.State{}
	desk.PageState(&st)
	data, err := json.Marshal(st.Details[PageKey])
	require.NoError(t, err)
	var hs State
	require.NoError(t, json.Unmarshal(data, &hs))
	require.Len(t, hs.Missed, len(missed))
	assert.Equal(t, missed[0].Position, hs.Missed[0].Position)
	assert.Equal(t, -1, hs.Open)

	desk.Press("drill.missed.0")
	v = m.View(msg.English)
	require.NotNil(t, v.Drill, "the missed drill is on the board")
	assert.Equal(t, missed[0].Position, rules.FormatStones(&v.Drill.Board))
	assert.True(t, v.Drill.Graded)
	assert.NotEmpty(t, v.Drill.Marks)
	desk.PageState(&st)
	data, _ = json.Marshal(st.Details[PageKey])
	require.NoError(t, json.Unmarshal(data, &hs))
	assert.Equal(t, 0, hs.Open)

	desk.Key(input.Press{Key: input.KeyW})
	w, ok := desk.TakeWalk()
	require.True(t, ok, "its walk opens")
	assert.Equal(t, rules.Empty, w.Board.At(w.Point))

	desk.Key(input.Press{Key: input.KeyEscape})
	assert.Equal(t, Finished, m.Phase())
	assert.Nil(t, m.View(msg.English).Drill, "back on the result screen")
	assert.NotEmpty(t, m.Code(), "the code is still there")
	desk.Key(input.Press{Key: input.KeyEscape})
	assert.Equal(t, Overview, m.Phase(), "Escape again: the homework's page")
}
