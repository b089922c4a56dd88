package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// Player is what the walk widget asks of a walk's player (game/parts/walkplay's
// Player is the one): the kit draws a walk but does not make one, so that
// it stays below the models (arch_test.go).
type Player interface {
	// Key and Press apply a key or a button (handled: it was the walk's).
	Key(k input.Press) (handled, closed bool)
	Press(id string) (handled, closed bool)
	// Advance runs autoplay dt seconds on.
	Advance(dt float64, lang string) bool
	View(lang msg.Lang) screenview.WalkText
	Notes() []boardview.Note
	// Index is the step shown, of Len; Go and Next move to another.
	Index() int
	Len() int
	Go(i int)
	Next() bool
	Playing() bool
	SpeedIndex() int
	// Point is the judged point; Label its name on the screen's board.
	Point() rules.Point
	Label() string
}

// Opener makes walks' players; the frame sets Walks to game/parts/walkplay's
// (a model the kit may not import).
type Opener interface {
	Open(b *rules.Board, pt rules.Point, colour rules.Stone, label string, opts ...tutor.Option) (Player, error)
	OpenLine(b *rules.Board, pt rules.Point, dir, label string, opts ...tutor.Option) (Player, error)
	OpenTrace(tr *rules.Trace, label string) (Player, error)
}

// Walks opens every walk (OpenWalk, OpenLineWalk, OpenTrace); nil until
// the frame sets it, and then no walk opens.
var Walks Opener

// Walk is a walk open in a screen's panel: its player, the panel laid
// out, and its notes for the board. Every screen opens its walks with
// OpenWalk (or OpenTrace) and gives it its panel below the nav bar.
type Walk struct {
	P     Player
	panel WalkPanel
	// notes are the step's notes, made once per step (notesFor).
	notes    []boardview.Note
	notesFor int
	// speech is the step's sentences for the screen-reader mirror.
	speech     []string
	speechFor  int
	speechLang msg.Lang
	// scroll is how far the body is scrolled (a body that does not fit
	// even in small type scrolls), for step scrollFor: each step starts
	// at its top.
	scroll    float64
	scrollFor int
}

// OpenWalk judges a stone of colour at pt on b and opens its walk,
// labelled label ("" for none); nil if the judge cannot (a position that
// is not a legal board). opts change how the walk is told (a lesson's
// letters).
func OpenWalk(b *rules.Board, pt rules.Point, colour rules.Stone, label string, opts ...tutor.Option) *Walk {
	if Walks == nil {
		return nil
	}
	p, err := Walks.Open(b, pt, colour, label, opts...)
	if err != nil {
		return nil
	}
	return &Walk{P: p, notesFor: -1}
}

// OpenLineWalk opens the walk of a live-or-false question: after Black
// plays pt on b, is the three on line dir live? nil if Black makes no
// three there.
func OpenLineWalk(b *rules.Board, pt rules.Point, dir, label string, opts ...tutor.Option) *Walk {
	if Walks == nil {
		return nil
	}
	p, err := Walks.OpenLine(b, pt, dir, label, opts...)
	if err != nil {
		return nil
	}
	return &Walk{P: p, notesFor: -1}
}

// OpenTarget opens the walk a drill asks for: the line walk when it names
// a line (a live-or-false question, Black's stone), else the point's;
// opts tell it (the learner's stage).
func OpenTarget(b *rules.Board, pt rules.Point, colour rules.Stone, line string, opts ...tutor.Option) *Walk {
	if line != "" && colour == rules.Black {
		if w := OpenLineWalk(b, pt, line, "", opts...); w != nil {
			return w
		}
	}
	return OpenWalk(b, pt, colour, "", opts...)
}

// OpenTrace opens the walk of a judgement already made.
func OpenTrace(tr *rules.Trace, label string) *Walk {
	if Walks == nil {
		return nil
	}
	p, err := Walks.OpenTrace(tr, label)
	if err != nil {
		return nil
	}
	return &Walk{P: p, notesFor: -1}
}

// Update applies a frame's input: the walk's keys and buttons, and
// autoplay (dt seconds on). It returns the taps and keys that were not
// the walk's, and whether the walk was closed.
func (w *Walk) Update(in *input.Frame, dt float64, lang msg.Lang) (taps []input.Tap, keys []input.Press, closed bool) {
	for _, k := range in.Keys {
		handled, c := w.P.Key(k)
		closed = closed || c
		if !handled {
			keys = append(keys, k)
		}
	}
	for _, t := range in.Taps {
		handled, c := w.P.Press(t.Button)
		closed = closed || c
		if !handled {
			taps = append(taps, t)
		}
	}
	w.P.Advance(dt, string(lang))
	w.scroll += in.Scroll
	return taps, keys, closed
}

// Layout places the walk's panel in area and returns its buttons.
func (w *Walk) Layout(k *Kit, lang msg.Lang, area layout.Rect) []Button {
	v := w.P.View(lang)
	if !k.Keyboard {
		v.Keys = "" // key hints only for a learner who has used a key
	} else if v.OutlineKeyed != "" {
		v.OutlineLabel = v.OutlineKeyed
	}
	w.panel = k.LayoutWalk(v, lang, area)
	if w.scrollFor != w.P.Index() {
		w.scroll, w.scrollFor = 0, w.P.Index()
	}
	w.scroll = math.Max(0, math.Min(w.scroll, w.panel.maxScroll))
	w.panel.scroll = w.scroll
	return append(w.panel.buttons, k.linkButtons(&w.panel)...)
}

// Draw draws the walk's panel as last laid out.
func (w *Walk) Draw(k *Kit, dst *ebiten.Image) { k.DrawWalk(dst, &w.panel) }

// Notes are the walk's marks over the board.
func (w *Walk) Notes() []boardview.Note {
	if w.notesFor != w.P.Index() {
		w.notes, w.notesFor = w.P.Notes(), w.P.Index()
	}
	return w.notes
}

// pulsing reports whether the step has an animated note.
func (w *Walk) pulsing() bool {
	for _, n := range w.Notes() {
		if n.Animated() {
			return true
		}
	}
	return false
}

// WalkKey is what a walk's frame shows (for frame skipping).
type WalkKey struct {
	p       Player
	step    int
	playing bool
	speed   int
	pulse   int // the candidate's pulse, and autoplay's progress
	scroll  float64
}

// Key is what the walk shows at frame tick.
func (w *Walk) Key(tick int) WalkKey {
	if w == nil {
		return WalkKey{}
	}
	k := WalkKey{p: w.P, step: w.P.Index(), playing: w.P.Playing(), speed: w.P.SpeedIndex(), scroll: w.scroll}
	if w.pulsing() || w.P.Playing() {
		k.pulse = tick // animated: every frame
	}
	return k
}

// Speech is what the screen-reader mirror says of the walk: its title,
// then the step ("Step 3 of 12: …") and its verdict. Made once per step
// and language.
func (w *Walk) Speech(lang msg.Lang) []string {
	if w.speechFor != w.P.Index() || w.speechLang != lang || w.speech == nil {
		v := w.P.View(lang)
		w.speech = []string{v.Title, v.Counter + ": " + v.Say}
		if v.Verdict.S != "" {
			w.speech = append(w.speech, v.Verdict.S)
		}
		w.speechFor, w.speechLang = w.P.Index(), lang
	}
	return w.speech
}
