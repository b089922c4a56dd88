package job

import (
	"encoding/binary"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type sumReq struct{ A, B int }
type sumRep struct{ Sum int }

var sum = Service[sumReq, sumRep]{Kind: "test.sum"}

// words is a body in its own bytes (BinaryMarshaler): each word after
// its length.
type words []string

func (w words) MarshalBinary() ([]byte, error) {
	var b []byte
	for _, s := range w {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	return b, nil
}

func (w *words) UnmarshalBinary(b []byte) error {
	*w = nil
	for len(b) > 0 {
		n, k := binary.Uvarint(b)
		if k <= 0 || int(n) > len(b)-k {
			return errors.New("words: cut short")
		}
		*w = append(*w, string(b[k:k+int(n)]))
		b = b[k+int(n):]
	}
	return nil
}

var upper = Service[words, words]{Kind: "test.upper"}

// slow waits for its release, reporting progress, and stops when canceled.
var slow = Service[int, int]{Kind: "test.slow"}

func newServer(release chan struct{}) *Server {
	s := NewServer()
	Handle(s, sum, func(_ *Ctx, r sumReq) (sumRep, error) {
		if r.A < 0 {
			return sumRep{}, errors.New("no negative numbers here")
		}
		return sumRep{r.A + r.B}, nil
	})
	Handle(s, upper, func(_ *Ctx, w words) (words, error) {
		out := make(words, len(w))
		for i, s := range w {
			out[i] = strings.ToUpper(s)
		}
		return out, nil
	})
	Handle(s, slow, func(c *Ctx, n int) (int, error) {
		for i := 0; ; i++ {
			c.Progress(min(i, n-1), n)
			select {
			case <-release:
				return n, nil
			case <-time.After(time.Millisecond):
			}
			if c.Canceled() {
				return 0, ErrCanceled
			}
			if i > 1000 {
				c.Stop() // never canceled: goes on
			}
		}
	})
	Handle(s, Service[int, int]{Kind: "test.panic"}, func(_ *Ctx, n int) (int, error) {
		var m map[int]int
		m[n] = n // a bug in a handler
		return n, nil
	})
	return s
}

func poll[Rep any](t *testing.T, j *Job[Rep]) (Rep, error) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if rep, err, done := j.Poll(); done {
			return rep, err
		}
	}
	t.Fatal("the job never finished")
	panic("unreachable")
}

func TestRepliesAndErrors(t *testing.T) {
	c := NewClient(NewLocal(newServer(nil)))
	rep, err := poll(t, Start(c, sum, sumReq{2, 3}))
	require.NoError(t, err)
	assert.Equal(t, 5, rep.Sum)

	_, err = poll(t, Start(c, sum, sumReq{-1, 3}))
	assert.EqualError(t, err, "no negative numbers here")

	w, err := Start(c, upper, words{"renju", "", "五子棋"}).Wait()
	require.NoError(t, err)
	assert.Equal(t, words{"RENJU", "", "五子棋"}, w)

	_, err = Start(c, Service[int, int]{Kind: "test.none"}, 1).Wait()
	assert.EqualError(t, err, `job: no service "test.none" here`)

	_, err = Start(c, Service[int, int]{Kind: "test.panic"}, 1).Wait()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "job test.panic: internal error")
	// The server goes on after a handler's panic.
	rep, err = Start(c, sum, sumReq{1, 1}).Wait()
	require.NoError(t, err)
	assert.Equal(t, 2, rep.Sum)

	// A reply of the wrong shape is an error, not a zero reply.
	_, err = Start(c, Service[sumReq, words]{Kind: "test.sum"}, sumReq{1, 2}).Wait()
	assert.Error(t, err)

	var nilJob *Job[int]
	_, _, done := nilJob.Poll()
	assert.False(t, done)
	nilJob.Cancel()
	assert.Zero(t, nilJob.Progress())
}

func TestProgressAndCancel(t *testing.T) {
	release := make(chan struct{})
	s := newServer(release)
	c := NewClient(NewLocal(s))
	j := Start(c, slow, 100)
	for deadline := time.Now().Add(5 * time.Second); j.Progress() == 0; time.Sleep(time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "no progress")
	}
	_, _, done := j.Poll()
	assert.False(t, done)
	j.Cancel()
	_, err, done := j.Poll()
	assert.True(t, done)
	assert.ErrorIs(t, err, ErrCanceled)
	// The server stops the job.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		s.mu.Lock()
		n := len(s.running)
		s.mu.Unlock()
		if n == 0 {
			break
		}
		require.True(t, time.Now().Before(deadline), "the canceled job runs on")
	}
	// Another job is answered.
	k := Start(c, slow, 3)
	close(release)
	n, err := k.Wait()
	require.NoError(t, err)
	assert.Equal(t, 3, n)
}

func TestLostWorker(t *testing.T) {
	l := NewLocal(newServer(make(chan struct{})))
	c := NewClient(l)
	var jobs []*Job[int]
	for range 3 {
		jobs = append(jobs, Start(c, slow, 10))
	}
	l.Kill()
	for _, j := range jobs {
		_, err := j.Wait()
		assert.ErrorIs(t, err, ErrLost)
	}
	assert.Equal(t, 1, c.Losses())
	rep, err := Start(c, sum, sumReq{4, 4}).Wait()
	require.NoError(t, err, "the server is there again")
	assert.Equal(t, 8, rep.Sum)
}

// Many jobs at once from many goroutines each get their own answer.
func TestManyJobs(t *testing.T) {
	c := NewClient(NewLocal(newServer(nil)))
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Go(func() {
			rep, err := Start(c, sum, sumReq{i, 1000}).Wait()
			assert.NoError(t, err)
			assert.Equal(t, i+1000, rep.Sum)
		})
	}
	wg.Wait()
}

// staleTransport answers every request as a worker of another build does.
type staleTransport struct{ receive func(Message) }

func (s *staleTransport) Open(receive func(Message), _ func()) { s.receive = receive }
func (s *staleTransport) Send(m Message) {
	if !m.Cancel {
		go s.receive(Message{ID: m.ID, Done: true, Err: ErrStale.Error()})
	}
}

func TestStaleWorker(t *testing.T) {
	c := NewClient(&staleTransport{})
	_, err := Start(c, sum, sumReq{1, 2}).Wait()
	assert.ErrorIs(t, err, ErrStale)
}

// TestCounts: the jobs under way and done, as the page API's idle() reads
// them: a job is under way until its reply, its cancel or the server's
// loss, and each counts once as done.
func TestCounts(t *testing.T) {
	release := make(chan struct{})
	l := NewLocal(newServer(release))
	c := NewClient(l)
	counts := func() [2]int { n, d := c.Counts(); return [2]int{n, int(d)} }
	assert.Equal(t, [2]int{0, 0}, counts())

	_, err := Start(c, sum, sumReq{1, 2}).Wait()
	require.NoError(t, err)
	assert.Equal(t, [2]int{0, 1}, counts(), "answered")

	a, b := Start(c, slow, 5), Start(c, slow, 5)
	assert.Equal(t, [2]int{2, 1}, counts(), "two under way")
	a.Cancel()
	a.Cancel()
	assert.Equal(t, [2]int{1, 2}, counts(), "one canceled, counted once")
	l.Kill()
	_, err = b.Wait()
	require.ErrorIs(t, err, ErrLost)
	assert.Equal(t, [2]int{0, 3}, counts(), "one lost with the server")
}
