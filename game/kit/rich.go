package kit

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
)

// Rich text: a paragraph whose glossary terms are links. It wraps like a
// Block; each term is drawn underlined (in the accent colour in body
// text; a coloured line keeps its colour), so it reads as a link without
// its colour, and each piece of it is a hit area: a button of the Link
// style, which the frame opens as the term's card and the mirror gives
// the screen reader as a button it can press.

// Span is a term in a text: the bytes Text[Start:End] name term ID.
type Span struct {
	Start, End int
	ID         string
}

// Rich is wrapped text with its terms' pieces.
type Rich struct {
	Block
	// pieces are each line's runs, plain or a term's.
	pieces [][]piece
	// Links are the terms, in order, each with its pieces' rectangles
	// from the block's top-left (two when a term wraps).
	Links []Link
}

// Link is one term of a Rich text.
type Link struct {
	ID    string
	Text  string
	Rects []layout.Rect
}

// piece is a run of one line: its text, where it starts and how wide it
// is; link is its Link's index (-1: plain text).
type piece struct {
	s    string
	x, w float64
	link int
}

// RichText wraps s in face f to width w like Block, with the spans'
// terms as links.
func (k *Kit) RichText(s string, spans []Span, f *glyphs.Face, lineH, w float64, col color.Color) Rich {
	r := Rich{Block: k.Block(s, f, lineH, w, col)}
	if len(spans) == 0 {
		return r
	}
	for _, sp := range spans {
		r.Links = append(r.Links, Link{ID: sp.ID, Text: s[sp.Start:sp.End]})
	}
	// Each line's bytes map back to s: Wrap keeps the words in order and
	// changes only the white space between them (a break, a run of
	// spaces made one, a hanging indent).
	at := 0
	isSpace := func(b byte) bool { return b == ' ' || b == '\n' || b == '\t' }
	for li, line := range r.Lines {
		var ps []piece
		cur := piece{link: -2}
		flush := func(x float64) {
			if cur.link != -2 && cur.s != "" {
				cur.w = x - cur.x
				ps = append(ps, cur)
			}
		}
		for i := 0; i < len(line); {
			c, size := utf8.DecodeRuneInString(line[i:])
			src := at
			if c == ' ' {
				for at < len(s) && isSpace(s[at]) {
					at++
				}
			} else {
				for at < len(s) && isSpace(s[at]) {
					at++
				}
				src = at
				at = min(len(s), at+size)
			}
			link := -1
			for j, sp := range spans {
				// A space inside a term ("live three") is the term's.
				if src >= sp.Start && src < sp.End && (c != ' ' || src > sp.Start) {
					link = j
				}
			}
			if link != cur.link {
				x := k.Advance(line[:i], f)
				flush(x)
				cur = piece{x: x, link: link}
			}
			cur.s += line[i : i+size]
			i += size
		}
		flush(k.Advance(line, f))
		for _, p := range ps {
			if p.link >= 0 {
				l := &r.Links[p.link]
				l.Rects = append(l.Rects, layout.Rect{X: p.x, Y: float64(li) * lineH, W: p.w, H: lineH})
			}
		}
		r.pieces = append(r.pieces, ps)
	}
	return r
}

// Draw draws the text with its top-left corner at (x, y). The record of
// texts drawn gets the paragraph whole, as a text of the screen's, not of
// the links' buttons over it.
func (r Rich) Draw(k *Kit, dst *ebiten.Image, x, y float64) {
	if len(r.Links) == 0 {
		r.Block.Draw(k, dst, x, y)
		return
	}
	if len(r.Lines) == 0 {
		return
	}
	link := k.linkColour(r.Col)
	bd := dst.Bounds()
	uw := math.Max(1, math.Round(k.Lay.Scale*1.25))
	k.rec.quiet++
	w := 0.0
	for li, ps := range r.pieces {
		ly := y + float64(li)*r.LineH
		if len(ps) > 0 {
			last := ps[len(ps)-1]
			w = math.Max(w, last.x+last.w)
		}
		if ly+r.LineH < float64(bd.Min.Y) || ly > float64(bd.Max.Y) {
			continue
		}
		for _, p := range ps {
			col := r.Col
			if p.link >= 0 {
				col = link
			}
			k.Text(dst, p.s, r.Face, x+p.x, ly+r.LineH/2, col, glyphs.Start, glyphs.Center)
			if p.link >= 0 {
				// The underline, under the glyphs' baseline.
				m := r.Face.Metrics()
				base := ly + r.LineH/2 - (m.Ascent+m.Descent)/2 + m.Ascent
				uy := math.Round(base + math.Max(1, m.Descent*0.45))
				k.Bar(dst, layout.Rect{X: math.Round(x + p.x), Y: uy, W: math.Round(p.w), H: uw}, toRGBA(col))
			}
		}
	}
	k.rec.quiet--
	k.rec.over++
	k.note(r.Src, visible(dst, layout.Rect{X: x, Y: y, W: w, H: r.Height()}))
	k.rec.over--
}

// linkColour is a term's colour in a text of colour col: the accent in
// body text, else the line's own (a red warning stays red, underlined).
func (k *Kit) linkColour(col color.Color) color.Color {
	if c := toRGBA(col); c == k.Th.Text || c == k.Th.Dim {
		return k.Th.Accent
	}
	return col
}

func toRGBA(c color.Color) color.RGBA {
	if rc, ok := c.(color.RGBA); ok {
		return rc
	}
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// LinkPrefix starts a term link's button ID: "term.<term ID>.<n>".
const LinkPrefix = "term."

// LinkTerm is the term a link's button ID names ("" for another button).
func LinkTerm(id string) string {
	if !strings.HasPrefix(id, LinkPrefix) {
		return ""
	}
	rest := id[len(LinkPrefix):]
	if i := strings.LastIndexByte(rest, '.'); i > 0 {
		return rest[:i]
	}
	return ""
}

// LinkButtons are the hit areas of r drawn at (x, y): one button per
// piece of a term, its ID "term.<ID>.<n>" numbered on from *n (a screen's
// links are numbered through its texts), named by name for the mirror;
// a piece outside clip (a scrolled text's area) is Hidden. The hit area
// is the piece's line, a little wider than its word.
func (r Rich) LinkButtons(x, y float64, clip layout.Rect, n *int, name func(id, text string) string) []Button {
	var out []Button
	for _, l := range r.Links {
		for _, rc := range l.Rects {
			pad := rc.H * 0.15
			b := Place(screenview.Button{ID: LinkPrefix + l.ID + "." + strconv.Itoa(*n), Style: screenview.Link, Name: name(l.ID, l.Text)},
				layout.Rect{X: x + rc.X - pad, Y: y + rc.Y, W: rc.W + 2*pad, H: rc.H})
			*n++
			if b.Rect.Y < clip.Y || b.Rect.Y+b.Rect.H > clip.Y+clip.H {
				b.Hidden = true
			}
			out = append(out, b)
		}
	}
	return out
}
