//go:build js

package glyphs

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"

	"renju/fonts"
)

// drawCase is one line drawn by both: a face's size and weight, the
// string, the anchor and the alignments.
type drawCase struct {
	px     float64
	bold   bool
	s      string
	x, y   float64
	ha, va Align
}

func (c drawCase) String() string {
	return fmt.Sprintf("%g px bold=%v %q at (%g, %g) align %d/%d", c.px, c.bold, c.s, c.x, c.y, c.ha, c.va)
}

// comparer draws each case with this package and with Ebitengine's
// text/v2 (GoXFace faces in a MultiFace: what the kit drew with before),
// in the game loop, and reads both back.
type comparer struct {
	t     *testing.T
	cases []drawCase
	diffs []string
	inked int // cases whose pixels are not all blank
	done  bool
}

func (c *comparer) Update() error {
	if c.done {
		return ebiten.Termination
	}
	return nil
}

func (c *comparer) Layout(int, int) (int, int) { return 64, 64 }

func (c *comparer) Draw(*ebiten.Image) {
	if c.done {
		return
	}
	c.done = true
	for _, dc := range c.cases {
		ours, theirs := c.draw(dc)
		c.compare(dc.String(), ours, theirs)
		if bytes.Count(ours, []byte{0}) < len(ours) {
			c.inked++
		}
		x, y, ours, theirs := c.drawLine(dc)
		c.compare(fmt.Sprintf("%v: Line at (%d, %d)", dc, x, y), ours, theirs)
	}
}

func (c *comparer) compare(what string, ours, theirs []byte) {
	if !bytes.Equal(ours, theirs) {
		n := 0
		for i := range ours {
			if ours[i] != theirs[i] {
				n++
			}
		}
		c.diffs = append(c.diffs, fmt.Sprintf("%s: %d bytes differ", what, n))
	}
}

// faces are the case's x/image faces, Latin and Chinese.
func (c *comparer) faces(dc drawCase) (latin, cjk font.Face) {
	latinData, cjkData := fonts.Regular(), fonts.CJK()
	if dc.bold {
		latinData, cjkData = fonts.SemiBold(), fonts.CJKBold()
	}
	return xface(c.t, latinData, dc.px), xface(c.t, cjkData, dc.px)
}

// drawLine draws the case's string as the kit's text cache does, with
// Line in white at a whole pixel, and with text/v2 in white at the
// same anchor (start, top) onto a transparent image. The anchor is the
// case's, or with the centred and end alignments one where the line
// runs off the image's left or right edge, and with va one or a few
// pixels off the top or the bottom: Line clips as the GPU does, and
// what it leaves out of its part of the image is blank in text/v2's.
func (c *comparer) drawLine(dc drawCase) (x, y int, ours, theirs []byte) {
	t := c.t
	x, y = int(math.Floor(dc.x)), int(math.Floor(dc.y))
	switch dc.ha {
	case Center:
		x = -int(dc.px) / 2
	case End:
		x = 360 - int(dc.px)*3
	}
	switch dc.va {
	case Center:
		y = -int(dc.px) / 3
	case End:
		y = 200 - int(dc.px)
	}
	latin, cjk := c.faces(dc)
	f, err := New(latin, cjk)
	require.NoError(t, err)
	rgba := image.NewRGBA(image.Rect(0, 0, 360, 200))
	lineInto(f, rgba, dc.s, x, y)

	mf, err := text.NewMultiFace(text.NewGoXFace(latin), text.NewGoXFace(cjk))
	require.NoError(t, err)
	b := ebiten.NewImage(360, 200)
	defer b.Deallocate()
	op := &text.DrawOptions{}
	op.GeoM.Translate(float64(x), float64(y))
	text.Draw(b, dc.s, mf, op)
	theirs = make([]byte, 4*360*200)
	b.ReadPixels(theirs)
	return x, y, rgba.Pix, theirs
}

func (c *comparer) draw(dc drawCase) (ours, theirs []byte) {
	t := c.t
	latin, cjk := c.faces(dc)
	ink := color.RGBA{0x20, 0x30, 0x40, 0xff}

	f, err := New(latin, cjk)
	require.NoError(t, err)
	a := ebiten.NewImage(360, 200)
	defer a.Deallocate()
	drawGlyphs(f, a, dc.s, dc.x, dc.y, ink, dc.ha, dc.va)

	mf, err := text.NewMultiFace(text.NewGoXFace(latin), text.NewGoXFace(cjk))
	require.NoError(t, err)
	b := ebiten.NewImage(360, 200)
	defer b.Deallocate()
	op := &text.DrawOptions{}
	op.GeoM.Translate(dc.x, dc.y)
	op.ColorScale.ScaleWithColor(ink)
	op.PrimaryAlign, op.SecondaryAlign = text.Align(dc.ha), text.Align(dc.va)
	text.Draw(b, dc.s, mf, op)

	assert.Equal(t, text.Advance(dc.s, mf), f.Advance(dc.s), "%v: advance", dc)
	m := mf.Metrics()
	assert.Equal(t, Metrics{Ascent: m.HAscent, Descent: m.HDescent, LineGap: m.HLineGap}, f.Metrics(), "%v: metrics", dc)

	ours, theirs = make([]byte, 4*360*200), make([]byte, 4*360*200)
	a.ReadPixels(ours)
	b.ReadPixels(theirs)
	return ours, theirs
}

// TestDrawsAsTextV2 must stay the package's last test (it runs the game
// loop, after which Ebitengine makes no images).
//
// Every pixel of a line drawn here (glyph by glyph, drawGlyphs, at the
// case's anchor and alignment, in colour) is the pixel text/v2 drew: the kit's
// sizes from the coordinates' 11 px to the phone's large numbers, regular
// and bold, Latin, Chinese (of the embedded subset) and the two mixed, kerned pairs, at whole and
// fractional anchors, in the nine alignments. It catches a glyph placed a
// pixel off, a wrong step of the pen, a baseline moved, a kerning lost, a
// face chosen wrongly, or a different anti-aliasing. Each line is also
// drawn by Line (the kit's cached texts) and compared with text/v2's
// in white at the same whole pixel, some of them running off an edge: it
// catches a blend of overlapping glyphs (kerned pairs, the padding of
// their boxes) that rounds otherwise than the GPU, and a wrong clip.
func TestDrawsAsTextV2(t *testing.T) {
	var cases []drawCase
	strs := []string{"Renju: a five in a row. AV To", "四四禁手 Double-four!", "中文 双四禁手，五连", "长连 Overline 3×3", "15", "×"}
	aligns := []Align{Start, Center, End}
	for _, px := range []float64{11, 13, 16, 19, 23, 31, 46, 90} {
		for i, s := range strs {
			bold := i%2 == 1
			for _, ha := range aligns {
				for _, va := range aligns {
					x, y := 180.0, 100.0
					if (int(px)+int(ha)+int(va))%2 == 1 {
						x, y = 180.37, 99.71 // a centred text's anchor often falls between pixels
					}
					cases = append(cases, drawCase{px, bold, s, x, y, ha, va})
				}
			}
		}
	}
	c := &comparer{t: t, cases: cases}
	err := ebiten.RunGame(c)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	require.True(t, c.done, "the game loop drew")
	assert.Empty(t, c.diffs)
	assert.Equal(t, len(cases), c.inked, "every case drew something (the comparison is not of blanks)")
}
