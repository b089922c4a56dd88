package game

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/routes"
	"renju/game/storm"
	"renju/game/ui"
	"renju/rules"
)

// The Foul Storm screen: game/storm's model (the storm and the
// live-or-false streak). "#storm" opens it; "#storm=streak" opens it with
// the streak chosen.

const (
	screenStorm = "storm"
	// storeStorm is the storage key of the storm's record.
	storeStorm = "renju.storm"
)

type stormScreen struct {
	m         *storm.Model
	walk      *ui.Walk
	walkBoard rules.Board
	loaded    bool
	// As laid out.
	v     storm.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
}

// newStormScreen makes the screen; its questions are made in the worker
// (Jobs), from seed.
func newStormScreen(seed uint64) *stormScreen {
	return &stormScreen{m: storm.New(Jobs, storm.SystemClock{}, seed)}
}

func openStorm(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*stormScreen)
	if !ok {
		s = newStormScreen(uint64(time.Now().UnixNano()))
	}
	if !s.loaded {
		s.loaded = true
		if v, ok := c.Store.Load(storeStorm); ok {
			_ = s.m.Load([]byte(v)) // a damaged record: the screen says so
		}
	}
	mode, ok, err := routes.Storm(arg)
	if err != nil {
		return s, err
	}
	if ok {
		s.m.ChooseMode(mode)
	}
	return s, nil
}

func (s *stormScreen) Name() string { return screenStorm }

// Leave stops the questions being made: the worker's time is for the
// screen shown. Poll asks again when the storm is shown again.
func (s *stormScreen) Leave() { s.m.Leave() }

func (s *stormScreen) Hash() string {
	if s.m.Mode() == storm.StreakMode {
		return "#storm=streak"
	}
	return "#storm"
}

// PageState reports the question on the board and the run.
func (s *stormScreen) PageState(st *pageapi.State) {
	m := s.m
	ps := pageapi.Storm{Phase: []string{"menu", "preparing", "asking", "over"}[m.Phase()], Mode: "storm",
		Score: m.Score(), Combo: m.Combo(), Answered: m.Answered(), Right: m.Right(),
		TimeLeftMs: m.TimeLeft().Milliseconds(), Missed: []string{}}
	if m.Mode() == storm.StreakMode {
		ps.Mode = "streak"
	}
	if it := m.Item(); it != nil && m.Phase() == storm.Asking {
		ps.Position = rules.FormatStones(&it.Board)
		ps.Point = it.Point.String()
		ps.AskKind = m.Asks(storm.SaidLegal)
	}
	for _, ms := range m.Missed() {
		ps.Missed = append(ps.Missed, ms.Item.Point.String())
	}
	st.Storm = &ps
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *stormScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	m.Poll()
	if s.walk != nil {
		if _, _, closed := s.walk.Update(in, c.DT, c.Lang); closed {
			s.walk = nil
		}
		s.save(c)
		return
	}
	for _, t := range in.Taps {
		if a := storm.ActionOf(t.Button); a != storm.NoAction {
			m.Do(a)
		}
	}
	for _, k := range in.Keys {
		m.Do(m.KeyAction(k))
	}
	if w, ok := m.TakeWalk(); ok {
		if s.walk = ui.OpenTarget(&w.Board, w.Point, w.Colour, w.Line); s.walk != nil {
			s.walkBoard = w.Board
		}
	}
	s.save(c)
}

func (s *stormScreen) save(c *Ctx) {
	if data, ok := s.m.TakeSave(); ok {
		c.Store.Save(storeStorm, string(data))
	}
}

// Layout places the nav bar, the text and the buttons at the bottom of
// the panel; an open walk takes the panel below the nav bar.
func (s *stormScreen) Layout(c *Ctx) []ui.Button {
	s.v = s.m.View(c.Lang)
	s.btns, s.title, s.text = c.rowsPanel(s.btns, s.v.Rows, s.walk)
	return s.btns
}

// stormKey is everything the screen shows (the clock by the second).
type stormKey struct {
	board, notes uint64
	texts        string
	walk         ui.WalkKey
}

func (s *stormScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	v := &s.v
	var rows strings.Builder
	for _, r := range v.Rows {
		for _, b := range r {
			rows.WriteString(b.Label + "\x00" + b.ID + "\x00" + b.Key)
		}
	}
	texts := strings.Join(append([]string{v.Title, v.Status, v.Prompt, v.Last, v.Notice, rows.String()}, v.Lines...), "\n")
	return stormKey{board: pic.Content(), notes: pic.NotesDigest(), texts: texts, walk: s.walk.Key(c.Tick)}
}

// picture is the question's board, or the walk's.
func (s *stormScreen) picture() picture.Board {
	if s.walk != nil {
		pic := picture.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	}
	if !s.v.HasBoard {
		return picture.Board{Coords: true}
	}
	return s.v.Board
}

func (s *stormScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	dst.Fill(th.Background)
	pic := s.picture()
	k.Board(dst, &pic, c.Tick)
	k.Title(dst, s.v.Title, s.title, th.Text)
	if s.walk != nil {
		k.Buttons(dst, s.btns[:2])
		s.walk.Draw(k, dst)
		return
	}
	s.drawText(c, dst)
	k.Buttons(dst, s.btns)
}

// drawText draws the status, the verdict on the last answer, a notice,
// the question, the lines (records, results, missed questions) and the
// key hint, cut where it would run into the buttons.
func (s *stormScreen) drawText(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	v := &s.v
	w := s.text.W
	t := newTextFlow(k, dst, s.text)
	put := t.put
	if v.Status != "" {
		put(k.Block(v.Status, f.Bold, f.LineH, w, th.Text))
	}
	if v.HasLast {
		col := th.Bad
		if v.LastRight {
			col = th.Good
		}
		put(k.Block(v.Last, f.Body, f.LineH, w, col))
	}
	if v.Notice != "" {
		put(k.Block(v.Notice, f.Bold, f.LineH, w, th.Notice))
	}
	if v.Prompt != "" {
		put(k.Block(v.Prompt, f.Large, f.LargeLineH, w, th.Text))
	}
	for _, ln := range v.Lines {
		put(k.Block(ln, f.Body, f.LineH, w, th.Text))
		t.back(0.6)
	}
	if v.Hint != "" && (!v.HintKeys || c.Keyboard) {
		put(k.Block(v.Hint, f.Small, f.SmallLineH, w, th.Dim))
	}
}

// Speech is what the screen-reader mirror reads.
func (s *stormScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	return append([]string{s.v.Status, s.v.Last, s.v.Notice, s.v.Prompt}, s.v.Lines...)
}

// SeedStorm makes the storm's questions start from seed (renju.seedStorm:
// reproducible tests), if the screen was not opened yet.
func (g *Game) SeedStorm(seed uint64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, ok := g.screens[screenStorm]; !ok {
		g.keep(screenStorm, newStormScreen(seed))
	}
}
