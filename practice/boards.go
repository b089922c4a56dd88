package practice

import (
	"renju/drills"
	"renju/rules"
)

// Where the practice's positions come from: the drills' games, played
// from the centre as people play, each position of them in turn
// (drills.Positions: every one Realistic, an open game).

// board draws a position with Black to play (White, one stone behind,
// if whiteToMove) of an open game: neither side has a five to play.
// nearEdge moves the game against an edge of the board (for the lessons
// about the edge).
func (g *gen) board(whiteToMove, nearEdge bool) (rules.Board, bool) {
	g.pause()
	b, ok := g.games.Next(g.rng, whiteToMove)
	if !ok {
		return rules.Board{}, false
	}
	if nearEdge {
		b = drills.ToEdge(g.rng, &b)
	}
	return b, true
}
