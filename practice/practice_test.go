package practice

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// Every lesson of the curriculum has a practice set of 3 to 5 items, each
// with a task the judge can answer; the same seed makes the same set.
func TestEveryLessonHasAPracticeSet(t *testing.T) {
	for _, l := range lessons.All() {
		t.Run(l.ID, func(t *testing.T) {
			require.True(t, PlanFor(l), "no practice plan for topics %v", l.Topics)
			start := time.Now()
			items := set(l, 7) // Items(l, 7, Size, nil), made once for every test
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

// seeds is how many sets the curriculum tests make per lesson: 50 sets of
// Size items, 200 items.
const seeds = 50

// sets makes the sets of seeds 1..n for lesson l (set).
func sets(l *lessons.Lesson, n int) [][]lessons.Page {
	out := make([][]lessons.Page, n)
	for s := range out {
		out[s] = set(l, uint64(s+1))
	}
	return out
}

// set is lesson l's set of seed, made once and shared by the tests: the
// curriculum's 50 sets, the hints' first 4 and the realism test's count
// are the same sets (one test's work is the others').
func set(l *lessons.Lesson, seed uint64) []lessons.Page {
	madeMu.Lock()
	m, ok := made[madeKey{l.ID, seed}]
	if !ok {
		m = &madeSet{}
		made[madeKey{l.ID, seed}] = m
	}
	madeMu.Unlock()
	m.once.Do(func() { m.set = Items(l, seed, Size, nil) })
	return m.set
}

// asksYesNo reports whether lesson l's practice asks a yes/no question.
func asksYesNo(l *lessons.Lesson) bool {
	pl, _ := planOf(l)
	for _, k := range pl.kinds {
		if k.yesNo() {
			return true
		}
	}
	return false
}

type madeKey struct {
	lesson string
	seed   uint64
}

type madeSet struct {
	once sync.Once
	set  []lessons.Page
}

var (
	madeMu sync.Mutex
	made   = map[madeKey]*madeSet{}
)

// Every item practises the lesson's own skill (one of its topics), and
// needs no idea that a later lesson teaches, or that the lesson does not
// build on (lessons.Reach).
func TestPracticeStaysInsideTheCurriculum(t *testing.T) {
	all := lessons.All()
	for _, l := range all {
		// The 50 sets of the yes/no test where there are (made once), 10
		// elsewhere: the slowest kinds (defend-trap, multi-kill) ask no
		// yes or no.
		n := 10
		if asksYesNo(l) {
			n = seeds
		}
		if testing.Short() {
			n = 2
		}
		t.Run(l.ID, func(t *testing.T) {
			t.Parallel()
			taught := map[string]bool{}
			for _, x := range lessons.TaughtBy(all, l) {
				taught[x] = true
			}
			reach := lessons.Reach(all, l)
			kinds := map[string]int{}
			for _, set := range sets(l, n) {
				assert.GreaterOrEqual(t, len(set), 3, "a set has 3 to 5 items")
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
		if !asksYesNo(l) {
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

// The hints are true of every item they are attached to, and do not say
// the answer: before the fouls no hint speaks of them; "count the threes"
// goes with points that make a three; "two threats at once" with White
// moves that make two; no hint of a live-or-false item says live or
// false. Four sets of each lesson (one under -short).
func TestHintsAreTrue(t *testing.T) {
	all := lessons.All()
	hintOf := func(id msg.ID) string { return msg.T(msg.English, id) }
	n := 4
	if testing.Short() {
		n = 1
	}
	for _, l := range all {
		reach := lessons.Reach(all, l)
		for _, set := range sets(l, n) {
			for i := range set {
				pg := &set[i]
				tk := pg.Task
				b := pg.Board
				en, zh := tk.Hint.EN, tk.Hint.ZH
				where := l.ID + " " + tk.Type + ": " + en
				if !reach["double-three"] {
					assert.NotContains(t, strings.ToLower(en), "forbid", where)
					assert.NotContains(t, zh, "禁", where)
				}
				switch en {
				case hintOf(msg.PracticeHintThreeEarly), hintOf(msg.PracticeHintThreeBlocked):
					assert.False(t, reach["false-three-forbidden"], where)
				case hintOf(msg.PracticeHintForbiddenThrees):
					tr, err := rules.Explain(&b, tk.Point, rules.Black)
					require.NoError(t, err)
					threes := 0
					for _, ln := range tr.Lines {
						if ln.Shape == rules.ShapeThree || ln.Shape == rules.ShapeFalseThree {
							threes++
						}
					}
					assert.Positive(t, threes, "%s: A makes a three to count", where)
				case hintOf(msg.PracticeHintMultiKill):
					sol, err := tk.Solution(&b)
					require.NoError(t, err)
					for _, w := range sol.Points {
						assert.GreaterOrEqual(t, lessons.Threats(&b, w), 2, "%s: %s makes two threats at once", where, w)
					}
				}
				if tk.Type == lessons.TaskLiveOrFalse {
					for _, word := range []string{"live", "false"} {
						assert.NotContains(t, strings.ToLower(en), word, where)
					}
					assert.NotContains(t, zh, "活三", where)
				}
				if tk.Type == lessons.TaskIsForbidden {
					assert.NotContains(t, en, "is forbidden", where)
					assert.NotContains(t, en, "is legal", where)
				}
			}
		}
	}
}
