package coach

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/parts/skill"
	"renju/game/services/jobs/serve"
	"renju/job"
	"renju/rules"
)

var _ drillplay.Chooser = (*Source)(nil)

// The fake maker's four is-forbidden patterns around H8 and their cells.
var patterns = []struct {
	black  [][2]int // offsets from H8
	forbid bool
	kind   string
	cell   skill.Cell
}{
	{[][2]int{{-1, 0}}, false, "", cellOf(drills.IsForbidden, skill.KindNone, 0)},
	{[][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}, true, "double-three", cellOf(drills.IsForbidden, "double-three", 1)},
	{[][2]int{{-3, 0}, {-2, 0}, {-1, 0}, {0, -3}, {0, -2}, {0, -1}}, true, "double-four", cellOf(drills.IsForbidden, "double-four", 0)},
	{[][2]int{{-3, 0}, {-2, 0}, {-1, 0}, {1, 0}, {2, 0}}, true, "overline", cellOf(drills.IsForbidden, "overline", 0)},
}

// fakeMaker makes is-forbidden drills of the patterns, each in a position
// of its own (White's stones on the edges number them), and now and then
// one it made before (repeat).
type fakeMaker struct {
	rng    *rand.Rand
	repeat float64
	n      int
	made   []drills.Drill
}

func newFake(seed uint64, repeat float64) *fakeMaker {
	return &fakeMaker{rng: rand.New(rand.NewPCG(seed, 7)), repeat: repeat}
}

func (f *fakeMaker) Next(typ string, level int) (drills.Drill, error) {
	if len(f.made) > 0 && f.rng.Float64() < f.repeat {
		return f.made[f.rng.IntN(len(f.made))], nil
	}
	pat := patterns[f.rng.IntN(len(patterns))]
	var b rules.Board
	h8 := rules.MustPoint("h8")
	for _, o := range pat.black {
		b.Set(rules.Point{Col: h8.Col + o[0], Row: h8.Row + o[1]}, rules.Black)
	}
	n := f.n
	f.n++
	b.Set(rules.Point{Col: n % 15, Row: 0}, rules.White)
	b.Set(rules.Point{Col: n / 15 % 15, Row: 14}, rules.White)
	b.Set(rules.Point{Col: 0, Row: 2 + n/225%11}, rules.White)
	b.Set(rules.Point{Col: 14, Row: 2 + n/2475%11}, rules.White)
	forbid := pat.forbid
	d := drills.Drill{Type: drills.IsForbidden, Level: 1, Position: rules.FormatStones(&b), Point: "h8", ToMove: "black",
		Answer: drills.Answer{Forbidden: &forbid, Kind: pat.kind}}
	f.made = append(f.made, d)
	return d, nil
}

// The fake's patterns fall in the cells they are meant for.
func TestFakeCells(t *testing.T) {
	f := newFake(1, 0)
	for i := 0; i < 40; i++ {
		d, _ := f.Next(drills.IsForbidden, 1)
		c, err := Classify(d)
		require.NoError(t, err)
		found := false
		for _, p := range patterns {
			found = found || (p.cell == c && p.kind == d.Answer.Kind)
		}
		assert.True(t, found, "%s %s", d.Position, c)
	}
}

// rated is a coach whose ratings order the fake's cells: double-three the
// weakest, then overline, double-four, and legal the strongest.
func rated() *Coach {
	c := New()
	c.rec.Tallies[drills.IsForbidden] = skill.Tally{Right: 30, Total: 40}
	for i, r := range []int{1400, 700, 1200, 1100} {
		c.rec.Ratings[patterns[i].cell.Key()] = skill.Rating{R: r, N: 10}
	}
	return c
}

// About 70% of the choices go to the weakest third of the cells the bank
// offers (when it offers more than the weakest), over many seeded draws.
func TestPickLeansToWeakCells(t *testing.T) {
	c := rated()
	s := NewSource(newFake(2, 0), c, 3)
	s.Budget = 0 // counts made exactly, however slow the machine
	weak, choices := 0, 0
	s.onPick = func(cands []skill.Cell, chosen skill.Cell) {
		k := skill.WeakCount(len(cands))
		if k == len(cands) {
			return
		}
		choices++
		for _, w := range c.rec.Ratings.Weakest(cands)[:k] {
			if w == chosen {
				weak++
			}
		}
	}
	for i := 0; i < 4000; i++ {
		_, err := s.Next(drills.IsForbidden, 1)
		require.NoError(t, err)
	}
	share := float64(weak) / float64(choices)
	t.Logf("%d of %d choices (%.3f) from the weakest third", weak, choices, share)
	assert.Greater(t, choices, 3000)
	assert.InDelta(t, skill.WeakShare, share, 0.03)
}

// The weakest cell is asked more often than the maker makes it, the
// strongest less: the bank drops what waits too long.
func TestWeakCellAskedMore(t *testing.T) {
	c := rated()
	s := NewSource(newFake(4, 0), c, 5)
	s.Budget = 0 // counts made exactly, however slow the machine
	asked := map[skill.Cell]int{}
	const n = 4000
	for i := 0; i < n; i++ {
		d, err := s.Next(drills.IsForbidden, 1)
		require.NoError(t, err)
		cell, err := Classify(d)
		require.NoError(t, err)
		asked[cell]++
	}
	weakest, strongest := patterns[1].cell, patterns[0].cell
	t.Logf("asked of %d: %v (made %d, dropped %d)", n, asked, s.Made, s.Dropped)
	made := 1.0 / float64(len(patterns)) // the fake makes each pattern as often
	assert.Greater(t, float64(asked[weakest])/n, made+0.1, "the weakest cell is asked more than made")
	assert.Less(t, float64(asked[strongest])/n, made-0.05, "the strongest cell is asked less than made")
	assert.Positive(t, asked[strongest], "variety: the strongest cell is still asked")
	assert.Equal(t, BankMake*n-1, s.Made, "BankMake drills a call, one the first")
	assert.Zero(t, s.Stale)
}

// No position is asked twice in a session, even when the maker repeats.
func TestNoPositionTwice(t *testing.T) {
	s := NewSource(newFake(6, 0.3), New(), 7)
	seen := map[string]bool{}
	for i := 0; i < 1500; i++ {
		typ := drills.IsForbidden
		level := 1 + i%2 // two banks, one session
		d, err := s.Next(typ, level)
		require.NoError(t, err)
		require.False(t, seen[d.Position], "asked twice: %s", d.Position)
		seen[d.Position] = true
	}
	assert.Positive(t, s.Stale, "the maker repeated itself")
}

// A maker that only repeats itself runs dry: an error, not a repeat.
func TestRunsDry(t *testing.T) {
	f := newFake(8, 0)
	s := NewSource(f, New(), 9)
	d, err := s.Next(drills.IsForbidden, 1)
	require.NoError(t, err)
	f.repeat = 1
	f.made = []drills.Drill{d}
	_, err = s.Next(drills.IsForbidden, 1)
	assert.Error(t, err)
}

// The first drill of a type and level costs one drill made; the bank then
// grows by one a call to BankSize, and then drops one a call.
func TestBankFills(t *testing.T) {
	s := NewSource(newFake(10, 0), New(), 11)
	s.Budget = 0 // counts made exactly, however slow the machine
	var sizes []int
	s.onPick = func(cands []skill.Cell, _ skill.Cell) {}
	for i := 0; i < 6; i++ {
		_, err := s.Next(drills.FindAll, 1) // the fake makes is-forbidden drills whatever it is asked
		require.NoError(t, err)
		sizes = append(sizes, len(s.banks[bankKey{drills.FindAll, 1}]))
	}
	assert.Equal(t, []int{0, 1, 2, 3, 3, 3}, sizes)
	assert.Equal(t, 11, s.Made)
	assert.Equal(t, 2, s.Dropped)
}

// The Drills screen's model plays through the coach's source, its drills
// made in the worker, and the answers reach the coach (go test -race).
func TestThroughDrillplay(t *testing.T) {
	c := New()
	src := NewSource(nil, c, 12) // the worker makes the drills
	m := drillplay.New(job.NewClient(job.NewLocal(serve.New())), drillplay.Options{Seed: 12, Curated: true, Chooser: src})
	t.Cleanup(m.Leave)
	m.ChooseType(drills.IsForbidden)
	m.Start()
	seen := map[string]bool{}
	for i := 0; i < drillplay.RoundLen; i++ {
		deadline := time.Now().Add(60 * time.Second)
		for m.Phase() == drillplay.Preparing {
			require.True(t, time.Now().Before(deadline), "no drill")
			time.Sleep(time.Millisecond)
			m.Poll()
		}
		require.Equal(t, drillplay.Asking, m.Phase(), "%v", m.Notice())
		d := m.Drill()
		require.False(t, seen[d.Position])
		seen[d.Position] = true
		m.No()
		if m.Phase() == drillplay.AskingKind {
			m.Kind("overline")
		}
		require.Equal(t, drillplay.Feedback, m.Phase())
		cell, _ := c.Answer(d, m.Result().Correct)
		want, err := Classify(*d)
		require.NoError(t, err)
		assert.Equal(t, want, cell, "the cell the source filed it in")
		m.Next()
	}
	assert.Equal(t, drillplay.RoundLen, c.Tally(drills.IsForbidden).Total)
	assert.Positive(t, src.Made, "the source chose among the worker's drills")
}

// slowMaker takes step of the fake clock per drill.
type slowMaker struct {
	*fakeMaker
	clock *time.Time
	step  time.Duration
}

func (m slowMaker) Next(typ string, level int) (drills.Drill, error) {
	*m.clock = m.clock.Add(m.step)
	return m.fakeMaker.Next(typ, level)
}

// Where one drill takes the whole budget, a call makes just that one: the
// bank adds no wait; quick drills fill it.
func TestBudget(t *testing.T) {
	clock := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		step time.Duration
		made int
	}{{DefaultBudget, 10}, {DefaultBudget / 3, 19}} {
		s := NewSource(slowMaker{newFake(14, 0), &clock, c.step}, New(), 14)
		s.now = func() time.Time { return clock }
		for i := 0; i < 10; i++ {
			_, err := s.Next(drills.Trap, 3)
			require.NoError(t, err)
		}
		assert.Equal(t, c.made, s.Made, "a drill of %v", c.step)
	}
}

// Drills the worker makes again are not handed out: Choose says to ask
// again, and gives up with an error after maxStale in a row.
func TestChooseAsksAgainOnRepeats(t *testing.T) {
	f := newFake(16, 0)
	s := NewSource(nil, New(), 17)
	d, _ := f.Next(drills.IsForbidden, 1)
	got, ok, err := s.Choose(drills.IsForbidden, 1, []drills.Drill{d})
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, d, got)
	n, _ := s.Want(drills.IsForbidden, 1)
	assert.Equal(t, BankMake, n, "after the first, a bank")
	for i := 0; i < maxStale; i += BankMake {
		_, ok, err = s.Choose(drills.IsForbidden, 1, []drills.Drill{d, d})
		if i+BankMake < maxStale {
			require.NoError(t, err)
			require.False(t, ok, "a repeat is never handed out")
		}
	}
	assert.False(t, ok)
	assert.ErrorContains(t, err, "not yet asked")
}
