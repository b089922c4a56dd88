package game

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/layout"
	"renju/rules"
)

// boardScene is a board for any screen: stones, numbered moves and letter
// marks, drawn on the wood at the layout's board square.
type boardScene struct {
	// key identifies the content: the drawn layer is reused while it is
	// the same (a lesson page's ID and page, say).
	key   string
	board rules.Board
	// moves are numbered 1, 2, … in order (openings).
	moves []rules.Point
	// marks are letters (or '*', '^', '#') on empty points.
	marks map[rules.Point]rune
}

// drawBoardScene draws sc (with coordinates) at the board square.
func (c *Ctx) drawBoardScene(dst *ebiten.Image, sc *boardScene) {
	r := c.r
	r.ensureBase(true)
	if r.scene == nil || r.sceneKey != sc.key {
		if r.scene == nil {
			r.scene = ebiten.NewImage(int(r.baseRect.W), int(r.baseRect.H))
		}
		r.sceneKey = sc.key
		c.paintScene(r.scene, sc)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.baseRect.X, r.baseRect.Y)
	dst.DrawImage(r.scene, op)
}

func (c *Ctx) paintScene(img *ebiten.Image, sc *boardScene) {
	r := c.r
	l := c.Lay
	img.Clear()
	img.DrawImage(r.base, nil)
	ox, oy := -r.baseRect.X, -r.baseRect.Y
	num := map[rules.Point]int{}
	for i, p := range sc.moves {
		num[p] = i + 1
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			x, y := l.PointXY(p)
			x, y = x+ox, y+oy
			s := sc.board.At(p)
			switch s {
			case rules.Black, rules.White:
				sprite := r.black
				tc := rgb(0xF4F1EA)
				if s == rules.White {
					sprite, tc = r.white, rgb(0x1C1D20)
				}
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(math.Round(x-r.stoneC), math.Round(y-r.stoneC))
				img.DrawImage(sprite, op)
				if n := num[p]; n > 0 {
					r.drawText(img, strconv.Itoa(n), r.f.num, x, y, tc, text.AlignCenter, text.AlignCenter)
				}
			case rules.Empty:
				if m, ok := sc.marks[p]; ok {
					c.drawMarkLetter(img, m, x, y)
				}
			}
		}
	}
}

// drawMarkLetter draws a lesson's mark: a letter on a patch of wood that
// hides the grid under it.
func (c *Ctx) drawMarkLetter(dst *ebiten.Image, m rune, x, y float64) {
	r := c.r
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-r.spriteC, -r.spriteC)
	op.GeoM.Scale(0.78, 0.78)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(rgb(0xE9C98F))
	dst.DrawImage(r.disc, op)
	r.drawText(dst, string(m), r.f.num, x, y, rgb(0x7A2E0E), text.AlignCenter, text.AlignCenter)
}

// pointSprite draws sprite (centred at cen) at intersection p, tinted.
func (c *Ctx) pointSprite(dst, sprite *ebiten.Image, cen float64, p rules.Point, col color.Color, alpha float32) {
	x, y := c.Lay.PointXY(p)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-cen), math.Round(y-cen))
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(sprite, op)
}

// capsule is the path of a band of half-width hw from (x0, y0) to
// (x1, y1) with round ends.
func capsule(x0, y0, x1, y1, hw float64) *vector.Path {
	ux, uy := x1-x0, y1-y0
	n := math.Hypot(ux, uy)
	if n == 0 {
		ux, uy = 1, 0
	} else {
		ux, uy = ux/n, uy/n
	}
	nx, ny := -uy, ux
	var p vector.Path
	const steps = 16
	// Around the end at (x1, y1) from +n to -n through +u, then around the
	// start from -n to +n through -u.
	for i := 0; i <= steps; i++ {
		a := math.Pi * float64(i) / steps
		cx := nx*math.Cos(a) + ux*math.Sin(a)
		cy := ny*math.Cos(a) + uy*math.Sin(a)
		if i == 0 {
			p.MoveTo(float32(x1+hw*cx), float32(y1+hw*cy))
		} else {
			p.LineTo(float32(x1+hw*cx), float32(y1+hw*cy))
		}
	}
	for i := 0; i <= steps; i++ {
		a := math.Pi * float64(i) / steps
		cx := -nx*math.Cos(a) - ux*math.Sin(a)
		cy := -ny*math.Cos(a) - uy*math.Sin(a)
		p.LineTo(float32(x0+hw*cx), float32(y0+hw*cy))
	}
	p.Close()
	return &p
}

// imageRect converts a layout rectangle to image bounds.
func imageRect(r layout.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// circlePath is a circle's path.
func circlePath(cx, cy, rad float64) *vector.Path {
	var p vector.Path
	p.Arc(float32(cx), float32(cy), float32(rad), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}

// drawBand draws the translucent band that marks a line, from one
// intersection's centre (x0, y0) to another's, half a cell beyond each.
func (c *Ctx) drawBand(dst *ebiten.Image, x0, y0, x1, y1 float64) {
	l := c.Lay
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	ux, uy := 1.0, 0.0
	if n > 0 {
		ux, uy = dx/n, dy/n
	}
	ext := l.Cell * 0.5
	fillPath(dst, capsule(x0-ux*ext, y0-uy*ext, x1+ux*ext, y1+uy*ext, l.Cell*0.4), withAlpha(colBand, 0.42))
}

// pointSpriteAt draws sprite (centred at cen) centred at (x, y), scaled.
func (c *Ctx) pointSpriteAt(dst, sprite *ebiten.Image, cen, x, y, scale float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-cen, -cen)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(sprite, op)
}
