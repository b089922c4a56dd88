package kit

import "github.com/hajimehoshi/ebiten/v2"

// MaxImageSide bounds every image the kit makes, in pixels a side.
// Ebitengine v2.8.8 panics ("atlas: the image being put on an atlas is too
// big") on an image wider or taller than its largest atlas, the GPU's
// MAX_TEXTURE_SIZE rounded down to a power of two (internal/atlas/image.go):
// 8192 in headless Chromium's SwiftShader and most browsers, 4096 on some
// older phones. 4000 leaves room for the atlas's padding on the smallest,
// and is still wider than any screen the app lays out in one piece (the
// board is at most the window's shorter side).
const MaxImageSide = 4000

// newImage is ebiten.NewImage with both sides kept between 1 and
// MaxImageSide: a caller that asks for more gets the image clipped, never
// a panic.
func newImage(w, h int) *ebiten.Image {
	return ebiten.NewImage(min(max(w, 1), MaxImageSide), min(max(h, 1), MaxImageSide))
}
