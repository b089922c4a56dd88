// Package glyphs is the tutor's text: faces made of x/image font faces,
// measured and drawn one glyph at a time into Ebitengine images.
//
// It replaces Ebitengine's text/v2 (GoXFace faces in a MultiFace), which
// the kit used for exactly this and nothing more. text/v2 links
// golang.org/x/text/language with its tables and go-text/typesetting
// (for GoTextFace, which the tutor never used), and through go-text's font
// package image/jpeg and x/image's tiff and ccitt decoders, registered by
// their init code: 173 KB gzip of the first module in a two-program
// measure, for a shaping engine the tutor's Latin and Chinese, left to
// right without ligatures, do not need.
//
// The look is text/v2's GoXFace: the same ascent, descent and line gap
// (the largest of the faces), the same advances with kerning inside a run
// of one face, glyphs placed at whole pixels vertically and at 1/8 to 1
// pixel steps horizontally (finer for smaller text), each step's glyph
// rasterised once by x/image and kept as its coverage. DrawRGBA composes
// a line's glyphs in memory, and the kit uploads the line as one image.
//
// A Face is not safe for concurrent use (nor are the x/image faces under
// it): the kit measures and draws on the game loop's goroutine.
package glyphs

import (
	"errors"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Align says which part of a line its anchor is: along the line its
// start, middle or end; across it the top, middle or bottom of the box
// from ascent to descent.
type Align int

const (
	Start Align = iota
	Center
	End
)

// Metrics are a face's vertical measures in pixels: above the baseline,
// below it, and the gap between lines.
type Metrics struct {
	Ascent, Descent, LineGap float64
}

// Face is text of one size from one or more x/image faces: each rune
// from the first face that has its glyph, as Latin then Chinese. A rune
// no face has is the last face's (its missing-glyph box).
type Face struct {
	parts []*part
	m     Metrics
	laid  []placed // place's slice, reused
	pix   []byte   // Line's pixels, reused
}

// part is one x/image face with what is read from it once: the runes'
// advances and boxes, the kerning of pairs, and the glyphs rasterised.
type part struct {
	f     font.Face
	step  fixed.Int26_6 // horizontal positions are multiples of it
	runes map[rune]*runeInfo
	kerns map[[2]rune]fixed.Int26_6
	imgs  glyphCache
}

// runeInfo is what a face says about a rune: its advance, whether it has
// a glyph for it, and (read when first drawn) the glyph's box.
type runeInfo struct {
	advance fixed.Int26_6
	has     bool
	boxed   bool
	box     fixed.Rectangle26_6
	drawAdv fixed.Int26_6 // the advance that goes with box
}

// maxKerns bounds a face's memo of kerning pairs (a Chinese page meets
// thousands of pairs); past it the memo starts over.
const maxKerns = 8192

// New makes a face of faces (at least one), the first preferred.
func New(faces ...font.Face) (*Face, error) {
	f := &Face{}
	for _, ff := range faces {
		if ff == nil {
			return nil, errNoFace
		}
		fm := ff.Metrics()
		asc, desc := toFloat(fm.Ascent), toFloat(fm.Descent)
		f.m.Ascent = max(f.m.Ascent, asc)
		f.m.Descent = max(f.m.Descent, desc)
		f.m.LineGap = max(f.m.LineGap, toFloat(fm.Height-fm.Ascent-fm.Descent))
		n := positions(asc + desc)
		f.parts = append(f.parts, &part{
			f:     ff,
			step:  64 / fixed.Int26_6(n),
			runes: map[rune]*runeInfo{},
			imgs:  glyphCache{limit: 256 * n},
		})
	}
	if len(f.parts) == 0 {
		return nil, errNoFace
	}
	return f, nil
}

var errNoFace = errors.New("glyphs: a face needs one or more font faces, none of them nil")

// positions is how many horizontal positions within a pixel a glyph of
// a face this tall (ascent + descent, pixels) is drawn at: small text
// needs fine steps to keep its spacing even, large text hardly shows a
// step. The thresholds are GoXFace's, so the text looks as it did.
func positions(height float64) int {
	switch {
	case height < 20:
		return 8
	case height < 40:
		return 4
	case height < 80:
		return 2
	}
	return 1
}

// Metrics are the face's ascent, descent and line gap: each the largest
// of its faces'.
func (f *Face) Metrics() Metrics { return f.m }

// Advance is the width of s: the sum of its runs' advances, each run
// (runes of one face) with the kerning of its pairs.
func (f *Face) Advance(s string) float64 {
	var w float64
	for i := 0; i < len(s); {
		p, end := f.run(s, i)
		w += toFloat(p.measure(s[i:end]))
		i = end
	}
	return w
}

// run is the face of the rune at s[i:] and where the run of runes of
// that face starting there ends. (A loop, not an iterator: the module
// is smaller by the iterator's closures.)
func (f *Face) run(s string, i int) (*part, int) {
	var p *part
	for j, r := range s[i:] {
		q := f.partFor(r)
		if p == nil {
			p = q
		} else if q != p {
			return p, i + j
		}
	}
	return p, len(s)
}

// partFor is the face that draws r.
func (f *Face) partFor(r rune) *part {
	last := len(f.parts) - 1
	for _, p := range f.parts[:last] {
		if p.info(r).has {
			return p
		}
	}
	return f.parts[last]
}

// info is what the face says about r, read once.
func (p *part) info(r rune) *runeInfo {
	in, ok := p.runes[r]
	if !ok {
		in = &runeInfo{}
		in.advance, in.has = p.f.GlyphAdvance(r)
		p.runes[r] = in
	}
	return in
}

// kern is the kerning between a and b, read once.
func (p *part) kern(a, b rune) fixed.Int26_6 {
	key := [2]rune{a, b}
	k, ok := p.kerns[key]
	if !ok {
		if p.kerns == nil || len(p.kerns) >= maxKerns {
			p.kerns = map[[2]rune]fixed.Int26_6{}
		}
		k = p.f.Kern(a, b)
		p.kerns[key] = k
	}
	return k
}

// measure is the advance of a run of this face: each rune's advance,
// and the kerning of each pair (font.MeasureString's sum).
func (p *part) measure(run string) fixed.Int26_6 {
	var a fixed.Int26_6
	prev := rune(-1)
	for _, r := range run {
		if prev >= 0 {
			a += p.kern(prev, r)
		}
		a += p.info(r).advance
		prev = r
	}
	return a
}

// box is r's glyph box and the advance read with it.
func (p *part) box(r rune) (fixed.Rectangle26_6, fixed.Int26_6) {
	in := p.info(r)
	if !in.boxed {
		in.box, in.drawAdv, _ = p.f.GlyphBounds(r)
		in.boxed = true
	}
	return in.box, in.drawAdv
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// toFixed converts as GoXFace does: truncated towards zero, so that a
// centred text (a negative origin) lands on the same 1/64 as before.
func toFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * 64) }
