package drillplay

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/jobs"
	"renju/game/services/jobs/serve"
	"renju/job"
	"renju/msg"
)

// testJobs is a worker in-process, as the app's tests have it.
func testJobs() *job.Client { return job.NewClient(job.NewLocal(serve.New())) }

// Source makes drills one by one: the tests' fakes.
type Source interface {
	Next(typ string, level int) (drills.Drill, error)
}

// sourceJobs is a worker whose drill jobs src makes (the job's seed and
// index aside): the tests' fakes behind the model's real protocol.
func sourceJobs(src Source) *job.Client {
	s := job.NewServer()
	job.Handle(s, jobs.MakeDrills, func(c *job.Ctx, r jobs.DrillAsk) (jobs.DrillBatch, error) {
		var out jobs.DrillBatch
		for i := range max(1, r.Count) {
			start := time.Now()
			d, err := src.Next(r.Type, r.Level)
			if err != nil {
				return out, err
			}
			if i == 0 {
				out.Took = time.Since(start)
			}
			out.Drills = append(out.Drills, d)
		}
		return out, nil
	})
	return job.NewClient(job.NewLocal(s))
}

// stalling is a worker whose drill jobs wait while stall is set (until
// canceled, or the worker killed), and are made by a real worker
// otherwise; calls counts the jobs begun.
type stalling struct {
	local *job.Local
	stall atomic.Bool
	calls atomic.Int32
}

func newStalling() (*stalling, *job.Client) {
	real := testJobs()
	st := &stalling{}
	st.stall.Store(true)
	s := job.NewServer()
	job.Handle(s, jobs.MakeDrills, func(c *job.Ctx, r jobs.DrillAsk) (jobs.DrillBatch, error) {
		st.calls.Add(1)
		for st.stall.Load() {
			if c.Canceled() {
				return jobs.DrillBatch{}, job.ErrCanceled
			}
			time.Sleep(time.Millisecond)
		}
		return job.Start(real, jobs.MakeDrills, r).Wait()
	})
	st.local = job.NewLocal(s)
	return st, job.NewClient(st.local)
}

// A drill lost with the worker is asked again, the same, and the screen
// says so until it comes.
func TestDrillLostIsAskedAgain(t *testing.T) {
	st, c := newStalling()
	m := New(c, Options{Seed: 8})
	m.ChooseType(drills.FourThree)
	m.Start()
	for st.calls.Load() < 1 {
		time.Sleep(time.Millisecond)
	}
	st.local.Kill()
	m.Poll()
	assert.Equal(t, Preparing, m.Phase())
	assert.Contains(t, m.View(msg.English).Notice, "started again", "the screen says the worker stopped")
	st.stall.Store(false)
	wait(t, m)
	require.Equal(t, Asking, m.Phase())
	assert.Empty(t, m.View(msg.English).Notice)
	g := drills.NewGenerator(8)
	want, err := g.Next(drills.FourThree, 1)
	require.NoError(t, err)
	assert.Equal(t, want, *m.Drill(), "the same drill, asked again")
}

// Leaving the screen cancels the drill being made; coming back asks for
// it again.
func TestDrillLeaveCancels(t *testing.T) {
	st, c := newStalling()
	m := New(c, Options{Seed: 2})
	m.Start()
	for st.calls.Load() < 1 {
		time.Sleep(time.Millisecond)
	}
	m.Leave()
	assert.Nil(t, m.asking)
	st.stall.Store(false)
	m.Poll()
	wait(t, m)
	assert.Equal(t, Asking, m.Phase())
	assert.Equal(t, int32(2), st.calls.Load())
}

// A set's drills are the seed's, by their place in the set: two students
// (two fresh workers) get the same set, and one who resumes after a
// reload at drill 3 gets the same drills from there — the same as the
// generator makes them one after another (the teacher's worksheet).
func TestSetSameForEveryone(t *testing.T) {
	plan := []string{drills.IsForbidden, drills.Trap, drills.FindAll, drills.LiveOrFalse, drills.FourThree}
	run := func(done int) []drills.Drill {
		m := NewSet(testJobs(), 77, 1, plan, 2, done, 0)
		var out []drills.Drill
		for m.Phase() != Summary {
			wait(t, m)
			require.Equal(t, Asking, m.Phase(), "%v", m.Notice())
			out = append(out, *m.Drill())
			m.Do(ShowAnswer)
			m.Do(NextDrill)
		}
		return out
	}
	a, b := run(0), run(0)
	assert.Equal(t, a, b)
	assert.Equal(t, a[3:], run(3))
	g := drills.NewGenerator(77)
	for i, typ := range plan {
		d, err := g.Next(typ, 2)
		require.NoError(t, err)
		assert.Equal(t, d, a[i], "drill %d", i+1)
	}
}

// A drill being made for another type is stopped when the learner
// starts a round of a new one: the worker's time goes to the drill asked.
func TestNewTypeStopsTheOldDrill(t *testing.T) {
	st, c := newStalling()
	m := New(c, Options{Seed: 3})
	m.Start()
	for st.calls.Load() < 1 {
		time.Sleep(time.Millisecond)
	}
	old := m.asking.job
	m.Do(BackToMenu)
	m.Do(ChooseFindAll)
	m.Start()
	_, err, done := old.Poll()
	assert.True(t, done)
	assert.ErrorIs(t, err, job.ErrCanceled)
	st.stall.Store(false)
	wait(t, m)
	assert.Equal(t, drills.FindAll, m.Drill().Type)
}

// A screen left while the next drill was fetched ahead fetches it again
// when it is shown again.
func TestLeaveFetchesAheadAgain(t *testing.T) {
	st, c := newStalling()
	st.stall.Store(false)
	m := New(c, Options{Seed: 4})
	m.Start()
	wait(t, m)
	st.stall.Store(true)
	for m.asking == nil || st.calls.Load() < 2 {
		m.Poll()
		time.Sleep(time.Millisecond)
	}
	m.Leave()
	assert.Nil(t, m.asking)
	m.Poll()
	assert.NotNil(t, m.asking, "the drill ahead is asked for again")
}
