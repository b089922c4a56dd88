package game

import (
	"image/color"
	"log"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/freeboard"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/rules"
)

// freeFrame is everything a frame of the free board shows. When it has
// not changed since the last frame, the screen is left as it is (the app
// runs with SetScreenClearedEveryFrame(false)), which saves the GPU and the
// battery of a teacher's laptop while nobody touches the board.
type freeFrame struct {
	layer    layerKey
	panel    panelKey
	hover    rules.Point
	hovering bool
	preview  freeboard.Preview
	sel      *freeboard.Selection
	help     bool
	long     bool
	walk     walkKey
}

// drawFailed fills the screen when the renderer could not be made.
func (g *Game) drawFailed(screen *ebiten.Image, err error) {
	if !g.failed {
		g.failed = true
		log.Printf("Renju Tutor cannot draw: %v", err)
	}
	screen.Fill(colBackground)
}

// drawFree draws the free board. It uses only the View copied by Update.
func (g *Game) drawFree(c *Ctx, screen *ebiten.Image) {
	r := g.r
	v := &g.view
	w := g.free.view
	fk := freeFrame{
		layer:    layerKey{rev: v.Rev, opt: v.Options, lang: g.lang},
		panel:    g.panelContent(v),
		hover:    v.Hover,
		hovering: v.Hovering,
		preview:  v.Preview(),
		sel:      v.Sel,
		help:     v.Help,
		long:     g.longPress, // drawPointer then shows AskMark
	}
	if w != nil {
		fk.walk = w.key(c)
		fk.panel = panelKey{}
		fk.preview = freeboard.NoPreview
	}
	if c.Unchanged(fk) {
		return
	}
	screen.Fill(colBackground)

	r.ensureLayer(v, g.lang)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.baseRect.X, r.baseRect.Y)
	screen.DrawImage(r.layer, op)
	if w != nil {
		w.drawBoard(c, screen)
		r.drawText(screen, c.T(msg.FreeTitle), r.f.title, r.navTitle.X, r.navTitle.Y+r.navTitle.H/2, colText, text.AlignStart, text.AlignCenter)
		c.drawButtons(screen, r.navButtons)
		w.draw(c, screen)
		if v.Help {
			g.drawHelp(screen)
		}
		return
	}
	g.drawPointer(screen, v)

	g.drawPanel(screen, v, fk.panel)
	c.drawButtons(screen, r.navButtons)
	if v.Help {
		g.drawHelp(screen)
	}
}

// drawPointer draws what depends on the pointer and the selection: the
// selected point's ring and the hover preview.
func (g *Game) drawPointer(screen *ebiten.Image, v *freeboard.View) {
	r := g.r
	l := r.lay
	sprite := func(img *ebiten.Image, c float64, p rules.Point, cs ebiten.ColorScale) {
		x, y := l.PointXY(p)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x-c), math.Round(y-c))
		op.ColorScale = cs
		screen.DrawImage(img, op)
	}
	tint := func(c color.Color, a float32) ebiten.ColorScale {
		var cs ebiten.ColorScale
		cs.ScaleWithColor(c)
		cs.ScaleAlpha(a)
		return cs
	}
	if s := v.Sel; s != nil {
		sprite(r.ring, r.spriteC, s.Point, tint(colSelect, 1))
	}
	if !v.Hovering {
		return
	}
	preview := v.Preview()
	if g.longPress && v.Board.At(v.Hover) == rules.Empty {
		preview = freeboard.AskMark
	}
	switch preview {
	case freeboard.GhostBlack:
		sprite(r.black, r.stoneC, v.Hover, tint(color.White, 0.5))
	case freeboard.GhostWhite:
		sprite(r.white, r.stoneC, v.Hover, tint(color.White, 0.6))
	case freeboard.EraseMark:
		sprite(r.ring, r.spriteC, v.Hover, tint(colLastMove, 0.95))
	case freeboard.AskMark:
		sprite(r.ring, r.spriteC, v.Hover, tint(colSelect, 0.8))
		x, y := l.PointXY(v.Hover)
		r.drawText(screen, "?", r.f.num, x, y, colSelect, text.AlignCenter, text.AlignCenter)
	}
}

// panelKey is everything the panel shows; the panel is redrawn only when it
// changes.
type panelKey struct {
	chrome chromeKey
	text   textKey
}

// chromeKey is the panel's upper part: title, status, buttons, legend.
type chromeKey struct {
	mode                   freeboard.Mode
	opt                    freeboard.Options
	canUndo, canRedo, none bool
	hoverBtn               int
	status                 string
	lang                   msg.Lang
}

// textKey is the text area: notice, hint or explanation.
type textKey struct {
	notice, hint           string
	title, summary, detail string
	scroll                 float64
	lang                   msg.Lang
}

func (g *Game) panelContent(v *freeboard.View) panelKey {
	c := chromeKey{
		mode: v.Mode, opt: v.Options, canUndo: v.CanUndo, canRedo: v.CanRedo, none: v.Stones == 0,
		hoverBtn: -1, lang: g.lang, status: v.Status(g.lang),
	}
	k := textKey{notice: v.NoticeText(g.lang), hint: v.Hint(g.lang), lang: g.lang}
	// The explanation is formatted once per judgement, not per frame.
	if c := &g.expl; c.sel != v.Sel || c.lang != g.lang {
		c.sel, c.lang = v.Sel, g.lang
		c.title, c.summary, c.detail = v.Explanation(g.lang)
	}
	k.title, k.summary, k.detail = g.expl.title, g.expl.summary, g.expl.detail
	if g.ptr.mouseActive {
		x, y := g.ptr.cursorX, g.ptr.cursorY
		for i, b := range g.r.buttons {
			if b.rect.Contains(x, y) {
				c.hoverBtn = i
			}
		}
	}
	// A new explanation starts at the top.
	id := k.title + "\x00" + k.summary + "\x00" + k.notice
	if id != g.scrollID {
		g.scrollID = id
		g.scroll = 0
	}
	k.scroll = g.scroll
	return panelKey{chrome: c, text: k}
}

// drawPanel draws the panel from its cache, redrawing the cache first if
// its content changed.
func (g *Game) drawPanel(screen *ebiten.Image, v *freeboard.View, k panelKey) {
	r := g.r
	pr := r.lay.Panel
	ta := r.pl.Text
	if r.panel == nil {
		r.panel = ebiten.NewImage(int(math.Ceil(pr.W)), int(math.Ceil(pr.H)))
		r.panelKey = panelKey{chrome: chromeKey{hoverBtn: -2}, text: textKey{scroll: -1}}
		if ta.W >= 1 && ta.H >= 1 {
			r.textImg = ebiten.NewImage(int(math.Ceil(ta.W)), int(math.Ceil(ta.H)))
		}
	}
	// The two parts are cached apart: a move changes the status line and
	// the buttons, rarely the explanation.
	if k.chrome != r.panelKey.chrome {
		g.renderPanel(r.panel, v, &k.chrome)
		r.panelKey.chrome = k.chrome
	}
	if k.text != r.panelKey.text && r.textImg != nil {
		g.renderText(r.textImg, &k.text)
		k.text.scroll = g.scroll // renderText clamps it
		r.panelKey.text = k.text
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(pr.X, pr.Y)
	screen.DrawImage(r.panel, op)
	if r.textImg != nil {
		op.GeoM.Reset()
		op.GeoM.Translate(ta.X, ta.Y)
		screen.DrawImage(r.textImg, op)
	}
}

// enabled reports whether a button does something now.
func enabled(b button, k *chromeKey) bool {
	switch b.action {
	case freeboard.Undo:
		return k.canUndo
	case freeboard.Redo:
		return k.canRedo
	case freeboard.Clear:
		return !k.none
	}
	return true
}

// active reports whether a button shows as pressed: the current mode or a
// switch that is on.
func active(b button, k *chromeKey) bool {
	switch b.action {
	case freeboard.SetPlay, freeboard.SetBlack, freeboard.SetWhite, freeboard.SetErase, freeboard.SetInspect:
		return freeboard.Mode(b.action-freeboard.SetPlay) == k.mode
	case freeboard.ToggleOverlay:
		return k.opt.Overlay
	case freeboard.ToggleCoords:
		return k.opt.Coords
	case freeboard.ToggleNumbers:
		return k.opt.Numbers
	}
	return false
}

// isToggle reports whether a button is an on/off switch (not a mode).
func isToggle(a freeboard.Action) bool {
	return a == freeboard.ToggleOverlay || a == freeboard.ToggleCoords || a == freeboard.ToggleNumbers
}

// renderPanel draws the whole panel into img (panel coordinates).
func (g *Game) renderPanel(img *ebiten.Image, v *freeboard.View, k *chromeKey) {
	r := g.r
	l := r.lay
	pl := r.pl
	ox, oy := -l.Panel.X, -l.Panel.Y
	img.Clear()
	lang := g.lang
	f := r.f
	// Backgrounds first, text and icons after them: a background seen for
	// the first time is painted with anti-aliased paths, which Ebitengine
	// renders through an offscreen pass per run; interleaving them with
	// other drawing would cost a pass each.
	var later []func()
	defer func() {
		for _, fn := range later {
			fn()
		}
	}()

	// Title and status.
	later = append(later, func() {
		nt := r.navTitle
		r.drawText(img, msg.T(lang, msg.FreeTitle), f.title, nt.X+ox, nt.Y+oy+nt.H/2, colText, text.AlignStart, text.AlignCenter)
		sy := pl.Status.Y + oy + pl.Status.H/2
		icon := r.icons[v.ToMove]
		iw := float64(icon.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(pl.Status.X+ox-iw*0.08, math.Round(sy-iw/2))
		img.DrawImage(icon, op)
		r.drawText(img, k.status, f.body, pl.Status.X+ox+iw*0.95, sy, colText, text.AlignStart, text.AlignCenter)
	})

	// Buttons.
	rad := math.Round(l.Font * 0.35)
	for i, b := range r.buttons {
		br := b.rect
		x, y := br.X+ox, br.Y+oy
		on, en := active(b, k), enabled(b, k)
		toggle := isToggle(b.action)
		fill, fg, border := colButton, colText, colBorder
		switch {
		case on && !toggle: // the current mode: filled
			fill, fg = colActive, colActiveText
		case on: // a switch that is on: outlined in the accent colour
			fg, border = colActive, colActive
		}
		if i == k.hoverBtn && en && !(on && !toggle) {
			fill = colButtonHi
		}
		if !en {
			fg = colDisabled
		}
		bw := 0.0
		if !(on && !toggle) {
			bw = math.Max(1, l.Scale)
			if on {
				bw = math.Max(1.5, 1.5*l.Scale)
			}
		}
		bg := r.buttonImage(bgKey{w: int(br.W), h: int(br.H), rad: rad, fill: fill, border: border, bw: bw})
		bop := &ebiten.DrawImageOptions{}
		bop.GeoM.Translate(x, y)
		img.DrawImage(bg, bop)
		label := msg.T(lang, b.label)
		face := f.bold
		tw := text.Advance(label, face)
		cx := x + br.W/2
		if b.icon != rules.Empty {
			ic := r.icons[b.icon]
			w := float64(ic.Bounds().Dx())
			gap := l.Font * 0.2
			total := w*0.8 + gap + tw
			if total < br.W-l.Font*0.3 {
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(math.Round(cx-total/2-w*0.1), math.Round(y+br.H/2-w/2))
				later = append(later, func() { img.DrawImage(ic, op) })
				cx += (w*0.8 + gap) / 2
			}
		}
		if tw > br.W-l.Font*0.4 { // a long label in a narrow button: smaller
			face = f.small
		}
		later = append(later, func() { r.drawText(img, label, face, cx, y+br.H/2, fg, text.AlignCenter, text.AlignCenter) })
	}

	// Legend.
	if len(pl.Legend) > 0 {
		if !k.opt.Overlay {
			a := pl.LegendArea
			later = append(later, func() {
				r.drawText(img, msg.T(lang, msg.LegendOverlayOff), f.small, a.X+ox, a.Y+oy+pl.LineH/2, colDim, text.AlignStart, text.AlignCenter)
			})
		} else {
			it := pl.Legend[0]
			later = append(later, func() {
				r.drawText(img, msg.T(lang, msg.LegendTitle), f.small, it.X+ox, it.Y+oy+it.H/2, colDim, text.AlignStart, text.AlignCenter)
			})
			s := r.legendIcon()
			for i, lk := range legendKinds {
				it := pl.Legend[i+1]
				x, y := it.X+ox, it.Y+oy+(it.H-s)/2
				iop := &ebiten.DrawImageOptions{}
				iop.GeoM.Translate(math.Round(x), math.Round(y))
				img.DrawImage(r.legendIcons[lk.kind], iop)
				label := msg.T(lang, lk.label)
				later = append(later, func() {
					r.drawText(img, label, f.small, x+s+l.Font*0.35, it.Y+oy+it.H/2, colText, text.AlignStart, text.AlignCenter)
				})
			}
		}
	}

}

// para is a paragraph of the panel's text area.
type para struct {
	text  string
	face  text.Face
	lineH float64
	col   color.Color
	after float64 // space below
	tree  bool    // an indented tree (the judge's reasoning)
}

// renderText draws the notice, the hint or the explanation, wrapped, into
// img (the text area), scrolled by g.scroll (clamped here).
func (g *Game) renderText(img *ebiten.Image, k *textKey) {
	r := g.r
	f := r.f
	img.Clear()
	area := layout.Rect{W: r.pl.Text.W, H: r.pl.Text.H}
	ox, oy := 0.0, 0.0
	var ps []para
	gap := math.Round(r.lay.Font * 0.6)
	if k.notice != "" {
		ps = append(ps, para{k.notice, f.bold, f.lineH, colNotice, gap, false})
	}
	if k.title != "" {
		ps = append(ps, para{k.title, f.bold, f.lineH, colAccent, gap / 3, false})
		if k.summary != "" {
			ps = append(ps, para{k.summary, f.body, f.lineH, colText, gap, false})
		}
		if k.detail != "" {
			ps = append(ps, para{k.detail, f.small, f.smallLineH, colDim, gap, true})
		}
	} else {
		ps = append(ps, para{k.hint, f.body, f.lineH, colDim, gap, false})
		ps = append(ps, para{msg.T(g.lang, msg.WhyPrompt), f.small, f.smallLineH, colFaint, gap, false})
	}

	type line struct {
		s    string
		face text.Face
		x, y float64
		col  color.Color
		h    float64
	}
	var lines []line
	y := 0.0
	w := area.W - r.lay.Font*0.6 // room for the scroll bar
	for _, p := range ps {
		face := p.face
		measure := r.measure(face)
		if p.tree {
			for _, tl := range layout.WrapTree(p.text, w, math.Round(r.lay.Font*1.1), measure) {
				lines = append(lines, line{tl.Text, face, tl.Indent, y, p.col, p.lineH})
				y += p.lineH
			}
		} else {
			for _, s := range layout.Wrap(p.text, w, measure) {
				lines = append(lines, line{s, face, 0, y, p.col, p.lineH})
				y += p.lineH
			}
		}
		y += p.after
	}
	total := y
	maxScroll := math.Max(0, total-area.H)
	g.scroll = math.Max(0, math.Min(g.scroll, maxScroll))
	k.scroll = g.scroll

	scroll := g.scroll
	if maxScroll > 0 {
		// A scroll bar shows there is more.
		bw := math.Max(2, r.lay.Font*0.18)
		th := math.Max(area.H*area.H/total, r.lay.Font*1.5)
		ty := area.Y + oy + (area.H-th)*g.scroll/maxScroll
		x := area.X + ox + area.W - bw
		fillPath(img, roundRect(x, area.Y+oy, bw, area.H, bw/2), withAlpha(colBorder, 0.5))
		fillPath(img, roundRect(x, ty, bw, th, bw/2), colDim)
	}
	for _, ln := range lines {
		ly := area.Y + oy + ln.y - scroll
		if ly+ln.h < area.Y+oy || ly > area.Y+oy+area.H {
			continue
		}
		r.drawText(img, ln.s, ln.face, area.X+ox+ln.x, ly+ln.h/2, ln.col, text.AlignStart, text.AlignCenter)
	}
}

// drawHelp draws the shortcut list over a dimmed screen.
func (g *Game) drawHelp(screen *ebiten.Image) {
	r := g.r
	l := r.lay
	f := r.f
	lang := g.lang
	vector.DrawFilledRect(screen, 0, 0, float32(l.W), float32(l.H), withAlpha(rgb(0x000000), 0.62), false)

	keyW := 0.0
	descW := 0.0
	lines := append(append([]input.HelpLine(nil), input.HelpLines...), input.AppHelpLines...)
	for _, hl := range lines {
		keyW = math.Max(keyW, text.Advance(hl.Keys, f.bold))
		descW = math.Max(descW, text.Advance(msg.T(lang, hl.Desc), f.body))
	}
	foot := []string{msg.T(lang, msg.HelpMouse), msg.T(lang, msg.HelpTouch), msg.T(lang, msg.HelpClose)}
	footW := 0.0
	for _, s := range foot {
		footW = math.Max(footW, text.Advance(s, f.small))
	}
	pad := l.Font * 1.2
	colGap := l.Font * 1.5
	lineH := f.lineH * 1.1
	w := math.Max(keyW+colGap+descW, footW) + 2*pad
	h := pad + f.lineH*1.6 + float64(len(lines))*lineH + l.Font*0.6 + float64(len(foot))*f.smallLineH + pad
	// On a narrow screen the two columns do not fit: scale the card down.
	scale := math.Min(1, math.Min((l.W-l.Font)/w, (l.H-l.Font)/h))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(math.Round(l.W/2-w*scale/2), math.Round(l.H/2-h*scale/2))
	op.Filter = ebiten.FilterLinear
	if r.help != nil && r.helpLang == lang {
		screen.DrawImage(r.help, op)
		return
	}
	if r.help != nil {
		r.help.Deallocate()
	}
	r.helpLang = lang
	card := ebiten.NewImage(int(math.Ceil(w)), int(math.Ceil(h)))
	r.help = card

	fillPath(card, roundRect(0, 0, w, h, l.Font*0.6), rgb(0x26282C))
	strokePath(card, roundRect(0.5, 0.5, w-1, h-1, l.Font*0.6), math.Max(1, l.Scale), colBorder)
	y := pad
	drawText(card, msg.T(lang, msg.HelpTitle), f.title, pad, y+f.lineH*0.6, colText, text.AlignStart, text.AlignCenter)
	y += f.lineH * 1.6
	for _, hl := range lines {
		drawText(card, hl.Keys, f.bold, pad, y+lineH/2, colActive, text.AlignStart, text.AlignCenter)
		drawText(card, msg.T(lang, hl.Desc), f.body, pad+keyW+colGap, y+lineH/2, colText, text.AlignStart, text.AlignCenter)
		y += lineH
	}
	y += l.Font * 0.6
	for _, s := range foot {
		drawText(card, s, f.small, pad, y+f.smallLineH/2, colDim, text.AlignStart, text.AlignCenter)
		y += f.smallLineH
	}
	screen.DrawImage(card, op)
}
