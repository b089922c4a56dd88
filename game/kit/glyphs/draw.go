package glyphs

import (
	"image"

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

// Line draws s in white, the top-left corner of its line box at the
// whole pixel (x, y), within clip: it returns r, the part of clip that
// the glyphs' boxes cover (empty when s has no pixels there), and the
// pixels of r, premultiplied RGBA row by row, in the face's own buffer
// (valid until its next Line). The pixels are those of the glyphs drawn one by one as white
// Ebitengine images at (x, y) onto a transparent image, byte for byte:
// where two glyphs overlap, each is composed over what is there, rounded
// to a byte, as the GPU blends (source over, premultiplied).
//
// The kit makes each text's image of r alone and uploads it once:
// drawing glyph by glyph into an Ebitengine image (as text/v2 did, and
// this package before) cost each new glyph an image of its own and its
// upload, and each glyph a draw whose records the image kept (home's
// first frame: 26 ms of the page's thread in these, against 9 to compose
// its texts, in V8's profiles of 2026-12-07); and a whole line box's
// rows above and below the letters (the line gap, a descent without
// descenders, the kit's padding) are a third of its pixels or more.
func (f *Face) Line(s string, x, y int, clip image.Rectangle) ([]byte, image.Rectangle) {
	laid := f.place(s, 0, f.m.Ascent)
	r := image.Rectangle{Min: clip.Max, Max: clip.Min}
	for i := range laid {
		pl := &laid[i]
		pl.x += x
		pl.y += y
		r.Min.X, r.Min.Y = min(r.Min.X, pl.x), min(r.Min.Y, pl.y)
		r.Max.X, r.Max.Y = max(r.Max.X, pl.x+pl.g.w), max(r.Max.Y, pl.y+pl.g.h)
	}
	r = r.Intersect(clip)
	w := r.Dx()
	n := 4 * w * r.Dy()
	if cap(f.pix) < n {
		f.pix = make([]byte, n)
	}
	pix := f.pix[:n]
	clear(pix)
	for _, pl := range laid {
		g := pl.g
		// The part of the glyph inside r.
		x0, x1 := max(pl.x, r.Min.X), min(pl.x+g.w, r.Max.X)
		for py := max(pl.y, r.Min.Y); py < min(pl.y+g.h, r.Max.Y) && x0 < x1; py++ {
			src := g.mask[(py-pl.y)*g.w+x0-pl.x : (py-pl.y)*g.w+x1-pl.x]
			row := pix[4*((py-r.Min.Y)*w+x0-r.Min.X):]
			for i, a := range src {
				if a != 0 {
					o := over(a, row[4*i+3])
					row[4*i], row[4*i+1], row[4*i+2], row[4*i+3] = o, o, o, o
				}
			}
		}
	}
	return pix, r
}

// over is white of alpha a composed over white of alpha d (both
// premultiplied bytes): a + d·(1 − a), rounded to the nearest byte (it
// is never halfway: 255 is odd).
func over(a, d uint8) uint8 {
	return uint8(uint(a) + (uint(d)*(255-uint(a))+127)/255)
}
