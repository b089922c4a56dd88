package storm

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/jobs"
	"renju/game/services/jobs/serve"
	"renju/job"
	"renju/msg"
)

// testJobs is a worker in-process, as the app's tests have it.
func testJobs() *job.Client { return job.NewClient(job.NewLocal(serve.New())) }

// stalling is a worker whose drill jobs wait until they are canceled
// (or the worker is killed) while stall is set, and are made by a real
// worker otherwise; calls counts the jobs begun.
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

// A question lost with the worker is asked again, and the screen says
// so meanwhile; the run goes on when it comes.
func TestStormLostQuestionAskedAgain(t *testing.T) {
	st, c := newStalling()
	m := New(c, newClock(), 3)
	m.Start()
	require.Equal(t, Preparing, m.Phase())
	for st.calls.Load() < maxInFlight {
		time.Sleep(time.Millisecond)
	}
	st.local.Kill()
	m.Poll()
	assert.Equal(t, msg.JobLost, m.Notice().ID, "the screen says the worker stopped")
	assert.Equal(t, Preparing, m.Phase())
	st.stall.Store(false)
	wait(t, m)
	assert.Equal(t, Asking, m.Phase())
	assert.Empty(t, m.Notice().ID, "said until the question came")
	// Both lost questions were asked again at the Poll after the kill,
	// but the worker counts a job when its goroutine begins: the first
	// can come back before the second has begun (make test's unit
	// suite, niced beside the browsers, saw 3 of 4). No Poll meanwhile:
	// it could ask new questions and count them.
	deadline := time.Now().Add(10 * time.Second)
	for int(st.calls.Load()) < 2*maxInFlight && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	assert.GreaterOrEqual(t, int(st.calls.Load()), 2*maxInFlight, "every question lost was asked again")
}

// Leaving the screen cancels the questions being made; coming back asks
// again.
func TestStormLeaveCancels(t *testing.T) {
	st, c := newStalling()
	m := New(c, newClock(), 4)
	for st.calls.Load() < maxInFlight {
		time.Sleep(time.Millisecond)
	}
	m.Leave()
	assert.Empty(t, m.asks)
	for k, n := range m.waiting {
		assert.Zero(t, n, "%v", k)
	}
	st.stall.Store(false)
	m.Start()
	wait(t, m)
	assert.Equal(t, Asking, m.Phase())
}
