//go:build js

package platform

import (
	"strings"
	"syscall/js"
	"time"
)

// PageURL is the address of the page without its hash.
func PageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// CopyText puts text on the clipboard.
func CopyText(text string) *Pending {
	p := &Pending{}
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		p.finish(false)
		return p
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(this js.Value, args []js.Value) any { p.finish(true); release(); return nil })
	fail = js.FuncOf(func(this js.Value, args []js.Value) any { p.finish(false); release(); return nil })
	cb.Call("writeText", text).Call("then", ok, fail)
	return p
}

// Download offers data as a file: a Blob and a click on <a download>.
func Download(data []byte, name, mime string) {
	win := js.Global()
	arr := win.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	opts := win.Get("Object").New()
	opts.Set("type", mime)
	blob := win.Get("Blob").New(win.Get("Array").New(arr), opts)
	url := win.Get("URL").Call("createObjectURL", blob)
	doc := win.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(this js.Value, args []js.Value) any {
		win.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	win.Call("setTimeout", revoke, 10000)
}

// Prompt asks for a line of text (the browser's prompt) of at most max
// bytes (UTF-8). ok is false when cancelled, and for an answer longer
// than max: err is then TextTooLong, and the answer was measured in the
// page, never brought into Go.
func Prompt(question, value string, max int) (text string, ok bool, err error) {
	v := js.Global().Call("prompt", question, value)
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	s := stringObject(v)
	n := s.Get("length").Int()
	if 3*n > max { // a UTF-16 unit is 1 to 3 bytes of UTF-8: only then may it be too long
		if size, over := measure(s, n); size > max {
			return "", false, TextTooLong{Size: size, Max: max, Over: over}
		}
	}
	return v.String(), true, nil
}

// PromptLong asks for a text of up to max bytes (a whole record file
// pasted) and leaves it in the page: Fetch brings it into Go a slice at a
// time. ok is false when cancelled, when the answer is empty, and when it
// is longer than max (err TextTooLong). A text within max UTF-16 units
// may still be more than max bytes: the reader checks Fetch's bytes.
func PromptLong(question string, max int) (t LongText, ok bool, err error) {
	v := js.Global().Call("prompt", question, "")
	if v.Type() != js.TypeString {
		return LongText{}, false, nil
	}
	s := stringObject(v)
	n := s.Get("length").Int()
	if n > max {
		size, over := measure(s, n)
		return LongText{}, false, TextTooLong{Size: size, Max: max, Over: over}
	}
	if n == 0 {
		return LongText{}, false, nil
	}
	return LongText{Len: n, Fetch: FetchText(v)}, true, nil
}

// ShowText shows text in the browser's prompt, for the learner to copy.
// What they type there is ignored: it is never brought into Go.
func ShowText(question, text string) { js.Global().Call("prompt", question, text) }

// ToggleFullscreen enters or leaves the browser's full screen (a refusal,
// without a user gesture, is ignored).
func ToggleFullscreen() {
	doc := js.Global().Get("document")
	if doc.Get("fullscreenElement").Truthy() {
		doc.Call("exitFullscreen")
		return
	}
	el := doc.Get("documentElement")
	if !el.Get("requestFullscreen").Truthy() {
		return
	}
	p := el.Call("requestFullscreen")
	if p.Truthy() && p.Get("catch").Truthy() {
		var ignore js.Func
		ignore = js.FuncOf(func(this js.Value, args []js.Value) any { ignore.Release(); return nil })
		p.Call("catch", ignore)
	}
}

// StorageGet reads localStorage, which may be missing or refuse (a
// private window, storage blocked).
func StorageGet(key string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return "", false
	}
	r := ls.Call("getItem", key)
	if r.Type() != js.TypeString {
		return "", false
	}
	return r.String(), true
}

// StorageSet writes localStorage. A refusal is returned: ErrStorageFull
// for the quota (QuotaExceededError), else ErrStorageDenied (storage
// blocked or missing), so that the app can say what was not saved.
func StorageSet(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ErrStorageDenied
			if je, ok := r.(js.Error); ok {
				name := je.Value.Get("name")
				if name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED") {
					err = ErrStorageFull
				}
			}
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return ErrStorageDenied
	}
	ls.Call("setItem", key, value)
	return nil
}

// StorageKeys lists the keys localStorage holds that start with prefix
// (none when it cannot be read).
func StorageKeys(prefix string) (keys []string) {
	defer func() {
		if recover() != nil {
			keys = nil
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return nil
	}
	n := ls.Get("length").Int()
	for i := range n {
		k := ls.Call("key", i)
		if k.Type() == js.TypeString && strings.HasPrefix(k.String(), prefix) {
			keys = append(keys, k.String())
		}
	}
	return keys
}

// OnStorage calls changed with the key of every localStorage value
// another tab of this site writes (the browser's storage event; "" when
// the other tab cleared it all). It is called on the browser's thread:
// changed must take the app's lock itself.
func OnStorage(changed func(key string)) {
	js.Global().Call("addEventListener", "storage", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		k := args[0].Get("key")
		if k.Type() == js.TypeString {
			changed(k.String())
		} else {
			changed("")
		}
		return nil
	}))
}

// Yield lets the browser draw frames during long work on the page's only
// thread (a drill being generated): called between steps of the work, it
// sleeps a moment (a setTimeout) every 12 ms of work, so the screen that
// says "preparing…" stays alive.
func Yield() func() { return YieldEvery(12 * time.Millisecond) }

// YieldEvery is Yield with slices of d: background work the learner is
// not waiting for (a lesson's practice set) takes shorter slices, so that
// a frame never waits long behind it.
func YieldEvery(d time.Duration) func() {
	last := time.Now()
	return func() {
		if time.Since(last) > d {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
