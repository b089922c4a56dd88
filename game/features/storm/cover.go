package storm

import (
	"renju/drills"
	"renju/game/services/learnpath"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
)

// A run's questions rise from level 1 to 3 (StageAt); by default they
// rise only as far as the lessons the learner has done cover: level 2
// once lessons 1 to 13 are done (a four point judged in turn), level 3
// once lessons 1 to 16 are (judging three levels deep) — for the mode's
// drill type, as the Drills menu counts them (learnpath.Assumes).

// Cover takes the lessons the learner has done (the frame tells it each
// time the screen opens).
func (m *Model) Cover(done []string) {
	m.done = map[string]bool{}
	for _, id := range done {
		m.done[id] = true
	}
	m.taught = glossary.Known(done)
}

// top is the highest level the mode's runs reach: 1, and each level whose
// lessons are all done (every level before Cover).
func (m *Model) top() int {
	if m.done == nil {
		return drills.MaxLevel
	}
	upTo := func(n int) bool {
		ix := lessons.Index()
		for _, e := range ix[:min(n, len(ix))] {
			if !m.done[e.ID] {
				return false
			}
		}
		return n > 0
	}
	top := 1
	for l := 2; l <= drills.MaxLevel; l++ {
		if upTo(learnpath.Assumes(m.mode.Type(), l)) {
			top = l
		}
	}
	return top
}

// stageAt is the stage after answered answers (StageAt), its level no
// higher than the lessons done cover (top).
func (m *Model) stageAt(answered int) Stage {
	st := StageAt(answered)
	st.Level = min(st.Level, m.top())
	// Which kind is asked of a learner who has met every kind (stage.go).
	st.AskKind = st.AskKind && m.knowsEveryKind()
	return st
}

// topLine says how high the runs go when the lessons done stop them
// short of level 3 ("" when they do not).
func (m *Model) topLine(lang msg.Lang) string {
	top := m.top()
	if top >= drills.MaxLevel {
		return ""
	}
	return msg.F(lang, TopLevel, top, learnpath.Assumes(m.mode.Type(), top+1))
}
