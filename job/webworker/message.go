//go:build js && wasm

package webworker

import (
	"syscall/js"

	"renju/job"
)

// toJS is m as the object posted, and the list of what to transfer.
func toJS(m job.Message) (js.Value, js.Value) {
	o := js.Global().Get("Object").New()
	o.Set("id", float64(m.ID))
	o.Set("build", Build)
	if m.Kind != "" {
		o.Set("kind", string(m.Kind))
	}
	transfer := js.Global().Get("Array").New()
	if m.Body != nil {
		body := js.Global().Get("Uint8Array").New(len(m.Body))
		js.CopyBytesToJS(body, m.Body)
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
func fromJS(v js.Value) (m job.Message, same, ok bool) {
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
		js.CopyBytesToGo(m.Body, b)
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
