package glyphs

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
)

// glyphKey is a glyph image: a rune at a fraction of a pixel (1/64s)
// across. Up and down it is always at the same fraction, its box's.
type glyphKey struct {
	r    rune
	frac fixed.Int26_6
}

// glyphCache keeps a face's glyph images in two generations: a glyph is
// looked up in the young one, then the old (and moved to the young);
// when the young one is full the old one's images are freed and the young
// one grows old. So the images kept are at most two generations', and a
// glyph drawn since the last turn is never freed. A generation holds
// 256 glyphs per horizontal position (2,048 for small text): a Chinese
// lesson page draws some 300 characters, a few positions each.
type glyphCache struct {
	young, old map[glyphKey]*ebiten.Image
	limit      int // a generation's glyphs
	made       int // images made (the tests' count)
}

// glyph is r's image at fraction frac of a pixel across (nil when the
// glyph has no pixels), made on first use.
func (c *glyphCache) glyph(p *part, r rune, box fixed.Rectangle26_6, frac fixed.Int26_6) *ebiten.Image {
	key := glyphKey{r, frac}
	if img, ok := c.young[key]; ok {
		return img
	}
	img, ok := c.old[key]
	if ok {
		delete(c.old, key)
	} else {
		if img = rasterise(p, r, box, frac); img != nil {
			c.made++
		}
	}
	if len(c.young) >= c.limit {
		for _, old := range c.old {
			if old != nil {
				old.Deallocate()
			}
		}
		c.old, c.young = c.young, nil
	}
	if c.young == nil {
		c.young = map[glyphKey]*ebiten.Image{}
	}
	c.young[key] = img
	return img
}

// release frees every image kept.
func (c *glyphCache) release() {
	for _, m := range []map[glyphKey]*ebiten.Image{c.young, c.old} {
		for _, img := range m {
			if img != nil {
				img.Deallocate()
			}
		}
	}
	c.young, c.old = nil, nil
}

// size is the number of glyphs kept.
func (c *glyphCache) size() int { return len(c.young) + len(c.old) }

// rasterise draws r's glyph, its box's top-left corner at (0, 0) moved
// right by frac and down by the box's own fraction, into a new image in
// white (premultiplied: every channel the coverage), one pixel larger
// than the box each way so that no fraction cuts off an edge.
func rasterise(p *part, r rune, box fixed.Rectangle26_6, frac fixed.Int26_6) *ebiten.Image {
	w, h := (box.Max.X - box.Min.X).Ceil(), (box.Max.Y - box.Min.Y).Ceil()
	if w <= 0 || h <= 0 {
		return nil
	}
	w, h = w+1, h+1
	dot := fixed.Point26_6{X: frac - box.Min.X, Y: box.Min.Y&63 - box.Min.Y}
	dr, mask, mp, _, _ := p.f.Glyph(dot, r)
	dr = dr.Intersect(image.Rect(0, 0, w, h))
	if dr.Empty() || mask == nil {
		return nil
	}
	pix := make([]byte, 4*w*h)
	alpha, _ := mask.(*image.Alpha)
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		my := mp.Y + y - dr.Min.Y
		for x := dr.Min.X; x < dr.Max.X; x++ {
			mx := mp.X + x - dr.Min.X
			var a uint8
			if alpha != nil {
				a = alpha.AlphaAt(mx, my).A
			} else {
				_, _, _, a32 := mask.At(mx, my).RGBA()
				a = uint8(a32 >> 8)
			}
			i := 4 * (y*w + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	img := ebiten.NewImage(w, h)
	img.WritePixels(pix)
	return img
}
