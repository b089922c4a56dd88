package drillplay

import (
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
)

// untilPrepared polls the menu until the first drill of the round it
// offers is made.
func untilPrepared(t *testing.T, m *Model) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !m.Prepared() {
		if time.Now().After(deadline) {
			t.Fatalf("no drill prepared after 20 s: %v", m)
		}
		m.Poll()
		time.Sleep(time.Millisecond)
	}
}

// firstDrill is drill 0 of seed's stream at typ and level 1: what a
// round's first drill is when nothing of the stream was asked before.
func firstDrill(t *testing.T, seed uint64, typ string) drills.Drill {
	t.Helper()
	d, err := drills.NewGenerator(seed).Next(typ, 1)
	require.NoError(t, err)
	return d
}

// On the menu the worker makes the round's first drill; Start shows it in
// the same call, without waiting, and it is the drill a round started at
// once waits for.
func TestMenuPreparesTheFirstDrill(t *testing.T) {
	m := New(testJobs(), Options{Seed: 5})
	t.Cleanup(m.Leave)
	m.Poll()
	require.NotNil(t, m.asking, "the menu asks for the round's first drill")
	untilPrepared(t, m)
	assert.True(t, m.PageState().Prepared)
	m.Start()
	require.Equal(t, Asking, m.Phase(), "Start shows the drill prepared at once")
	assert.False(t, m.PageState().Waited)
	assert.Equal(t, firstDrill(t, 5, drills.IsForbidden), *m.Drill())

	now := New(testJobs(), Options{Seed: 5})
	t.Cleanup(now.Leave)
	now.Start()
	assert.Equal(t, Preparing, now.Phase())
	wait(t, now)
	assert.True(t, now.PageState().Waited, "a round started at once waits for its drill")
	assert.Equal(t, *now.Drill(), *m.Drill())
}

// A drill prepared for a choice the menu no longer offers is dropped,
// never shown, and its place in the stream given back: the type, the
// level or the lessons changed, the round starts with the drill it would
// have had with nothing prepared.
func TestPreparedForAnotherChoiceIsDropped(t *testing.T) {
	t.Run("a type chosen at the last moment", func(t *testing.T) {
		m := New(testJobs(), Options{Seed: 6})
		t.Cleanup(m.Leave)
		untilPrepared(t, m)
		m.Do(ChooseFindAll)
		assert.False(t, m.Prepared())
		m.Do(StartRound) // in the same frame: no Poll in between
		assert.True(t, m.waited, "the new type's drill is waited for")
		wait(t, m)
		require.Equal(t, Asking, m.Phase())
		assert.Equal(t, firstDrill(t, 6, drills.FindAll), *m.Drill(), "drill 0 of the stream, not 1")
	})
	t.Run("another level, prepared again", func(t *testing.T) {
		m := New(testJobs(), Options{Seed: 7})
		t.Cleanup(m.Leave)
		untilPrepared(t, m)
		old := m.asking.job
		m.Do(ChooseLevel2)
		m.Poll()
		_, _, done := old.Poll()
		assert.True(t, done)
		require.NotNil(t, m.asking)
		assert.Equal(t, 2, m.asking.req.Level)
		assert.Zero(t, m.asking.req.Index, "the level-1 drill's place given back")
		untilPrepared(t, m)
		m.Start()
		require.Equal(t, Asking, m.Phase())
		d, err := drills.NewGenerator(7).Next(drills.IsForbidden, 2)
		require.NoError(t, err)
		assert.Equal(t, d, *m.Drill())
	})
	t.Run("the lessons it draws from", func(t *testing.T) {
		m := New(testJobs(), Options{Seed: 8})
		t.Cleanup(m.Leave)
		m.Cover([]string{"board-and-five", "fours", "three", "broken-three", "double-three"})
		untilPrepared(t, m)
		covered := m.asking.req.Covered
		m.Do(AllLessons)
		m.Poll()
		require.NotNil(t, m.asking)
		assert.NotEqual(t, covered, m.asking.req.Covered, "asked again with every lesson's ideas")
		assert.Equal(t, []string{drills.AllLessons}, m.asking.req.Covered)
	})
}

// Nothing is prepared where no round can start: a model without a worker,
// a level-1 type whose lessons are not done, a set (it asks for its own
// drills: the homework's, the review's, a game's).
func TestNothingPreparedWithoutARound(t *testing.T) {
	m := New(nil, Options{})
	m.Poll()
	assert.False(t, m.Prepared())

	st, c := newStalling()
	m = New(c, Options{Seed: 9})
	t.Cleanup(m.Leave)
	m.Cover([]string{"board-and-five"})
	m.Do(ChooseTrap)
	require.False(t, m.Startable())
	m.Poll()
	assert.Nil(t, m.asking)
	assert.Zero(t, st.calls.Load())

	// A set back at its menu after its generator failed (its notice
	// offers Retry): it asks again only when told.
	var calls atomic.Int32
	set := NewSet(sourceJobs(failing{&calls}), 1, 1, []string{drills.IsForbidden, drills.FindAll}, 1, 0, 0)
	wait(t, set)
	require.Equal(t, Menu, set.Phase())
	for range 20 {
		set.Poll()
		time.Sleep(time.Millisecond)
	}
	assert.Equal(t, int32(1), calls.Load(), "a set prepares nothing")
}

// failing is a Source that fails, counting its calls.
type failing struct{ calls *atomic.Int32 }

func (f failing) Next(string, int) (drills.Drill, error) {
	f.calls.Add(1)
	return drills.Drill{}, errors.New("no drills today")
}

// Leaving the menu cancels a drill still being made and gives its place
// back; a drill made is kept for Start, at no cost to the worker.
func TestLeaveTheMenu(t *testing.T) {
	st, c := newStalling()
	m := New(c, Options{Seed: 10})
	t.Cleanup(m.Leave)
	m.Poll()
	for st.calls.Load() < 1 {
		time.Sleep(time.Millisecond)
	}
	job := m.asking.job
	m.Leave()
	assert.Nil(t, m.asking)
	assert.Zero(t, m.nextIndex)
	_, _, done := job.Poll()
	assert.True(t, done, "canceled")

	st.stall.Store(false)
	untilPrepared(t, m)
	m.Leave()
	assert.True(t, m.Prepared(), "kept")
	m.Start()
	assert.Equal(t, Asking, m.Phase())
	assert.Equal(t, firstDrill(t, 10, drills.IsForbidden), *m.Drill())
}

// Ahead (home's Continue leading to a drill step) has the menu offer the
// step's round and prepares it, without making it the learner's choice:
// the screen opened from the hub offers Cover's, and drops the step's
// drill; Ahead with no type (the Practise hub) prepares the menu's own
// choice. A round under way is left alone.
func TestAheadOffersTheStep(t *testing.T) {
	m := New(testJobs(), Options{Seed: 12})
	t.Cleanup(m.Leave)
	d := NewDrills(m, &fakeCoach{}, "coach")
	done := []string{"board-and-five", "fours", "three", "broken-three", "double-three", "double-four", "combined"}
	d.Cover(done)
	d.Ahead(drills.FindAll, 1)
	assert.Equal(t, drills.FindAll, m.Type())
	require.NotNil(t, m.asking)
	assert.Equal(t, drills.FindAll, m.asking.req.Type)
	untilPrepared(t, m)

	d.Cover(done) // opened unseen from the hub
	assert.Equal(t, drills.FourThree, m.Type(), "Cover's choice")
	d.Ahead("", 0)
	assert.Equal(t, drills.FourThree, m.Type(), "the menu's own choice")
	require.NotNil(t, m.asking)
	assert.Equal(t, drills.FourThree, m.asking.req.Type, "the step's drill dropped")
	assert.Zero(t, m.asking.req.Index)

	untilPrepared(t, m)
	m.Start()
	require.Equal(t, Asking, m.Phase())
	asking := m.asking
	d.Ahead(drills.FindAll, 1)
	d.Ahead("", 0)
	assert.Equal(t, drills.FourThree, m.Type(), "the round goes on")
	assert.Same(t, asking, m.asking, "and asks nothing more")
}
