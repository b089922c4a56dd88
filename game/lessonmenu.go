package game

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/lessons"
)

// Screen names of the lessons.
const (
	screenLessons = "lessons"
	screenLesson  = "lesson"
)

// lessonsScreen is the lesson menu: every lesson as a card with its
// number, title, topic, pages done and stars; a tap opens the lesson where
// the learner left it.
type lessonsScreen struct {
	g      *Game
	btns   []Button
	cards  []lessonCard
	title  layout.Rect
	sum    layout.Rect
	list   layout.Rect // the scrolled area
	scroll float64
	maxScr float64
	focus  int // the card the keyboard is on (-1: none)
}

type lessonCard struct {
	l    *lessons.Lesson
	n    int
	rect layout.Rect // unscrolled
}

// Lesson menu button IDs: "lesson.<id>" for the cards.
const (
	btnLessonCard = "lesson."
	btnBackHome   = BtnNavHome
)

func openLessons(g *Game, prev Screen, _ string, _ bool) (Screen, error) {
	if s, ok := prev.(*lessonsScreen); ok {
		return s, nil
	}
	return &lessonsScreen{g: g, focus: -1}, nil
}

func (s *lessonsScreen) Name() string      { return screenLessons }
func (s *lessonsScreen) Hash() string      { return "#lessons" }
func (s *lessonsScreen) Buttons() []Button { return s.btns }

func (s *lessonsScreen) Update(c *Ctx, in *Input) {
	s.scroll += in.Scroll
	for _, t := range in.Taps {
		if len(t.Button) > len(btnLessonCard) && t.Button[:len(btnLessonCard)] == btnLessonCard {
			s.openLesson(c, t.Button[len(btnLessonCard):])
			return
		}
	}
	for _, k := range in.Keys {
		switch k.Key {
		case input.KeyEscape:
			c.Home()
			return
		case input.KeyDown, input.KeyRight:
			s.focus = min(s.focus+1, len(c.g.learn.all)-1)
		case input.KeyUp, input.KeyLeft:
			s.focus = max(s.focus-1, 0)
		case input.KeyEnter, input.KeySpace:
			if s.focus >= 0 && s.focus < len(c.g.learn.all) {
				s.openLesson(c, c.g.learn.all[s.focus].ID)
				return
			}
		}
	}
	s.layout(c)
}

// openLesson opens a lesson at the page to continue with: the last one
// seen if it was this lesson, else the first page not done.
func (s *lessonsScreen) openLesson(c *Ctx, id string) {
	ln := c.g.learn
	i := ln.lessonIndex(id)
	if i < 0 {
		return
	}
	l := ln.all[i]
	page := 0
	if ln.prog.LastLesson == id {
		page = min(ln.prog.LastPage, len(l.Pages)) - 1
	} else {
		for p := range l.Pages {
			if !ln.prog.IsDone(id, p+1) {
				page = p
				break
			}
		}
	}
	_ = c.Open(screenLesson, lessonArg(id, page))
}

// lessonArg is the hash argument of a page (from 0): "<id>/<page from 1>".
func lessonArg(id string, page int) string { return id + "/" + strconv.Itoa(page+1) }

func (s *lessonsScreen) layout(c *Ctx) {
	l := c.Lay
	f := c.r.f
	edge := math.Round(l.Font * 0.8)
	area := layout.Rect{X: edge, Y: edge, W: l.W - 2*edge, H: l.H - 2*edge}
	if area.W > 70*l.Font { // very wide: keep lines readable
		area.X = math.Round((l.W - 70*l.Font) / 2)
		area.W = 70 * l.Font
	}
	gap := math.Round(l.Font * 0.6)
	col := column{x: area.X, y: area.Y, w: area.W}
	nav, title := c.navBar(col.take(math.Round(2.3*l.Font), gap), btnBackHome, msg.NavHome)
	s.title = title
	s.sum = col.take(f.lineH, gap)
	s.list = layout.Rect{X: area.X, Y: col.y, W: area.W, H: area.Y + area.H - col.y}

	cols := max(1, int((area.W+gap)/(24*l.Font+gap)))
	cardW := (area.W - float64(cols-1)*gap) / float64(cols)
	cardH := math.Round(l.Font * 5.4)
	s.cards = s.cards[:0]
	for i, ls := range c.g.learn.all {
		x := area.X + float64(i%cols)*(cardW+gap)
		y := s.list.Y + float64(i/cols)*(cardH+gap)
		s.cards = append(s.cards, lessonCard{l: ls, n: i + 1, rect: layout.Rect{X: math.Round(x), Y: math.Round(y), W: math.Round(cardW), H: cardH}})
	}
	rows := (len(s.cards) + cols - 1) / cols
	total := float64(rows)*(cardH+gap) - gap
	s.maxScr = math.Max(0, total-s.list.H)
	// Keep the keyboard's card in view.
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
		// Only the visible part of a card takes taps.
		top, bottom := math.Max(r.Y, s.list.Y), math.Min(r.Y+r.H, s.list.Y+s.list.H)
		if bottom-top < l.Font {
			continue
		}
		s.btns = append(s.btns, Button{ID: btnLessonCard + cd.l.ID, Rect: layout.Rect{X: r.X, Y: top, W: r.W, H: bottom - top}})
	}
}

type lessonsKey struct {
	scroll      float64
	focus       int
	done, stars int
}

func (s *lessonsScreen) Draw(c *Ctx, dst *ebiten.Image) {
	s.layout(c)
	ln := c.g.learn
	done, stars := ln.totals()
	if c.Unchanged(lessonsKey{s.scroll, s.focus, done, stars}) {
		return
	}
	r := c.r
	f := r.f
	l := c.Lay
	lang := string(c.Lang)
	dst.Fill(colBackground)
	c.drawTitle(dst, c.T(msg.LessonsTitle), s.title, colText)
	r.drawText(dst, c.F(msg.LessonsSummary, done, ln.totalPages, stars, ln.totalTasks), f.small, s.sum.X, s.sum.Y+s.sum.H/2, colDim, text.AlignStart, text.AlignCenter)
	c.drawButtons(dst, s.btns[:2])

	clip := dst.SubImage(imageRect(s.list)).(*ebiten.Image)
	pad := math.Round(l.Font * 0.8)
	for i, cd := range s.cards {
		rect := cd.rect
		rect.Y -= s.scroll
		if rect.Y > s.list.Y+s.list.H || rect.Y+rect.H < s.list.Y {
			continue
		}
		id := btnLessonCard + cd.l.ID
		fill := colCard
		if c.Hovered(id) || i == s.focus {
			fill = colCardHi
		}
		c.fillCard(clip, rect, fill)
		if i == s.focus {
			strokePath(clip, roundRect(rect.X+1, rect.Y+1, rect.W-2, rect.H-2, l.Font*0.5), math.Max(1.5, l.Scale*1.5), colActive)
		}
		pages := len(cd.l.Pages)
		pd, ps := ln.prog.Counts(cd.l.ID, pages)
		nt := tasks(cd.l)
		x, y := rect.X+pad, rect.Y+pad

		// "Lesson 5 · Double-three", then the title, then progress.
		head := c.F(msg.LessonNumber, cd.n)
		if len(cd.l.Topics) > 0 {
			head += " · " + c.T(msg.Topic(cd.l.Topics[0]))
		}
		r.drawText(clip, c.ellipsis(head, f.small, rect.W-2*pad), f.small, x, y+f.smallLineH/2, colDim, text.AlignStart, text.AlignCenter)
		y += f.smallLineH + l.Font*0.15
		title := cd.l.Title.Get(lang)
		r.drawText(clip, c.ellipsis(title, f.bold, rect.W-2*pad), f.bold, x, y+f.lineH/2, colText, text.AlignStart, text.AlignCenter)
		y = rect.Y + rect.H - pad - f.smallLineH

		// Pages done: a bar and "3 / 7 pages" (or Done); stars at the right.
		label := c.F(msg.LessonPages, pd, pages)
		lc := colDim
		if pd >= pages {
			label, lc = c.T(msg.LessonDone), colGood
		}
		r.drawText(clip, label, f.small, x, y+f.smallLineH/2, lc, text.AlignStart, text.AlignCenter)
		starW := 0.0
		if nt > 0 {
			is := math.Round(l.Font * 0.9)
			st := strconv.Itoa(ps) + "/" + strconv.Itoa(nt)
			tw := r.advance(st, f.small)
			sx := rect.X + rect.W - pad - tw
			r.drawText(clip, st, f.small, sx, y+f.smallLineH/2, colDim, text.AlignStart, text.AlignCenter)
			icon, ic := IconStarOpen, colFaint
			if ps > 0 {
				icon, ic = IconStar, colStar
			}
			c.drawIcon(clip, icon, sx-is-l.Font*0.25, y+f.smallLineH/2-is/2, is, ic)
			starW = tw + is + l.Font*0.5
		}
		bx := x + r.advance(c.F(msg.LessonPages, pages, pages), f.small) + l.Font*0.8
		bw := rect.X + rect.W - pad - starW - l.Font*0.8 - bx
		if bw > l.Font*2 {
			bh := math.Max(3, math.Round(l.Font*0.3))
			by := math.Round(y + f.smallLineH/2 - bh/2)
			c.fillBar(clip, layout.Rect{X: bx, Y: by, W: bw, H: bh}, colButtonHi)
			if pd > 0 {
				c.fillBar(clip, layout.Rect{X: bx, Y: by, W: math.Max(bh, bw*float64(pd)/float64(pages)), H: bh}, colGood)
			}
		}
	}
	if s.maxScr > 0 {
		// A scroll bar shows there is more.
		bw := math.Max(3, l.Font*0.22)
		th := math.Max(s.list.H*s.list.H/(s.list.H+s.maxScr), l.Font*2)
		ty := s.list.Y + (s.list.H-th)*s.scroll/s.maxScr
		x := s.list.X + s.list.W + l.Font*0.3
		if x+bw > l.W {
			x = l.W - bw - 1
		}
		c.fillBar(dst, layout.Rect{X: x, Y: ty, W: bw, H: th}, colDim)
	}
}
