package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Size is the number of lines in each direction of the Renju board.
const Size = 15

// Point is an intersection of the board. Col 0 is column "a" (left as Black
// sees the board) and Row 0 is row "1" (the bottom). The zero value is a1.
type Point struct {
	Col, Row int
}

// Center is the centre point h8 (天元).
var Center = Point{7, 7}

// Pt is shorthand for Point{col, row}.
func Pt(col, row int) Point { return Point{col, row} }

// OnBoard reports whether p lies on the 15x15 board.
func (p Point) OnBoard() bool {
	return p.Col >= 0 && p.Col < Size && p.Row >= 0 && p.Row < Size
}

// String formats p in lower case, e.g. "h8". Points off the board are shown
// as "(col,row)" so that a bug never prints a plausible coordinate.
func (p Point) String() string {
	if !p.OnBoard() {
		return fmt.Sprintf("(%d,%d)", p.Col, p.Row)
	}
	return pointName[p.index()]
}

// pointName holds every point's name, so that building a trace does not
// allocate a string per point mentioned.
var pointName = func() (names [Size * Size]string) {
	for i := range names {
		p := pointOfIndex(i)
		names[i] = string(rune('a'+p.Col)) + strconv.Itoa(p.Row+1)
	}
	return names
}()

// Upper formats p as players write it in diagrams, e.g. "H8".
func (p Point) Upper() string { return strings.ToUpper(p.String()) }

// index is p's position in a row-major 15x15 array.
func (p Point) index() int { return p.Row*Size + p.Col }

func pointOfIndex(i int) Point { return Point{i % Size, i / Size} }

// ParsePoint reads a point such as "h8" or "H8": a column letter a–o followed
// by a row number 1–15. Surrounding spaces are ignored.
func ParsePoint(s string) (Point, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Point{}, fmt.Errorf("empty point: expected a column a–o and a row 1–15, like h8")
	}
	c := t[0] | 0x20 // ASCII lower case
	if c < 'a' || c > 'z' {
		return Point{}, fmt.Errorf("point %q: must start with a column letter a–o, like h8", t)
	}
	if c > 'o' {
		return Point{}, fmt.Errorf("point %q: column %q is off the board (columns are a–o)", t, t[:1])
	}
	num := t[1:]
	if num == "" {
		return Point{}, fmt.Errorf("point %q: missing row number 1–15 after the column", t)
	}
	for i := 0; i < len(num); i++ {
		if num[i] < '0' || num[i] > '9' {
			return Point{}, fmt.Errorf("point %q: row %q is not a number 1–15", t, num)
		}
	}
	if len(num) > 2 {
		return Point{}, fmt.Errorf("point %q: row %s is off the board (rows are 1–15)", t, num)
	}
	row, _ := strconv.Atoi(num)
	if row < 1 || row > Size {
		return Point{}, fmt.Errorf("point %q: row %d is off the board (rows are 1–15)", t, row)
	}
	return Point{int(c - 'a'), row - 1}, nil
}

// MustPoint is ParsePoint for constants in tests and tables; it panics on a
// malformed point, which is a programming error there.
func MustPoint(s string) Point {
	p, err := ParsePoint(s)
	if err != nil {
		panic(err)
	}
	return p
}
