package drillplay

import (
	"renju/drills"
	"renju/game/services/learnpath"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
)

// What the learner has covered, and what each drill type and level
// assume (drills.Assumes). Once the frame has said which lessons the
// learner has done (Cover), the Drills screen asks for version 2's drills
// (drills.Latest): its level 1 asks only what those lessons teach, on
// small boards; its levels 2 and 3 are version 1's. The menu says which
// lessons the type and level chosen assume and how many of them are
// done; its first choice is the type and level the lessons done cover
// best; a level-1 type whose lessons are not done cannot start, unless
// the learner chooses All lessons (the default for one who has done no
// lesson yet: a club player come to drill). The lessons done are the
// learner's stage too (stage.go), All lessons or not.

// Cover takes the lessons the learner has done (their IDs, as the frame
// knows them each time the screen opens). Until the learner chooses a
// type or a level (the menu, a link), the menu's choice follows them: of
// the types whose level-1 lessons are all done, the one whose last such
// lesson comes latest, at the highest level whose lessons are all done;
// Forbidden? at level 1 while no type's are.
func (m *Model) Cover(done []string) {
	m.done = map[string]bool{}
	for _, id := range done {
		m.done[id] = true
	}
	if !m.covered {
		m.all = len(done) == 0
	}
	m.covered = true
	m.taught = glossary.Known(done)
	if m.set == nil {
		m.opt.Version = drills.Latest
		m.scope()
	}
	if m.chosen || m.set != nil || m.all {
		return
	}
	typ, level, best := drills.IsForbidden, 1, 0
	for _, t := range drills.Types {
		if n := lastLesson(drills.Assumes(t, 1)); n > best && m.doneAll(drills.Assumes(t, 1)) {
			typ, best = t, n
		}
	}
	for l := 2; l <= drills.MaxLevel; l++ {
		if best > 0 && m.doneAll(drills.Assumes(typ, l)) {
			level = l
		}
	}
	m.typ, m.level = typ, level
}

// scope sets the lessons level 1 draws from: those done, or every lesson.
func (m *Model) scope() {
	// A new slice each time: a job's request keeps the one it was asked
	// with (prepare.go compares them).
	if m.all {
		m.opt.Covered = []string{drills.AllLessons}
		return
	}
	var covered []string
	for _, e := range lessons.Index() {
		if m.done[e.ID] {
			covered = append(covered, e.ID)
		}
	}
	m.opt.Covered = covered
}

// ToggleAllLessons switches level 1 between the lessons done's ideas and
// every lesson's (the menu's All lessons); drills fetched ahead for the
// other are dropped.
func (m *Model) ToggleAllLessons() {
	if !m.covered || m.set != nil || m.phase != Menu {
		return
	}
	m.all = !m.all
	m.scope()
	m.ready, m.refetch = nil, false
}

// lastLesson is the number (from 1) of the last of ids in the
// curriculum (0 for none).
func lastLesson(ids []string) int {
	n := 0
	for _, id := range ids {
		n = max(n, learnpath.LessonNumber(id))
	}
	return n
}

// doneAll reports whether the learner has done every lesson of ids.
func (m *Model) doneAll(ids []string) bool {
	for _, id := range ids {
		if !m.done[id] {
			return false
		}
	}
	return true
}

// Startable reports whether a round of the type and level chosen can
// start: not a level-1 type of version 2 whose lessons are not all done
// (its drills would need what the learner has not met).
func (m *Model) Startable() bool {
	return !m.covered || m.all || m.level > 1 || m.doneAll(drills.Assumes(m.typ, 1))
}

// assumeLine says what the type and level chosen ask: at level 1, once
// the lessons done are known, only what they teach, and which lessons it
// needs first if they are not all done; else the lessons it assumes and
// how many of them are done.
func (m *Model) assumeLine(lang msg.Lang) string {
	ids := drills.Assumes(m.typ, m.level)
	if len(ids) == 0 {
		return ""
	}
	name := m.typeName(lang, m.typ)
	if m.covered && m.level == 1 && m.all {
		return msg.F(lang, MenuLevel1All, name, drills.MaxStonesLevel1)
	}
	if m.covered && m.level == 1 {
		var missing []string
		for _, id := range ids {
			if !m.done[id] {
				missing = append(missing, id)
			}
		}
		if len(missing) == 0 {
			return msg.F(lang, MenuLevel1, name, drills.MaxStonesLevel1)
		}
		return msg.F(lang, MenuLevel1Needs, name, learnpath.LessonList(lang, missing))
	}
	line := msg.F(lang, MenuAssumes, name, m.level, learnpath.LessonList(lang, ids))
	if !m.covered {
		return line
	}
	d := 0
	for _, id := range ids {
		if m.done[id] {
			d++
		}
	}
	sep := " " // sentences follow one another with a space, in Chinese with none
	if lang == msg.Chinese {
		sep = ""
	}
	switch d {
	case len(ids):
		return line + sep + msg.T(lang, MenuDoneAll)
	case 0:
		return line + sep + msg.T(lang, MenuDoneNone)
	}
	return line + sep + msg.F(lang, MenuDoneSome, d)
}
