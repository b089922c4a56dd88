//go:build js && wasm

package webworker

import (
	"syscall/js"
	"time"

	"renju/job"
)

// Serve serves s to the page that started this worker, and never
// returns. The worker's script (web/worker.js) keeps the messages that
// came before the program was ready in self.__renjuQueue; they are
// served first.
func Serve(s *job.Server) {
	self := js.Global()
	if s.Yield == nil {
		s.Yield = yieldEvery(20 * time.Millisecond)
	}
	send := func(m job.Message) {
		o, transfer := toJS(m, false)
		self.Call("postMessage", o, transfer)
	}
	take := func(v js.Value) {
		m, same, ok := fromJS(v, false)
		switch {
		case !ok:
		case !same && !m.Cancel:
			send(job.Message{ID: m.ID, Done: true, Err: job.ErrStale.Error()})
		default:
			s.Serve(m, send)
		}
	}
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			take(args[0].Get("data"))
		}
		return nil
	}))
	if q := self.Get("__renjuQueue"); q.Type() == js.TypeObject {
		for i := range q.Length() {
			take(q.Index(i))
		}
		self.Delete("__renjuQueue")
	}
	select {}
}

// yieldEvery sleeps a moment every d of work: a program on one thread
// reads its messages (a Cancel) only when it sleeps. 20 ms: a Cancel is
// heard within about a frame, and a read of 20 MB loses some 5% to it.
func yieldEvery(d time.Duration) func() {
	last := time.Now()
	return func() {
		if time.Since(last) > d {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
