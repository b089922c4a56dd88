package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// A new screen's first frame, spread over frames (issue 39: after ready,
// no page task over 50 ms). The first frame of a screen not drawn before
// makes an image of each of its texts (shaped, glyphs rasterised): the
// guided start's Skip drew home in one task of 112-168 ms of the page's
// thread (make measure), most of it those texts. On the page, a frame
// that opens a screen other than the one drawn last first draws it in a
// warm pass (kit.Warm) on an image of one pixel, which lists the texts
// not cached; they are made until warmBudget after each frame's Update
// began (kit.MakeTexts), the rest left for the next frame, and until
// they are all made the frame shows nothing new — the screen
// drawn before stays, and settled() stays false (shownIn is not moved),
// so a tap is answered by the new screen painted whole, never a part of
// it. The frame whose warm pass leaves nothing unmade draws the screen.
// Ebitengine flushes every frame's commands (its texts' pixels) at its
// end, even a frame that left the screen alone (up to four in a row).
const warmBudget = 20 * time.Millisecond

// warmFrames is the frame's side of it (the Game's field warm).
type warmFrames struct {
	on      bool          // the page spreads first frames (AttachPage)
	budget  time.Duration // warmBudget (a test's own)
	drawn   any           // the screen the last frame drew
	listed  any           // the screen whose lacking texts are being made
	began   time.Time     // when this frame's Update began
	scratch *ebiten.Image // the warm pass's image of one pixel
}

// warming reports whether this frame leaves the screen as it was while
// the screen to draw, not drawn before, makes its texts. Called with mu
// held, the kit ready.
func (g *Game) warming(screen *ebiten.Image) bool {
	w := &g.warm
	if !w.on || !g.drawn || g.term != nil || w.drawn == any(g.cur) {
		w.listed = nil
		return false
	}
	if w.listed != any(g.cur) {
		// The screen's first frame: what texts does it lack?
		if w.scratch == nil {
			w.scratch = ebiten.NewImage(1, 1)
		}
		g.kit.Warm()
		g.cur.Draw(g.ctx(), w.scratch)
		if g.kit.Warmed() == 0 {
			return false
		}
		w.listed = g.cur
	}
	if !g.kit.MakeTexts(w.began.Add(w.budget)) {
		w.listed = nil
		return false
	}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.Scale(0, 0, 0, 0)
	screen.DrawImage(w.scratch, op)
	return true
}

// warmPending reports whether a screen waits for its first frame (a warm
// pass left texts for the next): the page is not still meanwhile.
func (g *Game) warmPending() bool {
	return g.warm.on && g.drawn && g.term == nil && g.warm.drawn != any(g.cur)
}
