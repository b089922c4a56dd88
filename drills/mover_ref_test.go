package drills

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"renju/rules"
)

// The mover as it was before it kept its values between moves
// (refPointValue, refRankedMoves: the code of version 1 as first
// written, unchanged). The mover of today must choose exactly as it did,
// random draws included: the drills of version 1 depend on it.

func (g *padded) refPointValue(p rules.Point, colour rules.Stone) float64 {
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
			case f > 0:
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

func (g *padded) refCandidates() []rules.Point {
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

func refEdgeFactor(p rules.Point) float64 {
	d := max(abs(p.Col-rules.Center.Col), abs(p.Row-rules.Center.Row))
	if d <= 4 {
		return 1
	}
	return math.Exp(-centrePull * float64(d-4))
}

func refRankedMoves(rng *rand.Rand, g *padded, colour rules.Stone) []rules.Point {
	type cand struct {
		p rules.Point
		v float64
	}
	var best []cand
	for _, p := range g.refCandidates() {
		c := cand{p, g.refPointValue(p, colour) * refEdgeFactor(p)}
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

// The mover's values, kept between moves, are bit for bit the values
// computed afresh, and its ranked moves (random draws included) are the
// old code's, at every move of 300 games (50 under -short); the random
// streams stay in step; and the five points each stone makes are the
// judge's.
func TestMoverMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	moves := 0
	games := 300
	if testing.Short() {
		games = 50
	}
	for game := range games {
		g, _ := playGame(rng, gameMax)
		var b rules.Board
		m := newMover(&b)
		for n, p := range g.moves {
			colour := []rules.Stone{rules.Black, rules.White}[n%2]
			// Both sides' values, every point, against a board read afresh.
			ref := pad(&b)
			for col := range rules.Size {
				for row := range rules.Size {
					q := rules.Pt(col, row)
					if b.At(q) != rules.Empty {
						continue
					}
					for _, c := range []rules.Stone{rules.Black, rules.White} {
						want := ref.refPointValue(q, c) * refEdgeFactor(q)
						if got := m.value(q, c); math.Float64bits(got) != math.Float64bits(want) {
							t.Fatalf("game %d move %d: %v for %v is %v, want %v", game, n, q, c, got, want)
						}
					}
				}
			}
			r1 := rand.New(rand.NewPCG(uint64(game), uint64(n)))
			r2 := rand.New(rand.NewPCG(uint64(game), uint64(n)))
			got, want := rankedMoves(r1, m, colour), refRankedMoves(r2, ref, colour)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d move %d: ranked %v, want %v", game, n, got, want)
			}
			if r1.Uint64() != r2.Uint64() {
				t.Fatalf("game %d move %d: the random streams parted", game, n)
			}
			b.Set(p, colour)
			m.set(p, colour)
			moves++
			// The five points the stone made: those of the judge.
			var fives []rules.Point
			for _, q := range emptyPoints(&b) {
				if j, _ := rules.Judge(&b, q, colour); j.Verdict == rules.Five {
					fives = append(fives, q)
				}
			}
			around := fivePointsAround(m, colour, p)
			slices.SortFunc(around, func(a, c rules.Point) int { return (a.Col-c.Col)*rules.Size + a.Row - c.Row })
			if !slices.Equal(around, fives) {
				t.Fatalf("game %d move %d: five points %v, the judge's %v", game, n, around, fives)
			}
		}
	}
	t.Logf("%d moves compared", moves)
}

// makesFive is the judge's Five, for both sides, at every empty point of
// the positions of 200 games (30 under -short), and of hand positions.
func TestMakesFiveIsTheJudges(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	fives, games := 0, 200
	if testing.Short() {
		games = 30
	}
	for range games {
		g, _ := playGame(rng, gameMax)
		for n := 1; n <= len(g.moves); n++ {
			b := boardOf(g.moves, n)
			pg := newMover(&b)
			for _, q := range emptyPoints(&b) {
				for _, c := range []rules.Stone{rules.Black, rules.White} {
					j, err := rules.Judge(&b, q, c)
					if err != nil {
						t.Fatal(err)
					}
					if got, want := pg.makesFive(q, c), j.Verdict == rules.Five; got != want {
						t.Fatalf("%s: %v at %v makes five: %v, the judge says %v", rules.FormatStones(&b), c, q, got, want)
					}
					if j.Verdict == rules.Five {
						fives++
					}
				}
			}
		}
	}
	// The rows the games seldom hold: six and more, by the edge.
	for _, pos := range []string{"B:d8,e8,f8,g8,i8 W:d9,e9,f9,g9,i9", "B:a1,a2,a3,a4,a6,a7 W:o1,o2,o3,o4,o6,o7,o8", "B:b2,c3,d4,e5 W:f5,g5,h5,j5,k5,l5", "B:h2,h3,h4,h5,h7,h8,h9,h10,h12 W:b8,c8,d8,e8,g8,i8,j8,k8,l8", "B:c8,d8,e8,f8,g8 W:c10,d10,e10,f10,g10"} {
		b, err := rules.ParseStones(pos)
		if err != nil {
			t.Fatal(err)
		}
		pg := newMover(&b)
		for _, q := range emptyPoints(&b) {
			for _, c := range []rules.Stone{rules.Black, rules.White} {
				j, _ := rules.Judge(&b, q, c)
				if got, want := pg.makesFive(q, c), j.Verdict == rules.Five; got != want {
					t.Fatalf("%s: %v at %v makes five: %v, the judge says %v", pos, c, q, got, want)
				}
			}
		}
	}
	t.Logf("%d five points met", fives)
	if fives < 2*games { // 924 in 200 games
		t.Errorf("only %d five points met: the test proves little", fives)
	}
}

// refLineCount is lineCount as the makers first read it: the nine points
// of each line through p, on the padded board.
func (g *padded) refLineCount(p rules.Point, c rules.Stone) int8 {
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

// lineCounts is the count read point by point, for both sides, at every
// point of the positions of 100 games and of boards of random stones
// (full lines, the edge).
func TestLineCountsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	var boards []rules.Board
	for range 100 {
		g, _ := playGame(rng, gameMax)
		for n := 1; n <= len(g.moves); n += 3 {
			boards = append(boards, boardOf(g.moves, n))
		}
	}
	for range 200 {
		var b rules.Board
		for range rng.IntN(180) {
			b.Set(rules.Pt(rng.IntN(rules.Size), rng.IntN(rules.Size)), rules.Stone(1+rng.IntN(2)))
		}
		boards = append(boards, b)
	}
	for _, b := range boards {
		g := pad(&b)
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			got := lineCounts(&b, c)
			for col := range rules.Size {
				for row := range rules.Size {
					p := rules.Pt(col, row)
					var want int8
					if b.At(p) == rules.Empty {
						want = g.refLineCount(p, c)
					}
					if got[col][row] != want {
						t.Fatalf("%s: %v at %v: %d, want %d", rules.FormatStones(&b), c, p, got[col][row], want)
					}
				}
			}
		}
	}
}

// A missed four's five point is Black's only one on its board, as the
// judge finds them all, on the quiet positions of 100 games.
func TestMissedFoursFivePoint(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 0
	for range 100 {
		g, _ := playGame(rng, gameMax)
		for k := firstPosition; k <= len(g.moves); k += 2 {
			if !g.quiet(k) {
				continue
			}
			b := boardOf(g.moves, k)
			for _, m := range MissedFours(rng, &b) {
				if got := fivePoints(&m.Board, rules.Black); !slices.Equal(got, []rules.Point{m.Five}) {
					t.Fatalf("%s: five points %v, MissedFours says %v", rules.FormatStones(&m.Board), got, m.Five)
				}
				n++
			}
		}
	}
	t.Logf("%d missed fours", n)
	if n < 100 {
		t.Errorf("only %d missed fours: the test proves little", n)
	}
}
