package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/classroom"
	"renju/game/diagram"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/theme"
	"renju/game/walkplay"
	"renju/rules"
	"renju/tutor"
)

// The Classroom screen: game/classroom's model, for a teacher at a
// projector. "#class=<share link>" opens it with a board (the address bar
// always holds the current board's link); "#class" opens it as it was.
// While a point is selected its walk fills the panel, stepped with
// PageDown / PageUp (a presenter's clicker) or the arrows.

const screenClass = "classroom"

type classScreen struct {
	g     *Game
	m     *classroom.Model
	btns  []Button
	board boardCache
	walk  *walkView
	// walkFor is the position the open walk explains (stones and point).
	walkFor  string
	status   layout.Rect
	text     layout.Rect
	navTitle layout.Rect
	// exported is the last text export, shown in the panel.
	exported string
	// sized: the theme was chosen for the window (first Update).
	sized bool
}

func openClass(g *Game, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*classScreen)
	if !ok {
		s = &classScreen{g: g, m: classroom.New()}
	}
	if link && arg != "" {
		if err := s.m.LoadLink(arg); err != nil {
			return s, err
		}
	}
	return s, nil
}

func (s *classScreen) Name() string { return screenClass }

// Hash is the share link of the board.
func (s *classScreen) Hash() string { return s.m.Hash() }

func (s *classScreen) Buttons() []Button {
	if s.walk != nil {
		return append(append([]Button(nil), s.btns...), s.walk.btns...)
	}
	return s.btns
}

// presenter reports whether the presenter theme is on.
func (s *classScreen) presenter() bool { return s.m.Options().Presenter }

func (s *classScreen) Update(c *Ctx, in *Input) {
	m := s.m
	if !s.sized {
		// The presenter theme is for a projector: on a phone or a small
		// window the Classroom starts with the standard one.
		s.sized = true
		if l := c.Lay; m.Options().Presenter && (l.Orient == layout.Portrait || l.W/l.Scale < 1000) {
			m.TogglePresenter()
		}
	}
	var rest []Tap
	if s.walk != nil {
		var closed bool
		rest, closed = s.walk.update(c, in)
		if closed {
			m.Unselect()
		}
	} else {
		rest = in.Taps
	}
	for _, t := range rest {
		if a := classroom.ActionOf(t.Button); a != classroom.NoAction {
			m.Do(a)
			continue
		}
		if t.Button != "" {
			continue
		}
		p, ok := c.Lay.PointAt(t.X, t.Y)
		if !ok {
			continue
		}
		switch {
		case s.walk != nil:
			// Walking: a tap on another empty point walks that one.
			if pos := m.Position(); pos.Board.At(p) == rules.Empty && p != pos.Sel {
				m.Select(p)
			}
		case t.Secondary:
			m.Select(p)
		default:
			m.Tap(p)
		}
	}
	for _, k := range in.Keys {
		code, ok := keyCodeNames[k.Key]
		if !ok {
			continue
		}
		a := classroom.KeyAction(code, k.Ctrl, k.Shift)
		if s.walk != nil {
			switch a {
			case classroom.WalkNext, classroom.WalkPrev, classroom.WalkFirst, classroom.WalkLast, classroom.WalkClose:
				continue // the walk's own keys
			}
		}
		m.Do(a)
	}
	if r := m.TakeRequest(); r != classroom.NoRequest {
		s.perform(c, r)
	}
	s.syncWalk(c)
}

// syncWalk opens the walk of the selected point, and closes it when the
// selection goes or the stones change.
func (s *classScreen) syncWalk(c *Ctx) {
	ps := s.m.Position()
	key := ""
	if ps.HasSel && ps.Board.At(ps.Sel) == rules.Empty {
		key = rules.FormatStones(&ps.Board) + "@" + ps.Sel.String() + ps.MarkAt(ps.Sel).String()
	}
	if key == s.walkFor {
		return
	}
	s.walkFor = key
	s.walk = nil
	if key == "" {
		return
	}
	w, err := tutor.Explain(&ps.Board, ps.Sel, rules.Black)
	if err != nil {
		return
	}
	p, err := walkplay.New(w)
	if err != nil {
		return
	}
	label := "" // a lettered point is named by its letter, as in the seeds' diagrams
	if m := ps.MarkAt(ps.Sel); m.IsLetter() {
		label = m.String()
	}
	s.walk = newWalkView(p, label)
	s.layoutPanel(c)
}

// classFrame is everything the screen shows.
type classFrame struct {
	rev       uint64
	opt       classroom.Options
	tool      classroom.Tool
	walk      walkKey
	hasWalk   bool
	notice    msg.ID
	link, exp string
}

func (s *classScreen) Draw(c *Ctx, dst *ebiten.Image) {
	m := s.m
	s.layoutPanel(c)
	fk := classFrame{rev: m.Rev(), opt: m.Options(), tool: m.Tool(), link: m.Link(), exp: s.exported}
	if n := m.Notice(); n.ID != "" {
		fk.notice = n.ID
		fk.link += msg.F(c.Lang, n.ID, n.Args...)
	}
	if s.walk != nil {
		fk.walk, fk.hasWalk = s.walk.key(c), true
	}
	if c.Unchanged(fk) {
		return
	}
	th := theme.Of(s.presenter())
	dst.Fill(colBackground)
	ps := m.Position()
	opt := m.Options()
	mb := markedBoard{
		board: ps.Board, num: nil, fouls: m.FoulAt, overlay: opt.Overlay && s.walk == nil,
		coords: opt.Coords, th: th,
	}
	if opt.Numbers && s.walk == nil { // while walking, numbers are the imagined stones'
		mb.num = ps.NumAt
	}
	mb.marks = func(p rules.Point) rune { return rune(ps.MarkAt(p)) }
	if s.walk == nil {
		mb.sel, mb.hasSel = ps.Sel, ps.HasSel
	}
	c.drawMarkedBoard(dst, &s.board, classBoardKey{rev: m.Rev(), opt: opt, walk: s.walk != nil}, &mb)
	if s.walk != nil {
		s.walk.drawBoard(c, dst)
	}
	s.drawPanel(c, dst)
}

type classBoardKey struct {
	rev  uint64
	opt  classroom.Options
	walk bool
}

// layoutPanel places the nav bar, the status line, the palette and the
// text; with a walk open, the walk takes the panel below the nav bar.
func (s *classScreen) layoutPanel(c *Ctx) {
	l := c.Lay
	p := l.Panel
	rowH := math.Round(2.2 * l.Font)
	gap := math.Round(0.4 * l.Font)
	nav, title := c.navBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: rowH}, BtnNavHome, msg.NavHome)
	s.btns = append(s.btns[:0], nav...)
	s.navTitle = title
	y := p.Y + rowH + gap
	if s.walk != nil {
		s.walk.layout(c, layout.Rect{X: p.X, Y: y, W: p.W, H: p.Y + p.H - y})
		return
	}
	f := c.r.f
	s.status = layout.Rect{X: p.X, Y: y, W: p.W, H: f.lineH}
	y += f.lineH + gap
	btnH := math.Round(2.2 * l.Font)
	for _, row := range s.m.Rows() {
		rects := layout.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: btnH}, len(row), gap)
		for j, b := range row {
			style := StylePlain
			if b.Active {
				style = StyleOn
				if !b.Toggle {
					style = StylePrimary
				}
			}
			label := c.T(b.Label)
			if _, icon := toolIcon(b.Action); icon {
				label = ""
			}
			s.btns = append(s.btns, Button{ID: b.Action.ID(), Rect: rects[j], Label: label, Style: style, Disabled: !s.enabled(b.Action)})
		}
		y += btnH + gap
	}
	s.text = layout.Rect{X: p.X, Y: y + gap, W: p.W, H: math.Max(0, p.Y+p.H-y-gap)}
}

func (s *classScreen) enabled(a classroom.Action) bool {
	switch a {
	case classroom.DoUndo:
		return s.m.CanUndo()
	case classroom.DoRedo:
		return s.m.CanRedo()
	}
	return true
}

// toolIcon says whether a palette button is drawn as a picture (and
// which tool).
func toolIcon(a classroom.Action) (classroom.Tool, bool) {
	switch a {
	case classroom.UseBlack, classroom.UseWhite, classroom.UseTriangle, classroom.UseSquare, classroom.UseCircle:
		return classroom.Tool(a - classroom.UseBlack), true
	}
	return 0, false
}

func (s *classScreen) drawPanel(c *Ctx, dst *ebiten.Image) {
	r := c.r
	f := r.f
	l := c.Lay
	m := s.m
	c.drawTitle(dst, c.T(msg.ClassTitle), s.navTitle, colText)
	for _, b := range s.btns {
		c.drawButton(dst, b)
		if t, ok := toolIcon(classroom.ActionOf(b.ID)); ok {
			s.drawToolIcon(c, dst, t, b)
		}
	}
	if s.walk != nil {
		s.walk.draw(c, dst)
		return
	}
	pt := m.PanelText(c.Lang)
	r.drawText(dst, pt.Status, f.body, s.status.X, s.status.Y+s.status.H/2, colDim, text.AlignStart, text.AlignCenter)
	area := s.text
	y := area.Y
	gap := math.Round(l.Font * 0.5)
	put := func(b textBlock) {
		n := int(math.Floor((area.Y + area.H - y) / b.lineH))
		if n <= 0 || len(b.lines) == 0 {
			return
		}
		if n < len(b.lines) {
			return // whole paragraphs or nothing
		}
		b.draw(c, dst, area.X, y)
		y += b.height() + gap
	}
	if pt.Notice != "" {
		put(c.block(pt.Notice, f.bold, f.lineH, area.W, colNotice))
	}
	put(c.block(pt.Hint, f.body, f.lineH, area.W, colText))
	put(c.block(c.T(msg.ClassHintKeys), f.small, f.smallLineH, area.W, colDim))
}

// drawToolIcon draws a palette button's picture: a stone or a shape.
func (s *classScreen) drawToolIcon(c *Ctx, dst *ebiten.Image, t classroom.Tool, b Button) {
	r := c.r
	cx, cy := b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H/2
	sz := b.Rect.H * 0.62
	_, _, fg, _ := buttonColours(b, c.Hovered(b.ID))
	w := math.Max(2, sz*0.11)
	var p vector.Path
	switch t {
	case classroom.ToolBlack, classroom.ToolWhite:
		ic := r.icons[rules.Black]
		if t == classroom.ToolWhite {
			ic = r.icons[rules.White]
		}
		iw := float64(ic.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(sz/iw*1.1, sz/iw*1.1)
		op.GeoM.Translate(math.Round(cx-sz*0.55), math.Round(cy-sz*0.55))
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(ic, op)
	case classroom.ToolTriangle:
		strokePath(dst, trianglePath(cx, cy+sz*0.08, sz*0.45), w, fg)
	case classroom.ToolSquare:
		h := sz * 0.34
		strokePath(dst, roundRect(cx-h, cy-h, 2*h, 2*h, sz*0.04), w, fg)
	case classroom.ToolCircle:
		p.Arc(float32(cx), float32(cy), float32(sz*0.38), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		strokePath(dst, &p, w, fg)
	}
}

// PageState reports the classroom's board, marks and walk.
func (s *classScreen) PageState(st *pageapi.State) {
	m := s.m
	ps := m.Position()
	st.Position = rules.FormatStones(&ps.Board)
	st.ToMove = ps.Board.ToMove().String()
	st.Forbidden = make([]pageapi.Foul, 0, len(m.Fouls()))
	for _, f := range m.Fouls() {
		st.Forbidden = append(st.Forbidden, pageapi.Foul{Point: f.Point.String(), Kind: f.Kind.String()})
	}
	st.Overlay = m.Options().Overlay
	st.Marks = []pageapi.Mark{}
	for _, pm := range m.PageMarks() {
		st.Marks = append(st.Marks, pageapi.Mark{Point: pm.Point, Mark: pm.Mark})
	}
	if ps.HasSel {
		st.Walk = ps.Sel.String()
	}
	if s.walk != nil {
		st.Step = s.walk.p.Index() + 1
	}
}

// classModel returns the Classroom's model, opening the screen's state
// (not showing it) if it was never opened. Called with g.mu held.
func (g *Game) classModel() *classScreen {
	if s, ok := g.screens[screenClass].(*classScreen); ok {
		return s
	}
	s, _ := openClass(g, nil, "", false)
	if g.screens == nil {
		g.screens = map[string]Screen{}
	}
	g.screens[screenClass] = s
	return s.(*classScreen)
}

// ClassImport imports text into the Classroom (the page API's
// importText): "" or what is wrong; the board is unchanged on error.
func (g *Game) ClassImport(text string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.classModel().m.ImportText(text)
}

// ClassExport writes the Classroom's board as text: format "moves",
// "compact", "stones" or "diagram" (moves fall back to stones when the
// board is not one game).
func (g *Game) ClassExport(format string) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	f, ok := classroom.ParseFormat(format)
	if !ok {
		f = classroom.FormatMoves
	}
	t, _ := g.classModel().m.ExportText(f)
	return t
}

// ClassPNG draws the Classroom's board as a printable PNG diagram on a
// white ("white", the default) or wooden ("wood") background.
func (g *Game) ClassPNG(bg string) ([]byte, error) {
	g.mu.Lock()
	s := g.classModel()
	in := s.m.DiagramInput()
	opt := s.m.Options()
	g.mu.Unlock()
	o := diagram.Options{Size: diagram.DefaultSize, Background: diagram.White, Coords: opt.Coords, Numbers: opt.Numbers, Fouls: opt.Overlay}
	if bg == "wood" {
		o.Background = diagram.Wood
	}
	return diagram.PNG(in, o)
}
