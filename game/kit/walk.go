package kit

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// WalkPanel is a walk's panel laid out in an area: the title and Close,
// the breadcrumb, the step counter and its progress bar, the body (the
// narration, large, then the question and answer, what has been counted
// and the verdict as a badge), the keys, and the controls.
type WalkPanel struct {
	v                                  screenview.WalkText
	buttons                            []Button
	title, crumbs, counter, body, keys layout.Rect
	// outline is where the outline's label is drawn.
	outline layout.Rect
	// keyLines are the key hints as wrapped into keys.
	keyLines []string
	// maxScroll is how far the body scrolls: above 0 only when it does
	// not fit even in the smallest face with the room the keys and the
	// outline's rows gave up; scroll is how far it is scrolled.
	maxScroll, scroll float64
	// lang is the walk's language, for its glossary links (Terms).
	lang msg.Lang
}

// Terms marks the glossary's terms in a text of lang that seen has not
// met (and notes them in seen): the frame sets it (the kit knows no
// glossary); nil, and a walk's narration has no links.
var Terms func(text string, lang msg.Lang, seen map[string]bool) []Span

// Buttons are the panel's tap targets.
func (w *WalkPanel) Buttons() []Button { return w.buttons }

// walkRoom is what a walk's panel gives up for its body, in turn, until
// the body fits (TestPresenterWalksFit: in the presenter's large type at
// 1280×800, 99 of 239 steps of the lessons' walks were cut at the foot of
// the body, and 140 of their key hints cut short).
type walkRoom struct {
	keys        bool // the key hints, wrapped to as many lines as they take
	outlineRows int  // the outline's rows at most (0: as many as 45% of the area holds)
}

var walkRooms = []walkRoom{{keys: true}, {keys: false}, {keys: false, outlineRows: 1}}

// LayoutWalk places walk view v in area: with every part, or, when the
// body would not fit, without the key hints and then with the outline on
// one row; a body that does not fit even so scrolls.
func (k *Kit) LayoutWalk(v screenview.WalkText, lang msg.Lang, area layout.Rect) WalkPanel {
	var w WalkPanel
	for _, room := range walkRooms {
		w = k.layoutWalk(v, area, room)
		w.lang = lang
		if _, _, fits := k.walkBody(&w); fits {
			return w
		}
	}
	blocks, after, _ := k.walkBody(&w)
	w.maxScroll = math.Max(0, k.walkBodyHeight(&w, blocks, after)-w.body.H)
	return w
}

func (k *Kit) layoutWalk(v screenview.WalkText, area layout.Rect, room walkRoom) WalkPanel {
	l := k.Lay
	m := k.M()
	gap := m.WalkGap
	rowH := m.Row
	w := WalkPanel{v: v}
	y := area.Y

	// Title and Close.
	top := layout.Rect{X: area.X, Y: y, W: area.W, H: rowH}
	y += rowH + gap
	cw := math.Round(k.Advance(v.Close.Label, k.F.Bold) + 2.6*l.Font)
	w.buttons = append(w.buttons, Place(v.Close, layout.Rect{X: top.X + top.W - cw, Y: top.Y, W: cw, H: top.H}))
	w.title = layout.Rect{X: top.X, Y: top.Y, W: top.W - cw - l.Font*0.5, H: top.H}

	// The breadcrumb: one button per level, "→" between them, the level at
	// the right.
	row := layout.Rect{X: area.X, Y: y, W: area.W, H: math.Max(math.Round(1.9*l.Font), m.Target)}
	y += row.H + gap*0.5
	w.crumbs = row
	x := row.X
	arrow := k.Advance(" → ", k.F.Bold)
	for i, cr := range v.Crumbs {
		bw := math.Max(math.Round(k.Advance(cr.Label, k.F.Bold)+1.1*l.Font), m.Target)
		if i > 0 {
			x += arrow
		}
		w.buttons = append(w.buttons, Place(cr, layout.Rect{X: x, Y: row.Y, W: bw, H: row.H}))
		x += bw
	}
	var extra []Button // the outline and the detail switch, placed after the controls
	if len(v.Outline) > 0 || v.Detail.ID != "" {
		row := layout.Rect{X: area.X, Y: y, W: area.W, H: math.Max(math.Round(1.7*l.Font), m.Target)}
		right := row.X + row.W
		if v.Detail.ID != "" {
			dw := math.Round(k.Advance(v.Detail.Label, k.F.Bold) + 1.4*l.Font)
			right -= dw
			extra = append(extra, Place(v.Detail, layout.Rect{X: right, Y: row.Y, W: dw, H: row.H}))
			right -= l.Font * 0.5
		}
		x := row.X
		if len(v.Outline) > 0 {
			lw := k.Advance(v.OutlineLabel, k.F.Small) + l.Font*0.4
			w.outline = layout.Rect{X: x, Y: row.Y, W: lw, H: row.H}
			x += lw
		}
		rows := 1
		for _, b := range v.Outline {
			bw := math.Max(math.Round(k.Advance(b.Label, k.F.Bold)+1.0*l.Font), m.Target)
			if x+bw > right {
				if row.Y+2*row.H+gap > area.Y+area.H*0.45 || room.outlineRows > 0 && rows >= room.outlineRows {
					break // no more room: the outline stops here
				}
				row.Y += row.H + gap*0.5
				x = area.X + w.outline.W
				right = row.X + row.W
				rows++
			}
			extra = append(extra, Place(b, layout.Rect{X: x, Y: row.Y, W: bw, H: row.H}))
			x += bw + l.Font*0.3
		}
		y = row.Y + row.H + gap*0.5
	}
	w.counter = layout.Rect{X: area.X, Y: y, W: area.W, H: math.Round(1.3 * l.Font)}
	y += w.counter.H + gap

	// At the bottom: the keys (where there is room), wrapped, then the
	// controls.
	bottom := area.Y + area.H
	w.keys = layout.Rect{}
	if room.keys && v.Keys != "" && area.H > 18*l.Font {
		w.keyLines = k.wrapKeys(v.Keys, area.W)
		kh := float64(len(w.keyLines)) * k.F.SmallLineH
		w.keys = layout.Rect{X: area.X, Y: bottom - kh, W: area.W, H: kh}
		bottom -= kh + gap
	}
	ctl := layout.Rect{X: area.X, Y: bottom - rowH, W: area.W, H: rowH}
	bottom = ctl.Y - gap
	// Restart, Back, Play (twice as wide), Next, the speed.
	unit := (ctl.W - 4*gap) / 6
	xs := ctl.X
	for i, b := range v.Controls {
		n := 1.0
		if i == 2 {
			n = 2
		}
		bw := unit * n
		w.buttons = append(w.buttons, Place(b, layout.Rect{X: math.Round(xs), Y: ctl.Y, W: math.Round(bw), H: ctl.H}))
		xs += bw + gap
	}
	w.buttons = append(w.buttons, extra...)
	w.body = layout.Rect{X: area.X, Y: y, W: area.W, H: math.Max(0, bottom-y)}
	return w
}

// DrawWalk draws a walk's panel.
func (k *Kit) DrawWalk(dst *ebiten.Image, w *WalkPanel) {
	l := k.Lay
	th := &k.Th
	v := &w.v
	k.Title(dst, v.Title, w.title, th.Accent)

	// Breadcrumb arrows and the level.
	arrow := k.Advance(" → ", k.F.Bold)
	for i, b := range w.buttons[1 : 1+len(v.Crumbs)] {
		if i > 0 {
			k.Text(dst, "→", k.F.Bold, b.Rect.X-arrow/2, b.Rect.Y+b.Rect.H/2, th.Dim, glyphs.Center, glyphs.Center)
		}
	}
	if ol := w.outline; ol.W > 0 {
		k.Line(dst, v.OutlineLabel, k.F.Small, ol.X, ol.Y, ol.H, th.Dim)
	}
	cr := w.crumbs
	k.Text(dst, v.Level, k.F.Small, cr.X+cr.W, cr.Y+cr.H/2, th.Dim, glyphs.End, glyphs.Center)

	// Step n of N, and a thin progress bar (with autoplay's progress).
	ct := w.counter
	k.Line(dst, v.Counter, k.F.Small, ct.X, ct.Y, ct.H, th.Dim)
	bx := ct.X + k.Advance(v.Widest, k.F.Small) + l.Font
	if bw := ct.X + ct.W - bx; bw > l.Font*3 {
		bh := math.Max(2, math.Round(l.Font*0.22))
		by := math.Round(ct.Y + ct.H/2 - bh/2)
		k.Bar(dst, layout.Rect{X: bx, Y: by, W: bw, H: bh}, th.ButtonHi)
		k.Bar(dst, layout.Rect{X: bx, Y: by, W: math.Max(bh, bw*v.Progress), H: bh}, th.Walk)
	}

	// The body, indented by the depth; the narration in the largest face
	// that lets it all fit.
	body := w.body
	indent, tw := w.bodyIndent(k)
	gap := k.M().Para
	blocks, after, _ := k.walkBody(w)
	y := body.Y - w.scroll
	clip := Clip(dst, body)
	if v.Verdict.S != "" {
		y = k.badge(clip, v.Verdict, layout.Rect{X: body.X + indent, Y: y, W: tw, H: k.F.LineH * 1.6})
		y += gap
	}
	y0 := y
	for i, b := range blocks {
		b.Draw(k, clip, body.X+indent, y)
		y += b.Height() + after[i]
	}
	// A rule down the left per level shows how deep the walk is.
	for d := 0; d < v.Depth; d++ {
		x := body.X + float64(d)*l.Font*0.9 + l.Font*0.2
		k.Bar(clip, layout.Rect{X: x, Y: y0, W: math.Max(2, l.Scale*2), H: y - y0}, WithAlpha(th.Walk, 0.45))
	}

	k.ScrollBar(dst, k.ScrollX(body), body, w.scroll, w.maxScroll)

	for i, ln := range w.keyLines {
		h := k.F.SmallLineH
		k.Line(dst, ln, k.F.Small, w.keys.X, w.keys.Y+float64(i)*h, h, th.Faint)
	}
	k.Buttons(dst, w.buttons)
}

// linkButtons are the hit areas of the body's glossary links, as drawn
// now (scrolled).
func (k *Kit) linkButtons(w *WalkPanel) []Button {
	v := &w.v
	body := w.body
	indent, _ := w.bodyIndent(k)
	blocks, after, _ := k.walkBody(w)
	y := body.Y - w.scroll
	if v.Verdict.S != "" {
		y += k.F.LineH*1.6 + k.M().Para
	}
	n := 500 // after the screen's own links
	var out []Button
	name := func(_, text string) string { return msg.F(w.lang, msg.GlossaryLink, text) }
	for i, b := range blocks {
		out = append(out, b.LinkButtons(body.X+indent, y, body, &n, name)...)
		y += b.Height() + after[i]
	}
	return out
}

// wrapKeys breaks the key hints ("← → step · Space play · …") into lines
// no wider than width, between its parts where it can.
func (k *Kit) wrapKeys(keys string, width float64) []string {
	const sep = " · "
	var lines []string
	cur := ""
	for _, part := range strings.Split(keys, sep) {
		switch {
		case cur == "":
			cur = part
		case k.Advance(cur+sep+part, k.F.Small) <= width:
			cur += sep + part
		default:
			lines = append(lines, cur)
			cur = part
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	var out []string
	for _, ln := range lines {
		if k.Advance(ln, k.F.Small) > width {
			out = append(out, k.Wrap(ln, k.F.Small, width)...) // one part wider than the panel
		} else {
			out = append(out, ln)
		}
	}
	return out
}

// bodyIndent is the body's indent by the walk's depth, and the width
// left for its text.
func (w *WalkPanel) bodyIndent(k *Kit) (indent, tw float64) {
	indent = math.Min(float64(w.v.Depth)*k.Lay.Font*0.9, w.body.W*0.25)
	return indent, w.body.W - indent
}

// walkBody lays out the body's paragraphs (the narration, then the
// notes) in the largest face for the narration that lets them all fit
// under the verdict, with the gap after each; fits is false when even
// the smallest face does not (the body is then cut at its foot).
func (k *Kit) walkBody(w *WalkPanel) (blocks []Rich, after []float64, fits bool) {
	v := &w.v
	_, tw := w.bodyIndent(k)
	gap := k.M().Para
	para := func(t screenview.Text, seen map[string]bool) Rich {
		f, lh := k.Face(t.Face)
		var spans []Span
		if Terms != nil {
			spans = Terms(t.S, w.lang, seen)
		}
		return k.RichText(t.S, spans, f, lh, tw, k.Tone(t.Tone))
	}
	for _, face := range []screenview.Face{screenview.Narration, screenview.Large, screenview.Regular, screenview.Small} {
		blocks, after = blocks[:0], after[:0]
		seen := map[string]bool{}
		blocks = append(blocks, para(screenview.Text{S: v.Say, Face: face}, seen))
		after = append(after, gap)
		for _, n := range v.Notes {
			blocks = append(blocks, para(n, seen))
			after = append(after, gap/2)
		}
		if k.walkBodyHeight(w, blocks, after) <= w.body.H {
			return blocks, after, true
		}
	}
	return blocks, after, false
}

// walkBodyHeight is the height the body's paragraphs take under the
// verdict (the last gap left out: nothing is drawn in it).
func (k *Kit) walkBodyHeight(w *WalkPanel, blocks []Rich, after []float64) float64 {
	total := 0.0
	for i, b := range blocks {
		total += b.Height()
		if i < len(blocks)-1 {
			total += after[i]
		}
	}
	if w.v.Verdict.S != "" {
		total += k.F.LineH*1.6 + k.M().Para
	}
	return total
}

// Cut says what of the walk's panel, as laid out, cannot be read: ""
// when all of it can, else "the narration" (cut at the body's foot, with
// no scrolling to it) or "the keys" (a key hint line wider than the
// panel).
func (w *Walk) Cut(k *Kit) string {
	p := &w.panel
	blocks, after, fits := k.walkBody(p)
	if !fits && k.walkBodyHeight(p, blocks, after) > p.body.H+p.maxScroll+0.5 {
		return "the narration"
	}
	for _, ln := range p.keyLines {
		if k.Advance(ln, k.F.Small) > p.keys.W+0.5 {
			return "the keys"
		}
	}
	return ""
}

// Scrolls reports how far the walk's body scrolls (0: it fits).
func (w *Walk) Scrolls() float64 { return w.panel.maxScroll }

// badge draws a verdict as a coloured badge and returns the y below it:
// legal and forbidden on the fills of the right and wrong answers'
// buttons, others on a tint of their colour (the theme's tests check each
// pair).
func (k *Kit) badge(dst *ebiten.Image, t screenview.Text, rect layout.Rect) float64 {
	col := k.Tone(t.Tone)
	fill := WithAlpha(col, 0.2)
	switch t.Tone {
	case screenview.Good:
		fill = k.Th.GoodFill
	case screenview.Bad:
		fill = k.Th.BadFill
	}
	l := k.Lay
	tw := math.Min(rect.W, k.Advance(t.S, k.F.Bold)+l.Font*1.4)
	k.Card(dst, layout.Rect{X: rect.X, Y: rect.Y, W: tw, H: rect.H}, fill)
	s := k.Ellipsis(t.S, k.F.Bold, tw-l.Font*1.2)
	k.Line(dst, s, k.F.Bold, rect.X+l.Font*0.7, rect.Y, rect.H, col)
	return rect.Y + rect.H
}
