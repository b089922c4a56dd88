package kit

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Anti-aliased shapes that are small but lie far apart on a large image
// (the wood's four corners, the five star points) are drawn through a
// small image of their own.
//
// Ebitengine anti-aliases the paths drawn on an image through an
// offscreen image twice the size of the union of every region that image
// was ever drawn on anti-aliased (internal/ui's bigOffscreenImage: the
// region only grows), cleared, drawn and shrunk onto it at every flush.
// The board's four corners made that the whole board layer: on the
// guided start's first frame a 1344×1344 image (a 2048×2048 texture, 16
// MB) made, cleared three times and read back twice, with software GL
// all CPU in the GPU process (a module built with -tags ebitenginedebug
// logs it).

// inBox draws, anti-aliased, a shape that lies in the w×h box at (x, y)
// of dst (whole pixels): draw paints it into scratch (cleared, at least
// w×h) with its coordinates less (x, y), and the box is then copied onto
// dst. The pixels are those of the shape drawn on dst itself: the
// offscreen images of both are on the same half-pixel grid, and the
// copy is the same blend as Ebitengine's own.
func inBox(dst, scratch *ebiten.Image, x, y, w, h int, draw func(scratch *ebiten.Image, dx, dy float64)) {
	scratch.Clear()
	draw(scratch, -float64(x), -float64(y))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(scratch.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image), op)
}

// box is the whole-pixel box around a disc of radius r at (cx, cy), a
// pixel to spare on each side.
func box(cx, cy, r float64) (x, y, side int) {
	x, y = int(math.Floor(cx-r))-1, int(math.Floor(cy-r))-1
	return x, y, int(math.Ceil(cx+r)) + 1 - x
}
