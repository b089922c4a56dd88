// Package feel is how an answer feels: a right answer played out on the
// board (Anim keeps its clock; boardview.Board.Played draws it), a quiet
// sound for right and wrong, and the learner's settings for both: sound
// (off by default) and reduced motion (by default the browser's
// prefers-reduced-motion). It is plain Go; the sound itself is the
// platform's (sound_js.go: Web Audio; elsewhere nothing).
package feel

import (
	"fmt"

	"renju/jsonkit"
)

// Key is the storage key of the settings.
const Key = "renju.settings"

// Cue is a sound asked for.
type Cue int

const (
	RightCue Cue = iota + 1 // a right answer: a short rising blip
	WrongCue                // a wrong answer: a lower, softer one
)

// Settings are what the learner chose. ReducedMotion nil: the browser's
// preference.
type Settings struct {
	Sound         bool  `json:"sound"`
	ReducedMotion *bool `json:"reducedMotion,omitempty"`
}

// Parse reads saved settings; anything else is an error that names it.
func Parse(s string) (Settings, error) {
	var st Settings
	if err := jsonkit.Unmarshal([]byte(s), &st); err != nil {
		return Settings{}, fmt.Errorf("settings %q: %v", s, err)
	}
	return st, nil
}

// Format writes settings as saved.
func (s Settings) Format() string {
	b, _ := jsonkit.Marshal(s)
	return string(b)
}

// Feel is the app's: the settings, the browser's motion preference, the
// sounds played and the animations run (counted for the page API).
type Feel struct {
	set Settings
	// systemReduced is the browser's prefers-reduced-motion.
	systemReduced bool
	// play makes a sound (the platform's; tests record).
	play func(Cue)
	// Sounds counts the sounds played, Animations the answers played out
	// with motion.
	Sounds, Animations int
	dirty              bool
}

// New is the feel with the default settings, sounding through play (nil:
// the platform's).
func New(play func(Cue)) *Feel {
	if play == nil {
		play = Play
	}
	return &Feel{play: play}
}

// Settings are the learner's.
func (f *Feel) Settings() Settings { return f.set }

// Sound reports whether sound is on.
func (f *Feel) Sound() bool { return f.set.Sound }

// ReducedMotion reports whether answers are shown without motion: the
// learner's choice, else the browser's.
func (f *Feel) ReducedMotion() bool {
	if f.set.ReducedMotion != nil {
		return *f.set.ReducedMotion
	}
	return f.systemReduced
}

// SetSystemReducedMotion takes the browser's preference (the default).
func (f *Feel) SetSystemReducedMotion(on bool) { f.systemReduced = on }

// ToggleSound turns the sound on or off.
func (f *Feel) ToggleSound() {
	f.set.Sound = !f.set.Sound
	f.dirty = true
}

// ToggleMotion turns reduced motion on or off (a choice from then on).
func (f *Feel) ToggleMotion() {
	on := !f.ReducedMotion()
	f.set.ReducedMotion = &on
	f.dirty = true
}

// Restore takes saved settings (this tab's, another's, the progress
// file's); settings it cannot read leave the current ones.
func (f *Feel) Restore(v string) error {
	st, err := Parse(v)
	if err != nil {
		return err
	}
	f.set = st
	return nil
}

// TakeSave returns the settings when they changed since the last call.
func (f *Feel) TakeSave() (string, bool) {
	if !f.dirty {
		return "", false
	}
	f.dirty = false
	return f.set.Format(), true
}

// Answered is an answer graded: its sound, when sound is on.
func (f *Feel) Answered(right bool) {
	if !f.set.Sound {
		return
	}
	c := WrongCue
	if right {
		c = RightCue
	}
	f.Sounds++
	f.play(c)
}

// Start starts anim for the play of digest key lasting secs, at its end
// at once under reduced motion; an answer played out with motion is
// counted.
func (f *Feel) Start(a *Anim, key uint64, secs float64) {
	a.Start(key, secs, f.ReducedMotion())
	if a.Running() {
		f.Animations++
	}
}
