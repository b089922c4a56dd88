package screens

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardpng"
	"renju/game/features/classroom"
	"renju/game/kit"
	"renju/game/services/platform"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/rules"
	"renju/theme"
)

// The Classroom screen: game/features/classroom's model, for a teacher at a
// projector. "#class=<share link>" opens it with a board (the address bar
// always holds the current board's link); "#class" opens it as it was.
// While a point is selected its walk fills the panel, stepped with
// PageDown / PageUp (a presenter's clicker) or the arrows.

const NameClass = "classroom"

type classScreen struct {
	m    *classroom.Model
	walk *kit.Walk
	// walkFor is the position the open walk explains (stones and point).
	walkFor string
	// sized: the theme was chosen for the window (first Update).
	sized bool
	// copying is the share link being copied to the clipboard.
	copying *platform.Pending
	copyURL string
	// As laid out.
	panel  classroom.Panel
	btns   []kit.Button
	title  layout.Rect
	status layout.Rect
	text   layout.Rect
}

// shownWalk is the walk open on the screen (nil for none): the frame's
// tests read it through OpenWalk.
func (s *classScreen) shownWalk() *kit.Walk { return s.walk }

func openClass(_ *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*classScreen)
	if !ok {
		s = &classScreen{m: classroom.New()}
	}
	if link && arg != "" {
		if err := s.m.LoadLink(arg); err != nil {
			return s, err
		}
	}
	return s, nil
}

// NoticesBadLinks: the panel says why a link could not be read.
func (s *classScreen) NoticesBadLinks() {}

func (s *classScreen) Name() string { return NameClass }

// Hash is the share link of the board.
func (s *classScreen) Hash() string { return s.m.Hash() }

// Theme is the presenter look while its switch is on.
func (s *classScreen) Theme() theme.Theme {
	if s.m.Options().Presenter {
		return theme.Presenter
	}
	return theme.Standard
}

// PageState reports the classroom's board, marks and walk.
func (s *classScreen) PageState(st *pageapi.State) {
	m := s.m
	ps := m.Position()
	*st = pageapi.NewState(st.Screen, &ps.Board, m.Fouls(), st.Lang, m.Options().Overlay)
	for _, pm := range m.PageMarks() {
		st.Marks = append(st.Marks, pageapi.Mark{Point: pm.Point, Mark: pm.Mark})
	}
	if ps.HasSel {
		st.Walk = ps.Sel.String()
	}
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
	}
}

func (s *classScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	if !s.sized {
		// The presenter theme is for a projector: on a phone or a small
		// window the Classroom starts with the standard one (judged by the
		// window, whatever the text size of the moment).
		s.sized = true
		l := layout.Compute(c.Lay.W, c.Lay.H, c.Lay.Scale)
		if m.Options().Presenter && (l.Orient == layout.Portrait || l.W/l.Scale < 1000) {
			m.TogglePresenter()
		}
	}
	s.pollCopy()
	taps, keys := in.Taps, in.Keys
	if s.walk != nil {
		var closed bool
		taps, keys, closed = s.walk.Update(in, c.DT, c.Lang)
		if closed {
			m.Unselect()
		}
	}
	for _, t := range taps {
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
	for _, k := range keys {
		m.Do(classroom.KeyAction(k))
	}
	if r := m.TakeRequest(); r != classroom.NoRequest {
		s.perform(c, r)
	}
	s.syncWalk()
}

// perform carries out a request that needs the browser.
func (s *classScreen) perform(c *Ctx, r classroom.Request) {
	m := s.m
	switch r {
	case classroom.ReqShare:
		url := platform.PageURL() + m.Hash()
		m.SetLink(url)
		m.Say(msg.ClassShared, url)
		s.copying, s.copyURL = platform.CopyText(url), url
		s.pollCopy()
	case classroom.ReqExportPNG:
		data, err := m.PNG(boardpng.White, boardpng.DefaultSize)
		if err != nil {
			m.Say(msg.ClassImportError, err.Error())
			return
		}
		const name = "renju-diagram.png"
		platform.Download(data, name, "image/png")
		m.Say(msg.ClassPNGSaved, name)
	case classroom.ReqImport:
		if text, ok := c.Prompt(c.T(msg.ClassImportAsk), "", classroom.MaxImport); ok && text != "" {
			_ = m.ImportText(text) // an error is shown in the panel
		}
	case classroom.ReqExport:
		t, f := m.ExportText(classroom.FormatMoves)
		m.Say(msg.ClassExported, f.String(), t)
		platform.ShowText(c.T(msg.ClassExportAsk), t)
	case classroom.ReqFullscreen:
		platform.ToggleFullscreen()
	case classroom.ReqHomework:
		_ = c.Open(screenTeach, "")
	}
}

// pollCopy says so when copying the share link failed (the link is still
// shown, to copy by hand).
func (s *classScreen) pollCopy() {
	if s.copying == nil {
		return
	}
	done, ok := s.copying.Result()
	if !done {
		return
	}
	if !ok && s.m.Link() == s.copyURL {
		s.m.Say(msg.ClassShareFailed, s.copyURL)
	}
	s.copying = nil
}

// syncWalk opens the walk of the selected point, and closes it when the
// selection goes or the stones change.
func (s *classScreen) syncWalk() {
	ps := s.m.Position()
	key := ""
	if s.m.Walkable() {
		key = rules.FormatStones(&ps.Board) + "@" + ps.Sel.String() + ps.MarkAt(ps.Sel).String()
	}
	if key == s.walkFor {
		return
	}
	s.walkFor, s.walk = key, nil
	if key == "" {
		return
	}
	label := "" // a lettered point is named by its letter, as in the seeds' diagrams
	if m := ps.MarkAt(ps.Sel); m.IsLetter() {
		label = m.String()
	}
	s.walk = kit.OpenWalk(&ps.Board, ps.Sel, rules.Black, label)
}

// Layout places the nav bar, the status line, the palette and the text;
// with a walk open, the walk takes the panel below the nav bar.
func (s *classScreen) Layout(c *Ctx) []kit.Button {
	k := c.Kit
	l := c.Lay
	m := k.M()
	p := l.Panel
	s.panel = s.m.Panel(c.Lang)
	nav, title := c.NavBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: m.Row}, BtnNavHome, msg.NavHome)
	s.btns = append(s.btns[:0], nav...)
	s.title = title
	if s.walk != nil {
		return append(s.btns, s.walk.Layout(k, c.Lang, c.walkArea(m.Row, m.Gap))...)
	}
	y := p.Y + m.Row + m.Gap
	s.status = layout.Rect{X: p.X, Y: y, W: p.W, H: k.F.LineH}
	y += k.F.LineH + m.Gap
	for _, row := range s.panel.Rows {
		s.btns = append(s.btns, kit.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: m.Row}, row, m.Gap)...)
		y += m.Row + m.Gap
	}
	s.text = layout.Rect{X: p.X, Y: y + m.Gap, W: p.W, H: math.Max(0, p.Y+p.H-y-m.Gap)}
	return s.btns
}

// classKey is everything the screen shows.
type classKey struct {
	rev    uint64
	opt    classroom.Options
	tool   classroom.Tool
	walk   kit.WalkKey
	notice string
	link   string
}

func (s *classScreen) FrameKey(c *Ctx) any {
	return classKey{rev: s.m.Rev(), opt: s.m.Options(), tool: s.m.Tool(), walk: s.walk.Key(c.Tick), notice: s.m.Notice().Text(c.Lang), link: s.m.Link()}
}

func (s *classScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	dst.Fill(th.Background)
	pic := s.m.Picture(s.walk != nil)
	if s.walk != nil {
		pic.Add(s.walk.Notes()...)
	}
	k.Board(dst, &pic, c.Tick)
	k.Title(dst, s.panel.Title, s.title, th.Text)
	if s.walk != nil {
		k.Buttons(dst, s.btns[:2])
		s.walk.Draw(k, dst)
		return
	}
	k.Buttons(dst, s.btns)
	k.Line(dst, s.panel.Status, f.Body, s.status.X, s.status.Y, s.status.H, th.Dim)
	// The texts: whole paragraphs, or nothing.
	area := s.text
	y := area.Y
	for _, t := range s.panel.Texts {
		b := k.Paragraph(t, area.W)
		if len(b.Lines) == 0 || y+b.Height() > area.Y+area.H {
			continue
		}
		b.Draw(k, dst, area.X, y)
		y += b.Height() + k.M().Para
	}
}

// Speech is what the screen-reader mirror reads: the walk's step, or the
// board's notice.
func (s *classScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	return []string{s.m.Notice().Text(c.Lang)}
}
