package practice

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
)

// Every lesson of the curriculum has a practice set of 3 to 5 items, each
// with a task the judge can answer; the same seed makes the same set.
func TestEveryLessonHasAPracticeSet(t *testing.T) {
	for _, l := range lessons.All() {
		t.Run(l.ID, func(t *testing.T) {
			require.True(t, PlanFor(l), "no practice plan for topics %v", l.Topics)
			start := time.Now()
			items := Items(l, 7, Size, nil)
			t.Logf("%d items in %v", len(items), time.Since(start))
			assert.GreaterOrEqual(t, len(items), 3)
			assert.LessOrEqual(t, len(items), 5)
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
				switch pg.Task.Type {
				case lessons.TaskIsForbidden, lessons.TaskLiveOrFalse, lessons.TaskFifthPair:
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

// seeds is how many sets the curriculum tests make per lesson: 50 sets of
// Size items, 200 items.
const seeds = 50

// sets makes the sets of seeds 1..n for lesson l.
func sets(l *lessons.Lesson, n int) [][]lessons.Page {
	out := make([][]lessons.Page, n)
	for s := range out {
		out[s] = Items(l, uint64(s+1), Size, nil)
	}
	return out
}

// Every item practises the lesson's own skill (one of its topics), and
// needs no idea that a later lesson teaches, or that the lesson does not
// build on (lessons.Reach).
func TestPracticeStaysInsideTheCurriculum(t *testing.T) {
	all := lessons.All()
	n := seeds / 5
	if testing.Short() {
		n = 2
	}
	for _, l := range all {
		t.Run(l.ID, func(t *testing.T) {
			taught := map[string]bool{}
			for _, x := range lessons.TaughtBy(all, l) {
				taught[x] = true
			}
			reach := lessons.Reach(all, l)
			kinds := map[string]int{}
			for _, set := range sets(l, n) {
				for i := range set {
					pg := &set[i]
					kinds[pg.Task.Type]++
					id, err := pg.Ideas()
					require.NoError(t, err)
					for _, need := range id.Needs {
						assert.True(t, taught[need], "%s item needs %s, taught in a later lesson (%v)", pg.Task.Type, need, id)
						assert.True(t, reach[need], "%s item needs %s, which the lesson does not build on (%v)", pg.Task.Type, need, id)
					}
					own := false
					for _, p := range id.Practises {
						for _, tp := range l.Topics {
							own = own || p == tp
						}
					}
					assert.True(t, own, "%s item practises none of %v (%v)", pg.Task.Type, l.Topics, id)
				}
			}
			t.Logf("kinds: %v", kinds)
		})
	}
}

// Questions that ask: every yes/no kind of item (is-forbidden,
// live-or-false, fifth-pair) gives each answer 30–70% of the time over
// 200 items of each lesson, so that no lesson's question is always
// answered the same way.
func TestYesNoAnswersAreBalanced(t *testing.T) {
	n := seeds
	if testing.Short() {
		n = 10
	}
	for _, l := range lessons.All() {
		pl, _ := planOf(l)
		asks := false
		for _, k := range pl.kinds {
			asks = asks || k.yesNo()
		}
		if !asks {
			continue
		}
		t.Run(l.ID, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			yes, all := map[string]int{}, map[string]int{}
			for _, set := range sets(l, n) {
				for i := range set {
					pg := &set[i]
					b := pg.Board
					sol, err := pg.Task.Solution(&b)
					require.NoError(t, err)
					switch sol.Choice {
					case "yes", "live", "different":
						yes[pg.Task.Type]++
					case "no", "false", "same":
					default:
						continue
					}
					all[pg.Task.Type]++
				}
			}
			for typ, k := range all {
				share := float64(yes[typ]) / float64(k)
				t.Logf("%s: %d items, yes (live) %.0f%%, made in %v", typ, k, 100*share, time.Since(start))
				assert.GreaterOrEqual(t, share, 0.3, "%s: too few yes (live)", typ)
				assert.LessOrEqual(t, share, 0.7, "%s: too few no (false)", typ)
				assert.GreaterOrEqual(t, k, n, "%s: at least one item a set", typ)
			}
		})
	}
}
