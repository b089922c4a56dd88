package kit

import (
	"image"

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

// copyBox copies the w×h box at the origin of scratch onto dst at (x, y)
// (whole pixels): a shape drawn anti-aliased into scratch, cleared, with
// its coordinates less (x, y) has the pixels it would have drawn on dst
// itself (the offscreen images of both lie on the same half-pixel grid,
// and the copy is the same blend as Ebitengine's own).
func copyBox(dst, scratch *ebiten.Image, x, y, w, h int) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(scratch.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image), op)
}
