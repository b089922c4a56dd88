//go:build js

package glyphs

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawGlyphs draws s in c with its anchor at (x, y) as the package drew
// before Line, and as text/v2 draws: each glyph's coverage a white
// Ebitengine image of its own, tinted and drawn at the glyph's place (ha:
// which part of the line is the anchor, start, middle or end; va: which
// part of the box from ascent to descent, top, middle or bottom). The
// tests compare text/v2 with it at fractional anchors and in colour,
// which Line does not draw, so that every step of place is held to
// text/v2's; the benchmark times it as what the kit did before.
func drawGlyphs(f *Face, dst *ebiten.Image, s string, x, y float64, c color.Color, ha, va Align) {
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
	for _, pl := range f.place(s, ox, oy) {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(pl.x)+x, float64(pl.y)+y)
		dst.DrawImage(glyphImage(pl.g), op)
	}
}

// glyphImages are the glyphs' images drawGlyphs made, each made once.
var glyphImages = map[*glyph]*ebiten.Image{}

// glyphImage is g as a white image (premultiplied: every channel the
// coverage).
func glyphImage(g *glyph) *ebiten.Image {
	img, ok := glyphImages[g]
	if !ok {
		pix := make([]byte, 4*len(g.mask))
		for i, a := range g.mask {
			pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = a, a, a, a
		}
		img = ebiten.NewImage(g.w, g.h)
		img.WritePixels(pix)
		glyphImages[g] = img
	}
	return img
}

// freeGlyphImages frees the images drawGlyphs made.
func freeGlyphImages() {
	for g, img := range glyphImages {
		img.Deallocate()
		delete(glyphImages, g)
	}
}

// lineInto draws s with Line into dst (blank), clipped to its bounds, and
// says whether the line covered any of it.
func lineInto(f *Face, dst *image.RGBA, s string, x, y int) bool {
	pix, r := f.Line(s, x, y, dst.Bounds())
	for py := r.Min.Y; py < r.Max.Y; py++ {
		copy(dst.Pix[dst.PixOffset(r.Min.X, py):], pix[4*(py-r.Min.Y)*r.Dx():4*(py-r.Min.Y+1)*r.Dx()])
	}
	return !r.Empty()
}
