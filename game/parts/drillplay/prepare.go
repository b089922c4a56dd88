package drillplay

import (
	"slices"

	"renju/game/services/jobs"
)

// The drill ready before it is asked. While the menu is shown, the worker
// makes the first drill of the round the menu offers: the very job Start
// would ask for (the type, the level, the seed and the drill's place in
// its stream, the lessons covered, the coach's count). Its reply waits
// with the job until Start takes it, as Start would take the reply of a
// job of its own: the coach chooses among the drills then, not before, so
// its choice, its bank and the places in the stream are those of a round
// started without one prepared, and a seeded round gets the same drills
// either way (coach's TestPreparedRoundIsTheSame). Start then shows the
// drill in the frame of the tap, with no round trip to the worker
// (State.Waited false). A job prepared for a choice the menu no longer
// offers (another type, level or lessons) is canceled, its places in the
// stream given back, before anything of it is shown; a type chosen at the
// last moment waits for its drill as before.
//
// Only the Drills screen's rounds are prepared: a set (a homework, the
// review, a game's drills) asks for its drills itself, and a model with
// no worker asks for none. The model is polled only while its screen is
// shown, and that screen is the worker's already (its registry entry's
// Worker), so preparing starts no worker another screen would not.

// prepare keeps the worker making the first drill of the round the menu
// offers (Poll calls it): a job for another choice is dropped, and none is
// asked while a drill for the choice is ready or the round cannot start.
func (m *Model) prepare() {
	if m.phase != Menu || m.set != nil || m.jobs == nil {
		return
	}
	want := m.round0()
	if a := m.asking; a != nil {
		if sameRound(a.req, want) {
			return
		}
		m.drop()
	}
	if !m.Startable() || m.readyFor() {
		return
	}
	m.ask()
}

// round0 is the request of the round the menu offers, but its place in
// the stream and its count (the job's own).
func (m *Model) round0() jobs.DrillAsk {
	return jobs.DrillAsk{Seed: m.opt.Seed, Type: m.typ, Level: m.level, Curated: m.opt.Curated, Version: m.opt.Version, Covered: m.opt.Covered}
}

// sameRound reports whether a and b ask for drills of one round: all but
// the place in the stream, the count and the time are the same.
func sameRound(a, b jobs.DrillAsk) bool {
	return a.Seed == b.Seed && a.Type == b.Type && a.Level == b.Level && a.Curated == b.Curated &&
		a.Version == b.Version && slices.Equal(a.Covered, b.Covered)
}

// readyFor reports whether a drill of the type and level chosen (or the
// error of one) was fetched ahead, in the last round, and waits in ready:
// Start takes it.
func (m *Model) readyFor() bool {
	for _, r := range m.ready {
		if r.typ == m.typ && r.level == m.level {
			return true
		}
	}
	return false
}

// drop cancels the job under way, none of whose drills was taken, and
// gives its places in the stream back: the next job asks for them, as if
// this one had never been asked.
func (m *Model) drop() {
	a := m.asking
	a.job.Cancel()
	m.asking = nil
	if m.set == nil && m.nextIndex == a.req.Index+a.req.Count {
		m.nextIndex = a.req.Index
	}
}

// Prepared reports whether Start would show a drill at once: on the menu,
// the first drill of the round it offers is made (the coach may still
// find it asked before this session, and ask for another).
func (m *Model) Prepared() bool {
	if m.phase != Menu || m.set != nil {
		return false
	}
	for _, r := range m.ready {
		if r.typ == m.typ && r.level == m.level {
			return r.err == nil
		}
	}
	a := m.asking
	if a == nil || !sameRound(a.req, m.round0()) {
		return false
	}
	_, err, done := a.job.Poll()
	return done && err == nil
}
