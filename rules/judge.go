package rules

import (
	"fmt"
	"sync"
)

// judge holds the working grid of one judgement or one forbidden map. The
// recursion places hypothetical black stones on the grid and removes them on
// the way back, so the caller's Board is never touched.
type judge struct {
	g   *grid
	tab []lineShape
}

func newJudge(b *Board) *judge { return &judge{g: newGrid(b), tab: shapes()} }

// judges keeps the judges of finished judgements for the next ones: a
// program that judges point after point (the drill generator, the
// lessons' searches) allocated a grid for each, and the collector's work
// for them was a tenth of its time.
var judges = sync.Pool{New: func() any { return &judge{g: new(grid)} }}

// borrowJudge is newJudge from the pool; give it back with returnJudge
// once nothing refers to its grid.
func borrowJudge(b *Board) *judge {
	j := judges.Get().(*judge)
	j.g.load(b)
	j.tab = shapes()
	return j
}

func returnJudge(j *judge) { judges.Put(j) }

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
	j := borrowJudge(b)
	five, kind := j.black(gridIndex(p))
	returnJudge(j)
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
	j := borrowJudge(b)
	_, kind := j.black(gridIndex(p))
	returnJudge(j)
	return kind != NoKind
}

// ForbiddenMap lists every forbidden point of b for Black with its primary
// kind, sorted by point (a1, a2, …, b1, …).
func ForbiddenMap(b *Board) []Foul {
	j := borrowJudge(b)
	defer returnJudge(j)
	may := j.mayBeForbidden()
	var fouls []Foul
	for col := 0; col < Size; col++ {
		for row := 0; row < Size; row++ {
			if !may[row*Size+col] {
				continue
			}
			if _, kind := j.black(gridIndex(Point{col, row})); kind != NoKind {
				fouls = append(fouls, Foul{Point{col, row}, kind})
			}
		}
	}
	return fouls
}

// mayBeForbidden marks the empty points (by index) that pass a cheap
// necessary condition for a foul, read from the black stones within four
// points of each point on each line through it: a three needs two of them
// on its line, a four three, an overline four. So a double-three needs
// two lines holding two each, a double-four two lines holding three or
// one line holding three (X.XXX.X, XX.XX.XX and XXX.X.XXX have three
// within four points of every stone), an overline one line holding four.
// The others are not judged. Each black stone counts itself on the eight
// points around it on each line.
func (j *judge) mayBeForbidden() *[Size * Size]bool {
	g := j.g
	var n [4][gridWidth * gridWidth]uint8
	for row := 0; row < Size; row++ {
		for i := gridIndex(Point{0, row}); i < gridIndex(Point{Size, row}); i++ {
			if g[i] != cellBlack {
				continue
			}
			for d := direction(0); d < 4; d++ {
				s := step[d]
				for k := 1; k <= 4; k++ {
					n[d][i+k*s]++
					n[d][i-k*s]++
				}
			}
		}
	}
	var out [Size * Size]bool
	for row := 0; row < Size; row++ {
		for col := 0; col < Size; col++ {
			i := gridIndex(Point{col, row})
			if g[i] != cellEmpty {
				continue
			}
			twos := 0
			for d := range n {
				switch c := n[d][i]; {
				case c >= 3:
					twos = 2
				case c == 2:
					twos++
				}
			}
			out[row*Size+col] = twos >= 2
		}
	}
	return &out
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
