package drillplay

import (
	"renju/drills"
	"renju/game/vocab/input"
	"renju/job"
	"renju/msg"
)

// A fixed set of drills: a homework's (game/services/homework). The drills of a
// plan are asked in its order at one level, each once; there is no menu,
// no early end and no saved record (the homework keeps its own answers);
// the set ends at its summary. Drill i of the set is drill i of the
// homework's seed (jobs.MakeDrills), so every student gets the same ones,
// the teacher's worksheet holds them too, and a reload goes on with them.

type fixedSet struct {
	plan []string
	// done drills were answered before this model (a homework resumed
	// after a reload); the model starts at plan[done].
	done int
	// right of those were right.
	right int
	// given are the set's drills when they are made already (NewGiven):
	// nothing to ask the worker.
	given []drills.Drill
	// playOut: the feedback offers Play it out (OfferPlayOut).
	playOut bool
}

// NewSet starts a set: the drills of plan (types) made from seed by c's
// worker with the generator of version (0 is 1; version 2 covering
// every lesson: a homework's), at level, from plan[done] on, done drills
// having been answered already with right of them right. A plan with
// nothing left starts at the summary.
func NewSet(c *job.Client, seed uint64, version int, plan []string, level, done, right int) *Model {
	o := Options{Seed: seed, Version: version}
	if version >= drills.Version2 {
		o.Covered = []string{drills.AllLessons}
	}
	m := New(c, o)
	m.level = max(1, min(drills.MaxLevel, level))
	m.set = &fixedSet{plan: plan, done: max(0, min(done, len(plan))), right: max(0, right)}
	if m.set.done == len(plan) {
		m.phase = Summary
		return m
	}
	m.typ = plan[m.set.done]
	m.next()
	return m
}

// NewGiven starts a set of drills made already (drills from games), in
// their order, at level.
func NewGiven(ds []drills.Drill, level int) *Model {
	plan := make([]string, len(ds))
	for i := range ds {
		plan[i] = ds[i].Type
	}
	m := New(nil, Options{})
	m.level = max(1, min(drills.MaxLevel, level))
	m.set = &fixedSet{plan: plan, given: ds}
	if len(plan) == 0 {
		m.phase = Summary
		return m
	}
	m.typ = plan[0]
	m.next()
	return m
}

// InSet reports whether the model runs a fixed set.
func (m *Model) InSet() bool { return m.set != nil }

// SetProgress is the set's progress: the drills answered (from the
// start of the set, before this model too), the right ones, and the
// set's size. Outside a set it is this round's.
func (m *Model) SetProgress() (answered, right, total int) {
	right = 0
	for _, t := range m.session.ByType {
		right += t.Right
	}
	if m.set == nil {
		return m.round, right, RoundLen
	}
	return m.set.done + m.round, m.set.right + right, len(m.set.plan)
}

// Retry asks again for the drill the generator could not make (a set's
// notice says why); the set goes on from there.
func (m *Model) Retry() {
	if m.set == nil || m.phase != Menu || m.genErr == nil {
		return
	}
	m.nextJob-- // the failed job's drill is asked for again
	m.notice = msg.Notice{}
	m.next()
}

// roundLen is the number of drills before the summary.
func (m *Model) roundLen() int {
	if m.set != nil {
		return len(m.set.plan) - m.set.done
	}
	return RoundLen
}

// setRows are a set's buttons: no menu, no early end; the homework's
// screen adds its own way out.
func (m *Model) setRows(lang msg.Lang, b func(a Action, id msg.ID, key input.Key) button) [][]button {
	skip := []button{b(ShowAnswer, BtnSkip, input.KeyS)}
	switch m.phase {
	case Asking:
		switch m.cur.Type {
		case drills.IsForbidden:
			return [][]button{{b(AnswerYes, msg.DrillBtnYes, input.KeyY), b(AnswerNo, msg.DrillBtnNo, input.KeyN)}, skip}
		case drills.LiveOrFalse:
			_, live, notLive := m.liveWords()
			return [][]button{{b(AnswerLive, live, input.KeyY), b(AnswerFalse, notLive, input.KeyN)}, skip}
		case drills.FindAll:
			return [][]button{{b(Submit, BtnDone, input.KeyEnter), b(ClearPicks, BtnClearPicks, input.KeyNone)}, skip}
		}
		return [][]button{skip}
	case AskingKind:
		return [][]button{m.kindRow(b), skip}
	case Feedback:
		row := []button{b(NextDrill, BtnNext, input.KeyEnter), b(WalkPoint, BtnWalk, input.KeyW)}
		if m.set.playOut {
			row = append(row, b(PlayItOut, msg.BtnPlayOut, input.KeyP))
		}
		return [][]button{row}
	case Summary:
		return m.missRows(lang)
	case Review:
		return m.reviewRows(b)
	}
	return nil
}

// OfferPlayOut offers Play it out in the set's feedback (the review of
// mistakes does; a homework does not lead away from its drills).
func (m *Model) OfferPlayOut() {
	if m.set != nil {
		m.set.playOut = true
	}
}
