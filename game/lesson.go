package game

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/lessonplay"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/ui"
	"renju/game/view"
	"renju/lessons"
	"renju/rules"
)

// lessonScreen is a lesson page: its text, its board (stones, numbered
// moves, letter marks), its walks, its task (game/lessonplay: choices,
// feedback, a hint, the walk of the point that explains the answer), and
// the way to the previous and next pages. An open walk takes the panel.
type lessonScreen struct {
	pg       *lessonplay.Page
	fouls    []rules.Foul // the page's forbidden points (for state())
	walk     *ui.Walk
	rev      int // changes whenever the page's state does
	scroll   float64
	hover    rules.Point
	hovering bool
	// As laid out.
	v             lessonplay.View
	btns          []ui.Button
	dots          []ui.Button
	titleR, headR layout.Rect
	textR         layout.Rect
	paras         []ui.Block
	paraGap       []float64
	maxScr        float64
}

func openLesson(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	id, page, err := pageapi.ParseLessonArg(arg)
	if err != nil {
		return nil, err
	}
	i := c.Learn.Index(id)
	if i < 0 {
		return nil, fmt.Errorf("there is no lesson %q", id)
	}
	l := c.Learn.All[i]
	if page > len(l.Pages) {
		if link {
			return nil, fmt.Errorf("lesson %q has %d pages, not %d", id, len(l.Pages), page)
		}
		page = len(l.Pages)
	}
	s, ok := prev.(*lessonScreen)
	if !ok {
		s = &lessonScreen{}
	}
	if s.pg == nil || s.pg.Lesson() != l || s.pg.Index() != page-1 {
		s.goPage(c, l, page-1)
	}
	return s, nil
}

// goPage shows page i (from 0) of lesson l (the visit is recorded).
func (s *lessonScreen) goPage(c *Ctx, l *lessons.Lesson, i int) {
	s.pg = lessonplay.New(l, i, c.Learn)
	b := s.pg.Page().Board
	s.fouls = rules.ForbiddenMap(&b)
	s.walk = nil
	s.scroll = 0
	s.rev++
}

func (s *lessonScreen) Name() string { return screenLesson }
func (s *lessonScreen) Hash() string {
	return pageapi.FormatLessonHash(s.pg.Lesson().ID, s.pg.Index()+1)
}

// PageState reports the lesson, the page, its board and the walk.
func (s *lessonScreen) PageState(st *pageapi.State) {
	b := s.pg.Page().Board
	*st = pageapi.NewState(st.Screen, &b, s.fouls, st.Lang, false)
	st.Lesson = s.pg.Lesson().ID
	st.Page = s.pg.Index() + 1
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

// openWalk opens the walk of point pt on the page's board.
func (s *lessonScreen) openWalk(pt rules.Point) {
	b := s.pg.Page().Board
	if b.At(pt) != rules.Empty {
		return
	}
	if w := ui.OpenWalk(&b, pt, rules.Black, s.pg.Page().Label(pt)); w != nil {
		s.walk = w
		s.rev++
	}
}

func (s *lessonScreen) Update(c *Ctx, in *input.Frame) {
	// The hovered point (a click task previews it).
	s.hovering = false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.walk != nil {
		taps, _, closed := s.walk.Update(in, c.DT, c.Lang)
		s.rev++
		if closed {
			s.walk = nil
			return
		}
		for _, t := range taps {
			s.tap(c, t)
		}
		return
	}
	s.scroll += in.Scroll
	for _, t := range in.Taps {
		if s.tap(c, t) {
			return // another page or screen
		}
	}
	for _, k := range in.Keys {
		if id := s.pg.KeyButton(k); id != "" && s.press(c, id) {
			return
		}
	}
}

// tap handles a tap; it reports whether it left the page.
func (s *lessonScreen) tap(c *Ctx, t input.Tap) bool {
	if t.Button != "" {
		return s.press(c, t.Button)
	}
	if s.walk != nil {
		return false
	}
	if pt, ok := c.Lay.PointAt(t.X, t.Y); ok {
		s.pg.Tap(pt)
		s.rev++
	}
	return false
}

// press handles a button (or the key standing for it); it reports whether
// it left the page.
func (s *lessonScreen) press(c *Ctx, id string) bool {
	pg := s.pg
	l := pg.Lesson()
	s.rev++
	if pt, ok := pg.WalkOf(id); ok {
		s.openWalk(pt)
		return false
	}
	switch {
	case id == lessonplay.BtnLessons:
		_ = c.Open(screenLessons, "")
		return true
	case id == lessonplay.BtnPrev:
		if pg.Index() > 0 {
			s.goPage(c, l, pg.Index()-1)
			return true
		}
	case id == lessonplay.BtnNext:
		if pg.Index() < len(l.Pages)-1 {
			s.goPage(c, l, pg.Index()+1)
			return true
		}
		// The last page: on to the next lesson, or back to the menu.
		if next := c.Learn.After(l); next != nil {
			s.goPage(c, next, 0)
		} else {
			_ = c.Open(screenLessons, "")
		}
		return true
	case strings.HasPrefix(id, lessonplay.BtnDot):
		if n, err := strconv.Atoi(id[len(lessonplay.BtnDot):]); err == nil && n >= 1 && n <= len(l.Pages) && n-1 != pg.Index() {
			s.goPage(c, l, n-1)
			return true
		}
	default:
		pg.Press(id)
	}
	return false
}

// Layout places the panel: the nav row, the lesson's title, the page dots,
// the text (scrolled), the task's and the walks' buttons, and Previous /
// Next at the bottom; an open walk takes the panel below the nav row.
func (s *lessonScreen) Layout(c *Ctx) []ui.Button {
	k := c.Kit
	l := c.Lay
	f := &k.F
	m := k.M()
	p := l.Panel
	gap := m.Space
	nav, head := c.NavBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: m.TallRow}, lessonplay.BtnLessons, msg.NavLessons)
	s.headR = head
	s.btns = append(s.btns[:0], nav...)
	s.dots = s.dots[:0]
	pg := s.pg
	at := lessonplay.Place{Number: c.Learn.Index(pg.Lesson().ID) + 1, LastLesson: c.Learn.After(pg.Lesson()) == nil}
	if s.walk != nil {
		s.v = lessonplay.View{Head: pg.Head(c.Lang, at)}
		return append(s.btns, s.walk.Layout(k, c.Lang, c.walkArea(m.TallRow, gap))...)
	}
	s.v = pg.View(c.Lang, at)
	y := p.Y + m.TallRow + gap
	s.titleR = layout.Rect{X: p.X, Y: y, W: p.W, H: f.LineH}
	y += f.LineH + gap*0.5

	// Page dots.
	n := len(s.v.Dots)
	ds := math.Round(l.Font * 1.15)
	dgap := math.Round(math.Min(l.Font*0.55, (p.W-float64(n)*ds)/float64(max(1, n-1))))
	for i, d := range s.v.Dots {
		s.dots = append(s.dots, ui.Place(view.Button{ID: d.ID, Style: view.Quiet}, layout.Rect{X: p.X + float64(i)*(ds+dgap), Y: y, W: ds, H: ds}))
	}
	y += ds + gap

	// From the bottom up: Previous / Next, then the task's buttons and the
	// walks.
	rowH := m.TallRow
	bottom := p.Y + p.H
	s.btns = append(s.btns, ui.Row(layout.Rect{X: p.X, Y: bottom - rowH, W: p.W, H: rowH}, []view.Button{s.v.Prev, s.v.Next}, gap)...)
	bottom -= rowH + gap
	rows := k.FlowRows(s.v.Buttons, p.W, gap)
	for i := len(rows) - 1; i >= 0; i-- {
		s.btns = append(s.btns, ui.Row(layout.Rect{X: p.X, Y: bottom - rowH, W: p.W, H: rowH}, rows[i], gap)...)
		bottom -= rowH + gap
	}

	// The text: what is left, scrolled.
	s.textR = layout.Rect{X: p.X, Y: y, W: p.W, H: math.Max(0, bottom-y)}
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	tw := p.W - k.ScrollRoom()
	for _, para := range s.v.Paragraphs {
		s.paras = append(s.paras, k.Block(para, f.Body, f.LineH, tw, k.Th.Text))
		s.paraGap = append(s.paraGap, gap)
	}
	for _, t := range s.v.Feedback {
		s.paras = append(s.paras, k.Paragraph(t, tw))
		s.paraGap = append(s.paraGap, gap*0.5)
	}
	total := 0.0
	for i, b := range s.paras {
		total += b.Height() + s.paraGap[i]
	}
	s.maxScr = math.Max(0, total-s.textR.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	return append(s.btns, s.dots...)
}

type lessonKey struct {
	rev      int
	scroll   float64
	hover    rules.Point
	hovering bool
	walk     ui.WalkKey
}

func (s *lessonScreen) FrameKey(c *Ctx) any {
	return lessonKey{rev: s.rev, scroll: s.scroll, hover: s.hover, hovering: s.hovering, walk: s.walk.Key(c.Tick)}
}

// picture is the page's board, with the task's marks or the walk's.
func (s *lessonScreen) picture() picture.Board {
	pic := s.pg.Picture(s.walk != nil, s.hover, s.hovering)
	if s.walk != nil {
		pic.Add(s.walk.Notes()...)
	}
	return pic
}

func (s *lessonScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	l := c.Lay
	dst.Fill(th.Background)
	pic := s.picture()
	k.Board(dst, &pic, c.Tick)
	k.Line(dst, k.Ellipsis(s.v.Head, f.Small, s.headR.W), f.Small, s.headR.X, s.headR.Y, s.headR.H, th.Dim)
	k.Buttons(dst, s.btns[:2])
	if s.walk != nil {
		s.walk.Draw(k, dst)
		return
	}
	k.Title(dst, s.v.Title, s.titleR, th.Accent)
	// Page dots: done (green), the current page (ringed), a star.
	for i, b := range s.dots {
		d := s.v.Dots[i]
		rc := b.Rect
		cx, cy := rc.X+rc.W/2, rc.Y+rc.H/2
		rad := rc.W * 0.3
		fill := th.ButtonHi
		if d.Done {
			fill = ui.WithAlpha(th.Good, 0.85)
		}
		if k.Hovered(b.ID) {
			rad = rc.W * 0.36
		}
		k.Bar(dst, layout.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, fill)
		if d.Current {
			ui.StrokePath(dst, ui.CirclePath(cx, cy, rc.W*0.46), math.Max(1.5, l.Scale*1.5), th.Active)
		}
		if d.Star {
			is := rc.W * 0.62
			k.Icon(dst, view.StarFull, cx-is/2, cy-is/2, is, th.Star)
		}
	}

	// The text, scrolled within its area.
	clip := ui.Clip(dst, s.textR)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		if y+b.Height() >= s.textR.Y && y <= s.textR.Y+s.textR.H {
			b.Draw(k, clip, s.textR.X, y)
		}
		y += b.Height() + s.paraGap[i]
	}
	k.ScrollBar(dst, k.ScrollX(s.textR), s.textR, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns[2:])
}
