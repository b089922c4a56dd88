package match

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
	"renju/rules"
)

// testJobs serves the model's jobs in-process, as the worker does in the
// browser (through the same messages).
var testJobs = job.NewClient(job.NewLocal(serve.New()))

// newModel is a model whose jobs are served in-process.
func newModel(seed uint64) *Model {
	m := New(seed)
	m.Jobs = testJobs
	return m
}

// hintsOf are the hints of the position after moves, as the worker finds
// them.
func hintsOf(t *testing.T, moves []rules.Point) Hints {
	t.Helper()
	h, err := job.Start(testJobs, jobs.Hints, jobs.HintsAsk{Moves: moves, MaxNodes: jobs.HintNodes}).Wait()
	require.NoError(t, err)
	return h
}

// mirrors reports a symmetry keeping the stones that maps p onto q.
func mirrors(b *rules.Board, p, q rules.Point) bool {
	for _, sy := range rules.Symmetries[1:] {
		if sy.Apply(p) == q && sy.ApplyBoard(b) == *b {
			return true
		}
	}
	return false
}

// ring lists the points at distance d (Chebyshev) from the centre.
func ring(d int) []rules.Point {
	var out []rules.Point
	for c := -d; c <= d; c++ {
		for r := -d; r <= d; r++ {
			if max(abs(c), abs(r)) == d {
				out = append(out, rules.Pt(rules.Center.Col+c, rules.Center.Row+r))
			}
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A worker that dies while the partner thinks: the screen says so, the
// game is as it was, and the partner is asked again and moves.
func TestPartnerAskedAgainWhenTheWorkerDies(t *testing.T) {
	// A partner whose decisions last until the worker dies (the real one
	// at level 4 could answer before Kill: 2 runs in 6 failed), and that
	// plays i9 when asked after it.
	killed := make(chan struct{})
	s := job.NewServer()
	job.Handle(s, jobs.PartnerMove, func(c *job.Ctx, _ jobs.PartnerAsk) (jobs.PartnerAction, error) {
		select {
		case <-killed: // asked again after the worker died
		default:
			// Until the worker dies (Kill cancels the jobs it finds
			// running; one that starts after it is let go here).
			for !c.Canceled() {
				select {
				case <-killed:
					return jobs.PartnerAction{}, job.ErrCanceled
				case <-time.After(time.Millisecond):
				}
			}
			return jobs.PartnerAction{}, job.ErrCanceled
		}
		p, err := rules.ParsePoint("i9")
		return jobs.PartnerAction{Kind: 'p', Point: p}, err
	})
	local := job.NewLocal(s)
	m := New(4)
	m.Jobs = job.NewClient(local)
	require.NoError(t, m.Open("1.free.learning.1.first.-.h8"))
	require.True(t, m.Thinking(), "the partner is to move")
	local.Kill()
	close(killed)
	m.Poll()
	assert.Equal(t, msg.JobLost, m.notice.ID, "the screen says the worker stopped")
	assert.True(t, m.Thinking(), "and the partner still thinks")
	assert.Equal(t, "1.free.learning.1.first.-.h8", m.Link(), "nothing of the game is lost")
	require.True(t, m.Wait(30*time.Second))
	assert.Len(t, m.Game().Moves(), 2, "the partner moved")
	assert.NotEqual(t, msg.JobLost, m.notice.ID, "the notice goes with the move")
}

// Leaving the screen cancels the partner's decision in the worker; shown
// again, the partner is asked again and moves.
func TestPauseCancelsThePartner(t *testing.T) {
	// A partner whose decisions last until canceled or until the test
	// lets it go (the real one answers a five, a block or an opening
	// move at once, and could answer before Pause); let go, it plays i9.
	var release atomic.Bool
	s := job.NewServer()
	job.Handle(s, jobs.PartnerMove, func(c *job.Ctx, _ jobs.PartnerAsk) (jobs.PartnerAction, error) {
		for !c.Canceled() && !release.Load() {
			time.Sleep(time.Millisecond)
		}
		if c.Canceled() {
			return jobs.PartnerAction{}, job.ErrCanceled
		}
		p, err := rules.ParsePoint("i9")
		return jobs.PartnerAction{Kind: 'p', Point: p}, err
	})
	m := New(4)
	m.Jobs = job.NewClient(job.NewLocal(s))
	require.NoError(t, m.Open("1.free.learning.5.first.-.h8"))
	require.True(t, m.Thinking())
	j := m.asking.job
	m.Pause()
	_, err, done := j.Poll()
	assert.True(t, done)
	assert.ErrorIs(t, err, job.ErrCanceled, "the decision under way is canceled")
	assert.Nil(t, m.asking)
	release.Store(true)
	require.True(t, m.Wait(60*time.Second), "asked again at the next Poll")
	assert.Len(t, m.Game().Moves(), 2)
}

// A new game cancels the decision under way.
func TestNewGameCancelsThePartner(t *testing.T) {
	// A partner that thinks until it is told to stop: the job cannot end
	// on its own before NewGame (the real one may answer first).
	s := job.NewServer()
	job.Handle(s, jobs.PartnerMove, func(c *job.Ctx, _ jobs.PartnerAsk) (jobs.PartnerAction, error) {
		for !c.Canceled() {
			time.Sleep(time.Millisecond)
		}
		return jobs.PartnerAction{}, job.ErrCanceled
	})
	m := New(4)
	m.Jobs = job.NewClient(job.NewLocal(s))
	require.NoError(t, m.Open("1.free.learning.5.first.-.h8"))
	j := m.asking.job
	require.NotNil(t, j)
	m.NewGame()
	_, err, done := j.Poll()
	assert.True(t, done)
	assert.ErrorIs(t, err, job.ErrCanceled)
	assert.False(t, m.Thinking())
}
