package lessonplay

import (
	"renju/drills"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/rules"
)

// A page's answers go to the journal (game/services/journal): each counts
// toward the daily goal, and a wrong one enters the review queue as the
// drill that asks the same question of the same position, so that the
// review asks it with the drills' feedback and walks.

// taskDrills maps the task types that ask about forbidden points to the
// drill type asking the same question. The others (notation, openings,
// defending a trap, a multi-kill, the fifth-move pair, a five) are
// answered and counted but not reviewed: no drill asks them.
var taskDrills = map[string]string{
	lessons.TaskIsForbidden:    drills.IsForbidden,
	lessons.TaskWhichKind:      drills.IsForbidden,
	lessons.TaskLiveOrFalse:    drills.LiveOrFalse,
	lessons.TaskFindAll:        drills.FindAll,
	lessons.TaskClickForbidden: drills.FindAll,
	lessons.TaskFourThree:      drills.FourThree,
	lessons.TaskWhiteTrap:      drills.Trap,
}

// reviewDrill is the drill asking task's question on board b (a lesson's
// diagram); false when no drill asks it, or the judge finds none there.
func reviewDrill(b rules.Board, t *lessons.Task) (drills.Drill, bool) {
	typ, ok := taskDrills[t.Type]
	if !ok {
		return drills.Drill{}, false
	}
	point := ""
	if typ == drills.IsForbidden || typ == drills.LiveOrFalse {
		point = t.Point.String()
	}
	d, err := drills.FromDiagram(typ, b, point)
	return d, err == nil
}

// answered keeps an answer graded on the page.
func (p *Page) answered(correct bool) {
	a := screenview.Attempt{From: spaced.FromLesson, Right: correct}
	if p.practice {
		a.From = spaced.FromPractice
	}
	if !correct {
		a.Drill, _ = reviewDrill(p.Page().Board, p.Task())
	}
	p.answers = append(p.answers, a)
}

// TakeAnswers returns the answers given on the page shown since the last
// call (the screen takes them after every tap and press).
func (f *Flow) TakeAnswers() []screenview.Attempt {
	if f.pg == nil {
		return nil
	}
	p := f.Cur()
	as := p.answers
	p.answers = nil
	return as
}
