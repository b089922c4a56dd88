package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/services/progress"
	"renju/lessons"
	"renju/msg"
)

// counts is the progress of one lesson as the menu counts it.
type counts struct{ p *progress.Progress }

func (c counts) Counts(l *lessons.Lesson) (int, int) { return c.p.Counts(l.ID, len(l.Pages)) }

// A lesson card: its number and topic, title, pages done and stars, in
// both languages, and the mirror's name for it.
func TestMenuCard(t *testing.T) {
	l := fixture(t)
	p := &progress.Progress{}
	k := MenuCard(msg.English, l, 5, counts{p})
	assert.Equal(t, Card{Head: "Lesson 5 · Double-three", Title: "The double-three", Pages: "0 / 4 pages", Stars: "0/3", Count: 4}, k)
	assert.Equal(t, "Lesson 5 · Double-three: The double-three, 0 / 4 pages, stars 0/3", k.Label(msg.English))

	p.Done(l.ID, 1)
	p.Answer(l.ID, 2, true, 1) // two thirds of a star
	k = MenuCard(msg.Chinese, l, 5, counts{p})
	assert.Equal(t, "第5课 · 三三禁手", k.Head)
	assert.Equal(t, "三三禁手", k.Title)
	assert.Equal(t, 2, k.Done)
	assert.Equal(t, 2, k.Thirds)
	assert.Equal(t, "²⁄₃/3", k.Stars)
	for i := 3; i <= 4; i++ {
		p.Done(l.ID, i)
	}
	assert.Equal(t, msg.T(msg.English, LessonDone), MenuCard(msg.English, l, 5, counts{p}).Pages)
}
