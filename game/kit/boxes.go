package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/vocab/layout"
)

// Rounded boxes (buttons, cards, the panels' bars) drawn from one small
// sprite per look instead of an image per size and look. A box's image
// was painted by anti-aliased paths the first time a frame drew a box of
// its size: Ebitengine draws such a path into an offscreen image twice
// the destination's size and shrinks it, and every button and card of a
// new screen had a size no screen had drawn before. Home's first frame
// made an image and two such paths for each of its buttons and tiles
// (kit.roundBox 27 ms of the Skip -> home tap's page thread in a V8
// profile; in headless Chromium's software GL the offscreen images are
// the GPU process's CPU too). Now a look (corner radius, colours,
// border) is painted once, as a box of 2c+1 pixels a side whose corners
// are c x c, and any box of that look at least that large is nine
// pieces of it in one DrawTriangles: its corners as they are, its edges
// and middle stretched from the sprite's middle row and column, which
// are straight (c is past the corners' arcs), so the pixels are the
// image's.

// boxSprite is a look's sprite and its corner size.
type boxSprite struct {
	img *ebiten.Image
	c   int
}

// slicedBox draws the box at r from its look's sprite, and reports
// whether it did: a box narrower or lower than the sprite is left to
// roundBox's image of its size.
func (k *Kit) slicedBox(dst *ebiten.Image, r layout.Rect, rad float64, fill, border color.RGBA, bw float64) bool {
	// The corners' arcs end rad from the box's edge (the fill's), the
	// border's rad+bw/2 (its path is inset by bw/2).
	c := int(math.Ceil(rad + bw/2))
	side := 2*c + 1
	w, h := int(r.W), int(r.H)
	if w < side || h < side || c < 1 {
		return false
	}
	key := bgKey{rad: rad, fill: fill, border: border, bw: bw}
	sp, ok := k.boxes[key]
	if !ok {
		if k.boxes == nil || len(k.boxes) >= maxBoxes {
			for _, s := range k.boxes {
				s.img.Deallocate()
			}
			k.boxes = map[bgKey]boxSprite{}
		}
		img := newImage(side, side)
		s := float64(side)
		FillPath(img, RoundRect(0, 0, s, s, rad), fill)
		if bw > 0 {
			StrokePath(img, RoundRect(bw/2, bw/2, s-bw, s-bw, rad), bw, border)
		}
		sp = boxSprite{img: img, c: c}
		k.boxes[key] = sp
	}
	x, y := float32(math.Round(r.X)), float32(math.Round(r.Y))
	k.boxVerts, k.boxIdx = sliceBox(k.boxVerts[:0], k.boxIdx[:0], x, y, float32(w), float32(h), float32(c), sp.img.Bounds())
	dst.DrawTriangles(k.boxVerts, k.boxIdx, sp.img, &ebiten.DrawTrianglesOptions{})
	return true
}

// sliceBox appends the nine quads of a box at (x, y), w x h, from a
// sprite of corner size c with bounds b: corners c x c as they are, the
// edges and the middle stretched from the sprite's middle row and column.
func sliceBox(vs []ebiten.Vertex, is []uint16, x, y, w, h, c float32, b image.Rectangle) ([]ebiten.Vertex, []uint16) {
	sx, sy := float32(b.Min.X), float32(b.Min.Y)
	// Destination and source stops along each axis: the corner, the
	// stretched middle, the far corner.
	dx := [4]float32{x, x + c, x + w - c, x + w}
	dy := [4]float32{y, y + c, y + h - c, y + h}
	src := [4]float32{0, c, c + 1, 2*c + 1}
	for j := range 3 {
		for i := range 3 {
			n := uint16(len(vs))
			for _, q := range [4][2]int{{i, j}, {i + 1, j}, {i, j + 1}, {i + 1, j + 1}} {
				vs = append(vs, ebiten.Vertex{
					DstX: dx[q[0]], DstY: dy[q[1]],
					SrcX: sx + src[q[0]], SrcY: sy + src[q[1]],
					ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1,
				})
			}
			is = append(is, n, n+1, n+2, n+1, n+3, n+2)
		}
	}
	return vs, is
}
