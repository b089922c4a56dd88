package game

import "renju/game/frame/screens"

// Work done ahead for the screen a press on the one shown most likely
// opens (issue 39: a drill ready before it is asked): the Drills menu,
// which home's Continue opens when the path's next step is a drill, and
// the Practise hub's first button. While such a screen is shown, the
// Drills screen's model (made for it if it was never opened) has the
// worker make the menu's first drill; the press opens that same
// instance, whose Start then shows the drill at once. It starts once the
// screen has stayed still a moment (heading.go's leadAfter), as the
// worker does for a screen that only leads to it, so that neither runs
// in the frames of the tap that opened it; a learner who leaves another
// way stops the job if it is still running (the screen's Leave), and a
// drill already made waits with its job, unshown, for the next Start
// (drillplay's prepare.go: the same drills either way).

// prepareAhead has the screen a press on the one shown most likely opens
// do its work ahead (screens.Ahead). Called with mu held, after the
// screen's Update.
func (g *Game) prepareAhead() {
	if g.preparing == nil && !g.lead.due(g.cur) {
		return
	}
	s, made := g.screens["drills"]
	p := screens.Ahead(g.openCtx(), g.cur, s, g.preparing == nil)
	if p == nil {
		return
	}
	if !made {
		g.ahead = p
		g.keep("drills", p)
	}
	g.preparing = p
}

// leftForAhead is told of the screen opened in the current one's place:
// the screen prepared ahead is an ordinary one once shown (a seed no
// longer replaces it), and its work stops if another was opened.
func (g *Game) leftForAhead(next screens.Screen) {
	if g.ahead == next {
		g.ahead = nil
	}
	if p := g.preparing; p != nil && p != next {
		if l, ok := p.(screens.Leaver); ok {
			l.Leave()
		}
	}
	g.preparing = nil
}
