package screens

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/features/freeboard"
	"renju/game/kit"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/rules"
)

// freeScreen is the free board, the teacher's tool: game/features/freeboard's
// model. A point asked about (Why?, or a forbidden point tapped in Play
// mode) opens its walk in the panel.
type freeScreen struct {
	m    *freeboard.Model
	walk *kit.Walk
	// walkFor is the selection the walk explains.
	walkFor *freeboard.Selection
	// scroll is how far the panel's text is scrolled; scrollFor the text
	// it was scrolled for (a new text starts at the top).
	scroll    float64
	scrollFor string
	longPress bool
	// As laid out, for the layout and the language of this frame.
	v      freeboard.View
	panel  freeboard.Panel
	pl     layout.Panel
	btns   []kit.Button
	title  layout.Rect
	texts  []kit.Block
	gaps   []float64
	maxScr float64
}

// shownWalk is the walk open on the screen (nil for none): the frame's
// tests read it through OpenWalk.
func (s *freeScreen) shownWalk() *kit.Walk { return s.walk }

func openFree(_ *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*freeScreen)
	if !ok {
		s = &freeScreen{m: freeboard.New()}
	}
	if link {
		if err := s.m.Load(arg); err != nil {
			s.m.Say(msg.NoticeBadPosition, msg.ExcerptQuotes(err.Error()))
			return s, err
		}
	}
	return s, nil
}

// NoticesBadLinks: the panel says why a link could not be read.
func (s *freeScreen) NoticesBadLinks() {}

func (s *freeScreen) Name() string { return NameFree }

// Hash is "#pos=" and the position (the empty board too, so that a reload
// comes back to the board).
func (s *freeScreen) Hash() string {
	return pageapi.FormatParam("pos", s.m.Position(), false)
}

// PageState reports the board, its forbidden map and the walk.
func (s *freeScreen) PageState(st *pageapi.State) {
	b := s.m.Board()
	*st = pageapi.NewState(st.Screen, &b, s.m.Fouls(), st.Lang, s.m.Options().Overlay)
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *freeScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	s.longPress = in.LongPress
	if in.Hovering {
		m.Hover(c.Lay.PointAt(in.HoverX, in.HoverY))
	} else {
		m.Hover(rules.Point{}, false)
	}
	taps, keys := in.Taps, in.Keys
	if s.walk != nil {
		var closed bool
		taps, keys, closed = s.walk.Update(in, c.DT, c.Lang)
		if closed {
			m.Do(freeboard.Escape)
		}
		// Walking, a tap on an empty point walks that point instead.
		b := m.Board()
		for _, t := range taps {
			if p, ok := c.Lay.PointAt(t.X, t.Y); ok && t.Button == "" && b.At(p) == rules.Empty {
				m.Inspect(p)
			}
		}
	} else {
		for _, t := range taps {
			s.tap(c, t)
		}
		s.scroll += in.Scroll
	}
	for _, k := range keys {
		if a := freeboard.KeyAction(k); a != freeboard.NoAction {
			m.Do(a)
		}
	}
	for _, r := range in.Chars {
		if a := freeboard.CharAction(r); a != freeboard.NoAction {
			m.Do(a)
		}
	}
	s.syncWalk()
}

// tap routes a tap to the shortcut list (closing it), a panel button or
// the board.
func (s *freeScreen) tap(c *Ctx, t input.Tap) {
	m := s.m
	if m.HelpOpen() {
		m.Do(freeboard.Escape)
		return
	}
	if a := freeboard.ActionOf(t.Button); a != freeboard.NoAction {
		m.Do(a)
		return
	}
	p, ok := c.Lay.PointAt(t.X, t.Y)
	if !ok || t.Button != "" {
		return
	}
	if t.Secondary {
		m.Inspect(p)
		return
	}
	m.Tap(p)
}

// syncWalk opens the walk of a new selection and closes it when the
// selection goes.
func (s *freeScreen) syncWalk() {
	sel := s.m.Selection()
	if sel == s.walkFor {
		return
	}
	s.walkFor, s.walk = sel, nil
	if sel != nil && sel.Trace != nil {
		s.walk = kit.OpenTrace(sel.Trace, "")
	}
}

// Layout places the panel: the nav bar, the status line, the buttons, the
// legend (measured in the language shown, so that switching languages
// never squeezes it) and the text; with a walk open, the walk below the
// nav bar.
func (s *freeScreen) Layout(c *Ctx) []kit.Button {
	k := c.Kit
	l := c.Lay
	s.v = s.m.View()
	s.panel = s.v.Panel(c.Lang)
	var counts []int
	for _, row := range s.panel.Rows {
		counts = append(counts, len(row))
	}
	s.pl = l.PanelLayout(counts, s.legendWidths(k))
	nav, title := c.NavBar(s.pl.Title, BtnNavHome, msg.NavHome)
	s.title = title
	s.btns = append(s.btns[:0], nav...)
	if s.walk != nil {
		y := s.pl.Title.Y + s.pl.Title.H + k.M().Para
		area := layout.Rect{X: l.Panel.X, Y: y, W: l.Panel.W, H: l.Panel.Y + l.Panel.H - y}
		return append(s.btns, s.walk.Layout(k, c.Lang, area)...)
	}
	for i, row := range s.panel.Rows {
		for j, b := range row {
			s.btns = append(s.btns, kit.Place(b, s.pl.Rows[i][j]))
		}
	}

	// The text area: a new text starts at the top.
	var id strings.Builder
	gap := k.M().Space
	w := s.pl.Text.W - k.ScrollRoom()
	s.texts, s.gaps = s.texts[:0], s.gaps[:0]
	total := 0.0
	for _, t := range s.panel.Texts {
		id.WriteString(t.S + "\x00")
		b := k.Paragraph(t, w)
		after := gap
		if t.Heading {
			after = gap / 3
		}
		s.texts = append(s.texts, b)
		s.gaps = append(s.gaps, after)
		total += b.Height() + after
	}
	if id.String() != s.scrollFor {
		s.scrollFor, s.scroll = id.String(), 0
	}
	s.maxScr = math.Max(0, total-s.pl.Text.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	return s.btns
}

// legendWidths measures the legend's items: the title, then each kind's
// badge and name.
func (s *freeScreen) legendWidths(k *kit.Kit) []float64 {
	ws := []float64{k.Advance(s.panel.LegendTitle, k.F.Small)}
	icon := LegendIcon(k)
	for _, it := range s.panel.Legend {
		ws = append(ws, icon+k.Lay.Font*0.35+k.Advance(it.Label, k.F.Small))
	}
	return ws
}

// LegendIcon is the side of a legend item's badge.
func LegendIcon(k *kit.Kit) float64 { return math.Round(k.Lay.Font * 1.25) }

// freeKey is everything a frame of the free board shows.
type freeKey struct {
	rev              uint64
	opt              freeboard.Options
	mode             freeboard.Mode
	help, long       bool
	hover            rules.Point
	hovering         bool
	sel              *freeboard.Selection
	notice           string
	canUndo, canRedo bool
	scroll           float64
	walk             kit.WalkKey
}

func (s *freeScreen) FrameKey(c *Ctx) any {
	v := &s.v
	return freeKey{rev: v.Rev, opt: v.Options, mode: v.Mode, help: v.Help, long: s.longPress, hover: v.Hover, hovering: v.Hovering,
		sel: v.Sel, notice: v.NoticeText(c.Lang), canUndo: v.CanUndo, canRedo: v.CanRedo, scroll: s.scroll, walk: s.walk.Key(c.Tick)}
}

func (s *freeScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	dst.Fill(th.Background)
	v := &s.v
	if s.walk != nil {
		pic := v.Picture(false)
		pic.Notes = pic.Notes[:0] // the walk's marks, not the pointer's
		pic.Add(s.walk.Notes()...)
		k.Board(dst, &pic, c.Tick)
		k.Title(dst, s.panel.Title, s.title, th.Text)
		k.Buttons(dst, s.btns[:2])
		s.walk.Draw(k, dst)
	} else {
		pic := v.Picture(s.longPress)
		k.Board(dst, &pic, c.Tick)
		k.Title(dst, s.panel.Title, s.title, th.Text)
		st := s.pl.Status
		iw := k.SmallStone(dst, s.panel.ToMove, st.X, st.Y+st.H/2)
		k.Line(dst, s.panel.Status, f.Body, st.X+iw*0.95, st.Y, st.H, th.Text)
		k.Buttons(dst, s.btns)
		s.drawLegend(k, dst)
		area := s.pl.Text
		clip := kit.Clip(dst, area)
		y := area.Y - s.scroll
		for i, b := range s.texts {
			if y+b.Height() >= area.Y && y <= area.Y+area.H {
				b.Draw(k, clip, area.X, y)
			}
			y += b.Height() + s.gaps[i]
		}
		k.ScrollBar(dst, k.ScrollX(area), area, s.scroll, s.maxScr)
	}
	if v.Help {
		var lines []kit.Shortcut
		for _, hl := range append(append([]freeboard.HelpLine(nil), freeboard.HelpLines...), freeboard.AppHelpLines...) {
			lines = append(lines, kit.Shortcut{Keys: hl.Keys, Does: c.T(hl.Desc)})
		}
		k.Sheet(dst, c.T(msg.HelpTitle), lines, []string{c.T(msg.HelpMouse), c.T(msg.HelpTouch), c.T(msg.HelpClose)})
	}
}

// drawLegend draws what the forbidden marks mean (or that they are off).
func (s *freeScreen) drawLegend(k *kit.Kit, dst *ebiten.Image) {
	th := &k.Th
	f := &k.F
	pl := &s.pl
	if len(pl.Legend) == 0 {
		return
	}
	if s.panel.LegendOff != "" {
		a := pl.LegendArea
		k.Line(dst, s.panel.LegendOff, f.Small, a.X, a.Y, pl.LineH, th.Dim)
		return
	}
	it := pl.Legend[0]
	k.Line(dst, s.panel.LegendTitle, f.Small, it.X, it.Y, it.H, th.Dim)
	is := LegendIcon(k)
	for i, item := range s.panel.Legend {
		r := pl.Legend[i+1]
		k.FoulBadge(dst, item.Kind, r.X, r.Y+(r.H-is)/2, is)
		k.Line(dst, item.Label, f.Small, r.X+is+k.Lay.Font*0.35, r.Y, r.H, th.Text)
	}
}

// AsksPoint: the board takes a stone (or a Why?) unless a walk or the
// shortcut list is open; the keyboard's board cursor answers it.
func (s *freeScreen) AsksPoint() bool { return s.walk == nil && !s.m.HelpOpen() }

// Speech is what the screen-reader mirror reads: the walk's step, or the
// notice and the selected point's verdict.
func (s *freeScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	title, summary := s.v.Explanation(c.Lang)
	return []string{s.v.NoticeText(c.Lang), title, summary}
}
