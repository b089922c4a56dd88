package theme

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/art"
	"renju/rules"
)

// The board's wood, stones and marks as game/kit paints them, measured
// with WCAG's relative luminance. Marks are graphics (WCAG 1.4.11: 3:1
// against what is next to them); a glyph on the board ("?", a teacher's
// letter, an imagined stone's number) is text, 4.5:1.

// woodTones are the darkest and the lightest pixels of the wood as
// package art paints it (game/kit stretches that picture over the board, so
// the board has no tone outside them).
func woodTones() (dark, light color.RGBA) {
	img := art.Wood(256, 256)
	lo, hi := math.Inf(1), math.Inf(-1)
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			c := img.RGBAAt(x, y)
			if l := luminance(c); l < lo {
				lo, dark = l, c
			} else if l > hi {
				hi, light = l, c
			}
		}
	}
	return dark, light
}

// over is c drawn at opacity a over dst, blended as the GPU blends
// Ebitengine's images (premultiplied source-over in sRGB, clamped).
func over(c color.RGBA, a float64, dst color.RGBA) color.RGBA {
	return overPremul(color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}, dst)
}

// overPremul draws the premultiplied colour c over dst (a theme colour
// given with an alpha, such as FoulHalo, is drawn so).
func overPremul(c, dst color.RGBA) color.RGBA {
	k := 1 - float64(c.A)/255
	ch := func(s, d uint8) uint8 { return uint8(math.Min(255, math.Round(float64(s)+float64(d)*k))) }
	return color.RGBA{ch(c.R, dst.R), ch(c.G, dst.G), ch(c.B, dst.B), 0xFF}
}

// stoneTones are the lightest, the darkest and the median pixels of a
// stone (black or white) over the wood between the radii r0 and r1
// (fractions of its radius), as package art paints it; imagined, a black
// stone at 0.6 over the imagined stone's wood instead (game/kit paints
// imagined stones so).
func stoneTones(white bool, wood color.RGBA, r0, r1 float64, imagined *Theme) (light, dark, median color.RGBA) {
	const rad = 60.0
	sp := art.Stone(white, rad, false)
	var cs []color.RGBA
	b := sp.Img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			d := math.Hypot(float64(x)+0.5-sp.CX, float64(y)+0.5-sp.CY) / rad
			if d < r0 || d > r1 {
				continue
			}
			p := sp.Img.RGBAAt(x, y)
			if imagined != nil {
				cs = append(cs, overPremul(color.RGBA{uint8(float64(p.R) * 0.6), uint8(float64(p.G) * 0.6), uint8(float64(p.B) * 0.6), uint8(float64(p.A) * 0.6)}, imagined.ImaginedWood))
			} else {
				cs = append(cs, overPremul(p, wood))
			}
		}
	}
	sort.Slice(cs, func(i, j int) bool { return luminance(cs[i]) < luminance(cs[j]) })
	return cs[len(cs)-1], cs[0], cs[len(cs)/2]
}

// pair is a mark's colour and the colours next to it, and the contrast
// the pair needs.
type pair struct {
	fg   color.RGBA
	bgs  []color.RGBA
	want float64
}

// boardMarks lists every mark of the board and what it is drawn on, in
// th's colours: what game/kit's board painter and marks draw (board.go,
// marks.go). Each is opaque unless the list composites it.
func boardMarks(th *Theme) map[string]pair {
	dark, light := woodTones()
	wood := []color.RGBA{dark, light}
	ring := func(c color.RGBA) pair { return pair{c, wood, 3} }
	halo := func(w color.RGBA) color.RGBA { return overPremul(th.FoulHalo, w) }
	// Rings on stones lie on their rims; numbers and letters within half
	// radius .35 of the centre (a digit is about 0.42 of a cell high).
	blackRim, _, _ := stoneTones(false, dark, 0.85, 0.97, nil)
	_, whiteDark, white := stoneTones(true, dark, 0, 0.35, nil)
	_, _, black := stoneTones(false, dark, 0, 0.35, nil)
	_, _, imagined := stoneTones(false, dark, 0, 0.35, th)
	m := map[string]pair{
		// Answers: right a ring, wrong a square, missed a dashed ring.
		"right answer (ring)":          ring(th.Right),
		"wrong answer (square)":        ring(th.Wrong),
		"missed answer (dashed ring)":  ring(th.Missed),
		"selected point (ring)":        ring(th.Select),
		"answer shown (disc)":          ring(th.KeyPoint),
		"five point / key point (◉)":   ring(th.KeyPoint),
		"key point's centre":           {th.Light, []color.RGBA{th.KeyPoint}, 3},
		"candidate's pulse":            ring(th.WalkInk),
		"hint's question ring":         ring(th.WalkInk),
		"\"?\" on its patch":           {th.WalkInk, []color.RGBA{th.MarkPatch}, 4.5},
		"imagined stone's ring":        ring(th.WalkInk),
		"imagined stone's number":      {th.Light, []color.RGBA{imagined}, 4.5},
		"band's outline":               ring(th.BandEdge),
		"shape's rings on black":       {th.Band, []color.RGBA{blackRim}, 3},
		"teacher's mark (patch edge)":  ring(th.MarkInk),
		"teacher's mark on its patch":  {th.MarkInk, []color.RGBA{th.MarkPatch}, 4.5},
		"last move on a white stone":   {th.LastMove, []color.RGBA{white}, 3},
		"last move on a black stone":   {th.LastMove, []color.RGBA{black}, 3},
		"blocker ✕ on a white stone":   {th.DoubleThree, []color.RGBA{halo(whiteDark)}, 3},
		"teacher's letter on black":    {th.NumberOnBlack, []color.RGBA{black}, 4.5},
		"teacher's letter on white":    {th.NumberOnWhite, []color.RGBA{white}, 4.5},
		"grid line (for comparison)":   {over(color.RGBA{th.Line.R, th.Line.G, th.Line.B, 0xFF}, float64(th.Line.A)/255, dark), wood, 3},
		"band's wash (no requirement)": {over(th.Band, BandAlpha, dark), []color.RGBA{dark}, 1},
	}
	for _, k := range []rules.Kind{rules.DoubleThree, rules.DoubleFour, rules.Overline} {
		c := th.FoulColour(k)
		m[k.String()+" ✕"] = ring(c)
		m[k.String()+" ✕ on its halo"] = pair{c, []color.RGBA{halo(dark), halo(light)}, 3}
	}
	return m
}

// Every mark on the board stands out from the wood (and the stone or
// patch it sits on) by WCAG's 3:1 for graphics, 4.5:1 for glyphs, in
// both looks. Lowering a mark's colour towards the wood fails here.
func TestBoardMarks(t *testing.T) {
	var table []string
	for _, th := range []Theme{Standard, Presenter} {
		for name, p := range boardMarks(&th) {
			worst := math.Inf(1)
			for _, bg := range p.bgs {
				worst = math.Min(worst, Contrast(p.fg, bg))
			}
			table = append(table, fmt.Sprintf("%-10s %-32s %5.2f (needs %.1f)", th.Name, name, worst, p.want))
			assert.GreaterOrEqual(t, worst, p.want, "%s: %s: %v against %v", th.Name, name, p.fg, p.bgs)
		}
	}
	sort.Strings(table)
	t.Log("contrast of the board's marks:\n" + strings.Join(table, "\n"))
}
