package drills

import (
	"math/rand/v2"

	"renju/rules"
)

// randomGame plays n stones of a plausible game from the centre: each move
// is near an earlier stone, and a side often extends one of its own lines,
// so that threes and fours — and Black's fouls — appear as they do in play.
// It returns false if the game reached a five (such positions are over).
func randomGame(rng *rand.Rand, n int) (rules.Board, bool) { return playGame(rng, n, false) }

// realisticGame is randomGame played as people play, for the drills: Black
// never plays a forbidden point, a side whose opponent has a four blocks
// it (a four Black can only block on a forbidden point ends the game:
// false), and the side to move at the end faces no four (Realistic).
func realisticGame(rng *rand.Rand, n int) (rules.Board, bool) { return playGame(rng, n, true) }

func playGame(rng *rand.Rand, n int, realistic bool) (rules.Board, bool) {
	var b rules.Board
	stones := []rules.Point{rules.Center}
	b.Set(rules.Center, rules.Black)
	colour := rules.White
	for tries := 0; len(stones) < n; tries++ {
		if tries > 50*n {
			return b, false
		}
		var p rules.Point
		var blocks []rules.Point
		if realistic {
			// Every earlier four was blocked, so only the last stone can
			// have made one.
			blocks = fivePointsAround(&b, colour.Opponent(), stones[len(stones)-1])
			if len(blocks) >= 2 {
				return b, false // one block cannot stop two: the game is decided
			}
			if len(blocks) > 0 {
				p = blocks[rng.IntN(len(blocks))]
			}
		}
		if !p.OnBoard() || b.At(p) != rules.Empty {
			p = nextMove(rng, &b, stones, colour)
		}
		if !p.OnBoard() || b.At(p) != rules.Empty {
			continue
		}
		j, _ := rules.Judge(&b, p, colour)
		if j.Verdict == rules.Five {
			continue // keep the game open
		}
		if realistic && j.Verdict == rules.Forbidden {
			if len(blocks) > 0 {
				return b, false // Black's block is forbidden: the game is over
			}
			continue
		}
		b.Set(p, colour)
		stones = append(stones, p)
		colour = colour.Opponent()
	}
	if realistic && !Realistic(&b) {
		return b, false
	}
	return b, true
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
	for _, p := range emptyPoints(b) {
		if j, _ := rules.Judge(b, p, c); j.Verdict == rules.Five {
			out = append(out, p)
		}
	}
	return out
}

// fivePointsAround lists the empty points on the four lines through p,
// within four points of it, where c would make five.
func fivePointsAround(b *rules.Board, c rules.Stone, p rules.Point) []rules.Point {
	var out []rules.Point
	for _, d := range lineSteps {
		for k := -4; k <= 4; k++ {
			q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1])
			if k == 0 || !q.OnBoard() || b.At(q) != rules.Empty {
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

// nextMove proposes a move for colour: two times in three it extends a
// stone of its own along a line by one or two points; otherwise it plays
// anywhere within two points of any stone.
func nextMove(rng *rand.Rand, b *rules.Board, stones []rules.Point, colour rules.Stone) rules.Point {
	if rng.IntN(3) < 2 {
		var own []rules.Point
		for _, s := range stones {
			if b.At(s) == colour {
				own = append(own, s)
			}
		}
		if len(own) > 0 {
			s := own[rng.IntN(len(own))]
			d := lineSteps[rng.IntN(4)]
			k := 1 + rng.IntN(2)
			if rng.IntN(2) == 0 {
				k = -k
			}
			return rules.Point{Col: s.Col + k*d[0], Row: s.Row + k*d[1]}
		}
	}
	s := stones[rng.IntN(len(stones))]
	return rules.Point{Col: s.Col + rng.IntN(5) - 2, Row: s.Row + rng.IntN(5) - 2}
}

// RandomGame plays n stones of a plausible game from the centre (see
// randomGame); the lesson practice sets draw their positions from it.
func RandomGame(rng *rand.Rand, n int) (rules.Board, bool) { return randomGame(rng, n) }
