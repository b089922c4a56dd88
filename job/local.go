package job

import "sync"

// Local is a transport to a server in this program: what the app uses
// on the host (tests, tools), with the same messages and encoding as the
// worker's.
type Local struct {
	s       *Server
	mu      sync.Mutex
	receive func(Message)
	lost    func()
	gen     int // bumped by Kill: answers of a killed server are dropped
}

// NewLocal is a transport to s.
func NewLocal(s *Server) *Local { return &Local{s: s} }

func (l *Local) Open(receive func(Message), lost func()) {
	l.receive, l.lost = receive, lost
}

func (l *Local) Send(m Message) {
	l.mu.Lock()
	gen := l.gen
	l.mu.Unlock()
	l.s.Serve(m, func(out Message) {
		l.mu.Lock()
		stale := gen != l.gen
		l.mu.Unlock()
		if !stale {
			l.receive(out)
		}
	})
}

// Kill acts out the server's program stopping: every job under way is
// lost (its later answers dropped) and the client told, as a worker the
// browser killed.
func (l *Local) Kill() {
	l.mu.Lock()
	l.gen++
	l.mu.Unlock()
	l.s.mu.Lock()
	for _, c := range l.s.running {
		c.canceled.Store(true) // their work is for nothing now
	}
	l.s.mu.Unlock()
	l.lost()
}
