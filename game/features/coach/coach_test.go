package coach

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/skill"
	"renju/msg"
)

// An answer moves the rating of its drill's cell, the tally of its type,
// and earns badges that never go down; each change is saved once.
func TestCoachAnswer(t *testing.T) {
	c := New()
	_, ok := c.TakeSave()
	assert.False(t, ok, "nothing to save yet")
	d := filed[len(filed)-1].d // a trap in cell trap/double-three/1
	cell := filed[len(filed)-1].want
	got, b := c.Answer(&d, false)
	assert.Equal(t, cell, got)
	assert.Equal(t, skill.NoBadge, b)
	assert.Less(t, c.Rating(cell).R, skill.InitialRating)
	assert.Equal(t, skill.Tally{Total: 1}, c.Tally(drills.Trap))
	data, ok := c.TakeSave()
	require.True(t, ok)
	back, err := ParseRecord(data)
	require.NoError(t, err)
	assert.Equal(t, c.Record(), back)
	_, ok = c.TakeSave()
	assert.False(t, ok, "saved once")

	var badges []skill.Badge
	for i := 0; i < 200; i++ {
		prev := c.Badge(drills.Trap)
		_, b := c.Answer(&d, i%10 != 0 || i > 100)
		if b != skill.NoBadge {
			badges = append(badges, b)
			n, ok := c.TakeNotice()
			require.True(t, ok)
			assert.Contains(t, n.Text(msg.English), "badge for Trap")
		}
		require.GreaterOrEqual(t, c.Badge(drills.Trap), prev)
	}
	assert.Equal(t, []skill.Badge{skill.Bronze, skill.Silver, skill.Gold}, badges)
	for i := 0; i < 100; i++ {
		c.Answer(&d, false)
	}
	assert.Equal(t, skill.Gold, c.Badge(drills.Trap), "misses take no badge away")

	// A drill the source did not hand out is judged to file it.
	d2 := filed[1].d
	got, _ = c.Answer(&d2, true)
	assert.Equal(t, filed[1].want, got)
	// Nothing for no drill or a type no one knows.
	got, b = c.Answer(nil, true)
	assert.Equal(t, skill.Cell{}, got)
	assert.Equal(t, skill.NoBadge, b)
	got, _ = c.Answer(&drills.Drill{Type: "x"}, true)
	assert.Equal(t, skill.Cell{}, got)
}

// A saved record that does not read starts afresh, is saved over at once,
// and the learner is told.
func TestCoachLoad(t *testing.T) {
	c := New()
	require.NoError(t, c.Load(nil))
	require.NoError(t, c.Load(FormatRecord(sampleRecord())))
	assert.Equal(t, sampleRecord(), c.Record())
	_, ok := c.TakeSave()
	assert.False(t, ok)

	err := c.Load([]byte(`{"version":1,"badges":{"trap":3}}`))
	require.Error(t, err)
	assert.Equal(t, NewRecord(), c.Record())
	n, ok := c.TakeNotice()
	require.True(t, ok)
	assert.Contains(t, n.Text(msg.English), "could not be read")
	assert.Contains(t, n.Text(msg.Chinese), "无法读取")
	data, ok := c.TakeSave()
	require.True(t, ok)
	assert.Equal(t, string(FormatRecord(NewRecord())), string(data))
}

// The menu says the drills lean toward weak spots, and shows the badges
// and what the next one needs: thresholds and the answers given, never a
// rating or an accuracy, which could fall.
func TestCoachLines(t *testing.T) {
	c := New()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		lines := c.MenuLines(lang, drills.Trap)
		require.Len(t, lines, 2)
		assert.Equal(t, msg.T(lang, MenuWeak), lines[0])
	}
	assert.Equal(t, "Next badge for “Trap (White)”: bronze at 20 answers with 60% right (0 answered so far)", c.MenuLines(msg.English, drills.Trap)[1])

	for i := 0; i < 70; i++ {
		c.Answer(&filed[0].d, i%10 != 0) // is-forbidden: 63 of 70
	}
	rt := c.Rating(filed[0].want).R
	en := c.MenuLines(msg.English, drills.IsForbidden)
	assert.Equal(t, []string{
		msg.T(msg.English, MenuWeak),
		"Badges: Forbidden? — silver",
		"Next badge for “Forbidden?”: gold at 150 answers with 90% right (70 answered so far)",
	}, en)
	zh := c.BadgeLines(msg.Chinese, drills.IsForbidden)
	assert.Equal(t, []string{"已获奖牌：是否禁手：银牌", "是否禁手：下一枚金牌需答满 150 题且正确率达到 90%（已答 70 题）"}, zh)
	for _, ln := range append(en, zh...) {
		assert.NotContains(t, ln, strconv.Itoa(rt), "no rating is shown")
		assert.NotContains(t, ln, "63", "no tally of right answers (it can fall as a share)")
	}
	for i := 0; i < 30; i++ {
		c.Answer(&filed[6].d, true) // four-three
	}
	for i := 0; i < 200; i++ {
		c.Answer(&filed[0].d, true)
	}
	lines := c.BadgeLines(msg.English, drills.IsForbidden)
	assert.Equal(t, []string{"Badges: Forbidden? — gold; Four-three — bronze", "Forbidden?: every badge earned."}, lines)
	assert.Equal(t, []string{"Badges: Forbidden? — gold; Four-three — bronze"}, c.BadgeLines(msg.English, "none"))
	for _, ln := range c.BadgeLines(msg.Chinese, drills.IsForbidden) {
		assert.False(t, strings.Contains(ln, "%!"), ln)
	}
}

// The game loop answers while the worker picks: the coach's lock keeps
// them apart (go test -race).
func TestCoachConcurrent(t *testing.T) {
	c := rated()
	s := NewSource(newFake(13, 0.1), c, 13)
	var wg sync.WaitGroup
	wg.Add(1)
	out := make(chan drills.Drill, 300)
	go func() {
		defer wg.Done()
		defer close(out)
		for i := 0; i < 300; i++ {
			d, err := s.Next(drills.IsForbidden, 1)
			if err != nil {
				t.Error(err)
				return
			}
			out <- d
		}
	}()
	n := 0
	for d := range out {
		c.Answer(&d, n%3 == 0)
		c.BadgeLines(msg.English, drills.IsForbidden)
		c.TakeSave()
		n++
	}
	wg.Wait()
	assert.Equal(t, 300, n)
	assert.Equal(t, 340, c.Tally(drills.IsForbidden).Total)
}
