package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/layout"
	"renju/game/msg"
	"renju/game/ui"
	"renju/game/view"
)

// The panel of the screens that show text above rows of buttons kept at
// the panel's foot, so that they stay put from one question to the next
// (Drills, Play, Foul Storm).

// rowsPanel lays out the nav bar (into btns, reused), then either an open
// walk below it, or the rows from the bottom up and the rectangle left for
// the text.
func (c *Ctx) rowsPanel(btns []ui.Button, rows [][]view.Button, walk *ui.Walk) (out []ui.Button, title, text layout.Rect) {
	return c.rowsPanelBack(btns, rows, walk, BtnNavHome, msg.NavHome)
}

// rowsPanelBack is rowsPanel with another back button (its ID and label).
func (c *Ctx) rowsPanelBack(btns []ui.Button, rows [][]view.Button, walk *ui.Walk, backID string, back msg.ID) (out []ui.Button, title, text layout.Rect) {
	k := c.Kit
	m := k.M()
	p := c.Lay.Panel
	nav, title := c.NavBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: m.Row}, backID, back)
	out = append(btns[:0], nav...)
	if walk != nil {
		return append(out, walk.Layout(k, c.Lang, c.walkArea(m.Row, m.Gap))...), title, text
	}
	y := p.Y + p.H
	for i := len(rows) - 1; i >= 0; i-- {
		y -= m.TallRow
		out = append(out, ui.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: m.TallRow}, rows[i], m.Gap)...)
		y -= m.Gap
	}
	top := p.Y + m.Row + m.Gap
	return out, title, layout.Rect{X: p.X, Y: top, W: p.W, H: math.Max(0, y-top-m.Gap)}
}

// textFlow draws blocks down a rectangle, a paragraph gap apart; the last
// block that fits is cut with an ellipsis, and nothing runs into the
// buttons below.
type textFlow struct {
	k    *ui.Kit
	dst  *ebiten.Image
	area layout.Rect
	y    float64
}

func newTextFlow(k *ui.Kit, dst *ebiten.Image, area layout.Rect) *textFlow {
	return &textFlow{k: k, dst: dst, area: area, y: area.Y}
}

// put draws b at the flow's place and moves the place below it.
func (f *textFlow) put(b ui.Block) {
	if len(b.Lines) == 0 {
		return
	}
	n := int(math.Floor((f.area.Y + f.area.H - f.y) / b.LineH))
	if n <= 0 {
		return
	}
	if n < len(b.Lines) {
		b.Lines = append(b.Lines[:n-1:n-1], f.k.Ellipsis(b.Lines[n-1]+"…", b.Face, f.area.W))
	}
	b.Draw(f.k, f.dst, f.area.X, f.y)
	f.y += b.Height() + f.k.M().Para
}

// back moves the place up by a share of the paragraph gap (lines of a list
// kept closer together).
func (f *textFlow) back(share float64) { f.y -= f.k.M().Para * share }
