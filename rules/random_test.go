package rules

import "math/rand/v2"

// randomPosition scatters n stones in a realistic cluster around the centre
// (each new stone near an earlier one), alternating colours from Black, with
// a bias towards Black so that forbidden shapes are common.
func randomPosition(rng *rand.Rand, n int) Board {
	var b Board
	placed := []Point{Center}
	b.Set(Center, Black)
	for len(placed) < n {
		base := placed[rng.IntN(len(placed))]
		p := Point{base.Col + rng.IntN(5) - 2, base.Row + rng.IntN(5) - 2}
		if !p.OnBoard() || b.At(p) != Empty {
			continue
		}
		c := Black
		if rng.IntN(100) < 42 {
			c = White
		}
		b.Set(p, c)
		placed = append(placed, p)
	}
	return b
}

// randomPositions is a fixed, reproducible set of positions.
func randomPositions(seed uint64, count, minStones, maxStones int) []Board {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	out := make([]Board, count)
	for i := range out {
		out[i] = randomPosition(rng, minStones+rng.IntN(maxStones-minStones+1))
	}
	return out
}
