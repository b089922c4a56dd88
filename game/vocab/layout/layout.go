// Package layout is the tutor's screen geometry, in device pixels: where the
// board and the text panel go for any window size (panel beside the board in
// landscape, below it in portrait), where each intersection is, which
// intersection a pointer is on, and where the panel's parts and buttons go.
// It is plain Go so that it is tested on the host.
package layout

import (
	"math"

	"renju/rules"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies in r (left/top edges inclusive).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Orientation says where the panel goes.
type Orientation int

const (
	Landscape Orientation = iota // panel right of the board
	Portrait                     // panel below the board
)

func (o Orientation) String() string {
	if o == Portrait {
		return "portrait"
	}
	return "landscape"
}

// Tuning constants, in CSS pixels unless said otherwise.
const (
	// MarginCells is the wood around the grid, in cells: room for the edge
	// stones and the coordinates.
	MarginCells = 0.95
	// SnapRadius is how far from an intersection, in cells, a pointer still
	// picks it: a little more than half a cell, so the whole cell around a
	// point is its target except the far corners between four points.
	SnapRadius = 0.62
	// minFont and maxFont bound the base text size.
	minFont, maxFont = 14, 24
	// fontDivisor: the base font is the window's short side over this.
	fontDivisor = 44
	// gapEm is the space between board and panel, and edgeEm the space
	// around everything, in units of the base font.
	gapEm  = 0.8
	edgeEm = 0.35
	// portraitPanelEm is the least height of the panel below the board, in
	// base font sizes; narrowPanelEm on a screen narrower than narrowEm.
	portraitPanelEm, narrowPanelEm, narrowEm = 18, 21, 36
)

// Layout is the geometry of one window size.
type Layout struct {
	// W, H: the screen in device pixels; Scale: device pixels per CSS pixel.
	W, H, Scale float64
	Orient      Orientation
	// Font is the base text size in device pixels.
	Font float64
	// Board is the wooden square.
	Board Rect
	// X0, Y0 are the device-pixel centre of the top-left intersection (a15);
	// Cell is the distance between lines (an integer number of pixels so
	// that lines are crisp); LineW and EdgeW the widths of the grid lines and
	// of the outer border.
	X0, Y0, Cell float64
	LineW, EdgeW float64
	// Panel is the text panel's area.
	Panel Rect
}

// Compute lays out a screen of w x h device pixels at scale device pixels
// per CSS pixel. The board is as large as possible with the panel at least
// a readable minimum beside or below it; whichever orientation gives the
// larger board wins (landscape on a tie).
func Compute(w, h, scale float64) Layout { return ComputeScaled(w, h, scale, 1) }

// ComputeScaled is Compute with the text fontScale times its usual size
// (the presenter theme's large text, theme); the panel grows with it.
func ComputeScaled(w, h, scale, fontScale float64) Layout {
	if scale <= 0 {
		scale = 1
	}
	if fontScale <= 0 {
		fontScale = 1
	}
	w, h = math.Max(w, 1), math.Max(h, 1)
	l := Layout{W: w, H: h, Scale: scale}
	cssShort := math.Min(w, h) / scale
	l.Font = math.Round(clamp(cssShort/fontDivisor, minFont, maxFont) * scale * fontScale)
	gap := math.Round(gapEm * l.Font)
	edge := math.Max(2, math.Round(edgeEm*l.Font))

	// Minimum panel sizes: wide enough for five mode buttons; below the
	// board, tall enough for a lesson page packed tight (its nav bar,
	// title, rows of buttons and five lines of its text: game/frame/screens/lesson.go),
	// a little taller on a narrow screen, where the buttons take more rows.
	minPanelW := math.Max(15*l.Font, 250*scale)
	minPanelH := portraitPanelEm * l.Font
	if w < narrowEm*l.Font {
		minPanelH = narrowPanelEm * l.Font
	}
	maxPanelW := 32 * l.Font

	landSide := math.Min(h-2*edge, w-minPanelW-gap-2*edge)
	portSide := math.Min(w-2*edge, h-minPanelH-gap-2*edge)
	if portSide > landSide {
		l.Orient = Portrait
		side := math.Floor(math.Max(portSide, 1))
		// In portrait the board spans the width; the panel fills what is left.
		bx := math.Floor((w - side) / 2)
		l.Board = Rect{bx, edge, side, side}
		py := edge + side + gap
		l.Panel = Rect{gap, py, math.Max(w-2*gap, 1), math.Max(h-py-edge, 1)}
	} else {
		l.Orient = Landscape
		side := math.Floor(math.Max(landSide, 1))
		panelW := math.Min(w-side-gap-2*edge, maxPanelW)
		panelW = math.Max(panelW, 1)
		total := side + gap + panelW
		x := math.Floor((w - total) / 2)
		y := math.Floor((h - side) / 2)
		l.Board = Rect{x, y, side, side}
		l.Panel = Rect{x + side + gap, edge + gap, panelW, math.Max(h-2*edge-2*gap, 1)}
	}
	l.grid()
	return l
}

// Square is the layout of a board alone, drawn at cell pixels a cell
// (device pixels at scale, text of font pixels): the board fills the
// square, with no panel. The kit paints its diagrams so.
func Square(cell, scale, font float64) Layout {
	side := math.Ceil(math.Max(1, cell)*(float64(rules.Size-1)+2*MarginCells)) + 1
	l := Layout{W: side, H: side, Scale: scale, Font: font, Board: Rect{0, 0, side, side}, Panel: Rect{side, 0, 1, 1}}
	l.grid()
	return l
}

// grid places the intersections inside the board square on whole pixels.
func (l *Layout) grid() {
	n := float64(rules.Size - 1)
	l.Cell = math.Max(1, math.Floor(l.Board.W/(n+2*MarginCells)))
	l.LineW = math.Max(1, math.Round(l.Cell/34))
	l.EdgeW = math.Max(l.LineW+1, math.Round(l.Cell/18))
	span := n * l.Cell
	// An odd line width is centred on a pixel's middle, an even one on a
	// pixel boundary, so the line covers whole pixels.
	half := 0.0
	if int(l.LineW)%2 == 1 {
		half = 0.5
	}
	l.X0 = math.Floor(l.Board.X+(l.Board.W-span)/2) + half
	l.Y0 = math.Floor(l.Board.Y+(l.Board.H-span)/2) + half
}

// PointXY returns the device-pixel centre of intersection p.
func (l Layout) PointXY(p rules.Point) (x, y float64) {
	return l.X0 + float64(p.Col)*l.Cell, l.Y0 + float64(rules.Size-1-p.Row)*l.Cell
}

// PointAt returns the intersection nearest to (x, y) if it lies within
// SnapRadius cells of it.
func (l Layout) PointAt(x, y float64) (rules.Point, bool) {
	if l.Cell <= 0 {
		return rules.Point{}, false
	}
	fc := (x - l.X0) / l.Cell
	fr := (y - l.Y0) / l.Cell
	last := float64(rules.Size - 1)
	col := clamp(math.Round(fc), 0, last)
	rowFromTop := clamp(math.Round(fr), 0, last)
	if math.Hypot(fc-col, fr-rowFromTop) > SnapRadius {
		return rules.Point{}, false
	}
	return rules.Point{Col: int(col), Row: rules.Size - 1 - int(rowFromTop)}, true
}

// StoneRadius is the radius of a stone in device pixels.
func (l Layout) StoneRadius() float64 { return l.Cell * 0.47 }

// Px converts CSS pixels to device pixels.
func (l Layout) Px(css float64) float64 { return css * l.Scale }

// TargetCSS is the least side of a tap target, in CSS pixels: WCAG
// 2.5.5's 44. At the phone's 14-pixel text a row of 2.2 em was 31 CSS
// pixels tall, and a thumb missed it.
const TargetCSS = 44

// Target is the least side of a tap target in device pixels (board
// points excepted: their spacing is the board's).
func (l Layout) Target() float64 { return math.Ceil(TargetCSS * l.Scale) }

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
