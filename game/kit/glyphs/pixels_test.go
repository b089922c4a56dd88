//go:build js

package glyphs

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		if !bytes.Equal(ours, theirs) {
			n := 0
			for i := range ours {
				if ours[i] != theirs[i] {
					n++
				}
			}
			c.diffs = append(c.diffs, fmt.Sprintf("%v: %d bytes differ", dc, n))
		}
		if bytes.Count(ours, []byte{0}) < len(ours) {
			c.inked++
		}
	}
}

func (c *comparer) draw(dc drawCase) (ours, theirs []byte) {
	t := c.t
	latinData, cjkData := fonts.Regular(), fonts.CJK()
	if dc.bold {
		latinData, cjkData = fonts.SemiBold(), fonts.CJKBold()
	}
	latin, cjk := xface(t, latinData, dc.px), xface(t, cjkData, dc.px)
	ink := color.RGBA{0x20, 0x30, 0x40, 0xff}

	f, err := New(latin, cjk)
	require.NoError(t, err)
	a := ebiten.NewImage(360, 200)
	defer a.Deallocate()
	f.Draw(a, dc.s, dc.x, dc.y, ink, dc.ha, dc.va)

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
// Every pixel of a line drawn here is the pixel text/v2 drew: the kit's
// sizes from the coordinates' 11 px to the phone's large numbers, regular
// and bold, Latin, Chinese (of the embedded subset) and the two mixed, kerned pairs, at whole and
// fractional anchors, in the nine alignments. It catches a glyph placed a
// pixel off, a wrong step of the pen, a baseline moved, a kerning lost, a
// face chosen wrongly, or a different anti-aliasing.
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
