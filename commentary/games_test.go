package commentary

import (
	"math/rand/v2"

	"renju/engine"
	"renju/rules"
)

// sloppyGames plays n games between movers that see a little and err a
// lot, so that every tag comes up: each makes five when it can (most of
// the time), blocks a four (most of the time), else plays the engine
// level 1's move or a random point near the stones — for Black also a
// forbidden one, which ends the game by a foul.
func sloppyGames(seed uint64, n int) [][]rules.Point {
	rng := rand.New(rand.NewPCG(seed, 0xc0ffee))
	var games [][]rules.Point
	for g := 0; g < n; g++ {
		pl, _ := engine.NewPlayer(1, seed+uint64(g))
		var b rules.Board
		var moves []rules.Point
		for c := rules.Black; len(moves) < rules.MaxStones; c = c.Opponent() {
			p, ok := sloppyMove(rng, pl, &b, c, len(moves))
			if !ok {
				break
			}
			j, err := rules.Judge(&b, p, c)
			if err != nil {
				break
			}
			moves = append(moves, p)
			b.Set(p, c)
			if j.Verdict != rules.Legal {
				break
			}
		}
		games = append(games, moves)
	}
	return games
}

func sloppyMove(rng *rand.Rand, pl *engine.Player, b *rules.Board, c rules.Stone, n int) (rules.Point, bool) {
	if n == 0 {
		return rules.Center, true
	}
	if f := engine.FivePoints(b, c); len(f) > 0 && rng.IntN(10) < 8 {
		return f[rng.IntN(len(f))], true
	}
	if f := engine.FivePoints(b, c.Opponent()); len(f) > 0 && rng.IntN(10) < 7 {
		return f[rng.IntN(len(f))], true
	}
	if rng.IntN(3) == 0 {
		if d := pl.Move(b, c); !d.Resign {
			return d.Point, true
		}
	}
	var near []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty {
				continue
			}
			for dc := -2; dc <= 2; dc++ {
				for dr := -2; dr <= 2; dr++ {
					if q := rules.Pt(col+dc, row+dr); q.OnBoard() && b.At(q) != rules.Empty {
						near = append(near, p)
						dc, dr = 3, 3
					}
				}
			}
		}
	}
	if len(near) == 0 {
		return rules.Point{}, false
	}
	return near[rng.IntN(len(near))], true
}
