package lessonplay

import (
	"strconv"

	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/lessons"
)

// A page's answers go to the journal (game/services/journal): each
// counts toward the daily goal, once a day — a lesson's task named by
// its lesson and page, a practice item by its question — and a wrong
// first answer enters the review queue as the page's task on the page's
// position (lessons.Question), which the review asks again as a page of
// its own (review.go), in the lesson's words.

// answered keeps an answer graded on the page.
func (p *Page) answered(correct bool) {
	a := screenview.Attempt{From: spaced.FromLesson, Right: correct}
	page := p.index + 1
	if p.practice {
		a.From, page = spaced.FromPractice, 0
	} else {
		a.Question = "lesson/" + p.lesson.ID + "/" + strconv.Itoa(page)
	}
	// The page as written (a name-opening page is shown turned: the
	// review turns it again).
	if q, err := lessons.QuestionOf(p.lesson.ID, page, &p.lesson.Pages[p.index]); err == nil {
		a.Task = &q
	}
	p.answers = append(p.answers, a)
}

// TakeAnswers returns the answers given on the page shown since the last
// call (the screen takes them after every tap and press).
func (f *Flow) TakeAnswers() []screenview.Attempt {
	if f.pg == nil {
		return nil
	}
	return f.Cur().TakeAnswers()
}

// TakeAnswers returns the answers graded on the page since the last call.
func (p *Page) TakeAnswers() []screenview.Attempt {
	as := p.answers
	p.answers = nil
	return as
}
