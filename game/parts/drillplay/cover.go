package drillplay

import (
	"renju/drills"
	"renju/game/services/learnpath"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
)

// What the learner has covered, and what each drill type and level
// assume. The menu says which lessons the type and level chosen assume
// and how many of them the learner has done; its first choice is the
// type and level the lessons done cover best (Cover). The lessons done
// are the learner's stage too (stage.go).

// Cover takes the lessons the learner has done (their IDs, as the frame
// knows them each time the screen opens). Until the learner chooses a
// type or a level (the menu, a link), the menu's choice follows them:
// of the types whose lessons are all done, the one opened last, at the
// highest level its lessons cover; Forbidden? at level 1 while none is.
func (m *Model) Cover(done []string) {
	m.done = map[string]bool{}
	for _, id := range done {
		m.done[id] = true
	}
	m.covered = true
	m.taught = glossary.Known(done)
	if m.chosen || m.set != nil {
		return
	}
	typ, level, best := drills.IsForbidden, 1, 0
	for _, t := range drills.Types {
		if n := learnpath.Assumes(t, 1); n > best && m.doneUpTo(n) {
			typ, best = t, n
		}
	}
	for l := 2; l <= drills.MaxLevel; l++ {
		if best > 0 && m.doneUpTo(learnpath.Assumes(typ, l)) {
			level = l
		}
	}
	m.typ, m.level = typ, level
}

// doneUpTo reports whether the learner has done every lesson from 1 to
// n.
func (m *Model) doneUpTo(n int) bool {
	return n > 0 && m.doneOf(n) == n
}

// doneOf counts the lessons from 1 to n the learner has done.
func (m *Model) doneOf(n int) int {
	c := 0
	for i, e := range lessons.Index() {
		if i < n && m.done[e.ID] {
			c++
		}
	}
	return c
}

// assumeLine says which lessons the type and level chosen assume, and how
// many of them the learner has done ("" before Cover).
func (m *Model) assumeLine(lang msg.Lang) string {
	n := learnpath.Assumes(m.typ, m.level)
	if n == 0 {
		return ""
	}
	line := msg.F(lang, MenuAssumes, m.typeName(lang, m.typ), m.level, n, lessons.Index()[n-1].Title.Get(string(lang)))
	if !m.covered {
		return line
	}
	switch d := m.doneOf(n); d {
	case n:
		return line + " " + msg.T(lang, MenuDoneAll)
	case 0:
		return line + " " + msg.T(lang, MenuDoneNone)
	default:
		return line + " " + msg.F(lang, MenuDoneSome, d)
	}
}
