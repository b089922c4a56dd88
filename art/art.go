// Package art paints the tutor's bitmaps in plain Go: shaded stones with a
// soft shadow, and the wooden board's grain. The Ebitengine layer turns
// them into images once per size, so per-frame drawing only copies them.
package art

import (
	"image"
	"image/color"
	"math"
)

// Palette of the board and stones.
var (
	WoodLight = color.RGBA{0xE6, 0xC0, 0x7E, 0xFF}
	WoodDark  = color.RGBA{0xC9, 0x9A, 0x55, 0xFF}
)

// StoneSprite is a stone bitmap and where its centre is.
type StoneSprite struct {
	Img    *image.RGBA
	CX, CY float64 // the stone's centre in Img's pixels
}

// Stone paints a black (white=false) or white stone of radius r device
// pixels: lit from the top left with a soft highlight, darker towards the
// lower right, with a soft shadow falling to the lower right. The image is
// premultiplied RGBA with a transparent background. With halfPixel the
// centre lies on a pixel's middle (an odd-sized image), else on a pixel
// corner: pick the one that matches where the stone is drawn, so it can be
// copied at a whole-pixel offset without resampling.
func Stone(white bool, r float64, halfPixel bool) StoneSprite {
	if r < 1 {
		r = 1
	}
	shX, shY := 0.07*r, 0.11*r // shadow offset
	blur := math.Max(1.2, 0.12*r)
	pad := math.Ceil(math.Max(shX, shY) + 2*blur + 1)
	size := int(math.Ceil(2*r + 2*pad))
	if (size%2 == 1) != halfPixel {
		size++
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	sp := StoneSprite{Img: img, CX: c, CY: c}

	// Light comes from the upper left.
	lx, ly := c-0.38*r, c-0.42*r
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			dx, dy := px-c, py-c
			d := math.Hypot(dx, dy)

			// Shadow: a blurred disc offset to the lower right.
			sd := math.Hypot(px-c-shX, py-c-shY)
			sa := 0.38 * (1 - smoothstep(r-blur, r+blur, sd))
			out := [4]float64{0, 0, 0, 0}
			out = over(out, [4]float64{0.10, 0.07, 0.03, sa})

			cov := clamp01(r - d + 0.5) // anti-aliased edge
			if cov > 0 {
				col := stoneColour(white, px, py, c, r, lx, ly)
				out = over(out, [4]float64{col[0], col[1], col[2], cov})
			}
			i := img.PixOffset(x, y)
			// Premultiplied: colour times alpha.
			img.Pix[i+0] = uint8(math.Round(255 * out[0] * out[3]))
			img.Pix[i+1] = uint8(math.Round(255 * out[1] * out[3]))
			img.Pix[i+2] = uint8(math.Round(255 * out[2] * out[3]))
			img.Pix[i+3] = uint8(math.Round(255 * out[3]))
		}
	}
	return sp
}

// stoneColour is the straight (non-premultiplied) colour of the stone's
// surface at (px, py).
func stoneColour(white bool, px, py, c, r, lx, ly float64) [3]float64 {
	// t: 0 at the light spot, growing towards the far side.
	t := math.Hypot(px-lx, py-ly) / (1.55 * r)
	t = clamp01(t)
	// Rim: 0 in the middle, 1 at the edge (a hint of roundness).
	rim := clamp01(math.Hypot(px-c, py-c) / r)
	rim = math.Pow(rim, 6)
	if white {
		hi := [3]float64{1.00, 1.00, 0.99}
		lo := [3]float64{0.80, 0.78, 0.74}
		col := mix(hi, lo, math.Pow(t, 1.6))
		return mix(col, [3]float64{0.66, 0.63, 0.58}, 0.45*rim)
	}
	hi := [3]float64{0.36, 0.37, 0.40}
	lo := [3]float64{0.04, 0.04, 0.05}
	col := mix(hi, lo, math.Pow(t, 0.55))
	// A small specular glint.
	g := 1 - smoothstep(0, 0.28*r, math.Hypot(px-(lx+0.05*r), py-(ly+0.05*r)))
	return mix(col, [3]float64{0.62, 0.63, 0.66}, 0.55*g)
}

// Wood paints a w x h piece of the board: warm wood with soft, wavy grain.
// It is smooth, so callers may paint it small and scale it up.
func Wood(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	light := rgbf(WoodLight)
	dark := rgbf(WoodDark)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			u, v := float64(x)/float64(max(w, 1)), float64(y)/float64(max(h, 1))
			// Grain runs top to bottom in long, gently drifting lines of
			// uneven spacing; large soft patches vary the tone.
			drift := 1.8*noise(u*2.2, v*0.55) + 0.12*sinTurns((v*2.6+u*1.7)/(2*math.Pi))
			ring := u*17 + drift
			g := 0.5 + 0.5*sinTurns(ring)
			g *= g
			g *= g // g⁴: thin darker lines between wide light bands (math.Pow took half the time)
			fine := noise(u*160, v*2.5+drift*3)
			broad := noise(u*1.3+7, v*1.1+3)
			t := 0.14 + 0.17*g + 0.08*fine + 0.32*broad
			col := mix(light, dark, clamp01(t))
			i := img.PixOffset(x, y)
			img.Pix[i+0] = uint8(math.Round(255 * col[0]))
			img.Pix[i+1] = uint8(math.Round(255 * col[1]))
			img.Pix[i+2] = uint8(math.Round(255 * col[2]))
			img.Pix[i+3] = 255
		}
	}
	return img
}

// sineTable holds sin over one turn; sinTurns interpolates it. The wood
// is painted while the app starts, and math.Sin was a third of its time.
var sineTable = func() (t [1025]float64) {
	for i := range t {
		t[i] = math.Sin(2 * math.Pi * float64(i) / 1024)
	}
	return t
}()

// sinTurns is sin(2πx) to within 5e-6.
func sinTurns(x float64) float64 {
	f := (x - math.Floor(x)) * 1024
	i := int(f)
	return lerp(sineTable[i], sineTable[i+1], f-float64(i))
}

// noise is smooth value noise in [0, 1].
func noise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int64(x0), int64(y0)
	a, b := hash(ix, iy), hash(ix+1, iy)
	c, d := hash(ix, iy+1), hash(ix+1, iy+1)
	return lerp(lerp(a, b, sx), lerp(c, d, sx), sy)
}

func hash(x, y int64) float64 {
	h := uint64(x)*0x9E3779B97F4A7C15 ^ uint64(y)*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return float64(h&0xFFFFFF) / float64(0xFFFFFF)
}

// over composites straight-alpha src over dst (both straight alpha).
func over(dst, src [4]float64) [4]float64 {
	a := src[3] + dst[3]*(1-src[3])
	if a <= 0 {
		return [4]float64{}
	}
	var out [4]float64
	for k := 0; k < 3; k++ {
		out[k] = (src[k]*src[3] + dst[k]*dst[3]*(1-src[3])) / a
	}
	out[3] = a
	return out
}

func rgbf(c color.RGBA) [3]float64 {
	return [3]float64{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}
}

func mix(a, b [3]float64, t float64) [3]float64 {
	return [3]float64{lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)}
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}
