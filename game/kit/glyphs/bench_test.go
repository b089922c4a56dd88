//go:build js

package glyphs

import (
	"errors"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"renju/fonts"
)

// BenchmarkAdvance: three lines measured here and with text/v2 as the
// kit measured them (GoXFace faces in a MultiFace). Wrapping measures
// every word of a paragraph, and a screen's first frame wraps its
// paragraphs. Measured 2026-12-07 in headless Chromium, load average 12:
// 10.0-13.7 µs and no allocation here, 20.2-22.3 µs and 4 allocations
// with text/v2. (Drawing is BenchmarkTextImages', in the game loop:
// outside it Ebitengine queues the draws, and a later benchmark would
// pay for the earlier's queue.)
//
//	scripts/wasm-test.sh -run '^$' -bench Advance -benchmem ./game/kit/glyphs
func BenchmarkAdvance(b *testing.B) {
	lines := []string{
		"Black may not make six or more stones in a row.",
		"黑棋一子同时形成两个或两个以上的活三，是禁手。",
		"Double-four 四四禁手 15 × 3",
	}
	t := &testing.T{}
	latin, cjk := xface(t, fonts.Regular(), 16), xface(t, fonts.CJK(), 16)
	ours, err := New(latin, cjk)
	if err != nil {
		b.Fatal(err)
	}
	theirs, err := text.NewMultiFace(text.NewGoXFace(latin), text.NewGoXFace(cjk))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("glyphs", func(b *testing.B) {
		for b.Loop() {
			for _, s := range lines {
				_ = ours.Advance(s)
			}
		}
	})
	b.Run("textv2", func(b *testing.B) {
		for b.Loop() {
			for _, s := range lines {
				_ = text.Advance(s, theirs)
			}
		}
	})
}

// BenchmarkTextImages makes a screen's texts as the kit's text cache
// does, each string a new image (42 lines of a home and a lesson page,
// English and Chinese, 16 px): with Line and one upload a string
// (line, what the kit does), glyph by glyph as images (draw, what it
// did before), and with text/v2 (textv2, what it did before the glyphs).
// "new" makes new faces each time (every glyph rasterised, a screen's
// first frame after a rebuild); "known" keeps them (the glyphs drawn
// before, a new screen's texts). Each time ends with a pixel read back,
// so that Ebitengine's queued work (uploads, draws) is in the time. It
// runs in the game loop (Ebitengine flushes only there), the subtests
// from its first frame.
//
//	scripts/wasm-test.sh -run '^$' -bench TextImages -benchmem ./game/kit/glyphs
func BenchmarkTextImages(b *testing.B) {
	g := &benchGame{b: b}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		b.Fatal(err)
	}
}

// benchLines are a home's and a lesson page's texts.
var benchLines = []string{
	"Continue: Lesson 3, Threes that are not threes", "Practise", "Drills", "Review", "Play",
	"Today: 4 of 10 questions", "Five in a row wins. Black may not make", "a double-three, a double-four or an overline.",
	"Lesson 1", "The board and the stones", "Page 2 of 6", "Next", "Back", "Hint (costs a star)",
	"Where must Black play to make a four?", "Tap the point.", "Right: the four at H8 wins.",
	"A live three becomes an open four.", "Settings", "中文", "English", "Rules", "Glossary",
	"继续：第三课", "练习", "复习", "对局", "今天：10 题中的 4 题", "五连获胜。黑棋不得形成",
	"双三、双四或长连。", "第一课", "棋盘与棋子", "第 2 页，共 6 页", "下一页", "返回",
	"黑棋下在哪里能成四？", "点击交叉点。", "正确：H8 的四获胜。", "活三变成活四。", "设置",
	"Double-four 四四禁手 15 × 3", "Renju: 连珠",
}

type benchGame struct {
	b    *testing.B
	done bool
}

func (g *benchGame) Update() error {
	if g.done {
		return ebiten.Termination
	}
	return nil
}

func (g *benchGame) Layout(int, int) (int, int) { return 64, 64 }

func (g *benchGame) Draw(*ebiten.Image) {
	if g.done {
		return
	}
	g.done = true
	b := g.b
	latinFont, err := opentype.Parse(fonts.Regular())
	if err != nil {
		b.Fatal(err)
	}
	cjkFont, err := opentype.Parse(fonts.CJK())
	if err != nil {
		b.Fatal(err)
	}
	newFaces := func() (font.Face, font.Face) {
		opts := &opentype.FaceOptions{Size: 16, DPI: 72, Hinting: font.HintingNone}
		l, err1 := opentype.NewFace(latinFont, opts)
		c, err2 := opentype.NewFace(cjkFont, opts)
		if err1 != nil || err2 != nil {
			b.Fatal(err1, err2)
		}
		return l, c
	}
	ours := func() *Face {
		f, err := New(newFaces())
		if err != nil {
			b.Fatal(err)
		}
		return f
	}
	theirs := func() text.Face {
		l, c := newFaces()
		f, err := text.NewMultiFace(text.NewGoXFace(l), text.NewGoXFace(c))
		if err != nil {
			b.Fatal(err)
		}
		return f
	}
	m := ours().Metrics()
	h := int(m.Ascent+m.Descent+m.LineGap) + 8
	line := func(f *Face, s string) *ebiten.Image {
		pix, r := f.Line(s, 4, 4, image.Rect(0, 0, int(f.Advance(s))+8, h))
		if r.Empty() {
			return ebiten.NewImage(1, 1)
		}
		img := ebiten.NewImage(r.Dx(), r.Dy())
		img.WritePixels(pix)
		return img
	}
	draw := func(f *Face, s string) *ebiten.Image {
		img := ebiten.NewImage(int(f.Advance(s))+8, h)
		drawGlyphs(f, img, s, 4, 4, color.White, Start, Start)
		return img
	}
	textv2 := func(f text.Face, s string) *ebiten.Image {
		img := ebiten.NewImage(int(text.Advance(s, f))+8, h)
		op := &text.DrawOptions{}
		op.GeoM.Translate(4, 4)
		text.Draw(img, s, f, op)
		return img
	}
	run := func(name string, fresh bool, ourMaker func(*Face, string) *ebiten.Image) {
		b.Run(name, func(b *testing.B) {
			f := ours()
			for b.Loop() {
				if fresh {
					freeGlyphImages()
					f = ours()
				}
				benchScreen(func(s string) *ebiten.Image { return ourMaker(f, s) })
			}
			freeGlyphImages()
		})
	}
	run("new/line", true, line)
	run("new/draw", true, draw)
	b.Run("new/textv2", func(b *testing.B) {
		for b.Loop() {
			f := theirs()
			benchScreen(func(s string) *ebiten.Image { return textv2(f, s) })
		}
	})
	run("known/line", false, line)
	run("known/draw", false, draw)
	b.Run("known/textv2", func(b *testing.B) {
		f := theirs()
		for b.Loop() {
			benchScreen(func(s string) *ebiten.Image { return textv2(f, s) })
		}
	})
}

// benchScreen makes an image of each line, reads a pixel back (which
// runs what Ebitengine queued) and frees them.
func benchScreen(mk func(s string) *ebiten.Image) {
	imgs := make([]*ebiten.Image, 0, len(benchLines))
	for _, s := range benchLines {
		imgs = append(imgs, mk(s))
	}
	last := imgs[len(imgs)-1]
	last.ReadPixels(make([]byte, 4*last.Bounds().Dx()*last.Bounds().Dy()))
	for _, img := range imgs {
		img.Deallocate()
	}
}
