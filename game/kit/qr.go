package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
)

// QR draws a QR code's modules (true: dark, the quiet zone included) as
// the largest square of whole pixels per module that fits r, centred, dark
// on white whatever the theme (a phone's camera reads it best so).
func (k *Kit) QR(dst *ebiten.Image, bits [][]bool, r layout.Rect) {
	n := len(bits)
	if n == 0 {
		return
	}
	mod := math.Floor(math.Min(r.W, r.H) / float64(n))
	if mod < 1 {
		return
	}
	side := mod * float64(n)
	x0 := math.Round(r.X + (r.W-side)/2)
	y0 := math.Round(r.Y + (r.H-side)/2)
	vector.DrawFilledRect(dst, float32(x0), float32(y0), float32(side), float32(side), color.White, false)
	for y, row := range bits {
		for x, dark := range row {
			if dark {
				vector.DrawFilledRect(dst, float32(x0+float64(x)*mod), float32(y0+float64(y)*mod), float32(mod), float32(mod), color.Black, false)
			}
		}
	}
}
