package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// shelf is a curriculum of the lessons given, in order.
type shelf []*lessons.Lesson

func (s shelf) Lesson(id string) (*lessons.Lesson, bool) {
	if i := s.Index(id); i >= 0 {
		return s[i], true
	}
	return nil, false
}
func (s shelf) Index(id string) int {
	for i, l := range s {
		if l.ID == id {
			return i
		}
	}
	return -1
}
func (s shelf) After(l *lessons.Lesson) *lessons.Lesson {
	if i := s.Index(l.ID); i >= 0 && i+1 < len(s) {
		return s[i+1]
	}
	return nil
}

// maker stands in for the worker: its sets are ready when the test says.
type maker struct {
	plans bool
	items []lessons.Page
	sets  []*set
}

type set struct {
	items                []lessons.Page
	ready, lost, stopped bool
}

func (m *maker) Plans(*lessons.Lesson) bool { return m.plans }
func (m *maker) Start(*lessons.Lesson) PracticeSet {
	s := &set{items: m.items}
	m.sets = append(m.sets, s)
	return s
}

func (s *set) Ready() ([]lessons.Page, bool) {
	if s.stopped || !s.ready {
		return nil, false
	}
	return s.items, true
}
func (s *set) Stop()      { s.stopped = true }
func (s *set) Lost() bool { return s.lost && !s.ready }

// flowOn opens the fixture lesson (followed by the curriculum's first) at
// page (from 1).
func flowOn(t *testing.T, page int, mk *maker) (*Flow, *progress.Progress, *lessons.Lesson) {
	t.Helper()
	l := fixture(t)
	rec := &progress.Progress{}
	f := NewFlow(rec, shelf{l, lessons0(t)}, mk)
	turned, err := f.Open(l.ID, page, true)
	require.NoError(t, err)
	require.True(t, turned)
	return f, rec, l
}

// A page's task answered wrong, then right; the page turned; what is
// recorded in the progress on the way.
func TestFlowPageTaskAndNext(t *testing.T) {
	f, rec, l := flowOn(t, 1, &maker{})
	assert.Equal(t, State{Lesson: "fixture", Page: 1, Stage: OnPage, Board: l.Pages[0].Board, Fouls: f.Fouls()}, f.State())
	require.NotEmpty(t, f.Fouls(), "h8 is a double-three")
	assert.True(t, rec.IsDone(l.ID, 1), "a page without a task is done once seen")
	assert.Equal(t, 1, rec.LastPage)

	o := f.Press(BtnNext)
	assert.Equal(t, Outcome{Left: true, Turned: true}, o)
	st := f.State()
	assert.Equal(t, 2, st.Page)
	assert.Equal(t, "h8", st.Ask, "the which-kind task asks about A")
	assert.Equal(t, 2, rec.LastPage, "the visit is recorded")
	assert.False(t, rec.IsDone(l.ID, 2))

	assert.Equal(t, Outcome{}, f.Press(BtnChoice+"legal"), "an answer stays on the page")
	assert.Equal(t, Wrong, f.Cur().Phase())
	assert.True(t, rec.Tried(l.ID, 2))
	assert.False(t, rec.IsDone(l.ID, 2))
	f.Press(BtnChoice + "double-three")
	assert.Equal(t, Right, f.Cur().Phase())
	assert.True(t, rec.IsDone(l.ID, 2))
	assert.Zero(t, rec.Star(l.ID, 2), "not right the first time: no star")

	// The find-all, right the first time: a whole star.
	f.Press(BtnDot + "3")
	require.Equal(t, 3, f.State().Page)
	for _, q := range f.Cur().Solution().Points {
		assert.True(t, f.Tap(q))
	}
	f.Press(BtnCheck)
	assert.Equal(t, progress.Thirds, rec.Star(l.ID, 3))

	// Previous, and a dot for the page shown, which does nothing.
	assert.Equal(t, Outcome{}, f.Press(BtnDot+"3"))
	assert.True(t, f.Press(BtnPrev).Left)
	assert.Equal(t, 2, f.State().Page)
	assert.Equal(t, Asking, f.Cur().Phase(), "a page gone back to is asked afresh")
	f.Press(BtnDot + "1")
	assert.Equal(t, Outcome{}, f.Press(BtnPrev), "no page before the first")
	assert.Equal(t, Outcome{Left: true, Exit: Back}, f.Press(BtnLessons))
}

// The walks a page asks for: its own walk, and Why? after an answer.
func TestFlowWalks(t *testing.T) {
	f, _, l := flowOn(t, 1, &maker{})
	o := f.Press(BtnWalkOpen + "1")
	require.NotNil(t, o.Walk)
	assert.Equal(t, rules.MustPoint("h8"), o.Walk.Point)
	assert.Equal(t, "A", o.Walk.Label)
	assert.Equal(t, l.Pages[0].Board, o.Walk.Board)
	assert.False(t, o.Left)
	assert.Nil(t, f.Press(BtnWalkOpen+"2").Walk, "the page has one walk")
	assert.Nil(t, f.WalkOf(rules.MustPoint("g8")), "a stone has no walk")

	f.Press(BtnNext)
	assert.Nil(t, f.Press(BtnWhy).Walk, "nothing to explain before an answer")
	f.Press(BtnChoice + "double-three")
	o = f.Press(BtnWhy)
	require.NotNil(t, o.Walk)
	assert.Equal(t, rules.MustPoint("h8"), o.Walk.Point)
}

// The practice set is started in the worker near the lesson's end, waited
// for, worked through, and the lesson-complete moment has its score.
func TestFlowPracticeAndComplete(t *testing.T) {
	l := fixture(t)
	mk := &maker{plans: true, items: l.Pages[1:]}
	f, rec, _ := flowOn(t, 2, mk)
	assert.Empty(t, mk.sets, "not yet: two pages to go")
	f.Press(BtnNext)
	require.Len(t, mk.sets, 1, "the last two pages start the practice set")
	f.Press(BtnNext)
	assert.Equal(t, "Practise", f.View(msg.English, false).Next.Label)
	require.Len(t, mk.sets, 1, "one set at a time")

	f.Press(BtnNext)
	assert.Equal(t, Preparing, f.Stage())
	assert.True(t, f.Busy())
	assert.False(t, f.Tap(rules.MustPoint("k9")), "no task while waiting")
	assert.False(t, f.Poll(), "the set is still being made")
	v := f.View(msg.English, false)
	assert.Equal(t, []string{msg.T(msg.English, msg.PracticePreparing)}, v.Paragraphs)
	assert.Equal(t, []string{BtnSkipPractice}, ids(v.Buttons))
	mk.sets[0].lost = true
	assert.Contains(t, f.View(msg.English, false).Paragraphs, msg.T(msg.English, msg.JobLost), "the worker stopped: the learner is told")

	mk.sets[0].ready = true
	require.True(t, f.Poll())
	assert.Equal(t, Practising, f.Stage())
	assert.Nil(t, f.Pending(), "the set is used: the next time through makes a new one")
	st := f.State()
	assert.Equal(t, "practice", st.Stage.String())
	assert.Equal(t, 1, st.Page)
	assert.Equal(t, "h8", st.Ask)
	assert.Equal(t, "Lesson 1 · Practice 1 of 3", f.View(msg.English, false).Head)
	assert.Contains(t, ids(f.View(msg.English, false).Buttons), BtnSkipPractice)

	f.Press(BtnChoice + "double-three")
	f.Press(BtnNext)
	f.Press(BtnNext)
	assert.Equal(t, 3, f.State().Page)
	assert.False(t, rec.Tried(l.ID, 4), "practice is not saved")
	assert.False(t, rec.Practised(l.ID), "the practice is not over yet")
	f.Press(BtnNext)
	assert.Equal(t, Finished, f.Stage())
	assert.True(t, rec.Practised(l.ID), "a practice worked to its end is kept (home's path)")
	st = f.State()
	assert.Equal(t, State{Lesson: "fixture", Page: 4, Stage: Finished}, st, "the moment shows an empty board")
	assert.Equal(t, "Practice: 1 of 3 right first time.", f.Complete(msg.English).Practice)
	assert.Equal(t, "Lesson 1", f.View(msg.English, false).Head)
	assert.False(t, f.AsksPoint())

	// A new set: made again, then skipped.
	assert.True(t, f.Press(BtnPracticeAgain).Turned)
	require.Len(t, mk.sets, 2)
	assert.Equal(t, Preparing, f.Stage())
	f.Press(BtnSkipPractice)
	assert.Equal(t, Finished, f.Stage())
	assert.Empty(t, f.Complete(msg.English).Practice, "skipped")
}

// Prev from the first practice item goes back to the lesson's last page.
func TestFlowBackFromPractice(t *testing.T) {
	l := fixture(t)
	mk := &maker{plans: true, items: l.Pages[1:]}
	f, _, _ := flowOn(t, 4, mk)
	mk.sets[0].ready = true
	f.Press(BtnNext)
	require.Equal(t, Practising, f.Stage())
	f.Press(BtnDot + "3")
	assert.Equal(t, 3, f.State().Page)
	f.Press(BtnPrev)
	f.Press(BtnPrev)
	f.Press(BtnPrev)
	assert.Equal(t, OnPage, f.Stage())
	assert.Equal(t, State{Lesson: "fixture", Page: 4, Stage: OnPage, Board: l.Pages[3].Board, Fouls: f.Fouls()}, f.State())
}

// Leaving the page stops the set; waiting for it asks again.
func TestFlowLeaveStopsThePractice(t *testing.T) {
	l := fixture(t)
	mk := &maker{plans: true, items: l.Pages[1:]}
	f, _, _ := flowOn(t, 4, mk)
	f.Press(BtnNext)
	require.Equal(t, Preparing, f.Stage())
	f.Leave()
	assert.True(t, mk.sets[0].stopped)
	assert.Nil(t, f.Pending())
	assert.True(t, f.Poll(), "back on the page: the set is asked for again")
	require.Len(t, mk.sets, 2)
	assert.Equal(t, Preparing, f.Stage())

	// Another lesson drops the set being made for this one.
	f.Go(lessons0(t), 0)
	assert.True(t, mk.sets[1].stopped)
}

// Without a practice set, the last page leads to the moment, and the
// moment to the next lesson or, after the last, the lesson menu.
func TestFlowCompleteToNextLesson(t *testing.T) {
	f, _, l := flowOn(t, 4, &maker{})
	assert.Equal(t, "Finish lesson", f.View(msg.English, false).Next.Label)
	f.Press(BtnNext)
	require.Equal(t, Finished, f.Stage())
	assert.Equal(t, "", f.KeyButton(input.Press{Key: input.Key1}))
	assert.Equal(t, BtnCompleteReview, f.KeyButton(input.Press{Key: input.KeyLeft}))
	assert.Equal(t, BtnLessons, f.KeyButton(input.Press{Key: input.KeyEscape}))
	require.Equal(t, BtnCompleteNext, f.KeyButton(input.Press{Key: input.KeyEnter}))
	f.Press(BtnCompleteReview)
	assert.Equal(t, State{Lesson: "fixture", Page: 1, Stage: OnPage, Board: l.Pages[0].Board, Fouls: f.Fouls()}, f.State())

	f.Press(BtnDot + "4")
	f.Press(BtnNext)
	o := f.Press(BtnCompleteNext)
	assert.Equal(t, Outcome{Left: true, Turned: true}, o)
	next := lessons0(t)
	assert.Equal(t, next.ID, f.State().Lesson)
	assert.Equal(t, 1, f.State().Page)

	f.Go(next, len(next.Pages)-1)
	f.Press(BtnNext)
	f.Press(BtnSkipPractice) // in case the lesson has one: the maker makes none
	require.Equal(t, Finished, f.Stage())
	assert.Equal(t, Outcome{Left: true, Exit: Menu}, f.Press(BtnCompleteNext), "the last lesson: the menu")
}

// Links to a lesson: unknown lessons and pages are refused with what was
// asked; a page past the end from inside the app is the last; the page
// shown is kept when it is opened again.
func TestFlowOpenLinks(t *testing.T) {
	l := fixture(t)
	f := NewFlow(&progress.Progress{}, shelf{l}, &maker{})
	_, err := f.Open("nosuch", 1, true)
	require.Error(t, err)
	assert.Equal(t, `there is no lesson "nosuch"`, err.Error())
	_, err = f.Open("fixture", 9, true)
	require.Error(t, err)
	assert.Equal(t, `lesson "fixture" has 4 pages, not 9`, err.Error())

	turned, err := f.Open("fixture", 9, false)
	require.NoError(t, err)
	assert.True(t, turned)
	assert.Equal(t, 4, f.State().Page)
	f.Tap(rules.MustPoint("k9"))
	turned, err = f.Open("fixture", 4, true)
	require.NoError(t, err)
	assert.False(t, turned, "the page shown is kept")
	assert.Equal(t, Right, f.Cur().Phase())
}

// Skip practice is kept (home's path passes the practice by), and every
// page of the lesson then offers the practice again, which starts it from
// there; worked to its end, it is done and no longer offered.
func TestFlowSkippedPracticeIsOfferedAgain(t *testing.T) {
	l := fixture(t)
	mk := &maker{plans: true, items: l.Pages[1:]}
	f, rec, _ := flowOn(t, 4, mk)
	assert.NotContains(t, ids(f.View(msg.English, false).Buttons), BtnPracticeNow, "nothing skipped yet")
	f.Press(BtnNext)
	require.Equal(t, Preparing, f.Stage())
	f.Press(BtnSkipPractice)
	require.Equal(t, Finished, f.Stage())
	assert.True(t, rec.SkippedPractice(l.ID), "the skip is kept")
	assert.False(t, rec.Practised(l.ID))

	f.Press(BtnCompleteReview)
	v := f.View(msg.English, false)
	require.Contains(t, ids(v.Buttons), BtnPracticeNow, "the lesson's first page offers the practice skipped")
	assert.Equal(t, "Do the practice you skipped", button(t, v.Buttons, BtnPracticeNow).Label)
	assert.NotEmpty(t, msg.T(msg.Chinese, BtnPracticeSkipped))

	mk.sets[len(mk.sets)-1].ready = true
	assert.True(t, f.Press(BtnPracticeNow).Turned)
	require.Equal(t, Practising, f.Stage(), "the practice starts from the first page")
	assert.NotContains(t, ids(f.View(msg.English, false).Buttons), BtnPracticeNow, "not inside the practice")
	for f.Stage() == Practising {
		f.Press(BtnNext)
	}
	assert.Equal(t, Finished, f.Stage())
	assert.True(t, rec.Practised(l.ID))
	assert.False(t, rec.SkippedPractice(l.ID), "worked to its end: done, not skipped")
	f.Press(BtnCompleteReview)
	assert.NotContains(t, ids(f.View(msg.English, false).Buttons), BtnPracticeNow)

	// Skipped again after it was worked: it stays done.
	f.Press(BtnDot + "4")
	f.Press(BtnNext)
	f.Press(BtnSkipPractice)
	assert.True(t, rec.Practised(l.ID))
	assert.False(t, rec.SkippedPractice(l.ID))
}
