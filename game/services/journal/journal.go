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

// Answered files answers. A question counts toward a goal of items once
// a day, at its first answer that day (daily.Log.Answer: in this tab or
// another), and that first answer alone decides whether it is filed: a
// wrong one enters the review queue, or goes back to its box 0. Later
// answers to it that day — a retry, the answer shown and tried again —
// change nothing. Right answers elsewhere leave the queue alone: an item
// is learned by being asked when it is due. On the review screen each
// asking of an item is one answer (the review reports the first of
// each), which moves the item: right, a box up; wrong, back to box 0,
// to be asked again in the sitting.
func (j *Journal) Answered(as ...screenview.Attempt) {
	now := j.Now()
	for _, a := range as {
		ask := spaced.Ask{Task: a.Task}
		if a.Task == nil && a.Drill.Type != "" {
			d := a.Drill
			ask.Drill = &d
		}
		name := a.Question
		switch {
		case name != "":
		case a.From == spaced.FromReview && a.Review != "":
			name = "review/" + a.Review
		default:
			name = ask.Key()
		}
		first := false
		if name != "" {
			first, _ = j.Daily.Answer(name, now)
			j.dirtyD = j.dirtyD || first
		}
		switch {
		case a.From == spaced.FromReview && a.Review != "" && a.Right:
			j.dirtyQ = j.Queue.Right(a.Review, now) || j.dirtyQ
		case a.From == spaced.FromReview && a.Review != "":
			if ask.Key() == a.Review {
				j.Queue.Miss(spaced.FromReview, ask, now)
				j.dirtyQ = true
			}
		case first && !a.Right && ask.Key() != "":
			j.Queue.Miss(a.From, ask, now)
			j.dirtyQ = true
		}
	}
}

// Retire takes an item that can no longer be asked out of the review
// (spaced.Queue.Retire).
func (j *Journal) Retire(key string) {
	j.dirtyQ = j.Queue.Retire(key, j.Now()) || j.dirtyQ
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
