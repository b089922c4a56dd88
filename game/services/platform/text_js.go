//go:build js

package platform

import (
	"slices"
	"sync"
	"syscall/js"
)

// A page's text (a prompt's answer, the page API's openRecord) is a
// JavaScript string. Converting it to Go (Value.String) encodes it whole
// on the page's only thread: 20 MB took 1.5 s, the page frozen. These
// measure it and bring it over in slices instead.

// stringObject is s as a String object: Value.Get and Call are for
// objects, and a string is not one.
func stringObject(s js.Value) js.Value { return js.Global().Get("Object").Invoke(s) }

// TextLength is a JavaScript string's length in UTF-16 units.
func TextLength(s js.Value) int { return stringObject(s).Get("length").Int() }

// textSlice is how many UTF-16 units of a page's text are handed to Go at
// a time: 20 MB at once froze the page for 1.5 s here; 64 Ki units took
// 25 to 140 ms with the machine loaded eight times over its two cores.
const textSlice = 64 << 10

// sizeSlice is the most UTF-16 units utf8Size encodes at a time, and
// the longest text that is not ASCII measure counts exactly: only the
// count crosses into Go, and the buffer stays bounded (3 MiB).
const sizeSlice = 1 << 20

// cut is where a slice of text (a String object of n units) from i ends:
// at most i+size, and never between the two halves of a character beyond
// the BMP, so that each slice encodes as the whole text does.
func cut(text js.Value, i, size, n int) int {
	j := min(n, i+size)
	if c := text.Call("charCodeAt", j-1).Int(); j < n && c >= 0xD800 && c < 0xDC00 {
		j-- // a high surrogate: its pair goes with the next slice
	}
	return j
}

// nonASCII finds a character that is not ASCII (a RegExp, not a
// function: the page's Content-Security-Policy allows no eval).
var nonASCII = sync.OnceValue(func() js.Value { return js.Global().Get("RegExp").New(`[^\x00-\x7f]`) })

// scanMax is the longest text (in UTF-16 units) that measure scans for
// characters that are not ASCII: a scan of 20 MB took 27 to 83 ms here,
// of 40 MB 90 to 390 ms, the page frozen meanwhile; 8 Mi units take at
// most some 30.
const scanMax = 8 << 20

// measure is the size in bytes of the UTF-8 of text (a String object of
// n units) as far as a check needs it. Exact (over false) when the text
// is ASCII, n bytes, found by one scan of a regular expression, or short
// enough to encode (sizeSlice units at most, a few ms); else n, a lower
// bound (over true), which is all a text of more than scanMax units is
// measured by: encoding 20 MB took 70 to 314 ms here.
func measure(text js.Value, n int) (size int, over bool) {
	if n > scanMax {
		return n, true
	}
	if !nonASCII().Call("test", text).Bool() {
		return n, false
	}
	if n <= sizeSlice {
		return utf8Size(text, n), false
	}
	return n, true
}

// utf8Size is the length in bytes of the UTF-8 of text (a String object
// of n units), encoded in the page a slice at a time: the text is not
// brought into Go. A lone surrogate counts as U+FFFD, 3 bytes, as
// Value.String and FetchText encode it.
func utf8Size(text js.Value, n int) int {
	enc := js.Global().Get("TextEncoder").New()
	buf := js.Global().Get("Uint8Array").New(3 * min(n, sizeSlice))
	size := 0
	for i := 0; i < n; {
		j := cut(text, i, sizeSlice, n)
		size += enc.Call("encodeInto", text.Call("substring", i, j), buf).Get("written").Int()
		i = j
	}
	return size
}

// FetchText brings a JavaScript string's bytes (UTF-8) into Go a slice at
// a time (LongText.Fetch): each slice is encoded into one buffer on the
// page's side and copied into the text's bytes, so that no garbage is
// made in Go (a collection stops the page).
func FetchText(s js.Value) func(yield func(), report func(float64) bool) ([]byte, bool) {
	text := stringObject(s)
	return func(yield func(), report func(float64) bool) ([]byte, bool) {
		n := text.Get("length").Int()
		enc := js.Global().Get("TextEncoder").New()
		buf := js.Global().Get("Uint8Array").New(3 * textSlice) // a UTF-16 unit is at most 3 bytes of UTF-8
		// Room past the text for what the worker's request puts after it
		// (its name: jobs.RecordFile), so that it is sent without a copy.
		data := make([]byte, 0, n+512)
		for i := 0; i < n; {
			j := cut(text, i, textSlice, n)
			w := enc.Call("encodeInto", text.Call("substring", i, j), buf).Get("written").Int()
			data = slices.Grow(data, w)
			js.CopyBytesToGo(data[len(data):len(data)+w], buf.Call("subarray", 0, w))
			data = data[:len(data)+w]
			i = j
			if !report(float64(i) / float64(n)) {
				return nil, false
			}
			if yield != nil {
				yield()
			}
		}
		return data, true
	}
}
