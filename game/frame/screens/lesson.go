package screens

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardview"
	"renju/game/features/lessonplay"
	"renju/game/features/rulespage"
	"renju/game/kit"
	"renju/game/kit/glyphs"
	"renju/game/services/feel"
	"renju/game/services/practiceset"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/practice"
	"renju/rules"
)

// lessonScreen is a lesson page: its text, its board (stones, numbered
// moves, letter marks), its walks, its task, the practice set and the
// lesson-complete moment. The flow is game/features/lessonplay's (Flow): the
// screen routes input to it, opens the walks it asks for, lays out and
// draws its view. An open walk takes the panel.
type lessonScreen struct {
	f *lessonplay.Flow
	// back is the screen the nav bar's back button returns to when it is
	// not the lesson menu (the homework, which opened the page).
	back     string
	walk     *kit.Walk
	rev      int // changes whenever the page's state does
	scroll   float64
	hover    rules.Point
	hovering bool
	// As laid out.
	v             lessonplay.View
	cv            lessonplay.Complete
	starRs        []layout.Rect // the lesson-complete moment's stars
	btns          []kit.Button
	dots          []kit.Button
	titleR, headR layout.Rect
	textR         layout.Rect
	// pagerText is the compact pager's "3 / 7" ("" when the dots show),
	// drawn in pagerR between its arrows.
	pagerText string
	pagerR    layout.Rect
	paras     []kit.Rich
	paraGap   []float64
	maxScr    float64
	// The answer shown and its play (feel.go).
	answerSeq  int
	answerSeen bool
	anim       feel.Anim
}

// shownWalk is the walk open on the screen (nil for none): the frame's
// tests read it through OpenWalk.
func (s *lessonScreen) shownWalk() *kit.Walk { return s.walk }

// practiceMaker makes a lesson's practice set in the worker
// (jobs.Practice): the page goes on drawing meanwhile.
type practiceMaker struct{}

func (practiceMaker) Plans(l *lessons.Lesson) bool { return practice.PlanFor(l) }
func (practiceMaker) Start(l *lessons.Lesson) lessonplay.PracticeSet {
	return practiceset.Start(Jobs, l, rand.Uint64(), practice.Size)
}

func openLesson(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	id, page, err := pageapi.ParseLessonArg(arg)
	if err != nil {
		return nil, err
	}
	s, ok := prev.(*lessonScreen)
	if !ok {
		s = &lessonScreen{f: lessonplay.NewFlow(c.Learn, c.Learn, practiceMaker{})}
	}
	turned, err := s.f.Open(id, page, link)
	if err != nil {
		return nil, err
	}
	// A page opened from the homework goes back to it.
	s.back = ""
	if c.From == screenHomework {
		s.back = screenHomework
	}
	if turned {
		s.turned()
	}
	return s, nil
}

// goPage shows page i (from 0) of lesson l.
func (s *lessonScreen) goPage(l *lessons.Lesson, i int) {
	s.f.Go(l, i)
	s.turned()
}

// turned resets what belongs to the page shown: its walk and scroll.
func (s *lessonScreen) turned() {
	s.walk = nil
	s.scroll = 0
	s.rev++
}

func (s *lessonScreen) Name() string { return NameLesson }

// Leave stops the practice set being made (lessonplay.Flow.Leave).
func (s *lessonScreen) Leave() { s.f.Leave() }

func (s *lessonScreen) Hash() string {
	return pageapi.FormatLessonHash(s.f.Lesson().ID, s.f.Page().Index()+1)
}

// PageState reports the lesson, the page (or the practice item), its
// board and the walk.
func (s *lessonScreen) PageState(st *pageapi.State) {
	ls := s.f.State()
	*st = pageapi.NewState(st.Screen, &ls.Board, ls.Fouls, st.Lang, false)
	st.Lesson, st.Page, st.Stage, st.Ask = ls.Lesson, ls.Page, ls.Stage.String(), ls.Ask
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

// openWalk opens the walk of point pt on the page's board.
func (s *lessonScreen) openWalk(pt rules.Point) { s.open(s.f.WalkOf(pt)) }

// open opens the walk the flow asks for (nil: none).
func (s *lessonScreen) open(a *lessonplay.WalkAsk) {
	if a == nil {
		return
	}
	var w *kit.Walk
	if a.HasLine {
		w = kit.OpenLineWalk(&a.Board, a.Point, a.Line, a.Label, a.Options...)
	}
	if w == nil {
		w = kit.OpenWalk(&a.Board, a.Point, rules.Black, a.Label, a.Options...)
	}
	if w != nil {
		s.walk = w
		s.rev++
	}
}

func (s *lessonScreen) Update(c *Ctx, in *input.Frame) {
	// The hovered point (a click task previews it).
	s.hovering = false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.f.Poll() {
		s.turned() // the practice is ready (or the moment follows)
	}
	if s.walk != nil {
		taps, _, closed := s.walk.Update(in, c.DT, c.Lang)
		s.rev++
		if closed {
			s.walk = nil
			return
		}
		for _, t := range taps {
			s.tap(c, t)
		}
		return
	}
	s.scroll += in.Scroll
	if s.anim.Running() {
		// A tap or a key ends the play, and still does what it does.
		if len(in.Taps) > 0 || len(in.Keys) > 0 {
			s.anim.Finish()
		} else {
			s.anim.Advance(c.DT)
		}
	}
	for _, t := range in.Taps {
		if s.tap(c, t) {
			return // another page or screen
		}
	}
	for _, k := range in.Keys {
		if id := s.f.KeyButton(k); id != "" && s.press(c, id) {
			return
		}
	}
}

// tap handles a tap; it reports whether it left the page.
func (s *lessonScreen) tap(c *Ctx, t input.Tap) bool {
	if t.Button != "" {
		return s.press(c, t.Button)
	}
	if s.walk != nil {
		return false
	}
	if pt, ok := c.Lay.PointAt(t.X, t.Y); ok && s.f.Tap(pt) {
		s.rev++
		c.Answered(s.f)
	}
	return false
}

// press carries out a button (or the key standing for it) through the
// flow; it reports whether it left the page.
func (s *lessonScreen) press(c *Ctx, id string) bool {
	s.rev++
	if id == BtnRules {
		_ = c.Open(rulespage.Name, "")
		return true
	}
	o := s.f.Press(id)
	c.Answered(s.f) // before the page can turn
	switch o.Exit {
	case lessonplay.Back:
		if s.back != "" {
			_ = c.Open(s.back, "")
			return true
		}
		_ = c.Open(screenLessons, "")
		return true
	case lessonplay.Menu:
		_ = c.Open(screenLessons, "")
		return true
	}
	if o.Play != "" {
		_ = c.Open(screenPlay, o.Play)
		return true
	}
	if o.Turned {
		s.turned()
	}
	s.open(o.Walk)
	return o.Left
}

// Layout places the panel: the nav row, the lesson's title, the page dots,
// the text (scrolled), the task's and the walks' buttons, and Previous /
// Next at the bottom; an open walk takes the panel below the nav row.
func (s *lessonScreen) Layout(c *Ctx) []kit.Button {
	s.answered(c)
	k := c.Kit
	l := c.Lay
	f := &k.F
	m := k.M()
	p := l.Panel
	gap := m.Space
	back := msg.NavLessons
	if s.back != "" {
		back = msg.MenuHomework
	}
	nav, head := c.NavBar(layout.Rect{X: p.X, Y: p.Y, W: p.W, H: m.TallRow}, lessonplay.BtnLessons, back)
	// The rules on one page, left of the language.
	rb := rulesButton(c)
	rw := math.Round(k.Advance(rb.Label, f.Bold) + 1.8*l.Font)
	lang := nav[len(nav)-1].Rect
	nav = append(nav, kit.Place(rb, layout.Rect{X: lang.X - m.Gap - rw, Y: lang.Y, W: rw, H: lang.H}))
	head.W -= rw + m.Gap
	s.headR = head
	s.btns = append(s.btns[:0], nav...)
	s.dots = s.dots[:0]
	switch {
	case s.f.Stage() == lessonplay.Finished:
		s.cv = s.f.Complete(c.Lang)
		s.v = lessonplay.View{Head: s.cv.Head}
		return s.layoutComplete(c)
	case s.walk != nil:
		s.v = s.f.View(c.Lang, true)
		return append(s.btns, s.walk.Layout(k, c.Lang, c.walkArea(m.TallRow, gap))...)
	}
	s.v = s.f.View(c.Lang, false)
	y := p.Y + m.TallRow + gap
	fit := s.fitPage(c, p.Y+p.H-y)
	s.pagerText = ""
	s.titleR = layout.Rect{X: p.X, Y: y, W: p.W, H: f.LineH}
	if fit.pager != nil {
		// The compact pager in the nav bar, left of Rules: ‹ 3 / 7 ›;
		// the lesson's title opens the text instead of a row of its own.
		n := len(s.v.Dots)
		s.pagerText = c.F(msg.PagerOf, s.f.Page().Index()+1, n)
		tw := math.Round(k.Advance(s.pagerText, f.Bold) + l.Font)
		widths := make([]float64, 2)
		for i, b := range fit.pager {
			widths[i] = m.Target
			if b.Label != "" {
				widths[i] = math.Round(k.Advance(b.Label, f.Bold) + 3*l.Font)
			}
		}
		need := widths[0] + tw + widths[1] + m.Gap
		if need > head.W && s.btns[0].Label != "" {
			// Back as its arrow alone (its name stays for the mirror).
			b := s.btns[0]
			b.Name, b.Label = b.Label, ""
			shift := b.Rect.W - m.Target
			b.Rect.W = m.Target
			s.btns[0] = b
			head.X -= shift
			head.W += shift
		}
		if need > head.W {
			// Still too wide (the last page's "开始练习 ›" on a 360-px
			// phone ran over Back): the count goes; the arrows and the
			// label that says where Next leads stay.
			s.pagerText, tw = "", 0
		}
		x := s.btns[2].Rect.X - m.Gap
		for i := 1; i >= 0; i-- {
			x -= widths[i]
			s.btns = append(s.btns, kit.Place(fit.pager[i], layout.Rect{X: x, Y: p.Y, W: widths[i], H: m.TallRow}))
			if i == 1 {
				x -= tw
				s.pagerR = layout.Rect{X: x, Y: p.Y, W: tw, H: m.TallRow}
			}
		}
		s.headR = layout.Rect{}
		s.titleR = layout.Rect{}
	} else {
		y += f.LineH + gap*0.5
	}

	// Page dots, each a tap target, where they fit in a row; else the
	// compact pager stands for them.
	n := len(s.v.Dots)
	if fit.dots {
		ds := m.Target
		dgap := math.Round(math.Min(l.Font*0.3, (p.W-float64(n)*ds)/float64(max(1, n-1))))
		for i, d := range s.v.Dots {
			s.dots = append(s.dots, kit.Place(screenview.Button{ID: d.ID, Style: screenview.Quiet, Name: c.F(msg.PageOf, i+1, n)}, layout.Rect{X: p.X + float64(i)*(ds+dgap), Y: y, W: ds, H: ds}))
		}
		y += ds + gap*0.5
	}

	// From the bottom up: Previous / Next, then the task's buttons and the
	// walks (fitPage's rows).
	bottom := p.Y + p.H
	for i := len(fit.rows) - 1; i >= 0; i-- {
		s.btns = append(s.btns, kit.Row(layout.Rect{X: p.X, Y: bottom - fit.rowH, W: p.W, H: fit.rowH}, fit.rows[i], fit.gap)...)
		bottom -= fit.rowH + fit.gap
	}

	// The text: what is left, scrolled.
	s.textR = layout.Rect{X: p.X, Y: y, W: p.W, H: math.Max(0, bottom-y)}
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	tw := p.W - k.ScrollRoom()
	if s.titleR.W == 0 { // compact: the title opens the text
		s.paras = append(s.paras, kit.Rich{Block: k.Paragraph(screenview.Text{S: s.v.Title, Face: screenview.Bold, Tone: screenview.Accent}, tw)})
		s.paraGap = append(s.paraGap, gap*0.5)
	}
	// The glossary's terms are links, each the first time the page names
	// it: in the text, then in the feedback.
	seen := map[string]bool{}
	for _, para := range s.v.Paragraphs {
		s.paras = append(s.paras, k.RichText(para, termLinks(para, c.Lang, seen), f.Body, f.LineH, tw, k.Th.Text))
		s.paraGap = append(s.paraGap, gap)
	}
	for _, t := range s.v.Feedback {
		face, lh := k.Face(t.Face)
		s.paras = append(s.paras, k.RichText(t.S, termLinks(t.S, c.Lang, seen), face, lh, tw, k.Tone(t.Tone)))
		s.paraGap = append(s.paraGap, gap*0.5)
	}
	total := 0.0
	for i, b := range s.paras {
		total += b.Height() + s.paraGap[i]
	}
	s.maxScr = math.Max(0, total-s.textR.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	// The terms' links where the text is now (scrolled).
	links := 0
	y = s.textR.Y - s.scroll
	for i, b := range s.paras {
		s.btns = append(s.btns, b.LinkButtons(s.textR.X, y, s.textR, &links, c.linkName)...)
		y += b.Height() + s.paraGap[i]
	}
	return append(s.btns, s.dots...)
}

// lessonLines is how many lines of a page's text stay in view in any
// window (TestLessonTextFitsSmallWindows checks every page).
const lessonLines = 5

// roomyLines is the text a page keeps in view with its dots and its foot's
// Previous and Next: with fewer (a phone), the compact pager gives the
// text their room. At 5 lines a phone's page showed its question and
// half its feedback above four rows of buttons.
const roomyLines = 8

// pageFit is how a lesson page's panel is packed: its rows of buttons,
// bottom last (the task's, the walks', Previous and Next), their height
// and gap, whether the page dots show (a row of tap targets), and
// Previous and Next when they go beside the title instead, with "3 / 7"
// between them: the compact pager.
type pageFit struct {
	rows      [][]screenview.Button
	rowH, gap float64
	dots      bool
	pager     []screenview.Button
}

// fitPage packs the page's panel into the height avail below the nav
// bar: as usual (the dots under the title, Previous and Next at the
// foot) when the dots fit across and that leaves lessonLines lines of
// text; else tighter (a small window, a phone): the rows closer, and the
// compact pager beside the title instead of the dots and the foot's
// Previous and Next ("Practise ›" keeps its word).
func (s *lessonScreen) fitPage(c *Ctx, avail float64) pageFit {
	k := c.Kit
	f := &k.F
	m := k.M()
	p := c.Lay.Panel
	gap := m.Space
	pager := []screenview.Button{s.v.Prev, s.v.Next}
	rows := k.FlowRows(s.v.Buttons, p.W, gap)
	waiting := s.f.Stage() == lessonplay.Preparing
	if !waiting {
		rows = append(rows, pager)
	}
	n := float64(len(s.v.Dots))
	dotsFit := n*m.Target+(n-1)*math.Round(c.Lay.Font*0.3) <= p.W
	text := avail - (f.LineH + gap*0.5) - (m.Target + gap*0.5) - float64(len(rows))*(m.TallRow+gap)
	if dotsFit && (text >= roomyLines*f.LineH || waiting) {
		return pageFit{rows: rows, rowH: m.TallRow, gap: gap, dots: true}
	}
	fit := pageFit{rowH: m.Row, gap: m.Gap, pager: pager}
	fit.rows = k.DenseRows(s.v.Buttons, p.W, m.Gap, m.Row)
	// Arrows alone; their names stay for the mirror.
	fit.pager[0].Name, fit.pager[0].Label = fit.pager[0].Label, ""
	if fit.pager[1].Label == c.T(msg.BtnNextPage) {
		fit.pager[1].Name, fit.pager[1].Label = fit.pager[1].Label, ""
	}
	return fit
}

type lessonKey struct {
	rev      int
	scroll   float64
	hover    rules.Point
	hovering bool
	walk     kit.WalkKey
	play     float64 // the answer's play (1: none, or over)
}

func (s *lessonScreen) FrameKey(c *Ctx) any {
	return lessonKey{rev: s.rev, scroll: s.scroll, hover: s.hover, hovering: s.hovering, walk: s.walk.Key(c.Tick), play: s.anim.Progress()}
}

// picture is the board shown (lessonplay.Flow.Picture), with the walk's
// marks when one is open.
func (s *lessonScreen) picture() boardview.Board {
	pic := s.f.Picture(s.walk != nil, s.hover, s.hovering)
	pic = pic.Played(s.anim.Progress())
	if s.walk != nil {
		pic.Add(s.walk.Notes()...)
	}
	return pic
}

func (s *lessonScreen) Draw(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	l := c.Lay
	dst.Fill(th.Background)
	pic := s.picture()
	k.Board(dst, &pic, c.Tick)
	if s.headR.W > 0 && s.headR.W >= k.Advance(s.v.Head, f.Small) {
		// Whole or not at all (a phone: the pager says the page).
		k.Line(dst, s.v.Head, f.Small, s.headR.X, s.headR.Y, s.headR.H, th.Dim)
	}
	k.Buttons(dst, s.btns[:3])
	if s.walk != nil {
		s.walk.Draw(k, dst)
		return
	}
	if s.f.Stage() == lessonplay.Finished {
		s.drawComplete(c, dst)
		return
	}
	if s.titleR.W > 0 {
		k.Title(dst, s.v.Title, s.titleR, th.Accent)
	}
	if s.pagerText != "" {
		pr := s.pagerR
		k.Text(dst, s.pagerText, f.Bold, pr.X+pr.W/2, pr.Y+pr.H/2, th.Text, glyphs.Center, glyphs.Center)
	}
	// Page dots: done (green), the current page (ringed), a star; each
	// drawn a little smaller than its tap target.
	for i, b := range s.dots {
		d := s.v.Dots[i]
		rc := b.Rect
		cx, cy := rc.X+rc.W/2, rc.Y+rc.H/2
		rc.W = math.Min(rc.W, math.Round(l.Font*1.5))
		rad := rc.W * 0.3
		fill := th.ButtonHi
		if d.Done {
			fill = kit.WithAlpha(th.Good, 0.85)
		}
		if k.Hovered(b.ID) {
			rad = rc.W * 0.36
		}
		k.Bar(dst, layout.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, fill)
		if d.Current {
			kit.StrokePath(dst, kit.CirclePath(cx, cy, rc.W*0.46), math.Max(1.5, l.Scale*1.5), th.Active)
		}
		if d.Star > 0 {
			is := rc.W * 0.62
			k.PartStar(dst, cx-is/2, cy-is/2, is, d.Star, th.Star)
		}
	}

	// The text, scrolled within its area.
	clip := kit.Clip(dst, s.textR)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		if y+b.Height() >= s.textR.Y && y <= s.textR.Y+s.textR.H {
			b.Draw(k, clip, s.textR.X, y)
		}
		y += b.Height() + s.paraGap[i]
	}
	k.ScrollBar(dst, k.ScrollX(s.textR), s.textR, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns[3:])
}

// layoutComplete places the lesson-complete moment: the title, a star for
// each task (whole, part or open), the score, the practice's score, what
// the lesson taught, the next lesson, and the buttons at the bottom.
func (s *lessonScreen) layoutComplete(c *Ctx) []kit.Button {
	k := c.Kit
	f := &k.F
	m := k.M()
	p := c.Lay.Panel
	gap := m.Space
	y := p.Y + m.TallRow + gap
	s.titleR = layout.Rect{X: p.X, Y: y, W: p.W, H: f.LineH}
	y += f.LineH + gap
	is := math.Round(c.Lay.Font * 1.7)
	sgap := math.Round(is * 0.2)
	perRow := max(1, int((p.W+sgap)/(is+sgap)))
	s.starRs = s.starRs[:0]
	for i := range s.cv.Stars {
		r, col := i/perRow, i%perRow
		s.starRs = append(s.starRs, layout.Rect{X: p.X + float64(col)*(is+sgap), Y: y + float64(r)*(is+sgap), W: is, H: is})
	}
	if n := len(s.cv.Stars); n > 0 {
		y += float64((n+perRow-1)/perRow)*(is+sgap) + gap*0.5
	}
	rowH := m.TallRow
	bottom := p.Y + p.H
	rows := k.FlowRows(s.cv.Buttons, p.W, gap)
	for i := len(rows) - 1; i >= 0; i-- {
		s.btns = append(s.btns, kit.Row(layout.Rect{X: p.X, Y: bottom - rowH, W: p.W, H: rowH}, rows[i], gap)...)
		bottom -= rowH + gap
	}
	s.textR = layout.Rect{X: p.X, Y: y, W: p.W, H: math.Max(0, bottom-y)}
	tw := p.W - k.ScrollRoom()
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	add := func(t screenview.Text, g float64) {
		if t.S != "" {
			s.paras = append(s.paras, kit.Rich{Block: k.Paragraph(t, tw)})
			s.paraGap = append(s.paraGap, g)
		}
	}
	add(screenview.Text{S: s.cv.Score, Face: screenview.Bold, Tone: screenview.Star}, gap*0.5)
	add(screenview.Text{S: s.cv.Practice, Tone: screenview.Body}, gap)
	add(screenview.Text{S: s.cv.Learned, Face: screenview.Bold, Tone: screenview.Accent, Heading: true}, gap*0.3)
	add(screenview.Text{S: s.cv.Summary, Tone: screenview.Body}, gap)
	add(screenview.Text{S: s.cv.Next, Tone: screenview.Dim}, gap)
	total := 0.0
	for i, b := range s.paras {
		total += b.Height() + s.paraGap[i]
	}
	s.maxScr = math.Max(0, total-s.textR.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	return s.btns
}

// drawComplete paints the lesson-complete moment.
func (s *lessonScreen) drawComplete(c *Ctx, dst *ebiten.Image) {
	k := c.Kit
	th := &k.Th
	k.Title(dst, s.cv.Title, s.titleR, th.Good)
	for i, r := range s.starRs {
		k.PartStar(dst, r.X, r.Y, r.W, s.cv.Stars[i], th.Star)
	}
	clip := kit.Clip(dst, s.textR)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		b.Draw(k, clip, s.textR.X, y)
		y += b.Height() + s.paraGap[i]
	}
	k.ScrollBar(dst, k.ScrollX(s.textR), s.textR, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns[3:])
}

// AsksPoint: a task answered on the board waits for a point (no walk
// open); the keyboard's board cursor answers it.
func (s *lessonScreen) AsksPoint() bool {
	return s.walk == nil && s.f.AsksPoint()
}

// Speech is what the screen-reader mirror reads: the walk's step, the
// lesson-complete moment, or the page (its heading, text, the task's
// prompt and feedback), as laid out.
func (s *lessonScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	if s.f.Stage() == lessonplay.Finished {
		cv := s.cv
		return []string{cv.Head, cv.Title, cv.Score, cv.Practice, cv.Learned, cv.Summary, cv.Next}
	}
	out := append([]string{s.v.Head + " · " + s.v.Title}, s.v.Paragraphs...)
	for _, t := range s.v.Feedback {
		out = append(out, t.S)
	}
	return out
}

// FocusScope is the page shown (a practice item, the lesson's end): the
// keyboard's focus is dropped when it changes, so Enter on the next page
// presses nothing the learner has not seen focused there.
func (s *lessonScreen) FocusScope() string {
	st := s.f.State()
	return s.Hash() + "/" + st.Stage.String() + "/" + strconv.Itoa(st.Page)
}

// TabStart is where Tab begins on the page: its task's first choice,
// else Next (or the lesson end's next lesson).
func (s *lessonScreen) TabStart(c *Ctx) string {
	first := ""
	for _, b := range s.btns {
		switch {
		case b.Disabled:
		case strings.HasPrefix(b.ID, lessonplay.BtnChoice) && first == "":
			return b.ID
		case b.ID == lessonplay.BtnNext || b.ID == lessonplay.BtnCompleteNext:
			first = b.ID
		}
	}
	return first
}
