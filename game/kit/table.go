package kit

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
)

// Table draws a table of text in r, on a card: the header in bold, then
// as many rows as fit, every other one shaded; a cell too wide for its
// column is cut with an ellipsis. weights share r's width among the
// columns. It returns how many rows it drew.
func (k *Kit) Table(dst *ebiten.Image, header []string, rows [][]string, weights []float64, r layout.Rect) int {
	th := &k.Th
	f := &k.F
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), th.Card, false)
	pad := math.Round(f.LineH * 0.4)
	inner := layout.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: r.H - 2*pad}
	total := 0.0
	for _, w := range weights {
		total += w
	}
	if total <= 0 || inner.W <= 0 {
		return 0
	}
	rowH := math.Round(f.LineH * 1.25)
	cells := func(y float64, cs []string, bold bool) {
		// The record gets a row as one text, its cells whole.
		k.note(strings.Join(cs[:min(len(cs), len(weights))], ", "), layout.Rect{X: inner.X, Y: y, W: inner.W, H: rowH})
		k.rec.quiet++
		defer func() { k.rec.quiet-- }()
		x := inner.X
		for i, c := range cs {
			if i >= len(weights) {
				break
			}
			w := inner.W * weights[i] / total
			face := f.Body
			if bold {
				face = f.Bold
			}
			k.Line(dst, k.Ellipsis(c, face, w-pad/2), face, x, y, rowH, th.Text)
			x += w
		}
	}
	cells(inner.Y, header, true)
	y := inner.Y + rowH
	vector.DrawFilledRect(dst, float32(inner.X), float32(y), float32(inner.W), 1, th.Border, false)
	n := 0
	for i, row := range rows {
		if y+rowH > inner.Y+inner.H {
			break
		}
		if i%2 == 1 {
			vector.DrawFilledRect(dst, float32(inner.X), float32(y), float32(inner.W), float32(rowH), th.CardHi, false)
		}
		cells(y, row, false)
		y += rowH
		n++
	}
	return n
}

// TableRows is how many of rows Table shows in r (the rest are counted
// in a line of the panel's text).
func (k *Kit) TableRows(header []string, rows [][]string, weights []float64, r layout.Rect) int {
	pad := math.Round(k.F.LineH * 0.4)
	total := 0.0
	for _, w := range weights {
		total += w
	}
	if total <= 0 || r.W-2*pad <= 0 {
		return 0
	}
	rowH := math.Round(k.F.LineH * 1.25)
	return max(0, min(len(rows), int(math.Floor((r.H-2*pad-rowH)/rowH))))
}
