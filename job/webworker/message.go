//go:build js && wasm

package webworker

import (
	"syscall/js"
	"time"

	"renju/job"
)

// paceAbove is the body size past which the page copies a body between
// Go and JS a slice at a time, sleeping a moment between slices (pace):
// a 20 MB file copied at once, with its request made, was a task of
// 197 ms on the page's thread; a database's games coming back, 186 ms.
const paceAbove = 1 << 20

// toJS is m as the object posted, and the list of what to transfer. pace
// copies a large body a slice at a time, letting the page draw between
// slices (never in a callback: it sleeps).
func toJS(m job.Message, pace bool) (js.Value, js.Value) {
	o := js.Global().Get("Object").New()
	o.Set("id", float64(m.ID))
	o.Set("build", Build)
	if m.Kind != "" {
		o.Set("kind", string(m.Kind))
	}
	transfer := js.Global().Get("Array").New()
	if m.Body != nil {
		body := js.Global().Get("Uint8Array").New(len(m.Body))
		copyToJS(body, m.Body, pace)
		o.Set("body", body)
		transfer.Call("push", body.Get("buffer"))
	}
	if m.Progress != 0 {
		o.Set("progress", m.Progress)
	}
	if m.Done {
		o.Set("done", true)
	}
	if m.Err != "" {
		o.Set("err", m.Err)
	}
	if m.Cancel {
		o.Set("cancel", true)
	}
	return o, transfer
}

// fromJS reads a posted object; ok is false for anything else. same
// reports whether it came from a program of this build.
func fromJS(v js.Value, pace bool) (m job.Message, same, ok bool) {
	if v.Type() != js.TypeObject || v.Get("id").Type() != js.TypeNumber {
		return m, false, false
	}
	same = v.Get("build").Type() == js.TypeString && v.Get("build").String() == Build
	m.ID = uint64(v.Get("id").Float())
	if k := v.Get("kind"); k.Type() == js.TypeString {
		m.Kind = job.Kind(k.String())
	}
	if b := v.Get("body"); b.Type() == js.TypeObject {
		m.Body = make([]byte, b.Get("length").Int())
		copyToGo(m.Body, b, pace)
	}
	if p := v.Get("progress"); p.Type() == js.TypeNumber {
		m.Progress = p.Float()
	}
	m.Done = v.Get("done").Truthy()
	if e := v.Get("err"); e.Type() == js.TypeString {
		m.Err = e.String()
	}
	m.Cancel = v.Get("cancel").Truthy()
	return m, same, true
}

// copyToJS copies b into dst, a slice at a time when pace and b is large.
func copyToJS(dst js.Value, b []byte, pace bool) {
	if !pace || len(b) <= paceAbove {
		js.CopyBytesToJS(dst, b)
		return
	}
	for at := 0; at < len(b); at += paceAbove {
		end := min(len(b), at+paceAbove)
		js.CopyBytesToJS(dst.Call("subarray", at, end), b[at:end])
		time.Sleep(time.Millisecond)
	}
}

// copyToGo copies src into b, a slice at a time when pace and b is large.
func copyToGo(b []byte, src js.Value, pace bool) {
	if !pace || len(b) <= paceAbove {
		js.CopyBytesToGo(b, src)
		return
	}
	for at := 0; at < len(b); at += paceAbove {
		end := min(len(b), at+paceAbove)
		js.CopyBytesToGo(b[at:end], src.Call("subarray", at, end))
		time.Sleep(time.Millisecond)
	}
}
