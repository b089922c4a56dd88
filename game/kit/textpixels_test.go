//go:build js

package kit

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/kit/glyphs"
)

// textDiffs draws texts with Kit.Text, whose images are the part of the
// text's box it inks (paintText), and as the kit drew them before: the
// whole box in white, tinted when copied, at the same place. It says
// which differ. It runs in TestBoardPainter's first frame (pixels are
// read back only in the game loop). It catches a text image placed a
// pixel off its box and a crop that cuts off ink. (That the box's pixels
// are those drawn glyph by glyph is glyphs' TestDrawsAsTextV2.)
func textDiffs(k *Kit) []string {
	var diffs []string
	ink := color.RGBA{0x20, 0x30, 0x40, 0xff}
	bg := color.RGBA{0xf0, 0xe0, 0xc0, 0xff}
	cases := []struct {
		s      string
		f      *glyphs.Face
		x, y   float64
		ha, va glyphs.Align
	}{
		{"Renju: a five in a row. AV To", k.F.Body, 10, 20, glyphs.Start, glyphs.Start},
		{"jgyp| Double-four 四四禁手", k.F.Bold, 200.4, 60.6, glyphs.Center, glyphs.Center},
		{"中文 双四禁手，五连", k.F.Title, 390.5, 100.2, glyphs.End, glyphs.End},
		{"15", k.F.Num, 30.5, 150.5, glyphs.Center, glyphs.Center},
		{"mnm", k.F.Small, 3, 3, glyphs.Start, glyphs.Center},
		{"   ", k.F.Body, 50, 50, glyphs.Start, glyphs.Start},
	}
	for _, c := range cases {
		a, b := ebiten.NewImage(400, 200), ebiten.NewImage(400, 200)
		a.Fill(bg)
		b.Fill(bg)
		k.Text(a, c.s, c.f, c.x, c.y, ink, c.ha, c.va)
		ti := k.texts[textKey{c.s, c.f}]

		bw, bh := int(math.Ceil(ti.w+2*ti.pad)), int(math.Ceil(ti.lineH+2*ti.pad))
		whole := newImage(bw, bh)
		rgba := image.NewRGBA(image.Rect(0, 0, bw, bh))
		pix, r := c.f.Line(c.s, int(ti.pad), int(ti.pad), rgba.Rect)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			copy(rgba.Pix[rgba.PixOffset(r.Min.X, y):], pix[4*(y-r.Min.Y)*r.Dx():4*(y-r.Min.Y+1)*r.Dx()])
		}
		whole.WritePixels(rgba.Pix)
		dx, dy := -ti.pad, -ti.pad
		switch c.ha {
		case glyphs.Center:
			dx -= ti.w / 2
		case glyphs.End:
			dx -= ti.w
		}
		switch c.va {
		case glyphs.Center:
			dy -= ti.lineH / 2
		case glyphs.End:
			dy -= ti.lineH
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(c.x+dx), math.Round(c.y+dy))
		op.ColorScale.ScaleWithColor(ink)
		b.DrawImage(whole, op)

		pa, pb := make([]byte, 4*400*200), make([]byte, 4*400*200)
		a.ReadPixels(pa)
		b.ReadPixels(pb)
		if !bytes.Equal(pa, pb) {
			n := 0
			for i := range pa {
				if pa[i] != pb[i] {
					n++
				}
			}
			diffs = append(diffs, fmt.Sprintf("%q: %d bytes differ (image %v at %v)", c.s, n, ti.img.Bounds().Size(), ti.at))
		}
		if bytes.Equal(pa, make([]byte, len(pa))) {
			diffs = append(diffs, fmt.Sprintf("%q: nothing drawn", c.s))
		}
		for _, img := range []*ebiten.Image{a, b, whole} {
			img.Deallocate()
		}
	}
	return diffs
}
