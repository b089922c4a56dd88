package job

import (
	"math"
	"sync"
	"sync/atomic"
)

// Transport carries a client's messages to its server and the server's
// back. Open is called once, before the first Send: receive takes every
// message of the server (from any goroutine), lost is called when the
// server's program stopped (the transport starts it again).
type Transport interface {
	Open(receive func(Message), lost func())
	Send(Message)
}

// Client starts jobs on a server through a transport.
type Client struct {
	t    Transport
	mu   sync.Mutex
	next uint64
	jobs map[uint64]*call
	// losses counts the times the server was lost.
	losses atomic.Int64
	// answered counts the jobs that left jobs (answered, failed,
	// canceled or lost), under mu.
	answered uint64
}

// NewClient is a client of the server t leads to.
func NewClient(t Transport) *Client {
	c := &Client{t: t, jobs: map[uint64]*call{}}
	t.Open(c.receive, c.lost)
	return c
}

// Losses is how many times the server's program stopped and was started
// again.
func (c *Client) Losses() int { return int(c.losses.Load()) }

// Counts is how many jobs are under way and how many were done so far
// (the page API's idle(): a reply is news until a frame has taken it in).
func (c *Client) Counts() (running int, done uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.jobs), c.answered
}

// call is one job under way, or answered.
type call struct {
	id       uint64
	client   *Client
	progress atomic.Uint64 // math.Float64bits of the last progress

	mu   sync.Mutex
	done bool
	body []byte
	err  error
	wait chan struct{} // closed when done
}

func (c *Client) receive(m Message) {
	c.mu.Lock()
	j := c.jobs[m.ID]
	if m.Done && j != nil {
		delete(c.jobs, m.ID)
		c.answered++
	}
	c.mu.Unlock()
	if j == nil {
		return // a job canceled, or answered twice
	}
	if !m.Done {
		j.progress.Store(math.Float64bits(m.Progress))
		return
	}
	var err error
	switch m.Err {
	case "":
	case ErrCanceled.Error():
		err = ErrCanceled
	case ErrStale.Error():
		err = ErrStale
	default:
		err = remoteError(m.Err)
	}
	j.finish(m.Body, err)
}

func (c *Client) lost() {
	c.losses.Add(1)
	c.mu.Lock()
	jobs := c.jobs
	c.jobs = map[uint64]*call{}
	c.answered += uint64(len(jobs))
	c.mu.Unlock()
	for _, j := range jobs {
		j.finish(nil, ErrLost)
	}
}

func (j *call) finish(body []byte, err error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.done {
		return
	}
	j.done, j.body, j.err = true, body, err
	close(j.wait)
}

// remoteError is an error the server's handler returned, by its text.
type remoteError string

func (e remoteError) Error() string { return string(e) }

// Job is a job started by Start: poll it once a frame.
type Job[Rep any] struct {
	c *call

	read bool // rep and err hold the reply read
	rep  Rep
	err  error
}

// Start starts svc's job with req.
//
// The generic functions of Job are thin: the work is the call's, not
// generic (each instantiation of a generic function is code of its own
// in the module, and the tutor has a dozen reply types).
func Start[Req, Rep any](c *Client, svc Service[Req, Rep], req Req) *Job[Rep] {
	return &Job[Rep]{c: c.start(svc.Kind, req)}
}

func (c *Client) start(kind Kind, req any) *call {
	j := &call{client: c, wait: make(chan struct{})}
	body, err := encode(req)
	if err != nil {
		j.finish(nil, err)
		return j
	}
	c.mu.Lock()
	c.next++
	j.id = c.next
	c.jobs[j.id] = j
	c.mu.Unlock()
	c.t.Send(Message{ID: j.id, Kind: kind, Body: body})
	return j
}

// Poll is the job's reply or error once it is done (done false until
// then). A nil job is never done.
func (j *Job[Rep]) Poll() (rep Rep, err error, done bool) {
	if j == nil {
		return rep, nil, false
	}
	if !j.read {
		if !j.c.poll(&j.rep, &j.err) {
			return rep, nil, false
		}
		j.read = true
	}
	return j.rep, j.err, true
}

// poll reads the reply into rep (a pointer) and err once the call is
// done, and reports whether it is.
func (j *call) poll(rep any, err *error) bool {
	j.mu.Lock()
	d, body, e := j.done, j.body, j.err
	j.mu.Unlock()
	if !d {
		return false
	}
	*err = e
	if e == nil {
		*err = decode(body, rep)
	}
	j.body = nil
	return true
}

// Wait blocks until the job is done (for tools and tests: never on the
// page's thread).
func (j *Job[Rep]) Wait() (Rep, error) {
	<-j.c.wait
	rep, err, _ := j.Poll()
	return rep, err
}

// Progress is the part of the job done, 0 to 1, as the server last said.
func (j *Job[Rep]) Progress() float64 {
	if j == nil {
		return 0
	}
	return math.Float64frombits(j.c.progress.Load())
}

// Cancel tells the server to stop the job; it is done at once, with
// ErrCanceled. Canceling a job done, or a nil job, does nothing.
func (j *Job[Rep]) Cancel() {
	if j == nil {
		return
	}
	j.c.cancel()
}

func (j *call) cancel() {
	c := j.client
	c.mu.Lock()
	_, running := c.jobs[j.id]
	if running {
		delete(c.jobs, j.id)
		c.answered++
	}
	c.mu.Unlock()
	if running {
		c.t.Send(Message{ID: j.id, Cancel: true})
	}
	j.finish(nil, ErrCanceled)
}
