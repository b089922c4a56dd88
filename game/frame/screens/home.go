package screens

import (
	"math"
	"renju/game/features/settings"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardview"
	"renju/game/features/rulespage"
	"renju/game/features/start"
	"renju/game/kit"
	"renju/game/kit/glyphs"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// homeScreen is the app's start: the title, "Continue" (the last lesson
// page seen), the menu of screens (the Registry's entries with a Menu
// label), the language switch, and a board showing what the app is about.
type homeScreen struct {
	demo boardview.Board
	// As laid out: the buttons, the menu's tiles, the panel's parts.
	btns                          []kit.Button
	tiles                         []homeTile
	title, tagline, keys, caption layout.Rect
	// path is the learning path's lines as laid out (pathLines), in
	// pathRect.
	path     []pathLine
	pathRect layout.Rect
	// files is where the foot's quiet buttons start in btns.
	files int
	// panel is the part of the window home lays out: the layout's panel,
	// or upright (full) the whole window, its board a small diagram
	// (diagram, of the window win) in the caption's card.
	panel   layout.Rect
	full    bool
	diagram layout.Rect
	win     kit.Window
	// capTextW is the width of the caption's text beside the diagram.
	capTextW float64
	// rulesInFoot: Rules is at the foot (the masthead had no room).
	rulesInFoot bool
	// first is where the menu's tiles start in btns (after the language,
	// Continue and the journal's row).
	first int
	// port saves and loads the progress file (the frame's, SetBackup);
	// nil: the buttons do nothing.
	port Backup
}

// homeTile is a menu entry (a Group) as laid out.
type homeTile struct {
	g    Group
	rect layout.Rect
	// done is the lessons' progress ("12 / 98 pages"), "" for the others.
	done string
	// lines is how many lines of the description the tile shows (0:
	// none; never fewer than it takes); pad is inside the tile.
	lines int
	pad   float64
}

// Home button IDs: the menu's are "menu.<group name>".
const (
	BtnContinue = "home.continue"
	btnMenu     = "menu."
	// BtnReplayStart replays the guided start.
	BtnReplayStart = "home.replayStart"
)

// pathLine is a line of home's path: its text and tone.
type pathLine struct {
	text string
	tone screenview.Tone
	face screenview.Face
}

// HomeDemo is the board on the home screen: Black may not play H8, a
// double-three (the lesson's first example). Its two threes are shown.
const HomeDemo = "B:f8,g8,h9,h10 W:e10,j9"

// homeBands are the demo's two threes, end to end.
var homeBands = [][2]string{{"f8", "h8"}, {"h8", "h10"}}

// HomeFouls are the demo's forbidden points, as the judge finds them
// (TestHomeDemoFouls keeps it so): written out, because judging them at
// start-up built shape tables before the first frame (25 ms in wasm).
var HomeFouls = []rules.Foul{{Point: rules.Center, Kind: rules.DoubleThree}}

func openHome(_ *Ctx, prev Screen, _ string, _ bool) (Screen, error) {
	if s, ok := prev.(*homeScreen); ok {
		return s, nil
	}
	b, _ := rules.ParseStones(HomeDemo)
	s := &homeScreen{demo: boardview.Board{Stones: b, Coords: true}}
	// The threes' bands, then the forbidden mark over them.
	for _, bd := range homeBands {
		s.demo.Add(boardview.BandAlong(rules.MustPoint(bd[0]), rules.MustPoint(bd[1])))
	}
	for _, f := range HomeFouls {
		s.demo.Add(boardview.FoulAt(f.Point, f.Kind))
	}
	return s, nil
}

func (s *homeScreen) Name() string { return NameHome }
func (s *homeScreen) Hash() string { return "" }

func (s *homeScreen) Update(c *Ctx, in *input.Frame) {
	for _, t := range in.Taps {
		s.press(c, t.Button)
	}
	if in.Key(input.KeyEnter) {
		s.press(c, BtnContinue)
	}
}

func (s *homeScreen) press(c *Ctx, id string) {
	switch {
	case id == BtnContinue:
		p := PathOf(c.Learn, c.Store)
		st, ok := p.NextStep()
		openStep(c, st, ok)
	case id == BtnRules:
		_ = c.Open(rulespage.Name, "")
	case id == BtnReplayStart:
		_ = c.Open(NameStart, "")
	case id == BtnReview:
		_ = c.Open(NameReview, "")
	case id == BtnGoal:
		_ = c.Open(NameGoal, "")
	case strings.HasPrefix(id, btnMenu):
		// A group of one screen opens it; else the group's hub.
		g := id[len(btnMenu):]
		if es := InGroup(g); len(es) == 1 {
			_ = c.Open(es[0].Name, "")
		} else if len(es) > 1 {
			_ = c.Open(NameHub, g)
		}
	case id == BtnSettings:
		_ = c.Open(settings.Name, "")
	case id == BtnSaveFile:
		if s.port != nil {
			s.port.SaveFile()
		}
	case id == BtnLoadFile:
		if s.port != nil {
			s.port.LoadFile()
		}
	}
}

// Layout places the panel's parts: the title with Rules, the settings
// and the language, the tagline, the path, Continue, the journal's row,
// the menu's tiles (two columns when the panel is wide), the demo's
// caption where there is room, and at the foot the quiet buttons (the
// start's replay, the progress file). Nothing is cut: a description
// that does not fit in full is left out with its tile's row's others
// (the mirror's label says it still), and a label that does not fit
// beside another goes on a row of its own. Upright (a phone), the panel
// takes the whole window and the board is a small diagram in the
// caption's card.
func (s *homeScreen) Layout(c *Ctx) []kit.Button {
	l := c.Lay
	edge := math.Max(2, math.Round(0.35*l.Font))
	side := math.Round(0.8 * l.Font)
	whole := layout.Rect{X: side, Y: edge, W: l.W - 2*side, H: l.H - 2*edge}
	if l.Orient == layout.Portrait {
		s.layoutIn(c, whole, false)
		return s.btns
	}
	// Beside the board; where even names alone do not fit there (a phone
	// held sideways), the whole window in two columns, the board gone.
	if s.layoutIn(c, l.Panel, false) {
		return s.btns
	}
	s.layoutIn(c, whole, true)
	return s.btns
}

// layoutIn lays home out in p: beside the board, or (full) the whole
// window, in two columns when cols2 (the start of the page left, the
// menu and the foot right). It reports whether everything fit.
func (s *homeScreen) layoutIn(c *Ctx, p layout.Rect, cols2 bool) bool {
	k := c.Kit
	l := c.Lay
	f := &k.F
	m := k.M()
	gap := m.Space
	s.full = p != l.Panel
	right := p
	if cols2 {
		half := math.Floor((p.W - 2*gap) / 2)
		right = layout.Rect{X: p.X + p.W - half, Y: p.Y, W: half, H: p.H}
		p.W = half
	}
	s.panel = p
	y := p.Y
	s.btns = s.btns[:0]
	s.tiles = s.tiles[:0]

	// The masthead: the title, then Rules, Settings and the language at
	// the right (Rules goes to the foot when the title would not fit).
	top := layout.Rect{X: p.X, Y: y, W: p.W, H: m.Masthead}
	y += top.H + gap*0.5
	width := func(b screenview.Button) float64 { return math.Round(k.Advance(b.Label, f.Bold) + 1.8*l.Font) }
	heads := []screenview.Button{c.LangButton(), {ID: BtnSettings, Label: c.T(settings.HomeButton)}, rulesButton(c)}
	used := 0.0
	for _, b := range heads {
		used += width(b) + gap*0.5
	}
	s.rulesInFoot = k.Advance(c.T(msg.AppTitle), f.Title)+gap > top.W-used
	if s.rulesInFoot {
		heads = heads[:2]
	}
	x := top.X + top.W
	for _, b := range heads {
		w := width(b)
		x -= w
		s.btns = append(s.btns, kit.Place(b, layout.Rect{X: x, Y: top.Y + (top.H-m.Row)/2, W: w, H: m.Row}))
		x -= gap * 0.5
	}
	s.title = layout.Rect{X: top.X, Y: top.Y, W: x - top.X - gap*0.5, H: top.H}
	tag := k.Block(c.T(msg.HomeTagline), f.Body, f.LineH, p.W, k.Th.Dim)
	s.tagline = layout.Rect{X: p.X, Y: y, W: p.W, H: tag.Height()}
	y += tag.Height() + gap

	// The path: how far, the step done last, the next, the one after.
	path := PathOf(c.Learn, c.Store)
	s.path = s.path[:0]
	s.path = append(s.path, pathLine{c.F(msg.PathHead, path.Done(), len(path.Steps)), screenview.Dim, screenview.Small})
	for i := max(0, path.Next-1); i < min(len(path.Steps), path.Next+2); i++ {
		st := path.Steps[i]
		switch {
		case st.Done:
			s.path = append(s.path, pathLine{"✓ " + st.Title(c.Lang), screenview.Good, screenview.Small})
		case i == path.Next:
			s.path = append(s.path, pathLine{"→ " + st.Title(c.Lang), screenview.Active, screenview.Bold})
		default:
			s.path = append(s.path, pathLine{"○ " + st.Title(c.Lang), screenview.Dim, screenview.Small})
		}
	}
	if path.Next == len(path.Steps) {
		s.path = append(s.path, pathLine{c.T(msg.PathAllDone), screenview.Good, screenview.Small})
	}
	if note := path.SkippedNote(c.Lang); note != "" {
		s.path = append(s.path, pathLine{note, screenview.Dim, screenview.Small})
	}
	ph := 0.0
	for _, ln := range s.path {
		face, lineH := k.Face(ln.face)
		ph += k.Block(ln.text, face, lineH, p.W, k.Th.Text).Height()
	}
	s.pathRect = layout.Rect{X: p.X, Y: y, W: p.W, H: ph}
	y += ph + gap*0.75

	// Continue: the next step.
	label := c.T(msg.MenuLessons)
	if st, ok := path.NextStep(); ok {
		label = c.F(msg.PathContinue, st.Title(c.Lang))
		if st.Kind == "lesson" && st.Page > 0 {
			label = c.F(msg.HomeContinue, st.Title(c.Lang), st.Page+1)
		}
	}
	// The lesson and the page in full: on two lines if need be.
	cont := kit.Place(screenview.Button{ID: BtnContinue, Label: label, Style: screenview.Primary, Icon: screenview.Play}, layout.Rect{X: p.X, Y: y, W: p.W, H: m.Hero})
	cont.Rect.H = k.ButtonHeight(cont, m.Hero)
	y += cont.Rect.H + m.Gap
	s.btns = append(s.btns, cont)
	// The mistakes due and today's goal, a row under Continue: side by
	// side when both labels fit their halves, else one above the other.
	jr := journalRow(c)
	half := layout.Row(layout.Rect{X: p.X, W: p.W}, len(jr), m.Gap)[0].W
	side := true
	for _, b := range jr {
		side = side && k.Advance(b.Label, f.Bold)+1.5*l.Font <= half
	}
	if side {
		row := layout.Rect{X: p.X, Y: y, W: p.W, H: m.Row}
		s.btns = append(s.btns, kit.Row(row, jr, m.Gap)...)
		y += row.H + gap
	} else {
		for _, b := range jr {
			pb := kit.Place(b, layout.Rect{X: p.X, Y: y, W: p.W, H: m.Row})
			pb.Rect.H = k.ButtonHeight(pb, m.Row)
			s.btns = append(s.btns, pb)
			y += pb.Rect.H + m.Gap
		}
		y += gap - m.Gap
	}
	s.first = len(s.btns)
	if cols2 {
		p, y = right, right.Y
		s.panel = p
	}

	// The foot first (its quiet buttons, bottom up), so that the menu
	// knows its room.
	foot := s.layoutFoot(c, p.Y+p.H)
	feet := s.btns[len(s.btns)-foot.n:]
	footBtns := append([]kit.Button(nil), feet...)
	s.btns = s.btns[:len(s.btns)-foot.n]

	// The menu: the groups. Each row of tiles is as high as its longest
	// description; a description that needs more lines than the room
	// gives is left out with its row's others, never cut.
	entries := Groups
	cols := 1
	if p.W > 30*l.Font {
		cols = 2
	}
	pad := math.Round(l.Font * 0.7)
	done, _ := c.Learn.Totals()
	btns := len(s.btns)
	place := func(cols int, descs bool) float64 {
		tileW := (p.W - float64(cols-1)*m.Gap) / float64(cols)
		s.btns, s.tiles = s.btns[:btns], s.tiles[:0]
		ty := y
		for row := 0; row*cols < len(entries); row++ {
			lines := 0
			if descs {
				for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
					lines = max(lines, len(k.Block(c.T(entries[i].Desc), f.Small, f.SmallLineH, tileW-2*pad, k.Th.Dim).Lines))
				}
			}
			tileH := math.Max(m.Target, math.Round(2*pad+f.LineH*1.15+float64(lines)*f.SmallLineH))
			for i := row * cols; i < min(len(entries), (row+1)*cols); i++ {
				e := entries[i]
				x := p.X + float64(i%cols)*(tileW+m.Gap)
				rect := layout.Rect{X: math.Round(x), Y: math.Round(ty), W: math.Round(tileW), H: tileH}
				t := homeTile{g: e, rect: rect, lines: lines, pad: pad}
				if e.Name == GroupLearn {
					t.done = c.F(msg.LessonPages, done, c.Learn.TotalPages)
				}
				s.tiles = append(s.tiles, t)
				s.btns = append(s.btns, kit.Place(screenview.Button{ID: btnMenu + e.Name, Disabled: len(InGroup(e.Name)) == 0}, rect))
			}
			ty += tileH + m.Gap
		}
		return ty - m.Gap
	}
	room := foot.top - gap
	tries := []struct {
		cols  int
		descs bool
	}{{cols, true}, {2, true}, {1, true}, {cols, false}, {2, false}}
	fits := false
	for i, t := range tries {
		y2 := place(t.cols, t.descs)
		if fits = y2 <= room; fits || i == len(tries)-1 {
			y = y2
			break
		}
	}
	s.files = len(s.btns)
	s.btns = append(s.btns, footBtns...)
	bottom := foot.top

	// The demo's caption where there is room: upright, the board itself
	// small beside it.
	s.caption, s.diagram = layout.Rect{}, layout.Rect{}
	if s.full {
		cw := p.W - 2*pad
		dside := math.Min(math.Round(cw*0.4), 10*l.Font)
		s.win = kit.WindowOf(&s.demo, dside, dside, 5)
		dw, dh := kit.DiagramSize(s.win, dside, dside)
		s.capTextW = cw - dw - l.Font
		cb := k.Block(c.T(msg.HomeDemo), f.Small, f.SmallLineH, s.capTextW, k.Th.Text)
		h := math.Max(dh, cb.Height()) + 2*pad
		if y+gap+h <= bottom-gap {
			s.caption = layout.Rect{X: p.X, Y: y + gap, W: p.W, H: h}
			s.diagram = layout.Rect{X: p.X + pad, Y: y + gap + pad, W: dw, H: dh}
			y = s.caption.Y + h
		}
	} else {
		cb := k.Block(c.T(msg.HomeDemo), f.Body, f.LineH, p.W-2.6*l.Font, k.Th.Text)
		if h := cb.Height() + 1.6*l.Font; y+gap+h <= bottom-gap {
			s.caption = layout.Rect{X: p.X, Y: y + gap, W: p.W, H: h}
			y = s.caption.Y + h
		}
	}
	s.keys = layout.Rect{}
	if y+gap+f.SmallLineH <= bottom-m.Gap {
		s.keys = layout.Rect{X: p.X, Y: bottom - m.Gap - f.SmallLineH, W: p.W, H: f.SmallLineH}
	}
	return fits
}

// homeFoot is what layoutFoot placed: how many buttons, and where the
// room above them ends.
type homeFoot struct {
	n   int
	top float64
}

// layoutFoot places the foot's quiet buttons above bottom, bottom up:
// the progress file's two, then the start's replay (and Rules, when the
// masthead has no room for it) beside each other where their labels fit,
// else one above the other.
func (s *homeScreen) layoutFoot(c *Ctx, bottom float64) homeFoot {
	k := c.Kit
	p := s.panel
	m := k.M()
	n := len(s.btns)
	y := s.layoutFiles(c, bottom)
	var bs []screenview.Button
	if s.rulesInFoot {
		b := rulesButton(c)
		b.Style = screenview.Quiet
		bs = append(bs, b)
	}
	bs = append(bs, screenview.Button{ID: BtnReplayStart, Label: c.T(start.MenuReplay), Style: screenview.Quiet})
	half := layout.Row(layout.Rect{X: p.X, W: p.W}, len(bs), m.Gap)[0].W
	fit, bold := true, true
	for _, b := range bs {
		fit = fit && k.Advance(b.Label, k.F.Small)+c.Lay.Font <= half
		bold = bold && k.Advance(b.Label, k.F.Bold)+c.Lay.Font <= half
	}
	if fit {
		r := layout.Rect{X: p.X, Y: y - m.Row, W: p.W, H: m.Row}
		for _, b := range kit.Row(r, bs, m.Gap) {
			b.Small = !bold // as the files' row: bold where it fits
			s.btns = append(s.btns, b)
		}
		y = r.Y - m.Gap
	} else {
		for i := len(bs) - 1; i >= 0; i-- {
			b := kit.Place(bs[i], layout.Rect{X: p.X, Y: y - m.Row, W: p.W, H: m.Row})
			s.btns = append(s.btns, b)
			y -= m.Row + m.Gap
		}
	}
	return homeFoot{n: len(s.btns) - n, top: y + m.Gap}
}

// layoutFiles places the progress file's two quiet buttons at the foot of
// the panel, above bottom: side by side, in the small font if need be,
// else with their short labels. It returns where the room above them
// ends.
func (s *homeScreen) layoutFiles(c *Ctx, bottom float64) float64 {
	k := c.Kit
	f := &k.F
	p := s.panel
	m := k.M()
	save := screenview.Button{ID: BtnSaveFile, Label: c.T(msg.HomeSaveFile), Style: screenview.Quiet}
	load := screenview.Button{ID: BtnLoadFile, Label: c.T(msg.HomeLoadFile), Style: screenview.Quiet}
	half := layout.Row(layout.Rect{X: p.X, W: p.W}, 2, m.Gap)[0].W
	fits := func(face *glyphs.Face, w float64, bs ...screenview.Button) bool {
		for _, b := range bs {
			if k.Advance(b.Label, face)+c.Lay.Font > w {
				return false
			}
		}
		return true
	}
	// row places bs side by side in a row ending at foot and returns
	// where the room above it ends.
	row := func(foot float64, small bool, bs ...screenview.Button) float64 {
		r := layout.Rect{X: p.X, Y: foot - m.Row, W: p.W, H: m.Row}
		for _, b := range kit.Row(r, bs, m.Gap) {
			b.Small = small
			s.btns = append(s.btns, b)
		}
		return r.Y - m.Gap
	}
	switch {
	case fits(f.Bold, half, save, load):
		return row(bottom, false, save, load)
	case fits(f.Small, half, save, load):
		return row(bottom, true, save, load)
	}
	save.Label, load.Label = c.T(msg.HomeSaveFileShort), c.T(msg.HomeLoadFileShort)
	return row(bottom, true, save, load)
}

// homeKey is what the home screen shows.
type homeKey struct {
	done     int
	last     string
	lastPage int
	pathDone int
	pathNext int
	journal  journalKey
}

func (s *homeScreen) FrameKey(c *Ctx) any {
	done, _ := c.Learn.Totals()
	last, page := c.Learn.Last()
	p := PathOf(c.Learn, c.Store)
	return homeKey{done, last, page, p.Done(), p.Next, journalKeyOf(c)}
}

func (s *homeScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	l := c.Lay
	dst.Fill(th.Background)

	// The board: a double-three, its two threes in bands, marked; upright
	// a small diagram of it in the caption's card.
	if !s.full {
		k.Board(dst, &s.demo, c.Tick)
	}
	if cr := s.caption; cr.H > 0 && s.full {
		k.Card(dst, cr, th.Card)
		d := s.diagram
		k.Diagram(dst, &s.demo, s.win, d.X, d.Y, d.W, d.H)
		cb := k.Block(c.T(msg.HomeDemo), f.Small, f.SmallLineH, s.capTextW, th.Text)
		cb.Draw(k, dst, d.X+d.W+l.Font, d.Y)
	} else if cr.H > 0 {
		k.Card(dst, cr, th.Card)
		is := math.Round(l.Font * 1.3)
		k.FoulMark(dst, rules.DoubleThree, cr.X+l.Font*0.3+is/2, cr.Y+0.8*l.Font+f.LineH/2, is/l.Cell)
		cb := k.Block(c.T(msg.HomeDemo), f.Body, f.LineH, cr.W-2.6*l.Font, th.Text)
		cb.Draw(k, dst, cr.X+2*l.Font, cr.Y+0.8*l.Font)
	}

	k.Title(dst, c.T(msg.AppTitle), s.title, th.Text)
	tag := k.Block(c.T(msg.HomeTagline), f.Body, f.LineH, s.tagline.W, th.Dim)
	tag.Draw(k, dst, s.tagline.X, s.tagline.Y)
	py := s.pathRect.Y
	for _, ln := range s.path {
		face, lineH := k.Face(ln.face)
		b := k.Block(ln.text, face, lineH, s.pathRect.W, k.Tone(ln.tone))
		b.Draw(k, dst, s.pathRect.X, py)
		py += b.Height()
	}
	k.Buttons(dst, s.btns[:s.first])
	k.Buttons(dst, s.btns[s.files:])

	for i, t := range s.tiles {
		pad := t.pad
		b := s.btns[s.first+i]
		fill := th.Card
		if k.Hovered(b.ID) && !b.Disabled {
			fill = th.CardHi
		}
		k.Card(dst, t.rect, fill)
		tc, dc := th.Text, th.Dim
		if b.Disabled {
			tc, dc = th.Disabled, th.Faint
		}
		k.Line(dst, c.T(t.g.Label), f.Title, t.rect.X+pad, t.rect.Y+pad, f.LineH, tc)
		if b.Disabled {
			soon := c.T(msg.ComingSoon)
			sw := k.Advance(soon, f.Small) + l.Font
			badge := layout.Rect{X: t.rect.X + t.rect.W - pad - sw, Y: t.rect.Y + pad, W: sw, H: f.LineH}
			k.Card(dst, badge, th.Button)
			k.Text(dst, soon, f.Small, badge.X+badge.W/2, badge.Y+badge.H/2, th.Dim, glyphs.Center, glyphs.Center)
		}
		if t.done != "" {
			k.Text(dst, t.done, f.Small, t.rect.X+t.rect.W-pad, t.rect.Y+pad+f.LineH/2, th.Good, glyphs.End, glyphs.Center)
		}
		if t.lines > 0 { // in full, or not at all (Layout)
			db := k.Block(c.T(t.g.Desc), f.Small, f.SmallLineH, t.rect.W-2*pad, dc)
			db.Draw(k, dst, t.rect.X+pad, t.rect.Y+pad+f.LineH*1.15)
		}
	}
	if s.keys.H > 0 && c.Keyboard {
		k.Line(dst, c.T(msg.HomeKeys), f.Small, s.keys.X, s.keys.Y, s.keys.H, th.Faint)
	}
}

// ButtonLabel names a menu tile for the mirror with everything it shows:
// its label, the pages done (Lessons) or "coming soon", and what it holds.
func (s *homeScreen) ButtonLabel(c *Ctx, id string) string {
	for i, t := range s.tiles {
		if btnMenu+t.g.Name != id {
			continue
		}
		name := c.T(t.g.Label)
		if t.done != "" {
			name = c.F(msg.SpeechTileMore, name, t.done)
		}
		if s.btns[s.first+i].Disabled {
			name = c.F(msg.SpeechTileMore, name, c.T(msg.ComingSoon))
		}
		return c.F(msg.SpeechTile, name, c.T(t.g.Desc))
	}
	return ""
}

// The progress file's buttons, which the frame's Backup carries out.
const (
	BtnSettings = "home.settings" // sound and motion
	BtnSaveFile = "home.saveFile"
	BtnLoadFile = "home.loadFile"
)

// Backup is what the progress file's buttons do (the frame's: the page's
// download and file picker, game/services/backup's file).
type Backup interface {
	// SaveFile offers the progress file for download.
	SaveFile()
	// LoadFile opens the file picker; the file chosen is loaded.
	LoadFile()
}

// FocusStart makes the home screen an ArrowMenu: the first arrow goes to
// Continue.
func (s *homeScreen) FocusStart(*Ctx) string { return BtnContinue }

// TabStart is where Tab begins on home: Continue, the next step of the
// path, as the first arrow does (it began at the nav bar: four presses
// to Continue in the first-hour walkthrough).
func (s *homeScreen) TabStart(*Ctx) string { return BtnContinue }
