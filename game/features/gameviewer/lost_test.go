package gameviewer

import (
	"strings"
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

// stalling is a worker whose scans and searches for drills wait until
// they are canceled or released (then they do the work), so that a test
// can stop them, leave them or lose the worker under them at will.
type stalling struct {
	local              *job.Local
	started, cancelled atomic.Int32
	release            chan struct{}
}

func newStalling(t *testing.T) (*stalling, *Model) {
	st := &stalling{release: make(chan struct{})}
	s := serve.New()
	stall(st, s, jobs.Scan)
	stall(st, s, jobs.GameDrills)
	st.local = job.NewLocal(s)
	m := New()
	m.Jobs = job.NewClient(st.local)
	return st, m
}

func stall[Req, Rep any](st *stalling, s *job.Server, svc job.Service[Req, Rep]) {
	job.Handle(s, svc, func(c *job.Ctx, r Req) (Rep, error) {
		st.started.Add(1)
		for {
			select {
			case <-st.release:
				return job.Start(jobs_, svc, r).Wait()
			default:
			}
			if c.Canceled() {
				st.cancelled.Add(1)
				var none Rep
				return none, job.ErrCanceled
			}
			time.Sleep(time.Millisecond)
		}
	})
}

// waitFor waits (polling m) until n jobs were started and c cancelled.
func (st *stalling) waitFor(t *testing.T, m *Model, started, cancelled int32) {
	t.Helper()
	wait(t, m, func() bool { return st.started.Load() == started && st.cancelled.Load() == cancelled })
}

// The worker stopping under a game's scan: the scan starts again once and
// the notice says so; stopping again, the game says the helper stopped,
// and opening the game tries once more.
func TestScanLostToTheWorker(t *testing.T) {
	st, m := newStalling(t)
	m.Load("cup.sgf", []byte(twoGames))
	wait(t, m, func() bool { return m.Phase() == List })
	m.Open(1)
	st.waitFor(t, m, 1, 0)
	st.local.Kill()
	m.Poll()
	assert.Equal(t, "The helper that does the heavy work stopped and has been started again; it is doing the work once more.", m.Notice().Text(msg.English))
	st.waitFor(t, m, 2, 1) // the killed one saw its end
	_, done, _ := m.Moments()
	assert.False(t, done)
	assert.Contains(t, m.View(msg.English).Lines, "Looking for the foul moments…")

	st.local.Kill()
	m.Poll()
	lost := "The helper that does the heavy work stopped and has been started again. Nothing you did is lost: try once more."
	assert.Equal(t, lost, m.Notice().Text(msg.English))
	_, done, err := m.Moments()
	assert.True(t, done)
	assert.ErrorIs(t, err, job.ErrLost)
	assert.Contains(t, m.View(msg.English).Lines, lost)

	close(st.release)
	m.ToList()
	m.Open(1)
	wait(t, m, func() bool { _, done, _ := m.Moments(); return done })
	_, _, err = m.Moments()
	require.NoError(t, err)
	assert.Equal(t, int32(3), st.started.Load())
}

// Another game opened stops the scan of the one shown before; the viewer
// left stops the shown game's, which starts again when it is back.
func TestScansStopWhenNotShown(t *testing.T) {
	st, m := newStalling(t)
	m.Load("cup.sgf", []byte(twoGames))
	wait(t, m, func() bool { return m.Phase() == List })
	m.Open(0)
	st.waitFor(t, m, 1, 0)
	m.ToList()
	m.Open(1)
	st.waitFor(t, m, 2, 1)
	m.Leave()
	// Away, the viewer is not polled.
	deadline := time.Now().Add(20 * time.Second)
	for st.cancelled.Load() < 2 {
		require.True(t, time.Now().Before(deadline), "the scan left was not stopped")
		time.Sleep(time.Millisecond)
	}
	assert.Equal(t, int32(2), st.started.Load())
	st.waitFor(t, m, 3, 2) // back: polled, it starts again
	close(st.release)
	wait(t, m, func() bool { _, done, _ := m.Moments(); return done })
	_, _, err := m.Moments()
	assert.NoError(t, err)
}

// A search for drills: the viewer left stops it (back to the list, nothing
// found yet); the worker stopping under it says so, and the search can be
// started again.
func TestMakingLeftOrLost(t *testing.T) {
	st, m := newStalling(t)
	m.Load("same.txt", []byte(strings.Repeat(foulGame+"\n", 20)))
	wait(t, m, func() bool { return m.Phase() == List })
	m.Do(DrillsFromGames)
	st.waitFor(t, m, 1, 0)
	m.Leave()
	st.waitFor(t, m, 1, 1)
	assert.Equal(t, List, m.Phase())

	m.Do(DrillsFromGames)
	st.waitFor(t, m, 2, 1)
	st.local.Kill()
	m.Poll()
	assert.Equal(t, List, m.Phase())
	assert.Equal(t, "The helper that does the heavy work stopped and has been started again. Nothing you did is lost: try once more.", m.Notice().Text(msg.English))

	close(st.release)
	m.Do(DrillsFromGames)
	wait(t, m, func() bool { return m.Phase() == Drills })
	made, from := m.Made()
	assert.Len(t, made, 2)
	assert.Equal(t, MadeFrom{Games: 20, Of: 20}, from)
}
