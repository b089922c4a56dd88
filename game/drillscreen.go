package game

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/drills"
	"renju/game/drillplay"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/theme"
	"renju/game/walkplay"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// The Drills screen: game/drillplay's model, drawn here. "#drills" opens
// it; "#drills=trap.2" opens it with a type and level chosen (a coach's
// link for the club).

const (
	screenDrills = "drills"
	// storeDrills is the localStorage key of the drill record.
	storeDrills = "renju.drills"
)

type drillScreen struct {
	g     *Game
	m     *drillplay.Model
	btns  []Button
	board boardCache
	walk  *walkView
	// walkBoard is the board the open walk is about.
	walkBoard rules.Board
	loaded    bool
	parts     drillPanel
	// hover is the point under the mouse (a preview of the answer stone).
	hover    rules.Point
	hovering bool
}

func openDrills(g *Game, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*drillScreen)
	if !ok {
		seed := uint64(time.Now().UnixNano())
		if g.hasDrillSeed {
			seed = g.drillSeed
		}
		gen := drills.NewGenerator(seed)
		gen.Yield = drillYield()
		gen.AddCurated(lessonBoards()...)
		s = &drillScreen{g: g, m: drillplay.New(gen)}
	}
	if !s.loaded {
		s.loaded = true
		if v, ok := g.stored[storeDrills]; ok {
			_ = s.m.Load([]byte(v)) // a corrupt record: the screen says so
		}
	}
	if arg != "" {
		typ, lv, _ := strings.Cut(arg, ".")
		s.m.ChooseType(typ)
		if n, err := strconv.Atoi(lv); err == nil {
			s.m.ChooseLevel(n)
		}
		if s.m.Phase() != drillplay.Menu {
			s.m.ToMenu()
		}
	}
	return s, nil
}

// lessonBoards are the lessons' positions, mixed into the drills.
func lessonBoards() []rules.Board {
	var out []rules.Board
	ls, _ := lessons.Load()
	for _, l := range ls {
		for i := range l.Pages {
			pg := &l.Pages[i]
			if pg.Board.Count(rules.Black) >= 3 {
				out = append(out, pg.Board)
			}
		}
	}
	return out
}

func (s *drillScreen) Name() string { return screenDrills }

func (s *drillScreen) Hash() string {
	return "#drills=" + s.m.Type() + "." + strconv.Itoa(s.m.Level())
}

func (s *drillScreen) Buttons() []Button {
	if s.walk != nil {
		return append(append([]Button(nil), s.btns...), s.walk.btns...)
	}
	return s.btns
}

// keyCodes names the tutor's keys as KeyboardEvent.code does, for the
// plain-Go screens' key maps.
var keyCodeNames = map[input.Key]string{
	input.KeyZ: "KeyZ", input.KeyY: "KeyY", input.KeyF: "KeyF", input.KeyC: "KeyC", input.KeyN: "KeyN",
	input.KeyW: "KeyW", input.KeyS: "KeyS", input.KeyE: "KeyE", input.KeyG: "KeyG", input.KeyI: "KeyI",
	input.KeyP: "KeyP", input.KeyU: "KeyU",
	input.Key1: "Digit1", input.Key2: "Digit2", input.Key3: "Digit3", input.Key4: "Digit4", input.Key5: "Digit5",
	input.Key6: "Digit6", input.Key7: "Digit7", input.Key8: "Digit8", input.Key9: "Digit9",
	input.KeyDelete: "Delete", input.KeyBackspace: "Backspace", input.KeyEscape: "Escape",
	input.KeyLeft: "ArrowLeft", input.KeyRight: "ArrowRight", input.KeyUp: "ArrowUp", input.KeyDown: "ArrowDown",
	input.KeySpace: "Space", input.KeyHome: "Home", input.KeyEnd: "End", input.KeyEnter: "Enter",
	input.KeyPageUp: "PageUp", input.KeyPageDown: "PageDown",
}

func (s *drillScreen) Update(c *Ctx, in *Input) {
	m := s.m
	m.Poll()
	s.hover, s.hovering = rules.Point{}, false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.walk != nil {
		if _, closed := s.walk.update(c, in); closed {
			s.walk = nil
		}
		s.save(c)
		return
	}
	for _, t := range in.Taps {
		if a := drillplay.ActionOf(t.Button); a != drillplay.NoAction {
			m.Do(a)
			continue
		}
		if t.Button != "" {
			continue
		}
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			m.Tap(p)
		}
	}
	for _, k := range in.Keys {
		if k.Ctrl {
			continue
		}
		if code, ok := keyCodeNames[k.Key]; ok {
			m.Do(m.KeyAction(code))
		}
	}
	if w, ok := m.TakeWalk(); ok {
		s.openWalk(c, w)
	}
	s.save(c)
}

func (s *drillScreen) save(c *Ctx) {
	if data, ok := s.m.TakeSave(); ok {
		c.Save(storeDrills, string(data))
	}
}

func (s *drillScreen) openWalk(c *Ctx, w drillplay.WalkTarget) {
	wk, err := tutor.Explain(&w.Board, w.Point, w.Colour)
	if err != nil {
		return
	}
	p, err := walkplay.New(wk)
	if err != nil {
		return
	}
	s.walk = newWalkView(p, "")
	s.walkBoard = w.Board
	s.layoutPanel(c, s.m.View(c.Lang))
}

// drillFrame is everything the screen shows.
type drillFrame struct {
	phase  drillplay.Phase
	rev    string
	walk   walkKey
	hasW   bool
	prompt string
	// ghost is the previewed answer point.
	ghost   rules.Point
	ghostOK bool
}

func (s *drillScreen) Draw(c *Ctx, dst *ebiten.Image) {
	v := s.m.View(c.Lang)
	s.layoutPanel(c, v)
	ghost, ghostOK := s.preview(&v)
	fk := drillFrame{phase: v.Phase, rev: s.contentKey(&v), prompt: v.Prompt + v.Notice + v.Detail + v.Status, ghost: ghost, ghostOK: ghostOK}
	if s.walk != nil {
		fk.walk, fk.hasW = s.walk.key(c), true
	}
	if c.Unchanged(fk) {
		return
	}
	dst.Fill(colBackground)
	if s.walk != nil {
		mb := markedBoard{board: s.walkBoard, coords: true, th: theme.Standard}
		c.drawMarkedBoard(dst, &s.board, "walk"+rules.FormatStones(&s.walkBoard), &mb)
		s.walk.drawBoard(c, dst)
		s.drawNav(c, dst, v.Title)
		s.walk.draw(c, dst)
		return
	}
	mb := markedBoard{board: v.Board, ann: v.Marks, coords: true, th: theme.Standard}
	c.drawMarkedBoard(dst, &s.board, fk.rev, &mb)
	if ghostOK {
		r := c.r
		if v.Type == drills.FindAll {
			c.pointSprite(dst, r.ring, r.spriteC, ghost, colSelection, 0.6)
		} else if v.ToMove == rules.White {
			c.pointSprite(dst, r.white, r.stoneC, ghost, color.White, 0.6)
		} else {
			c.pointSprite(dst, r.black, r.stoneC, ghost, color.White, 0.5)
		}
	}
	s.drawPanel(c, dst, &v)
}

// preview is the empty point under the mouse while a drill asks for a
// point (find-all, four-three, trap).
func (s *drillScreen) preview(v *drillplay.View) (rules.Point, bool) {
	if !s.hovering || v.Phase != drillplay.Asking || v.Board.At(s.hover) != rules.Empty {
		return rules.Point{}, false
	}
	switch v.Type {
	case drills.FindAll, drills.FourThree, drills.Trap:
		return s.hover, true
	}
	return rules.Point{}, false
}

// contentKey identifies the board's content.
func (s *drillScreen) contentKey(v *drillplay.View) string {
	var sb strings.Builder
	sb.WriteString(rules.FormatStones(&v.Board))
	for _, m := range v.Marks {
		sb.WriteString(m.Point.String())
		sb.WriteByte(byte('a' + m.Style))
		sb.WriteByte(byte('0' + m.Kind))
	}
	return sb.String()
}

// drillPanel is where the panel's parts go.
type drillPanel struct {
	nav, title, text layout.Rect
}

// layoutPanel places the nav bar, the text and the buttons (at the bottom
// of the panel, so they stay put from one drill to the next).
func (s *drillScreen) layoutPanel(c *Ctx, v drillplay.View) {
	l := c.Lay
	p := l.Panel
	rowH := math.Round(2.2 * l.Font)
	gap := math.Round(0.4 * l.Font)
	nav, title := c.navBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: rowH}, BtnNavHome, msg.NavHome)
	s.btns = append(s.btns[:0], nav...)
	s.parts.nav, s.parts.title = layout.Rect{X: p.X, Y: p.Y, W: p.W, H: rowH}, title
	if s.walk != nil {
		y := p.Y + rowH + gap
		s.walk.layout(c, layout.Rect{X: p.X, Y: y, W: p.W, H: p.Y + p.H - y})
		return
	}
	btnH := math.Round(2.3 * l.Font)
	y := p.Y + p.H
	for i := len(v.Rows) - 1; i >= 0; i-- {
		row := v.Rows[i]
		y -= btnH
		rects := layout.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: btnH}, len(row), gap)
		for j, b := range row {
			label := b.Label
			if b.Key != "" && b.Key != "Esc" && !strings.HasSuffix(label, b.Key) {
				label += "  " + b.Key
			}
			style := StylePlain
			switch {
			case b.Active:
				style = StyleOn
			case b.Action == drillplay.StartRound || b.Action == drillplay.NextDrill || b.Action == drillplay.Submit:
				style = StylePrimary
			}
			s.btns = append(s.btns, Button{ID: b.Action.ID(), Rect: rects[j], Label: label, Style: style})
		}
		y -= gap
	}
	top := p.Y + rowH + gap
	s.parts.text = layout.Rect{X: p.X, Y: top, W: p.W, H: math.Max(0, y-top-gap)}
}

func (s *drillScreen) drawNav(c *Ctx, dst *ebiten.Image, title string) {
	c.drawTitle(dst, title, s.parts.title, colText)
	for _, b := range s.btns {
		if b.ID == BtnNavHome || b.ID == BtnNavLang {
			c.drawButton(dst, b)
		}
	}
}

func (s *drillScreen) drawPanel(c *Ctx, dst *ebiten.Image, v *drillplay.View) {
	r := c.r
	f := r.f
	l := c.Lay
	s.drawNav(c, dst, v.Title)
	area := s.parts.text
	w := area.W
	y := area.Y
	gap := math.Round(l.Font * 0.5)
	put := func(b textBlock) {
		if len(b.lines) == 0 {
			return
		}
		// Cut what does not fit rather than draw over the buttons.
		n := int(math.Floor((area.Y + area.H - y) / b.lineH))
		if n <= 0 {
			return
		}
		if n < len(b.lines) {
			b.lines = append(b.lines[:n-1:n-1], c.ellipsis(b.lines[n-1]+"…", b.face, w))
		}
		b.draw(c, dst, area.X, y)
		y += b.height() + gap
	}
	if v.Status != "" {
		put(c.block(v.Status, f.small, f.smallLineH, w, colDim))
	}
	if v.Notice != "" {
		put(c.block(v.Notice, f.bold, f.lineH, w, colNotice))
	}
	promptCol := colText
	if v.Graded {
		promptCol = colBad
		if v.Correct {
			promptCol = colGood
		}
	}
	put(c.block(v.Prompt, f.big, f.bigLineH, w, promptCol))
	if v.Detail != "" {
		put(c.block(v.Detail, f.body, f.lineH, w, colText))
	}
	for _, ln := range v.Lines {
		col := colText
		if strings.HasPrefix(ln, "  ") {
			col = colDim
		}
		b := c.block(ln, f.body, f.lineH, w, col)
		put(b)
		y -= gap * 0.7
	}
	if v.Hint != "" {
		y += gap * 0.3
		put(c.block(v.Hint, f.small, f.smallLineH, w, colDim))
	}
	for _, b := range s.btns {
		if b.ID != BtnNavHome && b.ID != BtnNavLang {
			c.drawButton(dst, b)
		}
	}
}

// PageState reports the drill.
func (s *drillScreen) PageState(st *pageapi.State) {
	d := s.m.PageState()
	st.Drill = &d
	if s.walk != nil {
		st.Step = s.walk.p.Index() + 1
		st.Walk = s.walk.p.Point().String()
	}
}
