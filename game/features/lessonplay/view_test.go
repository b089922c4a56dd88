package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/services/progress"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// lessonByID finds a lesson of the curriculum.
func lessonByID(t *testing.T, id string) *lessons.Lesson {
	t.Helper()
	for _, l := range lessons.All() {
		if l.ID == id {
			return l
		}
	}
	t.Fatalf("no lesson %s", id)
	return nil
}

func ids(bs []screenview.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.ID)
	}
	return out
}

func button(t *testing.T, bs []screenview.Button, id string) screenview.Button {
	t.Helper()
	for _, b := range bs {
		if b.ID == id {
			return b
		}
	}
	t.Fatalf("no button %s among %v", id, ids(bs))
	return screenview.Button{}
}

func tones(ts []screenview.Text) []screenview.Tone {
	var out []screenview.Tone
	for _, x := range ts {
		out = append(out, x.Tone)
	}
	return out
}

// A choice task, answered wrong, then shown, then right: the prompt, the
// feedback, the buttons' looks and what is recorded, without a browser.
func TestChoiceTaskFeedbackAndButtons(t *testing.T) {
	l := fixture(t)
	prog := &progress.Progress{}
	p := New(l, 1, prog) // page 2: which kind is A?
	require.Equal(t, lessons.TaskWhichKind, p.Task().Type)
	v := p.View(msg.English, Place{Number: 5})
	assert.Equal(t, "Lesson 5 · Page 2 of 4", v.Head)
	assert.Equal(t, "The double-three", v.Title)
	require.Len(t, v.Feedback, 1)
	assert.Equal(t, screenview.Text{S: "Your turn: what is Black at A?", Tone: screenview.Active, Face: screenview.Bold}, v.Feedback[0])
	assert.Equal(t, "请你来：A点是不是禁手？是哪一种？", p.View(msg.Chinese, Place{Number: 5}).Feedback[0].S)
	assert.Equal(t, []string{"choice.overline", "choice.double-four", "choice.double-three", "choice.legal", "choice.five", "task.hint"}, ids(v.Buttons))
	assert.Equal(t, screenview.Plain, button(t, v.Buttons, "choice.legal").Style, "answers look like answers")
	assert.Equal(t, screenview.Quiet, button(t, v.Buttons, "task.hint").Style, "the hint looks different")
	assert.False(t, prog.IsDone(l.ID, 2), "a task page is not done by a visit")
	assert.Equal(t, "fixture", prog.LastLesson)

	require.True(t, p.Press("choice.legal"))
	v = p.View(msg.English, Place{Number: 5})
	assert.Equal(t, []screenview.Tone{screenview.Active, screenview.Bad, screenview.Body, screenview.Dim}, tones(v.Feedback))
	assert.Equal(t, "Not quite.", v.Feedback[1].S)
	assert.Equal(t, "A makes 3 live threes at once.", v.Feedback[2].S, "why the choice (legal) is wrong")
	assert.Equal(t, "A同时形成3个活三。", p.View(msg.Chinese, Place{Number: 5}).Feedback[2].S)
	assert.Equal(t, screenview.Wrong, button(t, v.Buttons, "choice.legal").Style)
	assert.NotContains(t, ids(v.Buttons), "task.retry", "answers are not locked: no Try again")
	assert.False(t, button(t, v.Buttons, "choice.five").Disabled, "another choice answers again")
	assert.Contains(t, ids(v.Buttons), "task.answer")
	assert.Equal(t, screenview.On, button(t, v.Buttons, "task.why").Style)
	assert.True(t, prog.Tried(l.ID, 2), "the wrong answer is recorded")

	require.True(t, p.Press("task.answer"))
	v = p.View(msg.Chinese, Place{Number: 5})
	assert.Equal(t, screenview.Right, button(t, v.Buttons, "choice.double-three").Style, "the answer shown")
	assert.True(t, button(t, v.Buttons, "choice.five").Disabled, "the answer shown locks the answers")
	assert.NotContains(t, ids(v.Buttons), "task.answer")
	assert.Contains(t, ids(v.Buttons), "task.retry", "locked: Try again")
	assert.Contains(t, v.Feedback[len(v.Feedback)-2].S, "三三禁手")
	assert.Equal(t, "这一页算作看过，不算答对。按“再试一次”，自己再答一遍。", v.Feedback[len(v.Feedback)-1].S)
	assert.True(t, prog.IsDone(l.ID, 2), "seen: the page counts as done")
	assert.Zero(t, prog.Star(l.ID, 2), "but earns nothing")
	_, ok := p.Choose("double-three")
	assert.False(t, ok, "locked")

	require.True(t, p.Press("task.retry"))
	require.True(t, p.Press("choice.double-three"))
	v = p.View(msg.English, Place{Number: 5})
	assert.Equal(t, screenview.Good, v.Feedback[1].Tone)
	assert.True(t, button(t, v.Buttons, "choice.legal").Disabled, "answered right: the others are off")
	assert.NotContains(t, ids(v.Buttons), "task.hint")
	assert.Zero(t, prog.Star(l.ID, 2), "right the second time: no star")
	assert.Contains(t, v.Feedback[2].S, "A is forbidden", "the judge's verdict on the point, named by the page's letter")
	assert.Equal(t, screenview.Primary, v.Next.Style, "done: Next is the thing to do")
	assert.False(t, p.Press("page.next"), "navigation is the screen's")
}

// The hint tiers: the sentence and the line, then the candidate points,
// then the walk; each costs a third of the star, and the page says so.
func TestHintTiers(t *testing.T) {
	l := fixture(t)
	prog := &progress.Progress{}
	p := New(l, 1, prog)
	assert.Equal(t, 3, p.Tiers())
	assert.Equal(t, "Hint: the line (costs ¹⁄₃ star)", button(t, p.View(msg.English, Place{}).Buttons, "task.hint").Label, "its cost said before it is pressed")
	assert.Equal(t, "提示：看线（扣¹⁄₃颗星）", button(t, p.View(msg.Chinese, Place{}).Buttons, "task.hint").Label)
	assert.Empty(t, p.Picture(false, rules.Point{}, false).Notes)

	require.True(t, p.Press("task.hint"))
	assert.Equal(t, HintLine, p.HintTier())
	v := p.View(msg.English, Place{})
	assert.Equal(t, "Hint: Look at every line through A.", v.Feedback[1].S)
	assert.Equal(t, "Each hint costs a third of this page's star. Left: two thirds of a star.", v.Feedback[2].S)
	assert.Equal(t, "Hint: the points (costs ¹⁄₃ star)", button(t, v.Buttons, "task.hint").Label)
	bands := 0
	for _, n := range p.Picture(false, rules.Point{}, false).Notes {
		if n.Kind == boardview.Band {
			bands++
		}
	}
	assert.Equal(t, 3, bands, "A makes a three on three lines")

	require.True(t, p.Press("task.hint"))
	assert.Equal(t, HintPoint, p.HintTier())
	questions := 0
	for _, n := range p.Picture(false, rules.Point{}, false).Notes {
		if n.Kind == boardview.Question {
			questions++
		}
	}
	assert.Positive(t, questions, "the straight-four points are marked")
	assert.Contains(t, p.View(msg.Chinese, Place{}).Feedback[2].S, "三分之一颗星")
	assert.Equal(t, HintWalk, p.NextHint())
	assert.Equal(t, "Hint: the walk (costs ¹⁄₃ star)", button(t, p.View(msg.English, Place{}).Buttons, "task.hint").Label)
	assert.Equal(t, HintWalk, p.TakeHint())
	pt, ok := p.HintWalkPoint()
	require.True(t, ok)
	assert.Equal(t, p.Task().Point, pt)
	assert.Equal(t, HintNone, p.NextHint())
	assert.NotContains(t, ids(p.View(msg.English, Place{}).Buttons), "task.hint", "no tier left")
	p.Choose("double-three")
	assert.Zero(t, prog.Star(l.ID, 2), "the walk used: no star left")
	assert.True(t, prog.IsDone(l.ID, 2))

	// One tier, then right: two thirds of a star.
	prog = &progress.Progress{}
	p = New(l, 1, prog)
	p.TakeHint()
	p.Choose("double-three")
	assert.Equal(t, 2, prog.Star(l.ID, 2))
	assert.Equal(t, "Right first time, with hints: you earn two thirds of a star.", p.View(msg.English, Place{}).Feedback[2].S)
	assert.Equal(t, Dot{ID: "page.2", Done: true, Current: true, Star: 2}, p.View(msg.English, Place{}).Dots[1])

	// A click task's key point is a point of the answer.
	p = New(l, 3, &progress.Progress{})
	p.TakeHint()
	p.TakeHint()
	assert.Contains(t, p.Picture(false, rules.Point{}, false).Notes, boardview.Note{Kind: boardview.Question, At: rules.MustPoint("k9"), Ink: boardview.InkWalk})

	// A find-all's key point is one not marked yet: marking it moves the
	// hint on.
	p = New(l, 2, &progress.Progress{})
	p.TakeHint()
	p.TakeHint()
	first, _ := p.HintWalkPoint()
	p.Tap(first)
	next, ok := p.HintWalkPoint()
	require.True(t, ok)
	assert.NotEqual(t, first, next)
	p.ClearMarks()
	again, _ := p.HintWalkPoint()
	assert.Equal(t, first, again)
}

// A wrong tap says why in the lesson's words: a row's length for "make
// five".
func TestClickWhy(t *testing.T) {
	l := fixture(t)
	p := New(l, 3, &progress.Progress{})
	p.Tap(rules.MustPoint("i6"))
	v := p.View(msg.English, Place{})
	assert.Equal(t, "I6 makes 4 in a row (E6 is White's), not five.", v.Feedback[2].S)
	assert.Equal(t, "I6只连成4子（E6是白子），不是五连。", p.View(msg.Chinese, Place{}).Feedback[2].S)
	p.Tap(rules.MustPoint("c3"))
	assert.Equal(t, "C3 makes 1 in a row, not five.", p.View(msg.English, Place{}).Feedback[2].S)
	g, ok := p.Tap(rules.MustPoint("k9"))
	require.True(t, ok, "after a wrong tap another tap answers again")
	assert.True(t, g.Correct)
}

// The dots, the first page's Previous, the last page's Next.
func TestDotsAndNavigation(t *testing.T) {
	l := fixture(t)
	prog := &progress.Progress{}
	New(l, 0, prog)
	prog.Answer(l.ID, 4, true, 0)
	p := New(l, 3, prog)
	v := p.View(msg.English, Place{Number: 5})
	require.Len(t, v.Dots, 4)
	assert.Equal(t, Dot{ID: "page.1", Done: true}, v.Dots[0])
	assert.Equal(t, Dot{ID: "page.2"}, v.Dots[1])
	assert.Equal(t, Dot{ID: "page.4", Done: true, Current: true, Star: 3}, v.Dots[3])
	assert.Equal(t, "Finish lesson", v.Next.Label)
	assert.Equal(t, "Practise", p.View(msg.English, Place{Number: 15, Practice: true}).Next.Label)
	assert.Equal(t, "Finish lesson", p.View(msg.English, Place{Practice: true, InPractice: true}).Next.Label)
	assert.False(t, v.Prev.Disabled)
	assert.True(t, New(l, 0, prog).View(msg.English, Place{}).Prev.Disabled)
	assert.Equal(t, "Next", New(l, 1, prog).View(msg.English, Place{}).Next.Label)
}

func TestKeyButtons(t *testing.T) {
	l := fixture(t)
	p := New(l, 1, &progress.Progress{})
	for k, want := range map[input.Key]string{
		input.KeyLeft: "page.prev", input.KeyPageDown: "page.next", input.KeyEscape: "nav.lessons",
		input.Key3: "choice.double-three", input.Key5: "choice.five", input.KeyEnter: "", input.KeyZ: "",
	} {
		assert.Equal(t, want, p.KeyButton(input.Press{Key: k}), k.Label())
	}
	assert.Equal(t, "", p.KeyButton(input.Press{Key: input.KeyLeft, Ctrl: true}))
	p.Choose("legal")
	assert.Equal(t, "task.why", p.KeyButton(input.Press{Key: input.KeyW}), "once answered, W walks the answer's point")
	pt, ok := p.WalkOf("task.why")
	require.True(t, ok)
	assert.Equal(t, p.Task().Point, pt)
	_, ok = p.WalkOf("walk.open.9")
	assert.False(t, ok)
	p = New(l, 0, &progress.Progress{})
	assert.Equal(t, "walk.open.1", p.KeyButton(input.Press{Key: input.KeyEnter}), "a page's first walk")
	pt, ok = p.WalkOf("walk.open.1")
	require.True(t, ok)
	assert.Equal(t, p.Page().Walks[0], pt)
}

// A find-all page: the marks, the hovered point, then a wrong check with
// the extra mark in red and the answer shown in green.
func TestFindAllPicture(t *testing.T) {
	l := fixture(t)
	p := New(l, 2, &progress.Progress{})
	require.True(t, p.Task().Multiple())
	b := p.Page().Board
	sol := p.Solution().Points
	require.NotEmpty(t, sol)
	wrong := wrongPoint(t, p)
	p.Tap(sol[0])
	hover := rules.Point{}
	for c := 0; c < rules.Size && hover == (rules.Point{}); c++ {
		if q := rules.Pt(c, 0); b.At(q) == rules.Empty && q != sol[0] && q != wrong {
			hover = q
		}
	}
	pic := p.Picture(false, hover, true)
	assert.Equal(t, []boardview.Note{boardview.RingAt(sol[0], boardview.InkSelect, 1), boardview.RingAt(hover, boardview.InkSelect, 0.6)}, pic.Notes)
	assert.Empty(t, p.Picture(true, hover, true).Notes, "a walk's board has no task marks")

	p.Tap(wrong)
	p.Check()
	p.ShowAnswer()
	pic = p.Picture(false, hover, false)
	assert.Contains(t, pic.Notes, boardview.RingAt(wrong, boardview.InkBad, 1))
	assert.Contains(t, pic.Notes, boardview.Note{Kind: boardview.Solution, At: sol[0]})
	assert.Equal(t, b, pic.Stones)
	assert.True(t, pic.Coords)
}
