// Package platform is what the app asks of the browser beyond drawing:
// the page's address, downloads, the clipboard, a text prompt, full
// screen, localStorage, and letting the page breathe during long work.
// Outside a browser (host tests, wasm tests without a page) each does the
// least harmful thing: nothing, or a failure the caller reports. It
// imports no Ebitengine and no package of the app.
package platform

import (
	"errors"
	"fmt"
	"sync"
)

// Why a localStorage write was refused (StorageSet).
var (
	// ErrStorageFull: the browser's quota is used up.
	ErrStorageFull = errors.New("the browser's storage is full")
	// ErrStorageDenied: storage is blocked or missing.
	ErrStorageDenied = errors.New("the browser refused to store it")
)

// Pending is the outcome of something the browser finishes later (a copy
// to the clipboard): polled from the game loop, so that nothing touches
// the app's state from a browser callback.
type Pending struct {
	mu         sync.Mutex
	done, fail bool
}

// Result reports whether it has finished, and whether it worked.
func (p *Pending) Result() (done, ok bool) {
	if p == nil {
		return true, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.done, !p.fail
}

func (p *Pending) finish(ok bool) {
	p.mu.Lock()
	p.done, p.fail = true, !ok
	p.mu.Unlock()
}

// TextTooLong is the refusal of an answer to a prompt longer than its
// caller takes, Size and Max in bytes of UTF-8. The answer stays in the
// page: only its size is brought into Go (20 MB handed to Go at once
// froze the page for 1.5 s). Over: Size is a lower bound (a long text is
// not scanned or encoded to count its bytes: see measure).
type TextTooLong struct {
	Size, Max int
	Over      bool
}

func (e TextTooLong) Error() string {
	is := "is"
	if e.Over {
		is = "is at least"
	}
	return fmt.Sprintf("the text %s %d bytes, more than the %d taken", is, e.Size, e.Max)
}

// LongText is an answer to PromptLong, left in the page: Len is its
// length in UTF-16 units (its UTF-8 is at least as many bytes, at most
// three times as many), and Fetch brings its bytes (UTF-8) into Go a
// slice at a time, off the game loop: it calls yield between slices and
// report with the part fetched, 0 to 1, and stops (ok false) when report
// returns false.
type LongText struct {
	Len   int
	Fetch func(yield func(), report func(part float64) bool) (data []byte, ok bool)
}
