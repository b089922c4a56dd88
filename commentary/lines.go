package commentary

import (
	"slices"

	"renju/engine"
	"renju/rules"
)

// The four lines through a point: horizontal, vertical, diagonal (/) and
// anti-diagonal (\), as steps.
var dirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

func step(p rules.Point, d, k int) rules.Point {
	return rules.Pt(p.Col+k*dirs[d][0], p.Row+k*dirs[d][1])
}

// runThrough is the unbroken run of colour c through p along line d, p
// counted as holding c, in line order (left to right, bottom to top).
func runThrough(b *rules.Board, p rules.Point, d int, c rules.Stone) []rules.Point {
	lo, hi := 0, 0
	for q := step(p, d, lo-1); q.OnBoard() && b.At(q) == c; q = step(p, d, lo-1) {
		lo--
	}
	for q := step(p, d, hi+1); q.OnBoard() && b.At(q) == c; q = step(p, d, hi+1) {
		hi++
	}
	out := make([]rules.Point, 0, hi-lo+1)
	for k := lo; k <= hi; k++ {
		out = append(out, step(p, d, k))
	}
	return out
}

// wins reports whether a run of n stones of colour c is a five: exactly
// five for Black (six is an overline, a foul), five or more for White.
func wins(n int, c rules.Stone) bool { return n == 5 || n > 5 && c == rules.White }

// fiveRun is the row that makes the stone of colour c at p a five (p
// holding c on b): its stones in line order, the longest for White;
// nil when there is none.
func fiveRun(b *rules.Board, p rules.Point, c rules.Stone) []rules.Point {
	var best []rules.Point
	for d := range dirs {
		if r := runThrough(b, p, d, c); wins(len(r), c) && len(r) > len(best) {
			best = r
		}
	}
	return best
}

// fivePointsThrough lists, per line, the five points of colour c whose
// five would hold p (p holding c on b): on each side of p's run along
// the line, the first point past it when it is empty and a stone there
// makes five along the line. Two on a line at a distance of five are one
// straight four's; two nearer are two fours (X.XXX.X).
func fivePointsThrough(b *rules.Board, p rules.Point, c rules.Stone) [4][]rules.Point {
	var out [4][]rules.Point
	for d := range dirs {
		r := runThrough(b, p, d, c)
		for _, q := range []rules.Point{step(r[0], d, -1), step(r[len(r)-1], d, 1)} {
			if !q.OnBoard() || b.At(q) != rules.Empty {
				continue
			}
			if wins(len(runThrough(b, q, d, c)), c) {
				out[d] = append(out[d], q)
			}
		}
	}
	return out
}

// foursOnLine is how many fours a line's five points through one stone
// are: none, one (a simple four, or a straight four's two ends five
// points apart), or two (X.XXX.X: two fours on one line).
func foursOnLine(pts []rules.Point) int {
	switch {
	case len(pts) == 2 && distance(pts[0], pts[1]) == 5:
		return 1
	default:
		return len(pts)
	}
}

// distance is the number of steps from p to q along their line (0 when
// they share none).
func distance(p, q rules.Point) int {
	dc, dr := abs(q.Col-p.Col), abs(q.Row-p.Row)
	if dc != 0 && dr != 0 && dc != dr {
		return 0
	}
	return max(dc, dr)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// between reports whether p lies strictly between a and b on their line.
func between(p, a, b rules.Point) bool {
	d, ok := rules.LineBetween(a, b)
	if !ok {
		return false
	}
	if e, ok := rules.LineBetween(a, p); !ok || e != d {
		return false
	}
	return distance(a, p) < distance(a, b) && distance(b, p) < distance(a, b)
}

// A three is a live three of one colour on the board: the line it lies
// on, its three stones (sorted: with the line, what names it), and its
// straight-four points: where one more stone makes a straight four
// (.XXXX., whose two ends each make five), from the engine's fours
// (engine.Fours: for Black only legal moves, none that makes five).
type three struct {
	dir    int
	stones [3]rules.Point
	points []rules.Point
}

// threes lists the live threes of colour c on b, from its fours: a four
// move s with two new five points five apart on one line is a straight
// four, and the three is the four's other stones. A five point c already
// has is a four's, not a three's (a line that holds a four holds no
// three).
func threes(b *rules.Board, c rules.Stone, fours []engine.Four) []three {
	var out []three
	had := engine.FivePoints(b, c)
	for _, f := range fours {
		for i, e1 := range f.FivePoints {
			for _, e2 := range f.FivePoints[i+1:] {
				d, ok := rules.LineBetween(e1, e2)
				if !ok || distance(e1, e2) != 5 || !between(f.Point, e1, e2) || slices.Contains(had, e1) || slices.Contains(had, e2) {
					continue
				}
				t := three{dir: d}
				k := 0
				lo := e1
				if less(e2, e1) {
					lo = e2
				}
				for j := 1; j <= 4; j++ {
					if q := step(lo, d, j); q != f.Point && k < 3 {
						t.stones[k] = q
						k++
					}
				}
				out = addThree(out, t, f.Point)
			}
		}
	}
	return out
}

// addThree adds s to the three t's straight-four points, adding the
// three when it is new.
func addThree(ts []three, t three, s rules.Point) []three {
	for i := range ts {
		if ts[i].dir == t.dir && ts[i].stones == t.stones {
			if !slices.Contains(ts[i].points, s) {
				ts[i].points = append(ts[i].points, s)
				sortPoints(ts[i].points)
			}
			return ts
		}
	}
	t.points = []rules.Point{s}
	return append(ts, t)
}

// has reports whether ts holds the three t (by its line and stones).
func has(ts []three, t three) (three, bool) {
	for _, x := range ts {
		if x.dir == t.dir && x.stones == t.stones {
			return x, true
		}
	}
	return three{}, false
}

// less orders points as the judge prints them: by column, then row.
func less(p, q rules.Point) bool {
	if p.Col != q.Col {
		return p.Col < q.Col
	}
	return p.Row < q.Row
}

func sortPoints(ps []rules.Point) {
	slices.SortFunc(ps, func(p, q rules.Point) int {
		switch {
		case less(p, q):
			return -1
		case less(q, p):
			return 1
		}
		return 0
	})
}

// union adds the points of qs not in ps, sorted.
func union(ps, qs []rules.Point) []rules.Point {
	for _, q := range qs {
		if !slices.Contains(ps, q) {
			ps = append(ps, q)
		}
	}
	sortPoints(ps)
	return ps
}
