package glyphs

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
)

// Draw draws s in c with its anchor at (x, y): ha says which part of the
// line (start, middle, end) and va which part of the box from ascent to
// descent (top, middle, bottom) the anchor is. s is one line.
//
// Each glyph is one image drawn: its position is the pen's, the pen
// moved by the advances and kerning before it, taken down to the face's
// horizontal step and to a whole pixel vertically; the image is the
// glyph rasterised at the pen's fraction of a pixel, made once.
func (f *Face) Draw(dst *ebiten.Image, s string, x, y float64, c color.Color, ha, va Align) {
	if s == "" {
		return
	}
	var ox float64
	switch ha {
	case Center:
		ox = -f.Advance(s) / 2
	case End:
		ox = -f.Advance(s)
	}
	oy := f.m.Ascent
	switch va {
	case Center:
		oy -= (f.m.Ascent + f.m.Descent) / 2
	case End:
		oy -= f.m.Ascent + f.m.Descent
	}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	for i := 0; i < len(s); {
		p, end := f.run(s, i)
		run := s[i:end]
		i = end
		pen := fixed.Point26_6{X: toFixed(ox), Y: toFixed(oy)}
		pen.Y &^= 63 // a whole pixel: every glyph of a rune has one height
		prev := rune(-1)
		for _, r := range run {
			if prev >= 0 {
				pen.X += p.kern(prev, r)
			}
			prev = r
			box, adv := p.box(r)
			at := pen.X / p.step * p.step
			img := p.imgs.glyph(p, r, box, (at+box.Min.X)&63)
			pen.X += adv
			if img == nil {
				continue // nothing to see: a space
			}
			op.GeoM.Reset()
			op.GeoM.Translate(float64((at+box.Min.X).Floor())+x, float64((pen.Y+box.Min.Y).Floor())+y)
			dst.DrawImage(img, op)
		}
		ox += toFloat(p.measure(run))
	}
}
