// Package journal is what the app keeps of the learner's days: the review
// queue of the questions answered wrong (game/services/spaced) and the
// daily goal with its streak (game/services/daily). Every screen's
// answers come here (Answered), and the lesson pages read (Pages); the
// frame saves what changed (TakeSaves) and takes in another tab's or the
// progress file's values (Restore). It is plain Go, tested on the host.
package journal

import (
	"time"

	"renju/game/services/daily"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
)

// Journal is the learner's queue and goal. It is not safe for concurrent
// use (the frame holds its lock).
type Journal struct {
	Queue *spaced.Queue
	Daily *daily.Log
	// Now is the clock (the learner's local time).
	Now func() time.Time

	// pages is the count of lesson pages done last seen (-1: none yet),
	// so that Pages counts those read since.
	pages          int
	dirtyQ, dirtyD bool
}

// New is an empty journal on the system clock.
func New() *Journal {
	return &Journal{Queue: &spaced.Queue{}, Daily: daily.New(), Now: time.Now, pages: -1}
}

// Answered files answers: each counts toward a goal of items; a wrong one
// enters the queue (again), a right one on the review screen moves its
// item on (a wrong one without a drill, a question no drill asks, is
// only counted). Right answers elsewhere leave the queue alone: an item is
// learned by being asked when it is due.
func (j *Journal) Answered(as ...screenview.Attempt) {
	now := j.Now()
	for _, a := range as {
		j.Daily.Add(daily.Items, 1, now)
		j.dirtyD = true
		switch {
		case !a.Right && a.Drill.Type != "":
			j.Queue.Miss(a.From, a.Drill, now)
			j.dirtyQ = true
		case a.From == spaced.FromReview:
			j.dirtyQ = j.Queue.Right(spaced.Key(a.Drill), now) || j.dirtyQ
		}
	}
}

// Pages takes the count of lesson pages done: those more than last time
// count toward a goal of pages (the first count sets where it starts).
func (j *Journal) Pages(done int) {
	if j.pages >= 0 && done > j.pages {
		j.Daily.Add(daily.Pages, done-j.pages, j.Now())
		j.dirtyD = true
	}
	j.pages = done
}

// PagesFrom sets the count of pages done without counting them: pages
// that came from a progress file or another tab were not read here today
// (the other tab counted its own).
func (j *Journal) PagesFrom(done int) { j.pages = done }

// Choose sets the daily goal.
func (j *Journal) Choose(g daily.Goal) {
	j.Daily.Choose(g, j.Now())
	j.dirtyD = true
}

// Counts are the queue's items and those due now.
func (j *Journal) Counts() (queued, due int) { return j.Queue.Counts(j.Now()) }

// Keys are the storage keys the journal keeps.
var Keys = []string{spaced.StorageKey, daily.StorageKey}

// Restore takes in a value saved under key (one of Keys): an error, the
// value cannot be read and nothing changed.
func (j *Journal) Restore(key, value string) error {
	switch key {
	case spaced.StorageKey:
		q, err := spaced.Parse(value)
		if err != nil {
			return err
		}
		j.Queue = q
	case daily.StorageKey:
		l, err := daily.Parse(value)
		if err != nil {
			return err
		}
		j.Daily = l
	}
	return nil
}

// TakeSaves returns what changed since the last call, to be saved.
func (j *Journal) TakeSaves() []screenview.Save {
	var out []screenview.Save
	if j.dirtyQ {
		out = append(out, screenview.Save{Key: spaced.StorageKey, Value: j.Queue.Format()})
	}
	if j.dirtyD {
		out = append(out, screenview.Save{Key: daily.StorageKey, Value: j.Daily.Format()})
	}
	j.dirtyQ, j.dirtyD = false, false
	return out
}
