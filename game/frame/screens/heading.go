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
//
// A screen that uses the worker starts it at once (its first job would).
// One that only leads there — a button under the pointer or the focus, a
// hub that lists such a screen first, home whose path step needs it —
// starts it only once the screen has stayed still a moment (the frame's
// worker.go): V8 compiles worker.wasm on both cores of a 2-core machine
// for 0.5-0.7 s, and started in the frames of the tap that opened the
// screen it made that tap 1.1-2.1x the anchor's (make measure, home →
// the Practise hub).

// Heading is how a screen shown heads to the worker.
type Heading int

const (
	// NotHeading: nothing on the screen leads to the worker.
	NotHeading Heading = iota
	// LeadsToWorker: a press on the screen may open one that uses it.
	LeadsToWorker
	// UsesWorker: the screen hands work to the worker itself.
	UsesWorker
)

// HeadsToWorker says whether the learner is on, or heading to, a screen
// whose work the worker does (Entry.Worker): cur is one (UsesWorker);
// one of ids (the button under the pointer or a finger, the keyboard's
// focus) leads to one, cur is a hub listing one first, or cur is home
// and its path's next step (which Continue and Enter open) needs the
// worker (LeadsToWorker).
func HeadsToWorker(c *Ctx, cur Screen, ids ...string) Heading {
	if usesWorker(cur.Name()) {
		return UsesWorker
	}
	for _, id := range ids {
		if id != "" && leadsToWorker(c, id) {
			return LeadsToWorker
		}
	}
	if cur.Name() == NameHome && pathToWorker(c) {
		return LeadsToWorker
	}
	if h, ok := hubOf(cur); ok && firstUsesWorker(h.g.Name) {
		return LeadsToWorker
	}
	return NotHeading
}

// usesWorker reports whether screen name hands its work to the worker.
func usesWorker(name string) bool {
	e, ok := Find(name)
	return ok && e.Worker
}

// firstUsesWorker reports whether group g's hub lists first a screen that
// uses the worker (the Practise hub: Drills).
func firstUsesWorker(g string) bool {
	e := firstOf(g)
	return e != nil && e.Worker
}

// firstOf is the first entry group g's hub lists, or nil: a pointer into
// the Registry, not InGroup's copies of whole entries, and not inlined
// into its three callers (together 2.5 KB of the first module's code).
//
//go:noinline
func firstOf(g string) *Entry {
	for i := range Registry {
		if e := &Registry[i]; e.Group == g && e.Menu != "" {
			return e
		}
	}
	return nil
}

// hubOf returns the hub's model if s is a hub.
func hubOf(s Screen) (*hubModel, bool) {
	ps, ok := s.(*panelScreen)
	if !ok || ps.name != NameHub {
		return nil, false
	}
	h, ok := ps.m.(*hubModel)
	return h, ok
}

// leadsToWorker reports whether a press of button id opens a screen that
// uses the worker: a hub's button for it; a home tile whose hub lists it
// first (Practise: Drills); home's Continue to a step that needs it.
func leadsToWorker(c *Ctx, id string) bool {
	if name, ok := strings.CutPrefix(id, btnHub); ok {
		return usesWorker(name)
	}
	if g, ok := strings.CutPrefix(id, btnMenu); ok {
		return firstUsesWorker(g)
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
