package storm

import (
	"slices"

	"renju/drills"
	"renju/game/services/learnpath"
	"renju/glossary"
	"renju/msg"
)

// A run's questions rise from level 1 to 3 (StageAt). Once the frame has
// said which lessons the learner has done (Cover), they are version 2's
// drills (drills.Latest), whose level 1 asks only what those lessons
// teach, on small boards, and the run rises only to the levels whose
// lessons (drills.Assumes, of the mode's drill type) are all done. A mode
// whose level-1 lessons are not all done cannot start: the menu says
// which lessons to do first, or to choose All lessons (the default for a
// learner who has done no lesson yet: a club player come to race), which
// asks every lesson's ideas at every level.

// Cover takes the lessons the learner has done (the frame tells it each
// time the screen opens).
func (m *Model) Cover(done []string) {
	if m.done == nil {
		m.all = len(done) == 0
	}
	m.done = map[string]bool{}
	for _, id := range done {
		m.done[id] = true
	}
	m.covered = slices.Clone(done)
	m.taught = glossary.Known(done)
}

// doneAll reports whether every lesson of ids is done.
func (m *Model) doneAll(ids []string) bool {
	for _, id := range ids {
		if !m.done[id] {
			return false
		}
	}
	return true
}

// top is the highest level the mode's runs reach: every level before
// Cover; after it, 1 and each level whose lessons are all done (0 when
// level 1's are not: no run can start).
func (m *Model) top() int {
	if m.done == nil || m.all {
		return drills.MaxLevel
	}
	top := 0
	for l := 1; l <= drills.MaxLevel; l++ {
		if m.doneAll(drills.Assumes(m.mode.Type(), l)) {
			top = l
		}
	}
	return top
}

// Startable reports whether a run of the mode can start: its level-1
// lessons are done (or Cover has not been called).
func (m *Model) Startable() bool { return m.top() > 0 }

// ToggleAllLessons switches the questions between the lessons done's and
// every lesson's (the menu's All lessons); the questions made for the
// other are dropped.
func (m *Model) ToggleAllLessons() {
	if m.done == nil || m.phase != Menu {
		return
	}
	m.all = !m.all
	m.Leave() // the questions asked for the other are not this run's
	m.bank = nil
	m.refill()
}

// stageAt is the stage after answered answers (StageAt), its level no
// higher than the lessons done cover (top).
func (m *Model) stageAt(answered int) Stage {
	st := StageAt(answered)
	st.Level = max(1, min(st.Level, m.top()))
	// Which kind is asked of a learner who has met every kind (stage.go).
	st.AskKind = st.AskKind && m.knowsEveryKind()
	return st
}

// topLine says, on the menu, which lessons a run needs first, or how
// high the runs go when the lessons done stop them short of level 3 ("":
// they do not).
func (m *Model) topLine(lang msg.Lang) string {
	top := m.top()
	switch {
	case top == 0:
		var missing []string
		for _, id := range drills.Assumes(m.mode.Type(), 1) {
			if !m.done[id] {
				missing = append(missing, id)
			}
		}
		return msg.F(lang, NeedsFirst, learnpath.LessonList(lang, missing))
	case top < drills.MaxLevel:
		return msg.F(lang, TopLevel, top, learnpath.LessonList(lang, drills.Assumes(m.mode.Type(), top+1)))
	}
	return ""
}
