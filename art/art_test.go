package art

import (
	"image"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func alphaAt(img *image.RGBA, x, y int) uint8 { return img.Pix[img.PixOffset(x, y)+3] }

func TestStone(t *testing.T) {
	for _, r := range []float64{6, 20.5, 60} {
		for _, white := range []bool{false, true} {
			sp := Stone(white, r, r > 10)
			img := sp.Img
			b := img.Bounds()
			assert.Equal(t, b.Dx(), b.Dy())
			assert.Equal(t, r > 10, b.Dx()%2 == 1, "parity")
			assert.Equal(t, float64(b.Dx())/2, sp.CX)
			assert.GreaterOrEqual(t, float64(b.Dx()), 2*r)
			cx, cy := int(sp.CX), int(sp.CY)
			c := img.RGBAAt(cx, cy)
			assert.Equal(t, uint8(255), c.A, "opaque centre")
			lum := (int(c.R) + int(c.G) + int(c.B)) / 3
			if white {
				assert.Greater(t, lum, 180, "white stone is light (r=%v)", r)
			} else {
				assert.Less(t, lum, 90, "black stone is dark (r=%v)", r)
			}
			// Transparent top-left corner (the shadow falls the other way).
			assert.Equal(t, uint8(0), alphaAt(img, 0, 0))
			// Just outside the stone at the upper left: nearly clear.
			o := int(sp.CX - r*0.75 - 2)
			assert.Less(t, alphaAt(img, o, o), uint8(40))
			// Lower right just outside: some shadow.
			s := int(sp.CX + r*0.71 + 1)
			if r >= 20 {
				assert.Greater(t, alphaAt(img, s, s), uint8(0), "shadow at r=%v", r)
			}
			// Premultiplied: no channel above alpha.
			for i := 0; i < len(img.Pix); i += 4 {
				a := img.Pix[i+3]
				if img.Pix[i] > a || img.Pix[i+1] > a || img.Pix[i+2] > a {
					t.Fatalf("pixel %d not premultiplied: %v", i/4, img.Pix[i:i+4])
				}
			}
		}
	}
}

func TestStoneHighlightUpperLeft(t *testing.T) {
	sp := Stone(false, 40, false)
	ul := sp.Img.RGBAAt(int(sp.CX-14), int(sp.CY-16))
	lr := sp.Img.RGBAAt(int(sp.CX+14), int(sp.CY+16))
	assert.Greater(t, int(ul.R), int(lr.R)+20, "lit from the upper left")
}

func TestWood(t *testing.T) {
	img := Wood(200, 200)
	minL, maxL := 999, 0
	for y := 0; y < 200; y++ {
		for x := 0; x < 200; x++ {
			c := img.RGBAAt(x, y)
			assert.Equal(t, uint8(255), c.A)
			l := int(c.R) + int(c.G) + int(c.B)
			minL, maxL = min(minL, l), max(maxL, l)
			// Warm: red over green over blue.
			if !(c.R >= c.G && c.G >= c.B) {
				t.Fatalf("not a warm wood colour at %d,%d: %v", x, y, c)
			}
		}
	}
	assert.Greater(t, maxL-minL, 20, "there is grain")
	assert.Less(t, maxL-minL, 200, "but it is subtle")
}

func BenchmarkStone(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Stone(true, 40, true)
	}
}

func BenchmarkWood(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Wood(360, 360)
	}
}

func TestSinTurns(t *testing.T) {
	for x := -3.0; x < 3; x += 0.000731 {
		if d := math.Abs(sinTurns(x) - math.Sin(2*math.Pi*x)); d > 5e-6 {
			t.Fatalf("sinTurns(%v) is %v off", x, d)
		}
	}
}
