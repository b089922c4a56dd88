package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/rules"
)

// homeScreen is the app's start: the title, "Continue" (the last lesson
// page seen), the menu of screens (the registry's entries with a Menu
// label), the language switch, and a board showing what the app is about.
type homeScreen struct {
	g     *Game
	btns  []Button
	tiles []homeTile
	demo  boardScene
	fouls []rules.Foul
	// The panel's parts.
	title, tagline, keys, caption layout.Rect
}

// homeTile is a menu entry as laid out.
type homeTile struct {
	e    Entry
	rect layout.Rect
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

func openHome(g *Game, prev Screen, _ string, _ bool) (Screen, error) {
	if s, ok := prev.(*homeScreen); ok {
		return s, nil
	}
	s := &homeScreen{g: g}
	b, _ := rules.ParseStones(homeDemo)
	s.demo = boardScene{key: "home", board: b}
	s.fouls = rules.ForbiddenMap(&b)
	return s, nil
}

func (s *homeScreen) Name() string      { return screenHome }
func (s *homeScreen) Hash() string      { return "" }
func (s *homeScreen) Buttons() []Button { return s.btns }

func (s *homeScreen) Update(c *Ctx, in *Input) {
	for _, t := range in.Taps {
		s.press(c, t.Button)
	}
	if in.Key(input.KeyEnter) {
		s.press(c, btnContinue)
	}
	s.layout(c)
}

func (s *homeScreen) press(c *Ctx, id string) {
	switch {
	case id == btnContinue:
		ls, page, ok := c.g.learn.resume()
		if !ok && len(c.g.learn.all) > 0 {
			ls, page = c.g.learn.all[0], 0
		}
		if ls != nil {
			_ = c.Open(screenLesson, lessonArg(ls.ID, page))
		}
	case len(id) > len(btnMenu) && id[:len(btnMenu)] == btnMenu:
		_ = c.Open(id[len(btnMenu):], "")
	}
}

// layout places the panel's parts: title and language, the tagline,
// Continue, the menu tiles (two columns when the panel is wide), the keys.
func (s *homeScreen) layout(c *Ctx) {
	l := c.Lay
	r := c.r
	f := r.f
	p := l.Panel
	gap := math.Round(l.Font * 0.6)
	col := column{x: p.X, y: p.Y, w: p.W}
	s.btns = s.btns[:0]
	s.tiles = s.tiles[:0]

	top := col.take(math.Round(2.4*l.Font), gap*0.5)
	lang := c.T(msg.LangButton)
	lw := math.Round(r.advance(lang, f.bold) + 1.8*l.Font)
	s.btns = append(s.btns, Button{ID: BtnNavLang, Rect: layout.Rect{X: top.X + top.W - lw, Y: top.Y + (top.H-2.2*l.Font)/2, W: lw, H: math.Round(2.2 * l.Font)}, Label: lang})
	s.title = layout.Rect{X: top.X, Y: top.Y, W: top.W - lw - gap, H: top.H}
	tag := c.block(c.T(msg.HomeTagline), f.body, f.lineH, p.W, colDim)
	s.tagline = col.take(tag.height(), gap*1.5)

	// Continue.
	label := c.T(msg.HomeStart)
	if ls, page, ok := c.g.learn.resume(); ok {
		label = c.F(msg.HomeContinue, ls.Title.Get(string(c.Lang)), page+1)
	}
	cont := col.take(math.Round(2.6*l.Font), gap*1.5)
	s.btns = append(s.btns, Button{ID: btnContinue, Rect: cont, Label: c.ellipsis(label, f.bold, cont.W-2*l.Font), Style: StylePrimary, Icon: IconPlay})

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
	pad := l.Font * 0.9
	// Each row of tiles is as high as its longest description.
	for row := 0; row*cols < len(entries); row++ {
		lines := 1
		for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
			lines = max(lines, min(2, len(c.block(c.T(entries[i].Desc), f.small, f.smallLineH, tileW-2*pad, colDim).lines)))
		}
		tileH := math.Round(2*pad + f.lineH*1.15 + float64(lines)*f.smallLineH)
		for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
			e := entries[i]
			x := p.X + float64(i%cols)*(tileW+gap)
			rect := layout.Rect{X: math.Round(x), Y: math.Round(col.y), W: math.Round(tileW), H: tileH}
			s.tiles = append(s.tiles, homeTile{e: e, rect: rect})
			s.btns = append(s.btns, Button{ID: btnMenu + e.Name, Rect: rect, Disabled: e.Open == nil})
		}
		col.y += tileH + gap
	}
	s.keys = layout.Rect{}
	bottom := p.Y + p.H
	if col.y+f.smallLineH <= bottom {
		s.keys = layout.Rect{X: p.X, Y: bottom - f.smallLineH, W: p.W, H: f.smallLineH}
		bottom = s.keys.Y - gap
	}
	// What the board shows, where there is room.
	s.caption = layout.Rect{}
	cb := c.block(c.T(msg.HomeDemo), f.body, f.lineH, p.W-2.6*l.Font, colText)
	if h := cb.height() + 1.6*l.Font; col.y+gap+h <= bottom {
		s.caption = layout.Rect{X: p.X, Y: col.y + gap, W: p.W, H: h}
	}
}

// homeKey is what the home screen shows, for Ctx.Unchanged.
type homeKey struct {
	done, stars int
	last        string
	lastPage    int
}

func (s *homeScreen) Draw(c *Ctx, dst *ebiten.Image) {
	s.layout(c)
	lp := &c.g.learn.prog
	done, stars := c.g.learn.totals()
	if c.Unchanged(homeKey{done, stars, lp.LastLesson, lp.LastPage}) {
		return
	}
	r := c.r
	f := r.f
	l := c.Lay
	dst.Fill(colBackground)

	// The board: a double-three, its two threes in bands, marked.
	c.drawBoardScene(dst, &s.demo)
	for _, b := range homeBands {
		x0, y0 := l.PointXY(rules.MustPoint(b[0]))
		x1, y1 := l.PointXY(rules.MustPoint(b[1]))
		c.drawBand(dst, x0, y0, x1, y1)
	}
	for _, q := range []string{"f8", "g8", "h9", "h10"} {
		c.pointSprite(dst, r.black, r.stoneC, rules.MustPoint(q), rgb(0xFFFFFF), 1)
	}
	for _, fl := range s.fouls {
		c.pointSprite(dst, r.marks[fl.Kind], r.spriteC, fl.Point, rgb(0xFFFFFF), 1)
	}
	if cr := s.caption; cr.H > 0 {
		c.fillCard(dst, cr, colCard)
		is := math.Round(l.Font * 1.3)
		c.pointSpriteAt(dst, r.marks[rules.DoubleThree], r.spriteC, cr.X+l.Font*0.3+is/2, cr.Y+0.8*l.Font+f.lineH/2, is/l.Cell)
		cb := c.block(c.T(msg.HomeDemo), f.body, f.lineH, cr.W-2.6*l.Font, colText)
		cb.draw(c, dst, cr.X+2*l.Font, cr.Y+0.8*l.Font)
	}

	c.drawTitle(dst, c.T(msg.AppTitle), s.title, colText)
	tag := c.block(c.T(msg.HomeTagline), f.body, f.lineH, s.tagline.W, colDim)
	tag.draw(c, dst, s.tagline.X, s.tagline.Y)
	c.drawButtons(dst, s.btns[:2])

	for i, t := range s.tiles {
		b := s.btns[2+i]
		hovered := c.Hovered(b.ID) && !b.Disabled
		fill := colCard
		if hovered {
			fill = colCardHi
		}
		c.fillCard(dst, t.rect, fill)
		pad := l.Font * 0.9
		tc, dc := colText, colDim
		if b.Disabled {
			tc, dc = colDisabled, colFaint
		}
		name := c.T(t.e.Menu)
		r.drawText(dst, name, f.title, t.rect.X+pad, t.rect.Y+pad+f.lineH/2, tc, text.AlignStart, text.AlignCenter)
		if b.Disabled {
			soon := c.T(msg.ComingSoon)
			sw := r.advance(soon, f.small) + l.Font
			badge := layout.Rect{X: t.rect.X + t.rect.W - pad - sw, Y: t.rect.Y + pad, W: sw, H: f.lineH}
			c.fillCard(dst, badge, colButton)
			r.drawText(dst, soon, f.small, badge.X+badge.W/2, badge.Y+badge.H/2, colDim, text.AlignCenter, text.AlignCenter)
		}
		if t.e.Name == screenLessons {
			// Progress: pages done, at the right.
			pd := c.F(msg.LessonPages, done, c.g.learn.totalPages)
			r.drawText(dst, pd, f.small, t.rect.X+t.rect.W-pad, t.rect.Y+pad+f.lineH/2, colGood, text.AlignEnd, text.AlignCenter)
		}
		db := c.block(c.T(t.e.Desc), f.small, f.smallLineH, t.rect.W-2*pad, dc)
		if len(db.lines) > 2 {
			db.lines = db.lines[:2]
		}
		db.draw(c, dst, t.rect.X+pad, t.rect.Y+pad+f.lineH*1.15)
	}
	if s.keys.H > 0 {
		r.drawText(dst, c.T(msg.HomeKeys), f.small, s.keys.X, s.keys.Y+s.keys.H/2, colFaint, text.AlignStart, text.AlignCenter)
	}
}
