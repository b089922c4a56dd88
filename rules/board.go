package rules

// Stone is the content of an intersection.
type Stone uint8

const (
	Empty Stone = iota
	Black
	White
)

// String returns "empty", "black" or "white".
func (s Stone) String() string {
	switch s {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Opponent returns the other colour (Empty for Empty).
func (s Stone) Opponent() Stone {
	switch s {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// Board is a 15x15 Renju board. The zero value is an empty board, and a
// Board is a value: copying it copies the stones.
type Board struct {
	cells [Size * Size]Stone
}

// At returns the stone at p, or Empty for a point off the board.
func (b *Board) At(p Point) Stone {
	if !p.OnBoard() {
		return Empty
	}
	return b.cells[p.index()]
}

// Set puts s (possibly Empty) at p. Points off the board are ignored.
func (b *Board) Set(p Point, s Stone) {
	if p.OnBoard() {
		b.cells[p.index()] = s
	}
}

// Count returns the number of stones of colour s on the board.
func (b *Board) Count(s Stone) int {
	n := 0
	for _, c := range b.cells {
		if c == s {
			n++
		}
	}
	return n
}

// Stones lists the points holding colour s, sorted by column then row
// (a1, a2, …, b1, …) so that formats built from it are canonical.
func (b *Board) Stones(s Stone) []Point {
	// Column by column, each from the bottom: the canonical order (by
	// column, then row) of every list this package prints, read without a
	// sort (sorting was a third of the time of Explain, which formats its
	// position).
	var ps []Point
	for col := 0; col < Size; col++ {
		for row := 0; row < Size; row++ {
			if b.cells[row*Size+col] == s {
				ps = append(ps, Point{col, row})
			}
		}
	}
	return ps
}

// ToMove returns the side to move if the stones were played alternately
// from Black: Black when the counts are equal, White otherwise.
func (b *Board) ToMove() Stone {
	if b.Count(Black) > b.Count(White) {
		return White
	}
	return Black
}
