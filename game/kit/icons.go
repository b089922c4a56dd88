package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
)

// iconKey identifies a cached icon image (drawn white, tinted when used).
type iconKey struct {
	icon screenview.Icon
	size int
}

// Icon draws icon in an s×s square at (x, y), in colour col.
func (k *Kit) Icon(dst *ebiten.Image, icon screenview.Icon, x, y, s float64, col color.Color) {
	key := iconKey{icon, int(math.Round(s))}
	img, ok := k.icons[key]
	if !ok {
		if k.icons == nil {
			k.icons = map[iconKey]*ebiten.Image{}
		}
		img = newImage(max(key.size, 1), max(key.size, 1))
		paintIcon(img, icon, float64(key.size))
		k.icons[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(col)
	dst.DrawImage(img, op)
}

// paintIcon draws icon in white into an s×s image.
func paintIcon(img *ebiten.Image, icon screenview.Icon, s float64) {
	white := color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	w := math.Max(1.5, s*0.12)
	f := func(v float64) float32 { return float32(v * s) }
	var p vector.Path
	switch icon {
	case screenview.Play:
		p.MoveTo(f(0.28), f(0.18))
		p.LineTo(f(0.82), f(0.5))
		p.LineTo(f(0.28), f(0.82))
		p.Close()
		FillPath(img, &p, white)
	case screenview.Pause:
		FillPath(img, RoundRect(s*0.24, s*0.18, s*0.17, s*0.64, s*0.03), white)
		FillPath(img, RoundRect(s*0.59, s*0.18, s*0.17, s*0.64, s*0.03), white)
	case screenview.Restart:
		FillPath(img, RoundRect(s*0.16, s*0.2, s*0.12, s*0.6, s*0.02), white)
		p.MoveTo(f(0.84), f(0.2))
		p.LineTo(f(0.34), f(0.5))
		p.LineTo(f(0.84), f(0.8))
		p.Close()
		FillPath(img, &p, white)
	case screenview.ChevronLeft, screenview.ChevronRight:
		if icon == screenview.ChevronLeft {
			p.MoveTo(f(0.62), f(0.18))
			p.LineTo(f(0.3), f(0.5))
			p.LineTo(f(0.62), f(0.82))
		} else {
			p.MoveTo(f(0.38), f(0.18))
			p.LineTo(f(0.7), f(0.5))
			p.LineTo(f(0.38), f(0.82))
		}
		StrokePath(img, &p, w*1.2, white)
	case screenview.Close:
		p.MoveTo(f(0.25), f(0.25))
		p.LineTo(f(0.75), f(0.75))
		p.MoveTo(f(0.75), f(0.25))
		p.LineTo(f(0.25), f(0.75))
		StrokePath(img, &p, w*1.2, white)
	case screenview.StarFull, screenview.StarOpen:
		for i := 0; i < 10; i++ {
			rad := 0.46
			if i%2 == 1 {
				rad = 0.2
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			x, y := 0.5+rad*math.Cos(a), 0.54+rad*math.Sin(a)
			if i == 0 {
				p.MoveTo(f(x), f(y))
			} else {
				p.LineTo(f(x), f(y))
			}
		}
		p.Close()
		if icon == screenview.StarFull {
			FillPath(img, &p, white)
		} else {
			StrokePath(img, &p, w*0.8, white)
		}
	case screenview.Check:
		p.MoveTo(f(0.18), f(0.52))
		p.LineTo(f(0.42), f(0.76))
		p.LineTo(f(0.84), f(0.26))
		StrokePath(img, &p, w*1.3, white)
	}
}

// PartStar draws a star worth thirds thirds of a whole one (1 to 3) in an
// s×s square at (x, y): the outline, filled from the left as far as the
// star is earned, so that a third and two thirds read at a glance.
func (k *Kit) PartStar(dst *ebiten.Image, x, y, s float64, thirds int, col color.Color) {
	if thirds >= 3 {
		k.Icon(dst, screenview.StarFull, x, y, s, col)
		return
	}
	k.Icon(dst, screenview.StarOpen, x, y, s, col)
	if thirds <= 0 {
		return
	}
	// The star's points reach about 10% in from each side: fill that
	// share of the drawn width.
	w := s * (0.1 + 0.8*float64(thirds)/3)
	k.Icon(Clip(dst, layout.Rect{X: math.Round(x), Y: y, W: w, H: s}), screenview.StarFull, x, y, s, col)
}
