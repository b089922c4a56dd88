package drills

import (
	"math/rand/v2"
	"slices"

	"renju/rules"
)

// game is a game the generator played: its moves (Black first) and, for
// each, whether it made a four (left its side a five point).
type game struct {
	moves []rules.Point
	four  []bool
}

// quiet reports whether the position after the first n moves is Realistic
// with no five point for either side. Every four is blocked at once (see
// playGame), and a stone makes five points only on its own lines, so only
// the last stone can have left one.
func (g *game) quiet(n int) bool { return n > 0 && n <= len(g.moves) && !g.four[n-1] }

// playGame plays up to n stones as people play: one of the 26 openings
// (any of its 8 orientations), then moves chosen by the mover (mover.go),
// which builds and blocks lines near the stones already down. Every four
// is blocked at once, no move makes five (the game stays open), and Black
// never plays a forbidden point. The game stops early when the side to
// move cannot go on that way (its opponent has two five points, or
// Black's only block is forbidden): complete is false then, and the game
// holds what was played. Moves come only from the board's empty points
// near the stones: the zero Point (A1) is never a default move.
func playGame(rng *rand.Rand, n int) (g game, complete bool) {
	var b rules.Board
	pg := pad(&b)
	o := rules.Openings[rng.IntN(len(rules.Openings))]
	s := rules.Symmetries[rng.IntN(len(rules.Symmetries))]
	colour := rules.Black
	var blocks []rules.Point // the five points the last stone made
	for len(g.moves) < n {
		var p rules.Point
		if k := len(g.moves); k < 3 {
			p = s.Apply(o.Moves()[k])
		} else {
			var ok bool
			if p, ok = nextMove(rng, &b, pg, colour, blocks); !ok {
				return g, false
			}
		}
		b.Set(p, colour)
		pg.set(p, colour)
		blocks = fivePointsAround(&b, pg, colour, p)
		g.moves = append(g.moves, p)
		g.four = append(g.four, len(blocks) > 0)
		colour = colour.Opponent()
	}
	return g, true
}

// boardOf is the position after the first n of moves (Black first).
func boardOf(moves []rules.Point, n int) rules.Board {
	var b rules.Board
	for i, p := range moves[:n] {
		b.Set(p, []rules.Stone{rules.Black, rules.White}[i%2])
	}
	return b
}

// randomGame plays a game of n stones (playGame) and returns its board;
// false if it could not be played to the end.
func randomGame(rng *rand.Rand, n int) (rules.Board, bool) {
	g, ok := playGame(rng, n)
	return boardOf(g.moves, len(g.moves)), ok
}

// nextMove is colour's move on b: the block of the opponent's four (its
// five points, blocks) if it has one, else the mover's choice; never a
// five, never a forbidden point for Black. ok is false when colour has no
// such move (it cannot stop a four, or nothing is left).
// g is b as the mover reads it.
func nextMove(rng *rand.Rand, b *rules.Board, g *padded, colour rules.Stone, blocks []rules.Point) (rules.Point, bool) {
	if len(blocks) >= 2 {
		return rules.Point{}, false // one block cannot stop two: the game is decided
	}
	if len(blocks) == 1 {
		p := blocks[0]
		if j, _ := rules.Judge(b, p, colour); j.Verdict != rules.Legal {
			return rules.Point{}, false // the block makes five or is forbidden: the game is over
		}
		return p, true
	}
	for _, p := range rankedMoves(rng, g, colour) {
		j, _ := rules.Judge(b, p, colour)
		if j.Verdict == rules.Legal {
			return p, true
		}
	}
	return rules.Point{}, false
}

// Realistic reports whether b could arise in a game of renju with the side
// to move (Black when the counts are equal, White when Black has one stone
// more) still to play and the game still open: the counts fit alternate
// play, neither side has five on the board, the side to move does not face
// a four of the other's (it would have to block it, and nothing else would
// be worth asking), and has none of its own (the other side would have
// blocked it, unless it could not: then the game is decided).
func Realistic(b *rules.Board) bool {
	black, white := b.Count(rules.Black), b.Count(rules.White)
	if black != white && black != white+1 {
		return false
	}
	if hasFive(b) {
		return false
	}
	return len(fivePoints(b, rules.Black)) == 0 && len(fivePoints(b, rules.White)) == 0
}

// fivePoints lists the empty points where c would make five.
func fivePoints(b *rules.Board, c rules.Stone) []rules.Point {
	var out []rules.Point
	near := lineCounts(b, c)
	for _, p := range emptyPoints(b) {
		if near[p.Col][p.Row] < 4 {
			continue // a five needs four stones of c on a line through p
		}
		if j, _ := rules.Judge(b, p, c); j.Verdict == rules.Five {
			out = append(out, p)
		}
	}
	return out
}

// fivePointsAround lists the empty points on the four lines through p,
// within four points of it, where c would make five; g is b as the mover
// reads it.
func fivePointsAround(b *rules.Board, g *padded, c rules.Stone, p rules.Point) []rules.Point {
	var out []rules.Point
	for _, d := range lineSteps {
		for k := -4; k <= 4; k++ {
			q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1])
			if k == 0 || !q.OnBoard() || b.At(q) != rules.Empty || g.lineCount(q, c) < 4 {
				continue
			}
			if j, _ := rules.Judge(b, q, c); j.Verdict == rules.Five {
				out = append(out, q)
			}
		}
	}
	return out
}

// hasFive reports five or more stones of one colour in a row on b.
func hasFive(b *rules.Board) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			c := b.At(p)
			if c == rules.Empty {
				continue
			}
			for _, d := range lineSteps {
				k := 1
				for q := rules.Pt(col+d[0], row+d[1]); q.OnBoard() && b.At(q) == c; q = rules.Pt(q.Col+d[0], q.Row+d[1]) {
					k++
				}
				if k >= 5 {
					return true
				}
			}
		}
	}
	return false
}

var lineSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// RandomGame plays n stones of a plausible game from the centre (see
// playGame), false if the game could not be played to the end. Every four
// in it is blocked.
func RandomGame(rng *rand.Rand, n int) (rules.Board, bool) { return randomGame(rng, n) }

// FiveToPlay is a position of a game of at most n stones where Black has
// just made a four and White, looking elsewhere, did not block it: Black
// to play has a five to make (the exercises before the forbidden moves:
// "make five"). White's oversight is the mover's own choice among the
// moves that leave the four open and make no four or five of White's.
// false when the game made no such moment.
func FiveToPlay(rng *rand.Rand, n int) (rules.Board, bool) {
	g, _ := playGame(rng, n)
	var moments []int // numbers of stones after Black's fours
	for k := 1; k <= len(g.moves); k++ {
		if k%2 == 1 && g.four[k-1] {
			moments = append(moments, k)
		}
	}
	if len(moments) == 0 {
		return rules.Board{}, false
	}
	k := moments[rng.IntN(len(moments))]
	b := boardOf(g.moves, k)
	pg := pad(&b)
	fives := fivePointsAround(&b, pg, rules.Black, g.moves[k-1])
	for _, w := range rankedMoves(rng, pg, rules.White) {
		if slices.Contains(fives, w) {
			continue // the block
		}
		after := b
		after.Set(w, rules.White)
		if len(fivePointsAround(&after, pad(&after), rules.White, w)) > 0 {
			continue // a four of White's own would have to be answered first
		}
		if j, _ := rules.Judge(&b, w, rules.White); j.Verdict == rules.Five {
			continue
		}
		return after, true
	}
	return rules.Board{}, false
}
