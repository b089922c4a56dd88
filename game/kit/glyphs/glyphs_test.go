//go:build js

// These tests run in headless Chromium (scripts/wasm-test.sh): glyph
// images are Ebitengine images.

package glyphs

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"renju/fonts"
)

// xface is an x/image face of the tutor's font data at px pixels.
func xface(t *testing.T, data []byte, px float64) font.Face {
	t.Helper()
	f, err := opentype.Parse(data)
	require.NoError(t, err)
	ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	require.NoError(t, err)
	return ff
}

func TestNewNeedsAFace(t *testing.T) {
	_, err := New()
	assert.Error(t, err)
	_, err = New(nil)
	assert.Error(t, err, "a nil face is an error, not a panic later")
}

// Advance is x/image's font.MeasureString: each rune's advance and the
// kerning of each pair. Inter's kerning table is read by x/image (810
// pairs among printable ASCII at 16 px), so a kerned pair's width is not
// the sum of its letters'.
func TestAdvanceIsMeasureStringWithKerning(t *testing.T) {
	latin := xface(t, fonts.Regular(), 16)
	f, err := New(latin)
	require.NoError(t, err)
	for _, s := range []string{"", "A", "AV", "\"A\"", "To the five", "Double-four, 4×4", "1 2 3 15"} {
		assert.Equal(t, fix(font.MeasureString(latin, s)), f.Advance(s), "%q", s)
	}
	sum := f.Advance("\"") + f.Advance("A")
	assert.Less(t, f.Advance("\"A"), sum, "the pair is kerned closer")
}

// A rune the Latin face lacks comes from the Chinese one; a run of one
// face is kerned within itself, never across the change of face; a rune
// neither has is the last face's.
func TestRunesFallBackToTheNextFace(t *testing.T) {
	latin := xface(t, fonts.Regular(), 16)
	cjk := xface(t, fonts.CJK(), 16)
	f, err := New(latin, cjk)
	require.NoError(t, err)
	_, inLatin := latin.GlyphAdvance('中')
	require.False(t, inLatin, "the test needs a Chinese character Inter lacks")

	m := func(ff font.Face, s string) float64 { return fix(font.MeasureString(ff, s)) }
	assert.Equal(t, m(cjk, "中文"), f.Advance("中文"))
	assert.NotEqual(t, m(latin, "中文"), f.Advance("中文"), "Inter's missing-glyph width is not the Chinese width")
	assert.Equal(t, m(latin, "AV")+m(cjk, "中")+m(latin, "To"), f.Advance("AV中To"))
	assert.Same(t, f.parts[1], f.partFor('\uE000'), "a private-use rune no face has is the last face's")
	assert.Same(t, f.parts[0], f.partFor('A'))

	var runs []string
	s := "Renju 连珠!"
	for i := 0; i < len(s); {
		p, end := f.run(s, i)
		runs = append(runs, map[bool]string{true: "latin:", false: "cjk:"}[p == f.parts[0]]+s[i:end])
		i = end
	}
	assert.Equal(t, []string{"latin:Renju ", "cjk:连珠", "latin:!"}, runs)
}

// The metrics are each the largest of the faces' (Noto Sans SC is
// taller than Inter at one size): a line of Latin and Chinese keeps one
// baseline and one height.
func TestMetricsAreTheLargest(t *testing.T) {
	latin := xface(t, fonts.Regular(), 20)
	cjk := xface(t, fonts.CJK(), 20)
	f, err := New(latin, cjk)
	require.NoError(t, err)
	lm, cm := latin.Metrics(), cjk.Metrics()
	got := f.Metrics()
	assert.Equal(t, max(fix(lm.Ascent), fix(cm.Ascent)), got.Ascent)
	assert.Equal(t, max(fix(lm.Descent), fix(cm.Descent)), got.Descent)
	assert.Equal(t, max(fix(lm.Height-lm.Ascent-lm.Descent), fix(cm.Height-cm.Ascent-cm.Descent)), got.LineGap)
	assert.Greater(t, got.Ascent, fix(lm.Ascent), "Noto's ascent, not Inter's")
}

// The pen's horizontal steps are finer for small text: 1/8 pixel below
// 20 px of ascent and descent, a whole pixel from 80.
func TestPositions(t *testing.T) {
	assert.Equal(t, 8, positions(19.9))
	assert.Equal(t, 4, positions(20))
	assert.Equal(t, 2, positions(79))
	assert.Equal(t, 1, positions(80))
	f, err := New(xface(t, fonts.Regular(), 12))
	require.NoError(t, err)
	assert.Equal(t, fixed.Int26_6(8), f.parts[0].step, "12 px Inter: 1/8 pixel")
}

// A glyph is rasterised once per position within a pixel: drawing a
// string again makes no image, a rune repeated at many pen positions
// makes at most one image per step of the pen, and the fraction of the
// anchor itself (a whole-pixel offset or not) is the draw's, not a new
// glyph.
func TestGlyphImagesMadeOncePerPosition(t *testing.T) {
	f, err := New(xface(t, fonts.Regular(), 13))
	require.NoError(t, err)
	p := f.parts[0]
	dst := newDst(t)
	drawGlyphs(f, dst, "Renju", 3, 10, image.White, Start, Start)
	made := p.imgs.made
	assert.Equal(t, 5, made, "five glyphs with pixels")
	drawGlyphs(f, dst, "Renju", 3, 10, image.White, Start, Start)
	drawGlyphs(f, dst, "Renju", 40.25, 17.5, image.White, Start, Start)
	assert.Equal(t, made, p.imgs.made, "the same string again, anywhere: no new image")
	drawGlyphs(f, dst, "R", 0, 0, image.White, Start, Start)
	assert.Equal(t, made, p.imgs.made, "'R' at the pen's start: the first glyph's image")

	before := p.imgs.made
	drawGlyphs(f, dst, "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii", 0, 0, image.White, Start, Start)
	n := p.imgs.made - before
	assert.Greater(t, n, 1, "an 'i' is narrower than a whole pixel's multiple: several positions")
	assert.LessOrEqual(t, n, positions(f.m.Ascent+f.m.Descent), "at most one image per position")

	spaces := p.imgs.made
	drawGlyphs(f, dst, "   ", 0, 0, image.White, Center, Center)
	assert.Equal(t, spaces, p.imgs.made, "a space has no image")
}

// Line rasterises each glyph once: a glyph drawn in one text and then
// in another (the kit's texts of two screens) is rasterised once.
func TestLineRasterisesOnce(t *testing.T) {
	f, err := New(xface(t, fonts.Regular(), 16)) // 16 px: 4 positions
	require.NoError(t, err)
	p := f.parts[0]
	clip := image.Rect(0, 0, 200, 40)
	_, r := f.Line("Five", 2, 2, clip)
	assert.False(t, r.Empty())
	assert.Equal(t, 4, p.imgs.made)
	_, r2 := f.Line("Five", 20, 2, clip)
	assert.Equal(t, r.Add(image.Pt(18, 0)), r2, "the same text at another whole pixel: the same glyphs, moved")
	assert.Equal(t, 4, p.imgs.made)
	// "F" starts the other text too, at the pen's start: the same glyph.
	f.Line("For", 2, 20, clip)
	assert.Equal(t, 4+2, p.imgs.made, "only 'o' and 'r' are new")
	_, r = f.Line("  ", 2, 2, clip)
	assert.True(t, r.Empty(), "spaces have no pixels")

	drawGlyphs(f, newDst(t), "Five", 2.5, 2, image.White, Start, Start)
	assert.Equal(t, 4+2, p.imgs.made, "drawn glyph by glyph from the same coverage")
}

// Line's part of the image is its glyphs' boxes within the clip, not the
// line box: a line without descenders leaves the rows below its
// baseline out, and the part is never outside the clip. (That it holds
// every pixel inked is TestDrawsAsTextV2: text/v2's line has none
// outside it.)
func TestLineIsItsGlyphsBoxes(t *testing.T) {
	for _, px := range []float64{11, 16, 23, 46} {
		f, err := New(xface(t, fonts.Regular(), px), xface(t, fonts.CJK(), px))
		require.NoError(t, err)
		m := f.Metrics()
		box := image.Rect(5, 7, 5+int(f.Advance("mnm")), 7+int(m.Ascent+m.Descent+m.LineGap))
		pix, r := f.Line("mnm", 5, 7, image.Rect(0, 0, 400, 120))
		assert.Len(t, pix, 4*r.Dx()*r.Dy())
		assert.Less(t, r.Max.Y, box.Max.Y-1, "%g px: no descender, no rows below the baseline's pixel", px)
		assert.Greater(t, r.Min.Y, box.Min.Y, "%g px: no rows above the x-height's", px)
		clip := image.Rect(8, 0, 20, 12)
		_, r = f.Line("中文 Renju", 5, 7, clip)
		assert.True(t, r.In(clip), "%g px: %v within the clip", px, r)
	}
}

// The cache keeps two generations: however many glyphs are drawn, at
// most two generations' images are kept, and one drawn since the last
// turn is not freed.
func TestGlyphCacheIsBounded(t *testing.T) {
	f, err := New(xface(t, fonts.Regular(), 100)) // 1 position: a glyph per rune
	require.NoError(t, err)
	p := f.parts[0]
	require.Equal(t, fixed.Int26_6(64), p.step)
	p.imgs.limit = 8
	dst := newDst(t)
	letters := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	for i, r := range letters {
		drawGlyphs(f, dst, string(r), 0, 0, image.White, Start, Start)
		if i%4 == 0 {
			drawGlyphs(f, dst, "#", 0, 0, image.White, Start, Start)
		}
		assert.LessOrEqual(t, p.imgs.size(), 2*8)
	}
	made := p.imgs.made
	assert.Equal(t, len(letters)+1, made)
	drawGlyphs(f, dst, "#", 0, 0, image.White, Start, Start)
	assert.Equal(t, made, p.imgs.made, "a glyph drawn in every generation stays")
	drawGlyphs(f, dst, "A", 0, 0, image.White, Start, Start)
	assert.Equal(t, made+1, p.imgs.made, "one not drawn for two generations was freed, and is made again")
}

func newDst(t *testing.T) *ebiten.Image {
	t.Helper()
	img := ebiten.NewImage(200, 120)
	t.Cleanup(img.Deallocate)
	return img
}

func fix(x fixed.Int26_6) float64 { return float64(x) / 64 }
