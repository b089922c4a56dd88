package rules

import (
	"strings"
	"sync/atomic"
)

// Explain judges a stone of colour c at p on b and returns the full trace of
// the reasoning. Unlike the fast path it examines every line completely —
// every candidate of every three-like line, with nested judgements where a
// candidate's legality decides whether the three is live — so that the
// trace can name every foul of a combination (4-4-3, 4-3-3 …). Within one
// line it stops at the first candidate that counts: one is enough to make
// the three live, and the rest are recorded as "unchecked". Its verdict always
// equals Judge's. b is not changed.
func Explain(b *Board, p Point, c Stone) (*Trace, error) {
	if err := checkMove(b, p, c); err != nil {
		return nil, err
	}
	var t *Trace
	if c == White {
		t = explainWhite(b, p)
	} else {
		j := borrowJudge(b)
		t = j.explain(gridIndex(p), nil) // the trace holds nothing of j's
		returnJudge(j)
	}
	t.Position = formatLast(b)
	return t, nil
}

// lastFormatted is the last board Explain named and its name: callers
// explain point after point of one board (the lessons' answers and ideas
// do), and naming the board was a tenth of their time.
var lastFormatted atomic.Pointer[formatted]

type formatted struct {
	b    Board
	name string
}

// formatLast is FormatStones(b), from lastFormatted when b is that board.
func formatLast(b *Board) string {
	if f := lastFormatted.Load(); f != nil && f.b == *b {
		return f.name
	}
	f := &formatted{b: *b, name: FormatStones(b)}
	lastFormatted.Store(f)
	return f.name
}

// explainWhite judges a White stone: five or more in a row wins (White
// has no forbidden moves), so the verdict of six is "five" as well, and
// Overline says that the row is six or more long (the texts call it an
// overline; a player reading only "five" of six stones was misled).
func explainWhite(b *Board, p Point) *Trace {
	t := &Trace{Point: p.String(), Color: "white", Placed: []string{}, Verdict: "legal", Reason: "white"}
	for d := direction(0); d < 4; d++ {
		if n := whiteRun(b, p, d); n >= 5 {
			t.Five = true
			t.Verdict = "five"
			t.Overline = t.Overline || n > 5
		}
	}
	return t
}

// explain judges a black stone at the empty cell i with the stones of
// placed (outermost first) already on the grid.
func (j *judge) explain(i int, placed []Point) *Trace {
	g := j.g
	p := gridPoint(i)
	t := &Trace{Point: p.String(), Color: "black", Depth: len(placed), Placed: pointNames(placed), Lines: make([]LineTrace, 0, 4)}
	g[i] = cellBlack
	defer func() { g[i] = cellEmpty }()
	inner := append(append([]Point(nil), placed...), p)

	for d := direction(0); d < 4; d++ {
		s := j.shape(i, d)
		lt := j.lineTrace(i, d, s)
		if s.threeLike() {
			live := false
			for _, q := range j.candidateOffsets(i, d, s) {
				cand := j.candidate(i, d, s, q)
				if s.sf&bit(q) != 0 {
					switch {
					case live:
						cand.Status = StatusUnchecked
					case j.makesFive(i + q*step[d]):
						cand.Status = StatusFive
						cand.FiveLine = j.fiveLine(i + q*step[d]).String()
					default:
						cand.Sub = j.explain(i+q*step[d], inner)
						if cand.Sub.Verdict == "forbidden" {
							cand.Status = StatusForbidden
						} else {
							cand.Status = StatusCounts
							live = true
						}
					}
				}
				lt.Candidates = append(lt.Candidates, cand)
			}
			switch l, r := j.run(i, d); {
			case live:
				lt.Shape = ShapeThree
				t.Threes++
			case r-l+1 == 4:
				// Four in a row with no five point: every candidate only
				// lengthens it past five. It never was a three.
				lt.Shape = ShapeDeadFour
			default:
				lt.Shape = ShapeFalseThree
			}
		}
		t.Five = t.Five || s.five
		t.Overline = t.Overline || s.over
		t.Fours += int(s.fours)
		t.Lines = append(t.Lines, lt)
	}
	t.Combo = combo(t.Fours, t.Threes)
	switch {
	case t.Five:
		t.Verdict, t.Reason = "five", "five"
	case t.Overline:
		t.Verdict, t.Kind = "forbidden", Overline.String()
	case t.Fours >= 2:
		t.Verdict, t.Kind = "forbidden", DoubleFour.String()
	case t.Threes >= 2:
		t.Verdict, t.Kind = "forbidden", DoubleThree.String()
	case t.Fours == 1 && t.Threes == 1:
		t.Verdict, t.Reason = "legal", "four-three"
	default:
		t.Verdict, t.Reason = "legal", "legal"
	}
	if t.Verdict == "forbidden" {
		t.Reason = t.Kind
	}
	return t
}

// combo names fours fours and threes threes as "4-4-3": a part of
// comboText when it holds them, no string built (Explain names every
// node of its trace).
func combo(fours, threes int) string {
	const fourTexts, threeTexts = 8, 4
	if fours+threes == 0 {
		return ""
	}
	if fours > fourTexts || threes > threeTexts {
		return strings.TrimSuffix(strings.Repeat("4-", fours)+strings.Repeat("3-", threes), "-")
	}
	start := 2 * (fourTexts - fours)
	return comboText[start : start+2*(fours+threes)-1]
}

// comboText is eight fours then four threes, as combo names them.
const comboText = "4-4-4-4-4-4-4-4-3-3-3-3-"

// lineTrace describes the shape of the line through i along d, before any
// three is judged (threes are filled in by explain).
func (j *judge) lineTrace(i int, d direction, s *lineShape) LineTrace {
	lt := LineTrace{Direction: d.String(), Shape: ShapeNone, Fours: int(s.fours)}
	l, r := j.run(i, d)
	switch {
	case s.five:
		lt.Shape = ShapeFive
		lt.Stones = j.span(i, d, l, r)
	case s.over:
		lt.Shape = ShapeOverline
		lt.Stones = j.span(i, d, l, r)
	case s.fours > 0:
		switch {
		case s.fours == 2:
			lt.Shape = ShapeDoubleFour
		case s.straight:
			lt.Shape = ShapeStraightFour
		default:
			lt.Shape = ShapeFour
		}
		var used offsetSet
		for q := -4; q <= 4; q++ {
			if s.fivePts&bit(q) == 0 {
				continue
			}
			qi := i + q*step[d]
			lt.FivePoints = append(lt.FivePoints, gridPoint(qi).String())
			j.g[qi] = cellBlack
			a, b := j.run(i, d)
			j.g[qi] = cellEmpty
			for k := a; k <= b; k++ {
				if k != q {
					used.add(k)
				}
			}
		}
		lt.Stones = j.offsets(i, d, used)
	case s.threeLike():
		var used offsetSet
		for q := -4; q <= 4; q++ {
			if s.candidates()&bit(q) == 0 {
				continue
			}
			qi := i + q*step[d]
			j.g[qi] = cellBlack
			a, b := j.run(i, d)
			j.g[qi] = cellEmpty
			for k := a; k <= b; k++ {
				if k != q {
					used.add(k)
				}
			}
		}
		lt.Stones = j.offsets(i, d, used)
	default:
		lt.Stones = j.span(i, d, l, r)
	}
	return lt
}

// candidateOffsets lists, in line order, the offsets examined for a
// three-like line: every candidate, and every White stone that occupies the
// fourth cell of a four-window with three black stones.
func (j *judge) candidateOffsets(i int, d direction, s *lineShape) []int {
	var qs []int
	for q := -4; q <= 4; q++ {
		switch {
		case s.candidates()&bit(q) != 0:
			qs = append(qs, q)
		case s.occ&bit(q) != 0 && j.g[i+q*step[d]] == cellWhite:
			qs = append(qs, q)
		}
	}
	return qs
}

// candidate describes offset q on the line through i along d, for every
// status decided by the line alone. Straight-four candidates get their
// status from explain.
func (j *judge) candidate(i int, d direction, s *lineShape, q int) Candidate {
	g := j.g
	qi := i + q*step[d]
	c := Candidate{Point: gridPoint(qi).String()}
	if g[qi] == cellWhite {
		c.Status = StatusOccupied
		c.Blocker = c.Point
		return c
	}
	g[qi] = cellBlack
	l, r := j.run(i, d)
	g[qi] = cellEmpty
	c.Four = j.span(i, d, l, r)
	if r-l+1 >= 6 {
		c.Status = StatusOverline
		return c
	}
	left, right := i+(l-1)*step[d], i+(r+1)*step[d]
	c.Ends = []string{j.name(left), j.name(right)}
	switch {
	case s.blocked&bit(q) != 0:
		c.Status = StatusBlocked
		if g[left] == cellWhite || g[left] == cellWall {
			c.Blocker = j.name(left)
		} else {
			c.Blocker = j.name(right)
		}
	case s.six&bit(q) != 0:
		c.Status = StatusOverline
		if g[i+(l-2)*step[d]] == cellBlack {
			c.Blocker = j.name(i + (l-2)*step[d])
		} else {
			c.Blocker = j.name(i + (r+2)*step[d])
		}
	}
	return c
}

// fiveLine is the first direction in which a black stone at i completes
// exactly five.
func (j *judge) fiveLine(i int) direction {
	for d := direction(0); d < 4; d++ {
		if j.shape(i, d).five {
			return d
		}
	}
	return horizontal
}

// run returns the black run through the black stone at i along d, as
// offsets [l, r] from i.
func (j *judge) run(i int, d direction) (l, r int) {
	s := step[d]
	for j.g[i+(l-1)*s] == cellBlack {
		l--
	}
	for j.g[i+(r+1)*s] == cellBlack {
		r++
	}
	return l, r
}

// span names the points at offsets l..r from i along d.
func (j *judge) span(i int, d direction, l, r int) []string {
	names := make([]string, 0, r-l+1)
	for k := l; k <= r; k++ {
		names = append(names, gridPoint(i+k*step[d]).String())
	}
	return names
}

// offsetSet is a set of offsets -5..+5 along a line.
type offsetSet uint16

func (s *offsetSet) add(k int)     { *s |= 1 << uint(k+5) }
func (s offsetSet) has(k int) bool { return s&(1<<uint(k+5)) != 0 }

// offsets names the points at the offsets in set, in line order.
func (j *judge) offsets(i int, d direction, set offsetSet) []string {
	var names []string
	for k := -5; k <= 5; k++ {
		if set.has(k) {
			names = append(names, gridPoint(i+k*step[d]).String())
		}
	}
	return names
}

// name is a cell's point, or "edge" for the wall around the board.
func (j *judge) name(i int) string {
	if j.g[i] == cellWall {
		return "edge"
	}
	return gridPoint(i).String()
}

func pointNames(ps []Point) []string {
	names := make([]string, len(ps))
	for k, p := range ps {
		names[k] = p.String()
	}
	return names
}
