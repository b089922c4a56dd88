package practice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// Every lesson of the curriculum has a practice set of 3 to 5 items, each
// with a task the judge can answer, whose fouls are ones the lesson has
// taught; the same seed makes the same set.
func TestEveryLessonHasAPracticeSet(t *testing.T) {
	for _, l := range lessons.All() {
		t.Run(l.ID, func(t *testing.T) {
			require.True(t, PlanFor(l), "no practice plan for topics %v", l.Topics)
			items := Items(l, 7, Size, nil)
			assert.GreaterOrEqual(t, len(items), 3)
			assert.LessOrEqual(t, len(items), 5)
			pl, _ := planOf(l)
			for i := range items {
				pg := &items[i]
				require.NotNil(t, pg.Task)
				assert.False(t, pg.Task.Hint.IsZero())
				assert.NotEmpty(t, pg.Text.EN)
				assert.NotEmpty(t, pg.Text.ZH)
				b := pg.Board
				sol, err := pg.Task.Solution(&b)
				require.NoError(t, err, "item %d (%s)", i+1, pg.Task.Type)
				assert.False(t, sol.Choice == "" && len(sol.Points) == 0 && pg.Task.Type != lessons.TaskFindAll, "item %d has an answer", i+1)
				if pg.Task.Type == lessons.TaskIsForbidden {
					tr, err := rules.Explain(&b, pg.Task.Point, rules.Black)
					require.NoError(t, err)
					assert.True(t, foulMet(pl.fouls, tr.Kind), "item %d asks about a %s", i+1, tr.Kind)
					assert.Equal(t, 'A', pg.Marks[pg.Task.Point], "the point asked about is marked A")
				}
			}
			again := Items(l, 7, Size, nil)
			assert.Equal(t, len(items), len(again))
			for i := range items {
				assert.Equal(t, items[i].Board, again[i].Board, "the same seed, the same set")
			}
		})
	}
}

// A set is made in the background and picked up when ready.
func TestPending(t *testing.T) {
	l := lessons.All()[0]
	p := Start(l, 3, Size, nil)
	var items []lessons.Page
	for ok := false; !ok; {
		items, ok = p.Ready()
	}
	assert.Len(t, items, Size)
	again, ok := p.Ready()
	assert.True(t, ok)
	assert.Equal(t, items, again)
	var none *Pending
	_, ok = none.Ready()
	assert.False(t, ok)
}

// A set abandoned (the learner left the lesson) is never reported.
func TestPendingStopped(t *testing.T) {
	var l *lessons.Lesson
	for _, x := range lessons.All() {
		if x.ID == "recursion" {
			l = x
		}
	}
	require.NotNil(t, l)
	p := Start(l, 5, Size, nil)
	p.Stop()
	_, ok := p.Ready()
	assert.False(t, ok)
	var none *Pending
	none.Stop()
}
