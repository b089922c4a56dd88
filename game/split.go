package game

import "renju/game/frame/screens"

// A new screen's first frame split in two (issue 39: no page task over
// 50 ms). The tap that opens a screen ran, in one animation frame, the
// Update that opens it (the new screen's model and layout, the saves, the
// screen-reader mirror, history.pushState: 27 ms of the guided start's
// Skip -> home in a V8 profile, pushState alone 11) and the Draw of its
// first frame (46 ms, its texts and board layers made for the first
// time): one task of 80-140 ms on a quiet machine in make measure, the
// page answering nothing meanwhile. On the page (still.on), the frame
// whose Update opened another screen now leaves the canvas as it was,
// and the next frame draws the new screen: two tasks, each about half.
// settled() stays false until the new screen is drawn (the frame drawn
// has not taken the tap in), so a test or the page waits for it. Only a
// change of screen is split (a lesson's next page, an answer, are drawn
// with their Update), never two frames in a row, and not a screen the
// still page prepared (prepare.go): its first frame is drawn from the
// kit's caches, and split it only waited a frame more (make measure,
// quiet, 3-4 loads each: home -> the Practise hub 102-137 ms against
// 144-185 split, while Skip's frame, home unprepared, had no task over
// 50 ms in two loads of three).

// splitFrames is the frame's side of it (the Game's field split).
type splitFrames struct {
	wait bool // the next Draw leaves the canvas as it is
	last bool // the last Draw was left so: the next is drawn
}

// splitAfter is called at the end of an Update with mu held: a screen
// other than the one drawn last, on the page, after the first frame, and
// not prepared while the one drawn last was still, has its first frame
// drawn by the next Draw but one.
func (g *Game) splitAfter() {
	g.split.wait = g.still.on && g.drawn && !g.split.last && g.cur != g.lastFrame.screen && !g.preparedBefore(g.cur)
}

// preparedBefore reports whether a screen like s (by name) was prepared
// while the screen drawn last was still.
func (g *Game) preparedBefore(s screens.Screen) bool {
	p := &g.still
	if p.prepared.s != g.lastFrame.screen {
		return false
	}
	for _, name := range p.previews {
		if name == s.Name() {
			return true
		}
	}
	return false
}

// splitDraw reports whether this Draw leaves the canvas as it is (with
// mu held): the Update before it opened a new screen.
func (g *Game) splitDraw() bool {
	if g.split.wait {
		g.split.wait, g.split.last = false, true
		return true
	}
	g.split.last = false
	return false
}
