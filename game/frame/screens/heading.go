package screens

import (
	"strings"

	"renju/game/services/learnpath"
)

// The worker program (cmd/worker) is started when a screen that hands it
// work opens, or is about to: never at load, so that a learner who only
// reads lessons never pays for its download, compile and start (about a
// second of CPU: docs/performance.md). HeadsToWorker is how the frame
// knows; the first job starts it anyway (job/webworker), so a guess that
// comes late only costs a wait.

// HeadsToWorker reports whether the learner is on, or heading to, a
// screen whose work the worker does (Entry.Worker): cur is one; one of
// ids (the button under the pointer or a finger, the keyboard's focus)
// leads to one; or cur is home and its path's next step (which Continue
// and Enter open) needs the worker.
func HeadsToWorker(c *Ctx, cur Screen, ids ...string) bool {
	if usesWorker(cur.Name()) {
		return true
	}
	for _, id := range ids {
		if id != "" && leadsToWorker(c, id) {
			return true
		}
	}
	return cur.Name() == NameHome && pathToWorker(c)
}

// usesWorker reports whether screen name hands its work to the worker.
func usesWorker(name string) bool {
	e, ok := Find(name)
	return ok && e.Worker
}

// leadsToWorker reports whether a press of button id opens a screen that
// uses the worker: a hub's button for it; a home tile whose hub lists it
// first (Practise: Drills); home's Continue to a step that needs it.
func leadsToWorker(c *Ctx, id string) bool {
	if name, ok := strings.CutPrefix(id, btnHub); ok {
		return usesWorker(name)
	}
	if g, ok := strings.CutPrefix(id, btnMenu); ok {
		es := InGroup(g)
		return len(es) > 0 && es[0].Worker
	}
	return id == BtnContinue && pathToWorker(c)
}

// pathToWorker reports whether the path's next step needs the worker: a
// drill, the storm or a game (their screens' work), or a lesson's
// practice (its set is made in the worker).
func pathToWorker(c *Ctx) bool {
	p := PathOf(c.Learn, c.Store)
	st, ok := p.NextStep()
	if !ok {
		return false
	}
	switch st.Kind {
	case learnpath.Practice:
		return true
	case learnpath.Drill:
		return usesWorker("drills")
	case learnpath.Storm:
		return usesWorker("storm")
	case learnpath.Play:
		return usesWorker(screenPlay)
	}
	return false
}
