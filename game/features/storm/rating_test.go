package storm

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/skill"
)

func TestCellKeys(t *testing.T) {
	for _, typ := range skill.Types {
		cells := skill.AllCells(typ)
		assert.Len(t, cells, len(skill.Kinds)*skill.Bands)
		for _, c := range cells {
			back, ok := skill.ParseCell(c.Key())
			require.True(t, ok, c.Key())
			assert.Equal(t, c, back)
		}
	}
	for _, bad := range []string{"", "is-forbidden/none", "trap/none/0", "is-forbidden/five/0", "is-forbidden/none/3", "is-forbidden/none/-1", "is-forbidden/none/01", "a/b/c/d"} {
		_, ok := skill.ParseCell(bad)
		assert.False(t, ok, bad)
	}
	assert.Equal(t, []int{0, 1, 2, 2, 2}, []int{skill.BandOf(0), skill.BandOf(1), skill.BandOf(2), skill.BandOf(3), skill.BandOf(9)})
}

// Right answers raise a cell's rating, wrong ones lower it, and a miss on
// an easy question costs more than a miss on a hard one.
func TestRatingUpdate(t *testing.T) {
	c := skill.Cell{Type: drills.IsForbidden, Kind: "double-three", Band: 1}
	rs := skill.Ratings{}
	assert.Equal(t, skill.Rating{R: skill.InitialRating}, rs.Of(c))
	rs.Update(c, 2, true)
	assert.Greater(t, rs.Of(c).R, skill.InitialRating)
	assert.Equal(t, 1, rs.Of(c).N)

	easy, hard := skill.Ratings{}, skill.Ratings{}
	easy.Update(c, 1, false)
	hard.Update(c, 3, false)
	assert.Less(t, easy.Of(c).R, hard.Of(c).R)
	assert.Less(t, hard.Of(c).R, skill.InitialRating)

	prev := rs.Of(c).R
	for i := 0; i < 1000; i++ {
		rs.Update(c, 1, false)
		r := rs.Of(c).R
		require.LessOrEqual(t, r, prev, "a miss never raises a rating")
		require.GreaterOrEqual(t, r, skill.MinRating)
		prev = r
	}
	assert.Less(t, prev, 400, "a cell always missed sinks far")
	rs[c.Key()] = skill.Rating{R: skill.MaxRating - 1}
	for i := 0; i < 10; i++ {
		rs.Update(c, 3, true)
	}
	assert.LessOrEqual(t, rs.Of(c).R, skill.MaxRating, "held in range")
}

func ratedCells() (skill.Ratings, []skill.Cell) {
	cells := skill.AllCells(drills.IsForbidden)
	rs := skill.Ratings{}
	for i, c := range cells {
		rs[c.Key()] = skill.Rating{R: 700 + 50*i, N: 10} // cells[0] weakest
	}
	return rs, cells
}

// Weak cells are drawn more often than strong ones, and about 70% of the
// draws come from the weakest third.
func TestPickPrefersWeakCells(t *testing.T) {
	rs, cells := ratedCells()
	rng := rand.New(rand.NewPCG(1, 2))
	k := skill.WeakCount(len(cells))
	weak := map[skill.Cell]bool{}
	for _, c := range cells[:k] {
		weak[c] = true
	}
	counts := map[skill.Cell]int{}
	const n = 20000
	fromWeak := 0
	for i := 0; i < n; i++ {
		c := rs.Pick(rng, cells)
		counts[c]++
		if weak[c] {
			fromWeak++
		}
	}
	share := float64(fromWeak) / n
	assert.InDelta(t, skill.WeakShare, share, 0.02, "share from the weakest %d cells", k)
	for i := 0; i < k; i++ {
		for j := k; j < len(cells); j++ {
			assert.Greater(t, counts[cells[i]], counts[cells[j]], "%s (weak) vs %s (strong)", cells[i], cells[j])
		}
	}
	for _, c := range cells {
		assert.Positive(t, counts[c], "every cell is drawn now and then: %s", c)
	}
	// The order follows the ratings, and a weak cell that is then answered
	// right stops being the weakest.
	assert.Equal(t, cells[0], rs.Weakest(cells)[0])
	for i := 0; i < 30; i++ {
		rs.Update(cells[0], 3, true)
	}
	assert.NotEqual(t, cells[0], rs.Weakest(cells)[0])
	assert.Equal(t, cells[1], rs.Pick(rand.New(rand.NewPCG(0, 0)), cells[1:2]), "one candidate: that one")
}

// The model picks its questions by the ratings: from the same bank, a
// cell rated far below the others is asked much more often than when it
// is rated far above them, and about as WeakShare says.
func TestModelAsksWeakCells(t *testing.T) {
	g := drills.NewGenerator(21)
	var bank []Item
	for len(bank) < 12 {
		d, err := g.Next(drills.IsForbidden, 1)
		require.NoError(t, err)
		it, err := Classify(d)
		require.NoError(t, err)
		it.req = 1
		if hardMiss(it.Hardness(), StageAt(0).Hard) == 0 {
			bank = append(bank, it)
		}
	}
	cells := map[skill.Cell]bool{}
	for _, it := range bank {
		cells[it.Cell] = true
	}
	require.Greater(t, len(cells), 2, "a bank to choose from")
	target := bank[len(bank)-1].Cell // the newest: the oldest-first rule does not favour it
	share := func(rating int) float64 {
		m := New(nil, newClock(), 5) // no worker: the test fills the bank
		for c := range cells {
			m.rec.Ratings[c.Key()] = skill.Rating{R: 1200, N: 5}
		}
		m.rec.Ratings[target.Key()] = skill.Rating{R: rating, N: 5}
		hits, n := 0, 2000
		for i := 0; i < n; i++ {
			m.bank = append([]Item(nil), bank...)
			m.seen = map[string]bool{}
			m.phase, m.answered = Preparing, 0
			m.pick()
			require.Equal(t, Asking, m.Phase())
			if m.Item().Cell == target {
				hits++
			}
		}
		return float64(hits) / float64(n)
	}
	weak, strong := share(300), share(2500)
	t.Logf("%s among %d cells: asked %.2f when weak, %.2f when strong", target, len(cells), weak, strong)
	k := skill.WeakCount(len(cells))
	assert.InDelta(t, skill.WeakShare/float64(k), weak, 0.05, "the weakest of %d cells", len(cells))
	assert.InDelta(t, (1-skill.WeakShare)/float64(len(cells)-k), strong, 0.05)
	assert.Greater(t, weak, 2*strong)
}

// settle polls until the worker has delivered every job given.
func settle(t *testing.T, m *Model) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for m.Poll(); len(m.asks) > 0; m.Poll() {
		if time.Now().After(deadline) {
			t.Fatalf("the worker is still busy after 60 s: %v", m)
		}
		time.Sleep(time.Millisecond)
	}
}

// Badges are earned once and never go down, however the answers go after.
func TestBadgesNeverGoDown(t *testing.T) {
	r := NewRecord()
	c := skill.Cell{Type: drills.LiveOrFalse, Kind: skill.KindNone, Band: 0}
	var got []skill.Badge
	for i := 0; i < skill.BadgeRules[0].Answers; i++ {
		if b := r.Answer(c, 1, true); b != skill.NoBadge {
			got = append(got, b)
		}
	}
	assert.Equal(t, []skill.Badge{skill.Bronze}, got)
	assert.Equal(t, skill.Bronze, r.Badges[c.Type])
	for i := 0; i < 200; i++ {
		assert.Equal(t, skill.NoBadge, r.Answer(c, 1, false))
		require.Equal(t, skill.Bronze, r.Badges[c.Type], "after %d misses", i+1)
	}
	assert.Equal(t, skill.NoBadge, skill.Earned(r.Tallies[c.Type]), "the accuracy fell, the badge stayed")
	assert.Equal(t, skill.NoBadge, r.Badges[drills.IsForbidden])

	assert.Equal(t, skill.Gold, skill.Earned(skill.Tally{Right: 135, Total: 150}))
	assert.Equal(t, skill.Silver, skill.Earned(skill.Tally{Right: 134, Total: 150}))
	assert.Equal(t, skill.NoBadge, skill.Earned(skill.Tally{Right: 19, Total: 19}))

	// Saved and read back, still there.
	back, err := ParseRecord(FormatRecord(r))
	require.NoError(t, err)
	assert.Equal(t, skill.Bronze, back.Badges[c.Type])
}
