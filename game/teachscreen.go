package game

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/homework"
	"renju/game/hwteach"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/platform"
	"renju/game/ui"
	"renju/lessons"
)

// The teacher's homework screen: game/hwteach's model, opened from the
// Classroom ("#teach"): build a homework and send its link (or project its
// QR code for a same-seed race), collect the students' codes in the class
// table, download the table as CSV and the drills as a worksheet PDF.

const (
	screenTeach = "teach"
	// storeTeach is the storage key of the homework and its table.
	storeTeach = "renju.teach"
	// btnTeachBack goes back to the Classroom.
	btnTeachBack = "teach.back"
)

type teachScreen struct {
	m   *hwteach.Model
	rng *rand.Rand
	// copying is the link being copied; sheet the worksheet being made.
	copying *platform.Pending
	copyURL string
	sheet   sheetJob
	// As laid out.
	v     hwteach.View
	btns  []ui.Button
	title layout.Rect
	text  layout.Rect
	// shown is how many of the table's rows the board area holds.
	shown int
}

func openTeach(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	if s, ok := prev.(*teachScreen); ok {
		return s, nil
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, seed>>7))
	s := &teachScreen{m: hwteach.New(lessons.All(), rng.Uint64N(hwteach.SeedRange)), rng: rng}
	if v, ok := c.Store.Load(storeTeach); ok {
		_ = s.m.Load([]byte(v)) // the screen says what was wrong
	}
	return s, nil
}

func (s *teachScreen) Name() string { return screenTeach }
func (s *teachScreen) Hash() string { return "#" + screenTeach }

// PageState reports the homework's link and the table.
func (s *teachScreen) PageState(st *pageapi.State) {
	t := s.m.Table()
	ps := pageapi.Teach{Phase: s.m.Phase().String(), Link: s.m.Link(), TableID: t.ID(), Rows: []pageapi.TeachRow{}}
	if err := s.m.Err(); err == nil {
		ps.ID = s.m.Homework().ID()
	}
	for _, r := range t.Rows() {
		ps.Rows = append(ps.Rows, pageapi.TeachRow{Name: r.Name, Score: r.Score, Total: r.Total, Seconds: r.Seconds})
	}
	for _, e := range s.m.Errors() {
		ps.Refused = append(ps.Refused, e.Error())
	}
	st.Teach = &ps
}

func (s *teachScreen) Update(c *Ctx, in *input.Frame) {
	m := s.m
	s.poll()
	for _, t := range in.Taps {
		if t.Button == btnTeachBack {
			_ = c.Open(screenClass, "")
			return
		}
		if a := hwteach.ActionOf(t.Button); a != hwteach.NoAction {
			m.Do(a, s.rng)
		}
	}
	for _, k := range in.Keys {
		if k.Key == input.KeyEscape && m.Phase() == hwteach.Build {
			_ = c.Open(screenClass, "")
			return
		}
		m.Do(m.KeyAction(k), s.rng)
	}
	s.perform(c)
	if data, ok := m.TakeSave(); ok {
		c.Store.Save(storeTeach, string(data))
	}
}

// perform carries out what the model asks of the browser.
func (s *teachScreen) perform(c *Ctx) {
	m := s.m
	switch m.TakeRequest() {
	case hwteach.ReqTitle:
		if t, ok := c.Prompt(c.T(msg.HwtAskTitle), m.Title(), shortAnswer); ok {
			_ = m.SetTitle(t)
		}
	case hwteach.ReqPages:
		l := m.Shown()
		if t, ok := c.Prompt(c.F(msg.HwtAskPages, l.Title.Get(string(c.Lang)), len(l.Pages)), m.PagesText(l.ID), shortAnswer); ok {
			_ = m.SetPages(t)
		}
	case hwteach.ReqCopyLink:
		s.copyURL = platform.PageURL() + homework.FormatHash(m.Homework())
		s.copying = platform.CopyText(s.copyURL)
	case hwteach.ReqPaste:
		if t, ok := c.Prompt(c.T(msg.HwtAskPaste), "", hwteach.MaxPaste); ok && strings.TrimSpace(t) != "" {
			m.Paste(t)
		}
	case hwteach.ReqCSV:
		platform.Download(m.CSV(c.Lang), m.CSVName(), "text/csv")
		m.Say(msg.Say(msg.HwtCSVSaved, m.CSVName()))
	case hwteach.ReqWorksheet:
		s.makeSheet(c)
	}
}

// Leave stops the worksheet being made, if one is: the learner has
// gone elsewhere, and a download arriving later would surprise them.
func (s *teachScreen) Leave() { s.sheet.cancel(s.m.Say) }

// makeSheet has the worker make the homework's drills as a worksheet;
// poll downloads it.
func (s *teachScreen) makeSheet(c *Ctx) {
	h := s.m.Homework()
	o := sheetOrder(c)
	o.Types, o.Level, o.Count, o.Seed, o.Title = h.Drills.Types, h.Drills.Level, h.Drills.Count, h.Drills.Seed, h.Title
	s.sheet.start(o, s.m.Say)
}

// poll takes the copy's and the worksheet's outcomes.
func (s *teachScreen) poll() {
	if s.copying != nil {
		if done, ok := s.copying.Result(); done {
			s.m.LinkCopied(s.copyURL, ok)
			s.copying = nil
		}
	}
	s.sheet.poll(func() string { return "renju-worksheet-" + s.m.Homework().ID() + ".pdf" }, s.m.Say)
}

// Layout places the nav bar (back to the Classroom), the text and the
// buttons at the panel's foot.
func (s *teachScreen) Layout(c *Ctx) []ui.Button {
	s.v = s.m.View(c.Lang, platform.PageURL())
	s.btns, s.title, s.text = c.rowsPanelBack(s.btns, s.v.Rows, nil, btnTeachBack, msg.MenuClassroom)
	return s.btns
}

type teachKey struct {
	texts string
	qr    int
	shown int
}

func (s *teachScreen) FrameKey(c *Ctx) any {
	var rows strings.Builder
	for _, r := range s.v.Rows {
		for _, b := range r {
			rows.WriteString(b.Label + "\x00" + b.ID + "\x00" + b.Key + "\x00" + string(rune('0'+b.Style)))
		}
	}
	for _, r := range s.v.Table {
		rows.WriteString(strings.Join(r, "\x00"))
	}
	return teachKey{texts: strings.Join(append(append([]string{s.v.Title, s.v.Status, s.v.Warning, s.v.Notice, s.v.Keys, s.v.URL, rows.String()}, s.v.Lines...), s.v.Errors...), "\n"),
		qr: len(s.v.QR), shown: s.shown}
}

// tableWeights share the table's width: rank, name, score, the misses of
// each kind and the time.
var tableWeights = []float64{0.06, 0.26, 0.19, 0.09, 0.09, 0.09, 0.09, 0.13}

func (s *teachScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	dst.Fill(th.Background)
	b := c.Lay.Board
	switch {
	case s.v.Phase == hwteach.Class:
		s.shown = k.Table(dst, s.v.Header, s.v.Table, tableWeights, b)
	case s.v.QR != nil:
		// The homework's QR code where the board was: projected, the class
		// scans it (a same-seed race).
		pad := b.W * 0.06
		k.QR(dst, s.v.QR, layout.Rect{X: b.X + pad, Y: b.Y + pad, W: b.W - 2*pad, H: b.H - 2*pad})
	default:
		pic := picture.Board{Coords: true}
		k.Board(dst, &pic, c.Tick)
	}
	k.Title(dst, s.v.Title, s.title, th.Text)
	s.drawText(c, dst)
	k.Buttons(dst, s.btns)
}

func (s *teachScreen) drawText(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	v := &s.v
	w := s.text.W
	t := newTextFlow(k, dst, s.text)
	put := t.put
	put(k.Block(v.Status, f.Small, f.SmallLineH, w, th.Dim))
	if v.Warning != "" {
		// First, before the link and the QR code it is about: the
		// teacher must not hand out a link that phones cannot open.
		put(k.Block(v.Warning, f.Bold, f.LineH, w, th.Bad))
	}
	if v.Notice != "" {
		put(k.Block(v.Notice, f.Bold, f.LineH, w, th.Notice))
	}
	for _, e := range v.Errors {
		put(k.Block(e, f.Body, f.LineH, w, th.Bad))
		t.back(0.5)
	}
	if more := len(v.Table) - s.shown; v.Phase == hwteach.Class && more > 0 {
		put(k.Block(c.F(msg.HwtTableMore, more), f.Body, f.LineH, w, th.Text))
	}
	for _, ln := range v.Lines {
		put(k.Block(ln, f.Body, f.LineH, w, th.Text))
		t.back(0.5)
	}
	if c.Keyboard {
		put(k.Block(v.Keys, f.Small, f.SmallLineH, w, th.Dim))
	}
}

// Speech is what the screen-reader mirror reads: the text, then the
// table's rows.
func (s *teachScreen) Speech(c *Ctx) []string {
	out := append(append([]string{s.v.Status, s.v.Warning, s.v.Notice}, s.v.Errors...), s.v.Lines...)
	for _, r := range s.v.Table {
		out = append(out, strings.Join(r, ", "))
	}
	return out
}
