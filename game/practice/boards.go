package practice

import (
	"math/rand/v2"

	"renju/drills"
	"renju/rules"
)

// Where the practice's positions come from: the drills' games, played
// from the centre as people play (drills.RandomGame), kept when they are
// positions of an open game (drills.Realistic).

// gameStones draws a game's length: 12 to 42 stones, one more when
// White is to play.
func gameStones(rng *rand.Rand, whiteToMove bool) int {
	n := 2 * (6 + rng.IntN(16))
	if whiteToMove {
		n++
	}
	return n
}

// board draws a position with Black to play (White, one stone behind,
// if whiteToMove) of an open game: neither side has a five to play.
// nearEdge moves the game against an edge of the board (for the lessons
// about the edge).
func (g *gen) board(whiteToMove, nearEdge bool) (rules.Board, bool) {
	g.pause()
	b, ok := drills.RandomGame(g.rng, gameStones(g.rng, whiteToMove))
	if !ok || !realistic(&b) {
		return rules.Board{}, false
	}
	if nearEdge {
		// TODO(gen): use the drills Generator's option for games near an
		// edge once it is on main; until then the game is shifted there.
		b = toEdge(g.rng, &b)
	}
	return b, true
}

// toEdge shifts the stones of b towards one side of the board (chosen at
// random), until they reach its edge line or the one next to it: a game
// played near the edge. A side whose shift would open a four that an
// edge had closed (a game already at the other edge) is not used; b is
// returned when every side is.
func toEdge(rng *rand.Rand, b *rules.Board) rules.Board {
	minC, maxC, minR, maxR := rules.Size, -1, rules.Size, -1
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if b.At(rules.Pt(col, row)) != rules.Empty {
				minC, maxC = min(minC, col), max(maxC, col)
				minR, maxR = min(minR, row), max(maxR, row)
			}
		}
	}
	if maxC < 0 {
		return *b
	}
	gap := rng.IntN(2) // the edge line itself, or the line next to it
	first := rng.IntN(4)
	for i := 0; i < 4; i++ {
		var dc, dr int
		switch (first + i) % 4 {
		case 0:
			dc = gap - minC
		case 1:
			dc = rules.Size - 1 - gap - maxC
		case 2:
			dr = gap - minR
		default:
			dr = rules.Size - 1 - gap - maxR
		}
		// A wide game may not fit so close: it goes as far as it fits.
		dc = max(-minC, min(dc, rules.Size-1-maxC))
		dr = max(-minR, min(dr, rules.Size-1-maxR))
		var out rules.Board
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				if c := b.At(rules.Pt(col, row)); c != rules.Empty {
					out.Set(rules.Pt(col+dc, row+dr), c)
				}
			}
		}
		if realistic(&out) {
			return out
		}
	}
	return *b
}

// realistic is drills.Realistic, read from the five-point windows of
// the board instead of judging every empty point for both sides (which
// was 40% of the time a defend-trap item took): the counts fit
// alternate play, no window is full of one colour (a five on the board),
// and neither side has a five point (a window of four stones of one
// colour and one empty point, none of the other colour, that makes five:
// for Black exactly five). TestRealisticAgreesWithDrills holds it to
// drills.Realistic.
func realistic(b *rules.Board) bool {
	black, white := b.Count(rules.Black), b.Count(rules.White)
	if black != white && black != white+1 {
		return false
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			for _, d := range lineSteps {
				if !rules.Pt(col+4*d[0], row+4*d[1]).OnBoard() {
					continue
				}
				var n [3]int
				var empty rules.Point
				for k := 0; k < 5; k++ {
					p := rules.Pt(col+k*d[0], row+k*d[1])
					c := b.At(p)
					n[c]++
					if c == rules.Empty {
						empty = p
					}
				}
				switch {
				case n[rules.Black] == 5 || n[rules.White] == 5:
					return false
				case n[rules.White] == 4 && n[rules.Empty] == 1:
					return false
				case n[rules.Black] == 4 && n[rules.Empty] == 1 && blackRun(b, empty, d) == 5:
					return false
				}
			}
		}
	}
	return true
}

var lineSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// blackRun is the length of the black run through the empty point p
// along d once Black plays there.
func blackRun(b *rules.Board, p rules.Point, d [2]int) int {
	n := 1
	for _, sign := range [2]int{1, -1} {
		for q := rules.Pt(p.Col+sign*d[0], p.Row+sign*d[1]); q.OnBoard() && b.At(q) == rules.Black; q = rules.Pt(q.Col+sign*d[0], q.Row+sign*d[1]) {
			n++
		}
	}
	return n
}
