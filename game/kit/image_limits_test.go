//go:build js

// Before kit_test.go, whose last test runs the game loop: no image can be
// made after it.

package kit

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"renju/game/vocab/layout"
	"renju/theme"
)

// hostile are texts no screen writes but a link or a file could bring: a
// 20,000-character word, Chinese, emoji, combining marks and NUL, bidi
// marks, line breaks.
var hostile = []string{
	strings.Repeat("x", 20000),
	strings.Repeat("字", 20000),
	strings.Repeat("😀", 5000),
	"e" + strings.Repeat("\u0301", 20000),
	strings.Repeat("\x00\u202e", 5000),
	strings.Repeat("a\n", 10000),
	strings.Repeat("word ", 4000),
}

// No text makes the kit ask Ebitengine for an image larger than it
// allows: before, a 20,000-character word made a text image 200,000
// pixels wide and a toast quoting it a card 13,102 pixels tall, and
// Ebitengine panicked ("atlas: … too big").
func TestHostileTextsStayInImages(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	dst := ebiten.NewImage(1280, 800)
	for _, s := range hostile {
		k.Text(dst, s, k.F.Body, 10, 10, k.Th.Text, 0, 0)
		b := k.Block(s, k.F.Body, k.F.LineH, 400, k.Th.Text)
		b.Draw(k, dst, 10, 10)
		k.Toast(dst, s)
		rect, tb := k.ToastRect(s)
		assert.LessOrEqual(t, len(tb.Lines), toastLines, "%.20q: the toast is cut", s)
		assert.Less(t, rect.H, 800.0, "%.20q: the toast fits the window", s)
		e := k.Ellipsis(s, k.F.Bold, 300)
		assert.LessOrEqual(t, k.Advance(e, k.F.Bold), 300.0, "%.20q: the cut fits", s)
		k.Title(dst, s, layout.Rect{X: 0, Y: 0, W: 500, H: 40}, k.Th.Text)
		k.Card(dst, layout.Rect{W: 10, H: 9000}, k.Th.Toast)
		for key, ti := range k.texts {
			sz := ti.img.Bounds().Size()
			assert.LessOrEqual(t, max(sz.X, sz.Y), MaxImageSide, "the text image of %.20q", key.s)
		}
		for key, img := range k.bgs {
			sz := img.Bounds().Size()
			assert.LessOrEqual(t, max(sz.X, sz.Y), MaxImageSide, "a box of %d×%d", key.w, key.h)
		}
	}
}
