package game

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/vocab/input"
	"renju/game/vocab/layout"
)

// Input comes from one of two sources:
//
//   - In the browser, page_js.go listens to the DOM's pointer and key events
//     and queues them (Event). Every press and release is seen in order,
//     however short: Ebitengine's per-tick polling misses a click or a key
//     that goes down and up between two ticks (quick taps on a slow phone,
//     synthetic events in browser tests).
//   - Elsewhere (a desktop build), Update polls Ebitengine's input state
//     (input_poll.go). The browser's build has no polling: it takes no
//     input that is not the page's (a test binary without a page feeds
//     events), and Ebitengine's inpututil, which polling needs, copies
//     the whole input state (every key, button and touch) on every tick
//     once it is linked.

// EventKind is the kind of a queued input event.
type EventKind int

const (
	PointerDown EventKind = iota
	PointerMove
	PointerUp
	PointerCancel
	PointerLeave // the mouse left the canvas
	KeyDown
	CharTyped
	// ButtonPress is a button pressed in the screen-reader mirror (the
	// DOM's copy of the buttons): Button is its ID.
	ButtonPress
)

// Event is one input event from the page. Pointer positions are fractions
// of the canvas (0..1), so they do not depend on the canvas's CSS size.
type Event struct {
	Kind      EventKind
	ID        int // pointer ID
	FX, FY    float64
	Secondary bool // right button
	Touch     bool // a finger or a pen, not a mouse
	Press     input.Press
	Repeat    bool // a key's auto-repeat
	Char      rune
	Button    string // ButtonPress: the button's ID
	// T is when it happened (ms, the DOM event's timeStamp: the clock of
	// performance.now()). A long press is timed with it.
	T float64
}

// eventQueue is filled by the page (any goroutine) and drained by Update.
type eventQueue struct {
	mu     sync.Mutex
	active bool // the page delivers events: do not poll Ebitengine
	evs    []Event
	// pushed counts the events ever queued and taken those Update has
	// taken: the page API's settled() compares them with what the last
	// drawn frame took in.
	pushed, taken uint64
}

// queued returns how many events were ever queued.
func (q *eventQueue) queued() uint64 {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.pushed
}

// UsePageEvents switches input to events pushed with PushEvent.
func (g *Game) UsePageEvents() {
	g.events.mu.Lock()
	g.events.active = true
	g.events.mu.Unlock()
}

// PushEvent queues an input event for the next Update.
func (g *Game) PushEvent(e Event) {
	g.events.mu.Lock()
	g.events.evs = append(g.events.evs, e)
	g.events.pushed++
	g.events.mu.Unlock()
}

// take moves the queued events into buf; taken is how many were ever
// queued up to them.
func (q *eventQueue) take(buf []Event) (_ []Event, active bool, taken uint64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	buf = append(buf[:0], q.evs...)
	q.evs = q.evs[:0]
	q.taken = q.pushed
	return buf, q.active, q.taken
}

// Pointer IDs for the polled mouse: touches use their own (non-negative) IDs.
const (
	mouseLeft  = -1
	mouseRight = -2
)

// pointerState is what input reading remembers between ticks.
type pointerState struct {
	cursorX, cursorY float64
	polledX, polledY int
	mouseActive      bool // the mouse moved since the last touch
	touches          map[int][2]float64
	touchIDs         []ebiten.TouchID
	chars            []rune
	evs              []Event
	dragY            map[int]float64 // where each pointer held down was last
	polls            int             // frames of polled input (its clock)
	took             uint64          // the page's events taken so far (eventQueue)
}

// drag returns how far pointer id, held down and moved past a tap, has
// dragged the content since its last move (device pixels, positive: up).
func (g *Game) drag(id int, y float64) float64 {
	ps := &g.ptr
	last, down := ps.dragY[id]
	if !down {
		return 0
	}
	ps.dragY[id] = y
	if g.rec.Still(id) {
		return 0 // still a tap candidate
	}
	return last - y
}

// frameInput is one tick's input, reduced to taps, keys and scrolling.
type frameInput struct {
	hoverX, hoverY float64
	hoverOK        bool // a pointer hovers at (hoverX, hoverY)
	hoverOff       bool // nothing hovers any more
	taps           []input.Tap
	keys           []input.Press
	chars          []rune
	scroll         float64 // device pixels: the wheel and drags
	// pressed: a pointer went down (the keyboard's marks hide); touched:
	// a finger did (the key hints hide too: a touch device).
	pressed, touched bool
	// presses are buttons pressed in the screen-reader mirror, by ID.
	presses []string
}

// repeatable reports whether holding k repeats it (undo, redo, stepping).
func repeatable(k input.Key) bool {
	switch k {
	case input.KeyZ, input.KeyY, input.KeyLeft, input.KeyRight, input.KeyUp, input.KeyDown:
		return true
	}
	return false
}

// readInput reads this tick's input. It touches only game-goroutine state.
func (g *Game) readInput(lay layout.Layout) frameInput {
	var fi frameInput
	ps := &g.ptr
	if ps.touches == nil {
		ps.touches = map[int][2]float64{}
		ps.dragY = map[int]float64{}
	}
	g.rec.Slop = lay.Px(10)

	var fromPage bool
	ps.evs, fromPage, ps.took = g.events.take(ps.evs)
	if fromPage {
		g.pageInput(&fi, lay)
	} else {
		ps.polls++
		g.pollInput(&fi)
	}
	// now is the clock the events were timed with: the page's
	// performance.now(), or the frames polled.
	now := float64(ps.polls) * input.FrameMS
	if fromPage && g.clock != nil {
		now = g.clock()
	}
	_, wy := ebiten.Wheel()
	fi.scroll -= wy * lay.Font * 2.5

	g.longPress = false
	switch {
	case len(ps.touches) == 1:
		for id, t := range ps.touches {
			fi.hoverX, fi.hoverY, fi.hoverOK = t[0], t[1], true
			// Held still long enough, the release will ask Why?: show it.
			if held, ok := g.rec.Held(id, now); ok && held >= input.LongPressMS {
				g.longPress = true
			}
		}
	case len(ps.touches) == 0 && ps.mouseActive:
		fi.hoverX, fi.hoverY, fi.hoverOK = ps.cursorX, ps.cursorY, true
	default:
		fi.hoverOff = true
	}
	return fi
}

// pageInput replays the queued page events.
func (g *Game) pageInput(fi *frameInput, lay layout.Layout) {
	ps := &g.ptr
	for _, e := range ps.evs {
		x, y := e.FX*lay.W, e.FY*lay.H
		if !e.Touch {
			// A long press (Why?) is a finger's: a mouse button held, or
			// a release that reaches a busy page late, is still a click.
			e.T = 0
		}
		switch e.Kind {
		case PointerDown:
			fi.pressed = true
			fi.touched = fi.touched || e.Touch
			g.rec.Down(e.ID, x, y, e.Secondary, e.T)
			ps.dragY[e.ID] = y
			g.pointerAt(e, x, y)
		case PointerMove:
			g.rec.Move(e.ID, x, y)
			fi.scroll += g.drag(e.ID, y)
			g.pointerAt(e, x, y)
		case PointerUp:
			if t, ok := g.rec.Up(e.ID, x, y, e.T); ok {
				fi.taps = append(fi.taps, t)
			}
			delete(ps.touches, e.ID)
			delete(ps.dragY, e.ID)
			if !e.Touch {
				ps.cursorX, ps.cursorY = x, y
			}
		case PointerCancel:
			g.rec.Cancel(e.ID)
			delete(ps.touches, e.ID)
			delete(ps.dragY, e.ID)
		case PointerLeave:
			if !e.Touch {
				ps.mouseActive = false
			}
		case KeyDown:
			if e.Repeat && !repeatable(e.Press.Key) {
				continue
			}
			fi.keys = append(fi.keys, e.Press)
		case CharTyped:
			fi.chars = append(fi.chars, e.Char)
		case ButtonPress:
			fi.presses = append(fi.presses, e.Button)
		}
	}
}

// pointerAt records where a pointer is: a finger held down, or the mouse.
func (g *Game) pointerAt(e Event, x, y float64) {
	ps := &g.ptr
	if e.Touch {
		ps.mouseActive = false
		if _, down := ps.touches[e.ID]; down || e.Kind == PointerDown {
			ps.touches[e.ID] = [2]float64{x, y}
		}
		return
	}
	ps.mouseActive = true
	ps.cursorX, ps.cursorY = x, y
}
