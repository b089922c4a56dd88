package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/rules"
)

// Button is a tap target placed on the screen: a model's button and its
// rectangle.
type Button struct {
	screenview.Button
	Rect layout.Rect
	// Small uses the small font.
	Small bool
	// Hidden is a button scrolled out of view: the keyboard's focus can go
	// to it (the screen then scrolls it into view), taps cannot.
	Hidden bool
}

// Place puts a model's button at r.
func Place(b screenview.Button, r layout.Rect) Button { return Button{Button: b, Rect: r} }

// Hit returns the ID of the enabled button of bs at (x, y) ("" for none).
func Hit(bs []Button, x, y float64) string {
	for i := len(bs) - 1; i >= 0; i-- { // the last drawn is on top
		b := bs[i]
		if !b.Disabled && !b.Hidden && b.Rect.Contains(x, y) {
			return b.ID
		}
	}
	return ""
}

// Hovered reports whether the button with this ID is under the pointer.
func (k *Kit) Hovered(id string) bool { return id != "" && k.Hover == id }

// buttonColours returns a button's fill, border and text colours and its
// border width (0: none).
func (k *Kit) buttonColours(b Button, hovered bool) (fill, border, fg color.RGBA, bw float64) {
	th := &k.Th
	fill, border, fg, bw = th.Button, th.Border, th.Text, 1
	switch b.Style {
	case screenview.Primary:
		fill, border, fg, bw = th.Active, th.Active, th.ActiveText, 0
		if hovered {
			fill = th.ActiveHi
		}
	case screenview.On:
		border, fg, bw = th.Active, th.Active, 1.5
	case screenview.Right:
		fill, border, fg, bw = th.GoodFill, th.Good, th.Good, 1.5
	case screenview.Wrong:
		fill, border, fg, bw = th.BadFill, th.Bad, th.Bad, 1.5
	case screenview.Quiet:
		// A secondary button, outlined: it was a bare link, 20 pixels of
		// text a thumb could miss, that read as a text, not a button.
		fill, border, fg, bw = th.Background, th.Border, th.Accent, 1
		if hovered {
			fill = th.Button
		}
	}
	if hovered && (b.Style == screenview.Plain || b.Style == screenview.On) {
		fill = th.ButtonHi
	}
	if b.Disabled {
		fg = th.Disabled
		if b.Style == screenview.Primary {
			fill, border, bw = th.Button, th.Border, 1
		}
	}
	return
}

// Buttons draws every button of bs.
func (k *Kit) Buttons(dst *ebiten.Image, bs []Button) {
	for _, b := range bs {
		k.DrawButton(dst, b)
	}
}

// DrawButton draws b: its background, then its icon and label centred
// together (the label alone when both do not fit; "Next ›" with the
// arrow after the label; a stone, a triangle, a square or a circle alone
// fills the button).
func (k *Kit) DrawButton(dst *ebiten.Image, b Button) {
	if b.Style == screenview.Link {
		return // a term's hit area: its text draws it (RichText)
	}
	l := k.Lay
	hovered := k.Hovered(b.ID) && !b.Disabled
	fill, border, fg, bw := k.buttonColours(b, hovered)
	br := b.Rect
	{
		w := 0.0
		if bw > 0 {
			w = math.Max(bw, bw*l.Scale)
		}
		k.roundBox(dst, br, math.Round(l.Font*0.35), fill, border, w)
	}
	if cw, ok := k.keyCap(b); ok {
		// The shortcut as a key at the right, the label centred in the
		// rest.
		// Not the button's words: the mirror names the button by its
		// label, and the screen's key hints say the keys.
		k.rec.quiet++
		k.drawKeyCap(dst, b.Key, br.X+br.W-l.Font*0.35-cw, br.Y+br.H/2, cw, fg)
		k.rec.quiet--
		b.Rect.W -= cw + l.Font*0.35
		br = b.Rect
	}
	cx, cy := br.X+br.W/2, br.Y+br.H/2
	switch b.Icon {
	case screenview.Triangle, screenview.Square, screenview.Circle:
		k.drawShapeIcon(dst, b.Icon, cx, cy, br.H*0.62, fg)
		return
	case screenview.BlackStone, screenview.WhiteStone:
		if b.Label == "" {
			k.drawStoneIcon(dst, b.Icon, cx, cy, br.H*0.62)
			return
		}
	}
	face, tw := k.oneLine(b)
	if tw > br.W-l.Font*0.3 && b.Icon != screenview.BlackStone && b.Icon != screenview.WhiteStone {
		// Wider than the button even in the small face: on two or more
		// lines where the button is tall enough.
		if fit := k.fitLabel(b); len(fit.lines) > 1 {
			k.drawLines(dst, b, fit, fg)
			return
		}
	}
	switch b.Icon {
	case screenview.NoIcon:
		k.Text(dst, b.Label, face, cx, cy, fg, glyphs.Center, glyphs.Center)
		return
	case screenview.BlackStone, screenview.WhiteStone:
		// A small stone before the label (the free board's modes).
		ic := k.smallStone(stoneOf(b.Icon))
		w := float64(ic.Bounds().Dx())
		gap := l.Font * 0.2
		if total := w*0.8 + gap + tw; total < br.W-l.Font*0.3 {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(math.Round(cx-total/2-w*0.1), math.Round(cy-w/2))
			dst.DrawImage(ic, op)
			cx += (w*0.8 + gap) / 2
		}
		k.Text(dst, b.Label, face, cx, cy, fg, glyphs.Center, glyphs.Center)
		return
	}
	is := math.Round(l.Font * 0.95)
	gap := l.Font * 0.35
	total := is
	if b.Label != "" {
		total += gap + tw
	}
	if total > br.W-l.Font*0.3 && b.Label != "" { // no room: the label alone
		k.Text(dst, b.Label, face, cx, cy, fg, glyphs.Center, glyphs.Center)
		return
	}
	ic := fg
	if b.Icon == screenview.StarFull && !b.Disabled {
		ic = k.Th.Star
	}
	x := cx - total/2
	if b.Icon == screenview.ChevronRight && b.Label != "" { // "Next ›": the arrow after the label
		k.Text(dst, b.Label, face, x, cy, fg, glyphs.Start, glyphs.Center)
		k.Icon(dst, b.Icon, x+tw+gap, cy-is/2, is, ic)
		return
	}
	k.Icon(dst, b.Icon, x, cy-is/2, is, ic)
	if b.Label != "" {
		k.Text(dst, b.Label, face, x+is+gap, cy, fg, glyphs.Start, glyphs.Center)
	}
}

// keyCap is the width of b's shortcut drawn as a key, and whether it is
// drawn: once the learner has used a key (key hints are worth their room
// then), and only where the label still fits on one line beside it.
func (k *Kit) keyCap(b Button) (float64, bool) {
	if b.Key == "" || !k.Keyboard || b.Label == "" {
		return 0, false
	}
	l := k.Lay
	cw := math.Round(k.Advance(b.Key, k.F.Small) + l.Font*0.7)
	rest := b
	rest.Rect.W -= cw + l.Font*0.35
	_, tw := k.oneLine(rest)
	return cw, tw+l.Font*0.6 <= rest.Rect.W
}

// drawKeyCap draws a shortcut's name in a key's outline, w wide, its left
// edge at x and centred on cy, fainter than the label.
func (k *Kit) drawKeyCap(dst *ebiten.Image, key string, x, cy, w float64, fg color.RGBA) {
	l := k.Lay
	h := math.Round(k.F.SmallLineH * 0.95)
	col := WithAlpha(fg, 0.75)
	StrokePath(dst, RoundRect(x, cy-h/2, w, h, l.Font*0.18), math.Max(1, l.Scale), col)
	k.Text(dst, key, k.F.Small, x+w/2, cy, col, glyphs.Center, glyphs.Center)
}

// oneLine is the face of b's label on one line, and its width: the bold
// face, or the small one when the bold is too wide (or b is Small).
func (k *Kit) oneLine(b Button) (*glyphs.Face, float64) {
	face := k.F.Bold
	if b.Small {
		face = k.F.Small
	}
	tw := 0.0
	if b.Label != "" {
		tw = k.Advance(b.Label, face)
		if tw > b.Rect.W-k.Lay.Font*0.5 && !b.Small { // a long label in a narrow button: smaller
			face = k.F.Small
			tw = k.Advance(b.Label, face)
		}
	}
	return face, tw
}

// labelFit is how a label too long for one line is laid out: its face,
// line height and lines, and the room its icon takes before them; cut
// when even so it does not fit its button.
type labelFit struct {
	face  *glyphs.Face
	lineH float64
	lines []string
	icon  float64
	cut   bool
}

// labelIcon is the room an icon takes before a label (0: none).
func (k *Kit) labelIcon(b Button) float64 {
	switch b.Icon {
	case screenview.NoIcon, screenview.BlackStone, screenview.WhiteStone, screenview.Triangle, screenview.Square, screenview.Circle:
		return 0
	}
	return math.Round(k.Lay.Font*0.95) + k.Lay.Font*0.35
}

// fitLabel wraps b's label to its button: in the bold face if the lines
// fit its height, else in the small one; cut if neither does (one line
// wider than the button is cut too).
func (k *Kit) fitLabel(b Button) labelFit {
	l := k.Lay
	br := b.Rect
	if face, tw := k.oneLine(b); tw <= br.W-l.Font*0.3 {
		return labelFit{face: face, lines: []string{b.Label}}
	}
	ic := k.labelIcon(b)
	room := br.W - l.Font*0.9 - ic
	faces := []*glyphs.Face{k.F.Bold, k.F.Small}
	heights := []float64{k.F.LineH, k.F.SmallLineH}
	if b.Small {
		faces, heights = faces[1:], heights[1:]
	}
	for i, f := range faces {
		lh := math.Round(heights[i] * 0.92)
		lines := k.Wrap(b.Label, f, room)
		wide := false
		for _, s := range lines {
			wide = wide || k.Advance(s, f) > room
		}
		if !wide && float64(len(lines))*lh <= br.H-l.Font*0.3 {
			return labelFit{face: f, lineH: lh, lines: lines, icon: ic}
		}
	}
	return labelFit{cut: true}
}

// LabelCut reports whether b's label does not fit its button in full,
// even on several lines in the small face.
func (k *Kit) LabelCut(b Button) bool { return b.Label != "" && k.fitLabel(b).cut }

// ButtonHeight is the height a button b (of b.Rect's width) needs for its
// label, at least minH: taller than minH when the label needs two or more
// lines in the bold face.
func (k *Kit) ButtonHeight(b Button, minH float64) float64 {
	l := k.Lay
	if _, tw := k.oneLine(b); tw <= b.Rect.W-l.Font*0.3 || b.Label == "" {
		return minH
	}
	f, lh := k.F.Bold, k.F.LineH
	if b.Small {
		f, lh = k.F.Small, k.F.SmallLineH
	}
	n := len(k.Wrap(b.Label, f, b.Rect.W-l.Font*0.9-k.labelIcon(b)))
	return math.Max(minH, math.Ceil(float64(n)*math.Round(lh*0.92)+l.Font*0.9))
}

// drawLines draws a label laid out on several lines, its icon before
// them, the whole centred in the button.
func (k *Kit) drawLines(dst *ebiten.Image, b Button, fit labelFit, fg color.RGBA) {
	br := b.Rect
	wide := 0.0
	for _, s := range fit.lines {
		wide = math.Max(wide, k.Advance(s, fit.face))
	}
	x := br.X + (br.W-wide-fit.icon)/2
	cy := br.Y + br.H/2
	if fit.icon > 0 {
		is := math.Round(k.Lay.Font * 0.95)
		ic := fg
		if b.Icon == screenview.StarFull && !b.Disabled {
			ic = k.Th.Star
		}
		k.Icon(dst, b.Icon, x, cy-is/2, is, ic)
	}
	y := cy - float64(len(fit.lines))*fit.lineH/2
	for i, s := range fit.lines {
		k.Text(dst, s, fit.face, x+fit.icon, y+(float64(i)+0.5)*fit.lineH, fg, glyphs.Start, glyphs.Center)
	}
}

func stoneOf(i screenview.Icon) rules.Stone {
	if i == screenview.WhiteStone {
		return rules.White
	}
	return rules.Black
}

// drawStoneIcon draws a stone filling a button of height sz/0.62.
func (k *Kit) drawStoneIcon(dst *ebiten.Image, icon screenview.Icon, cx, cy, sz float64) {
	ic := k.smallStone(stoneOf(icon))
	iw := float64(ic.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(sz/iw*1.1, sz/iw*1.1)
	op.GeoM.Translate(math.Round(cx-sz*0.55), math.Round(cy-sz*0.55))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(ic, op)
}

// drawShapeIcon draws the teacher's triangle, square or circle of size sz.
func (k *Kit) drawShapeIcon(dst *ebiten.Image, icon screenview.Icon, cx, cy, sz float64, fg color.RGBA) {
	w := math.Max(2, sz*0.11)
	switch icon {
	case screenview.Triangle:
		StrokePath(dst, TrianglePath(cx, cy+sz*0.08, sz*0.45), w, fg)
	case screenview.Square:
		h := sz * 0.34
		StrokePath(dst, RoundRect(cx-h, cy-h, 2*h, 2*h, sz*0.04), w, fg)
	case screenview.Circle:
		StrokePath(dst, CirclePath(cx, cy, sz*0.38), w, fg)
	}
}

// SmallStone draws the small stone of a status line with its left edge
// at x, centred on y, and returns its width.
func (k *Kit) SmallStone(dst *ebiten.Image, s rules.Stone, x, y float64) float64 {
	icon := k.smallStone(s)
	iw := float64(icon.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-iw*0.08, math.Round(y-iw/2))
	dst.DrawImage(icon, op)
	return iw
}

// bgKey describes a rounded box: size, corner radius, colours and border
// width (0: none).
type bgKey struct {
	w, h         int
	rad          float64
	fill, border color.RGBA
	bw           float64
}

// maxBoxes bounds the cache of button, card and bar backgrounds.
const maxBoxes = 300

// roundBox draws a rounded box at r: from its look's corners
// (slicedBox), or, when it is too small for them, from an image of the
// box painted once per size and look (anti-aliased paths are the costly
// part of drawing a panel).
func (k *Kit) roundBox(dst *ebiten.Image, r layout.Rect, rad float64, fill, border color.RGBA, bw float64) {
	if k.slicedBox(dst, r, rad, fill, border, bw) {
		return
	}
	// A box larger than an image may be is painted at the largest and
	// stretched (its corners with it): drawn, never a panic.
	key := bgKey{w: min(int(r.W), MaxImageSide), h: min(int(r.H), MaxImageSide), rad: rad, fill: fill, border: border, bw: bw}
	img, ok := k.bgs[key]
	if !ok {
		if k.bgs == nil || len(k.bgs) >= maxBoxes {
			for _, img := range k.bgs {
				img.Deallocate()
			}
			k.bgs = map[bgKey]*ebiten.Image{}
		}
		img = newImage(max(key.w, 1), max(key.h, 1))
		w, h := float64(key.w), float64(key.h)
		FillPath(img, RoundRect(0, 0, w, h, key.rad), key.fill)
		if key.bw > 0 {
			StrokePath(img, RoundRect(key.bw/2, key.bw/2, w-key.bw, h-key.bw, key.rad), key.bw, key.border)
		}
		k.bgs[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	if sx, sy := float64(int(r.W))/float64(max(key.w, 1)), float64(int(r.H))/float64(max(key.h, 1)); sx > 1 || sy > 1 {
		op.GeoM.Scale(max(sx, 1), max(sy, 1))
	}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(img, op)
}

// Card fills a rounded rectangle (a card behind a part of a screen).
func (k *Kit) Card(dst *ebiten.Image, r layout.Rect, fill color.RGBA) {
	k.roundBox(dst, r, math.Round(k.Lay.Font*0.5), fill, fill, 0)
}

// Bar fills a rectangle with round ends (progress bars, dots).
func (k *Kit) Bar(dst *ebiten.Image, r layout.Rect, col color.RGBA) {
	if r.W < 1 || r.H < 1 {
		return
	}
	k.roundBox(dst, layout.Rect{X: r.X, Y: r.Y, W: math.Round(r.W), H: math.Round(r.H)}, r.H/2, col, col, 0)
}

// FlowRows splits buttons into rows that fit width w at their natural
// widths (label and padding), at most four to a row.
func (k *Kit) FlowRows(bs []screenview.Button, w, gap float64) [][]screenview.Button {
	var rows [][]screenview.Button
	var row []screenview.Button
	used := 0.0
	for _, b := range bs {
		nw := k.Advance(b.Label, k.F.Bold) + 2*k.Lay.Font
		if b.Icon != screenview.NoIcon {
			nw += k.Lay.Font * 1.3
		}
		if len(row) > 0 && (used+gap+nw > w || len(row) == 4) {
			rows = append(rows, row)
			row, used = nil, 0
		}
		if len(row) > 0 {
			used += gap
		}
		used += nw
		row = append(row, b)
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	return rows
}

// DenseRows splits buttons into rows of equal widths across w, at most
// four to a row, as many to a row as still show every label in full in
// a button h high (on two lines in the small face at worst): where
// FlowRows gives each its natural width, a phone's lesson page kept
// three rows of answers and two lines of its text.
func (k *Kit) DenseRows(bs []screenview.Button, w, gap, h float64) [][]screenview.Button {
	var rows [][]screenview.Button
	for i := 0; i < len(bs); {
		n := 1
		for try := min(4, len(bs)-i); try > 1; try-- {
			share := (w - gap*float64(try-1)) / float64(try)
			fits := true
			for _, b := range bs[i : i+try] {
				pb := Place(b, layout.Rect{W: share, H: h})
				fits = fits && !k.fitLabel(pb).cut
			}
			if fits {
				n = try
				break
			}
		}
		rows = append(rows, bs[i:i+n])
		i += n
	}
	return rows
}

// Row places a row of buttons in equal widths across r, gap apart.
func Row(r layout.Rect, bs []screenview.Button, gap float64) []Button {
	rects := layout.Row(r, len(bs), gap)
	out := make([]Button, len(bs))
	for i, b := range bs {
		out[i] = Place(b, rects[i])
	}
	return out
}
