package rules

// referenceJudge is a second, deliberately naive implementation of the
// forbidden-move rules, written straight from RULES.md with no shape table,
// no grid and no pruning: it scans whole board lines and recurses on every
// candidate. The fast judge must agree with it on every point of many
// random positions (see TestJudgeAgreesWithReference).
type referenceJudge struct{ b Board }

func (r *referenceJudge) black(p Point) bool { return p.OnBoard() && r.b.At(p) == Black }

// runThrough is the length of the black run through p along (dc, dr).
func (r *referenceJudge) runThrough(p Point, dc, dr int) int {
	n := 1
	for q := (Point{p.Col + dc, p.Row + dr}); r.black(q); q = (Point{q.Col + dc, q.Row + dr}) {
		n++
	}
	for q := (Point{p.Col - dc, p.Row - dr}); r.black(q); q = (Point{q.Col - dc, q.Row - dr}) {
		n++
	}
	return n
}

// fivePointsOnLine lists empty points on the line through p that would make
// a run of exactly five through both them and p.
func (r *referenceJudge) fivePointsOnLine(p Point, dc, dr int) []Point {
	var out []Point
	for k := -4; k <= 4; k++ {
		q := Point{p.Col + k*dc, p.Row + k*dr}
		if k == 0 || !q.OnBoard() || r.b.At(q) != Empty {
			continue
		}
		r.b.Set(q, Black)
		if r.runThrough(p, dc, dr) == 5 && r.runThrough(q, dc, dr) == 5 && r.sameRun(p, q, dc, dr) {
			out = append(out, q)
		}
		r.b.Set(q, Empty)
	}
	return out
}

// sameRun reports whether p and q lie in one unbroken black run.
func (r *referenceJudge) sameRun(p, q Point, dc, dr int) bool {
	k := 0
	for s := p; s != q; s = (Point{s.Col + sign(q.Col-p.Col), s.Row + sign(q.Row-p.Row)}) {
		if !r.black(s) {
			return false
		}
		k++
		if k > 20 {
			return false
		}
	}
	return r.black(q)
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// foursOnLine counts fours through p along a line: each five point is a
// four, except that the two ends of one straight four are one four.
func (r *referenceJudge) foursOnLine(p Point, dc, dr int) int {
	fp := r.fivePointsOnLine(p, dc, dr)
	n := len(fp)
	for i := range fp {
		for j := i + 1; j < len(fp); j++ {
			a, b := fp[i], fp[j]
			// ends of the same four: five apart with four black stones between
			if abs(a.Col-b.Col) == 5*abs(dc) && abs(a.Row-b.Row) == 5*abs(dr) {
				ok := true
				for k := 1; k <= 4; k++ {
					s := Point{a.Col + k*sign(b.Col-a.Col), a.Row + k*sign(b.Row-a.Row)}
					if !r.black(s) {
						ok = false
					}
				}
				if ok {
					n--
				}
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// makesStraightFour reports whether black q (with p already black) gives a
// straight four through both: four in a row, each open end making exactly
// five.
func (r *referenceJudge) makesStraightFour(p, q Point, dc, dr int) bool {
	r.b.Set(q, Black)
	defer r.b.Set(q, Empty)
	if r.runThrough(p, dc, dr) != 4 || !r.sameRun(p, q, dc, dr) {
		return false
	}
	// find the run's ends
	lo := p
	for r.black(Point{lo.Col - dc, lo.Row - dr}) {
		lo = Point{lo.Col - dc, lo.Row - dr}
	}
	hi := p
	for r.black(Point{hi.Col + dc, hi.Row + dr}) {
		hi = Point{hi.Col + dc, hi.Row + dr}
	}
	for _, e := range []Point{{lo.Col - dc, lo.Row - dr}, {hi.Col + dc, hi.Row + dr}} {
		if !e.OnBoard() || r.b.At(e) != Empty {
			return false
		}
		r.b.Set(e, Black)
		n := r.runThrough(e, dc, dr)
		r.b.Set(e, Empty)
		if n != 5 {
			return false
		}
	}
	return true
}

func (r *referenceJudge) makesFiveAnywhere(q Point) bool {
	r.b.Set(q, Black)
	defer r.b.Set(q, Empty)
	for _, d := range delta {
		if r.runThrough(q, d[0], d[1]) == 5 {
			return true
		}
	}
	return false
}

// judge returns (five, forbidden) for a black stone at the empty point p.
func (r *referenceJudge) judge(p Point) (bool, bool) {
	r.b.Set(p, Black)
	defer r.b.Set(p, Empty)
	over := false
	fours := 0
	for _, d := range delta {
		n := r.runThrough(p, d[0], d[1])
		if n == 5 {
			return true, false
		}
		if n > 5 {
			over = true
		}
	}
	if over {
		return false, true
	}
	for _, d := range delta {
		fours += r.foursOnLine(p, d[0], d[1])
	}
	if fours >= 2 {
		return false, true
	}
	threes := 0
	for _, d := range delta {
		if r.foursOnLine(p, d[0], d[1]) > 0 {
			continue
		}
		for k := -4; k <= 4; k++ {
			q := Point{p.Col + k*d[0], p.Row + k*d[1]}
			if k == 0 || !q.OnBoard() || r.b.At(q) != Empty {
				continue
			}
			if !r.makesStraightFour(p, q, d[0], d[1]) || r.makesFiveAnywhere(q) {
				continue
			}
			if _, bad := r.judge(q); !bad {
				threes++
				break
			}
		}
	}
	return false, threes >= 2
}
