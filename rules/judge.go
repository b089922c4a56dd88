package rules

import "fmt"

// judge holds the working grid of one judgement or one forbidden map. The
// recursion places hypothetical black stones on the grid and removes them on
// the way back, so the caller's Board is never touched.
type judge struct {
	g   *grid
	tab []lineShape
}

func newJudge(b *Board) *judge { return &judge{g: newGrid(b), tab: shapes()} }

// shape returns the table entry of the line through i along d, for a black
// stone at i (whether or not it is placed yet: the centre is not read),
// building the entry's block of the table first if no judgement has yet.
func (j *judge) shape(i int, d direction) *lineShape {
	code := j.g.lineCode(i, d)
	if blk := uint(code) / shapeBlock; !shapeReady[blk].Load() {
		buildShapeBlock(j.tab, int(blk))
	}
	return &j.tab[code]
}

// makesFive reports whether a black stone at the empty cell i would complete
// exactly five in some line.
func (j *judge) makesFive(i int) bool {
	for d := direction(0); d < 4; d++ {
		if j.shape(i, d).five {
			return true
		}
	}
	return false
}

// black judges a black stone at the empty cell i: whether it makes a five,
// and otherwise the primary kind of foul (NoKind if legal). It is the fast
// path: it stops as soon as the verdict is known and records nothing.
func (j *judge) black(i int) (five bool, kind Kind) {
	g := j.g
	g[i] = cellBlack
	defer func() { g[i] = cellEmpty }()

	var sh [4]*lineShape
	for d := direction(0); d < 4; d++ {
		sh[d] = j.shape(i, d)
		if sh[d].five {
			return true, NoKind // 五连与禁手同时形成，禁手失效
		}
	}
	fours := 0
	for _, s := range sh {
		if s.over {
			return false, Overline
		}
		fours += int(s.fours)
	}
	if fours >= 2 {
		return false, DoubleFour
	}
	// Lines that may hold a live three: no four on them and at least one
	// candidate that would make a true straight four.
	var open [4]bool
	pending := 0
	for d, s := range sh {
		if s.fours == 0 && s.sf != 0 {
			open[d] = true
			pending++
		}
	}
	threes := 0
	for d := direction(0); d < 4 && threes+pending >= 2; d++ {
		if !open[d] {
			continue
		}
		pending--
		if j.liveThree(i, d, sh[d].sf) {
			threes++
			if threes == 2 {
				return false, DoubleThree
			}
		}
	}
	return false, NoKind
}

// liveThree reports whether any straight-four candidate in sf (offsets from
// i along d) counts: it must not complete a five anywhere — a decided rule
// point, following RIF's "without at the same time a five in a row being
// made" — and must not itself be forbidden with the stone at i in place.
func (j *judge) liveThree(i int, d direction, sf uint16) bool {
	for q := -4; q <= 4; q++ {
		if sf&bit(q) == 0 {
			continue
		}
		qi := i + q*step[d]
		if j.makesFive(qi) {
			continue
		}
		if _, kind := j.black(qi); kind == NoKind {
			return true
		}
	}
	return false
}

// Judgement is the verdict for one stone at one point.
type Judgement struct {
	Verdict Verdict
	Kind    Kind // for Forbidden only
}

func checkMove(b *Board, p Point, c Stone) error {
	if !p.OnBoard() {
		return fmt.Errorf("point %s is off the board", p)
	}
	if c != Black && c != White {
		return fmt.Errorf("cannot judge a move for %s", c)
	}
	if s := b.At(p); s != Empty {
		return fmt.Errorf("point %s is occupied by %s", p, s)
	}
	return nil
}

// Judge gives the verdict for a stone of colour c at p on b. White has no
// forbidden moves: a White five or overline wins. It is an error to judge an
// occupied point. b is not changed.
func Judge(b *Board, p Point, c Stone) (Judgement, error) {
	if err := checkMove(b, p, c); err != nil {
		return Judgement{}, err
	}
	if c == White {
		if whiteFive(b, p) {
			return Judgement{Verdict: Five}, nil
		}
		return Judgement{Verdict: Legal}, nil
	}
	five, kind := newJudge(b).black(gridIndex(p))
	switch {
	case five:
		return Judgement{Verdict: Five}, nil
	case kind != NoKind:
		return Judgement{Verdict: Forbidden, Kind: kind}, nil
	}
	return Judgement{Verdict: Legal}, nil
}

// IsForbidden reports whether a black stone at p is a forbidden move. An
// occupied or off-board point is not forbidden (it is not playable at all).
func IsForbidden(b *Board, p Point) bool {
	if !p.OnBoard() || b.At(p) != Empty {
		return false
	}
	_, kind := newJudge(b).black(gridIndex(p))
	return kind != NoKind
}

// ForbiddenMap lists every forbidden point of b for Black with its primary
// kind, sorted by point (a1, a2, …, b1, …).
func ForbiddenMap(b *Board) []Foul {
	j := newJudge(b)
	var fouls []Foul
	for col := 0; col < Size; col++ {
		for row := 0; row < Size; row++ {
			i := gridIndex(Point{col, row})
			if j.g[i] != cellEmpty || !j.mayBeForbidden(i) {
				continue
			}
			if _, kind := j.black(i); kind != NoKind {
				fouls = append(fouls, Foul{Point{col, row}, kind})
			}
		}
	}
	return fouls
}

// mayBeForbidden is a cheap necessary condition: every foul needs at least
// two black stones already on one line within four points of i (a three
// needs two, a four three, an overline five). Points with fewer are skipped
// without a judgement.
func (j *judge) mayBeForbidden(i int) bool {
	g := j.g
	for d := direction(0); d < 4; d++ {
		s := step[d]
		n := 0
		for k := 1; k <= 4; k++ {
			if g[i+k*s] == cellBlack {
				n++
			}
			if g[i-k*s] == cellBlack {
				n++
			}
		}
		if n >= 2 {
			return true
		}
	}
	return false
}

// whiteFive reports whether a White stone at p makes five or more in a row.
func whiteFive(b *Board, p Point) bool {
	for d := direction(0); d < 4; d++ {
		if whiteRun(b, p, d) >= 5 {
			return true
		}
	}
	return false
}

// whiteRun is the length of the White run through p along d, counting p.
func whiteRun(b *Board, p Point, d direction) int {
	n := 1
	for _, sign := range []int{-1, 1} {
		q := Point{p.Col + sign*delta[d][0], p.Row + sign*delta[d][1]}
		for q.OnBoard() && b.At(q) == White {
			n++
			q = Point{q.Col + sign*delta[d][0], q.Row + sign*delta[d][1]}
		}
	}
	return n
}
