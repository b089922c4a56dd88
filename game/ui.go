package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/layout"
	"renju/game/msg"
)

// The screens' common parts: buttons, icons, wrapped text, the nav bar.
// Everything is drawn from cached images (text, button backgrounds,
// icons), so a screen can redraw itself every frame cheaply.

// Button is a tap target and how it looks.
type Button struct {
	// ID is stable: taps report it, the page API finds the button by it
	// (renju.buttonToClient), tests click it.
	ID    string
	Rect  layout.Rect
	Label string
	Style ButtonStyle
	Icon  Icon
	// Disabled buttons are drawn dimmed and take no taps.
	Disabled bool
	// Small uses the small font.
	Small bool
}

// ButtonStyle is a button's look.
type ButtonStyle int

const (
	StylePlain   ButtonStyle = iota // dark, outlined
	StylePrimary                    // filled with the accent: the next thing to do
	StyleOn                         // a switch that is on, or the current choice
	StyleGood                       // a right answer
	StyleBad                        // a wrong answer
	StyleQuiet                      // text only (links, breadcrumbs)
)

// Icon is a small vector picture on a button.
type Icon int

const (
	IconNone     Icon = iota
	IconPlay          // ▶
	IconPause         // ❚❚
	IconPrev          // ◀ (a step back)
	IconNext          // ▶ with a bar (a step forward)
	IconRestart       // ⏮
	IconLeft          // ‹ (back, previous page)
	IconRight         // › (next page)
	IconClose         // ×
	IconStar          // ★
	IconStarOpen      // ☆
	IconHome          // a house
	IconCheck         // ✓
	numIcons
)

// Colours of the screens beyond the free board's (theme.go).
var (
	colGood      = rgb(0x57C27A)
	colBad       = rgb(0xF06A5F)
	colStar      = rgb(0xF2C14E)
	colCard      = rgb(0x24262B)
	colCardHi    = rgb(0x2C2F35)
	colWalk      = rgb(0xE0883A) // the walk's own colour: imagined stones, candidates
	colBand      = rgb(0x3D8BFF) // the line under discussion
	colKeyPoint  = rgb(0x2FA36B) // five points, straight-four ends
	colSelection = rgb(0x1E6FE0)
)

// buttonColours returns a button's fill, border and text colours.
func buttonColours(b Button, hovered bool) (fill, border, fg color.RGBA, bw float64) {
	fill, border, fg, bw = colButton, colBorder, colText, 1
	switch b.Style {
	case StylePrimary:
		fill, border, fg, bw = colActive, colActive, colActiveText, 0
		if hovered {
			fill = rgb(0xEDCB8E)
		}
	case StyleOn:
		border, fg, bw = colActive, colActive, 1.5
	case StyleGood:
		fill, border, fg, bw = rgb(0x1F3B2A), colGood, colGood, 1.5
	case StyleBad:
		fill, border, fg, bw = rgb(0x3D2322), colBad, colBad, 1.5
	case StyleQuiet:
		fill, border, fg, bw = colBackground, colBackground, colAccent, 0
		if hovered {
			fill = colButton
		}
	}
	if hovered && (b.Style == StylePlain || b.Style == StyleOn) {
		fill = colButtonHi
	}
	if b.Disabled {
		fg = colDisabled
		if b.Style == StylePrimary {
			fill, border, bw = colButton, colBorder, 1
		}
	}
	return
}

// drawButton draws b (hovered: the mouse is over it).
func (c *Ctx) drawButton(dst *ebiten.Image, b Button) {
	r := c.r
	l := c.Lay
	hovered := c.Hovered(b.ID) && !b.Disabled
	fill, border, fg, bw := buttonColours(b, hovered)
	br := b.Rect
	rad := math.Round(l.Font * 0.35)
	if b.Style != StyleQuiet || hovered {
		w := 0.0
		if bw > 0 {
			w = math.Max(bw, bw*l.Scale)
		}
		bg := r.buttonImage(bgKey{w: int(br.W), h: int(br.H), rad: rad, fill: fill, border: border, bw: w})
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(br.X), math.Round(br.Y))
		dst.DrawImage(bg, op)
	}
	face := r.f.bold
	if b.Small {
		face = r.f.small
	}
	tw := 0.0
	if b.Label != "" {
		tw = r.advance(b.Label, face)
		if tw > br.W-l.Font*0.5 && !b.Small { // a long label in a narrow button: smaller
			face = r.f.small
			tw = r.advance(b.Label, face)
		}
	}
	is := math.Round(l.Font * 0.95)
	gap := l.Font * 0.35
	cx, cy := br.X+br.W/2, br.Y+br.H/2
	if b.Icon != IconNone {
		total := is
		if b.Label != "" {
			total += gap + tw
		}
		if total > br.W-l.Font*0.3 && b.Label != "" { // no room: the label alone
			r.drawText(dst, b.Label, face, cx, cy, fg, text.AlignCenter, text.AlignCenter)
			return
		}
		x := cx - total/2
		if b.Icon == IconRight && b.Label != "" { // "Next ›": the arrow after the label
			r.drawText(dst, b.Label, face, x, cy, fg, text.AlignStart, text.AlignCenter)
			c.drawIcon(dst, b.Icon, x+tw+gap, cy-is/2, is, iconColour(b, fg))
			return
		}
		c.drawIcon(dst, b.Icon, x, cy-is/2, is, iconColour(b, fg))
		if b.Label != "" {
			r.drawText(dst, b.Label, face, x+is+gap, cy, fg, text.AlignStart, text.AlignCenter)
		}
		return
	}
	r.drawText(dst, b.Label, face, cx, cy, fg, text.AlignCenter, text.AlignCenter)
}

func iconColour(b Button, fg color.RGBA) color.RGBA {
	if b.Icon == IconStar && !b.Disabled {
		return colStar
	}
	return fg
}

// drawButtons draws every button of bs.
func (c *Ctx) drawButtons(dst *ebiten.Image, bs []Button) {
	for _, b := range bs {
		c.drawButton(dst, b)
	}
}

// iconKey identifies a cached icon image (drawn white, tinted when used).
type iconKey struct {
	icon Icon
	size int
}

// drawIcon draws icon in an s×s square at (x, y), in colour col.
func (c *Ctx) drawIcon(dst *ebiten.Image, icon Icon, x, y, s float64, col color.Color) {
	r := c.r
	k := iconKey{icon, int(math.Round(s))}
	img, ok := r.iconImgs[k]
	if !ok {
		if r.iconImgs == nil {
			r.iconImgs = map[iconKey]*ebiten.Image{}
		}
		img = ebiten.NewImage(max(k.size, 1), max(k.size, 1))
		paintIcon(img, icon, float64(k.size))
		r.iconImgs[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(col)
	dst.DrawImage(img, op)
}

// paintIcon draws icon in white into an s×s image.
func paintIcon(img *ebiten.Image, icon Icon, s float64) {
	white := color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	w := math.Max(1.5, s*0.12)
	f := func(v float64) float32 { return float32(v * s) }
	var p vector.Path
	switch icon {
	case IconPlay:
		p.MoveTo(f(0.28), f(0.18))
		p.LineTo(f(0.82), f(0.5))
		p.LineTo(f(0.28), f(0.82))
		p.Close()
		fillPath(img, &p, white)
	case IconPause:
		fillPath(img, roundRect(s*0.24, s*0.18, s*0.17, s*0.64, s*0.03), white)
		fillPath(img, roundRect(s*0.59, s*0.18, s*0.17, s*0.64, s*0.03), white)
	case IconPrev, IconNext:
		// A triangle and a bar: one step.
		if icon == IconNext {
			p.MoveTo(f(0.2), f(0.2))
			p.LineTo(f(0.64), f(0.5))
			p.LineTo(f(0.2), f(0.8))
			p.Close()
			fillPath(img, &p, white)
			fillPath(img, roundRect(s*0.68, s*0.2, s*0.13, s*0.6, s*0.02), white)
		} else {
			p.MoveTo(f(0.8), f(0.2))
			p.LineTo(f(0.36), f(0.5))
			p.LineTo(f(0.8), f(0.8))
			p.Close()
			fillPath(img, &p, white)
			fillPath(img, roundRect(s*0.19, s*0.2, s*0.13, s*0.6, s*0.02), white)
		}
	case IconRestart:
		fillPath(img, roundRect(s*0.16, s*0.2, s*0.12, s*0.6, s*0.02), white)
		p.MoveTo(f(0.84), f(0.2))
		p.LineTo(f(0.34), f(0.5))
		p.LineTo(f(0.84), f(0.8))
		p.Close()
		fillPath(img, &p, white)
	case IconLeft, IconRight:
		if icon == IconLeft {
			p.MoveTo(f(0.62), f(0.18))
			p.LineTo(f(0.3), f(0.5))
			p.LineTo(f(0.62), f(0.82))
		} else {
			p.MoveTo(f(0.38), f(0.18))
			p.LineTo(f(0.7), f(0.5))
			p.LineTo(f(0.38), f(0.82))
		}
		strokePath(img, &p, w*1.2, white)
	case IconClose:
		p.MoveTo(f(0.25), f(0.25))
		p.LineTo(f(0.75), f(0.75))
		p.MoveTo(f(0.75), f(0.25))
		p.LineTo(f(0.25), f(0.75))
		strokePath(img, &p, w*1.2, white)
	case IconStar, IconStarOpen:
		for i := 0; i < 10; i++ {
			rad := 0.46
			if i%2 == 1 {
				rad = 0.2
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			x, y := 0.5+rad*math.Cos(a), 0.54+rad*math.Sin(a)
			if i == 0 {
				p.MoveTo(f(x), f(y))
			} else {
				p.LineTo(f(x), f(y))
			}
		}
		p.Close()
		if icon == IconStar {
			fillPath(img, &p, white)
		} else {
			strokePath(img, &p, w*0.8, white)
		}
	case IconHome:
		p.MoveTo(f(0.14), f(0.5))
		p.LineTo(f(0.5), f(0.16))
		p.LineTo(f(0.86), f(0.5))
		p.MoveTo(f(0.26), f(0.42))
		p.LineTo(f(0.26), f(0.84))
		p.LineTo(f(0.74), f(0.84))
		p.LineTo(f(0.74), f(0.42))
		strokePath(img, &p, w, white)
	case IconCheck:
		p.MoveTo(f(0.18), f(0.52))
		p.LineTo(f(0.42), f(0.76))
		p.LineTo(f(0.84), f(0.26))
		strokePath(img, &p, w*1.3, white)
	}
}

// --- Text. ---

// advance is a memoised text.Advance.
func (r *renderer) advance(s string, f text.Face) float64 { return r.measure(f)(s) }

// wrapKey identifies a cached wrapped paragraph.
type wrapKey struct {
	s string
	f text.Face
	w float64
}

// wrap breaks s into lines no wider than w in face f, cached.
func (r *renderer) wrap(s string, f text.Face, w float64) []string {
	k := wrapKey{s, f, math.Round(w)}
	if ls, ok := r.wraps[k]; ok {
		return ls
	}
	if r.wraps == nil || len(r.wraps) > 400 {
		r.wraps = map[wrapKey][]string{}
	}
	ls := layout.Wrap(s, w, r.measure(f))
	r.wraps[k] = ls
	return ls
}

// textBlock is wrapped text to place: its lines and their height.
type textBlock struct {
	lines []string
	face  text.Face
	lineH float64
	col   color.Color
}

// block wraps s to width w.
func (c *Ctx) block(s string, f text.Face, lineH, w float64, col color.Color) textBlock {
	if s == "" {
		return textBlock{face: f, lineH: lineH, col: col}
	}
	return textBlock{lines: c.r.wrap(s, f, w), face: f, lineH: lineH, col: col}
}

// height is the block's height.
func (b textBlock) height() float64 { return float64(len(b.lines)) * b.lineH }

// draw draws the block with its top-left corner at (x, y).
func (b textBlock) draw(c *Ctx, dst *ebiten.Image, x, y float64) {
	for i, s := range b.lines {
		c.r.drawText(dst, s, b.face, x, y+float64(i)*b.lineH+b.lineH/2, b.col, text.AlignStart, text.AlignCenter)
	}
}

// drawCentered draws the block centred on x.
func (b textBlock) drawCentered(c *Ctx, dst *ebiten.Image, x, y float64) {
	for i, s := range b.lines {
		c.r.drawText(dst, s, b.face, x, y+float64(i)*b.lineH+b.lineH/2, b.col, text.AlignCenter, text.AlignCenter)
	}
}

// --- The nav bar. ---

// navBar lays out the row at the top of a panel: a back button (to the
// home screen, or to back with its label), a title and the language
// button. It returns the buttons and the rectangle left for the title.
func (c *Ctx) navBar(row layout.Rect, backID string, back msg.ID) ([]Button, layout.Rect) {
	l := c.Lay
	f := c.r.f
	pad := l.Font * 0.9
	langLabel := c.T(msg.LangButton)
	lw := math.Round(c.r.advance(langLabel, f.bold) + 2*pad)
	var bs []Button
	title := row
	if backID != "" {
		label := c.T(back)
		bw := math.Round(c.r.advance(label, f.bold) + 2*pad + l.Font)
		bs = append(bs, Button{ID: backID, Rect: layout.Rect{X: row.X, Y: row.Y, W: bw, H: row.H}, Label: label, Icon: IconLeft})
		title.X += bw + l.Font*0.6
		title.W -= bw + l.Font*0.6
	}
	bs = append(bs, Button{ID: BtnNavLang, Rect: layout.Rect{X: row.X + row.W - lw, Y: row.Y, W: lw, H: row.H}, Label: langLabel})
	title.W -= lw + l.Font*0.6
	return bs, title
}

// drawTitle draws a one-line title in rect, shrinking it to the small
// face when it does not fit (and cutting it when even that does not).
func (c *Ctx) drawTitle(dst *ebiten.Image, s string, rect layout.Rect, col color.Color) {
	r := c.r
	face := r.f.title
	if r.advance(s, face) > rect.W {
		face = r.f.bold
	}
	if r.advance(s, face) > rect.W {
		face = r.f.small
	}
	s = c.ellipsis(s, face, rect.W)
	r.drawText(dst, s, face, rect.X, rect.Y+rect.H/2, col, text.AlignStart, text.AlignCenter)
}

// ellipsis cuts s to fit width w, ending it with "…".
func (c *Ctx) ellipsis(s string, f text.Face, w float64) string {
	r := c.r
	if r.advance(s, f) <= w {
		return s
	}
	rs := []rune(s)
	for n := len(rs) - 1; n > 0; n-- {
		t := string(rs[:n]) + "…"
		if r.advance(t, f) <= w {
			return t
		}
	}
	return "…"
}

// column stacks rectangles top to bottom inside a rectangle.
type column struct {
	x, y, w float64
}

// take returns the next h pixels of the column and the gap after them.
func (col *column) take(h, gap float64) layout.Rect {
	r := layout.Rect{X: col.x, Y: col.y, W: col.w, H: h}
	col.y += h + gap
	return r
}

// fillRect fills a rounded rectangle (a card behind a part of a screen).
func (c *Ctx) fillCard(dst *ebiten.Image, rect layout.Rect, fill color.RGBA) {
	rad := math.Round(c.Lay.Font * 0.5)
	bg := c.r.buttonImage(bgKey{w: int(rect.W), h: int(rect.H), rad: rad, fill: fill, border: fill, bw: 0})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(rect.X), math.Round(rect.Y))
	dst.DrawImage(bg, op)
}

// hitButton returns the ID of the enabled button of bs at (x, y).
func hitButton(bs []Button, x, y float64) string {
	for i := len(bs) - 1; i >= 0; i-- { // the last drawn is on top
		b := bs[i]
		if !b.Disabled && b.Rect.Contains(x, y) {
			return b.ID
		}
	}
	return ""
}
