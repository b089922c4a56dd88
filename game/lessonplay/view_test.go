package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/input"
	"renju/game/msg"
	"renju/game/picture"
	"renju/game/progress"
	"renju/game/view"
	"renju/lessons"
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

func ids(bs []view.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.ID)
	}
	return out
}

func button(t *testing.T, bs []view.Button, id string) view.Button {
	t.Helper()
	for _, b := range bs {
		if b.ID == id {
			return b
		}
	}
	t.Fatalf("no button %s among %v", id, ids(bs))
	return view.Button{}
}

func tones(ts []view.Text) []view.Tone {
	var out []view.Tone
	for _, x := range ts {
		out = append(out, x.Tone)
	}
	return out
}

// A choice task, answered wrong, then shown, then right: the prompt, the
// feedback, the buttons' looks and what is recorded, without a browser.
func TestChoiceTaskFeedbackAndButtons(t *testing.T) {
	l := lessonByID(t, "double-three")
	prog := &progress.Progress{}
	p := New(l, 5, prog) // page 6: which kind is A?
	require.Equal(t, lessons.TaskWhichKind, p.Task().Type)
	v := p.View(msg.English, Place{Number: 5})
	assert.Equal(t, "Lesson 5 · Page 6 of 7", v.Head)
	assert.Equal(t, "The double-three", v.Title)
	require.Len(t, v.Feedback, 1)
	assert.Equal(t, view.Text{S: "Your turn: what is Black at A?", Tone: view.Active, Face: view.Bold}, v.Feedback[0])
	assert.Equal(t, "请你来：A点是不是禁手？是哪一种？", p.View(msg.Chinese, Place{Number: 5}).Feedback[0].S)
	assert.Equal(t, []string{"choice.overline", "choice.double-four", "choice.double-three", "choice.legal", "choice.five", "task.hint"}, ids(v.Buttons))
	assert.False(t, prog.IsDone(l.ID, 6), "a task page is not done by a visit")
	assert.Equal(t, "double-three", prog.LastLesson)

	require.True(t, p.Press("choice.legal"))
	v = p.View(msg.English, Place{Number: 5})
	assert.Equal(t, []view.Tone{view.Active, view.Bad, view.Body, view.Dim}, tones(v.Feedback))
	assert.Equal(t, "Not quite.", v.Feedback[1].S)
	assert.Equal(t, "A makes 3 live threes at once.", v.Feedback[2].S, "why the choice (legal) is wrong")
	assert.Equal(t, "A同时形成3个活三。", p.View(msg.Chinese, Place{Number: 5}).Feedback[2].S)
	assert.Equal(t, view.Wrong, button(t, v.Buttons, "choice.legal").Style)
	assert.Contains(t, ids(v.Buttons), "task.retry")
	assert.Contains(t, ids(v.Buttons), "task.answer")
	assert.Equal(t, view.On, button(t, v.Buttons, "task.why").Style)
	assert.True(t, prog.Tried(l.ID, 6), "the wrong answer is recorded")

	require.True(t, p.Press("task.answer"))
	v = p.View(msg.Chinese, Place{Number: 5})
	assert.Equal(t, view.Right, button(t, v.Buttons, "choice.double-three").Style, "the answer shown")
	assert.NotContains(t, ids(v.Buttons), "task.answer")
	last := v.Feedback[len(v.Feedback)-1]
	assert.Equal(t, view.Good, last.Tone)
	assert.Contains(t, last.S, "三三禁手")

	require.True(t, p.Press("task.retry"))
	require.True(t, p.Press("choice.double-three"))
	v = p.View(msg.English, Place{Number: 5})
	assert.Equal(t, view.Good, v.Feedback[1].Tone)
	assert.True(t, button(t, v.Buttons, "choice.legal").Disabled, "answered right: the others are off")
	assert.NotContains(t, ids(v.Buttons), "task.hint")
	assert.True(t, prog.IsDone(l.ID, 6))
	assert.False(t, prog.Star(l.ID, 6), "right the second time: no star")
	assert.Contains(t, v.Feedback[2].S, "H8", "the judge's verdict on the point")
	assert.Equal(t, view.Primary, v.Next.Style, "done: Next is the thing to do")
	assert.False(t, p.Press("page.next"), "navigation is the screen's")
}

// The dots, the first page's Previous, the last page's Next.
func TestDotsAndNavigation(t *testing.T) {
	l := lessonByID(t, "double-three")
	prog := &progress.Progress{}
	New(l, 0, prog)
	prog.Answer(l.ID, 7, true)
	p := New(l, 6, prog)
	v := p.View(msg.English, Place{Number: 5})
	require.Len(t, v.Dots, 7)
	assert.Equal(t, Dot{ID: "page.1", Done: true}, v.Dots[0])
	assert.Equal(t, Dot{ID: "page.2"}, v.Dots[1])
	assert.Equal(t, Dot{ID: "page.7", Done: true, Current: true, Star: true}, v.Dots[6])
	assert.Equal(t, "Next lesson", v.Next.Label)
	assert.Equal(t, "All lessons", p.View(msg.English, Place{Number: 15, LastLesson: true}).Next.Label)
	assert.False(t, v.Prev.Disabled)
	assert.True(t, New(l, 0, prog).View(msg.English, Place{}).Prev.Disabled)
	assert.Equal(t, "Next", New(l, 1, prog).View(msg.English, Place{}).Next.Label)
}

func TestKeyButtons(t *testing.T) {
	l := lessonByID(t, "double-three")
	p := New(l, 5, &progress.Progress{})
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
	l := lessonByID(t, "double-three")
	p := New(l, 6, &progress.Progress{})
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
	assert.Equal(t, []picture.Note{picture.RingAt(sol[0], picture.InkSelect, 1), picture.RingAt(hover, picture.InkSelect, 0.6)}, pic.Notes)
	assert.Empty(t, p.Picture(true, hover, true).Notes, "a walk's board has no task marks")

	p.Tap(wrong)
	p.Check()
	p.ShowAnswer()
	pic = p.Picture(false, hover, false)
	assert.Contains(t, pic.Notes, picture.RingAt(wrong, picture.InkBad, 1))
	assert.Contains(t, pic.Notes, picture.Note{Kind: picture.Solution, At: sol[0]})
	assert.Equal(t, b, pic.Stones)
	assert.True(t, pic.Coords)
}
