package journal

import (
	"testing"
	"time"

	"renju/drills"
	"renju/game/frame/savemerge/savetest"
	"renju/game/services/daily"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/lessons"
)

var day = time.Date(2026, 12, 4, 10, 0, 0, 0, time.Local)

// at is a journal on a clock the test moves.
func at(now *time.Time) *Journal {
	j := New()
	j.Now = func() time.Time { return *now }
	return j
}

func isForbidden(point string) drills.Drill {
	yes := true
	return drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:h8 W:h9", Point: point, ToMove: "black", Answer: drills.Answer{Forbidden: &yes}}
}

// lessonTask is lesson 3 page 5's question (live-or-false at I7), as
// lessonplay reports it.
func lessonTask() (screenview.Attempt, *lessons.Question) {
	q := &lessons.Question{Lesson: "three", Page: 5, Kind: lessons.TaskLiveOrFalse, Position: "B:j6,k5 W:h6,j8,l4", Marks: "A=i7", Point: "i7", Dir: "anti-diagonal"}
	return screenview.Attempt{From: spaced.FromLesson, Question: "lesson/three/5", Task: q}, q
}

// TestOneCount: each answer source's question counts once a day toward
// the goal, at its first answer; that answer alone files it; a retry,
// right or wrong, adds nothing; a new day counts it again.
func TestOneCount(t *testing.T) {
	now := day
	j := at(&now)
	check := func(step string, today, queued int) {
		t.Helper()
		if got := j.Daily.Today(now); got != today {
			t.Errorf("%s: %d today, want %d", step, got, today)
		}
		if q, _ := j.Counts(); q != queued {
			t.Errorf("%s: %d queued, want %d", step, q, queued)
		}
	}
	// A lesson's task: wrong, then right.
	a, q := lessonTask()
	j.Answered(a)
	a.Right = true
	j.Answered(a)
	check("a lesson task wrong, then right", 1, 1)
	if it, ok := j.Queue.Get(q.Key()); !ok || it.Task == nil || it.From != spaced.FromLesson {
		t.Fatalf("the task is not queued as itself: %+v", it)
	}
	// Another task: right, then (its answer shown, tried again) wrong.
	b := screenview.Attempt{From: spaced.FromLesson, Question: "lesson/three/3", Right: true,
		Task: &lessons.Question{Lesson: "three", Page: 3, Kind: lessons.TaskLiveOrFalse, Position: "B:g6,h6 W:e6", Point: "i6", Dir: "horizontal"}}
	j.Answered(b)
	b.Right = false
	j.Answered(b)
	check("a task right, then wrong", 2, 1)
	// A practice item, named by its question: wrong twice.
	p := screenview.Attempt{From: spaced.FromPractice, Task: &lessons.Question{Lesson: "three", Kind: lessons.TaskClickFive, Position: "B:h8,h9,h10,h11 W:a1,a2,a3"}}
	j.Answered(p, p)
	check("a practice item wrong twice", 3, 2)
	// A drill missed in the Drills, then the same drill in Foul Storm and
	// in a homework: one question.
	d := screenview.Attempt{From: spaced.FromDrills, Drill: isForbidden("j9")}
	j.Answered(d)
	for _, from := range []string{spaced.FromStorm, spaced.FromHomework} {
		j.Answered(screenview.Attempt{From: from, Drill: isForbidden("j9"), Right: true})
	}
	check("a drill, then in the storm and a homework", 4, 3)
	// A foul in Play: a wrong answer of its own.
	j.Answered(screenview.Attempt{From: spaced.FromPlay, Drill: isForbidden("k10")})
	check("a foul in Play", 5, 4)
	// The review: the first asking of an item moves it (wrong: box 0
	// again; right: box 1) and counts once; asked again, it moves again
	// and counts no more.
	key := q.Key()
	j.Answered(screenview.Attempt{From: spaced.FromReview, Review: key, Task: q})
	if it, _ := j.Queue.Get(key); it.Misses != 2 || it.Box != 0 {
		t.Errorf("missed in the review: %+v", it)
	}
	j.Answered(screenview.Attempt{From: spaced.FromReview, Review: key, Task: q, Right: true})
	if it, _ := j.Queue.Get(key); it.Box != 1 {
		t.Errorf("right in the review: box %d", it.Box)
	}
	check("a review item asked twice", 6, 4)
	// Answers elsewhere leave a queued item alone.
	a.Right = true
	now = now.Add(24 * time.Hour)
	j.Answered(a)
	if it, _ := j.Queue.Get(key); it.Box != 1 {
		t.Errorf("a right answer on the lesson page moved the review's item: box %d", it.Box)
	}
	check("the next day, the task right", 1, 4)
	// The next day, the same practice item wrong again: it counts, and
	// goes back to box 0.
	j.Answered(p)
	if it, _ := j.Queue.Get(p.Task.Key()); it.Misses != 2 {
		t.Errorf("missed again the next day: %+v", it)
	}
	check("the next day, a practice item again", 2, 4)
}

// TestTwoTabs: a question answered in two tabs counts once, and is one
// item; what each answered alone counts.
func TestTwoTabs(t *testing.T) {
	now := day
	a, b := at(&now), at(&now)
	task, _ := lessonTask()
	a.Answered(task, screenview.Attempt{From: spaced.FromDrills, Drill: isForbidden("j9")})
	b.Answered(task, screenview.Attempt{From: spaced.FromStorm, Drill: isForbidden("k10"), Right: true})
	saved := func(j *Journal) map[string]string {
		out := map[string]string{}
		for _, s := range j.TakeSaves() {
			out[s.Key] = s.Value
		}
		return out
	}
	sa, sb := saved(a), saved(b)
	joined := map[string]string{}
	for _, k := range Keys {
		joined[k] = savetest.Table().Merge(k, sa[k], sb[k])
	}
	c := at(&now)
	for k, v := range joined {
		if err := c.Restore(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if got := c.Daily.Today(now); got != 3 {
		t.Errorf("the lesson task in both tabs, a drill in each: %d today, want 3", got)
	}
	if q, _ := c.Counts(); q != 2 {
		t.Errorf("%d queued, want 2 (the task once, the drill missed)", q)
	}
	// The joined tab answers the task again: nothing more.
	c.Answered(task)
	if got := c.Daily.Today(now); got != 3 {
		t.Errorf("after the join the task counted again: %d", got)
	}
}

// TestSaves: pages count toward a goal of pages; what changed is saved,
// once, and reads back; a damaged value changes nothing.
func TestSaves(t *testing.T) {
	now := day
	j := at(&now)
	j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: isForbidden("j9")})
	// Pages: counted from the first count on.
	j.Pages(7)
	j.Pages(9)
	j.Choose(daily.Goal{Unit: daily.Pages, N: 3})
	if got := j.Daily.Today(now); got != 2 {
		t.Errorf("%d pages today, want 2", got)
	}
	j.PagesFrom(30) // a progress file with more pages: not read today
	j.Pages(31)
	if got := j.Daily.Today(now); got != 3 {
		t.Errorf("%d pages today, want 3", got)
	}
	saves := j.TakeSaves()
	if len(saves) != 2 || len(j.TakeSaves()) != 0 {
		t.Fatalf("saves %v", saves)
	}
	k := New()
	for _, s := range saves {
		if err := k.Restore(s.Key, s.Value); err != nil {
			t.Fatal(err)
		}
	}
	k.Now = j.Now
	if a, b := k.Queue.Format()+k.Daily.Format(), j.Queue.Format()+j.Daily.Format(); a != b {
		t.Errorf("restored %s, saved %s", a, b)
	}
	if err := k.Restore(spaced.StorageKey, "{"); err == nil || k.Queue.Format() != j.Queue.Format() {
		t.Error("a damaged value replaced the queue")
	}
}
