package web

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// The app's PNG icons, drawn here in Go from the design of favicon.svg
// (a board's top-left corner in a 64-unit square, a black and a white
// stone), so that the home-screen icons and the favicon are one picture
// and the site build needs no image tools. The drawing is exact and
// deterministic: the same bytes on every build.

// icon is one PNG the site carries.
type icon struct {
	name string
	size int
	// full is edge to edge (maskable icons, Apple's touch icon: the
	// system rounds the corners) with the picture shrunk into the middle
	// 80%, the mask's safe zone; otherwise the rounded square of the
	// favicon on transparency.
	full bool
}

var icons = []icon{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
	{"apple-touch-icon.png", 180, true},
}

// IconNames lists the PNG icons WriteOffline writes.
func IconNames() []string {
	out := make([]string, len(icons))
	for i, ic := range icons {
		out[i] = ic.name
	}
	return out
}

// rgb is a colour as 0..1 channels.
type rgb struct{ r, g, b float64 }

func rgbOf(c uint32) rgb {
	return rgb{float64(c>>16&0xff) / 255, float64(c>>8&0xff) / 255, float64(c&0xff) / 255}
}

// stop is a gradient stop: an offset from 0 to 1 and its colour.
type stop struct {
	at float64
	c  rgb
}

// radial is an SVG radialGradient in the icon's units: centre and radius.
type radial struct {
	cx, cy, r float64
	stops     []stop
}

func (g radial) at(x, y float64) rgb {
	t := math.Hypot(x-g.cx, y-g.cy) / g.r
	if t <= g.stops[0].at {
		return g.stops[0].c
	}
	for i := 1; i < len(g.stops); i++ {
		a, b := g.stops[i-1], g.stops[i]
		if t <= b.at {
			f := (t - a.at) / (b.at - a.at)
			return rgb{a.c.r + (b.c.r-a.c.r)*f, a.c.g + (b.c.g-a.c.g)*f, a.c.b + (b.c.b-a.c.b)*f}
		}
	}
	return g.stops[len(g.stops)-1].c
}

// The picture, as favicon.svg draws it. A stone's gradient is given in its
// bounding box there (cx .36, cy .32, r .75 or .8 of the 19-unit box).
var (
	wood      = rgbOf(0xdcab5c)
	ink       = rgbOf(0x3b2a14)
	whiteRim  = rgbOf(0x6d5f4a)
	blackGrad = radial{29 - 9.5 + 0.36*19, 29 - 9.5 + 0.32*19, 0.75 * 19, []stop{
		{0, rgbOf(0x6b6f76)}, {0.45, rgbOf(0x1f2126)}, {1, rgbOf(0x050506)},
	}}
	whiteGrad = radial{48 - 9.5 + 0.36*19, 48 - 9.5 + 0.32*19, 0.8 * 19, []stop{
		{0, rgbOf(0xffffff)}, {0.6, rgbOf(0xeeeae2)}, {1, rgbOf(0xc2bcb0)},
	}}
)

// paint is the colour of the picture at (x, y) in its 64-unit square, and
// whether there is any (outside the rounded square there is none).
func paint(x, y float64, full bool) (rgb, bool) {
	if !full && !inRoundRect(x, y, 64, 12) {
		return rgb{}, false
	}
	// The lines run on past the square's right and bottom edges: the
	// board goes on.
	const far = 1e3
	c := wood
	in := func(x0, y0, x1, y1 float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
	switch {
	case in(8.5, 8.5, 11.5, far), in(8.5, 8.5, far, 11.5): // the edge, 3 wide, square caps
		c = ink
	case in(28, 10, 30, far), in(47, 10, 49, far), in(10, 28, far, 30), in(10, 47, far, 49):
		c = ink
	}
	if d := math.Hypot(x-29, y-29); d <= 9.5 {
		c = blackGrad.at(x, y)
	}
	if d := math.Hypot(x-48, y-48); d <= 9.9 {
		c = whiteRim
		if d <= 9.1 {
			c = whiteGrad.at(x, y)
		}
	}
	return c, true
}

// inRoundRect reports whether (x, y) is inside the square [0, size]² with
// corners of radius r.
func inRoundRect(x, y, size, r float64) bool {
	if x < 0 || y < 0 || x >= size || y >= size {
		return false
	}
	cx := math.Min(math.Max(x, r), size-r)
	cy := math.Min(math.Max(y, r), size-r)
	return math.Hypot(x-cx, y-cy) <= r
}

// draw renders ic: every pixel the average of a 4×4 grid of samples.
func draw(ic icon) *image.NRGBA {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, ic.size, ic.size))
	scale := 64 / float64(ic.size)
	for py := 0; py < ic.size; py++ {
		for px := 0; px < ic.size; px++ {
			var r, g, b float64
			hits := 0
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) * scale
					y := (float64(py) + (float64(sy)+0.5)/n) * scale
					if ic.full {
						x, y = 32+(x-32)/0.8, 32+(y-32)/0.8
					}
					c, ok := paint(x, y, ic.full)
					if !ok {
						continue
					}
					r, g, b = r+c.r, g+c.g, b+c.b
					hits++
				}
			}
			if hits == 0 {
				continue
			}
			k := 255 / float64(hits)
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r * k)), G: uint8(math.Round(g * k)), B: uint8(math.Round(b * k)),
				A: uint8(math.Round(float64(hits) * 255 / (n * n))),
			})
		}
	}
	return img
}

// Icons returns the PNG icons by file name.
func Icons() (map[string][]byte, error) {
	out := map[string][]byte{}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	for _, ic := range icons {
		var b bytes.Buffer
		if err := enc.Encode(&b, draw(ic)); err != nil {
			return nil, err
		}
		out[ic.name] = b.Bytes()
	}
	return out, nil
}
