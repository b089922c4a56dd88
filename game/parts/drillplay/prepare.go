package drillplay

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
// no worker asks for none. The model is polled while its screen is shown,
// which is the worker's already (its registry entry's Worker), or unseen
// while a screen that leads to it has stayed still a moment (home whose
// path step is a drill, the Practise hub: Drills.Ahead; the
// frame's ahead.go), which starts the worker then too
// (screens.HeadsToWorker): preparing starts no worker another screen
// would not.

// prepare keeps the worker making the first drill of the round the menu
// offers (Poll calls it): a job for another choice is dropped, and none is
// asked while a drill for the choice is ready or the round cannot start.
func (m *Model) prepare() {
	if m.phase != Menu || m.set != nil || m.jobs == nil {
		return
	}
	if a := m.asking; a != nil {
		if m.offers(a) {
			return
		}
		m.drop()
	}
	if !m.Startable() || m.readyFor() {
		return
	}
	m.ask()
}

// offers reports whether the job a asks for the round the menu offers:
// its type, level and lessons (the seed and the lessons' positions are
// the model's for life).
func (m *Model) offers(a *asking) bool {
	r := &a.req
	if a.typ != m.typ || a.level != m.level || r.Version != m.opt.Version || len(r.Covered) != len(m.opt.Covered) {
		return false
	}
	for i, id := range r.Covered {
		if id != m.opt.Covered[i] {
			return false
		}
	}
	return true
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
	if a == nil || !m.offers(a) {
		return false
	}
	_, err, done := a.job.Poll()
	return done && err == nil
}
