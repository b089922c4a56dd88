package game

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"renju/game/fonts"
	"renju/rules"
)

// Colours. The page around the app is dark (#1c1d20), so the app is too:
// the wooden board is the bright thing on the screen.
var (
	colBackground = rgb(0x1C1D20)
	colText       = rgb(0xECE8E1)
	colDim        = rgb(0xA9A398)
	colFaint      = rgb(0x77726B)
	colButton     = rgb(0x2A2C31)
	colButtonHi   = rgb(0x34373D)
	colBorder     = rgb(0x42454C)
	colActive     = rgb(0xE2BC78)
	colActiveText = rgb(0x1C1D20)
	colDisabled   = rgb(0x5E5B57)
	colNotice     = rgb(0xF2B866)
	colAccent     = rgb(0x6FB1FF)

	colLine     = color.RGBA{0x3A, 0x27, 0x12, 0xE6}
	colCoord    = color.RGBA{0x5C, 0x41, 0x22, 0xFF}
	colLastMove = rgb(0xE8453C)
	colSelect   = rgb(0x1E6FE0)

	// The forbidden-point marks, by kind: all are a cross (forbidden);
	// the frame and the colour tell the kind apart.
	colDoubleThree = rgb(0xD0302A)
	colDoubleFour  = rgb(0x1D5CC4)
	colOverline    = rgb(0x7C3AB8)
)

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF}
}

// withAlpha returns c (opaque) at alpha a, premultiplied as color.RGBA wants.
func withAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// fontSet is the parsed fonts: Inter (regular, semibold) with Noto Sans SC
// as the fallback for Chinese. Faces are made per size from them.
//
// The faces are x/image/font faces (text.GoXFace), not text.GoTextFace: the
// latter brings the go-text shaping engine, which makes the wasm 3.3 MB
// larger (0.7 MB gzipped). The tutor's text needs no shaping: Latin and
// Chinese, left to right, without ligatures.
type fontSet struct {
	regular, semibold, cjk *opentype.Font
}

func loadFonts() (*fontSet, error) {
	load := func(name string, b []byte) (*opentype.Font, error) {
		f, err := opentype.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", name, err)
		}
		return f, nil
	}
	var fs fontSet
	var err error
	if fs.regular, err = load("Inter Regular", fonts.Regular()); err != nil {
		return nil, err
	}
	if fs.semibold, err = load("Inter SemiBold", fonts.SemiBold()); err != nil {
		return nil, err
	}
	if fs.cjk, err = load("Noto Sans SC", fonts.CJK()); err != nil {
		return nil, err
	}
	return &fs, nil
}

// face returns a face of size px device pixels, Latin from Inter (bold:
// SemiBold) with Chinese from Noto Sans SC.
func (fs *fontSet) face(px float64, bold bool) text.Face {
	src := fs.regular
	if bold {
		src = fs.semibold
	}
	opts := &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone}
	latin, err := opentype.NewFace(src, opts)
	if err != nil {
		return nil
	}
	lf := text.NewGoXFace(latin)
	cjk, err := opentype.NewFace(fs.cjk, opts)
	if err != nil {
		return lf
	}
	mf, err := text.NewMultiFace(lf, text.NewGoXFace(cjk))
	if err != nil {
		return lf
	}
	return mf
}

// faces are the sizes the app uses, made for one layout.
type faces struct {
	body, bold, title, small, mono text.Face
	big, narr, huge                text.Face // the walk's narration (two sizes); large titles
	coord, num, num3               text.Face
	lineH, smallLineH, bigLineH    float64
	narrLineH                      float64
}

// drawText draws s with its anchor at (x, y): ha and va say which part of
// the text the anchor is (start, centre or end of the line box).
func drawText(dst *ebiten.Image, s string, f text.Face, x, y float64, c color.Color, ha, va text.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = ha
	op.SecondaryAlign = va
	text.Draw(dst, s, f, op)
}

// whitePixel is the source of flat-colour triangles.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// fillPath fills p with c (anti-aliased).
func fillPath(dst *ebiten.Image, p *vector.Path, c color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	colourVertices(vs, c)
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs, is, whitePixel, op)
}

// strokePath strokes p with width w and colour c (anti-aliased).
func strokePath(dst *ebiten.Image, p *vector.Path, w float64, c color.Color) {
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

// roundRect is the path of a rectangle with corners of radius rad.
// trianglePath is an upright equilateral triangle centred on (cx, cy) with
// circumradius rad: the triangle mark of the seeds' diagrams.
func trianglePath(cx, cy, rad float64) *vector.Path {
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

func roundRect(x, y, w, h, rad float64) *vector.Path {
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

// markColour is the colour of a forbidden-point mark.
func markColour(k rules.Kind) color.RGBA {
	switch k {
	case rules.DoubleFour:
		return colDoubleFour
	case rules.Overline:
		return colOverline
	}
	return colDoubleThree
}

// drawMark draws the forbidden-point mark of kind k centred at (cx, cy), s
// being the cell size: a cross for every kind, alone for double-three, in
// a square for double-four, in a circle for overline.
func drawMark(dst *ebiten.Image, k rules.Kind, cx, cy, s float64) {
	c := markColour(k)
	w := math.Max(1.5, s*0.085)
	a := s * 0.17 // half the cross's arm
	if k != rules.DoubleThree {
		a = s * 0.13
	}
	var p vector.Path
	p.MoveTo(float32(cx-a), float32(cy-a))
	p.LineTo(float32(cx+a), float32(cy+a))
	p.MoveTo(float32(cx+a), float32(cy-a))
	p.LineTo(float32(cx-a), float32(cy+a))
	// A pale halo under the mark keeps it readable over grid lines.
	strokePath(dst, &p, w*2.2, color.RGBA{0xF4, 0xDE, 0xB0, 0xB0})
	strokePath(dst, &p, w, c)
	switch k {
	case rules.DoubleFour:
		h := s * 0.27
		fr := roundRect(cx-h, cy-h, 2*h, 2*h, s*0.05)
		strokePath(dst, fr, w*0.8, c)
	case rules.Overline:
		var q vector.Path
		q.Arc(float32(cx), float32(cy), float32(s*0.28), 0, 2*math.Pi, vector.Clockwise)
		q.Close()
		strokePath(dst, &q, w*0.8, c)
	}
}
