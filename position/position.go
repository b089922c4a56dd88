package position

import (
	"fmt"
	"sort"

	"renju/rules"
)

// Mark is an annotation on a point, as in the seeds' diagrams: a capital
// letter 'A'…'Z', or a shape.
type Mark rune

// The shapes. Their runes are the diagram symbols of package rules
// (rules.ParseDiagram): '^' triangle, '#' square, '*' circle.
const (
	NoMark   Mark = 0
	Triangle Mark = '^'
	Square   Mark = '#'
	Circle   Mark = '*'
)

// Valid reports whether m is a letter or a shape.
func (m Mark) Valid() bool {
	return m >= 'A' && m <= 'Z' || m == Triangle || m == Square || m == Circle
}

// IsLetter reports whether m is a letter.
func (m Mark) IsLetter() bool { return m >= 'A' && m <= 'Z' }

// String names the mark as the page API reports it: "A"…"Z", "triangle",
// "square", "circle".
func (m Mark) String() string {
	switch m {
	case Triangle:
		return "triangle"
	case Square:
		return "square"
	case Circle:
		return "circle"
	case NoMark:
		return ""
	}
	return string(rune(m))
}

// Cells is the number of points of a board.
const Cells = rules.Size * rules.Size

// Index is p's place in a Position's arrays (Num, Marks).
func Index(p rules.Point) int { return p.Row*rules.Size + p.Col }

func pointAt(i int) rules.Point { return rules.Point{Col: i % rules.Size, Row: i / rules.Size} }

// Position is what the classroom board shows and what a share link
// carries: the stones, the numbers of the stones played as numbered moves,
// the marks and the selected point. It is a value: copying it copies
// everything (the undo history keeps copies).
type Position struct {
	Board rules.Board
	// Num is the move number of the stone on each point (0: an unnumbered
	// stone or none). Move n has colour First when n is odd, the other
	// colour when n is even.
	Num   [Cells]int16
	First rules.Stone
	Marks [Cells]Mark
	// Sel is the selected point (the one to walk through); HasSel says
	// whether there is one.
	Sel    rules.Point
	HasSel bool
}

// NumAt returns the move number of the stone at p (0: none).
func (ps *Position) NumAt(p rules.Point) int {
	if !p.OnBoard() {
		return 0
	}
	return int(ps.Num[Index(p)])
}

// MarkAt returns the mark at p.
func (ps *Position) MarkAt(p rules.Point) Mark {
	if !p.OnBoard() {
		return NoMark
	}
	return ps.Marks[Index(p)]
}

// first returns First, Black when unset.
func (ps *Position) first() rules.Stone {
	if ps.First == rules.White {
		return rules.White
	}
	return rules.Black
}

// ColourOf is the colour of move n.
func (ps *Position) ColourOf(n int) rules.Stone {
	if n%2 == 1 {
		return ps.first()
	}
	return ps.first().Opponent()
}

// LastNum is the highest move number on the board (0: none).
func (ps *Position) LastNum() int {
	n := 0
	for _, v := range ps.Num {
		n = max(n, int(v))
	}
	return n
}

// Moves returns the numbered stones in order; a gap (a number whose stone
// was removed) is an off-board point.
func (ps *Position) Moves() []rules.Point {
	last := ps.LastNum()
	if last == 0 {
		return nil
	}
	out := make([]rules.Point, last)
	for i := range out {
		out[i] = rules.Point{Col: -1, Row: -1}
	}
	for i, v := range ps.Num {
		if v > 0 {
			out[v-1] = pointAt(i)
		}
	}
	return out
}

// MoveOrder returns the whole position as a game from an empty board when
// it is one: every stone numbered 1…n without gaps, Black first.
func (ps *Position) MoveOrder() ([]rules.Point, bool) {
	moves := ps.Moves()
	stones := ps.Board.Count(rules.Black) + ps.Board.Count(rules.White)
	if len(moves) != stones || stones == 0 || ps.first() != rules.Black {
		return nil, false
	}
	for _, p := range moves {
		if !p.OnBoard() {
			return nil, false
		}
	}
	return moves, true
}

// MarkList is the marks sorted by point (column, then row).
func (ps *Position) MarkList() []PointMark {
	var out []PointMark
	for i, m := range ps.Marks {
		if m != NoMark {
			out = append(out, PointMark{pointAt(i), m})
		}
	}
	sort.Slice(out, func(a, b int) bool {
		pa, pb := out[a].Point, out[b].Point
		if pa.Col != pb.Col {
			return pa.Col < pb.Col
		}
		return pa.Row < pb.Row
	})
	return out
}

// PointMark is a mark and its point.
type PointMark struct {
	Point rules.Point
	Mark  Mark
}

// NextLetter is the first letter not yet on the board ('A' if none; 0
// when all 26 are used).
func (ps *Position) NextLetter() Mark {
	used := map[Mark]bool{}
	for _, m := range ps.Marks {
		used[m] = true
	}
	for m := Mark('A'); m <= 'Z'; m++ {
		if !used[m] {
			return m
		}
	}
	return NoMark
}

// Check verifies the invariants a decoded or imported position must hold.
func (ps *Position) Check() error {
	seen := map[int16]rules.Point{}
	for i, v := range ps.Num {
		if v == 0 {
			continue
		}
		p := pointAt(i)
		if v < 0 {
			return fmt.Errorf("%s: bad move number %d", p, v)
		}
		if q, dup := seen[v]; dup {
			return fmt.Errorf("move %d is at both %s and %s", v, q, p)
		}
		seen[v] = p
		if c := ps.Board.At(p); c != ps.ColourOf(int(v)) {
			return fmt.Errorf("move %d at %s should be %s", v, p, ps.ColourOf(int(v)))
		}
	}
	for i, m := range ps.Marks {
		if m != NoMark && !m.Valid() {
			return fmt.Errorf("%s: unknown mark %q", pointAt(i), rune(m))
		}
	}
	if ps.HasSel && !ps.Sel.OnBoard() {
		return fmt.Errorf("the selected point is off the board")
	}
	return nil
}
