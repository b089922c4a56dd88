package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
)

// The board's frame: its soft shadow, the wood and the wood's rim, drawn
// with as little anti-aliasing as they need.
//
// Ebitengine anti-aliases a path by drawing it at twice the size into an
// offscreen image of the path's bounding box, then shrinking that onto
// the destination: a shape as large as the board is a board four times
// its area cleared, drawn and read back. The shadow's eight layers, the
// wood and the rim were ten such shapes, and with software GL (headless
// Chromium's SwiftShader) drawing them cost the GPU process about 0.14 s
// of CPU a load of the guided start (make measure, 3 loads each: GPU
// process 1.26 → 1.12 s). Only their corners are curved, so:
//
//   - the shadow and the rim are drawn as before, anti-aliased, around a
//     small board whose straight edges are a pixel or so long, and that
//     picture is stretched to the board's size by its middle row and
//     column (a nine-slice), which along a straight edge hold the same
//     pixels all the way;
//   - the wood's straight edges lie on whole pixels, where anti-aliasing
//     changes nothing: its body is drawn plain, and only its four corners
//     anti-aliased, each in a box of its own.
//
// The pixels are those of the ten shapes drawn whole (TestBoardPainter
// compares them at 1× and 3× and in the presenter's theme), which
// paintFrameWhole still draws for a board too small to slice.

// framePad is the room around the board for its shadow (whole pixels),
// frameRadius the radius of the wood's corners.
func framePad(l layout.Layout) float64    { return math.Ceil(l.Font * 0.9) }
func frameRadius(l layout.Layout) float64 { return math.Round(l.Font * 0.3) }

// shadowSteps is the number of translucent layers of the board's shadow.
const shadowSteps = 8

// drawShadow draws the board's shadow for a board at (bx, by), w×h:
// stacked translucent rounded rectangles, offset downwards.
func drawShadow(img *ebiten.Image, bx, by, w, h, pad, rad float64, col color.RGBA) {
	for i := shadowSteps; i >= 1; i-- {
		grow := pad * 0.7 * float64(i) / float64(shadowSteps)
		a := 0.05 * (1 - float64(i-1)/float64(shadowSteps))
		FillPath(img, RoundRect(bx-grow*0.6, by-grow*0.3+pad*0.25, w+grow*1.2, h+grow*1.2, rad+grow), WithAlpha(col, a))
	}
}

// drawRim draws the wood's thin darker rim for a board at (bx, by), w×h.
func drawRim(img *ebiten.Image, bx, by, w, h, rad, width float64, col color.RGBA) {
	StrokePath(img, RoundRect(bx+0.5, by+0.5, w-1, h-1, rad), width, col)
}

// woodVertices maps the wood texture (wn texels) onto the board at
// (bx, by), w×h: it is sampled half a texel inside its edges, so the
// linear filter never reads outside it and the default address mode will
// do (ClampToZero costs one more shader, whose compile was the slowest of
// the first frame's: 90–280 ms with software GL, TestStartupSideBySide).
func woodVertices(vs []ebiten.Vertex, bx, by, w, h float64, wn int) {
	texels := float32(wn) - 1
	for i := range vs {
		vs[i].SrcX = 0.5 + (vs[i].DstX-float32(bx))/float32(w)*texels
		vs[i].SrcY = 0.5 + (vs[i].DstY-float32(by))/float32(h)*texels
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 1, 1, 1, 1
	}
}

// paintFrameWhole draws the shadow, the wood and the rim as ten whole
// anti-aliased shapes (for a board too small to slice, and the reference
// of the sliced drawing).
func (k *Kit) paintFrameWhole(img *ebiten.Image, bx, by, w, h, pad, rad float64) {
	th := &k.Th
	drawShadow(img, bx, by, w, h, pad, rad, th.Shadow)
	wood, wn := woodImage()
	vs, is := RoundRect(bx, by, w, h, rad).AppendVerticesAndIndicesForFilling(nil, nil)
	woodVertices(vs, bx, by, w, h, wn)
	img.DrawTriangles(vs, is, wood, &ebiten.DrawTrianglesOptions{AntiAlias: true, Filter: ebiten.FilterLinear})
	drawRim(img, bx, by, w, h, rad, math.Max(1, k.Lay.Scale), th.Rim)
}

// paintFrame draws the board's shadow, wood and rim for a board at
// (bx, by), w×h, in a layer whose origin is pad above and to the left of
// the board (bx, by and pad whole pixels, as ensureBase has them).
func (k *Kit) paintFrame(img *ebiten.Image, bx, by, w, h, pad, rad float64) {
	// The small board: every layer's corners and a straight stretch of a
	// pixel or more between them (the widest shadow layer's corner ends
	// 0.28·pad + rad past the board's side, its offset 0.49·pad + rad
	// below its top).
	m := 2 * math.Ceil(rad+0.75*pad+3)
	if w < m+1 || h < m+1 || bx != pad || by != pad || w != math.Round(w) || h != math.Round(h) {
		k.paintFrameWhole(img, bx, by, w, h, pad, rad)
		return
	}
	th := &k.Th
	side := int(m + 2*pad)
	small := newImage(side, side)
	defer small.Deallocate()

	// The shadow, stretched.
	drawShadow(small, pad, pad, m, m, pad, rad, th.Shadow)
	stretch(img, small, int(pad+m/2), int(w-m), int(h-m))

	// The wood: its body plain, its corners anti-aliased each in its own
	// box (the body's edges, and the boxes', lie on whole pixels).
	wood, wn := woodImage()
	rc := math.Ceil(rad)
	var vs []ebiten.Vertex
	var is []uint16
	for _, r := range [][4]float64{
		{bx + rc, by, w - 2*rc, h},           // the middle, top to bottom
		{bx, by + rc, rc, h - 2*rc},          // the left strip
		{bx + w - rc, by + rc, rc, h - 2*rc}, // the right strip
	} {
		n := uint16(len(vs))
		x0, y0, x1, y1 := float32(r[0]), float32(r[1]), float32(r[0]+r[2]), float32(r[1]+r[3])
		vs = append(vs, ebiten.Vertex{DstX: x0, DstY: y0}, ebiten.Vertex{DstX: x1, DstY: y0},
			ebiten.Vertex{DstX: x0, DstY: y1}, ebiten.Vertex{DstX: x1, DstY: y1})
		is = append(is, n, n+1, n+2, n+1, n+3, n+2)
	}
	woodVertices(vs, bx, by, w, h, wn)
	img.DrawTriangles(vs, is, wood, &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear})
	// Each corner through the small image (copyBox: drawn on img, the
	// four made Ebitengine's offscreen image for anti-aliasing as large
	// as the board).
	if rc > 0 {
		for _, c := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			x, y := math.Floor(bx+c[0]*(w-rc)), math.Floor(by+c[1]*(h-rc))
			cvs, cis := woodCorner(bx, by, w, h, rad, rc, c[0], c[1]).AppendVerticesAndIndicesForFilling(nil, nil)
			woodVertices(cvs, bx, by, w, h, wn)
			for i := range cvs {
				cvs[i].DstX -= float32(x)
				cvs[i].DstY -= float32(y)
			}
			small.Clear()
			small.DrawTriangles(cvs, cis, wood, &ebiten.DrawTrianglesOptions{AntiAlias: true, Filter: ebiten.FilterLinear})
			copyBox(img, small, int(x), int(y), int(rc), int(rc))
		}
	}

	// The rim, stretched, over the wood.
	small.Clear()
	drawRim(small, pad, pad, m, m, rad, math.Max(1, k.Lay.Scale), th.Rim)
	stretch(img, small, int(pad+m/2), int(w-m), int(h-m))
}

// woodCorner is the part of the wood's rounded rectangle (at (bx, by),
// w×h, corners of radius rad) in the rc×rc box of one corner: right and
// bottom say which.
func woodCorner(bx, by, w, h, rad, rc, right, bottom float64) *vector.Path {
	// The top left corner, mirrored: (x, y) in the corner's own frame,
	// from its outer edges inwards.
	sx, sy := 1.0, 1.0
	ox, oy := bx, by
	if right == 1 {
		sx, ox = -1, bx+w
	}
	if bottom == 1 {
		sy, oy = -1, by+h
	}
	pt := func(x, y float64) (float32, float32) { return float32(ox + sx*x), float32(oy + sy*y) }
	var p vector.Path
	p.MoveTo(pt(rc, rc))
	p.LineTo(pt(rc, 0))
	p.LineTo(pt(rad, 0))
	cx, cy := pt(0, 0)
	ex, ey := pt(0, rad)
	p.ArcTo(cx, cy, ex, ey, float32(rad))
	p.LineTo(pt(0, rc))
	p.Close()
	return &p
}

// stretch draws src, a picture of a small board frame, onto dst with its
// middle column and row (at c) repeated dx and dy more times: the corners
// as they are, the edges and the middle stretched with the nearest
// filter, which copies the one column or row.
func stretch(dst, src *ebiten.Image, c, dx, dy int) {
	n := src.Bounds().Dx()
	// The source's bands along each axis: before c, c itself, after it;
	// where each goes, and how wide it becomes.
	type band struct{ from, to, at, size int }
	bands := func(d int) [3]band {
		return [3]band{{0, c, 0, c}, {c, c + 1, c, d + 1}, {c + 1, n, c + 1 + d, n - c - 1}}
	}
	xs, ys := bands(dx), bands(dy)
	for _, bx := range xs {
		for _, by := range ys {
			sub := src.SubImage(image.Rect(bx.from, by.from, bx.to, by.to)).(*ebiten.Image)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(float64(bx.size)/float64(bx.to-bx.from), float64(by.size)/float64(by.to-by.from))
			op.GeoM.Translate(float64(bx.at), float64(by.at))
			dst.DrawImage(sub, op)
		}
	}
}
