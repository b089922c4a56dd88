//go:build js

package glyphs

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/fonts"
)

// BenchmarkAdvance: three lines measured here and with text/v2 as the
// kit measured them (GoXFace faces in a MultiFace). Wrapping measures
// every word of a paragraph, and a screen's first frame wraps its
// paragraphs. Measured 2026-12-07 in headless Chromium, load average 12:
// 10.0-13.7 µs and no allocation here, 20.2-22.3 µs and 4 allocations
// with text/v2. (Drawing is not compared here: outside the game loop
// Ebitengine queues the draws, and the later benchmark pays for the
// earlier's queue.)
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
