package practiceset_test

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"renju/game/services/jobs"
	"renju/game/services/jobs/serve"
	"renju/game/services/practiceset"
	"renju/job"
	"renju/lessons"
	"renju/practice"
)

func lesson(t *testing.T, id string) *lessons.Lesson {
	for _, l := range lessons.All() {
		if l.ID == id {
			return l
		}
	}
	t.Fatalf("no lesson %s", id)
	return nil
}

// wait polls p as a screen does, once a "frame".
func wait(t *testing.T, p *practiceset.Pending) []lessons.Page {
	for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if items, ok := p.Ready(); ok {
			return items
		}
	}
	t.Fatal("the set never came")
	return nil
}

// A set is made in the worker and picked up when ready: the pages the
// lesson screen gets are the ones practice.Items makes, through the
// job's messages (board, marks, moves, task, text).
func TestPending(t *testing.T) {
	for _, id := range []string{lessons.All()[0].ID, "recursion", "opening-names"} {
		l := lesson(t, id)
		p := practiceset.Start(job.NewClient(job.NewLocal(serve.New())), l, 3, practice.Size)
		items := wait(t, p)
		assert.Equal(t, practice.Items(l, 3, practice.Size, nil), items, id)
		again, ok := p.Ready()
		assert.True(t, ok)
		assert.Equal(t, items, again)
	}
	var none *practiceset.Pending
	_, ok := none.Ready()
	assert.False(t, ok)
	assert.False(t, none.Lost())
}

// A set abandoned (the learner left the lesson) is never reported, and
// the worker stops making it.
func TestPendingStopped(t *testing.T) {
	p := practiceset.Start(job.NewClient(job.NewLocal(serve.New())), lesson(t, "recursion"), 5, practice.Size)
	p.Stop()
	_, ok := p.Ready()
	assert.False(t, ok)
	var none *practiceset.Pending
	none.Stop()
}

// A set lost with the worker is asked again, the same, and Lost says so
// meanwhile: the first time it is asked, the worker "dies" under it.
func TestPendingLostIsAskedAgain(t *testing.T) {
	real := job.NewClient(job.NewLocal(serve.New()))
	s := job.NewServer()
	started := make(chan bool, 4)
	var calls atomic.Int32
	job.Handle(s, jobs.Practice, func(c *job.Ctx, r jobs.PracticeAsk) (jobs.PracticeSet, error) {
		if calls.Add(1) == 1 {
			started <- true
			for !c.Canceled() {
				time.Sleep(time.Millisecond)
			}
			return jobs.PracticeSet{}, job.ErrCanceled
		}
		return job.Start(real, jobs.Practice, r).Wait()
	})
	local := job.NewLocal(s)
	l := lesson(t, "recursion")
	p := practiceset.Start(job.NewClient(local), l, 9, practice.Size)
	<-started
	local.Kill()
	_, ok := p.Ready()
	assert.False(t, ok)
	assert.True(t, p.Lost(), "the screen says the worker stopped")
	items := wait(t, p)
	assert.False(t, p.Lost())
	assert.Equal(t, practice.Items(l, 9, practice.Size, nil), items, "the same set, asked again")
	assert.Equal(t, int32(2), calls.Load())
}

// A lesson the worker does not know gives an empty set, ready: the
// lesson ends without practice rather than wait for ever.
func TestPendingUnknownLesson(t *testing.T) {
	p := practiceset.Start(job.NewClient(job.NewLocal(serve.New())), &lessons.Lesson{ID: "no-such-lesson"}, 1, practice.Size)
	items := wait(t, p)
	assert.Empty(t, items)
}
