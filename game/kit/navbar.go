package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
)

// NavBar lays out the row at the top of a panel: the back button (its ID
// "" for none) at the left, the language button at the right, and the
// rectangle left between them for the title.
func (k *Kit) NavBar(row layout.Rect, back, lang screenview.Button) ([]Button, layout.Rect) {
	l := k.Lay
	pad := l.Font * 0.9
	lw := math.Round(k.Advance(lang.Label, k.F.Bold) + 2*pad)
	var bs []Button
	title := row
	if back.ID != "" {
		bw := math.Round(k.Advance(back.Label, k.F.Bold) + 2*pad + l.Font)
		if back.Key != "" && k.Keyboard { // room for its key, drawn on it
			bw += math.Round(k.Advance(back.Key, k.F.Small) + l.Font*1.2)
		}
		bs = append(bs, Place(back, layout.Rect{X: row.X, Y: row.Y, W: bw, H: row.H}))
		title.X += bw + l.Font*0.6
		title.W -= bw + l.Font*0.6
	}
	bs = append(bs, Place(lang, layout.Rect{X: row.X + row.W - lw, Y: row.Y, W: lw, H: row.H}))
	title.W -= lw + l.Font*0.6
	return bs, title
}

// ScrollBar shows where the view of a scrolled area is: a thumb at x, as
// tall as the part shown (at least 1.5 em), along area. Nothing when
// nothing is hidden.
func (k *Kit) ScrollBar(dst *ebiten.Image, x float64, area layout.Rect, scroll, maxScroll float64) {
	if maxScroll <= 0 {
		return
	}
	l := k.Lay
	bw := math.Max(3, l.Font*0.2)
	th := math.Max(area.H*area.H/(area.H+maxScroll), l.Font*1.5)
	ty := area.Y + (area.H-th)*scroll/maxScroll
	k.Bar(dst, layout.Rect{X: math.Min(x, l.W-bw-1), Y: ty, W: bw, H: th}, k.Th.Dim)
}

// ScrollX is where a scroll bar goes inside area's right edge.
func (k *Kit) ScrollX(area layout.Rect) float64 { return area.X + area.W - math.Max(3, k.Lay.Font*0.2) }

// ScrollRoom is the width a scroll bar takes from a text's width.
func (k *Kit) ScrollRoom() float64 { return k.Lay.Font * 0.6 }
