package game

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/picture"
	"renju/game/ui"
	"renju/game/view"
	"renju/rules"
)

// homeScreen is the app's start: the title, "Continue" (the last lesson
// page seen), the menu of screens (the registry's entries with a Menu
// label), the language switch, and a board showing what the app is about.
type homeScreen struct {
	demo picture.Board
	// As laid out: the buttons, the menu's tiles, the panel's parts.
	btns                          []ui.Button
	tiles                         []homeTile
	title, tagline, keys, caption layout.Rect
}

// homeTile is a menu entry as laid out.
type homeTile struct {
	e    Entry
	rect layout.Rect
	// done is the lessons' progress ("12 / 98 pages"), "" for the others.
	done string
}

// Home button IDs: the menu's are "menu.<screen name>".
const (
	btnContinue = "home.continue"
	btnMenu     = "menu."
)

// homeDemo is the board on the home screen: Black may not play H8, a
// double-three (the lesson's first example). Its two threes are shown.
const homeDemo = "B:f8,g8,h9,h10 W:e10,j9"

// homeBands are the demo's two threes, end to end.
var homeBands = [][2]string{{"f8", "h8"}, {"h8", "h10"}}

func openHome(_ *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	if s, ok := prev.(*homeScreen); ok {
		return s, nil
	}
	b, _ := rules.ParseStones(homeDemo)
	s := &homeScreen{demo: picture.Board{Stones: b, Coords: true}}
	// The threes' bands, then the forbidden mark over them.
	for _, bd := range homeBands {
		s.demo.Add(picture.BandAlong(rules.MustPoint(bd[0]), rules.MustPoint(bd[1])))
	}
	for _, f := range rules.ForbiddenMap(&b) {
		s.demo.Add(picture.FoulAt(f.Point, f.Kind))
	}
	return s, nil
}

func (s *homeScreen) Name() string { return screenHome }
func (s *homeScreen) Hash() string { return "" }

func (s *homeScreen) Update(c *Ctx, in *input.Frame) {
	for _, t := range in.Taps {
		s.press(c, t.Button)
	}
	if in.Key(input.KeyEnter) {
		s.press(c, btnContinue)
	}
}

func (s *homeScreen) press(c *Ctx, id string) {
	switch {
	case id == btnContinue:
		l, page, ok := c.Learn.Resume()
		if !ok && len(c.Learn.All) > 0 {
			l, page = c.Learn.All[0], 0
		}
		if l != nil {
			_ = c.Open(screenLesson, lessonArg(l.ID, page))
		}
	case strings.HasPrefix(id, btnMenu):
		_ = c.Open(id[len(btnMenu):], "")
	}
}

// Layout places the panel's parts: title and language, the tagline,
// Continue, the menu tiles (two columns when the panel is wide), the keys,
// and what the board shows where there is room.
func (s *homeScreen) Layout(c *Ctx) []ui.Button {
	k := c.Kit
	l := c.Lay
	f := &k.F
	p := l.Panel
	m := k.M()
	gap := m.Space
	y := p.Y
	s.btns = s.btns[:0]
	s.tiles = s.tiles[:0]

	top := layout.Rect{X: p.X, Y: y, W: p.W, H: m.Masthead}
	y += top.H + gap*0.5
	lang := c.LangButton()
	lw := math.Round(k.Advance(lang.Label, f.Bold) + 1.8*l.Font)
	s.btns = append(s.btns, ui.Place(lang, layout.Rect{X: top.X + top.W - lw, Y: top.Y + (top.H-2.2*l.Font)/2, W: lw, H: m.Row}))
	s.title = layout.Rect{X: top.X, Y: top.Y, W: top.W - lw - gap, H: top.H}
	tag := k.Block(c.T(msg.HomeTagline), f.Body, f.LineH, p.W, k.Th.Dim)
	s.tagline = layout.Rect{X: p.X, Y: y, W: p.W, H: tag.Height()}
	y += tag.Height() + gap*1.5

	// Continue.
	label := c.T(msg.HomeStart)
	if ls, page, ok := c.Learn.Resume(); ok {
		label = c.F(msg.HomeContinue, ls.Title.Get(string(c.Lang)), page+1)
	}
	cont := layout.Rect{X: p.X, Y: y, W: p.W, H: m.Hero}
	y += cont.H + gap*1.5
	s.btns = append(s.btns, ui.Place(view.Button{ID: btnContinue, Label: k.Ellipsis(label, f.Bold, cont.W-2*l.Font), Style: view.Primary, Icon: view.Play}, cont))

	// The menu.
	var entries []Entry
	for _, e := range registry {
		if e.Menu != "" {
			entries = append(entries, e)
		}
	}
	cols := 1
	if p.W > 30*l.Font {
		cols = 2
	}
	tileW := (p.W - float64(cols-1)*gap) / float64(cols)
	pad := m.Pad
	done, _ := c.Learn.Totals()
	// Each row of tiles is as high as its longest description.
	for row := 0; row*cols < len(entries); row++ {
		lines := 1
		for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
			lines = max(lines, min(2, len(k.Block(c.T(entries[i].Desc), f.Small, f.SmallLineH, tileW-2*pad, k.Th.Dim).Lines)))
		}
		tileH := math.Round(2*pad + f.LineH*1.15 + float64(lines)*f.SmallLineH)
		for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
			e := entries[i]
			x := p.X + float64(i%cols)*(tileW+gap)
			rect := layout.Rect{X: math.Round(x), Y: math.Round(y), W: math.Round(tileW), H: tileH}
			t := homeTile{e: e, rect: rect}
			if e.Name == screenLessons {
				t.done = c.F(msg.LessonPages, done, c.Learn.TotalPages)
			}
			s.tiles = append(s.tiles, t)
			s.btns = append(s.btns, ui.Place(view.Button{ID: btnMenu + e.Name, Disabled: e.Open == nil}, rect))
		}
		y += tileH + gap
	}
	s.keys = layout.Rect{}
	bottom := p.Y + p.H
	if y+f.SmallLineH <= bottom {
		s.keys = layout.Rect{X: p.X, Y: bottom - f.SmallLineH, W: p.W, H: f.SmallLineH}
		bottom = s.keys.Y - gap
	}
	s.caption = layout.Rect{}
	cb := k.Block(c.T(msg.HomeDemo), f.Body, f.LineH, p.W-2.6*l.Font, k.Th.Text)
	if h := cb.Height() + 1.6*l.Font; y+gap+h <= bottom {
		s.caption = layout.Rect{X: p.X, Y: y + gap, W: p.W, H: h}
	}
	return s.btns
}

// homeKey is what the home screen shows.
type homeKey struct {
	done     int
	last     string
	lastPage int
}

func (s *homeScreen) FrameKey(c *Ctx) any {
	done, _ := c.Learn.Totals()
	last, page := c.Learn.Last()
	return homeKey{done, last, page}
}

func (s *homeScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	l := c.Lay
	dst.Fill(th.Background)

	// The board: a double-three, its two threes in bands, marked.
	k.Board(dst, &s.demo, c.Tick)
	if cr := s.caption; cr.H > 0 {
		k.Card(dst, cr, th.Card)
		is := math.Round(l.Font * 1.3)
		k.FoulMark(dst, rules.DoubleThree, cr.X+l.Font*0.3+is/2, cr.Y+0.8*l.Font+f.LineH/2, is/l.Cell)
		cb := k.Block(c.T(msg.HomeDemo), f.Body, f.LineH, cr.W-2.6*l.Font, th.Text)
		cb.Draw(k, dst, cr.X+2*l.Font, cr.Y+0.8*l.Font)
	}

	k.Title(dst, c.T(msg.AppTitle), s.title, th.Text)
	tag := k.Block(c.T(msg.HomeTagline), f.Body, f.LineH, s.tagline.W, th.Dim)
	tag.Draw(k, dst, s.tagline.X, s.tagline.Y)
	k.Buttons(dst, s.btns[:2])

	pad := k.M().Pad
	for i, t := range s.tiles {
		b := s.btns[2+i]
		fill := th.Card
		if k.Hovered(b.ID) && !b.Disabled {
			fill = th.CardHi
		}
		k.Card(dst, t.rect, fill)
		tc, dc := th.Text, th.Dim
		if b.Disabled {
			tc, dc = th.Disabled, th.Faint
		}
		k.Line(dst, c.T(t.e.Menu), f.Title, t.rect.X+pad, t.rect.Y+pad, f.LineH, tc)
		if b.Disabled {
			soon := c.T(msg.ComingSoon)
			sw := k.Advance(soon, f.Small) + l.Font
			badge := layout.Rect{X: t.rect.X + t.rect.W - pad - sw, Y: t.rect.Y + pad, W: sw, H: f.LineH}
			k.Card(dst, badge, th.Button)
			k.Text(dst, soon, f.Small, badge.X+badge.W/2, badge.Y+badge.H/2, th.Dim, text.AlignCenter, text.AlignCenter)
		}
		if t.done != "" {
			k.Text(dst, t.done, f.Small, t.rect.X+t.rect.W-pad, t.rect.Y+pad+f.LineH/2, th.Good, text.AlignEnd, text.AlignCenter)
		}
		db := k.Block(c.T(t.e.Desc), f.Small, f.SmallLineH, t.rect.W-2*pad, dc)
		if len(db.Lines) > 2 {
			db.Lines = db.Lines[:2]
		}
		db.Draw(k, dst, t.rect.X+pad, t.rect.Y+pad+f.LineH*1.15)
	}
	if s.keys.H > 0 {
		k.Line(dst, c.T(msg.HomeKeys), f.Small, s.keys.X, s.keys.Y, s.keys.H, th.Faint)
	}
}
