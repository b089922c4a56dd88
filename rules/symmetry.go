package rules

// Symmetry is one of the 8 symmetries of the square board: 0 is the
// identity, 1–3 rotate by 90°, 180°, 270° counter-clockwise, and 4–7 are those
// followed by a left–right mirror. Openings are recognised up to symmetry,
// and the forbidden map must not depend on it.
type Symmetry int

// Symmetries lists all eight.
var Symmetries = [8]Symmetry{0, 1, 2, 3, 4, 5, 6, 7}

// Apply maps a point under s.
func (s Symmetry) Apply(p Point) Point {
	c, r := p.Col, p.Row
	for i := 0; i < int(s)%4; i++ {
		c, r = Size-1-r, c // rotate 90° counter-clockwise about the centre
	}
	if s >= 4 {
		c = Size - 1 - c
	}
	return Point{c, r}
}

// ApplyBoard maps every stone of b under s.
func (s Symmetry) ApplyBoard(b *Board) Board {
	var out Board
	for i, c := range b.cells {
		if c != Empty {
			out.Set(s.Apply(pointOfIndex(i)), c)
		}
	}
	return out
}
