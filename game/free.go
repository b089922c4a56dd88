package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/freeboard"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/walkplay"
	"renju/rules"
	"renju/tutor"
)

// freeScreen is the free board (the teacher's tool): game/freeboard's
// model, drawn by draw.go and render.go. A point asked about (Why?, or a
// forbidden point tapped in Play mode) opens its walk in the panel.
type freeScreen struct{ g *Game }

func openFree(g *Game, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*freeScreen)
	if !ok {
		s = &freeScreen{g: g}
	}
	if link {
		if err := g.model.Load(arg); err != nil {
			g.model.Say(msg.NoticeBadPosition, err.Error())
			return s, err
		}
	}
	return s, nil
}

func (s *freeScreen) Name() string { return screenFree }

// Hash is "#pos=" and the position (the empty board too, so that a reload
// comes back to the board).
func (s *freeScreen) Hash() string {
	return pageapi.FormatParam("pos", s.g.model.Position(), false)
}

// freeWalk is the walk shown on the free board: the selection's.
type freeWalk struct {
	sel  *freeboard.Selection // the selection it explains
	view *walkView            // nil: none open
}

// Free board button IDs: "free." and the action's name.
var freeButtonIDs = map[freeboard.Action]string{
	freeboard.SetPlay: "free.play", freeboard.SetBlack: "free.black", freeboard.SetWhite: "free.white",
	freeboard.SetErase: "free.erase", freeboard.SetInspect: "free.why",
	freeboard.Undo: "free.undo", freeboard.Redo: "free.redo", freeboard.Clear: "free.clear",
	freeboard.ToggleOverlay: "free.overlay", freeboard.ToggleCoords: "free.coords",
	freeboard.ToggleNumbers: "free.numbers", freeboard.ToggleHelp: "free.help",
}

func (s *freeScreen) Buttons() []Button {
	g := s.g
	if g.r == nil {
		return nil
	}
	bs := g.r.navButtons
	if w := g.free.view; w != nil {
		return append(append([]Button(nil), bs...), w.btns...)
	}
	bs = append([]Button(nil), bs...)
	for _, b := range g.r.buttons {
		bs = append(bs, Button{ID: freeButtonIDs[b.action], Rect: b.rect})
	}
	return bs
}

// nav lays out the title row: Home, the title, the language.
func (s *freeScreen) nav(c *Ctx) {
	r := c.r
	r.navButtons, r.navTitle = c.navBar(r.pl.Title, BtnNavHome, msg.NavHome)
}

func (s *freeScreen) Update(c *Ctx, in *Input) {
	g := s.g
	m := g.model
	defer s.nav(c)
	if in.Hovering {
		p, ok := c.Lay.PointAt(in.HoverX, in.HoverY)
		m.Hover(p, ok)
	} else {
		m.Hover(rules.Point{}, false)
	}
	if w := g.free.view; w != nil {
		w.area = s.walkArea(c) // the window may have changed
		s.updateWalk(c, in, w)
	} else {
		for _, t := range in.Taps {
			s.tap(t, c.Lay)
		}
		for _, k := range in.Keys {
			if a := input.Shortcut(k); a != freeboard.NoAction {
				m.Do(a)
			}
		}
		for _, r := range in.Chars {
			if a := input.CharShortcut(r); a != freeboard.NoAction {
				m.Do(a)
			}
		}
		g.scroll += in.Scroll
	}
	s.syncWalk(c)
}

// updateWalk: with a walk open, the keys step through it, its buttons
// work, a tap on an empty point walks that point instead, and Esc closes
// it (dropping the selection).
func (s *freeScreen) updateWalk(c *Ctx, in *Input, w *walkView) {
	m := s.g.model
	rest, closed := w.update(c, in)
	if closed {
		m.Do(freeboard.Escape)
		return
	}
	for _, t := range rest {
		if t.Button != "" {
			continue
		}
		b := m.Board()
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok && b.At(p) == rules.Empty {
			m.Inspect(p)
		}
	}
	// The free board's keys work too (none is the walk's), except Esc,
	// which closed the walk.
	for _, k := range in.Keys {
		if a := input.Shortcut(k); a != freeboard.NoAction && a != freeboard.Escape {
			m.Do(a)
		}
	}
	for _, r := range in.Chars {
		if a := input.CharShortcut(r); a != freeboard.NoAction {
			m.Do(a)
		}
	}
}

// syncWalk opens the walk of a new selection and closes it when the
// selection goes.
func (s *freeScreen) syncWalk(c *Ctx) {
	g := s.g
	sel := g.model.Selection()
	if sel == g.free.sel {
		return
	}
	g.free.sel = sel
	g.free.view = nil
	if sel == nil || sel.Trace == nil {
		return
	}
	p, err := walkplay.New(tutor.New(sel.Trace))
	if err != nil {
		return
	}
	g.free.view = newWalkView(p, "")
	g.free.view.layout(c, s.walkArea(c))
}

// walkArea is the part of the panel the walk takes: all of it below the
// title row.
func (s *freeScreen) walkArea(c *Ctx) layout.Rect {
	pl := c.r.pl
	p := c.Lay.Panel
	y := pl.Title.Y + pl.Title.H + c.Lay.Font*0.5
	return layout.Rect{X: p.X, Y: y, W: p.W, H: p.Y + p.H - y}
}

// tap routes a tap to the help overlay, a panel button or the board.
func (s *freeScreen) tap(t Tap, lay layout.Layout) {
	m := s.g.model
	if m.HelpOpen() {
		m.Do(freeboard.Escape)
		return
	}
	if a, ok := s.g.buttonAt(t.X, t.Y); ok {
		m.Do(a)
		return
	}
	p, ok := lay.PointAt(t.X, t.Y)
	if !ok {
		return
	}
	if t.Secondary {
		m.Inspect(p)
		return
	}
	m.Tap(p)
}

// buttonAt returns the action of the panel button at (x, y).
func (g *Game) buttonAt(x, y float64) (freeboard.Action, bool) {
	if g.r == nil {
		return freeboard.NoAction, false
	}
	for _, b := range g.r.buttons {
		if b.rect.Contains(x, y) {
			return b.action, true
		}
	}
	return freeboard.NoAction, false
}

// PageState reports the free board's walk.
func (s *freeScreen) PageState(st *pageapi.State) {
	if w := s.g.free.view; w != nil {
		st.Step = w.p.Index() + 1
		st.Walk = w.p.Point().String()
	}
}

func (s *freeScreen) Draw(c *Ctx, dst *ebiten.Image) {
	s.nav(c)
	if w := s.g.free.view; w != nil {
		w.area = s.walkArea(c)
	}
	s.g.drawFree(c, dst)
}
