package game

import "renju/game/frame/screens"

// When the worker is started, and the work done ahead for the screen a
// press most likely opens (ahead.go), on a screen that only leads to the
// worker (screens.HeadsToWorker: the pointer or the focus on a button
// that opens one, the Practise hub, home whose path step needs it): once
// the screen, the pointer's button and the focus have stayed the same for
// leadAfter Updates, never in the frames of the tap that opened the
// screen. V8 compiles worker.wasm for 0.5-0.7 s on both cores of a
// 2-core machine, and the first drill and its code's tier-up take the
// worker's thread after that: started by the pointer on home's Practise
// tile and by the Drills menu's first drill, they ran beside the frames
// of home → the Practise hub (109-209 ms, 1.1-2.1x the anchor's tap) and
// of the hub → Drills (123-198 ms, 2.0x), whose page thread worked only
// 19-40 ms (make measure, quiet, 2026-12-07). Started as below, three
// make measure runs interleaved with the build before (21 loads each)
// had home → hub at a median of 120 ms against 126 and hub → Drills 89
// against 102, and no load's tap of either over 170 ms, where the build
// before had 7 and 6 (docs/performance.md). A screen that uses the
// worker starts it at once: its first job would.
//
// leadAfter is a quarter of a second at 60 Updates a second: a tap's
// answer is on the screen two frames after the Update that took it in
// (split.go) and the anchor's whole tap takes about 100 ms, so the tap's
// frames are over by then, even at half the rate on a busy machine;
// and it is well within the second or more a learner reads a hub or
// rests the pointer on a tile before the next tap, which then finds the
// worker compiled and the drill made. It is below stillAfter: the
// Updates that count it all run (a change of the screen, the pointer or
// the focus starts the still count over too), so the moment comes on
// time on a throttled still screen.
const leadAfter = 15

// headKey is what decides whether the learner heads to the worker: the
// screen, the button under the pointer, the keyboard's focus.
type headKey struct {
	screen       screens.Screen
	hover, focus string
}

// heading is the frame's side of it (the Game's field lead).
type heading struct {
	key     headKey
	to      screens.Heading // what HeadsToWorker said for key
	updates int             // Updates since key changed
	wanted  bool            // OnWorkerWanted was called for key
}

// due reports whether screen cur, shown, has stayed still long enough
// for work ahead (with mu held): the key is cur's, and leadAfter
// Updates old.
func (h *heading) due(cur screens.Screen) bool {
	return h.key.screen == cur && h.updates >= leadAfter
}

// pending reports whether the screen shown leads to the worker and its
// moment has not come yet: work will start by itself (the page API's
// idle() waits for it).
func (h *heading) pending(cur screens.Screen) bool {
	return h.key.screen == cur && h.to == screens.LeadsToWorker && h.updates < leadAfter
}

// headsToWorker looks at where the learner heads (at the end of each
// Update, with mu held) and reports whether the worker should be started
// now: a screen that uses it at once; one that leads there once it has
// been still for leadAfter Updates. It is asked once a key: a worker
// running already is left as it is.
func (g *Game) headsToWorker() bool {
	h := &g.lead
	k := headKey{g.cur, g.hoverBtn, g.kb.ring.ID()}
	if k != h.key {
		*h = heading{key: k, to: screens.HeadsToWorker(g.ctx(), g.cur, k.hover, k.focus)}
	} else if h.updates < leadAfter {
		h.updates++
	}
	if h.wanted || g.OnWorkerWanted == nil {
		return false
	}
	switch {
	case h.to == screens.UsesWorker, h.to == screens.LeadsToWorker && h.updates >= leadAfter:
		h.wanted = true
		return true
	}
	return false
}
