package rules

// grid is the judge's working board: the 15x15 board inside a border of
// walls five cells wide, so that reading the ±5 neighbourhood of any point in
// any direction needs no bounds checks. The recursion places and removes
// hypothetical stones on it in place.
type grid [gridWidth * gridWidth]uint8

const (
	gridPad   = 5
	gridWidth = Size + 2*gridPad

	cellEmpty = 0
	cellBlack = 1
	cellWhite = 2
	cellWall  = 3
)

// direction is one of the four lines through a point, in the fixed order
// every trace uses.
type direction int

const (
	horizontal   direction = iota // left to right
	vertical                      // bottom to top
	diagonal                      // bottom-left to top-right (/)
	antiDiagonal                  // top-left to bottom-right (\)
)

var directionNames = [4]string{"horizontal", "vertical", "diagonal", "anti-diagonal"}

func (d direction) String() string { return directionNames[d] }

// delta is the column and row change of one step along each direction.
var delta = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// step is the index change of one step along each direction on the grid.
var step = [4]int{1, gridWidth, gridWidth + 1, 1 - gridWidth}

func gridIndex(p Point) int { return (p.Row+gridPad)*gridWidth + p.Col + gridPad }

func gridPoint(i int) Point { return Point{i%gridWidth - gridPad, i/gridWidth - gridPad} }

func newGrid(b *Board) *grid {
	g := new(grid)
	g.load(b)
	return g
}

// load makes g the grid of b.
func (g *grid) load(b *Board) {
	*g = wallGrid // one copy, not a loop over the 625 cells
	for row := 0; row < Size; row++ {
		cells, base := b.cells[row*Size:(row+1)*Size], gridIndex(Point{0, row})
		for col, c := range cells {
			g[base+col] = uint8(c)
		}
	}
}

// wallGrid is the grid of the empty board: walls all round.
var wallGrid = func() (g grid) {
	for i := range g {
		g[i] = cellWall
	}
	for row := 0; row < Size; row++ {
		for col := 0; col < Size; col++ {
			g[gridIndex(Point{col, row})] = cellEmpty
		}
	}
	return g
}()

// blackDigit maps a cell to its base-3 digit in a line code seen by Black:
// White stones and the wall both stop Black's shapes.
var blackDigit = [4]int{0, 1, 2, 2}

// lineCode encodes the ten cells at offsets -5..-1, +1..+5 from i along d
// as a base-3 number (digit k+5 for k<0, k+4 for k>0), the index of the
// shape table. The centre is not read: the table assumes it is black.
func (g *grid) lineCode(i int, d direction) int {
	s := step[d]
	code := 0
	for k := 5; k >= 1; k-- {
		code = code*3 + blackDigit[g[i+k*s]]
	}
	for k := -1; k >= -5; k-- {
		code = code*3 + blackDigit[g[i+k*s]]
	}
	return code
}

// LineBetween reports which of the four lines (0 horizontal, 1 vertical,
// 2 diagonal, 3 anti-diagonal: the order of the trace's directions)
// joins p and q, if any; a point is on no line with itself.
func LineBetween(p, q Point) (int, bool) {
	dc, dr := q.Col-p.Col, q.Row-p.Row
	switch {
	case dc == 0 && dr == 0:
		return 0, false
	case dr == 0:
		return 0, true
	case dc == 0:
		return 1, true
	case dc == dr:
		return 2, true
	case dc == -dr:
		return 3, true
	}
	return 0, false
}
