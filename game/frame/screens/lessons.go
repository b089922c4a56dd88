package screens

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/features/lessonplay"
	"renju/game/kit"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
)

// Screen names of the lessons.
const (
	screenLessons = "lessons"
	NameLesson    = "lesson"
)

// lessonsScreen is the lesson menu: every lesson as a card with its
// number, title, topic, pages done and stars; a tap opens the lesson where
// the learner left it.
type lessonsScreen struct {
	scroll float64
	// focus is the card the keyboard's focus is on (-1: none), as laid
	// out: the frame's focus (Ctx.Focus) is the truth.
	focus int
	// As laid out.
	btns   []kit.Button
	cards  []lessonCard
	title  layout.Rect
	sum    layout.Rect
	list   layout.Rect // the scrolled area
	maxScr float64
}

type lessonCard struct {
	l    *lessons.Lesson
	n    int
	rect layout.Rect // unscrolled
}

// BtnLessonCard is the cards' button IDs: "lesson.<id>".
const BtnLessonCard = "lesson."

func openLessons(_ *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	if s, ok := prev.(*lessonsScreen); ok {
		return s, nil
	}
	return &lessonsScreen{focus: -1}, nil
}

func (s *lessonsScreen) Name() string { return screenLessons }
func (s *lessonsScreen) Hash() string { return "#lessons" }

func (s *lessonsScreen) Update(c *Ctx, in *input.Frame) {
	s.scroll += in.Scroll
	for _, t := range in.Taps {
		if strings.HasPrefix(t.Button, BtnLessonCard) {
			s.openLesson(c, t.Button[len(BtnLessonCard):])
			return
		}
	}
	for _, k := range in.Keys {
		if k.Key == input.KeyEscape {
			c.Home()
			return
		}
	}
}

// FocusStart makes the lesson menu an ArrowMenu: the first arrow goes to
// the lesson to continue with (the first lesson for a new learner).
func (s *lessonsScreen) FocusStart(c *Ctx) string {
	if l, _, ok := c.Learn.Resume(); ok {
		return BtnLessonCard + l.ID
	}
	if len(c.Learn.All()) > 0 {
		return BtnLessonCard + c.Learn.All()[0].ID
	}
	return ""
}

// openLesson opens a lesson at the page to continue with.
func (s *lessonsScreen) openLesson(c *Ctx, id string) {
	if i := c.Learn.Index(id); i >= 0 {
		l := c.Learn.All()[i]
		_ = c.Open(NameLesson, LessonArg(id, c.Learn.StartPage(l)))
	}
}

// LessonArg is the hash argument of a page (from 0): "<id>/<page from 1>".
func LessonArg(id string, page int) string { return id + "/" + strconv.Itoa(page+1) }

// Layout places the nav bar, the summary and the cards (as many columns
// as fit), scrolled to keep the keyboard's card in view.
func (s *lessonsScreen) Layout(c *Ctx) []kit.Button {
	k := c.Kit
	l := c.Lay
	f := &k.F
	m := k.M()
	edge := m.Edge
	area := layout.Rect{X: edge, Y: edge, W: l.W - 2*edge, H: l.H - 2*edge}
	if area.W > 70*l.Font { // very wide: keep lines readable
		area.X = math.Round((l.W - 70*l.Font) / 2)
		area.W = 70 * l.Font
	}
	gap := m.Space
	nav, title := c.NavBar(layout.Rect{X: area.X, Y: area.Y, W: area.W, H: m.TallRow}, BtnNavHome, msg.NavHome)
	s.title = title
	y := area.Y + m.TallRow + gap
	s.sum = layout.Rect{X: area.X, Y: y, W: area.W, H: f.LineH}
	y += f.LineH + gap
	s.list = layout.Rect{X: area.X, Y: y, W: area.W, H: area.Y + area.H - y}

	cols := max(1, int((area.W+gap)/(24*l.Font+gap)))
	cardW := (area.W - float64(cols-1)*gap) / float64(cols)
	cardH := m.Card
	s.cards = s.cards[:0]
	for i, ls := range c.Learn.All() {
		x := area.X + float64(i%cols)*(cardW+gap)
		y := s.list.Y + float64(i/cols)*(cardH+gap)
		s.cards = append(s.cards, lessonCard{l: ls, n: i + 1, rect: layout.Rect{X: math.Round(x), Y: math.Round(y), W: math.Round(cardW), H: cardH}})
	}
	rows := (len(s.cards) + cols - 1) / cols
	total := float64(rows)*(cardH+gap) - gap
	s.maxScr = math.Max(0, total-s.list.H)
	// Keep the keyboard's card in view.
	s.focus = -1
	for i, cd := range s.cards {
		if c.Focus == BtnLessonCard+cd.l.ID {
			s.focus = i
		}
	}
	if s.focus >= 0 && s.focus < len(s.cards) {
		r := s.cards[s.focus].rect
		if r.Y-s.scroll < s.list.Y {
			s.scroll = r.Y - s.list.Y
		}
		if r.Y+r.H-s.scroll > s.list.Y+s.list.H {
			s.scroll = r.Y + r.H - s.list.Y - s.list.H
		}
	}
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))

	s.btns = append(s.btns[:0], nav...)
	for _, cd := range s.cards {
		r := cd.rect
		r.Y -= s.scroll
		// Only the visible part of a card takes taps; a card out of view
		// is there for the keyboard's arrows (the focus scrolls to it).
		top, bottom := math.Max(r.Y, s.list.Y), math.Min(r.Y+r.H, s.list.Y+s.list.H)
		b := kit.Place(screenview.Button{ID: BtnLessonCard + cd.l.ID}, layout.Rect{X: r.X, Y: top, W: r.W, H: bottom - top})
		if bottom-top < k.M().Target {
			// Less than a tap target in view: for the keyboard only
			// (a sliver at the list's edge is where a drag starts).
			b.Rect, b.Hidden = r, true
		}
		s.btns = append(s.btns, b)
	}
	return s.btns
}

type lessonsKey struct {
	scroll float64
	focus  int
	done   int
	stars  int
}

func (s *lessonsScreen) FrameKey(c *Ctx) any {
	done, stars := c.Learn.Totals()
	return lessonsKey{s.scroll, s.focus, done, stars}
}

func (s *lessonsScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	l := c.Lay
	ln := c.Learn
	done, stars := ln.Totals()
	dst.Fill(th.Background)
	k.Title(dst, c.T(msg.LessonsTitle), s.title, th.Text)
	k.Line(dst, c.F(msg.LessonsSummary, done, ln.TotalPages, msg.Stars(c.Lang, stars), ln.TotalTasks), f.Small, s.sum.X, s.sum.Y, s.sum.H, th.Dim)
	k.Buttons(dst, s.btns[:2])

	clip := kit.Clip(dst, s.list)
	pad := k.M().Edge
	for i, cd := range s.cards {
		rect := cd.rect
		rect.Y -= s.scroll
		if rect.Y > s.list.Y+s.list.H || rect.Y+rect.H < s.list.Y {
			continue
		}
		fill := th.Card
		if k.Hovered(BtnLessonCard+cd.l.ID) || i == s.focus {
			fill = th.CardHi
		}
		k.Card(clip, rect, fill)
		ct := lessonplay.MenuCard(c.Lang, cd.l, cd.n, ln)
		x, y := rect.X+pad, rect.Y+pad

		// "Lesson 5 · Double-three", then the title, then progress.
		k.Line(clip, k.Ellipsis(ct.Head, f.Small, rect.W-2*pad), f.Small, x, y, f.SmallLineH, th.Dim)
		y += f.SmallLineH + l.Font*0.15
		k.Line(clip, k.Ellipsis(ct.Title, f.Bold, rect.W-2*pad), f.Bold, x, y, f.LineH, th.Text)
		y = rect.Y + rect.H - pad - f.SmallLineH

		// Pages done: a bar and "3 / 7 pages" (or Done); stars at the right.
		lc := th.Dim
		if ct.Done >= ct.Count {
			lc = th.Good
		}
		k.Line(clip, ct.Pages, f.Small, x, y, f.SmallLineH, lc)
		starW := 0.0
		if st := ct.Stars; st != "" {
			is := math.Round(l.Font * 0.9)
			tw := k.Advance(st, f.Small)
			sx := rect.X + rect.W - pad - tw
			k.Line(clip, st, f.Small, sx, y, f.SmallLineH, th.Dim)
			icon, ic := screenview.StarOpen, th.Faint
			if ct.Thirds > 0 {
				icon, ic = screenview.StarFull, th.Star
			}
			k.Icon(clip, icon, sx-is-l.Font*0.25, y+f.SmallLineH/2-is/2, is, ic)
			starW = tw + is + l.Font*0.5
		}
		bx := x + k.Advance(c.F(msg.LessonPages, ct.Count, ct.Count), f.Small) + l.Font*0.8
		if bw := rect.X + rect.W - pad - starW - l.Font*0.8 - bx; bw > l.Font*2 {
			bh := math.Max(3, math.Round(l.Font*0.3))
			by := math.Round(y + f.SmallLineH/2 - bh/2)
			k.Bar(clip, layout.Rect{X: bx, Y: by, W: bw, H: bh}, th.ButtonHi)
			if ct.Done > 0 {
				k.Bar(clip, layout.Rect{X: bx, Y: by, W: math.Max(bh, bw*float64(ct.Done)/float64(ct.Count)), H: bh}, th.Good)
			}
		}
	}
	k.ScrollBar(dst, s.list.X+s.list.W+l.Font*0.3, s.list, s.scroll, s.maxScr)
}

// Speech is what the screen-reader mirror reads: the progress summary.
func (s *lessonsScreen) Speech(c *Ctx) []string {
	done, stars := c.Learn.Totals()
	return []string{c.F(msg.LessonsSummary, done, c.Learn.TotalPages, msg.Stars(c.Lang, stars), c.Learn.TotalTasks)}
}

// ButtonLabel names a lesson card for the mirror with everything it
// shows (lessonplay.Card.Label).
func (s *lessonsScreen) ButtonLabel(c *Ctx, id string) string {
	for _, cd := range s.cards {
		if BtnLessonCard+cd.l.ID == id {
			return lessonplay.MenuCard(c.Lang, cd.l, cd.n, c.Learn).Label(c.Lang)
		}
	}
	return ""
}
