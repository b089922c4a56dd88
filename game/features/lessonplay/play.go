package lessonplay

import (
	"renju/boardview"
	"renju/game/parts/playout"
	"renju/lessons"
	"renju/rules"
)

// A task answered right is played out on the board (game/services/feel):
// the stone it is about, the lines that give it meaning (the five, the
// four and the three, the lines that make a point forbidden) and a
// forbidden point's mark.

// feel counts an answer graded on board b and keeps a right one's play.
func (p *Page) feel(b *rules.Board, right bool) {
	p.graded++
	p.play = nil
	if !right {
		return
	}
	t := p.Task()
	switch t.Type {
	case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse:
		p.play = playout.Stone(b, t.Point, rules.Black)
	case lessons.TaskClickForbidden, lessons.TaskClickFive, lessons.TaskFourThree, lessons.TaskDefendTrap:
		if len(p.answer.Points) == 1 {
			p.play = playout.Stone(b, p.answer.Points[0], rules.Black)
		}
	case lessons.TaskMultiKill:
		if len(p.answer.Points) == 1 {
			p.play = playout.Stone(b, p.answer.Points[0], rules.White)
		}
	}
}

// Answered is the last answer graded on the page: a count that tells it
// from the next (0: none) and whether it was right.
func (p *Page) Answered() (seq int, right bool) {
	if p.graded == 0 || p.phase == Asking {
		return 0, false
	}
	return p.graded, p.phase == Right
}

// played adds the right answer's play to pic.
func (p *Page) played(pic *boardview.Board) {
	if p.phase == Right {
		pic.Play = p.play
	}
}
