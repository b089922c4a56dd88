package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/layout"
	"renju/rules"
)

// layerPen draws on an overlay layer that covers the board from the
// renderer's baseRect, so board points are offset by -baseRect. The marks
// layer and the walk layer both paint with it.
type layerPen struct {
	img    *ebiten.Image
	lay    layout.Layout
	ox, oy float64
}

func newLayerPen(c *Ctx, img *ebiten.Image) layerPen {
	return layerPen{img: img, lay: c.Lay, ox: -c.r.baseRect.X, oy: -c.r.baseRect.Y}
}

// at is the layer position of point p.
func (p layerPen) at(pt rules.Point) (float64, float64) {
	x, y := p.lay.PointXY(pt)
	return x + p.ox, y + p.oy
}

// sprite draws s centred (cen is its half size) on point pt, tinted by col
// with alpha a.
func (p layerPen) sprite(s *ebiten.Image, cen float64, pt rules.Point, col color.Color, a float32) {
	x, y := p.at(pt)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-cen), math.Round(y-cen))
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(a)
	p.img.DrawImage(s, op)
}
