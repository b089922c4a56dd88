package glyphs

import (
	"image"

	"golang.org/x/image/math/fixed"
)

// glyphKey is a glyph: a rune at a fraction of a pixel (1/64s) across.
// Up and down it is always at the same fraction, its box's.
type glyphKey struct {
	r    rune
	frac fixed.Int26_6
}

// glyph is a rune rasterised at one fraction of a pixel: its coverage,
// w×h bytes row by row (its box's top-left corner at (0, 0), moved right
// by the fraction and down by the box's own). It is plain memory, not an
// Ebitengine image: Line composes a line's glyphs, which the kit uploads
// as one image.
type glyph struct {
	mask []byte
	w, h int
}

// glyphCache keeps a face's glyphs in two generations: a glyph is looked
// up in the young one, then the old (and moved to the young); when the
// young one is full the old one's glyphs go and the young one grows old.
// So the glyphs kept are at most two generations', and a glyph drawn
// since the last turn is never dropped. A generation holds 256 glyphs
// per horizontal position (2,048 for small text): a Chinese lesson page
// draws some 300 characters, a few positions each. A glyph's coverage is
// small (a 16 px Latin letter about 200 bytes, a Chinese character about
// 400).
type glyphCache struct {
	young, old map[glyphKey]*glyph
	limit      int // a generation's glyphs
	made       int // glyphs rasterised (the tests' count)
}

// glyph is r at fraction frac of a pixel across (nil when the glyph has
// no pixels), rasterised on first use.
func (c *glyphCache) glyph(p *part, r rune, box fixed.Rectangle26_6, frac fixed.Int26_6) *glyph {
	key := glyphKey{r, frac}
	if g, ok := c.young[key]; ok {
		return g
	}
	g, ok := c.old[key]
	if ok {
		delete(c.old, key)
	} else {
		if g = rasterise(p, r, box, frac); g != nil {
			c.made++
		}
	}
	if len(c.young) >= c.limit {
		c.old, c.young = c.young, nil
	}
	if c.young == nil {
		c.young = map[glyphKey]*glyph{}
	}
	c.young[key] = g
	return g
}

// size is the number of glyphs kept.
func (c *glyphCache) size() int { return len(c.young) + len(c.old) }

// rasterise draws r's glyph, its box's top-left corner at (0, 0) moved
// right by frac and down by the box's own fraction, into a coverage mask
// one pixel larger than the box each way, so that no fraction cuts off
// an edge (text/v2's GoXFace sizes its glyph images so).
func rasterise(p *part, r rune, box fixed.Rectangle26_6, frac fixed.Int26_6) *glyph {
	w, h := (box.Max.X - box.Min.X).Ceil(), (box.Max.Y - box.Min.Y).Ceil()
	if w <= 0 || h <= 0 {
		return nil
	}
	w, h = w+1, h+1
	dot := fixed.Point26_6{X: frac - box.Min.X, Y: box.Min.Y&63 - box.Min.Y}
	full, mask, mp, _, _ := p.f.Glyph(dot, r)
	dr := full.Intersect(image.Rect(0, 0, w, h))
	mp = mp.Add(dr.Min.Sub(full.Min)) // the mask's pixel at dr.Min
	// x/image's opentype faces give their coverage as an *image.Alpha (a
	// face whose mask is not one has no pixels here).
	alpha, ok := mask.(*image.Alpha)
	if dr.Empty() || !ok {
		return nil
	}
	g := &glyph{mask: make([]byte, w*h), w: w, h: h}
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		i := alpha.PixOffset(mp.X, mp.Y+y-dr.Min.Y)
		copy(g.mask[y*w+dr.Min.X:y*w+dr.Max.X], alpha.Pix[i:])
	}
	return g
}
