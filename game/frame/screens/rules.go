package screens

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/features/rulespage"
	"renju/game/kit"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// rulesScreen is the rules on one page (game/features/rulespage): the
// whole window is the sheet, with no board of its own — each rule is a
// card with its picture (kit.Diagram), its statement and what the
// picture shows; the cards sit in as many columns as are 30 em wide,
// and scroll. Back returns to the screen it was opened from (a lesson
// page as it was); Print (PDF) has the worker make the printed sheet.
type rulesScreen struct {
	m *rulespage.Model
	// from is the hash of the screen the sheet was opened from ("" for
	// none: home).
	from  string
	sheet sheetJob
	// toast says a sheet's news (the frame's, kept for Leave).
	toast  func(msg.Notice)
	scroll float64
	// As laid out.
	v      rulespage.View
	btns   []kit.Button
	title  layout.Rect
	area   layout.Rect // the part that scrolls
	intro  kit.Rich
	cards  []ruleCard
	height float64 // of everything in area, unscrolled
	maxScr float64
}

// ruleCard is one rule as laid out, its rectangles from the top of the
// scrolled content.
type ruleCard struct {
	rect                layout.Rect
	head                kit.Block
	text, caption       kit.Rich
	headY, textY, capY  float64
	textX, diagX, diagY float64
	diagW, diagH        float64
	win                 kit.Window
}

func openRules(c *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	s, ok := prev.(*rulesScreen)
	if !ok {
		s = &rulesScreen{m: rulespage.New()}
	}
	if c.From != "" && c.From != rulespage.Name {
		s.from = c.FromHash
	}
	s.scroll = 0
	return s, nil
}

func (s *rulesScreen) Name() string { return rulespage.Name }
func (s *rulesScreen) Hash() string { return "#" + rulespage.Name }

// Leave stops a sheet being made.
func (s *rulesScreen) Leave() {
	if s.toast != nil {
		s.sheet.cancel(s.toast)
	}
}

func (s *rulesScreen) Update(c *Ctx, in *input.Frame) {
	s.toast = s.say(c)
	if s.sheet.job != nil {
		s.sheet.poll(func() string { return rulespage.FileName }, s.toast)
	}
	s.scroll += in.Scroll
	for _, t := range in.Taps {
		if t.Button == BtnNavLang {
			continue
		}
		if s.m.Press(t.Button) {
			s.back(c)
			return
		}
	}
	for _, k := range in.Keys {
		switch k.Key {
		case input.KeyDown, input.KeyPageDown:
			s.scroll += s.step(c, k.Key)
			continue
		case input.KeyUp, input.KeyPageUp:
			s.scroll -= s.step(c, k.Key)
			continue
		}
		if s.m.Key(k) {
			s.back(c)
			return
		}
	}
	if s.m.TakePrint() {
		o := sheetOrder(c)
		o.Rules = true
		if s.sheet.job == nil {
			s.sheet.startSaying(o, s.say(c), msg.Say(rulespage.Making))
		}
	}
}

// step is how far a key scrolls: a line, or a screen less a line.
func (s *rulesScreen) step(c *Ctx, k input.Key) float64 {
	if k == input.KeyPageDown || k == input.KeyPageUp {
		return math.Max(c.Kit.F.LineH, s.area.H-c.Kit.F.LineH)
	}
	return c.Kit.F.LineH * 3
}

// say is the toast, with the room's words for a sheet's news.
func (s *rulesScreen) say(c *Ctx) func(msg.Notice) {
	return func(n msg.Notice) {
		if c.ToastFunc == nil {
			return
		}
		switch n.ID {
		case msg.HwtSheetSaved:
			n = msg.Say(rulespage.Saved, rulespage.FileName)
		case msg.HwtSheetFailed:
			n.ID = rulespage.Failed
		case msg.HwtSheetStopped:
			n = msg.Say(rulespage.Stopped)
		}
		c.ToastFunc(n)
	}
}

// back returns to the screen the sheet was opened from.
func (s *rulesScreen) back(c *Ctx) {
	if s.from != "" {
		if key, arg, err, ok := Routes.Parse(s.from); ok && err == nil {
			for _, e := range Registry {
				if e.Route == key && e.Name != rulespage.Name {
					if c.Open(e.Name, arg) == nil {
						return
					}
				}
			}
		}
	}
	c.Home()
}

// Layout places the nav row across the window, then the intro and the
// cards below it.
func (s *rulesScreen) Layout(c *Ctx) []kit.Button {
	k := c.Kit
	l := c.Lay
	f := &k.F
	m := k.M()
	s.v = s.m.View(c.Lang)
	pad := math.Round(l.Font * 0.8)
	page := layout.Rect{X: pad, Y: math.Round(l.Font * 0.4), W: l.W - 2*pad, H: l.H - math.Round(l.Font*0.8)}
	nav, title := k.NavBar(layout.Rect{X: page.X, Y: page.Y, W: page.W, H: m.Row}, s.v.Back, c.LangButton())
	print := s.v.Print
	if s.sheet.job != nil {
		print.Disabled = true
	}
	pw := math.Round(k.Advance(print.Label, f.Bold) + 1.8*l.Font)
	lang := nav[len(nav)-1].Rect
	nav = append(nav, kit.Place(print, layout.Rect{X: lang.X - m.Gap - pw, Y: lang.Y, W: pw, H: lang.H}))
	title.W -= pw + m.Gap
	s.title = title
	s.btns = append(s.btns[:0], nav...)
	top := page.Y + m.Row + m.Space
	s.area = layout.Rect{X: page.X, Y: top, W: page.W, H: page.Y + page.H - top}

	// The content, from the top of the area.
	w := s.area.W - k.ScrollRoom()
	// The glossary's terms are links, each the first time the sheet
	// names it.
	seen := map[string]bool{}
	s.intro = k.RichText(s.v.Intro, termLinks(s.v.Intro, c.Lang, seen), f.Body, f.LineH, math.Min(w, 40*l.Font), k.Th.Text)
	y := s.intro.Height() + m.Space
	gap := m.Space
	cols := max(1, int((w+gap)/(30*l.Font+gap)))
	cw := math.Floor((w - float64(cols-1)*gap) / float64(cols))
	s.cards = s.cards[:0]
	for i, sec := range s.v.Sections {
		col := i % cols
		if col == 0 && i > 0 {
			rowH := 0.0
			for _, cd := range s.cards[i-cols:] {
				rowH = math.Max(rowH, cd.rect.H)
			}
			y += rowH + gap
		}
		s.cards = append(s.cards, s.layoutCard(c, sec, layout.Rect{X: s.area.X + float64(col)*(cw+gap), Y: y, W: cw}, seen))
	}
	last := 0.0
	for _, cd := range s.cards {
		last = math.Max(last, cd.rect.Y+cd.rect.H)
	}
	s.height = last
	s.maxScr = math.Max(0, s.height-s.area.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	// The links where the sheet is now (scrolled).
	links := 0
	oy := s.area.Y - s.scroll
	s.btns = append(s.btns, s.intro.LinkButtons(s.area.X, oy, s.area, &links, c.linkName)...)
	for _, cd := range s.cards {
		x, y := cd.rect.X+cd.textX, cd.rect.Y+oy
		s.btns = append(s.btns, cd.text.LinkButtons(x, y+cd.textY, s.area, &links, c.linkName)...)
		s.btns = append(s.btns, cd.caption.LinkButtons(x, y+cd.capY, s.area, &links, c.linkName)...)
	}
	return s.btns
}

// layoutCard lays out one rule in a card of r's width: its heading, then
// its picture beside its words where the card is wide enough, else
// above them.
func (s *rulesScreen) layoutCard(c *Ctx, sec rulespage.Section, r layout.Rect, seen map[string]bool) ruleCard {
	k := c.Kit
	l := c.Lay
	f := &k.F
	pad := math.Round(l.Font * 0.8)
	inner := r.W - 2*pad
	cd := ruleCard{rect: r}
	cd.head = k.Block(sec.Title, f.Title, math.Round(f.LineH*1.2), inner, k.Th.Accent)
	cd.headY = pad
	y := pad + cd.head.Height() + l.Font*0.4
	side := math.Min(12*l.Font, math.Round(inner*0.42))
	textW := inner - side - l.Font
	cd.win = kit.WindowOf(&sec.Picture, side, side, 6)
	cd.diagW, cd.diagH = kit.DiagramSize(cd.win, side, side)
	if textW < 14*l.Font { // too narrow beside the picture: under it
		side = math.Min(inner, 16*l.Font)
		cd.win = kit.WindowOf(&sec.Picture, side, side*0.75, 6)
		cd.diagW, cd.diagH = kit.DiagramSize(cd.win, side, side*0.75)
		cd.diagX, cd.diagY = pad, y
		y += cd.diagH + l.Font*0.6
		cd.textX, textW = pad, inner
	} else {
		cd.diagX, cd.diagY = pad, y
		cd.textX = pad + cd.diagW + l.Font
		textW = inner - cd.diagW - l.Font
	}
	cd.text = k.RichText(sec.Text, termLinks(sec.Text, c.Lang, seen), f.Body, f.LineH, textW, k.Th.Text)
	cd.caption = k.RichText(sec.Caption, termLinks(sec.Caption, c.Lang, seen), f.Small, f.SmallLineH, textW, k.Th.Dim)
	cd.textY = y
	cd.capY = y + cd.text.Height() + l.Font*0.5
	bottom := math.Max(cd.capY+cd.caption.Height(), cd.diagY+cd.diagH)
	cd.rect.H = math.Ceil(bottom + pad)
	return cd
}

type rulesKey struct {
	scroll float64
	busy   bool
}

func (s *rulesScreen) FrameKey(c *Ctx) any { return rulesKey{s.scroll, s.sheet.job != nil} }

func (s *rulesScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	dst.Fill(th.Background)
	k.Title(dst, s.v.Title, s.title, th.Text)
	clip := kit.Clip(dst, s.area)
	oy := s.area.Y - s.scroll
	s.intro.Draw(k, clip, s.area.X, oy)
	for i := range s.cards {
		cd := &s.cards[i]
		r := cd.rect
		r.Y += oy
		if r.Y > s.area.Y+s.area.H || r.Y+r.H < s.area.Y {
			continue
		}
		k.Card(clip, r, th.Card)
		cd.head.Draw(k, clip, r.X+cd.headY, r.Y+cd.headY)
		pic := s.v.Sections[i].Picture
		k.Diagram(clip, &pic, cd.win, r.X+cd.diagX, r.Y+cd.diagY, cd.diagW, cd.diagH)
		cd.text.Draw(k, clip, r.X+cd.textX, r.Y+cd.textY)
		cd.caption.Draw(k, clip, r.X+cd.textX, r.Y+cd.capY)
	}
	k.ScrollBar(dst, k.ScrollX(s.area), s.area, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns)
}

// Speech is what the mirror says of the sheet.
func (s *rulesScreen) Speech(*Ctx) []string { return s.v.Speech() }

// rulesButton is the button that opens the sheet (home, a lesson page).
func rulesButton(c *Ctx) screenview.Button {
	return screenview.Button{ID: BtnRules, Label: c.T(msg.RulesButton)}
}

// BtnRules opens the rules on one page, on home and a lesson page.
const BtnRules = "rules.open"
