package game

import "renju/game/frame/screens"

// Work done ahead for the screen home's Continue opens (issue 39: a drill
// ready before it is asked). While home is shown and the path's next step
// is a drill, the Drills screen's model (made for it if it was never
// opened) has the worker make the step's first drill; Continue opens that
// same instance, whose Start then shows the drill at once. The worker is
// one home starts already for such a step (screens.HeadsToWorker), so
// this starts none that would not be; a learner who leaves home another
// way stops the job if it is still running (the screen's Leave).

// prepareAhead has the screen home's Continue opens do its work ahead
// (screens.Ahead). Called with mu held, after the screen's Update.
func (g *Game) prepareAhead() {
	if g.cur.Name() != screens.NameHome {
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
