package feel

import (
	"testing"
)

func TestAnimRunsFromZeroToOne(t *testing.T) {
	var a Anim
	if a.Running() || a.Progress() != 1 {
		t.Fatalf("no play: running %v, progress %v", a.Running(), a.Progress())
	}
	a.Start(7, 0.8, false)
	if !a.Running() || a.Progress() != 0 {
		t.Fatalf("started: running %v, progress %v", a.Running(), a.Progress())
	}
	a.Advance(0.2)
	if p := a.Progress(); p != 0.25 {
		t.Fatalf("after 0.2 s of 0.8: progress %v, want 0.25", p)
	}
	a.Start(7, 0.8, false) // the same play, asked again next frame
	if p := a.Progress(); p != 0.25 {
		t.Fatalf("the same key restarted the play: progress %v", p)
	}
	for range 100 {
		a.Advance(1.0 / 60)
	}
	if a.Running() || a.Progress() != 1 {
		t.Fatalf("over: running %v, progress %v", a.Running(), a.Progress())
	}
	a.Start(8, 0.8, false)
	if !a.Running() {
		t.Fatal("a new play did not start")
	}
}

func TestAnimFinishedByATap(t *testing.T) {
	var a Anim
	a.Start(3, 1, false)
	a.Advance(0.1)
	a.Finish()
	if a.Running() || a.Progress() != 1 {
		t.Fatalf("after a tap: running %v, progress %v", a.Running(), a.Progress())
	}
}

func TestReducedMotionShowsTheEndAtOnce(t *testing.T) {
	f := New(func(Cue) {})
	f.SetSystemReducedMotion(true)
	var a Anim
	f.Start(&a, 5, 0.8)
	if a.Running() || a.Progress() != 1 || f.Animations != 0 {
		t.Fatalf("reduced motion: running %v, progress %v, animations %d", a.Running(), a.Progress(), f.Animations)
	}
	f.ToggleMotion() // the learner wants motion after all
	a.Clear()
	f.Start(&a, 5, 0.8)
	if !a.Running() || f.Animations != 1 {
		t.Fatalf("motion chosen: running %v, animations %d", a.Running(), f.Animations)
	}
}

func TestSoundOnlyWhenOn(t *testing.T) {
	var heard []Cue
	f := New(func(c Cue) { heard = append(heard, c) })
	f.Answered(true)
	f.Answered(false)
	if len(heard) != 0 || f.Sounds != 0 {
		t.Fatalf("muted (the default) but heard %v", heard)
	}
	f.ToggleSound()
	f.Answered(true)
	f.Answered(false)
	if len(heard) != 2 || heard[0] != RightCue || heard[1] != WrongCue || f.Sounds != 2 {
		t.Fatalf("sound on: heard %v (%d), want right then wrong", heard, f.Sounds)
	}
}

func TestSettingsSavedAndRestored(t *testing.T) {
	f := New(func(Cue) {})
	if _, ok := f.TakeSave(); ok {
		t.Fatal("saved with nothing changed")
	}
	f.SetSystemReducedMotion(true)
	f.ToggleSound()
	f.ToggleMotion()
	v, ok := f.TakeSave()
	if !ok || v != `{"sound":true,"reducedMotion":false}` {
		t.Fatalf("saved %q %v", v, ok)
	}
	g := New(func(Cue) {})
	g.SetSystemReducedMotion(true)
	if err := g.Restore(v); err != nil {
		t.Fatal(err)
	}
	if !g.Sound() || g.ReducedMotion() {
		t.Fatalf("restored: sound %v, reduced %v", g.Sound(), g.ReducedMotion())
	}
	if err := g.Restore("loud"); err == nil || !g.Sound() {
		t.Fatalf("bad settings: err %v, and the settings kept: %v", err, g.Sound())
	}
}
