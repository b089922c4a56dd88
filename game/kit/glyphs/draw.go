package glyphs

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
)

// placed is a glyph of a line and where its top-left pixel goes, from
// the line's anchor.
type placed struct {
	g    *glyph
	x, y int
}

// place lays s out from the line's origin (ox, oy), the baseline oy
// below the top: each glyph's position is the pen's, the pen moved by the
// advances and kerning before it, taken down to the face's horizontal
// step and to a whole pixel vertically; the glyph is rasterised at the
// pen's fraction of a pixel, once. Glyphs without pixels (a space) are
// left out. The slice is the face's own, reused by the next call.
func (f *Face) place(s string, ox, oy float64) []placed {
	out := f.laid[:0]
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
			g := p.imgs.glyph(p, r, box, (at+box.Min.X)&63)
			pen.X += adv
			if g != nil {
				out = append(out, placed{g, (at + box.Min.X).Floor(), (pen.Y + box.Min.Y).Floor()})
			}
		}
		ox += toFloat(p.measure(run))
	}
	f.laid = out
	return out
}

// Draw draws s in c with its anchor at (x, y): ha says which part of the
// line (start, middle, end) and va which part of the box from ascent to
// descent (top, middle, bottom) the anchor is. s is one line.
//
// Each glyph is one image drawn (made from its coverage on first use).
// The kit's cached texts are drawn by DrawRGBA instead, which draws no
// image at all; Draw is for the few texts drawn straight onto a layer
// (the board's coordinates, the keys' sheet).
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
	for _, pl := range f.place(s, ox, oy) {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(pl.x)+x, float64(pl.y)+y)
		dst.DrawImage(pl.g.image(), op)
	}
}

// DrawRGBA draws s in white into dst (premultiplied, as image.RGBA is),
// the top-left corner of its line box at the whole pixel (x, y), and
// says whether any pixel was inked. Its pixels are Draw's in white at
// (x, y) onto a transparent image, byte for byte: where two glyphs
// overlap, each is composed over what is there, rounded to a byte, as
// the GPU blends Draw's images (source over, premultiplied).
//
// The kit draws each text it caches so, then uploads the image once:
// drawing glyph by glyph into an Ebitengine image cost each new glyph an
// image of its own and its upload, and each glyph a draw, whose records
// the image kept (home's first frame: 130 ms of the page's thread in
// these, in a profile of 2026-12-07 with the profiler on).
func (f *Face) DrawRGBA(dst *image.RGBA, s string, x, y int) bool {
	if s == "" {
		return false
	}
	b := dst.Bounds()
	inked := false
	for _, pl := range f.place(s, 0, f.m.Ascent) {
		g := pl.g
		gx, gy := pl.x+x, pl.y+y
		// The part of the glyph inside dst.
		x0, y0 := max(gx, b.Min.X), max(gy, b.Min.Y)
		x1, y1 := min(gx+g.w, b.Max.X), min(gy+g.h, b.Max.Y)
		if x0 >= x1 {
			continue // wholly off the left or the right edge
		}
		for py := y0; py < y1; py++ {
			src := g.mask[(py-gy)*g.w+x0-gx : (py-gy)*g.w+x1-gx]
			row := dst.Pix[dst.PixOffset(x0, py):]
			for i, a := range src {
				if a == 0 {
					continue
				}
				inked = true
				px := row[4*i : 4*i+4 : 4*i+4]
				o := over(a, px[3])
				px[0], px[1], px[2], px[3] = o, o, o, o
			}
		}
	}
	return inked
}

// Ink is the part of an image DrawRGBA(dst, s, x, y) may ink: the
// union of its glyphs' boxes (each with its pixel of padding). The kit
// makes its text images of this part alone: the rows above and below the
// letters (the line gap, the descent of a line without descenders, the
// kit's padding) would be uploaded for nothing.
func (f *Face) Ink(s string, x, y int) image.Rectangle {
	var r image.Rectangle
	for _, pl := range f.place(s, 0, f.m.Ascent) {
		r = r.Union(image.Rect(pl.x+x, pl.y+y, pl.x+x+pl.g.w, pl.y+y+pl.g.h))
	}
	return r
}

// over is white of alpha a composed over white of alpha d (both
// premultiplied bytes): a + d·(1 − a), rounded to the nearest byte (it
// is never halfway: 255 is odd).
func over(a, d uint8) uint8 {
	return uint8(uint(a) + (uint(d)*(255-uint(a))+127)/255)
}
