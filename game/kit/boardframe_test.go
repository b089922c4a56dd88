//go:build js

package kit

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/vocab/layout"
	"renju/rules"
	"renju/theme"
)

// frameDiff is the board frame of kit k drawn both ways — sliced
// (paintFrame) and as ten whole anti-aliased shapes (paintFrameWhole) —
// compared pixel by pixel: how many pixels differ by more than tol in a
// channel, and the largest difference. It draws, so it runs inside the
// game loop (TestBoardPainter's painter).
func frameDiff(k *Kit, tol int) (over, largest, pixels int, sliced bool) {
	l := k.Lay
	pad, rad := framePad(l), frameRadius(l)
	br := l.Board
	w, h := int(br.W+2*pad), int(br.H+2*pad)
	whole, cut := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer whole.Deallocate()
	defer cut.Deallocate()
	k.paintFrameWhole(whole, pad, pad, br.W, br.H, pad, rad)
	k.paintFrame(cut, pad, pad, br.W, br.H, pad, rad)
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	whole.ReadPixels(a)
	cut.ReadPixels(b)
	for i := 0; i < len(a); i += 4 {
		d := 0
		for j := range 4 {
			d = max(d, abs(int(a[i+j])-int(b[i+j])))
		}
		largest = max(largest, d)
		if d > tol {
			over++
		}
	}
	m := 2 * (rad + 0.75*pad + 3)
	return over, largest, w * h, br.W >= m+1
}

// starDiff is the star points of kit k drawn both ways, each through a
// small image (starPoints) and directly on the layer, compared as
// frameDiff compares.
func starDiff(k *Kit, tol int) (over, largest, pixels int) {
	l := k.Lay
	pad := framePad(l)
	w, h := int(l.Board.W+2*pad), int(l.Board.H+2*pad)
	direct, boxed := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer direct.Deallocate()
	defer boxed.Deallocate()
	for _, img := range []*ebiten.Image{direct, boxed} {
		img.Fill(k.Th.Shadow) // opaque, as the wood under them is
	}
	ox, oy := -(l.Board.X - pad), -(l.Board.Y - pad)
	r := l.Cell * 0.1
	for _, s := range []string{"d4", "d12", "l4", "l12", "h8"} {
		x, y := l.PointXY(rules.MustPoint(s))
		vector.DrawFilledCircle(direct, float32(x+ox), float32(y+oy), float32(r), k.Th.Line, true)
	}
	k.starPoints(boxed, ox, oy, r)
	return diff(direct, boxed, tol)
}

// diff compares two images of one size pixel by pixel.
func diff(a, b *ebiten.Image, tol int) (over, largest, pixels int) {
	w, h := a.Bounds().Dx(), a.Bounds().Dy()
	pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	for i := 0; i < len(pa); i += 4 {
		d := 0
		for j := range 4 {
			d = max(d, abs(int(pa[i+j])-int(pb[i+j])))
		}
		largest = max(largest, d)
		if d > tol {
			over++
		}
	}
	return over, largest, w * h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// frameKits are kits in the layouts the frame is drawn at: a desktop, a
// phone at 3×, a wide screen in the presenter theme.
func frameKits() (map[string]*Kit, error) {
	out := map[string]*Kit{}
	for _, c := range []struct {
		name        string
		w, h, scale float64
		th          theme.Theme
	}{
		{"1280x800", 1280, 800, 1, theme.Standard},
		{"phone 390x844@3", 1170, 2532, 3, theme.Standard},
		{"presenter 1920x1080", 1920, 1080, 1, theme.Presenter},
	} {
		k, err := NewKit()
		if err != nil {
			return nil, err
		}
		k.Prepare(layout.ComputeScaled(c.w, c.h, c.scale, c.th.FontScale), c.th)
		out[fmt.Sprintf("%s (board %.0f px)", c.name, k.Lay.Board.W)] = k
	}
	return out, nil
}
