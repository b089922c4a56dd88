package lessonplay

import (
	"renju/game/services/progress"
	"renju/lessons"
	"renju/msg"
)

// Practice is the set of generated items that ends a lesson, worked
// through one at a time like pages. Its answers are kept only for the
// lesson-complete moment (the items are new every time, so the saved
// progress does not record them).
type Practice struct {
	lesson *lessons.Lesson
	set    *lessons.Lesson
	rec    *progress.Progress
	page   *Page
}

// NewPractice starts the practice of lesson l on items (see renju/practice).
func NewPractice(l *lessons.Lesson, items []lessons.Page) *Practice {
	set := &lessons.Lesson{ID: l.ID, Order: l.Order, Title: l.Title, Summary: l.Summary, Topics: l.Topics, Pages: items}
	pr := &Practice{lesson: l, set: set, rec: &progress.Progress{}}
	if len(items) > 0 {
		pr.Go(0)
	}
	return pr
}

// Lesson is the lesson practised.
func (pr *Practice) Lesson() *lessons.Lesson { return pr.lesson }

// Len is the number of items.
func (pr *Practice) Len() int { return len(pr.set.Pages) }

// Page is the item shown (nil when the set is empty).
func (pr *Practice) Page() *Page { return pr.page }

// Go shows item i (from 0).
func (pr *Practice) Go(i int) {
	if i >= 0 && i < pr.Len() {
		pr.page = New(pr.set, i, pr.rec)
		pr.page.practice = true
	}
}

// Next shows the next item; false at the last.
func (pr *Practice) Next() bool {
	if pr.page == nil || pr.page.Index()+1 >= pr.Len() {
		return false
	}
	pr.Go(pr.page.Index() + 1)
	return true
}

// Score is how many items were answered right the first time (with or
// without hints) and how many there are.
func (pr *Practice) Score() (right, n int) {
	for i := range pr.set.Pages {
		if pr.rec.Star(pr.set.ID, i+1) > 0 {
			right++
		}
	}
	return right, pr.Len()
}

// Head is "Lesson 5 · Practice 2 of 4".
func (pr *Practice) Head(lang msg.Lang, at Place) string {
	i := 0
	if pr.page != nil {
		i = pr.page.Index()
	}
	return msg.F(lang, msg.LessonNumber, at.Number) + " · " + msg.F(lang, msg.PracticeHead, i+1, pr.Len())
}
