package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/boardview"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
)

// TermCard is a glossary term's card, over a dimmed screen: its name (in
// both languages), its one-line definition and its small diagram, and
// Close. The frame opens it when a term in a text is pressed.
type TermCard struct {
	Rect         layout.Rect
	title, def   Block
	titleY, defY float64
	diag         layout.Rect
	win          Window
	pic          boardview.Board
	Close        Button
}

// LayoutTermCard lays out a term's card in the middle of area: at most
// 30 em wide, its diagram (if pic has anything on it) under the
// definition.
func (k *Kit) LayoutTermCard(area layout.Rect, title, def string, pic *boardview.Board, close screenview.Button) TermCard {
	l := k.Lay
	f := &k.F
	m := k.M()
	pad := math.Round(l.Font * 0.9)
	w := math.Min(area.W-2*math.Round(l.Font*0.6), math.Round(30*l.Font))
	inner := w - 2*pad
	c := TermCard{pic: *pic}
	c.Close = Place(close, layout.Rect{W: m.Target, H: m.Target})
	c.title = k.Block(title, f.Title, math.Round(f.LineH*1.2), inner-m.Target-l.Font*0.5, k.Th.Accent)
	c.def = k.Block(def, f.Body, f.LineH, inner, k.Th.Text)
	c.titleY = pad
	top := pad + math.Max(c.title.Height(), m.Target-pad*0.5)
	c.defY = top + l.Font*0.3
	h := c.defY + c.def.Height()
	if len(pic.Notes) > 0 || pic.Content() != (&boardview.Board{}).Content() {
		side := math.Min(inner, math.Round(12*l.Font))
		dh := math.Min(side*0.75, area.H-h-3*pad)
		if dh >= 4*l.Font {
			c.win = WindowOf(pic, side, dh, 5)
			dw, ddh := DiagramSize(c.win, side, dh)
			c.diag = layout.Rect{X: pad + (inner-dw)/2, Y: h + l.Font*0.8, W: dw, H: ddh}
			h = c.diag.Y + ddh
		}
	}
	h += pad
	c.Rect = layout.Rect{X: math.Round(area.X + (area.W-w)/2), Y: math.Round(area.Y + math.Max(0, (area.H-h)/2)), W: w, H: math.Ceil(h)}
	c.Close.Rect.X = c.Rect.X + c.Rect.W - m.Target - pad*0.5
	c.Close.Rect.Y = c.Rect.Y + pad*0.5
	return c
}

// DrawTermCard dims the screen and draws the card over it; its texts are
// recorded as over the screen (the mirror's).
func (k *Kit) DrawTermCard(dst *ebiten.Image, c *TermCard) {
	k.rec.over++
	defer func() { k.rec.over-- }()
	vector.DrawFilledRect(dst, 0, 0, float32(k.Lay.W), float32(k.Lay.H), k.Th.Scrim, false)
	r := c.Rect
	k.roundBox(dst, r, math.Round(k.Lay.Font*0.6), k.Th.Sheet, k.Th.Border, math.Max(1, k.Lay.Scale))
	pad := math.Round(k.Lay.Font * 0.9)
	c.title.Draw(k, dst, r.X+pad, r.Y+c.titleY)
	c.def.Draw(k, dst, r.X+pad, r.Y+c.defY)
	if c.diag.W > 0 {
		k.Diagram(dst, &c.pic, c.win, r.X+c.diag.X, r.Y+c.diag.Y, c.diag.W, c.diag.H)
	}
	k.DrawButton(dst, c.Close)
}
