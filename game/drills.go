package game

import (
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/drills"
	"renju/game/coach"
	"renju/game/drillplay"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/routes"
	"renju/game/ui"
	"renju/rules"
)

// The Drills screen: game/drillplay's model. "#drills" opens it;
// "#drills=trap.2" opens it with a type and level chosen (a coach's link
// for the club). Its drills come through game/coach's Source, which leans
// toward the learner's weak spots; every graded answer updates the coach's
// record (the rating of the drill's cell, the tally and badge of its type),
// saved under storeCoach, and the menu and the summary show the badges.

const (
	screenDrills = "drills"
	// storeDrills is the storage key of the drill record.
	storeDrills = "renju.drills"
	// storeCoach is the storage key of the coach's record (game/coach).
	storeCoach = "renju.coach"
)

type drillScreen struct {
	m     *drillplay.Model
	coach *coach.Coach
	// graded is the drill whose answer the coach was last told of.
	graded *drills.Drill
	// notice is the coach's last word (a badge earned, its record reset),
	// shown until the next drill.
	notice msg.Notice
	walk   *ui.Walk
	// walkBoard is the board the open walk is about.
	walkBoard rules.Board
	loaded    bool
	// hover is the point under the mouse (a preview of the answer stone).
	hover    rules.Point
	hovering bool
	// As laid out.
	v     drillplay.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
}

// newDrillScreen makes the screen with its drills seeded by seed: the
// worker makes them (Jobs), with the lessons' positions mixed in, and the
// coach chooses among them here.
func newDrillScreen(seed uint64) *drillScreen {
	c := coach.New()
	return &drillScreen{m: drillplay.New(Jobs, drillplay.Options{Seed: seed, Curated: true, Chooser: coach.NewSource(nil, c, seed)}), coach: c}
}

func openDrills(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*drillScreen)
	if !ok {
		s = newDrillScreen(uint64(time.Now().UnixNano()))
	}
	if !s.loaded {
		s.loaded = true
		if v, ok := c.Store.Load(storeDrills); ok {
			_ = s.m.Load([]byte(v)) // a corrupt record: the screen says so
		}
		if v, ok := c.Store.Load(storeCoach); ok {
			_ = s.coach.Load([]byte(v)) // a corrupt record: the screen says so
			s.takeNotice()
		}
	}
	if arg != "" {
		typ, level, err := routes.Drill(arg)
		if err != nil {
			return s, err
		}
		s.m.ChooseType(typ)
		if level > 0 {
			s.m.ChooseLevel(level)
		}
		if s.m.Phase() != drillplay.Menu {
			s.m.ToMenu()
		}
	}
	return s, nil
}

func (s *drillScreen) Name() string { return screenDrills }

// Leave stops the drill being made: the worker's time is for the screen
// shown. Poll asks again when the screen is shown again.
func (s *drillScreen) Leave() { s.m.Leave() }

func (s *drillScreen) Hash() string {
	return "#drills=" + s.m.Type() + "." + strconv.Itoa(s.m.Level())
}

// PageState reports the drill and its walk.
func (s *drillScreen) PageState(st *pageapi.State) {
	d := s.m.PageState()
	st.Drill = &d
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

func (s *drillScreen) Update(c *Ctx, in *input.Frame) {
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
	// The coach hears of each graded answer before the next action can
	// move on from it (a tap and Enter in one frame).
	for _, t := range in.Taps {
		if a := drillplay.ActionOf(t.Button); a != drillplay.NoAction {
			m.Do(a)
			s.observe()
			continue
		}
		if t.Button != "" {
			continue
		}
		if p, ok := c.Lay.PointAt(t.X, t.Y); ok {
			m.Tap(p)
			s.observe()
		}
	}
	for _, k := range in.Keys {
		m.Do(m.KeyAction(k))
		s.observe()
	}
	if ph := m.Phase(); ph == drillplay.Preparing || ph == drillplay.Asking {
		s.notice = msg.Notice{} // said; the learner has moved on
	}
	if w, ok := m.TakeWalk(); ok {
		if s.walk = ui.OpenTarget(&w.Board, w.Point, w.Colour, w.Line); s.walk != nil {
			s.walkBoard = w.Board
		}
	}
	s.save(c)
}

func (s *drillScreen) save(c *Ctx) {
	if data, ok := s.m.TakeSave(); ok {
		c.Store.Save(storeDrills, string(data))
	}
	if data, ok := s.coach.TakeSave(); ok {
		c.Store.Save(storeCoach, string(data))
	}
}

// observe tells the coach of the answer just graded, once: the rating of
// the drill's cell, the tally and badge of its type.
func (s *drillScreen) observe() {
	m := s.m
	d := m.Drill()
	if m.Phase() != drillplay.Feedback || d == nil || d == s.graded {
		return
	}
	s.graded = d
	s.coach.Answer(d, m.Result().Correct)
	s.takeNotice()
}

// takeNotice keeps what the coach has to say, to show it.
func (s *drillScreen) takeNotice() {
	if n, ok := s.coach.TakeNotice(); ok {
		s.notice = n
	}
}

// coachLines adds the coach's lines to the view: on the menu, that the
// drills lean toward weak spots and the badges; in the summary, the
// badges after the round's result; and the coach's notice.
func (s *drillScreen) coachLines(lang msg.Lang, v *drillplay.View) {
	switch v.Phase {
	case drillplay.Menu:
		v.Lines = append(s.coach.MenuLines(lang, v.Type), v.Lines...)
	case drillplay.Summary:
		n := min(1, len(v.Lines))
		v.Lines = append(append(v.Lines[:n:n], s.coach.BadgeLines(lang, v.Type)...), v.Lines[n:]...)
	}
	if text := s.notice.Text(lang); text != "" {
		v.Notice = strings.TrimSpace(v.Notice + " " + text)
	}
}

// Layout places the nav bar, the text and the buttons (at the bottom of
// the panel, so they stay put from one drill to the next); an open walk
// takes the panel below the nav bar.
func (s *drillScreen) Layout(c *Ctx) []ui.Button {
	s.v = s.m.View(c.Lang)
	s.coachLines(c.Lang, &s.v)
	s.btns, s.title, s.text = c.rowsPanel(s.btns, s.v.Rows, s.walk)
	return s.btns
}

// drillKey is everything the screen shows.
type drillKey struct {
	phase        drillplay.Phase
	board, notes uint64
	prompt       string
	walk         ui.WalkKey
}

func (s *drillScreen) FrameKey(c *Ctx) any {
	pic := s.picture()
	v := &s.v
	return drillKey{phase: v.Phase, board: pic.Content(), notes: pic.NotesDigest(), prompt: v.Prompt + v.Notice + v.Detail + v.Status + strings.Join(v.Lines, "\n"), walk: s.walk.Key(c.Tick)}
}

// picture is the drill's board, or the walk's.
func (s *drillScreen) picture() picture.Board {
	if s.walk != nil {
		pic := picture.Board{Stones: s.walkBoard, Coords: true}
		pic.Add(s.walk.Notes()...)
		return pic
	}
	return s.v.Picture(s.hover, s.hovering)
}

func (s *drillScreen) Draw(c *Ctx, dst *ebiten.Image) {
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
	drawDrillText(c, dst, s.text, &s.v)
	k.Buttons(dst, s.btns)
}

// the keyboard's board cursor answers it.
func (s *drillScreen) AsksPoint() bool { return s.walk == nil && s.m.AsksPoint() }

// Speech is what the screen-reader mirror reads: the walk's step, or the
// drill's prompt, explanation, notice and status.
func (s *drillScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	return append([]string{s.v.Prompt, s.v.Detail, s.v.Notice, s.v.Status}, s.v.Lines...)
}

// SeedDrills makes the Drills' generator start from seed (renju.seedDrills:
// reproducible tests and demonstrations), if the screen was not opened
// yet.
func (g *Game) SeedDrills(seed uint64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, ok := g.screens[screenDrills]; !ok {
		g.keep(screenDrills, newDrillScreen(seed))
	}
}
