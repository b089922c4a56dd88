package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/msg"
	"renju/rules"
)

// A practice set: items answered like pages, nothing saved, the score on
// the lesson-complete moment with the lesson's stars.
func TestPracticeAndComplete(t *testing.T) {
	l := fixture(t)
	items := l.Pages[1:] // the fixture's task pages stand in for generated items
	prog := &progress.Progress{}
	prog.Answer(l.ID, 2, true, 0) // a whole star
	prog.Answer(l.ID, 3, true, 1) // two thirds
	pr := NewPractice(l, items)
	require.Equal(t, 3, pr.Len())
	assert.Equal(t, "Lesson 5 · Practice 1 of 3", pr.Head(msg.English, Place{Number: 5}))
	p := pr.Page()
	p.Choose("legal") // wrong first
	p.Choose("double-three")
	assert.Equal(t, []string{"Right!"}, []string{p.View(msg.English, Place{}).Feedback[1].S})
	require.True(t, pr.Next())
	for _, q := range pr.Page().Solution().Points {
		pr.Page().Tap(q)
	}
	pr.Page().Check()
	assert.Equal(t, "Right first time.", pr.Page().View(msg.English, Place{InPractice: true}).Feedback[2].S, "no star is promised")
	require.True(t, pr.Next())
	pr.Page().Tap(rules.MustPoint("k9"))
	assert.False(t, pr.Next(), "the last item")
	right, n := pr.Score()
	assert.Equal(t, 2, right)
	assert.Equal(t, 3, n)
	assert.False(t, prog.Tried(l.ID, 4), "practice is not saved")

	c := CompleteView(msg.English, l, 5, prog, pr, true, nil)
	assert.Equal(t, "Lesson 5 complete", c.Title)
	assert.Equal(t, []int{3, 2, 0}, c.Stars)
	assert.Equal(t, "Stars: 1²⁄₃ of 3", c.Score)
	assert.Equal(t, "Practice: 2 of 3 right first time.", c.Practice)
	assert.Equal(t, "One stone, two live threes.", c.Summary)
	assert.Equal(t, "That was the last lesson. Well done!", c.Next)
	assert.Equal(t, []string{"complete.next", "complete.again", "complete.review"}, ids(c.Buttons))
	assert.Equal(t, "All lessons", c.Buttons[0].Label)
	assert.Equal(t, "New practice set", c.Buttons[1].Label)

	next := lessons0(t)
	c = CompleteView(msg.Chinese, l, 5, prog, nil, true, next)
	assert.Equal(t, "第5课完成", c.Title)
	assert.Empty(t, c.Practice, "skipped")
	assert.Equal(t, "开始练习", c.Buttons[1].Label)
	assert.Equal(t, "下一课："+next.Title.ZH, c.Next)
	c = CompleteView(msg.English, l, 5, prog, nil, false, next)
	assert.Equal(t, []string{"complete.next", "complete.review"}, ids(c.Buttons), "no practice set: no Practise")
}
