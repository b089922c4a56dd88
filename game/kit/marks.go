package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/kit/glyphs"
	"renju/rules"
)

// paintFoul draws the forbidden-point mark of kind kind centred at
// (cx, cy), s being the cell size: a cross for every kind, alone for a
// double-three, in a square for a double-four, in a circle for an
// overline. The shape tells the kinds apart without their colours.
func (k *Kit) paintFoul(dst *ebiten.Image, kind rules.Kind, cx, cy, s float64) {
	c := k.Th.FoulColour(kind)
	w := math.Max(1.5, s*0.085)
	a := s * 0.17 // half the cross's arm
	if kind != rules.DoubleThree {
		a = s * 0.13
	}
	var p vector.Path
	p.MoveTo(float32(cx-a), float32(cy-a))
	p.LineTo(float32(cx+a), float32(cy+a))
	p.MoveTo(float32(cx+a), float32(cy-a))
	p.LineTo(float32(cx-a), float32(cy+a))
	// A pale halo under the mark keeps it readable over grid lines.
	StrokePath(dst, &p, w*2.2, k.Th.FoulHalo)
	StrokePath(dst, &p, w, c)
	switch kind {
	case rules.DoubleFour:
		h := s * 0.27
		StrokePath(dst, RoundRect(cx-h, cy-h, 2*h, 2*h, s*0.05), w*0.8, c)
	case rules.Overline:
		StrokePath(dst, CirclePath(cx, cy, s*0.28), w*0.8, c)
	}
}

// dashArc strokes one dash of a dashed ring.
func (k *Kit) dashArc(dst *ebiten.Image, a0, a1, rad, w float64, c color.Color) {
	var d vector.Path
	d.Arc(float32(k.spriteC), float32(k.spriteC), float32(rad), float32(a0), float32(a1), vector.Clockwise)
	StrokePath(dst, &d, w, c)
}

// FoulBadge draws a forbidden kind's mark on a square of the active
// colour, s across, at (x, y): the legend's picture of a kind.
func (k *Kit) FoulBadge(dst *ebiten.Image, kind rules.Kind, x, y, s float64) {
	if k.badges == nil {
		k.badges = map[rules.Kind]*ebiten.Image{}
	}
	img, ok := k.badges[kind]
	if !ok || img.Bounds().Dx() != int(s) {
		img = newImage(max(1, int(s)), max(1, int(s)))
		FillPath(img, RoundRect(0, 0, s, s, s*0.18), k.Th.Active)
		k.paintFoul(img, kind, s/2, s/2, s*1.05)
		k.badges[kind] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	dst.DrawImage(img, op)
}

// FoulMark draws the board's forbidden mark of kind, scaled, centred at
// (x, y) (a legend's picture beside a text).
func (k *Kit) FoulMark(dst *ebiten.Image, kind rules.Kind, x, y, scale float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-k.spriteC, -k.spriteC)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(k.foulSprite(kind), op)
}

// markBadge is the size of a teacher's mark drawn again beside a note
// that covers it, relative to the mark's.
const markBadge = 0.7

// teachingMark draws a mark of the seeds' diagrams at (x, y), size times
// its usual size: a letter, or '^' a triangle, '#' a square, '*' a
// circle; on an empty point over a patch of wood that hides the grid, on
// a stone in its contrasting colour.
func (k *Kit) teachingMark(dst *ebiten.Image, m rune, x, y float64, on rules.Stone, size float64) {
	l := k.Lay
	th := &k.Th
	col := th.MarkInk
	if on != rules.Empty {
		col = k.numberColour(on)
	}
	if on == rules.Empty {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-k.spriteC, -k.spriteC)
		op.GeoM.Scale(0.78*size, 0.78*size)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(th.MarkPatch)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(k.discMark(), op)
	}
	w := math.Max(2*math.Min(1, size*1.5), l.Cell*0.075*th.MarkScale*size)
	s := l.Cell * size
	switch m {
	case '^':
		StrokePath(dst, TrianglePath(x, y+s*0.04, s*0.3), w, col)
	case '#':
		h := s * 0.22
		StrokePath(dst, RoundRect(x-h, y-h, 2*h, 2*h, s*0.03), w, col)
	case '*':
		StrokePath(dst, CirclePath(x, y, s*0.24), w, col)
	default:
		// A letter; in the presenter theme larger than a lesson's.
		f := k.F.Num
		if th.MarkScale != 1 || size != 1 {
			f = k.sizedFace(math.Max(6, math.Round(l.Cell*0.42*th.MarkScale*size)))
		}
		k.Text(dst, string(m), f, x, y, col, glyphs.Center, glyphs.Center)
	}
}

// numberColour is the colour of a number or a mark on a stone.
func (k *Kit) numberColour(s rules.Stone) color.RGBA {
	if s == rules.White {
		return k.Th.NumberOnWhite
	}
	return k.Th.NumberOnBlack
}
