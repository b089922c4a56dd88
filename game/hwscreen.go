package game

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/drillplay"
	"renju/game/homework"
	"renju/game/hwplay"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/platform"
	"renju/game/ui"
	"renju/lessons"
	"renju/rules"
)

// The homework screen: game/hwplay's model, a student doing the homework
// of a teacher's "#hw=<link>" (game/homework documents the link). "#hw"
// (or the menu) reopens the last homework opened on this device.

const (
	screenHomework = "homework"
	// storeLastHomework keeps the link of the last homework opened.
	storeLastHomework = "renju.hw.last"
)

type hwScreen struct {
	m *hwplay.Model // nil: no homework open
	// bad is why the last link could not be opened.
	bad       msg.Notice
	walk      *ui.Walk
	walkBoard rules.Board
	copying   *platform.Pending
	hover     rules.Point
	hovering  bool
	// As laid out.
	v     hwplay.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
}

func openHomework(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*hwScreen)
	if !ok {
		s = &hwScreen{}
	}
	if !link || arg == "" {
		if s.m == nil {
			if last, ok := c.Store.Load(storeLastHomework); ok {
				if hw, err := homework.Open(last); err == nil {
					s.start(c, hw)
				}
			}
		}
		return s, nil
	}
	hw, err := homework.Open(arg)
	if err != nil {
		s.bad = msg.Say(msg.HwpLinkBad, err)
		return s, err
	}
	s.bad = msg.Notice{}
	if s.m == nil || s.m.ID() != hw.ID() {
		s.start(c, hw)
	}
	return s, nil
}

// start opens hw with the progress saved for it.
func (s *hwScreen) start(c *Ctx, hw homework.Homework) {
	s.m = hwplay.New(hw, lessons.All(), Jobs)
	s.walk = nil
	if v, ok := c.Store.Load(hwplay.StorageKey(s.m.ID())); ok {
		_ = s.m.Load([]byte(v)) // the screen says what was wrong
	}
	c.Store.Save(storeLastHomework, homework.Encode(hw))
}

// NoticesBadLinks: the panel says why a link could not be read.
func (s *hwScreen) NoticesBadLinks() {}

func (s *hwScreen) Name() string { return screenHomework }

// Leave stops the drill being made (the homework's own lesson pages
// too): the worker's time is for the screen shown.
func (s *hwScreen) Leave() {
	if s.m != nil {
		s.m.Leave()
	}
}

func (s *hwScreen) Hash() string {
	if s.m == nil {
		return "#" + homework.HashKey
	}
	return homework.FormatHash(s.m.Homework())
}

// PageState reports the homework and, during the drills, the drill.
func (s *hwScreen) PageState(st *pageapi.State) {
	ph := pageapi.Homework{Phase: "none"}
	if m := s.m; m != nil {
		ph = pageapi.Homework{Phase: m.Phase().String(), ID: m.ID(), Name: m.Name(), Pages: len(m.Pages()),
			PagesRead: m.PagesRead(), Answered: len(m.Answers()), Right: m.Right(), Total: m.Total(),
			ElapsedMs: m.Elapsed().Milliseconds(), Code: m.Code()}
		if d := m.Drill(); d != nil {
			ds := d.PageState()
			st.Drill = &ds
		}
	}
	st.Homework = &ph
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *hwScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	if m == nil {
		return
	}
	m.Poll()
	m.Tick(time.Duration(c.DT * float64(time.Second)))
	s.pollCopy()
	s.hover, s.hovering = rules.Point{}, false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.walk != nil {
		if _, _, closed := s.walk.Update(in, c.DT, c.Lang); closed {
			s.walk = nil
		}
		s.save(c)
		return
	}
	for _, t := range in.Taps {
		if a := hwplay.ActionOf(t.Button); a != hwplay.NoAction {
			m.Do(a)
			continue
		}
		d := m.Drill()
		if d == nil {
			continue
		}
		if a := drillplay.ActionOf(t.Button); a != drillplay.NoAction {
			d.Do(a)
			continue
		}
		if t.Button != "" {
			continue
		}
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			d.Tap(p)
		}
	}
	for _, k := range in.Keys {
		if a := m.KeyAction(k); a != hwplay.NoAction {
			m.Do(a)
		} else if d := m.Drill(); d != nil {
			d.Do(d.KeyAction(k))
		}
	}
	m.Poll()
	if d := m.Drill(); d != nil {
		if w, ok := d.TakeWalk(); ok {
			if s.walk = ui.OpenTarget(&w.Board, w.Point, w.Colour, w.Line); s.walk != nil {
				s.walkBoard = w.Board
			}
		}
	}
	s.perform(c)
	s.save(c)
}

// perform carries out what the model asks of the browser.
func (s *hwScreen) perform(c *Ctx) {
	m := s.m
	switch req, pg := m.TakeRequest(); req {
	case hwplay.ReqName:
		if text, ok := c.Prompt(c.T(msg.HwpAskName), m.Name(), shortAnswer); ok {
			_ = m.SetName(text) // a refused name is said in the panel
		}
	case hwplay.ReqOpenPage:
		s.save(c)
		_ = c.Open(screenLesson, lessonArg(pg.Lesson, pg.Page-1))
	case hwplay.ReqCopy:
		s.copying = platform.CopyText(m.Code())
		s.pollCopy()
	}
}

func (s *hwScreen) pollCopy() {
	if s.copying == nil {
		return
	}
	if done, ok := s.copying.Result(); done {
		s.m.Copied(ok)
		s.copying = nil
	}
}

func (s *hwScreen) save(c *Ctx) {
	if data, ok := s.m.TakeSave(); ok {
		c.Store.Save(hwplay.StorageKey(s.m.ID()), string(data))
	}
}

// Layout places the nav bar, the text and the buttons at the panel's
// foot; an open walk takes the panel below the nav bar.
func (s *hwScreen) Layout(c *Ctx) []ui.Button {
	var rows = s.v.Rows
	if s.m != nil {
		s.v = s.m.View(c.Lang)
		rows = s.v.Rows
		if s.v.Drill != nil {
			rows = s.v.Drill.Rows
		}
	} else {
		s.v = hwplay.View{Title: c.T(msg.HwpTitle)}
		rows = nil
	}
	s.btns, s.title, s.text = c.rowsPanel(s.btns, rows, s.walk)
	return s.btns
}

// hwKey is everything the screen shows.
type hwKey struct {
	board, notes uint64
	texts        string
	walk         ui.WalkKey
}

func (s *hwScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	return hwKey{board: pic.Content(), notes: pic.NotesDigest(), texts: strings.Join(s.Speech(c), "\n") + s.bad.Text(c.Lang) + s.v.Code, walk: s.walk.Key(c.Tick)}
}

// picture is the drill's board, the walk's, or an empty board.
func (s *hwScreen) picture() picture.Board {
	switch {
	case s.walk != nil:
		pic := picture.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	case s.v.Drill != nil:
		return s.v.Drill.Picture(s.hover, s.hovering)
	}
	return picture.Board{Coords: true}
}

func (s *hwScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	dst.Fill(th.Background)
	if s.v.QR != nil && s.walk == nil {
		// The result code's QR code where the board was, for the teacher's
		// phone.
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
	if s.v.Drill != nil {
		drawDrillText(c, dst, s.text, s.v.Drill)
		k.Buttons(dst, s.btns)
		return
	}
	s.drawText(c, dst)
	k.Buttons(dst, s.btns)
}

// drawText draws the homework's page or its result: the status, a
// notice, the next step (or the code), the lines and the keys.
func (s *hwScreen) drawText(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	v := &s.v
	w := s.text.W
	t := newTextFlow(k, dst, s.text)
	put := t.put
	if n := s.bad.Text(c.Lang); n != "" {
		put(k.Block(n, f.Bold, f.LineH, w, th.Bad))
	}
	if s.m == nil {
		put(k.Block(c.T(msg.HwpNone), f.Large, f.LargeLineH, w, th.Text))
		return
	}
	if v.Status != "" {
		put(k.Block(v.Status, f.Small, f.SmallLineH, w, th.Dim))
	}
	if v.Notice != "" {
		put(k.Block(v.Notice, f.Bold, f.LineH, w, th.Notice))
	}
	if v.Prompt != "" {
		col := th.Text
		if v.Code != "" {
			col = th.Good
		}
		put(k.Block(v.Prompt, f.Large, f.LargeLineH, w, col))
	}
	for _, ln := range v.Lines {
		put(k.Block(ln, f.Body, f.LineH, w, th.Text))
		t.back(0.5)
	}
	if v.Hint != "" && c.Keyboard {
		put(k.Block(v.Hint, f.Small, f.SmallLineH, w, th.Dim))
	}
}

// AsksPoint: a drill waits for a point; the keyboard's cursor answers it.
func (s *hwScreen) AsksPoint() bool {
	if s.m == nil || s.walk != nil {
		return false
	}
	d := s.m.Drill()
	return d != nil && d.AsksPoint()
}

// Speech is what the screen-reader mirror reads.
func (s *hwScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	out := []string{s.bad.Text(c.Lang)}
	if s.m == nil {
		return append(out, c.T(msg.HwpNone))
	}
	if d := s.v.Drill; d != nil {
		return append(append(out, s.v.Notice, d.Prompt, d.Detail, d.Status), d.Lines...)
	}
	return append(append(out, s.v.Status, s.v.Notice, s.v.Prompt), s.v.Lines...)
}
