package screens

import (
	"hash/fnv"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardview"
	"renju/game/kit"
	"renju/game/services/feel"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/glossary"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// panelScreen draws any panel model (screenview.PanelModel): Drills, Foul Storm,
// Play, the homework, the teacher's homework and the game viewer are each
// a model, a Registry line and a little glue (what the browser is asked
// for: a prompt, a file, a copy). It routes the frame's taps and keys to
// the model, opens the walk the model asks for, saves what it saves, and
// draws its screenview.Panel: the nav bar, the title, the text flowing down,
// the rows at the panel's foot, the board (or a QR code), or an open walk
// below the nav bar.
type panelScreen struct {
	name string
	m    screenview.PanelModel
	// loaded: the saved values were read into the model (once, when the
	// screen is first opened; another tab's saves are adopted after).
	loaded bool
	// poll, after the model's Poll, and perform, after the frame's input,
	// are the glue's (nil: none): what the model asks of the browser (a
	// prompt, a file, a copy) and what the browser answers.
	poll, perform func(c *Ctx)
	// leave is the glue's part of Leave (nil: none).
	leave func()
	// glue is the screen's glue, for its open function (nil: none).
	glue any
	// back is the nav bar's back button's action (nil: Home).
	back func(c *Ctx)

	walk      *kit.Walk
	walkBoard rules.Board
	// The answer shown: its Seq, once the first panel was seen (an answer
	// already on the screen when it opens is not sounded again), and the
	// clock of its play (feel.go).
	answerSeq  int
	answerSeen bool
	anim       feel.Anim
	// As laid out.
	v     screenview.Panel
	btns  []kit.Button
	title layout.Rect
	text  layout.Rect
	// flow is the text's blocks as placed in text (flowText).
	flow []placedText
}

// placedText is a block of a panel's text, placed: its top, and whether
// it is drawn (a block with no room left is not).
type placedText struct {
	r kit.Rich
	y float64
}

// shownWalk is the walk open on the screen (nil for none): the frame's
// tests read it through OpenWalk.
func (s *panelScreen) shownWalk() *kit.Walk { return s.walk }

// panelOf returns prev as the panel screen of name if it is one, else a
// new one with the model make makes.
func panelOf(prev Screen, name string, make func() screenview.PanelModel) *panelScreen {
	if s, ok := prev.(*panelScreen); ok && s.name == name {
		return s
	}
	return &panelScreen{name: name, m: make()}
}

// panelEntry is e with its Open and Seed made from its Panel, if it
// declares one: a panel screen registered without glue.
func panelEntry(e Entry) Entry {
	if e.Panel == nil {
		return e
	}
	keys := make([]string, len(e.Saves))
	for i, k := range e.Saves {
		keys[i] = k.Key
	}
	e.Open = func(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
		s := panelOf(prev, e.Name, func() screenview.PanelModel { return e.Panel(uint64(time.Now().UnixNano())) })
		if l, ok := s.m.(screenview.Loader); ok {
			s.loadOnce(c, l.Load, keys...)
		} else if a, ok := s.m.(screenview.Adopter); ok {
			s.loadOnce(c, a.Adopt, keys...)
		}
		if u, ok := s.m.(JournalUser); ok {
			u.UseJournal(c.Journal)
		}
		if cv, ok := s.m.(screenview.Coverer); ok {
			cv.Cover(LessonsDone(c))
		}
		if r, ok := s.m.(screenview.Router); ok && arg != "" {
			return s, r.Route(arg)
		}
		return s, nil
	}
	e.Seed = func(seed uint64) Screen { return &panelScreen{name: e.Name, m: e.Panel(seed)} }
	return e
}

// loadOnce reads the values saved under keys into load, the first time
// the screen is opened.
func (s *panelScreen) loadOnce(c *Ctx, load func(key, value string), keys ...string) {
	if s.loaded {
		return
	}
	s.loaded = true
	for _, k := range keys {
		if v, ok := c.Store.Load(k); ok {
			load(k, v)
		}
	}
}

func (s *panelScreen) Name() string { return s.name }
func (s *panelScreen) Hash() string { return s.m.Hash() }

// Leave stops the model's work under way, and the glue's.
func (s *panelScreen) Leave() {
	s.m.Leave()
	if s.leave != nil {
		s.leave()
	}
}

// PageState reports the model's state (a model that is a Stater) and the
// open walk's step.
func (s *panelScreen) PageState(st *pageapi.State) {
	if ps, ok := s.m.(Stater); ok {
		ps.PageState(st)
	}
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *panelScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	m.Poll()
	if s.poll != nil {
		s.poll(c)
	}
	if h, ok := m.(screenview.Hoverer); ok {
		p, on := rules.Point{}, false
		if in.Hovering {
			p, on = c.Lay.PointAt(in.HoverX, in.HoverY)
		}
		h.Hover(p, on)
	}
	if s.walk != nil {
		if _, _, closed := s.walk.Update(in, c.DT, c.Lang); closed {
			s.walk = nil
		}
		s.save(c)
		return
	}
	if s.playing(c, in) {
		s.save(c)
		return
	}
	for _, t := range in.Taps {
		if t.Button != "" {
			if t.Button == s.v.Back.ID && s.back != nil {
				s.back(c)
				return
			}
			m.Press(t.Button)
			continue
		}
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			m.Tap(p)
		}
	}
	for _, k := range in.Keys {
		m.Key(k)
	}
	m.Poll()
	if nv, ok := m.(screenview.Navigator); ok {
		if key, arg, ok := nv.TakeRoute(); ok {
			s.save(c)
			openRoute(c, key, arg)
			return
		}
	}
	if w, ok := m.TakeWalk(); ok {
		opts := w.Options
		if len(opts) == 0 {
			// A room that does not say: the learner's stage.
			opts = []tutor.Option{tutor.WithStage(glossary.Known(LessonsDone(c)))}
		}
		if s.walk = kit.OpenTarget(&w.Board, w.Point, w.Colour, w.Line, opts...); s.walk != nil {
			s.walkBoard = w.Board
		}
	}
	if s.perform != nil {
		s.perform(c)
	}
	c.Answered(m)
	s.save(c)
}

// save stores what the model saves.
func (s *panelScreen) save(c *Ctx) {
	for _, sv := range s.m.TakeSaves() {
		c.Store.Save(sv.Key, sv.Value)
	}
}

// Layout places the nav bar, then either an open walk below it, or the
// rows from the panel's foot up and the rectangle left for the text.
func (s *panelScreen) Layout(c *Ctx) []kit.Button {
	s.v = s.m.Panel(c.Lang)
	s.answered(c)
	k := c.Kit
	mt := k.M()
	p := c.Lay.Panel
	back := s.v.Back
	if back.ID == "" {
		back = screenview.Button{ID: BtnNavHome, Label: c.T(msg.NavHome)}
	}
	back.Icon = screenview.ChevronLeft
	nav, title := c.Kit.NavBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: mt.Row}, back, c.LangButton())
	s.title = title
	s.btns = append(s.btns[:0], nav...)
	if s.walk != nil {
		s.btns = append(s.btns, s.walk.Layout(k, c.Lang, c.walkArea(mt.Row, mt.Gap))...)
		return s.btns
	}
	y := p.Y + p.H
	for i := len(s.v.Rows) - 1; i >= 0; i-- {
		y -= mt.TallRow
		s.btns = append(s.btns, kit.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: mt.TallRow}, s.v.Rows[i], mt.Gap)...)
		y -= mt.Gap
	}
	top := p.Y + mt.Row + mt.Gap
	s.text = layout.Rect{X: p.X, Y: top, W: p.W, H: math.Max(0, y-top-mt.Gap)}
	links := 0
	for _, pt := range s.flowText(c) {
		s.btns = append(s.btns, pt.r.LinkButtons(s.text.X, pt.y, s.text, &links, c.linkName)...)
	}
	return s.btns
}

// flowText places the panel's blocks down its text area, a paragraph
// gap apart (a list's lines closer): the last that fits is cut with an
// ellipsis (its links then dropped: the words they stood on may be
// gone), and nothing runs into the rows below. The glossary's terms are
// links, each the first time the panel names it.
func (s *panelScreen) flowText(c *Ctx) []placedText {
	k := c.Kit
	area := s.text
	s.flow = s.flow[:0]
	y := area.Y
	seen := map[string]bool{}
	shown := -1
	if tb := s.v.Table; tb != nil && s.walk == nil {
		shown = k.TableRows(tb.Header, tb.Rows, tb.Weights, c.Lay.Board)
	}
	put := func(b screenview.Block) {
		face, lineH := k.Face(b.Face)
		r := k.RichText(b.S, termLinks(b.S, c.Lang, seen), face, lineH, area.W, k.Tone(b.Tone))
		if len(r.Lines) > 0 {
			n := int(math.Floor((area.Y + area.H - y) / r.LineH))
			if n <= 0 {
				return
			}
			if n < len(r.Lines) {
				r = kit.Rich{Block: r.Block}
				r.Lines = append(r.Lines[:n-1:n-1], k.Ellipsis(r.Lines[n-1]+"…", r.Face, area.W))
			}
			s.flow = append(s.flow, placedText{r: r, y: y})
			y += r.Height() + k.M().Para
		}
		y -= k.M().Para * b.Closer
	}
	for i, b := range s.v.Blocks {
		if tb := s.v.Table; tb != nil && i == tb.MoreAt && shown >= 0 && shown < len(tb.Rows) {
			put(screenview.BodyLine(c.F(tb.More, len(tb.Rows)-shown)))
		}
		if !b.KeysOnly || c.Keyboard {
			put(b)
		}
	}
	return s.flow
}

// panelKey is everything a panel screen shows: a digest of its texts and
// buttons, the board's, and the walk's.
type panelKey struct {
	board, notes, texts uint64
	keyboard            bool
	walk                kit.WalkKey
}

func (s *panelScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	h := fnv.New64a()
	put := func(ss ...string) {
		for _, x := range ss {
			h.Write([]byte(x))
			h.Write([]byte{0})
		}
	}
	v := &s.v
	put(v.Title, v.Back.Label)
	for _, b := range v.Blocks {
		put(b.S, string(rune('0'+b.Tone)), string(rune('0'+b.Face)))
	}
	for _, r := range v.Rows {
		for _, b := range r {
			put(b.ID, b.Label, b.Key, string(rune('0'+b.Style)))
			if b.Disabled {
				put("-")
			}
		}
		put("\n")
	}
	if tb := v.Table; tb != nil {
		put(tb.Header...)
		for _, r := range tb.Rows {
			put(r...)
			put("\n")
		}
	}
	for _, r := range v.QR {
		for _, on := range r {
			if on {
				put("1")
			} else {
				put("0")
			}
		}
	}
	return panelKey{board: pic.Content(), notes: pic.NotesDigest(), texts: h.Sum64(), keyboard: c.Keyboard,
		walk: s.walk.Key(c.Tick)}
}

// picture is the model's board, or the walk's.
func (s *panelScreen) picture() boardview.Board {
	if s.walk != nil {
		pic := boardview.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	}
	if b := s.v.Answer.Board; b != nil && s.anim.Running() {
		return b.Played(s.anim.Progress())
	}
	return s.v.Board.Played(s.anim.Progress())
}

func (s *panelScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	dst.Fill(th.Background)
	if tb := s.v.Table; tb != nil && s.walk == nil {
		k.Table(dst, tb.Header, tb.Rows, tb.Weights, c.Lay.Board)
	} else if s.v.QR != nil && s.walk == nil {
		b := c.Lay.Board
		pad := b.W * 0.06
		k.QR(dst, s.v.QR, layout.Rect{X: b.X + pad, Y: b.Y + pad, W: b.W - 2*pad, H: b.H - 2*pad})
	} else {
		pic := s.picture()
		k.Board(dst, &pic, c.Tick)
	}
	k.Title(dst, s.v.Title, s.title, th.Text)
	if s.walk != nil {
		k.Buttons(dst, s.btns[:2])
		s.walk.Draw(k, dst)
		return
	}
	for _, pt := range s.flow {
		pt.r.Draw(k, dst, s.text.X, pt.y)
	}
	k.Buttons(dst, s.btns)
}

// AsksPoint: the keyboard's board cursor answers the model's question.
func (s *panelScreen) AsksPoint() bool { return s.walk == nil && s.v.AsksPoint }

// Speech is what the screen-reader mirror reads.
func (s *panelScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	return s.v.Said()
}

// openRoute opens the screen of a route as its link would (a model's
// Navigator): the screen says why an argument could not be read.
func openRoute(c *Ctx, key, arg string) {
	for _, e := range Registry {
		if e.Route == key {
			_ = c.Open(e.Name, arg)
			return
		}
	}
}

// TabStart is where Tab begins on a panel: its first row's first button
// (the question's answers, the menu's first choice), not the nav bar.
func (s *panelScreen) TabStart(*Ctx) string {
	if s.walk != nil {
		return ""
	}
	for _, r := range s.v.Rows {
		for _, b := range r {
			if !b.Disabled {
				return b.ID
			}
		}
	}
	return ""
}
