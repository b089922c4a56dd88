package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
)

// The keyboard's marks: the focus ring around a button and the board
// cursor. Both are drawn twice, a dark halo under a light line, so they
// stay visible on the dark panel, on a pale button and on the wood alike.
// The ring is the theme's Focus over its FocusHalo (theme's TestFocusRing:
// 3:1 against the background and the halo, and the halo against a gold
// button); the cursor's line is the Active gold, its halo keeping 3:1
// against the pale wood where the gold would not.
var focusHalo = color.RGBA{0x10, 0x10, 0x12, 0xFF}

// FocusRing outlines r, a little outside it, as the keyboard's focus: a
// 3-pixel line (CSS) with a dark band inside it that parts it from the
// button, whatever the button's colour.
func (k *Kit) FocusRing(dst *ebiten.Image, r layout.Rect) {
	s := math.Max(1, k.Lay.Scale)
	w := math.Round(3 * s)
	pad := math.Round(4 * s)
	rad := k.Lay.Font*0.35 + pad
	x, y, rw, rh := r.X-pad, r.Y-pad, r.W+2*pad, r.H+2*pad
	StrokePath(dst, RoundRect(x, y, rw, rh, rad), w+4*s, k.Th.FocusHalo)
	StrokePath(dst, RoundRect(x, y, rw, rh, rad), w, k.Th.Focus)
}

// BoardCursor draws the keyboard's cursor on the intersection at (x, y):
// a square with open corners, the size of a stone, over whatever is there.
func (k *Kit) BoardCursor(dst *ebiten.Image, x, y float64) {
	cell := k.Lay.Cell
	s := math.Max(1, k.Lay.Scale)
	h := cell * 0.56 // half the square's side: just outside a stone
	arm := cell * 0.34
	// Mostly the dark halo: on the pale wood it is the part that shows
	// (the gold line alone is 1.3:1 against the wood).
	for _, pass := range []struct {
		w float64
		c color.Color
	}{{math.Round(5 * s), focusHalo}, {math.Round(2 * s), k.Th.Active}} {
		var p vector.Path
		for _, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			cx, cy := float32(x+c[0]*h), float32(y+c[1]*h)
			p.MoveTo(cx-float32(c[0]*arm), cy)
			p.LineTo(cx, cy)
			p.LineTo(cx, cy-float32(c[1]*arm))
		}
		StrokePath(dst, &p, pass.w, pass.c)
	}
}
