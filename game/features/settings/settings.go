// Package settings is the screen of the learner's sound and motion
// (game/services/feel): two toggles, and a right answer to try them on.
// The frame holds the settings and saves them; this model only changes
// them. It is plain Go.
package settings

import (
	"renju/boardview"
	"renju/game/parts/playout"
	"renju/game/services/feel"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// The buttons' IDs.
const (
	BtnSound  = "settings.sound"
	BtnMotion = "settings.motion"
	BtnTryIt  = "settings.try"
)

// Name is the screen's name and its route ("#settings").
const Name = "settings"

// Model is the settings screen.
type Model struct {
	f *feel.Feel
	// tries counts Try it (the answer's Seq).
	tries int
	demo  boardview.Board
}

var _ screenview.PanelModel = (*Model)(nil)

// demoStones is the position of Try it: Black's h8 makes a live three on
// the row (f8 g8 h8) and one on the column (h8 h9 h10), a double-three.
const demoStones = "B:f8,g8,h9,h10 W:k11,m6"

// New is the screen over the app's feel.
func New(f *feel.Feel) *Model {
	m := &Model{f: f}
	b, _ := rules.ParseStones(demoStones)
	p := rules.MustPoint("h8")
	m.demo = boardview.Board{Stones: b, Coords: true}
	m.demo.Add(boardview.FoulAt(p, rules.DoubleThree), boardview.RingAt(p, boardview.InkGood, 1))
	m.demo.Play = playout.Stone(&b, p, rules.Black)
	return m
}

// Panel is the screen in lang: what the settings do, the two toggles
// (their labels say their state), and Try it.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	p := screenview.Panel{Title: msg.T(lang, Title), Board: boardview.Board{Coords: true}}
	p.Add(screenview.BodyLine(msg.T(lang, Intro)), screenview.DimLine(msg.T(lang, MotionNote)))
	if m.tries > 0 {
		p.Board = m.demo
		p.Add(screenview.Verdict(msg.T(lang, TryRight), true))
		p.Answer = screenview.Answer{Seq: m.tries, Right: true}
	} else {
		p.Add(screenview.DimLine(msg.T(lang, TryNote)))
	}
	sound, motion := SoundOff, MotionOn
	if m.f.Sound() {
		sound = SoundOn
	}
	if m.f.ReducedMotion() {
		motion = MotionOff
	}
	toggle := func(id string, label msg.ID, on bool, key string) screenview.Button {
		b := screenview.Button{ID: id, Label: msg.T(lang, label), Key: key}
		if on {
			b.Style = screenview.On
		}
		return b
	}
	p.Rows = [][]screenview.Button{
		{toggle(BtnSound, sound, m.f.Sound(), input.Key1.Label()), toggle(BtnMotion, motion, !m.f.ReducedMotion(), input.Key2.Label())},
		{{ID: BtnTryIt, Label: msg.T(lang, BtnTry), Key: input.KeyEnter.Label(), Style: screenview.Primary}},
	}
	return p
}

// Press toggles a setting, or plays the answer to try.
func (m *Model) Press(id string) {
	switch id {
	case BtnSound:
		m.f.ToggleSound()
	case BtnMotion:
		m.f.ToggleMotion()
	case BtnTryIt:
		m.tries++
	}
}

// Key is a button's key: 1 sound, 2 motion, Enter (or Space) try.
func (m *Model) Key(p input.Press) {
	if p.Ctrl {
		return
	}
	switch p.Key {
	case input.Key1:
		m.Press(BtnSound)
	case input.Key2:
		m.Press(BtnMotion)
	case input.KeyEnter, input.KeySpace:
		m.Press(BtnTryIt)
	}
}

func (m *Model) Tap(rules.Point)                   {}
func (m *Model) Poll()                             {}
func (m *Model) TakeWalk() (screenview.Walk, bool) { return screenview.Walk{}, false }
func (m *Model) TakeSaves() []screenview.Save      { return nil }
func (m *Model) Hash() string                      { return "#" + Name }
func (m *Model) Leave()                            {}
