package lessonplay

import (
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
)

// Buttons of the lesson-complete moment.
const (
	BtnCompleteNext   = "complete.next"
	BtnPracticeAgain  = "complete.again"
	BtnCompleteReview = "complete.review"
	BtnSkipPractice   = "practice.skip"
	// BtnPracticeNow, on the pages of a lesson whose practice was
	// skipped, starts the practice from there.
	BtnPracticeNow = "practice.now"
)

// Complete is the lesson-complete moment as shown: the stars of the
// lesson's tasks, the practice's score, what the lesson taught, and the
// way on.
type Complete struct {
	Head, Title string
	// Stars are the thirds of a star of each task page, in order; Score
	// says them as "Stars: 3²⁄₃ of 5".
	Stars []int
	Score string
	// Practice is the practice's score ("" without one).
	Practice string
	// Learned heads the lesson's summary.
	Learned, Summary string
	// Next names the next lesson (or says this was the last).
	Next    string
	Buttons []screenview.Button
}

// CompleteView is the lesson-complete moment of lesson l: rec holds the
// progress, pr the practice just done (nil: none, or skipped), canPractise
// whether the lesson has a practice set, next the next lesson (nil: l was
// the last).
func CompleteView(lang msg.Lang, l *lessons.Lesson, number int, rec Recorder, pr *Practice, canPractise bool, next *lessons.Lesson) Complete {
	c := Complete{
		Head:    msg.F(lang, msg.LessonNumber, number),
		Title:   msg.F(lang, msg.CompleteTitle, number),
		Learned: msg.T(lang, msg.CompleteLearned),
		Summary: l.Summary.Get(string(lang)),
	}
	total := 0
	for i := range l.Pages {
		if l.Pages[i].Task != nil {
			s := rec.Star(l.ID, i+1)
			c.Stars = append(c.Stars, s)
			total += s
		}
	}
	if len(c.Stars) > 0 {
		c.Score = msg.F(lang, msg.CompleteStars, msg.Stars(lang, total), len(c.Stars))
	} else {
		c.Score = msg.T(lang, msg.CompleteNoTasks)
	}
	if pr != nil && pr.Len() > 0 {
		right, n := pr.Score()
		c.Practice = msg.F(lang, msg.CompletePractice, right, n)
	}
	nextB := screenview.Button{ID: BtnCompleteNext, Style: screenview.Primary, Icon: screenview.ChevronRight}
	if next != nil {
		c.Next = msg.F(lang, msg.CompleteNext, next.Title.Get(string(lang)))
		nextB.Label = msg.T(lang, BtnNextLesson)
	} else {
		c.Next = msg.T(lang, msg.CompleteLast)
		nextB.Label = msg.T(lang, BtnAllLessons)
	}
	c.Buttons = append(c.Buttons, nextB)
	switch {
	case pr != nil && pr.Len() > 0:
		c.Buttons = append(c.Buttons, screenview.Button{ID: BtnPracticeAgain, Label: msg.T(lang, msg.BtnPracticeAgain)})
	case canPractise:
		c.Buttons = append(c.Buttons, screenview.Button{ID: BtnPracticeAgain, Label: msg.T(lang, msg.BtnPractice)})
	}
	c.Buttons = append(c.Buttons, screenview.Button{ID: BtnCompleteReview, Label: msg.T(lang, msg.BtnReview), Style: screenview.Quiet})
	return c
}
