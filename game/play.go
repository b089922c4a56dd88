package game

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/match"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/platform"
	"renju/game/ui"
	"renju/rules"
)

// The Play screen: game/match's model. "#play" opens it at its menu,
// which offers the unfinished games kept in storage; "#play=<link>"
// reopens a game or its review (match.FormatLink).

const (
	screenPlay = "play"
	// storePlay is the storage key of the games in progress, kept for
	// Resume (match.Shelf: a short list of links, one per game).
	storePlay = "renju.play"
	// sgfName is the name a downloaded game takes.
	sgfName = "renju-game.sgf"
)

type playScreen struct {
	m         *match.Model
	walk      *ui.Walk
	walkBoard rules.Board
	loaded    bool
	hover     rules.Point
	hovering  bool
	// As laid out.
	v     match.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
}

func newPlayScreen(seed uint64) *playScreen {
	m := match.New(seed)
	m.Jobs = Jobs
	return &playScreen{m: m}
}

func openPlay(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*playScreen)
	if !ok {
		s = newPlayScreen(uint64(time.Now().UnixNano()))
	}
	if !s.loaded {
		s.loaded = true
		// The games kept from the last visits, read even when a link
		// opens a game, for the list saved holds them all: the menu
		// offers Resume for those unfinished. A list that does not read
		// was moved aside by the store (and said); a game that does not
		// replay is moved aside here and said on the menu.
		v, _ := c.Store.Load(storePlay)
		s.keepBroken(c, s.m.LoadSaved(v))
	}
	if link && arg != "" {
		if err := s.m.Open(arg); err != nil {
			return s, err
		}
	}
	return s, nil
}

func (s *playScreen) Name() string { return screenPlay }

// Leave cancels the partner's decision, the hints' and the review's
// searches under way; they are asked again when Play is shown again.
func (s *playScreen) Leave() { s.m.Pause() }

func (s *playScreen) Hash() string {
	if l := s.m.Link(); l != "" && s.m.Phase() != match.Menu {
		return pageapi.FormatParam("play", l, false)
	}
	return "#play"
}

// PageState reports the game, the board shown (its forbidden map, and
// whether the overlay draws it) and the walk.
func (s *playScreen) PageState(st *pageapi.State) {
	p := s.m.PageState()
	b := s.v.Board.Stones
	*st = pageapi.NewState(st.Screen, &b, s.m.Forbidden(&b), st.Lang, s.v.Board.Overlay)
	st.Play = &p
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *playScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	m.Poll()
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
		if t.Button != "" {
			s.request(c, m.Press(t.Button))
			continue
		}
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			m.Tap(p)
		}
	}
	for _, k := range in.Keys {
		if id := m.KeyPress(k); id != "" {
			s.request(c, m.Press(id))
		}
	}
	if w, ok := m.TakeWalk(); ok {
		if s.walk = ui.OpenWalk(&w.Board, w.Point, w.Colour, ""); s.walk != nil {
			s.walkBoard = w.Board
		}
	}
	s.save(c)
}

// request does what the model asks of the browser: a record's text, the
// SGF file, the move list to copy.
func (s *playScreen) request(c *Ctx, r match.Request) {
	switch r {
	case match.ReqImport:
		if text, ok := c.Prompt(c.T(msg.PlayImportAsk), "", match.MaxImport); ok && strings.TrimSpace(text) != "" {
			_ = s.m.Import(text) // the panel says why it failed
		}
	case match.ReqSGF:
		if sgf := s.m.SGF(); sgf != "" {
			platform.Download([]byte(sgf), sgfName, "application/x-go-sgf")
			platform.ShowText(c.T(msg.PlayExportSGFAsk), sgf)
		}
	case match.ReqMoves:
		if mv := s.m.Moves(); mv != "" {
			platform.ShowText(c.T(msg.PlayExportMoves), mv)
		}
	}
}

func (s *playScreen) save(c *Ctx) {
	s.keepBroken(c, s.m.TakeBroken())
	if v, ok := s.m.TakeSave(); ok {
		c.Store.Save(storePlay, v)
	}
}

// keepBroken keeps aside the saved games found not to replay (under
// renju.play.damaged.<time>: the progress file includes them, and the
// frame's notice says so) and names them on the menu.
func (s *playScreen) keepBroken(c *Ctx, broken []match.Broken) {
	for _, b := range broken {
		s.m.SayBroken(b, c.Store.Aside(storePlay, b.Game.Link))
	}
}

// Layout places the nav bar, the text and the buttons at the bottom of
// the panel; an open walk takes the panel below the nav bar.
func (s *playScreen) Layout(c *Ctx) []ui.Button {
	s.v = s.m.View(c.Lang)
	s.btns, s.title, s.text = c.rowsPanel(s.btns, s.v.Rows, s.walk)
	return s.btns
}

// playKey is everything the screen shows.
type playKey struct {
	board, notes uint64
	texts        string
	thinking     bool
	walk         ui.WalkKey
}

func (s *playScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	v := &s.v
	var rows strings.Builder
	for _, r := range v.Rows {
		for _, b := range r {
			rows.WriteString(b.Label + "\x00" + b.Key)
			if b.Disabled {
				rows.WriteByte('-')
			}
			rows.WriteByte(byte('0' + b.Style))
		}
	}
	texts := strings.Join(append([]string{v.Title, v.Status, v.Who, v.Step, v.Opening, v.Notice, v.Result, rows.String(), string(rune('0' + v.Sel + 1))}, append(v.Hints, v.Lines...)...), "\n")
	return playKey{board: pic.Content(), notes: pic.NotesDigest(), texts: texts, thinking: v.Thinking && c.Tick/20%2 == 0, walk: s.walk.Key(c.Tick)}
}

// picture is the game's board (with the stone a tap would place under
// the pointer), or the walk's.
func (s *playScreen) picture() picture.Board {
	if s.walk != nil {
		pic := picture.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	}
	pic := s.v.Board
	if s.hovering && s.v.Preview != rules.Empty && pic.Stones.At(s.hover) == rules.Empty &&
		!(pic.Overlay && pic.Foul(s.hover) != rules.NoKind) {
		pic.Notes = append(append([]picture.Note(nil), pic.Notes...), picture.GhostAt(s.hover, s.v.Preview, 0.45))
	}
	return pic
}

func (s *playScreen) Draw(c *Ctx, dst *ebiten.Image) {
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

// drawText draws the panel's text: the result or who acts, the step, the
// opening, a notice, the hints or the review's moments, the status, cut
// where it would run into the buttons.
func (s *playScreen) drawText(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	v := &s.v
	w := s.text.W
	t := newTextFlow(k, dst, s.text)
	put := t.put
	if v.Status != "" {
		put(k.Block(v.Status, f.Small, f.SmallLineH, w, th.Dim))
	}
	if v.Result != "" {
		put(k.Block(v.Result, f.Large, f.LargeLineH, w, th.Text))
	}
	if v.Who != "" {
		col := th.Text
		if v.Thinking {
			col = th.Dim
		}
		put(k.Block(v.Who, f.Bold, f.LineH, w, col))
	}
	if v.Notice != "" {
		col := th.Notice
		if v.NoticeBad {
			col = th.Bad
		}
		put(k.Block(v.Notice, f.Bold, f.LineH, w, col))
	}
	if v.Step != "" {
		put(k.Block(v.Step, f.Body, f.LineH, w, th.Text))
	}
	if v.Opening != "" {
		put(k.Block(v.Opening, f.Body, f.LineH, w, th.Dim))
	}
	// The moments: the one shown and those after it, so that stepping
	// through them keeps the current one in view.
	first := 0
	if v.Sel > 0 {
		first = v.Sel
	}
	for i := first; i < len(v.Lines); i++ {
		col := th.Dim
		if i == v.Sel {
			col = th.Text
		}
		put(k.Block(v.Lines[i], f.Body, f.LineH, w, col))
		t.back(0.5)
	}
	for _, h := range v.Hints {
		put(k.Block(h, f.Small, f.SmallLineH, w, th.Dim))
		t.back(0.5)
	}
}

// AsksPoint: the keyboard's board cursor places the stone (or the offer,
// the choice), and walks a point in the review.
func (s *playScreen) AsksPoint() bool { return s.walk == nil && s.v.AsksPoint }

// Speech is what the screen-reader mirror reads.
func (s *playScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	v := &s.v
	out := []string{v.Result, v.Who, v.Notice, v.Step, v.Opening}
	if v.Sel >= 0 && v.Sel < len(v.Lines) {
		out = append(out, v.Lines[v.Sel])
	} else {
		out = append(out, v.Lines...)
	}
	return append(append(out, v.Hints...), v.Status)
}

// SeedPlay makes the sparring partner's choices start from seed
// (renju.seedPlay: reproducible tests), if the screen was not opened yet.
func (g *Game) SeedPlay(seed uint64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, ok := g.screens[screenPlay]; !ok {
		g.keep(screenPlay, newPlayScreen(seed))
	}
}
