// Package boardpng draws a printable board diagram as a PNG, for worksheets
// and handouts: a wooden or a plain white board, the grid, the star points,
// coordinates (letters below, numbers on the left, as renju books print
// them), stones with their move numbers, the seeds' marks (letters A, B, C…,
// triangles, squares, circles) and, if asked, the forbidden-point marks.
//
// It is plain Go (image, image/png, golang.org/x/image's rasterizer and the
// app's embedded fonts), so it runs the same in the browser, where the
// Classroom's "PNG" button uses it, and in the host's tests.
package boardpng

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"renju/art"
	"renju/boardview"
	"renju/fonts"
	"renju/rules"
	"renju/theme"
)

// Background is the board's look.
type Background int

const (
	Wood  Background = iota // the app's wood and shaded stones
	White                   // black on white, for printing
)

// Options say how to draw; what to draw is a boardview.Board (its stones,
// move numbers, marks, forbidden points when its overlay is on, and
// coordinates, along the left and bottom edges, when it asks for them; its
// notes are for the screen and are not printed).
type Options struct {
	// Size is the image's width and height in pixels (0: DefaultSize).
	Size       int
	Background Background
	// Yield, if set, is called every few rows while the PNG is encoded,
	// so that a browser can draw meanwhile (the worksheet's Yield).
	Yield func()
}

// DefaultSize is 1200 pixels: 10 cm wide at 300 dpi.
const DefaultSize = 1200

// Geometry is where the grid lies in an image drawn with some Options.
type Geometry struct {
	Size   int
	Cell   float64
	X0, Y0 float64 // the centre of a15 (top left)
}

// Layout returns the geometry of a diagram of size pixels (0:
// DefaultSize), with room for coordinates if coords.
func Layout(size int, coords bool) Geometry {
	s := size
	if s <= 0 {
		s = DefaultSize
	}
	// 14 cells of grid, 0.8 cell of wood beyond the edge lines, and 0.9
	// cell more on the left and at the bottom for the coordinates.
	extra := 0.0
	if coords {
		extra = 0.9
	}
	cell := math.Floor(float64(s) / (14 + 1.6 + extra))
	span := 14 * cell
	x0 := math.Round((float64(s)-span+extra*cell)/2) + 0.5
	y0 := math.Round((float64(s)-span-extra*cell)/2) + 0.5
	return Geometry{Size: s, Cell: cell, X0: x0, Y0: y0}
}

// PointXY is the pixel centre of p.
func (g Geometry) PointXY(p rules.Point) (x, y float64) {
	return g.X0 + float64(p.Col)*g.Cell, g.Y0 + float64(rules.Size-1-p.Row)*g.Cell
}

// Colours.
var (
	paper     = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	ink       = color.RGBA{0x14, 0x14, 0x14, 0xFF}
	woodInk   = color.RGBA{0x3A, 0x27, 0x12, 0xFF}
	woodCoord = color.RGBA{0x4A, 0x33, 0x18, 0xFF}
	stoneW    = color.RGBA{0xFA, 0xFA, 0xF7, 0xFF}
)

var (
	fontOnce sync.Once
	fontReg  *opentype.Font
	fontBold *opentype.Font
	fontErr  error
)

func loadFonts() error {
	fontOnce.Do(func() {
		if fontReg, fontErr = opentype.Parse(fonts.Regular()); fontErr != nil {
			return
		}
		fontBold, fontErr = opentype.Parse(fonts.SemiBold())
	})
	return fontErr
}

// canvas is the image being drawn and a rasterizer for its shapes.
type canvas struct {
	img *image.RGBA
	z   *vector.Rasterizer
}

// shape is a path in image coordinates, added to a rasterizer offset by
// (ox, oy).
type shape func(z *vector.Rasterizer, ox, oy float32)

// fill paints the shapes (within box) in colour c, anti-aliased.
func (c *canvas) fill(box image.Rectangle, col color.Color, shapes ...shape) {
	box = box.Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	if c.z == nil {
		c.z = vector.NewRasterizer(box.Dx(), box.Dy())
	} else {
		c.z.Reset(box.Dx(), box.Dy())
	}
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	for _, s := range shapes {
		s(c.z, ox, oy)
	}
	c.z.Draw(c.img, box, image.NewUniform(col), image.Point{})
}

// circle is a disc of radius r; reverse draws it the other way round, so
// that a reversed smaller circle inside a circle makes a ring.
func circle(cx, cy, r float64, reverse bool) shape {
	return func(z *vector.Rasterizer, ox, oy float32) {
		const k = 0.5522847498
		x, y, R := float32(cx)-ox, float32(cy)-oy, float32(r)
		K := float32(k) * R
		s := float32(1)
		if reverse {
			s = -1
		}
		z.MoveTo(x+R, y)
		z.CubeTo(x+R, y+s*K, x+K, y+s*R, x, y+s*R)
		z.CubeTo(x-K, y+s*R, x-R, y+s*K, x-R, y)
		z.CubeTo(x-R, y-s*K, x-K, y-s*R, x, y-s*R)
		z.CubeTo(x+K, y-s*R, x+R, y-s*K, x+R, y)
		z.ClosePath()
	}
}

// polygon is a closed polygon through pts (x, y pairs).
func polygon(pts ...float64) shape {
	return func(z *vector.Rasterizer, ox, oy float32) {
		z.MoveTo(float32(pts[0])-ox, float32(pts[1])-oy)
		for i := 2; i+1 < len(pts); i += 2 {
			z.LineTo(float32(pts[i])-ox, float32(pts[i+1])-oy)
		}
		z.ClosePath()
	}
}

// segment is a line from (x1, y1) to (x2, y2) of width w, as a polygon.
func segment(x1, y1, x2, y2, w float64) shape {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	if l == 0 {
		return polygon(x1, y1)
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	return polygon(x1+nx, y1+ny, x2+nx, y2+ny, x2-nx, y2-ny, x1-nx, y1-ny)
}

// outline is the outline of a regular polygon with n corners (or a circle
// when n is 0) centred at (cx, cy), outer radius r, line width w.
func outline(n int, cx, cy, r, w, rot float64) []shape {
	if n == 0 {
		return []shape{circle(cx, cy, r, false), circle(cx, cy, r-w, true)}
	}
	pts := func(rad float64, rev bool) []float64 {
		var out []float64
		for i := 0; i < n; i++ {
			k := i
			if rev {
				k = n - 1 - i
			}
			a := rot + 2*math.Pi*float64(k)/float64(n)
			out = append(out, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
		}
		return out
	}
	// The inner polygon's sides lie w inside the outer one's.
	inner := r - w/math.Cos(math.Pi/float64(n))
	return []shape{polygon(pts(r, false)...), polygon(pts(inner, true)...)}
}

func boxAround(cx, cy, r float64) image.Rectangle {
	return image.Rect(int(math.Floor(cx-r-2)), int(math.Floor(cy-r-2)), int(math.Ceil(cx+r+2)), int(math.Ceil(cy+r+2)))
}

// Render draws the diagram of pic.
func Render(pic *boardview.Board, o Options) (*image.RGBA, error) {
	if err := loadFonts(); err != nil {
		return nil, fmt.Errorf("diagram fonts: %w", err)
	}
	g := Layout(o.Size, pic.Coords)
	s := g.Size
	if g.Cell < 4 {
		return nil, fmt.Errorf("diagram: %d pixels is too small", s)
	}
	img := image.NewRGBA(image.Rect(0, 0, s, s))
	c := &canvas{img: img}
	lineCol, coordCol := ink, ink
	if o.Background == Wood {
		stretch(img, art.Wood(256, 256))
		lineCol, coordCol = woodInk, woodCoord
	} else {
		draw.Draw(img, img.Bounds(), image.NewUniform(paper), image.Point{}, draw.Src)
	}

	// Grid: whole-pixel lines, the border heavier.
	lw := math.Max(1, math.Round(g.Cell/30))
	ew := math.Max(lw+1, math.Round(g.Cell/16))
	span := 14 * g.Cell
	for i := 0; i < rules.Size; i++ {
		w := lw
		if i == 0 || i == rules.Size-1 {
			w = ew
		}
		v := float64(i) * g.Cell
		rect(img, g.X0+v-w/2, g.Y0-ew/2, w, span+ew, lineCol)
		rect(img, g.X0-ew/2, g.Y0+v-w/2, span+ew, w, lineCol)
	}
	for _, sp := range []string{"d4", "d12", "l4", "l12", "h8"} {
		x, y := g.PointXY(rules.MustPoint(sp))
		r := math.Max(2, g.Cell*0.09)
		c.fill(boxAround(x, y, r), lineCol, circle(x, y, r, false))
	}

	coordFace, err := face(fontReg, g.Cell*0.42)
	if err != nil {
		return nil, err
	}
	if pic.Coords {
		off := g.Cell * 0.95
		for i := 0; i < rules.Size; i++ {
			x, _ := g.PointXY(rules.Point{Col: i, Row: 0})
			textCentred(img, string(rune('A'+i)), coordFace, x, g.Y0+span+off, coordCol)
			_, y := g.PointXY(rules.Point{Col: 0, Row: i})
			textCentred(img, fmt.Sprint(i+1), coordFace, g.X0-off, y, coordCol)
		}
	}

	// Stones.
	r := g.Cell * 0.47
	var black, white art.StoneSprite
	if o.Background == Wood {
		black = art.Stone(false, r, true)
		white = art.Stone(true, r, true)
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			st := pic.Stones.At(p)
			if st == rules.Empty {
				continue
			}
			x, y := g.PointXY(p)
			if o.Background == Wood {
				sp := black
				if st == rules.White {
					sp = white
				}
				at := image.Pt(int(math.Round(x-sp.CX)), int(math.Round(y-sp.CY)))
				draw.Draw(img, sp.Img.Bounds().Add(at), sp.Img, image.Point{}, draw.Over)
				continue
			}
			if st == rules.Black {
				c.fill(boxAround(x, y, r), ink, circle(x, y, r, false))
			} else {
				c.fill(boxAround(x, y, r), stoneW, circle(x, y, r, false))
				c.fill(boxAround(x, y, r), ink, outline(0, x, y, r, math.Max(1.5, g.Cell*0.045), 0)...)
			}
		}
	}

	// Move numbers.
	numFace, err := face(fontBold, g.Cell*0.46)
	if err != nil {
		return nil, err
	}
	numFace3, err := face(fontBold, g.Cell*0.36)
	if err != nil {
		return nil, err
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			n := pic.Number(p)
			st := pic.Stones.At(p)
			if n <= 0 || st == rules.Empty || pic.Mark(p) != 0 {
				continue // a mark on a stone replaces its number
			}
			x, y := g.PointXY(p)
			f := numFace
			if n >= 100 {
				f = numFace3
			}
			textCentred(img, fmt.Sprint(n), f, x, y, contrast(st))
		}
	}

	// Forbidden points.
	if pic.Overlay {
		for i := 0; i < boardview.Cells; i++ {
			p := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
			k := pic.FoulShown(p)
			if k == rules.NoKind {
				continue // a teacher's mark here goes beside it (MarkBeside)
			}
			x, y := g.PointXY(p)
			drawFoul(c, k, x, y, g.Cell, paperOf(o))
		}
	}

	// Marks.
	markFace, err := face(fontBold, g.Cell*0.58)
	if err != nil {
		return nil, err
	}
	var badgeFace font.Face // made when a mark goes beside a forbidden mark
	for i := 0; i < boardview.Cells; i++ {
		p := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
		m := pic.Mark(p)
		if m == 0 {
			continue
		}
		x, y := g.PointXY(p)
		st := pic.Stones.At(p)
		col := ink
		if st != rules.Empty {
			col = contrast(st)
		}
		cell, mf := g.Cell, markFace
		if pic.MarkBeside(p) {
			// Small, at the upper right, beside the forbidden mark.
			cell = g.Cell * markBadge
			x, y = x+g.Cell*0.38, y-g.Cell*0.38
			if badgeFace == nil {
				if badgeFace, err = face(fontBold, cell*0.58); err != nil {
					return nil, err
				}
			}
			mf = badgeFace
		}
		if st == rules.Empty {
			// Clear the grid under the mark so it reads at a glance.
			bg := paperOf(o)
			if o.Background == Wood {
				bg = sampleAt(img, x+cell*0.3, y+cell*0.3)
			}
			c.fill(boxAround(x, y, cell*0.36), bg, circle(x, y, cell*0.36, false))
		}
		w := math.Max(1.5, cell*0.07)
		switch m {
		case '^':
			c.fill(boxAround(x, y, cell*0.4), col, outline(3, x, y+cell*0.05, cell*0.34, w, -math.Pi/2)...)
		case '#':
			c.fill(boxAround(x, y, cell*0.4), col, outline(4, x, y, cell*0.36, w, math.Pi/4)...)
		case '*':
			c.fill(boxAround(x, y, cell*0.4), col, outline(0, x, y, cell*0.27, w, 0)...)
		default:
			textCentred(img, string(m), mf, x, y, col)
		}
	}
	return img, nil
}

// PNG renders the diagram and encodes it (fast compression: the browser
// makes it while the teacher waits).
func PNG(pic *boardview.Board, o Options) ([]byte, error) {
	img, err := Render(pic, o)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := encode(&buf, img, o.Yield); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// stretch fills dst with src scaled to its size, bilinearly (the wood is
// smooth, so a small painting stretched looks the same as a large one).
func stretch(dst, src *image.RGBA) {
	sw, sh := src.Bounds().Dx(), src.Bounds().Dy()
	dw, dh := dst.Bounds().Dx(), dst.Bounds().Dy()
	for y := 0; y < dh; y++ {
		fy := math.Max(0, (float64(y)+0.5)*float64(sh)/float64(dh)-0.5)
		y0 := min(int(fy), sh-1)
		y1 := min(y0+1, sh-1)
		ty := fy - float64(y0)
		for x := 0; x < dw; x++ {
			fx := math.Max(0, (float64(x)+0.5)*float64(sw)/float64(dw)-0.5)
			x0 := min(int(fx), sw-1)
			x1 := min(x0+1, sw-1)
			tx := fx - float64(x0)
			a, b := src.PixOffset(x0, y0), src.PixOffset(x1, y0)
			c, d := src.PixOffset(x0, y1), src.PixOffset(x1, y1)
			o := dst.PixOffset(x, y)
			for k := 0; k < 4; k++ {
				top := float64(src.Pix[a+k])*(1-tx) + float64(src.Pix[b+k])*tx
				bot := float64(src.Pix[c+k])*(1-tx) + float64(src.Pix[d+k])*tx
				dst.Pix[o+k] = uint8(top*(1-ty) + bot*ty + 0.5)
			}
		}
	}
}

func paperOf(o Options) color.RGBA {
	if o.Background == Wood {
		return art.WoodLight
	}
	return paper
}

func sampleAt(img *image.RGBA, x, y float64) color.RGBA {
	p := image.Pt(int(x), int(y))
	if !p.In(img.Bounds()) {
		return art.WoodLight
	}
	return img.RGBAAt(p.X, p.Y)
}

// markBadge is the size of a teacher's mark drawn beside a forbidden
// mark, relative to its usual size (as on the screen, game/kit).
const markBadge = 0.7

func contrast(st rules.Stone) color.RGBA {
	if st == rules.Black {
		return stoneW
	}
	return ink
}

// drawFoul draws the forbidden-point mark: a cross, alone for a
// double-three, in a square for a double-four, in a circle for an
// overline, with a halo of the paper's colour over the grid.
func drawFoul(c *canvas, k rules.Kind, x, y, cell float64, bg color.RGBA) {
	if k == rules.NoKind {
		return
	}
	col := theme.Standard.FoulColour(k)
	w := math.Max(1.5, cell*0.085)
	a := cell * 0.17
	if k != rules.DoubleThree {
		a = cell * 0.13
	}
	box := boxAround(x, y, cell*0.4)
	cross := func(w float64) []shape {
		return []shape{segment(x-a, y-a, x+a, y+a, w), segment(x+a, y-a, x-a, y+a, w)}
	}
	c.fill(box, bg, cross(w*2.2)...)
	c.fill(box, col, cross(w)...)
	switch k {
	case rules.DoubleFour:
		c.fill(box, col, outline(4, x, y, cell*0.38, w*0.8, math.Pi/4)...)
	case rules.Overline:
		c.fill(box, col, outline(0, x, y, cell*0.28, w*0.8, 0)...)
	}
}

func rect(img *image.RGBA, x, y, w, h float64, col color.RGBA) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	draw.Draw(img, r, image.NewUniform(col), image.Point{}, draw.Over)
}

func face(f *opentype.Font, px float64) (font.Face, error) {
	return opentype.NewFace(f, &opentype.FaceOptions{Size: math.Max(6, px), DPI: 72, Hinting: font.HintingNone})
}

// textCentred draws s with its ink centred on (x, y).
func textCentred(img *image.RGBA, s string, f font.Face, x, y float64, col color.Color) {
	b, _ := font.BoundString(f, s)
	w := float64(b.Max.X-b.Min.X) / 64
	h := float64(b.Max.Y-b.Min.Y) / 64
	bx := x - w/2 - float64(b.Min.X)/64
	by := y + h/2 - float64(b.Max.Y)/64
	d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: f, Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round(bx * 64)), Y: fixed.Int26_6(math.Round(by * 64))}}
	d.DrawString(s)
}
