package drillplay

import (
	"renju/drills"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/tutor"
)

// The drills speak to the learner's stage (SetStage, or Cover: the
// lessons done): a term the lessons done have not taught is said in
// plain words where plain words say it (a four-three is "a four and a
// live three at once" before lesson 7, a false three "not live" before
// lesson 8), and named only where the position needs its name — a
// forbidden point's kind, said in the feedback's text, which the screen
// links to the glossary. The walks are told at the same stage.

// SetStage makes the questions speak to a learner who knows the terms
// for which taught(id) is true (glossary.Stage of the lesson a question
// came from, or glossary.Known of the lessons done): before the lesson
// on false threes a live-or-false drill asks "Live three / Not live", as
// the lessons do. nil: every term.
func (m *Model) SetStage(taught func(term string) bool) { m.taught = taught }

// knows reports whether the learner has met term.
func (m *Model) knows(term string) bool { return m.taught == nil || m.taught(term) }

// liveWords are the live-or-false question's words at the stage.
func (m *Model) liveWords() (ask, live, notLive msg.ID) {
	return msg.LiveOrFalseWords(m.knows("false-three"))
}

// TypeNameAt is a drill type's name in lang for a learner who knows the
// terms taught says (nil: every term): the type named by a term the
// learner has not met is named in plain words ("Four + live three"
// before the four-three is taught; "Live three?" before false threes;
// 逼黑犯禁 before 抓禁).
func TypeNameAt(lang msg.Lang, typ string, taught func(term string) bool) string {
	return msg.T(lang, TypeIDAt(typ, taught))
}

// TypeIDAt is TypeNameAt's message (an unknown type's is "").
func TypeIDAt(typ string, taught func(term string) bool) msg.ID {
	knows := func(term string) bool { return taught == nil || taught(term) }
	switch {
	case typ == drills.FourThree && !knows("four-three"):
		return msg.DrillTypeFourThreePlain
	case typ == drills.LiveOrFalse && !knows("false-three"):
		return msg.DrillTypeLiveThree
	case typ == drills.Trap && !knows("force-foul"):
		return msg.DrillTypeTrapPlain
	}
	return typeLabels[typ]
}

// typeName is TypeNameAt at the model's stage (an unknown type as it
// is).
func (m *Model) typeName(lang msg.Lang, typ string) string {
	if _, ok := typeLabels[typ]; !ok {
		return typ
	}
	return TypeNameAt(lang, typ, m.taught)
}

// Stager is a coach that names the drill types at the learner's stage
// (the Drills' Cover tells it).
type Stager interface {
	SetStage(taught func(term string) bool)
}

// kinds are the forbidden kinds in the order of the which-kind buttons.
var kinds = []string{"double-three", "double-four", "overline"}

// kindsKnown are the forbidden kinds the learner has met, in the
// buttons' order.
func (m *Model) kindsKnown() []string {
	var out []string
	for _, k := range kinds {
		if m.knows(k) {
			out = append(out, k)
		}
	}
	return out
}

// kindRow are the which-kind buttons: the kinds the learner has met
// (asksKind), each on its own key.
func (m *Model) kindRow(b func(a Action, id msg.ID, key input.Key) button) []button {
	var row []button
	for _, k := range m.kindsKnown() {
		switch k {
		case "double-three":
			row = append(row, b(AnswerDoubleThree, msg.DrillBtnThree, input.Key1))
		case "double-four":
			row = append(row, b(AnswerDoubleFour, msg.DrillBtnFour, input.Key2))
		default:
			row = append(row, b(AnswerOverline, msg.DrillBtnOverline, input.Key3))
		}
	}
	return row
}

// asksKind reports whether a right "yes" is followed by "which kind?":
// only among the kinds the learner has met, when there are two or more
// and the answer is one of them. Otherwise the "yes" is the whole answer
// and the feedback names the kind (linked to the glossary), for a
// learner cannot choose a foul no lesson has shown them.
func (m *Model) asksKind() bool {
	known := m.kindsKnown()
	if len(known) < 2 {
		return false
	}
	for _, k := range known {
		if k == m.cur.Answer.Kind {
			return true
		}
	}
	return false
}

// stageID is id, or plain when the learner has not met term.
func (m *Model) stageID(term string, id, plain msg.ID) msg.ID {
	if m.knows(term) {
		return id
	}
	return plain
}

// walkOptions tell a walk at the model's stage (none without a stage:
// the frame then tells it at the learner's).
func (m *Model) walkOptions() []tutor.Option {
	if m.taught == nil {
		return nil
	}
	return []tutor.Option{tutor.WithStage(m.taught)}
}
