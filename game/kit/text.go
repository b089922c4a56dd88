package kit

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
)

// textKey identifies a cached text image.
type textKey struct {
	s string
	f *glyphs.Face
}

// textImage is a string drawn once in white, to be tinted when copied.
type textImage struct {
	img      *ebiten.Image
	w, lineH float64
	pad      float64
	// at is where the image's top-left pixel is in the text's box (the
	// image is the part of the box the text inks).
	at image.Point
	// used is the frame (the kit's record count) that drew it last.
	used uint64
}

// maxTextImages bounds the text image cache. Past it, the texts no frame
// has drawn since the last one began are dropped, and the cache starts
// over only when every text was drawn by it. It started over every time:
// with the next screen prepared while the page is still (game/prepare.go:
// lesson pages drawn word by word are hundreds of texts), the Drills
// screen's tap found the cache full and drew every text of its frame
// again (its page CPU 64-79 ms before, 107-122 ms with the previews, in
// make measure).
const maxTextImages = 600

// TrimTexts drops, once the text cache is half full, the texts the last
// frame did not draw: work for a still page (game/prepare.go), so that a
// tap's frame seldom finds the cache full and drops hundreds of images
// itself (in make measure the hub -> Drills tap, with lesson pages
// prepared before it, still cost 93-123 ms of page CPU against 53-98
// without them when the cache was trimmed on the tap).
func (k *Kit) TrimTexts() {
	if len(k.texts) > maxTextImages/2 {
		k.evictTexts()
	}
}

// evictTexts makes room in the text cache: the texts not drawn by the
// frame being drawn (or, between frames, the last one) go.
func (k *Kit) evictTexts() {
	for key, t := range k.texts {
		if t.used < k.rec.frames {
			t.img.Deallocate()
			delete(k.texts, key)
		}
	}
	if len(k.texts) >= maxTextImages {
		for _, t := range k.texts {
			t.img.Deallocate()
		}
		k.texts = map[textKey]*textImage{}
	}
}

// TextCached reports whether a cached text image (in any face) holds
// part: what a screen drawn before left for the next frames (the frame's
// prepared screens, game/prepare.go, are held to it in their test).
func (k *Kit) TextCached(part string) bool {
	for key := range k.texts {
		if strings.Contains(key.s, part) {
			return true
		}
	}
	return false
}

// Text draws s with its anchor at (x, y) (ha and va: which part of the
// line box the anchor is), from a cached image of the string: shaping and
// drawing glyph by glyph costs about 0.1 ms a string in WebAssembly,
// copying one image almost nothing, and screens draw the same strings
// again and again.
func (k *Kit) Text(dst *ebiten.Image, s string, f *glyphs.Face, x, y float64, c color.Color, ha, va glyphs.Align) {
	if s == "" {
		return
	}
	key := textKey{s, f}
	ti, ok := k.texts[key]
	if !ok {
		if k.texts == nil {
			k.texts = map[textKey]*textImage{}
		}
		if len(k.texts) >= maxTextImages {
			k.evictTexts()
		}
		m := f.Metrics()
		ti = &textImage{w: f.Advance(s), lineH: m.LineGap + m.Ascent + m.Descent}
		ti.pad = math.Ceil(m.Ascent * 0.25)
		drawn := s
		if most := MaxImageSide - 2*ti.pad - 1; ti.w > most {
			// Wider than an image may be (a caller that did not wrap or
			// cut it): cut here, so that it is drawn, never a panic.
			drawn = k.Ellipsis(s, f, most)
			ti.w = f.Advance(drawn)
		}
		k.paintText(ti, drawn, f)
		k.texts[key] = ti
	}
	ti.used = k.rec.frames
	dx, dy := -ti.pad, -ti.pad
	switch ha {
	case glyphs.Center:
		dx -= ti.w / 2
	case glyphs.End:
		dx -= ti.w
	}
	switch va {
	case glyphs.Center:
		dy -= ti.lineH / 2
	case glyphs.End:
		dy -= ti.lineH
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x+dx)+float64(ti.at.X), math.Round(y+dy)+float64(ti.at.Y))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(ti.img, op)
	k.note(s, layout.Rect{X: x + dx + ti.pad, Y: y + dy + ti.pad, W: ti.w, H: ti.lineH})
}

// paintText makes ti's image: s in white, its line box's top-left corner
// at (pad, pad) of a box w+2·pad by lineH+2·pad, of which the image is
// the part s inks (at ti.at in the box), composed in memory and uploaded
// once (glyphs.Face.Line): the same pixels as drawing it glyph by glyph
// into an image of the whole box, without an image and an upload for
// each new glyph, a draw for each glyph, and the box's empty rows (in a
// profile of home's first frame, the upload's copy of the pixels was
// half the text's time). A text that inks nothing (spaces) is an image
// of one transparent pixel.
func (k *Kit) paintText(ti *textImage, s string, f *glyphs.Face) {
	pad := int(ti.pad)
	box := image.Rectangle{Max: image.Pt(min(int(math.Ceil(ti.w+2*ti.pad)), MaxImageSide), min(int(math.Ceil(ti.lineH+2*ti.pad)), MaxImageSide))}
	pix, r := f.Line(s, pad, pad, box)
	if r.Empty() {
		ti.img, ti.at = newImage(1, 1), image.Point{}
		return
	}
	ti.img, ti.at = newImage(r.Dx(), r.Dy()), r.Min
	ti.img.WritePixels(pix)
}

// Line draws s left-aligned at x, centred on the row of height h at y.
func (k *Kit) Line(dst *ebiten.Image, s string, f *glyphs.Face, x, y, h float64, c color.Color) {
	k.Text(dst, s, f, x, y+h/2, c, glyphs.Start, glyphs.Center)
}

// Advance is the width of s in face f (memoised: wrapping measures words,
// which repeat a lot).
func (k *Kit) Advance(s string, f *glyphs.Face) float64 { return k.measure(f)(s) }

func (k *Kit) measure(f *glyphs.Face) func(string) float64 {
	if k.widths == nil || len(k.widths) > 16 {
		k.widths = map[*glyphs.Face]map[string]float64{}
	}
	m := k.widths[f]
	if m == nil || len(m) > 4000 {
		m = map[string]float64{}
		k.widths[f] = m
	}
	return func(s string) float64 {
		w, ok := m[s]
		if !ok {
			w = f.Advance(s)
			m[s] = w
		}
		return w
	}
}

// wrapKey identifies a cached wrapped paragraph.
type wrapKey struct {
	s string
	f *glyphs.Face
	w float64
}

// Wrap breaks s into lines no wider than w in face f, cached.
func (k *Kit) Wrap(s string, f *glyphs.Face, w float64) []string {
	key := wrapKey{s, f, math.Round(w)}
	if ls, ok := k.wraps[key]; ok {
		return ls
	}
	if k.wraps == nil || len(k.wraps) > 400 {
		k.wraps = map[wrapKey][]string{}
	}
	ls := layout.Wrap(s, w, k.measure(f))
	k.wraps[key] = ls
	return ls
}

// Block is wrapped text to place: its lines, face, line height, colour,
// and the text it was wrapped from (what the screen-reader mirror reads,
// even when the lines are cut short).
type Block struct {
	Lines []string
	Face  *glyphs.Face
	LineH float64
	Col   color.Color
	Src   string
}

// Block wraps s to width w.
func (k *Kit) Block(s string, f *glyphs.Face, lineH, w float64, col color.Color) Block {
	if s == "" {
		return Block{Face: f, LineH: lineH, Col: col}
	}
	return Block{Lines: k.Wrap(s, f, w), Face: f, LineH: lineH, Col: col, Src: s}
}

// Paragraph wraps a model's text to width w in its face and tone.
func (k *Kit) Paragraph(t screenview.Text, w float64) Block {
	f, lh := k.Face(t.Face)
	return k.Block(t.S, f, lh, w, k.Tone(t.Tone))
}

// Height is the block's height.
func (b Block) Height() float64 { return float64(len(b.Lines)) * b.LineH }

// Draw draws the block with its top-left corner at (x, y). The record
// of texts drawn gets the paragraph whole, not line by line.
func (b Block) Draw(k *Kit, dst *ebiten.Image, x, y float64) {
	if len(b.Lines) == 0 {
		return
	}
	k.rec.quiet++
	w := 0.0
	bd := dst.Bounds()
	for i, s := range b.Lines {
		w = math.Max(w, k.Advance(s, b.Face))
		ly := y + float64(i)*b.LineH
		if ly+b.LineH < float64(bd.Min.Y) || ly > float64(bd.Max.Y) {
			continue // clipped: off the area drawn on (a scrolled paragraph)
		}
		k.Text(dst, s, b.Face, x, ly+b.LineH/2, b.Col, glyphs.Start, glyphs.Center)
	}
	k.rec.quiet--
	src := b.Src
	if src == "" {
		src = strings.Join(b.Lines, " ")
	}
	k.note(src, visible(dst, layout.Rect{X: x, Y: y, W: w, H: b.Height()}))
}

// visible is the part of r inside dst's bounds (a clip: a scrolled text
// area), so that a paragraph running past its area is not taken for a
// part of the button below it; none (an empty rect off every button) when
// r is scrolled wholly out of view.
func visible(dst *ebiten.Image, r layout.Rect) layout.Rect {
	bd := dst.Bounds()
	x0, y0 := math.Max(r.X, float64(bd.Min.X)), math.Max(r.Y, float64(bd.Min.Y))
	x1, y1 := math.Min(r.X+r.W, float64(bd.Max.X)), math.Min(r.Y+r.H, float64(bd.Max.Y))
	if x1 <= x0 || y1 <= y0 {
		return layout.Rect{X: -1, Y: -1}
	}
	return layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Face is a model's face at this layout's size, and its line height.
func (k *Kit) Face(f screenview.Face) (*glyphs.Face, float64) {
	switch f {
	case screenview.Bold:
		return k.F.Bold, k.F.LineH
	case screenview.Small:
		return k.F.Small, k.F.SmallLineH
	case screenview.Large:
		return k.F.Large, k.F.LargeLineH
	case screenview.Narration:
		return k.F.Narration, k.F.NarrationLineH
	}
	return k.F.Body, k.F.LineH
}

// Tone is the colour of a tone in the kit's theme.
func (k *Kit) Tone(t screenview.Tone) color.RGBA {
	th := &k.Th
	switch t {
	case screenview.Dim:
		return th.Dim
	case screenview.Faint:
		return th.Faint
	case screenview.Accent:
		return th.Accent
	case screenview.Notice:
		return th.Notice
	case screenview.Active:
		return th.Active
	case screenview.Good:
		return th.Good
	case screenview.Bad:
		return th.Bad
	case screenview.Star:
		return th.Star
	}
	return th.Text
}

// ellipsisRunes bounds the characters Ellipsis keeps: a line no wider than
// an image (MaxImageSide) holds fewer visible characters; past it only
// zero-width ones (a hostile run of combining marks) would be left out.
const ellipsisRunes = MaxImageSide

// Ellipsis cuts s to fit width w, ending it with "…". The cut is found by
// halving (a width grows with the characters kept), so a text of 20,000
// characters is measured some 12 times, not 20,000.
func (k *Kit) Ellipsis(s string, f *glyphs.Face, w float64) string {
	if k.Advance(s, f) <= w {
		return s
	}
	rs := []rune(s)
	if len(rs) > ellipsisRunes {
		rs = rs[:ellipsisRunes]
	}
	// The longest prefix that fits with "…" after it: lo fits (0 keeps
	// only "…"), hi does not.
	lo, hi := 0, len(rs)
	if f.Advance(string(rs)+"…") <= w {
		lo = hi
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if f.Advance(string(rs[:mid])+"…") <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	t := string(rs[:lo]) + "…"
	k.rec.cut(t, s)
	return t
}

// Title draws a one-line title in rect, shrinking it to the bold and then
// the small face when it does not fit (and cutting it when even that
// does not).
func (k *Kit) Title(dst *ebiten.Image, s string, rect layout.Rect, col color.Color) {
	face := k.F.Title
	if k.Advance(s, face) > rect.W {
		face = k.F.Bold
	}
	if k.Advance(s, face) > rect.W {
		face = k.F.Small
	}
	s = k.Ellipsis(s, face, rect.W)
	k.Text(dst, s, face, rect.X, rect.Y+rect.H/2, col, glyphs.Start, glyphs.Center)
}
