//go:build js && wasm

package webworker

import (
	"sync"
	"syscall/js"

	"renju/job"
)

// Transport is the page's side: it starts the worker program at url on
// the first job (or at Start), and starts it again when it stops.
type Transport struct {
	url string

	mu sync.Mutex
	w  js.Value // the Worker; undefined until started
	// ready is closed once the worker asked for is made (or given up:
	// killed before); nil when none is asked for. gen counts the
	// workers asked for, so that a message meant for one killed is not
	// posted to the next.
	ready   chan struct{}
	gen     int
	receive func(job.Message)
	lost    func()
	funcs   []js.Func

	// The messages each way go through one goroutine each, in order:
	// a large body is copied a slice at a time (pace), which sleeps, and
	// a callback must not.
	out, in chan func()
}

// New is a transport to the worker program at url (its script).
func New(url string) *Transport {
	t := &Transport{url: url, out: make(chan func(), 256), in: make(chan func(), 1024)}
	go run(t.out)
	go run(t.in)
	return t
}

// run runs what comes, in order.
func run(q <-chan func()) {
	for f := range q {
		f()
	}
}

func (t *Transport) Open(receive func(job.Message), lost func()) {
	t.receive, t.lost = receive, lost
}

// Start starts the worker now if it is not running: the page calls it
// when the learner opens or heads to a screen that uses it, so that the
// first job does not wait for the worker's download and start.
func (t *Transport) Start() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.startLocked()
}

func (t *Transport) startLocked() {
	if t.ready != nil {
		return // running, or made after the frame being drawn
	}
	ready, gen := make(chan struct{}), t.gen
	t.ready = ready
	// The worker is made after the page's next two frames: a screen that
	// uses it (Play opened by a link) asks for it in the frame that draws
	// the screen first, and the module's compile (0.5–0.7 s of V8's
	// threads) then took both cores from that frame's draw in the GPU
	// process: one gap of 0.6–0.8 s between frames at load 10, where
	// Play opened first and the worker asked for later had gaps of at
	// most 0.13 s (TestPlayLinkPartnerFrames). A hidden tab draws no
	// frames: a second at most.
	afterFrames(func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.gen != gen {
			return // killed before it was made
		}
		t.makeLocked()
		close(ready)
	})
}

// makeLocked makes the worker and listens to it.
func (t *Transport) makeLocked() {
	w := js.Global().Get("Worker").New(t.url)
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Get("exited").Truthy() {
			go t.Kill() // the program ended: a panic outside any job
			return nil
		}
		t.in <- func() {
			if m, _, ok := fromJS(data, true); ok {
				t.receive(m) // a stale worker answers ErrStale, in its own words
			}
		}
		return nil
	})
	onError := js.FuncOf(func(this js.Value, args []js.Value) any {
		go t.Kill()
		return nil
	})
	w.Set("onmessage", onMessage)
	w.Set("onerror", onError)
	t.w, t.funcs = w, []js.Func{onMessage, onError}
}

// afterFrames calls f (on a goroutine of its own) at the page's second
// animation frame from now, or after a second if no frame comes. Its
// callbacks are not released: the one that does not call f may still be
// called by the page, and a worker is asked for a few times a visit.
func afterFrames(f func()) {
	called := false // the page's callbacks run one at a time
	call := js.FuncOf(func(js.Value, []js.Value) any {
		if !called {
			called = true
			go f() // f takes the lock, which a caller may hold
		}
		return nil
	})
	g := js.Global()
	g.Call("requestAnimationFrame", js.FuncOf(func(js.Value, []js.Value) any {
		return g.Call("requestAnimationFrame", call)
	}))
	g.Call("setTimeout", call, 1000)
}

func (t *Transport) Send(m job.Message) {
	t.mu.Lock()
	t.startLocked()
	ready, gen := t.ready, t.gen
	t.mu.Unlock()
	t.out <- func() {
		<-ready
		t.mu.Lock()
		w, live := t.w, t.gen == gen
		t.mu.Unlock()
		if !live {
			return // the worker it was for was killed: the job is lost
		}
		o, transfer := toJS(m, true)
		w.Call("postMessage", o, transfer)
	}
}

// Kill stops the worker (its jobs are lost, the client told); the next
// job starts it again.
func (t *Transport) Kill() {
	t.mu.Lock()
	if t.ready == nil {
		t.mu.Unlock()
		return
	}
	if t.w.Truthy() {
		t.w.Call("terminate")
	} else {
		close(t.ready) // asked for, not made yet: not made at all
	}
	t.w, t.ready = js.Undefined(), nil
	t.gen++
	for _, f := range t.funcs {
		defer f.Release()
	}
	t.funcs = nil
	t.mu.Unlock()
	t.lost()
}
