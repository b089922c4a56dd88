package layout

import "math"

// Panel is the arrangement of the text panel, top to bottom: a title line,
// a status line, rows of buttons, the legend of the forbidden-point marks,
// and the text area (notices, hints and the judge's reasoning) that takes
// the rest.
type Panel struct {
	Title, Status Rect
	// Rows holds one rectangle per button, row by row.
	Rows [][]Rect
	// Legend holds one rectangle per legend item, flowed into lines.
	Legend     []Rect
	LegendArea Rect
	Text       Rect
	// Pad is the inner padding; LineH the height of one line of base text.
	Pad, LineH float64
}

// PanelLayout arranges the panel of l. rowCounts gives the number of
// buttons in each row (each row is split into equal buttons); legendWidths
// are the measured widths of the legend items, flowed left to right into as
// many lines as they need.
func (l Layout) PanelLayout(rowCounts []int, legendWidths []float64) Panel {
	f := l.Font
	p := Panel{Pad: math.Round(0.25 * f), LineH: math.Round(1.45 * f)}
	r := l.Panel
	x, w := r.X, r.W
	y := r.Y

	p.Title = Rect{x, y, w, math.Max(math.Round(1.9*f), l.Target())} // the nav bar's buttons
	y += p.Title.H
	p.Status = Rect{x, y, w, p.LineH + p.Pad}
	y += p.Status.H + math.Round(0.4*f)

	btnH := math.Max(math.Round(2.3*f), l.Target())
	gap := math.Round(0.4 * f)
	for _, n := range rowCounts {
		p.Rows = append(p.Rows, Row(Rect{x, y, w, btnH}, n, gap))
		y += btnH + gap
	}
	y += math.Round(0.3 * f)

	legendY := y
	p.Legend, y = flow(Rect{x, y, w, 0}, legendWidths, math.Round(1.0*f), p.LineH)
	p.LegendArea = Rect{x, legendY, w, y - legendY}
	y += math.Round(0.5 * f)

	p.Text = Rect{x, y, w, math.Max(0, r.Y+r.H-y)}
	return p
}

// Row splits r into n equal rectangles separated by gap, on whole pixels.
func Row(r Rect, n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	out := make([]Rect, n)
	each := (r.W - gap*float64(n-1)) / float64(n)
	for i := range out {
		x0 := math.Round(r.X + float64(i)*(each+gap))
		x1 := math.Round(r.X + float64(i)*(each+gap) + each)
		out[i] = Rect{x0, r.Y, x1 - x0, r.H}
	}
	return out
}

// flow places items of the given widths left to right in lines of height
// lineH within r's width, wrapping when the next item does not fit, and
// returns their rectangles and the y below the last line.
func flow(r Rect, widths []float64, gap, lineH float64) ([]Rect, float64) {
	out := make([]Rect, len(widths))
	x, y := r.X, r.Y
	for i, w := range widths {
		if x > r.X && x+w > r.X+r.W {
			x = r.X
			y += lineH
		}
		out[i] = Rect{x, y, w, lineH}
		x += w + gap
	}
	if len(widths) > 0 {
		y += lineH
	}
	return out, y
}
