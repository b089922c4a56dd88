package lessons

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuestionOfEveryTask: every task of the curriculum, of every type,
// is kept as a question that builds back to the same task on the same
// stones, marks and moves, reads back from its saved JSON, and finds its
// page again (Source).
func TestQuestionOfEveryTask(t *testing.T) {
	kinds := map[string]int{}
	for _, l := range All() {
		for i := range l.Pages {
			pg := &l.Pages[i]
			if pg.Task == nil {
				continue
			}
			q, err := QuestionOf(l.ID, i+1, pg)
			require.NoError(t, err, "%s page %d", l.ID, i+1)
			kinds[q.Kind]++
			var back Question
			b, _ := json.Marshal(q)
			require.NoError(t, json.Unmarshal(b, &back))
			built, err := back.Build()
			require.NoError(t, err, "%s page %d: %s", l.ID, i+1, b)
			assert.Equal(t, pg.Board, built.Board, "%s page %d", l.ID, i+1)
			assert.Equal(t, pg.Moves, built.Moves, "%s page %d", l.ID, i+1)
			if len(pg.Marks) > 0 {
				assert.Equal(t, pg.Marks, built.Marks, "%s page %d", l.ID, i+1)
			}
			want := *pg.Task
			want.Line, want.Hint, want.Stated = 0, Text{}, nil
			assert.Equal(t, want, *built.Task, "%s page %d", l.ID, i+1)
			assert.Equal(t, q.Key(), back.Key())
			_, src, ok := back.Source()
			assert.True(t, ok && src == pg, "%s page %d: its page is not found again", l.ID, i+1)
		}
	}
	// Every type but those only the practice asks (the review's tests
	// keep one of each type: game/features/lessonplay).
	for _, tt := range taskTypes {
		practiceOnly := tt.name == TaskDefendTrap || tt.name == TaskMultiKill || tt.name == TaskFifthPair
		assert.Equal(t, practiceOnly, kinds[tt.name] == 0, "%s: asked by %d lesson pages", tt.name, kinds[tt.name])
	}
}

// TestQuestionRefused: a question that cannot be asked says why.
func TestQuestionRefused(t *testing.T) {
	good := Question{Lesson: "three", Page: 5, Kind: TaskLiveOrFalse, Position: "B:j6,k5 W:h6,j8,l4", Point: "i7", Dir: "anti-diagonal", Marks: "A=i7"}
	_, err := good.Build()
	require.NoError(t, err)
	for _, c := range []struct {
		change func(*Question)
		want   string
	}{
		{func(q *Question) { q.Kind = "guess" }, `the task type "guess" is unknown`},
		{func(q *Question) { q.Position = "B:z99" }, "the position: "},
		{func(q *Question) { q.Point = "" }, "asks about a point: none given"},
		{func(q *Question) { q.Point = "j6" }, "J6 is not empty"},
		{func(q *Question) { q.Dir = "sideways" }, `line "sideways"`},
		{func(q *Question) { q.Marks = "A=j6" }, "is on a stone"},
		{func(q *Question) { q.Marks = "Ah8" }, "want a letter"},
		{func(q *Question) { q.Moves = []string{"a1"} }, "A1 is not on the board"},
		{func(q *Question) { q.Pair = "a1" }, "takes no second point"},
		{func(q *Question) { q.Dir = "horizontal" }, "makes no three on the horizontal line"},
	} {
		q := good
		c.change(&q)
		_, err := q.Build()
		if assert.Error(t, err, "%+v", q) {
			assert.Contains(t, err.Error(), c.want)
		}
	}
	// A practice item has no page to find.
	_, _, ok := Question{Lesson: "three", Kind: TaskClickFive, Position: "B:h8,h9,h10,h11 W:a1,a2,a3"}.Source()
	assert.False(t, ok)
}
