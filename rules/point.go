package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Size is the number of lines in each direction of the Renju board.
const Size = 15

// MaxStones is the most stones a position can hold, one on every point. The
// parsers stop at the next one, so that a long text costs no more than a
// full board: ParsePosition of a 100 MB move list took 1.7 s and allocated
// 470 MB before they did, and takes 9 ms (the scan for its form) and
// allocates only its message since.
const MaxStones = Size * Size

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
	return pointName(p.index())
}

// allPointNames holds every point's name in index order (a1, b1, …, o15), so
// that String, and building a trace, never allocates: the names of rows 1–9
// are two bytes each, those of rows 10–15 three. It is a constant rather than
// a table built at start-up, which would cost every process an allocation
// per point.
const allPointNames = "" +
	"a1b1c1d1e1f1g1h1i1j1k1l1m1n1o1" +
	"a2b2c2d2e2f2g2h2i2j2k2l2m2n2o2" +
	"a3b3c3d3e3f3g3h3i3j3k3l3m3n3o3" +
	"a4b4c4d4e4f4g4h4i4j4k4l4m4n4o4" +
	"a5b5c5d5e5f5g5h5i5j5k5l5m5n5o5" +
	"a6b6c6d6e6f6g6h6i6j6k6l6m6n6o6" +
	"a7b7c7d7e7f7g7h7i7j7k7l7m7n7o7" +
	"a8b8c8d8e8f8g8h8i8j8k8l8m8n8o8" +
	"a9b9c9d9e9f9g9h9i9j9k9l9m9n9o9" +
	"a10b10c10d10e10f10g10h10i10j10k10l10m10n10o10" +
	"a11b11c11d11e11f11g11h11i11j11k11l11m11n11o11" +
	"a12b12c12d12e12f12g12h12i12j12k12l12m12n12o12" +
	"a13b13c13d13e13f13g13h13i13j13k13l13m13n13o13" +
	"a14b14c14d14e14f14g14h14i14j14k14l14m14n14o14" +
	"a15b15c15d15e15f15g15h15i15j15k15l15m15n15o15"

// pointName returns the name of the on-board point with index i.
func pointName(i int) string {
	const short = 9 * Size // points in rows 1–9
	if i < short {
		return allPointNames[2*i : 2*i+2]
	}
	o := 2*short + 3*(i-short)
	return allPointNames[o : o+3]
}

// Upper formats p as players write it in diagrams, e.g. "H8".
func (p Point) Upper() string { return strings.ToUpper(p.String()) }

// index is p's position in a row-major 15x15 array.
func (p Point) index() int { return p.Row*Size + p.Col }

func pointOfIndex(i int) Point { return Point{i % Size, i / Size} }

// ParsePoint reads a point such as "h8" or "H8": a column letter a–o followed
// by a row number 1–15. Surrounding spaces are ignored.
func ParsePoint(s string) (Point, error) {
	if p, ok := parsePlainPoint(s); ok {
		return p, nil
	}
	return parsePoint(s)
}

// parsePoint is ParsePoint's general case: spaces, and every error.
func parsePoint(s string) (Point, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Point{}, fmt.Errorf("empty point: expected a column a–o and a row 1–15, like h8")
	}
	c := t[0] | 0x20 // ASCII lower case
	if c < 'a' || c > 'z' {
		return Point{}, fmt.Errorf("point %s: must start with a column letter a–o, like h8", quoteToken(t))
	}
	if c > 'o' {
		return Point{}, fmt.Errorf("point %s: column %q is off the board (columns are a–o)", quoteToken(t), t[:1])
	}
	num := t[1:]
	if num == "" {
		return Point{}, fmt.Errorf("point %s: missing row number 1–15 after the column", quoteToken(t))
	}
	for i := 0; i < len(num); i++ {
		if num[i] < '0' || num[i] > '9' {
			return Point{}, fmt.Errorf("point %s: row %s is not a number 1–15", quoteToken(t), quoteToken(num))
		}
	}
	if len(num) > 2 {
		digits, cut := clipToken(num)
		if cut {
			digits += "…"
		}
		return Point{}, fmt.Errorf("point %s: row %s is off the board (rows are 1–15)", quoteToken(t), digits)
	}
	row, _ := strconv.Atoi(num)
	if row < 1 || row > Size {
		return Point{}, fmt.Errorf("point %s: row %d is off the board (rows are 1–15)", quoteToken(t), row)
	}
	return Point{int(c - 'a'), row - 1}, nil
}

// maxQuoted is how many characters of a token an error message shows. A
// point is at most 3 and a colour label 5, so a longer token is a mistake
// the first few dozen characters identify; quoting all of it made a 100 MB
// token a 200 MB message.
const maxQuoted = 32

// quoteToken quotes tok for an error message as %q does, so that bytes that
// are not UTF-8 show as \xff rather than as U+FFFD (the reader can see what
// was sent), and cuts it after maxQuoted characters, with "…" after the
// closing quote to say so.
func quoteToken(tok string) string {
	head, cut := clipToken(tok)
	q := strconv.Quote(head)
	if cut {
		q += "…"
	}
	return q
}

// clipToken returns tok's first maxQuoted characters (a byte that is not
// UTF-8 counts as one) and whether that left something out.
func clipToken(tok string) (head string, cut bool) {
	i := 0
	for n := 0; i < len(tok); n++ {
		if n == maxQuoted {
			return tok[:i], true
		}
		_, size := utf8.DecodeRuneInString(tok[i:])
		i += size
	}
	return tok, false
}

// parsePlainPoint is ParsePoint's fast path for the common case, a letter
// a–o in either case and a row 1–15 of one or two digits with nothing
// around them. Anything else (ok false) is left to the general code, which
// also writes the messages.
func parsePlainPoint(s string) (p Point, ok bool) {
	if len(s) != 2 && len(s) != 3 {
		return Point{}, false
	}
	c := s[0] | 0x20 // ASCII lower case
	row := int(s[1] - '0')
	if c < 'a' || c > 'o' || row > 9 {
		return Point{}, false
	}
	if len(s) == 3 {
		d := int(s[2] - '0')
		if d > 9 {
			return Point{}, false
		}
		row = row*10 + d
	}
	if row < 1 || row > Size {
		return Point{}, false
	}
	return Point{int(c - 'a'), row - 1}, true
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
