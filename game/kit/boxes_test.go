//go:build js

package kit

import (
	"fmt"
	"image/color"
	"testing"

	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/layout"
	"renju/theme"
)

// boxDiffs draws rounded boxes both ways — in nine pieces of their
// look's sprite (slicedBox) and painted whole at their size, as roundBox
// painted every box before — and says how each differs, if it does by
// more than one level in a channel: plain and bordered, thin and wide
// borders, a box just larger than its sprite and wide cards, at a
// fractional position (rounded, as before). It reads pixels back, so it
// runs inside the game loop (TestBoardPainter's painter).
func boxDiffs(k *Kit) []string {
	th := &k.Th
	cases := []struct {
		r            layout.Rect
		rad, bw      float64
		fill, border color.RGBA
	}{
		{layout.Rect{X: 3, Y: 4, W: 120, H: 44}, 6, 1.5, th.Button, th.Border},
		{layout.Rect{X: 10.4, Y: 7.6, W: 17, H: 17}, 6, 3, th.Accent, th.Bad},
		{layout.Rect{X: 0, Y: 0, W: 300, H: 140}, 8, 0, th.Card, th.Card},
		{layout.Rect{X: 5, Y: 5, W: 41, H: 260}, 11, 1, th.Background, th.Border},
	}
	const W, H = 320, 280
	var out []string
	for _, tc := range cases {
		name := fmt.Sprintf("%vx%v rad %v border %v", tc.r.W, tc.r.H, tc.rad, tc.bw)
		got := ebiten.NewImage(W, H)
		if !k.slicedBox(got, tc.r, tc.rad, tc.fill, tc.border, tc.bw) {
			out = append(out, name+": not sliced")
			continue
		}
		w, h := float64(int(tc.r.W)), float64(int(tc.r.H))
		whole := ebiten.NewImage(int(w), int(h))
		FillPath(whole, RoundRect(0, 0, w, h, tc.rad), tc.fill)
		if tc.bw > 0 {
			StrokePath(whole, RoundRect(tc.bw/2, tc.bw/2, w-tc.bw, h-tc.bw, tc.rad), tc.bw, tc.border)
		}
		want := ebiten.NewImage(W, H)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(tc.r.X), math.Round(tc.r.Y))
		want.DrawImage(whole, op)
		a, b := make([]byte, 4*W*H), make([]byte, 4*W*H)
		got.ReadPixels(a)
		want.ReadPixels(b)
		for _, img := range []*ebiten.Image{got, whole, want} {
			img.Deallocate()
		}
		worst, at := 0, 0
		for i := range a {
			if d := abs(int(a[i]) - int(b[i])); d > worst {
				worst, at = d, i
			}
		}
		if worst > 1 {
			out = append(out, fmt.Sprintf("%s: %d levels apart at (%d, %d)", name, worst, (at/4)%W, (at/4)/W))
		}
	}
	return out
}

// TestBoxesShareTheirLook: a box of a new size in a look already
// painted makes no image (a new screen's buttons and cards of the
// looks the screen before drew cost their draws only), and a box
// narrower than its look's sprite is left to roundBox.
func TestBoxesShareTheirLook(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	th := &k.Th
	dst := ebiten.NewImage(400, 300)
	defer dst.Deallocate()
	require.True(t, k.slicedBox(dst, layout.Rect{X: 1, Y: 2, W: 120, H: 44}, 6, th.Button, th.Border, 1.5))
	require.Len(t, k.boxes, 1)
	require.True(t, k.slicedBox(dst, layout.Rect{X: 1, Y: 2, W: 333, H: 55}, 6, th.Button, th.Border, 1.5))
	assert.Len(t, k.boxes, 1, "a new size of a painted look: no new sprite")
	require.True(t, k.slicedBox(dst, layout.Rect{X: 1, Y: 2, W: 333, H: 55}, 6, th.ButtonHi, th.Border, 1.5))
	assert.Len(t, k.boxes, 2, "another look: its sprite")
	assert.Empty(t, k.bgs, "no image of a box's size")
	assert.False(t, k.slicedBox(dst, layout.Rect{W: 12, H: 300}, 6, th.Button, th.Border, 1.5), "narrower than the sprite: left to roundBox")
	k.Card(dst, layout.Rect{W: 12, H: 300}, th.Card)
	assert.Len(t, k.bgs, 1, "roundBox paints it at its size")
}
