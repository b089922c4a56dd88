package screens

import (
	"renju/game/features/start"
)

// The guided start (game/features/start) on the panel renderer: its glue
// goes home once the start ends (done or skipped), after saving how it
// ended. The frame opens it instead of home on a first visit
// (FirstVisit); "#start" and home's replay link open it again, from its
// first step.

// NameStart is the guided start's screen name (state().screen).
const NameStart = "start"

func openStart(c *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	// A replay starts afresh; the screen shown stays as it is.
	if s, ok := prev.(*panelScreen); ok && s.name == NameStart && c.From == NameStart {
		return s, nil
	}
	m := start.New()
	s := &panelScreen{name: NameStart, m: m}
	s.perform = func(c *Ctx) {
		if m.TakeLeave() {
			s.save(c)
			c.Home()
		}
	}
	return s, nil
}

// FirstVisit reports whether nothing a learner writes is saved: none of
// keys (the frame's kept keys: the lessons' progress, every screen's
// saves — the drills', the coach's, the storm's, the games, the
// teacher's desk, the start's own — and the language chosen) is in
// storage. The start saves its own key when it is done or skipped, so
// it is shown once; a learner with anything saved from before it existed
// is no newcomer and goes home.
func FirstVisit(load func(key string) (string, bool), keys []string) bool {
	for _, k := range keys {
		if _, ok := load(k); ok {
			return false
		}
	}
	return true
}
