package storm

import (
	"renju/drills"
	"renju/msg"
	"renju/tutor"
)

// Foul Storm speaks to the learner's stage (Cover: the lessons done), as
// the Drills do: the live-or-false streak asks "live three or not?"
// before the lesson on false threes; the storm asks "which foul?" only
// of a learner who has met all three (before, it asks "is it
// forbidden?" all the way, and the answer names the kind, which the
// screen links to the glossary); the walks are told at the same stage.

// knows reports whether the learner has met term.
func (m *Model) knows(term string) bool { return m.taught == nil || m.taught(term) }

// knowsEveryKind reports whether the learner has met every forbidden
// kind: the which-kind question offers all three.
func (m *Model) knowsEveryKind() bool {
	return m.knows("double-three") && m.knows("double-four") && m.knows("overline")
}

// falseTaught reports whether a three that is not live may be called
// false.
func (m *Model) falseTaught() bool { return m.knows("false-three") }

// stageID is id, or plain when the learner has not met term.
func (m *Model) stageID(term string, id, plain msg.ID) msg.ID {
	if m.knows(term) {
		return id
	}
	return plain
}

// walkOptions tell a walk at the learner's stage (none before Cover:
// the frame then tells it at the learner's).
func (m *Model) walkOptions() []tutor.Option {
	if m.taught == nil {
		return nil
	}
	return []tutor.Option{tutor.WithStage(m.taught)}
}

// typeID names a drill type at the learner's stage: the streak's "live
// or false" is "live three?" before false threes are taught.
func (m *Model) typeID(typ string) msg.ID {
	switch {
	case typ == drills.LiveOrFalse && !m.falseTaught():
		return msg.DrillTypeLiveThree
	case typ == drills.LiveOrFalse:
		return msg.DrillTypeLiveOrFalse
	}
	return msg.DrillTypeIsForbidden
}
