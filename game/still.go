package game

import (
	"sync/atomic"

	"renju/game/frame/screens"
	"renju/game/vocab/layout"
)

// Still frames. On the page, Ebitengine runs Update and Draw sixty times
// a second whether or not anything changed; a keyed screen then draws
// nothing (Draw compares frame keys), but its Update, its Layout, the
// mirror's check and the frame key itself still ran every tick: they
// build the screen's panel, its texts' links and its picture anew. On a
// screen nobody touches that work was most of what the page's thread did
// beyond the anchor's, and, run every tick, it had V8 compile those
// functions again with its optimising compiler while the page loaded.
// make measure, 4 loads each: load 3.97 → 3.80 s of CPU (the page's
// thread 0.77 → 0.67 s), still #lessons 0.144 → 0.130 cores (the
// anchor's 0.119).
//
// So once nothing has happened for stillAfter ticks (no page event, no
// finger held, no job's reply, no change of the window, no toast, no
// animation, no frame that came out different, nothing the page's API
// changed), the screen is looked at only every stillEvery-th tick: a
// change that comes by itself (a timer's) shows at most stillEvery ticks
// late, and anything that happens brings the full rate back at once.
const (
	stillAfter = 30 // half a second at 60 ticks a second
	stillEvery = 6  // ten times a second
)

// stillFrames is the page's side of it (the Game's field still).
type stillFrames struct {
	on      bool // the page throttles still screens (AttachPage)
	quiet   int  // ticks in a row with nothing new
	skipped bool // the last Update left the screen alone: so does Draw
	took    uint64
	replies uint64
	lay     layout.Layout
	// woken is set by what changes the app from outside the frame's
	// input (the page API's calls, another tab's save, fonts come).
	woken atomic.Bool
	// prepared is the screen whose previews are being prepared
	// (prepare.go), previewed how many of them were made (-1: all).
	prepared  preparedFor
	previewed int
	previews  []string // the names of the screens prepared for it
}

// wake has the next tick look at the screen (any goroutine).
func (g *Game) wake() { g.still.woken.Store(true) }

// lockFromOutside takes mu for a change from outside the frame's input
// (the page API, another tab's save, a link): the next tick looks at the
// screen.
func (g *Game) lockFromOutside() {
	g.wake()
	g.mu.Lock()
}

// stillTick reports whether this tick may leave the screen alone: the
// screen has been still for stillAfter ticks and this is not one of
// every stillEvery-th. Called with mu held, after readInput.
func (g *Game) stillTick(fi *frameInput, lay layout.Layout) bool {
	s := &g.still
	s.skipped = false
	if !s.on {
		return false
	}
	running, replies := jobsCounts()
	anim := false
	if a, ok := g.cur.(screens.Animator); ok {
		anim = a.Animating()
	}
	if s.woken.Swap(false) || g.ptr.took != s.took || len(g.ptr.touches) > 0 || fi.scroll != 0 ||
		running > 0 || replies != s.replies || lay != s.lay || !g.drawn || !g.framed || g.toastUntil >= g.tick || anim ||
		g.zh.want || g.zh.loading {
		s.quiet, s.took, s.replies, s.lay = 0, g.ptr.took, replies, lay
		return false
	}
	s.quiet++
	if s.quiet < stillAfter || s.quiet%stillEvery == 0 {
		return false
	}
	s.skipped = true
	return true
}
