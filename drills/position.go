package drills

import (
	"math/rand/v2"

	"renju/rules"
)

// randomGame plays n stones of a plausible game from the centre: each move
// is near an earlier stone, and a side often extends one of its own lines,
// so that threes and fours — and Black's fouls — appear as they do in play.
// It returns false if the game reached a five (such positions are over).
func randomGame(rng *rand.Rand, n int) (rules.Board, bool) {
	var b rules.Board
	stones := []rules.Point{rules.Center}
	b.Set(rules.Center, rules.Black)
	colour := rules.White
	for tries := 0; len(stones) < n; tries++ {
		if tries > 50*n {
			return b, false
		}
		p := nextMove(rng, &b, stones, colour)
		if !p.OnBoard() || b.At(p) != rules.Empty {
			continue
		}
		if j, _ := rules.Judge(&b, p, colour); j.Verdict == rules.Five {
			continue // keep the game open
		}
		b.Set(p, colour)
		stones = append(stones, p)
		colour = colour.Opponent()
	}
	return b, true
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
