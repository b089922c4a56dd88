// Package platform is what the app asks of the browser beyond drawing:
// the page's address, downloads, the clipboard, a text prompt, full
// screen, localStorage, and letting the page breathe during long work.
// Outside a browser (host tests, wasm tests without a page) each does the
// least harmful thing: nothing, or a failure the caller reports. It
// imports no Ebitengine and no package of the app.
package platform

import (
	"errors"
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
