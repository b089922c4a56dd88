// Package input is the tutor's input vocabulary: taps (press and release
// without much movement, on a mouse or a touch screen; a long press or the
// right button asks "Why?"), recognised from raw pointer events, the keys
// the app listens to, and a Frame of them for a screen. It is plain Go and
// imports no model: each model maps a Press to its own actions. The
// Ebitengine layer feeds it each frame.
package input

import "math"

// Tap is a completed tap or click at a device-pixel position.
type Tap struct {
	X, Y float64
	// Secondary: right button, or a touch held for LongPressMS.
	Secondary bool
	// Button is the ID of the button under the tap ("" for none); the
	// frame fills it in.
	Button string
}

// Frame is one frame's input for a screen.
type Frame struct {
	// Taps are completed taps and clicks, with the button under each.
	Taps []Tap
	// Keys are key presses (Ctrl = Control or Command).
	Keys []Press
	// Chars are typed characters ('?').
	Chars []rune
	// HoverX, HoverY: where the mouse (or a held finger) is, if Hovering.
	HoverX, HoverY float64
	Hovering       bool
	// Scroll is how far to scroll, in device pixels (wheel and drags;
	// positive: the content moves up, showing what is below).
	Scroll float64
	// LongPress: a finger is held still (its release will be Secondary).
	LongPress bool
}

// Key reports whether k was pressed (without Ctrl) this frame.
func (f *Frame) Key(k Key) bool {
	for _, p := range f.Keys {
		if p.Key == k && !p.Ctrl {
			return true
		}
	}
	return false
}

// LongPressMS is how long (milliseconds) a touch must be held still to
// count as a secondary tap: 500 ms, Android's own long-press timeout.
// It is measured with the events' timestamps, not in frames: on a slow
// phone a one-second hold may span only a handful of frames, and one slow
// frame inside a quick tap must not make it a long press.
const LongPressMS = 500

// FrameMS is one frame at 60 frames a second, in milliseconds: the clock
// of input polled once a frame.
const FrameMS = 1000.0 / 60

type press struct {
	x, y      float64 // where it went down
	start     float64 // when it went down (ms)
	moved     bool    // it went further than the slop
	secondary bool
}

// Recognizer tracks pointers (mouse buttons and touches, each with its own
// ID) and reports taps. Every call carries the time of its event in
// milliseconds on one clock (a DOM event's timeStamp, or frames counted
// by FrameMS). The zero value is ready; set Slop (device pixels) to the
// largest movement a tap may have.
type Recognizer struct {
	Slop  float64
	downs map[int]*press
}

// Down records pointer id going down at (x, y) at time ms.
func (r *Recognizer) Down(id int, x, y float64, secondary bool, ms float64) {
	if r.downs == nil {
		r.downs = map[int]*press{}
	}
	r.downs[id] = &press{x: x, y: y, start: ms, secondary: secondary}
}

// Move records pointer id at (x, y) while down.
func (r *Recognizer) Move(id int, x, y float64) {
	p := r.downs[id]
	if p != nil && math.Hypot(x-p.x, y-p.y) > r.Slop {
		p.moved = true
	}
}

// Up records pointer id going up at (x, y) at time ms and returns the tap
// it made, if it did not move too far. The tap is at the press position:
// that is the point the user aimed at.
func (r *Recognizer) Up(id int, x, y float64, ms float64) (Tap, bool) {
	p := r.downs[id]
	delete(r.downs, id)
	if p == nil {
		return Tap{}, false
	}
	r.Move(id, x, y)
	if p.moved || math.Hypot(x-p.x, y-p.y) > r.Slop {
		return Tap{}, false
	}
	return Tap{X: p.x, Y: p.y, Secondary: p.secondary || ms-p.start >= LongPressMS}, true
}

// Cancel forgets pointer id (e.g. the touch vanished without a release).
func (r *Recognizer) Cancel(id int) { delete(r.downs, id) }

// Held reports whether pointer id is down and still a tap candidate, and
// for how long (ms) it has been held at time ms.
func (r *Recognizer) Held(id int, ms float64) (held float64, ok bool) {
	p := r.downs[id]
	if p == nil || p.moved {
		return 0, false
	}
	return ms - p.start, true
}

// Still reports whether pointer id is down and still a tap candidate.
func (r *Recognizer) Still(id int) bool {
	_, ok := r.Held(id, 0)
	return ok
}
