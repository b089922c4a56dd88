package mistakes

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/features/lessonplay"
	"renju/game/parts/drillplay"
	"renju/game/services/journal"
	"renju/game/services/progress"
	"renju/game/services/spaced"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

func forbiddenDrill(point string, yes bool, kind string) drills.Drill {
	return drills.Drill{Type: drills.IsForbidden, Level: 1, ToMove: "black", Position: "B:f8,g8,h9,h10 W:e10,j9",
		Point: point, Answer: drills.Answer{Forbidden: &yes, Kind: kind}}
}

func panelText(p screenview.Panel) string {
	var b strings.Builder
	for _, bl := range p.Blocks {
		b.WriteString(bl.Text.S + "\n")
	}
	return b.String()
}

// TestReviewAsksDueItems: the review asks the due items one by one, the
// longest due first; a right answer moves an item to tomorrow, a wrong
// one keeps it due and it is asked again in the same sitting.
func TestReviewAsksDueItems(t *testing.T) {
	now := time.Date(2026, 12, 4, 18, 0, 0, 0, time.Local)
	j := journal.New()
	j.Now = func() time.Time { return now }
	first, second := forbiddenDrill("h8", true, "double-three"), forbiddenDrill("k11", false, "")
	j.Answered(screenview.Attempt{From: spaced.FromStorm, Drill: first})
	now = now.Add(time.Minute)
	j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: second})

	m := New(nil)
	m.UseJournal(j)
	it, ok := m.Item()
	require.True(t, ok)
	assert.Equal(t, spaced.Key(first), it.Key, "the longest due first")
	assert.Contains(t, panelText(m.Panel(msg.English)), "You missed this one in Foul Storm.")
	assert.Contains(t, panelText(m.Panel(msg.Chinese)), "这题你在禁手风暴中答错过。")

	// Right: yes, then its kind; the feedback, then the next item.
	m.Press(drillplay.AnswerYes.ID())
	m.Press("drill.kind." + "double-three")
	require.Equal(t, drillplay.Feedback, m.Drill().Phase(), "%v", m.Drill())
	// Play it out from the item's position.
	m.Press(screenview.BtnPlayOut)
	key, arg, ok := m.TakeRoute()
	require.True(t, ok, "Play it out is offered in the review's feedback")
	assert.Equal(t, "play", key)
	assert.Contains(t, arg, "from.")
	m.Press(drillplay.NextDrill.ID())
	it, ok = m.Item()
	require.True(t, ok)
	assert.Equal(t, spaced.Key(second), it.Key)
	if q, due := j.Counts(); q != 2 || due != 1 {
		t.Fatalf("after a right answer: queued %d due %d", q, due)
	}

	// Wrong: still due, asked again at once.
	m.Press(drillplay.AnswerYes.ID())
	m.Press(drillplay.NextDrill.ID())
	it, ok = m.Item()
	require.True(t, ok, "a miss is asked again in the sitting")
	assert.Equal(t, spaced.Key(second), it.Key)
	m.Press(drillplay.AnswerNo.ID())
	m.Press(drillplay.NextDrill.ID())
	_, ok = m.Item()
	assert.False(t, ok, "nothing due")
	text := panelText(m.Panel(msg.English))
	assert.Contains(t, text, "This review: 2 of 3 right.")
	assert.Contains(t, text, "2 mistakes wait for later; the next comes back tomorrow.")
	assert.Equal(t, 4, j.Daily.Today(now), "each question counts once a day: two missed elsewhere, two here (the second asked twice)")
}

// askLesson is the frame's Asker (game/frame/screens/reviewglue.go).
func askLesson(key string, q lessons.Question) (Question, error) {
	r, err := lessonplay.AskReview(key, q)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// missedOnPage answers the task of page (from 1) of lesson id wrong on
// its page, as a learner would, and files the answers.
func missedOnPage(t *testing.T, j *journal.Journal, id string, page int, answer func(p *lessonplay.Page)) {
	t.Helper()
	l, ok := lessons.ByID(id)
	require.True(t, ok)
	p := lessonplay.New(l, page-1, &progress.Progress{})
	answer(p)
	j.Answered(p.TakeAnswers()...)
}

// TestLessonMistakesComeBack: lesson 3 page 5's "Live three" answered
// wrong, and lesson 1 page 7's overline tapped, are queued as the
// lessons' own questions, come back on the review in the lesson's
// words, and can be answered there: wrong first (asked again in the
// sitting), then right (tomorrow's).
func TestLessonMistakesComeBack(t *testing.T) {
	now := time.Date(2026, 12, 4, 18, 0, 0, 0, time.Local)
	j := journal.New()
	j.Now = func() time.Time { return now }
	missedOnPage(t, j, "three", 5, func(p *lessonplay.Page) { p.Choose("live") })
	now = now.Add(time.Minute)
	missedOnPage(t, j, "board-and-five", 7, func(p *lessonplay.Page) { p.Tap(rules.MustPoint("f5")) })
	q, due := j.Counts()
	require.Equal(t, 2, q, "both mistakes queued")
	require.Equal(t, 2, due)

	m := New(askLesson)
	m.UseJournal(j)
	it, ok := m.Item()
	require.True(t, ok)
	require.NotNil(t, it.Task)
	assert.Equal(t, "three", it.Task.Lesson)
	require.NotNil(t, m.Task(), "asked as the lesson's question")
	en, zh := panelText(m.Panel(msg.English)), panelText(m.Panel(msg.Chinese))
	assert.Contains(t, en, "You missed this one in lesson 3, ")
	assert.Contains(t, zh, "这题你在第3课“")
	assert.Contains(t, en, "after Black plays A, is the three on the diagonal")
	var st pageapi.State
	m.PageState(&st)
	rs := st.Details[spaced.PageKey].(*State)
	assert.Equal(t, "three", rs.Lesson)
	assert.Equal(t, "live-or-false", rs.Type)
	assert.Equal(t, "i7", rs.Point)
	assert.False(t, rs.Answered)

	// Wrong again: no Next before the answer; after it, Next.
	assert.NotContains(t, rowIDs(m.Panel(msg.English)), BtnNext)
	m.Press("choice.live")
	assert.Contains(t, rowIDs(m.Panel(msg.English)), BtnNext)
	m.Press("choice.false") // a retry: not the review's answer
	m.Press(BtnNext)
	it, _ = m.Item()
	assert.Equal(t, "board-and-five", it.Task.Lesson, "the one due longer comes first")
	assert.True(t, m.Panel(msg.English).AsksPoint)
	m.Tap(rules.MustPoint("k9"))
	m.Key(input.Press{Key: input.KeyEnter})
	it, _ = m.Item()
	assert.Equal(t, "three", it.Task.Lesson, "missed in the review: asked again in the sitting")
	m.Press("choice.false")
	m.Press(BtnNext)
	_, ok = m.Item()
	assert.False(t, ok, "nothing due")
	assert.Contains(t, panelText(m.Panel(msg.English)), "This review: 2 of 3 right.")
	q, due = j.Counts()
	assert.Equal(t, 2, q)
	assert.Zero(t, due, "both answered right: due tomorrow")
	assert.Equal(t, 4, j.Daily.Today(now), "two on the pages, two questions of the review")
}

// TestSavedQueueOfTodaysFormat: a queue saved before the lessons' tasks
// were kept — drills only, a lesson's among them — still reads, and its
// items are asked, each with the judge's answer of now: a saved answer
// that is wrong is not trusted.
func TestSavedQueueOfTodaysFormat(t *testing.T) {
	const saved = `{"items":[` +
		`{"key":"is-forbidden|B:f8,g8,h9,h10 W:e10,j9|h11||black","from":"storm","drill":{"type":"is-forbidden","level":1,"position":"B:f8,g8,h9,h10 W:e10,j9","point":"h11","toMove":"black","answer":{"forbidden":false}},"box":2,"due":1796100000,"seen":1796000100,"misses":1,"rights":2},` +
		`{"key":"is-forbidden|B:f8,g8,h9,h10 W:e10,j9|h8||black","from":"lesson","drill":{"type":"is-forbidden","level":1,"position":"B:f8,g8,h9,h10 W:e10,j9","point":"h8","toMove":"black","answer":{"forbidden":false}},"box":0,"due":1796000000,"seen":1796000000,"misses":1,"rights":0}` +
		`]}`
	now := time.Unix(1796200000, 0)
	j := journal.New()
	j.Now = func() time.Time { return now }
	require.NoError(t, j.Restore(spaced.StorageKey, saved))
	q, due := j.Counts()
	require.Equal(t, 2, q)
	require.Equal(t, 2, due)
	assert.Equal(t, saved, j.Queue.Format(), "read and written back as it was")

	m := New(askLesson)
	m.UseJournal(j)
	it, _ := m.Item()
	assert.Equal(t, "h8", it.Drill.Point)
	// H8 is a double-three: the save says legal, the judge says
	// forbidden, and the judge is asked.
	m.Press(drillplay.AnswerYes.ID())
	m.Press("drill.kind.double-three")
	assert.True(t, m.Drill().Result().Correct, "graded by the judge, not by the save")
}

// TestGoneItem: an item the judge can no longer ask (its point is taken
// on its position) leaves the review, and the screen says so.
func TestGoneItem(t *testing.T) {
	now := time.Date(2026, 12, 4, 18, 0, 0, 0, time.Local)
	j := journal.New()
	j.Now = func() time.Time { return now }
	const saved = `{"items":[{"key":"is-forbidden|B:f8,g8,h9,h10 W:e10,j9|h9||black","from":"drills","drill":{"type":"is-forbidden","level":1,"position":"B:f8,g8,h9,h10 W:e10,j9","point":"h9","toMove":"black","answer":{"forbidden":true,"kind":"double-three"}},"box":0,"due":1796000000,"seen":1796000000,"misses":1,"rights":0}]}`
	require.NoError(t, j.Restore(spaced.StorageKey, saved))
	m := New(askLesson)
	m.UseJournal(j)
	require.True(t, m.Gone())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		assert.Contains(t, panelText(m.Panel(lang)), msg.T(lang, GoneTitle))
	}
	q, _ := j.Counts()
	assert.Zero(t, q, "retired")
	m.Press(BtnGone)
	_, ok := m.Item()
	assert.False(t, ok)
}

func rowIDs(p screenview.Panel) []string {
	var out []string
	for _, r := range p.Rows {
		for _, b := range r {
			out = append(out, b.ID)
		}
	}
	return out
}
