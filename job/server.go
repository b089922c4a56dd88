package job

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Handler serves one kind of job: the request's body in, the reply's out.
type Handler func(c *Ctx, body []byte) ([]byte, error)

// Server holds the handlers of the services it serves and runs each job
// on a goroutine of its own.
type Server struct {
	handlers map[Kind]Handler
	// Yield, if set, is what Ctx.Yield calls between steps of a job: in
	// the worker, a sleep now and then that lets a Cancel in (a program
	// on one thread reads its messages only when it is idle).
	Yield func()

	mu      sync.Mutex
	running map[uint64]*Ctx
}

// NewServer is a server of no service yet (Handle adds them).
func NewServer() *Server {
	return &Server{handlers: map[Kind]Handler{}, running: map[uint64]*Ctx{}}
}

// Handle serves svc with f.
func Handle[Req, Rep any](s *Server, svc Service[Req, Rep], f func(*Ctx, Req) (Rep, error)) {
	s.handlers[svc.Kind] = func(c *Ctx, body []byte) ([]byte, error) {
		var req Req
		if err := decode(body, &req); err != nil {
			return nil, err
		}
		rep, err := f(c, req)
		if err != nil {
			return nil, err
		}
		return encode(rep)
	}
}

// Kinds are the kinds the server serves.
func (s *Server) Kinds() []Kind {
	var ks []Kind
	for k := range s.handlers {
		ks = append(ks, k)
	}
	return ks
}

// Serve takes one message from a client: a request starts its job, a
// Cancel tells the job to stop. send carries the job's answers; it is
// called from the job's goroutine.
func (s *Server) Serve(m Message, send func(Message)) {
	if m.Cancel {
		s.mu.Lock()
		c := s.running[m.ID]
		s.mu.Unlock()
		if c != nil {
			c.canceled.Store(true)
		}
		return
	}
	h := s.handlers[m.Kind]
	if h == nil {
		send(Message{ID: m.ID, Done: true, Err: fmt.Sprintf("job: no service %q here", m.Kind)})
		return
	}
	c := &Ctx{id: m.ID, send: send, yield: s.Yield}
	s.mu.Lock()
	s.running[m.ID] = c
	s.mu.Unlock()
	go func() {
		body, err := run(h, c, m)
		s.mu.Lock()
		delete(s.running, m.ID)
		s.mu.Unlock()
		out := Message{ID: m.ID, Done: true, Body: body}
		if err != nil {
			out.Body, out.Err = nil, err.Error()
			if err == ErrCanceled || c.Canceled() {
				out.Err = ErrCanceled.Error()
			}
		}
		send(out)
	}()
}

// run runs h; a panic is the job's error, not the end of the worker
// (every other job goes on).
func run(h Handler, c *Ctx, m Message) (body []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(canceled); ok {
				body, err = nil, ErrCanceled
				return
			}
			body, err = nil, fmt.Errorf("job %s: internal error: %v", m.Kind, r)
		}
	}()
	return h(c, m.Body)
}

// canceled is what Ctx.Stop panics with (run recovers it).
type canceled struct{}

// progressEvery is the least time between two progress messages of one
// job: a bar redrawn every frame needs no more, and a read of 367,677
// games reports some 300 times, not 300,000.
const progressEvery = 50 * time.Millisecond

// Ctx is a running job's side of the protocol: its progress, and whether
// its client canceled it.
type Ctx struct {
	id       uint64
	send     func(Message)
	yield    func()
	canceled atomic.Bool
	last     time.Time
}

// Canceled reports whether the client canceled the job (a handler then
// stops and returns ErrCanceled).
func (c *Ctx) Canceled() bool { return c.canceled.Load() }

// Stop unwinds the job when it was canceled: for handlers deep in a
// search, whose hooks have no error to return.
func (c *Ctx) Stop() {
	if c.Canceled() {
		panic(canceled{})
	}
}

// Yield is for a handler's work between steps: the server's Yield.
func (c *Ctx) Yield() {
	if c.yield != nil {
		c.yield()
	}
}

// Progress reports done of total (sent at most every progressEvery).
func (c *Ctx) Progress(done, total int) {
	if total <= 0 {
		return
	}
	now := time.Now()
	if now.Sub(c.last) < progressEvery {
		return
	}
	c.last = now
	c.send(Message{ID: c.id, Progress: min(1, float64(done)/float64(total))})
}
