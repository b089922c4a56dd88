package game

import (
	"time"

	"errors"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/drillplay"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/platform"
	"renju/game/ui"
	"renju/game/viewer"
	"renju/rules"
)

// The game viewer: game/viewer's model. "#games" opens it; a record file
// dropped anywhere on the page opens in it (AttachDrop).

const screenViewer = "viewer"

// recordTypes are the files the picker offers.
const recordTypes = ".sgf,.txt,.psq,.rif,.xml,.lib"

type viewerScreen struct {
	m         *viewer.Model
	walk      *ui.Walk
	walkBoard rules.Board
	file      *platform.File
	sheet     sheetJob // the worksheet being made
	hover     rules.Point
	hovering  bool
	// As laid out.
	v     viewer.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
}

func openViewer(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	if s, ok := prev.(*viewerScreen); ok {
		return s, nil
	}
	m := viewer.New()
	// 4 ms slices while a page's text is handed over (the rest is the
	// worker's): with 12 ms ones, frames waited up to 267 ms in the first
	// second of a 20 MB read.
	m.Yield = platform.YieldEvery(4 * time.Millisecond)
	m.Jobs = Jobs
	return &viewerScreen{m: m}, nil
}

func (s *viewerScreen) Name() string { return screenViewer }
func (s *viewerScreen) Hash() string { return "#games" }

// Leave stops the viewer's jobs (its read, scan and search for drills)
// and the worksheet being made, if one is: the learner has gone
// elsewhere, and a download arriving later would surprise them.
func (s *viewerScreen) Leave() {
	s.m.Leave()
	s.sheet.cancel(s.m.Say)
}

// PageState reports the viewer: the position shown, its moments.
func (s *viewerScreen) PageState(st *pageapi.State) {
	m := s.m
	pv := pageapi.Viewer{Phase: m.Phase().String(), Games: m.Games(), Shown: len(m.Shown()), Moment: m.MomentShown(), Moments: []pageapi.ViewerMoment{}}
	if m.Phase() == viewer.Viewing {
		b, moves := m.Position()
		*st = pageapi.NewState(st.Screen, &b, m.Forbidden(&b), st.Lang, true)
		pv.Game = m.GameIndex() + 1
		pv.Move = len(moves)
		pv.Moves = len(m.Game().Moves())
		pv.Comment = m.Comment()
		ms, done, _ := m.Moments()
		pv.Scanned = done
		for _, mo := range ms {
			pv.Moments = append(pv.Moments, pageapi.ViewerMoment{Move: mo.Move, Kind: string(mo.Kind), Point: mo.Point.String(), Foul: mo.Foul.Point.String()})
		}
	}
	if d := m.Drill(); d != nil {
		ds := d.PageState()
		st.Drill = &ds
	}
	if made, _ := m.Made(); m.Phase() > viewer.Viewing {
		pv.Made = len(made)
	}
	pv.Notice = m.Notice().Text(msg.English)
	if m.Phase() == viewer.Loading || m.Phase() == viewer.Making {
		pv.Progress = m.View(msg.English).Prompt
	}
	st.Viewer = &pv
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *viewerScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	m.Poll()
	s.pollFile()
	s.sheet.poll(sheetName, s.m.Say)
	s.hover, s.hovering = rules.Point{}, false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.walk != nil {
		if _, _, closed := s.walk.Update(in, c.DT, c.Lang); closed {
			s.walk = nil
		}
		return
	}
	for _, t := range in.Taps {
		if a := viewer.ActionOf(t.Button); a != viewer.NoAction {
			m.Do(a)
			continue
		}
		if d := m.Drill(); d != nil {
			if a := drillplay.ActionOf(t.Button); a != drillplay.NoAction {
				d.Do(a)
			} else if p, ok := c.Lay.PointAt(t.X, t.Y); ok && t.Button == "" {
				d.Tap(p)
			}
			continue
		}
		if t.Button != "" || m.Phase() != viewer.Viewing {
			continue
		}
		// A tap on an empty point walks it, for Black, on the position
		// shown.
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			if b, _ := m.Position(); b.At(p) == rules.Empty {
				s.openWalk(b, p)
			}
		}
	}
	for _, k := range in.Keys {
		if a := m.KeyAction(k); a != viewer.NoAction {
			m.Do(a)
		} else if d := m.Drill(); d != nil {
			d.Do(d.KeyAction(k))
		}
	}
	m.Poll()
	if b, p, ok := m.TakeWalk(); ok {
		s.openWalk(b, p)
	}
	if d := m.Drill(); d != nil {
		if w, ok := d.TakeWalk(); ok {
			if s.walk = ui.OpenTarget(&w.Board, w.Point, w.Colour, w.Line); s.walk != nil {
				s.walkBoard = w.Board
			}
		}
	}
	s.perform(c)
}

func (s *viewerScreen) openWalk(b rules.Board, p rules.Point) {
	if s.walk = ui.OpenWalk(&b, p, rules.Black, ""); s.walk != nil {
		s.walkBoard = b
	}
}

// perform carries out what the model asks of the browser.
func (s *viewerScreen) perform(c *Ctx) {
	switch s.m.TakeRequest() {
	case viewer.ReqOpenFile:
		s.file = platform.OpenFile(recordTypes, viewer.MaxFile)
	case viewer.ReqPaste:
		if t, ok := c.PromptLong(c.T(msg.ViewAskPaste), viewer.MaxFile); ok {
			s.m.PasteFetched(t.Len, t.Fetch)
		}
	case viewer.ReqFilter:
		f, _ := s.m.Filter()
		if t, ok := c.Prompt(c.T(msg.ViewAskFilter), f, shortAnswer); ok {
			s.m.SetFilter(t)
		}
	case viewer.ReqWorksheet:
		s.makeSheet(c)
	}
}

// makeSheet has the worker make the drills made as a worksheet; Update
// downloads it.
func (s *viewerScreen) makeSheet(c *Ctx) {
	o := sheetOrder(c)
	o.Title = s.m.SheetTitle(c.Lang)
	o.Drills = s.m.MadeDrills()
	s.sheet.start(o, s.m.Say)
}

// sheetName is the worksheet's file name.
func sheetName() string { return "renju-drills-from-games.pdf" }

// pollFile loads the file picked or dropped, once the browser has read it.
func (s *viewerScreen) pollFile() {
	if s.file == nil {
		return
	}
	done, name, data, err := s.file.Result()
	if !done {
		return
	}
	s.file = nil
	var big platform.FileTooLarge
	switch {
	case errors.Is(err, platform.ErrNoFile):
	case errors.As(err, &big):
		s.m.TooLarge(name, big.Size)
	case err != nil:
		s.m.FileFailed(name, err)
	default:
		s.m.Load(name, data)
	}
}

func (s *viewerScreen) Layout(c *Ctx) []ui.Button {
	s.v = s.m.View(c.Lang)
	rows := s.v.Rows
	if s.v.Drill != nil {
		rows = s.v.Drill.Rows
	}
	s.btns, s.title, s.text = c.rowsPanel(s.btns, rows, s.walk)
	return s.btns
}

type viewerKey struct {
	board, notes uint64
	texts        string
	walk         ui.WalkKey
}

func (s *viewerScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	var rows strings.Builder
	rs := s.v.Rows
	if s.v.Drill != nil {
		rs = s.v.Drill.Rows
	}
	for _, r := range rs {
		for _, b := range r {
			rows.WriteString(b.Label + "\x00" + b.Key + "\x00")
			if b.Disabled {
				rows.WriteString("-")
			}
		}
	}
	return viewerKey{board: pic.Content(), notes: pic.NotesDigest(),
		texts: strings.Join(append(append([]string{s.v.Title, s.v.Status, s.v.Prompt, s.v.Notice, s.v.Hint, rows.String(), string(rune('0' + s.v.Sel))}, s.v.Lines...), s.Speech(c)...), "\n"),
		walk:  s.walk.Key(c.Tick)}
}

func (s *viewerScreen) picture() picture.Board {
	switch {
	case s.walk != nil:
		pic := picture.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	case s.v.Drill != nil:
		return s.v.Drill.Picture(s.hover, s.hovering)
	}
	return s.v.Board
}

func (s *viewerScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	dst.Fill(th.Background)
	pic := s.picture()
	k.Board(dst, &pic, c.Tick)
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
	v := &s.v
	w := s.text.W
	t := newTextFlow(k, dst, s.text)
	if v.Status != "" {
		t.put(k.Block(v.Status, f.Small, f.SmallLineH, w, th.Dim))
	}
	if v.Notice != "" {
		t.put(k.Block(v.Notice, f.Bold, f.LineH, w, th.Notice))
	}
	if v.Prompt != "" {
		t.put(k.Block(v.Prompt, f.Large, f.LargeLineH, w, th.Text))
	}
	for i, ln := range v.Lines {
		face, col := f.Body, th.Text
		if i == v.Sel {
			face, col, ln = f.Bold, th.Accent, "▶ "+ln
		}
		t.put(k.Block(ln, face, f.LineH, w, col))
		t.back(0.6)
	}
	if v.Hint != "" && c.Keyboard {
		t.put(k.Block(v.Hint, f.Small, f.SmallLineH, w, th.Dim))
	}
	k.Buttons(dst, s.btns)
}

// AsksPoint: on a game, the keyboard's cursor walks a point.
func (s *viewerScreen) AsksPoint() bool {
	if s.walk != nil {
		return false
	}
	if d := s.m.Drill(); d != nil {
		return d.AsksPoint()
	}
	return s.m.Phase() == viewer.Viewing
}

// Speech is what the screen-reader mirror reads.
func (s *viewerScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	if d := s.v.Drill; d != nil {
		return append([]string{s.v.Notice, d.Prompt, d.Detail, d.Status}, d.Lines...)
	}
	return append([]string{s.v.Status, s.v.Notice, s.v.Prompt}, s.v.Lines...)
}

// viewerLoadFetched opens a record whose bytes fetch brings off the
// game loop (the page API's openRecord: its text); size is its length
// as the page counts it.
func (g *Game) viewerLoadFetched(name string, size int, fetch viewer.Fetch) {
	g.mu.Lock()
	defer g.mu.Unlock()
	_ = g.open(screenViewer, "")
	if s, ok := g.cur.(*viewerScreen); ok {
		s.m.LoadFetched(name, size, fetch)
	}
}

// takeDropped opens a file dropped on the page in the viewer. Called with
// mu held, each frame.
func (g *Game) takeDropped() {
	select {
	case f := <-g.dropped:
		_ = g.open(screenViewer, "")
		if s, ok := g.cur.(*viewerScreen); ok {
			s.file = f
		}
	default:
	}
}
