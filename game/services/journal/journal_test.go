package journal

import (
	"testing"
	"time"

	"renju/drills"
	"renju/game/services/daily"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
)

func TestAnswered(t *testing.T) {
	now := time.Date(2026, 12, 4, 10, 0, 0, 0, time.Local)
	j := New()
	j.Now = func() time.Time { return now }
	yes := true
	d := drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:h8 W:h9", Point: "j9", ToMove: "black", Answer: drills.Answer{Forbidden: &yes}}
	j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: d, Right: true})
	if q, _ := j.Counts(); q != 0 {
		t.Fatal("a right answer was queued")
	}
	j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: d})
	if q, due := j.Counts(); q != 1 || due != 1 {
		t.Fatalf("a miss: queued %d due %d", q, due)
	}
	// Right elsewhere: still due; right on the review screen: next day.
	j.Answered(screenview.Attempt{From: spaced.FromStorm, Drill: d, Right: true})
	if _, due := j.Counts(); due != 1 {
		t.Fatal("a right answer outside the review moved the item")
	}
	j.Answered(screenview.Attempt{From: spaced.FromReview, Drill: d, Right: true})
	if q, due := j.Counts(); q != 1 || due != 0 {
		t.Fatalf("reviewed: queued %d due %d", q, due)
	}
	if got := j.Daily.Today(now); got != 4 {
		t.Errorf("%d items today, want 4", got)
	}
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
	// What changed is saved, once, and reads back.
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
