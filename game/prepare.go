package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/frame/screens"
	"renju/game/kit"
)

// Preparing the next screen while the page is still (issue 39). The
// first time a screen is drawn, every text on it is shaped, its glyphs
// drawn and an image made of it (the kit's text cache), and the board's
// layers are painted: on the guided start's Skip, home's first frame
// took 217 ms of the page's thread in a profile in Chromium (145 ms of
// it text), and the upload of what it made 70 ms more, where the
// anchor's tap takes a few.
//
// So once a screen counts as still (prepareAfter ticks with nothing new,
// half a second), the screen a tap on it most likely opens
// (screens.Previews: from the guided start home — after its first step,
// not in a first visit's load —, from home Continue's lesson page and
// then the Practise hub, from a hub its first screen, from a lesson's
// page the next) is made and drawn once into an image nobody sees: its
// texts and board are then in the kit's caches when the tap opens it.
// Idle work counts in a load's CPU (issue 37), so only those screens are
// prepared, once per screen (and address) shown, and a preview has no
// effect of its own (it records, asks and saves nothing). With 0.7 s (stillAfter + 2 stillEvery) a
// learner's tap a second after home went still still found lesson 1's
// text undrawn in make measure (in Chromium the page's ticks come
// slower than 60 a second when the machine is busy).
const prepareAfter = stillAfter

// preparedFor is a screen as shown: the screen, and its address (a
// lesson's page is the same screen, page after page).
type preparedFor struct {
	s    screens.Screen
	hash string
}

// prepareNext prepares the next of the screen's previews when the page
// has been still long enough: one preview a still spell (drawing one is
// a task of its own, 40-100 ms of the page's thread, and the redraw
// after it starts the spell over), until the screen shown has none left.
// Called with mu held, on a still tick (nothing is drawn on it).
func (g *Game) prepareNext() {
	shown := preparedFor{g.cur, g.cur.Hash()}
	p := &g.still
	if p.quiet < prepareAfter || g.kit == nil || (p.prepared == shown && p.previewed < 0) {
		return
	}
	c := g.ctx()
	makers, later := screens.Previews(c, g.cur, g.instance)
	if later {
		return // nothing yet: asked again on a later still tick
	}
	if p.prepared != shown {
		p.prepared, p.previewed, p.previews = shown, 0, p.previews[:0]
		g.kit.TrimTexts() // the screens left behind: not on a tap's frame
	}
	for p.previewed >= 0 && p.previewed < len(makers) {
		s := makers[p.previewed]()
		p.previewed++
		if s != nil && s != g.cur {
			g.drawPreview(c, s)
			p.previews = append(p.previews, s.Name())
			return
		}
	}
	p.previewed = -1 // all prepared
}

// drawPreview lays s out and draws it once into an image nobody sees.
func (g *Game) drawPreview(c *screens.Ctx, s screens.Screen) {
	s.Layout(c)
	img := ebiten.NewImage(min(max(int(c.Lay.W), 1), kit.MaxImageSide), min(max(int(c.Lay.H), 1), kit.MaxImageSide))
	// Not recorded for the screen-reader mirror: the kit records only
	// between a frame's Record and Recorded, and this is no frame.
	s.Draw(c, img)
	img.Deallocate()
	// Ebitengine runs the drawing commands queued (the text images'
	// pixels, the draws, the image's disposal) when a frame changes the
	// screen, and a still frame changes nothing: left queued, they ran
	// in the tap's frame (a dispose alone took 46 ms there). So this
	// tick draws the screen shown again, which runs them now.
	g.still.skipped = false
	g.lastFrame = frameKey{}
}
