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

	mu      sync.Mutex
	w       js.Value // the Worker; undefined until started
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
	if t.w.Truthy() {
		return
	}
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

func (t *Transport) Send(m job.Message) {
	t.mu.Lock()
	t.startLocked()
	w := t.w
	t.mu.Unlock()
	t.out <- func() {
		o, transfer := toJS(m, true)
		w.Call("postMessage", o, transfer)
	}
}

// Kill stops the worker (its jobs are lost, the client told); the next
// job starts it again.
func (t *Transport) Kill() {
	t.mu.Lock()
	if !t.w.Truthy() {
		t.mu.Unlock()
		return
	}
	t.w.Call("terminate")
	t.w = js.Undefined()
	for _, f := range t.funcs {
		defer f.Release()
	}
	t.funcs = nil
	t.mu.Unlock()
	t.lost()
}
