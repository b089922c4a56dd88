package learning

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/lessonplay"
	"renju/lessons"
)

var _ lessonplay.Recorder = (*Curriculum)(nil)

func TestResumeAndStartPage(t *testing.T) {
	c := New()
	require.NotEmpty(t, c.All())
	assert.Greater(t, c.TotalPages, c.TotalTasks)
	_, _, ok := c.Resume()
	assert.False(t, ok, "nothing to continue")
	first := c.All()[0]
	assert.Equal(t, 0, c.StartPage(first))
	c.Visit(first.ID, 1)
	c.Done(first.ID, 1)
	c.Visit(first.ID, 3)
	l, page, ok := c.Resume()
	require.True(t, ok)
	assert.Equal(t, first.ID, l.ID)
	assert.Equal(t, 2, page)
	assert.Equal(t, 2, c.StartPage(first), "the page seen last")
	second := c.All()[1]
	assert.Equal(t, 0, c.StartPage(second))
	c.Done(second.ID, 1)
	assert.Equal(t, 1, c.StartPage(second), "the first page not done")
	assert.Equal(t, second, c.After(first))
	assert.Nil(t, c.After(c.All()[len(c.All())-1]))
	done, _ := c.Totals()
	assert.Equal(t, 2, done)
}

func TestSaveOnlyWhenChanged(t *testing.T) {
	c := New()
	_, ok := c.TakeSave()
	assert.False(t, ok)
	c.Answer(c.All()[0].ID, 2, true, 0)
	s, ok := c.TakeSave()
	require.True(t, ok)
	assert.Contains(t, s, `"stars":[2]`)
	_, ok = c.TakeSave()
	assert.False(t, ok)
	c.IsDone(c.All()[0].ID, 2)
	_, ok = c.TakeSave()
	assert.False(t, ok, "reading is not a change")
}

func TestRestore(t *testing.T) {
	c := New()
	require.NoError(t, c.Restore(`{"v":1,"last":{"lesson":"recursion","page":3},"lessons":{"recursion":{"done":[1,2]}}}`))
	_, ok := c.TakeSave()
	assert.False(t, ok, "good progress is kept as it is")
	l, page, ok := c.Resume()
	require.True(t, ok)
	assert.Equal(t, "recursion", l.ID)
	assert.Equal(t, 2, page)

	assert.Error(t, c.Restore(`{"v":1}garbage`))
	s, ok := c.TakeSave()
	assert.True(t, ok, "bad progress is reset and saved")
	assert.Equal(t, `{"v":1,"lessons":{}}`, s)
}

// TestHomeParsesNothing: what the home screen asks (the totals, where to
// continue) comes from the index; the lessons are parsed on first use, and
// the index's counts are the parsed lessons'.
func TestHomeParsesNothing(t *testing.T) {
	c := New()
	require.NoError(t, c.Restore(`{"v":1,"last":{"lesson":"recursion","page":3},"lessons":{"recursion":{"done":[1,2]}}}`))
	c.Totals()
	e, _, ok := c.Resume()
	require.True(t, ok)
	assert.NotEmpty(t, e.Title.EN)
	assert.False(t, c.parsed, "the home screen's questions parsed the lessons")
	pages, tasks := 0, 0
	for _, l := range c.All() {
		pages += len(l.Pages)
		tasks += Tasks(l)
	}
	assert.True(t, c.parsed)
	assert.Equal(t, pages, c.TotalPages)
	assert.Equal(t, tasks, c.TotalTasks)
	assert.Len(t, c.Entries(), len(c.All()))
}

// TestOpeningALessonParsesOnlyIt: a lesson opened by its ID, its place
// and the one after it parse those lessons, not the curriculum (224 ms
// of the page's thread on Continue, issue 39); the lesson is the one All
// gives.
func TestOpeningALessonParsesOnlyIt(t *testing.T) {
	c := New()
	ix := c.Entries()
	l, ok := c.Lesson(ix[0].ID)
	require.True(t, ok)
	assert.Equal(t, ix[0].ID, l.ID)
	assert.Equal(t, 0, c.Index(l.ID))
	next := c.After(l)
	require.NotNil(t, next)
	assert.Equal(t, ix[1].ID, next.ID)
	assert.Nil(t, c.After(c.mustLesson(t, ix[len(ix)-1].ID)), "nothing after the last")
	_, ok = c.Lesson("no-such-lesson")
	assert.False(t, ok)
	assert.Equal(t, -1, c.Index("no-such-lesson"))
	assert.False(t, c.parsed, "opening a lesson parsed the curriculum")
	assert.Same(t, l, c.All()[0])
	again, _ := c.Lesson(ix[0].ID)
	assert.Same(t, l, again)
}

func (c *Curriculum) mustLesson(t *testing.T, id string) *lessons.Lesson {
	t.Helper()
	l, ok := c.Lesson(id)
	require.True(t, ok, id)
	return l
}

var _ lessonplay.Catalog = (*Curriculum)(nil)
