// Package practiceset is a lesson's practice set being made in the
// worker (the maker is renju/practice; the worker runs it as
// jobs.Practice), for the lesson page to poll.
package practiceset

import (
	"errors"

	"renju/game/services/jobs"
	"renju/job"
	"renju/lessons"
)

// Pending is a practice set being made in the worker (jobs.Practice: up
// to a few seconds of judging), started near a lesson's end so that it
// is ready when the learner is. A set lost with the worker is asked
// again, the same (the request holds its seed).
type Pending struct {
	jobs  *job.Client
	ask   jobs.PracticeAsk
	job   *job.Job[jobs.PracticeSet]
	items []lessons.Page
	done  bool
	lost  bool
}

// Start asks c's worker for a set for lesson l.
func Start(c *job.Client, l *lessons.Lesson, seed uint64, n int) *Pending {
	p := &Pending{jobs: c, ask: jobs.PracticeAsk{Lesson: l.ID, Seed: seed, N: n}}
	p.job = job.Start(c, jobs.Practice, p.ask)
	return p
}

// Stop abandons the set (the worker stops making it); Ready never
// reports it then.
func (p *Pending) Stop() {
	if p != nil {
		p.job.Cancel()
		p.job = nil
	}
}

// Ready returns the set once it is made. A set that could not be made
// (a bug, not the learner's doing) is ready and empty: the lesson ends
// without its practice rather than wait for ever.
func (p *Pending) Ready() ([]lessons.Page, bool) {
	if p == nil || p.job == nil {
		return nil, false
	}
	if p.done {
		return p.items, true
	}
	set, err, done := p.job.Poll()
	if !done {
		return nil, false
	}
	if errors.Is(err, job.ErrLost) {
		p.lost = true
		p.job = job.Start(p.jobs, jobs.Practice, p.ask)
		return nil, false
	}
	p.done = true
	for i := range set.Items {
		if pg, err := set.Items[i].Page(); err == nil {
			p.items = append(p.items, pg)
		}
	}
	return p.items, true
}

// Lost reports whether the worker stopped while it made the set (it is
// being made again): the screen says so while the learner waits.
func (p *Pending) Lost() bool { return p != nil && p.lost && !p.done }
