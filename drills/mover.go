package drills

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"

	"renju/rules"
)

// The mover plays both sides of the generator's games the way people play
// five-in-a-row: each move builds its own lines and blocks the
// opponent's, near the stones already down, with enough randomness that no
// two games are alike. Its positions are compact and full of threes,
// fours and crossing lines — where Black's forbidden points arise — and
// the edge comes into play only when a line runs into it.
//
// A point's value is the classic five-window count: every window of five
// points in a line through it that holds no opponent stone is worth more
// the more of the mover's stones it already holds (attack), and every
// window that holds none of the mover's stones is worth blocking by the
// opponent's stones it holds (defence). A window that runs off the board
// counts for nothing, so points near the edge are worth less by nature.

// windowValue[k] is a window holding k of one side's stones (k ≤ 4; the
// stone being weighed makes it k+1).
var windowValue = [5]float64{1, 6, 40, 400, 20000}

// defenceWeight scales what blocking the opponent's windows is worth
// against building one's own. Measured over 150 drills of every type and
// level: at 0.3 Black builds enough crossing lines for deep fouls to come
// up (73 ms a drill on average, the slowest type, level-3 traps, 0.5 s)
// while threes still get blocked; at 0.8 drills took 1.7 times as long.
const defenceWeight = 0.3

// padded is a board as the mover reads it: the 15×15 points with four
// points of margin all round (offBoard), so that a line through any point
// is read without bounds checks. Cells hold the stone (rules.Black,
// rules.White), 0 for an empty point or offBoard. A game keeps one and
// sets each stone as it is played.
type padded [rules.Size + 8][rules.Size + 8]rules.Stone

const offBoard rules.Stone = 3

// pad reads b.
func pad(b *rules.Board) *padded {
	var g padded
	for c := range g {
		for r := range g[c] {
			g[c][r] = offBoard
		}
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			g[col+4][row+4] = b.At(rules.Pt(col, row))
		}
	}
	return &g
}

func (g *padded) set(p rules.Point, c rules.Stone) { g[p.Col+4][p.Row+4] = c }
func (g *padded) at(p rules.Point) rules.Stone     { return g[p.Col+4][p.Row+4] }

// pointValue is what colour gains by a stone at p: the five windows of
// each line through p, counted by sliding along the nine points of the
// line.
func (g *padded) pointValue(p rules.Point, colour rules.Stone) float64 {
	v := 0.0
	for _, d := range lineSteps {
		var own, opp, off [9]int8
		for k := -4; k <= 4; k++ {
			switch c := g[p.Col+4+k*d[0]][p.Row+4+k*d[1]]; {
			case k == 0, c == rules.Empty:
			case c == colour:
				own[k+4] = 1
			case c == offBoard:
				off[k+4] = 1
			default:
				opp[k+4] = 1
			}
		}
		var o, t, f int8
		for k := 0; k < 5; k++ {
			o, t, f = o+own[k], t+opp[k], f+off[k]
		}
		for start := 0; ; start++ {
			switch {
			case f > 0: // the window runs off the board
			case t == 0:
				v += windowValue[o]
			case o == 0:
				v += defenceWeight * windowValue[t]
			}
			if start == 4 {
				break
			}
			o += own[start+5] - own[start]
			t += opp[start+5] - opp[start]
			f += off[start+5] - off[start]
		}
	}
	return v
}

// candidates are the empty points within two points of a stone (the
// places a player considers), in board order.
func (g *padded) candidates() []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if g[col+4][row+4] != rules.Empty {
				continue
			}
		near:
			for dc := -2; dc <= 2; dc++ {
				for dr := -2; dr <= 2; dr++ {
					if c := g[col+4+dc][row+4+dr]; c == rules.Black || c == rules.White {
						out = append(out, rules.Pt(col, row))
						break near
					}
				}
			}
		}
	}
	return out
}

// edgeFactor pulls the game toward the centre, as players keep room for
// their lines: a point within four lines of H8 keeps its value, and each
// line further out costs a share of it (exp(-centrePull) per line), so a
// point on the edge line keeps 40%.
func edgeFactor(p rules.Point) float64 {
	d := max(abs(p.Col-rules.Center.Col), abs(p.Row-rules.Center.Row))
	if d <= 4 {
		return 1
	}
	return math.Exp(-centrePull * float64(d-4))
}

const centrePull = 0.3

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A move is drawn among the topMoves best points, each with a weight of
// exp(-(best-v)/(temperature·best)): with temperature 1 a point worth half
// the best is chosen 60% as often, and a point outside the few best
// never. Drawing from all the candidates let games wander to the edge
// (with 60 weak candidates each a little likely, one of them often was:
// 2–4% of stones on the edge line and a corner stone in a quarter of the
// positions, against 0.1% and 2% now).
const (
	temperature = 1.0
	topMoves    = 8
)

// tryMoves is how many of its best moves a side tries before it gives up
// (every one of them made five or was forbidden).
const tryMoves = 12

// rankedMoves returns colour's best candidate moves on g in the order to
// try them: the topMoves best drawn in a weighted random order, then the
// next ones by value, tryMoves in all. The caller plays the first that
// the rules and the game allow. Equal values keep board order, so that
// the same rng gives the same game.
func rankedMoves(rng *rand.Rand, g *padded, colour rules.Stone) []rules.Point {
	type cand struct {
		p rules.Point
		v float64
	}
	var best []cand // the tryMoves best so far, best first
	for _, p := range g.candidates() {
		c := cand{p, g.pointValue(p, colour) * edgeFactor(p)}
		i := len(best)
		for i > 0 && best[i-1].v < c.v {
			i--
		}
		if i == tryMoves {
			continue
		}
		if len(best) < tryMoves {
			best = append(best, cand{})
		}
		copy(best[i+1:], best[i:])
		best[i] = c
	}
	if len(best) > 0 {
		top := best[:min(topMoves, len(best))]
		keys := make([]float64, len(top))
		for i, c := range top {
			w := math.Exp(-(best[0].v - c.v) / (temperature*best[0].v + 1e-9))
			// Efraimidis–Spirakis: sorting by u^(1/w) draws a weighted order.
			keys[i] = math.Pow(rng.Float64(), 1/w)
		}
		idx := make([]int, len(top))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(keys[b], keys[a]) })
		drawn := make([]cand, len(top))
		for i, k := range idx {
			drawn[i] = top[k]
		}
		copy(top, drawn)
	}
	out := make([]rules.Point, len(best))
	for i, c := range best {
		out[i] = c.p
	}
	return out
}

// lineCount is the largest number of c's stones within four points of p
// on one line through p: a cheap necessary condition for what a stone at
// p can make (a three needs 2, a four 3, a five 4). The drill makers skip
// the points that cannot make what they look for before asking the
// judge, so their answers are the same, found sooner.
func (g *padded) lineCount(p rules.Point, c rules.Stone) int8 {
	var best int8
	for _, d := range lineSteps {
		var n int8
		for k := -4; k <= 4; k++ {
			if k != 0 && g[p.Col+4+k*d[0]][p.Row+4+k*d[1]] == c {
				n++
			}
		}
		best = max(best, n)
	}
	return best
}

// lineCounts is lineCount for every empty point of b at once (0 for the
// others).
func lineCounts(b *rules.Board, c rules.Stone) *[rules.Size][rules.Size]int8 {
	g := pad(b)
	var out [rules.Size][rules.Size]int8
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if g[col+4][row+4] == rules.Empty {
				out[col][row] = g.lineCount(rules.Pt(col, row), c)
			}
		}
	}
	return &out
}
