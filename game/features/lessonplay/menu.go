package lessonplay

import (
	"strconv"

	"renju/lessons"
	"renju/msg"
)

// Card is a lesson of the lesson menu as its card shows it.
type Card struct {
	Head  string // "Lesson 5 · Double-three": the number and the first topic
	Title string
	Pages string // "3 / 7 pages", or Done
	Stars string // "1²⁄₃/4" ("" for a lesson without tasks)
	// Done and Count are the pages done and the lesson's pages (the
	// bar), Thirds the stars earned in thirds.
	Done, Count, Thirds int
}

// Counter counts a lesson's pages done and its stars, in thirds
// (learning.Curriculum).
type Counter interface {
	Counts(l *lessons.Lesson) (done, stars int)
}

// MenuCard is the card of lesson l, number n (from 1), with the progress
// in c.
func MenuCard(lang msg.Lang, l *lessons.Lesson, n int, c Counter) Card {
	pd, ps := c.Counts(l)
	k := Card{Head: msg.F(lang, msg.LessonNumber, n), Title: l.Title.Get(string(lang)),
		Pages: msg.F(lang, msg.LessonPages, pd, len(l.Pages)), Done: pd, Count: len(l.Pages), Thirds: ps}
	if len(l.Topics) > 0 {
		k.Head += " · " + msg.T(lang, msg.Topic(l.Topics[0]))
	}
	if pd >= len(l.Pages) {
		k.Pages = msg.T(lang, LessonDone)
	}
	nt := 0
	for i := range l.Pages {
		if l.Pages[i].Task != nil {
			nt++
		}
	}
	if nt > 0 {
		k.Stars = msg.Stars(lang, ps) + "/" + strconv.Itoa(nt)
	}
	return k
}

// Label names the card for the screen-reader mirror with everything it
// shows: its number and topic, title, pages done and stars.
func (k Card) Label(lang msg.Lang) string {
	if k.Stars == "" {
		return msg.F(lang, msg.SpeechCard, k.Head, k.Title, k.Pages)
	}
	return msg.F(lang, msg.SpeechCardStars, k.Head, k.Title, k.Pages, k.Stars)
}
