package match

import (
	"renju/drills"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/referee"
	"renju/rules"
)

// noteFoul files a stone the learner, as Black, puts on a forbidden
// point (refused by the learning referee, or played) as a mistake for the
// review queue: the is-forbidden drill of that point on the board before
// it, or, on a board the drills cannot ask about (not a position of an
// open game: a lesson's position played out), the same question as a
// lesson asks it.
func (m *Model) noteFoul(a Action, before *rules.Board) {
	if a.Kind != 'p' || m.g == nil {
		return
	}
	if st := m.g.Step(); st.Ask != referee.AskPlace || st.Color != rules.Black {
		return
	}
	if j, err := rules.Judge(before, a.Point, rules.Black); err != nil || j.Verdict != rules.Forbidden {
		return
	}
	if d, err := drills.FromBoard(drills.IsForbidden, *before, a.Point.String()); err == nil {
		m.answers = append(m.answers, screenview.Attempt{From: spaced.FromPlay, Drill: d})
		return
	}
	q := lessons.Question{Kind: lessons.TaskIsForbidden, Position: rules.FormatStones(before), Point: a.Point.String()}
	m.answers = append(m.answers, screenview.Attempt{From: spaced.FromPlay, Task: &q})
}

// TakeAnswers returns the fouls filed since the last call.
func (m *Model) TakeAnswers() []screenview.Attempt {
	as := m.answers
	m.answers = nil
	return as
}
