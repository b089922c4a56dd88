package game

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/lessonplay"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/picture"
	"renju/game/practice"
	"renju/game/routes"
	"renju/game/ui"
	"renju/game/view"
	"renju/lessons"
	"renju/rules"
)

// lessonScreen is a lesson page: its text, its board (stones, numbered
// moves, letter marks), its walks, its task (game/lessonplay: choices,
// feedback, a hint, the walk of the point that explains the answer), and
// the way to the previous and next pages. An open walk takes the panel.
type lessonScreen struct {
	pg *lessonplay.Page
	// back is the screen the nav bar's back button returns to when it is
	// not the lesson menu (the homework, which opened the page).
	back string
	// After the last page: the practice set (pr, made in the background
	// by pending; waiting while it is not ready yet), then the
	// lesson-complete moment (complete).
	pr       *lessonplay.Practice
	pending  *practice.Pending
	waiting  bool
	complete bool
	fouls    []rules.Foul // the page's forbidden points (for state())
	walk     *ui.Walk
	rev      int // changes whenever the page's state does
	scroll   float64
	hover    rules.Point
	hovering bool
	// As laid out.
	v             lessonplay.View
	cv            lessonplay.Complete
	starRs        []layout.Rect // the lesson-complete moment's stars
	btns          []ui.Button
	dots          []ui.Button
	titleR, headR layout.Rect
	textR         layout.Rect
	dotsInNav     bool // a small window: the page dots in the nav bar
	paras         []ui.Block
	paraGap       []float64
	maxScr        float64
}

func openLesson(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	id, page, err := routes.Lesson(arg, func(id string) (int, bool) {
		if i := c.Learn.Index(id); i >= 0 {
			return len(c.Learn.All()[i].Pages), true
		}
		return 0, false
	}, link)
	if err != nil {
		return nil, err
	}
	l := c.Learn.All()[c.Learn.Index(id)]
	s, ok := prev.(*lessonScreen)
	if !ok {
		s = &lessonScreen{}
	}
	// A page opened from the homework goes back to it.
	s.back = ""
	if c.From == screenHomework {
		s.back = screenHomework
	}
	if s.pg == nil || s.pg.Lesson() != l || s.pg.Index() != page-1 {
		s.goPage(c, l, page-1)
	}
	return s, nil
}

// goPage shows page i (from 0) of lesson l (the visit is recorded). Near
// the lesson's end (its last two pages) the practice set starts being
// made, so that it is ready when the learner is; a set being made for
// another lesson is dropped.
func (s *lessonScreen) goPage(c *Ctx, l *lessons.Lesson, i int) {
	if s.pg != nil && s.pg.Lesson() != l {
		s.pending.Stop()
		s.pending = nil
	}
	if s.pending == nil && i >= len(l.Pages)-2 {
		s.startPractice(l)
	}
	s.pg = lessonplay.New(l, i, c.Learn)
	s.pr, s.waiting, s.complete = nil, false, false
	s.shown()
}

// startPractice starts making a new practice set for l.
func (s *lessonScreen) startPractice(l *lessons.Lesson) {
	s.pending.Stop() // one set at a time: the last lesson's is dropped
	s.pending = nil
	if practice.PlanFor(l) {
		// Made in the worker (jobs.Practice): the page goes on drawing.
		s.pending = practice.Start(Jobs, l, rand.Uint64(), practice.Size)
	}
}

// shown resets what belongs to the page shown: its fouls, walk and scroll.
func (s *lessonScreen) shown() {
	b := s.cur().Page().Board
	s.fouls = rules.ForbiddenMap(&b)
	s.walk = nil
	s.scroll = 0
	s.rev++
}

// cur is the page shown: a lesson page or a practice item.
func (s *lessonScreen) cur() *lessonplay.Page {
	if s.pr != nil && s.pr.Page() != nil {
		return s.pr.Page()
	}
	return s.pg
}

// finish goes on from the lesson's last page: to the practice (waiting
// for it if it is not made yet), or to the lesson-complete moment.
func (s *lessonScreen) finish() {
	s.walk = nil
	if s.pending == nil {
		s.startPractice(s.pg.Lesson())
	}
	if s.pending == nil {
		s.complete = true
		s.rev++
		return
	}
	items, ok := s.pending.Ready()
	if !ok {
		s.waiting = true
		s.rev++
		return
	}
	s.waiting = false
	s.pending = nil // used: the next time through makes a new set
	if len(items) == 0 {
		s.complete = true
		s.rev++
		return
	}
	s.pr = lessonplay.NewPractice(s.pg.Lesson(), items)
	s.shown()
}

func (s *lessonScreen) Name() string { return screenLesson }

// Leave stops the practice set being made: the worker's time is for the
// screen shown. The set is asked for again near the lesson's end, or at
// once if the learner was waiting for it.
func (s *lessonScreen) Leave() {
	s.pending.Stop()
	s.pending = nil
}
func (s *lessonScreen) Hash() string {
	return pageapi.FormatLessonHash(s.pg.Lesson().ID, s.pg.Index()+1)
}

// PageState reports the lesson, the page (or the practice item), its
// board and the walk.
func (s *lessonScreen) PageState(st *pageapi.State) {
	b, fouls := s.cur().Page().Board, s.fouls
	if s.complete {
		b, fouls = rules.Board{}, nil // the board the moment shows
	}
	*st = pageapi.NewState(st.Screen, &b, fouls, st.Lang, false)
	st.Lesson = s.pg.Lesson().ID
	st.Page = s.pg.Index() + 1
	switch {
	case s.complete:
		st.Stage = "complete"
	case s.waiting:
		st.Stage = "preparing"
	case s.pr != nil:
		st.Stage = "practice"
		st.Page = s.pr.Page().Index() + 1
	default:
		st.Stage = "page"
	}
	if t := s.cur().Task(); t != nil && !s.complete {
		switch t.Type {
		case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse, lessons.TaskClickPoint, lessons.TaskFifthPair:
			st.Ask = t.Point.String()
		}
	}
	if s.walk != nil {
		st.Step = s.walk.P.Index() + 1
		st.Walk = s.walk.P.Point().String()
	}
}

// openWalk opens the walk of point pt on the page's board.
func (s *lessonScreen) openWalk(pt rules.Point) { s.openWalkOn(s.cur().Page().Board, pt) }

// openWalkOn opens the walk of point pt on board b, told with the page's
// letters; on the page's own board, a live-or-false task's point opens
// the walk of the line asked about.
func (s *lessonScreen) openWalkOn(b rules.Board, pt rules.Point) {
	if b.At(pt) != rules.Empty {
		return
	}
	pg := s.cur()
	label, opts := pg.Page().Label(pt), pg.WalkOptions()
	var w *ui.Walk
	if dir, ok := pg.WalkLine(pt); ok && b == pg.Page().Board {
		w = ui.OpenLineWalk(&b, pt, dir, label, opts...)
	}
	if w == nil {
		w = ui.OpenWalk(&b, pt, rules.Black, label, opts...)
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
	if s.waiting {
		if _, ok := s.pending.Ready(); ok || s.pending == nil {
			s.finish() // or asks again for the set Leave stopped
		}
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
	for _, t := range in.Taps {
		if s.tap(c, t) {
			return // another page or screen
		}
	}
	for _, k := range in.Keys {
		if id := s.keyButton(k); id != "" && s.press(c, id) {
			return
		}
	}
}

// keyButton is the button a key stands for: the page's (lessonplay), or on
// the lesson-complete moment Enter / → for the next lesson, ← to review.
func (s *lessonScreen) keyButton(k input.Press) string {
	if !s.complete && !s.waiting {
		return s.cur().KeyButton(k)
	}
	switch {
	case k.Ctrl:
	case k.Key == input.KeyEscape:
		return lessonplay.BtnLessons
	case s.complete && (k.Key == input.KeyEnter || k.Key == input.KeyRight):
		return lessonplay.BtnCompleteNext
	case s.complete && k.Key == input.KeyLeft:
		return lessonplay.BtnCompleteReview
	}
	return ""
}

// tap handles a tap; it reports whether it left the page.
func (s *lessonScreen) tap(c *Ctx, t input.Tap) bool {
	if t.Button != "" {
		return s.press(c, t.Button)
	}
	if s.walk != nil {
		return false
	}
	if s.complete || s.waiting {
		return false
	}
	if pt, ok := c.Lay.PointAt(t.X, t.Y); ok {
		s.cur().Tap(pt)
		s.rev++
	}
	return false
}

// press handles a button (or the key standing for it); it reports whether
// it left the page.
func (s *lessonScreen) press(c *Ctx, id string) bool {
	l := s.pg.Lesson()
	s.rev++
	switch id {
	case lessonplay.BtnLessons:
		if s.back != "" {
			_ = c.Open(s.back, "")
			return true
		}
		_ = c.Open(screenLessons, "")
		return true
	case lessonplay.BtnCompleteNext:
		if next := c.Learn.After(l); next != nil {
			s.goPage(c, next, 0)
		} else {
			_ = c.Open(screenLessons, "")
		}
		return true
	case lessonplay.BtnPracticeAgain:
		s.startPractice(l)
		s.pr, s.complete = nil, false
		s.finish()
		return true
	case lessonplay.BtnCompleteReview:
		s.goPage(c, l, 0)
		return true
	case lessonplay.BtnSkipPractice:
		s.pr, s.complete = nil, true
		return true
	}
	if s.complete || s.waiting {
		return false
	}
	pg := s.cur()
	if id == lessonplay.BtnHint && pg.NextHint() == lessonplay.HintWalk {
		pg.TakeHint() // the last tier: the walk, step by step
		if pt, ok := pg.HintWalkPoint(); ok {
			s.openWalk(pt)
		}
		return false
	}
	if pt, ok := pg.WalkOf(id); ok {
		b := pg.Page().Board
		if id == lessonplay.BtnWhy {
			b = pg.WalkBoard() // a white-trap's position after White's move
		}
		s.openWalkOn(b, pt)
		return false
	}
	switch {
	case id == lessonplay.BtnPrev:
		switch {
		case s.pr != nil && pg.Index() > 0:
			s.pr.Go(pg.Index() - 1)
			s.shown()
		case s.pr != nil:
			s.pr = nil // back from the practice to the lesson's last page
			s.shown()
		case pg.Index() > 0:
			s.goPage(c, l, pg.Index()-1)
		default:
			return false
		}
		return true
	case id == lessonplay.BtnNext:
		switch {
		case s.pr != nil:
			if s.pr.Next() {
				s.shown()
			} else {
				s.complete = true // keep pr: its score is shown
			}
		case pg.Index() < len(l.Pages)-1:
			s.goPage(c, l, pg.Index()+1)
		default:
			s.finish() // the last page: practice, then the lesson is complete
		}
		return true
	case strings.HasPrefix(id, lessonplay.BtnDot):
		n, err := strconv.Atoi(id[len(lessonplay.BtnDot):])
		if err != nil || n-1 == pg.Index() {
			return false
		}
		if s.pr != nil {
			if n >= 1 && n <= s.pr.Len() {
				s.pr.Go(n - 1)
				s.shown()
				return true
			}
		} else if n >= 1 && n <= len(l.Pages) {
			s.goPage(c, l, n-1)
			return true
		}
	default:
		pg.Press(id)
	}
	return false
}

// Layout places the panel: the nav row, the lesson's title, the page dots,
// the text (scrolled), the task's and the walks' buttons, and Previous /
// Next at the bottom; an open walk takes the panel below the nav row.
func (s *lessonScreen) Layout(c *Ctx) []ui.Button {
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
	s.headR = head
	s.dotsInNav = false
	s.btns = append(s.btns[:0], nav...)
	s.dots = s.dots[:0]
	pg := s.cur()
	at := lessonplay.Place{Number: c.Learn.Index(s.pg.Lesson().ID) + 1, LastLesson: c.Learn.After(s.pg.Lesson()) == nil,
		Practice: practice.PlanFor(s.pg.Lesson()), InPractice: s.pr != nil}
	headS := pg.Head(c.Lang, at)
	if s.pr != nil {
		headS = s.pr.Head(c.Lang, at)
	}
	switch {
	case s.complete:
		s.cv = lessonplay.CompleteView(c.Lang, s.pg.Lesson(), at.Number, c.Learn, s.pr, practice.PlanFor(s.pg.Lesson()), c.Learn.After(s.pg.Lesson()))
		s.v = lessonplay.View{Head: s.cv.Head}
		return s.layoutComplete(c)
	case s.waiting:
		s.v = lessonplay.View{Head: headS, Title: s.pg.Lesson().Title.Get(string(c.Lang)), Paragraphs: []string{c.T(msg.PracticePreparing)}}
		if s.pending.Lost() {
			s.v.Paragraphs = append(s.v.Paragraphs, c.T(msg.JobLost))
		}
	case s.walk != nil:
		s.v = lessonplay.View{Head: headS}
		return append(s.btns, s.walk.Layout(k, c.Lang, c.walkArea(m.TallRow, gap))...)
	default:
		s.v = pg.View(c.Lang, at)
		s.v.Head = headS
	}
	if s.pr != nil || s.waiting {
		s.v.Buttons = append(s.v.Buttons, view.Button{ID: lessonplay.BtnSkipPractice, Label: c.T(msg.BtnSkipPractice), Style: view.Quiet})
	}
	y := p.Y + m.TallRow + gap
	fit := s.fitPage(c, p.Y+p.H-y)
	s.dotsInNav = fit.dotsInNav
	s.titleR = layout.Rect{X: p.X, Y: y, W: p.W, H: f.LineH}
	if fit.pager != nil { // Previous and Next at the title's right
		row := layout.Rect{X: p.X, Y: y, W: p.W, H: fit.rowH}
		x := row.X + row.W
		for i := len(fit.pager) - 1; i >= 0; i-- {
			b := fit.pager[i]
			bw := math.Round(fit.rowH * 1.2)
			if b.Label != "" {
				bw = math.Round(k.Advance(b.Label, f.Bold) + 3*l.Font)
			}
			x -= bw
			s.btns = append(s.btns, ui.Place(b, layout.Rect{X: x, Y: row.Y, W: bw, H: row.H}))
			x -= fit.gap
		}
		s.titleR = layout.Rect{X: p.X, Y: y, W: x - p.X - fit.gap, H: row.H}
		y += row.H - f.LineH
	}
	y += f.LineH + gap*0.5

	// Page dots: under the title, or in the nav bar instead of the head.
	n := len(s.v.Dots)
	ds := math.Round(l.Font * 1.15)
	dr := layout.Rect{X: p.X, Y: y, W: p.W, H: ds}
	if fit.dotsInNav {
		dr = layout.Rect{X: head.X, Y: math.Round(head.Y + (head.H-ds)/2), W: head.W, H: ds}
	} else {
		y += ds + gap
	}
	dgap := math.Round(math.Min(l.Font*0.55, (dr.W-float64(n)*ds)/float64(max(1, n-1))))
	for i, d := range s.v.Dots {
		s.dots = append(s.dots, ui.Place(view.Button{ID: d.ID, Style: view.Quiet, Name: c.F(msg.PageOf, i+1, n)}, layout.Rect{X: dr.X + float64(i)*(ds+dgap), Y: dr.Y, W: ds, H: ds}))
	}

	// From the bottom up: Previous / Next, then the task's buttons and the
	// walks (fitPage's rows).
	bottom := p.Y + p.H
	for i := len(fit.rows) - 1; i >= 0; i-- {
		s.btns = append(s.btns, ui.Row(layout.Rect{X: p.X, Y: bottom - fit.rowH, W: p.W, H: fit.rowH}, fit.rows[i], fit.gap)...)
		bottom -= fit.rowH + fit.gap
	}

	// The text: what is left, scrolled.
	s.textR = layout.Rect{X: p.X, Y: y, W: p.W, H: math.Max(0, bottom-y)}
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	tw := p.W - k.ScrollRoom()
	for _, para := range s.v.Paragraphs {
		s.paras = append(s.paras, k.Block(para, f.Body, f.LineH, tw, k.Th.Text))
		s.paraGap = append(s.paraGap, gap)
	}
	for _, t := range s.v.Feedback {
		s.paras = append(s.paras, k.Paragraph(t, tw))
		s.paraGap = append(s.paraGap, gap*0.5)
	}
	total := 0.0
	for i, b := range s.paras {
		total += b.Height() + s.paraGap[i]
	}
	s.maxScr = math.Max(0, total-s.textR.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
	return append(s.btns, s.dots...)
}

// lessonLines is how many lines of a page's text stay in view in any
// window (TestLessonTextFitsSmallWindows checks every page).
const lessonLines = 5

// pageFit is how a lesson page's panel is packed: its rows of buttons,
// bottom last (the task's, the walks', Previous and Next), their height
// and gap, whether the page dots go into the nav bar, and Previous and
// Next when they go beside the title instead.
type pageFit struct {
	rows      [][]view.Button
	rowH, gap float64
	dotsInNav bool
	pager     []view.Button
}

// fitPage packs the page's panel into the height avail below the nav
// bar: as usual when that leaves lessonLines lines of text; else tighter
// (a small window, a phone): the rows closer, Previous and Next beside
// the title as arrows ("Practise ›" keeps its word), and the page dots in
// the nav bar instead of "Lesson 5 · Page 2 of 7" (the dots say which
// page).
func (s *lessonScreen) fitPage(c *Ctx, avail float64) pageFit {
	k := c.Kit
	f := &k.F
	m := k.M()
	p := c.Lay.Panel
	gap := m.Space
	ds := math.Round(c.Lay.Font * 1.15)
	pager := []view.Button{s.v.Prev, s.v.Next}
	rows := k.FlowRows(s.v.Buttons, p.W, gap)
	if !s.waiting {
		rows = append(rows, pager)
	}
	text := avail - (f.LineH + gap*0.5) - (ds + gap) - float64(len(rows))*(m.TallRow+gap)
	if text >= lessonLines*f.LineH || s.waiting {
		return pageFit{rows: rows, rowH: m.TallRow, gap: gap}
	}
	fit := pageFit{rowH: m.Row, gap: m.Gap, pager: pager}
	fit.rows = k.FlowRows(s.v.Buttons, p.W, m.Gap)
	fit.pager[0].Label = ""
	if fit.pager[1].Label == c.T(msg.BtnNextPage) {
		fit.pager[1].Label = ""
	}
	n := float64(len(s.v.Dots))
	fit.dotsInNav = n*ds+(n-1)*c.Lay.Font*0.25 <= s.headR.W
	return fit
}

type lessonKey struct {
	rev      int
	scroll   float64
	hover    rules.Point
	hovering bool
	walk     ui.WalkKey
}

func (s *lessonScreen) FrameKey(c *Ctx) any {
	return lessonKey{rev: s.rev, scroll: s.scroll, hover: s.hover, hovering: s.hovering, walk: s.walk.Key(c.Tick)}
}

// picture is the page's board, with the task's marks or the walk's. The
// lesson-complete moment shows an empty board: the last practice item's
// position, drawn without its answer, looked like a task still open.
func (s *lessonScreen) picture() picture.Board {
	if s.complete {
		return picture.Board{Coords: true}
	}
	pic := s.cur().Picture(s.walk != nil || s.waiting, s.hover, s.hovering)
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
	if !s.dotsInNav {
		k.Line(dst, k.Ellipsis(s.v.Head, f.Small, s.headR.W), f.Small, s.headR.X, s.headR.Y, s.headR.H, th.Dim)
	}
	k.Buttons(dst, s.btns[:2])
	if s.walk != nil {
		s.walk.Draw(k, dst)
		return
	}
	if s.complete {
		s.drawComplete(c, dst)
		return
	}
	k.Title(dst, s.v.Title, s.titleR, th.Accent)
	// Page dots: done (green), the current page (ringed), a star.
	for i, b := range s.dots {
		d := s.v.Dots[i]
		rc := b.Rect
		cx, cy := rc.X+rc.W/2, rc.Y+rc.H/2
		rad := rc.W * 0.3
		fill := th.ButtonHi
		if d.Done {
			fill = ui.WithAlpha(th.Good, 0.85)
		}
		if k.Hovered(b.ID) {
			rad = rc.W * 0.36
		}
		k.Bar(dst, layout.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, fill)
		if d.Current {
			ui.StrokePath(dst, ui.CirclePath(cx, cy, rc.W*0.46), math.Max(1.5, l.Scale*1.5), th.Active)
		}
		if d.Star > 0 {
			is := rc.W * 0.62
			k.PartStar(dst, cx-is/2, cy-is/2, is, d.Star, th.Star)
		}
	}

	// The text, scrolled within its area.
	clip := ui.Clip(dst, s.textR)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		if y+b.Height() >= s.textR.Y && y <= s.textR.Y+s.textR.H {
			b.Draw(k, clip, s.textR.X, y)
		}
		y += b.Height() + s.paraGap[i]
	}
	k.ScrollBar(dst, k.ScrollX(s.textR), s.textR, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns[2:])
}

// layoutComplete places the lesson-complete moment: the title, a star for
// each task (whole, part or open), the score, the practice's score, what
// the lesson taught, the next lesson, and the buttons at the bottom.
func (s *lessonScreen) layoutComplete(c *Ctx) []ui.Button {
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
		s.btns = append(s.btns, ui.Row(layout.Rect{X: p.X, Y: bottom - rowH, W: p.W, H: rowH}, rows[i], gap)...)
		bottom -= rowH + gap
	}
	s.textR = layout.Rect{X: p.X, Y: y, W: p.W, H: math.Max(0, bottom-y)}
	tw := p.W - k.ScrollRoom()
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	add := func(t view.Text, g float64) {
		if t.S != "" {
			s.paras = append(s.paras, k.Paragraph(t, tw))
			s.paraGap = append(s.paraGap, g)
		}
	}
	add(view.Text{S: s.cv.Score, Face: view.Bold, Tone: view.Star}, gap*0.5)
	add(view.Text{S: s.cv.Practice, Tone: view.Body}, gap)
	add(view.Text{S: s.cv.Learned, Face: view.Bold, Tone: view.Accent, Heading: true}, gap*0.3)
	add(view.Text{S: s.cv.Summary, Tone: view.Body}, gap)
	add(view.Text{S: s.cv.Next, Tone: view.Dim}, gap)
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
	clip := ui.Clip(dst, s.textR)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		b.Draw(k, clip, s.textR.X, y)
		y += b.Height() + s.paraGap[i]
	}
	k.ScrollBar(dst, k.ScrollX(s.textR), s.textR, s.scroll, s.maxScr)
	k.Buttons(dst, s.btns[2:])
}

// AsksPoint: a task answered on the board waits for a point (no walk
// open); the keyboard's board cursor answers it.
func (s *lessonScreen) AsksPoint() bool {
	if s.walk != nil || s.complete || s.waiting {
		return false
	}
	p := s.cur()
	return p.ClickTask() && !p.Locked()
}

// Speech is what the screen-reader mirror reads: the walk's step, the
// lesson-complete moment, or the page (its heading, text, the task's
// prompt and feedback), as laid out.
func (s *lessonScreen) Speech(c *Ctx) []string {
	if s.walk != nil {
		return s.walk.Speech(c.Lang)
	}
	if s.complete {
		cv := s.cv
		return []string{cv.Head, cv.Title, cv.Score, cv.Practice, cv.Learned, cv.Summary, cv.Next}
	}
	out := append([]string{s.v.Head + " · " + s.v.Title}, s.v.Paragraphs...)
	for _, t := range s.v.Feedback {
		out = append(out, t.S)
	}
	return out
}
