package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
)

// The kit's drawing primitives: paths filled and stroked with
// anti-aliasing, and text drawn glyph by glyph (text.go caches it).

// whitePixel is the source of flat-colour triangles.
var whitePixel = func() *ebiten.Image {
	img := newImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// FillPath fills p with c (anti-aliased).
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	colourVertices(vs, c)
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs, is, whitePixel, op)
}

// StrokePath strokes p with width w and colour c (anti-aliased).
func StrokePath(dst *ebiten.Image, p *vector.Path, w float64, c color.Color) {
	sop := &vector.StrokeOptions{Width: float32(w), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, sop)
	colourVertices(vs, c)
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs, is, whitePixel, op)
}

func colourVertices(vs []ebiten.Vertex, c color.Color) {
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
}

// RoundRect is the path of a rectangle with corners of radius rad.
func RoundRect(x, y, w, h, rad float64) *vector.Path {
	rad = math.Max(0, math.Min(rad, math.Min(w, h)/2))
	var p vector.Path
	x0, y0, x1, y1 := float32(x), float32(y), float32(x+w), float32(y+h)
	r := float32(rad)
	p.MoveTo(x0+r, y0)
	p.LineTo(x1-r, y0)
	p.ArcTo(x1, y0, x1, y0+r, r)
	p.LineTo(x1, y1-r)
	p.ArcTo(x1, y1, x1-r, y1, r)
	p.LineTo(x0+r, y1)
	p.ArcTo(x0, y1, x0, y1-r, r)
	p.LineTo(x0, y0+r)
	p.ArcTo(x0, y0, x0+r, y0, r)
	p.Close()
	return &p
}

// TrianglePath is an upright equilateral triangle centred on (cx, cy)
// with circumradius rad: the triangle mark of the seeds' diagrams.
func TrianglePath(cx, cy, rad float64) *vector.Path {
	var p vector.Path
	for i := 0; i < 3; i++ {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/3
		px, py := float32(cx+rad*math.Cos(a)), float32(cy+rad*math.Sin(a))
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	return &p
}

// CirclePath is a circle's path.
func CirclePath(cx, cy, rad float64) *vector.Path {
	var p vector.Path
	p.Arc(float32(cx), float32(cy), float32(rad), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}

// capsule is the path of a band of half-width hw from (x0, y0) to
// (x1, y1) with round ends.
func capsule(x0, y0, x1, y1, hw float64) *vector.Path {
	ux, uy := x1-x0, y1-y0
	n := math.Hypot(ux, uy)
	if n == 0 {
		ux, uy = 1, 0
	} else {
		ux, uy = ux/n, uy/n
	}
	nx, ny := -uy, ux
	var p vector.Path
	const steps = 16
	// Around the end at (x1, y1) from +n to -n through +u, then around the
	// start from -n to +n through -u.
	for i := 0; i <= steps; i++ {
		a := math.Pi * float64(i) / steps
		cx := nx*math.Cos(a) + ux*math.Sin(a)
		cy := ny*math.Cos(a) + uy*math.Sin(a)
		if i == 0 {
			p.MoveTo(float32(x1+hw*cx), float32(y1+hw*cy))
		} else {
			p.LineTo(float32(x1+hw*cx), float32(y1+hw*cy))
		}
	}
	for i := 0; i <= steps; i++ {
		a := math.Pi * float64(i) / steps
		cx := -nx*math.Cos(a) - ux*math.Sin(a)
		cy := -ny*math.Cos(a) - uy*math.Sin(a)
		p.LineTo(float32(x0+hw*cx), float32(y0+hw*cy))
	}
	p.Close()
	return &p
}

// WithAlpha returns c (opaque) at alpha a, premultiplied as color.RGBA
// wants.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// Clip is the part of dst inside r.
func Clip(dst *ebiten.Image, r layout.Rect) *ebiten.Image {
	b := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	return dst.SubImage(b).(*ebiten.Image)
}
