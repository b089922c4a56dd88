package game

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/lessonplay"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/game/walkplay"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// lessonScreen is a lesson page: its text, its board (stones, numbered
// moves, letter marks), its walks, its task (lessonplay.Page) with choices,
// feedback, a hint and the walk of the point that explains the answer, and
// the way to the previous and next pages. An open walk takes the panel.
type lessonScreen struct {
	g     *Game
	pg    *lessonplay.Page
	walk  *walkView
	scene boardScene
	fouls []rules.Foul
	rev   int // changes whenever the page's state does
	// verdicts caches the last sentence of a point's walk (the feedback).
	verdicts map[rules.Point]tutor.Text

	btns           []Button
	titleR, headR  layout.Rect
	textR          layout.Rect
	paras          []textBlock
	paraGap        []float64
	scroll, maxScr float64
	hover          rules.Point
	hovering       bool
}

// Lesson page button IDs.
const (
	btnBackLessons = "nav.lessons"
	btnPagePrev    = "page.prev"
	btnPageNext    = "page.next"
	btnPageDot     = "page." // + the page number from 1
	btnChoice      = "choice."
	btnHint        = "task.hint"
	btnRetry       = "task.retry"
	btnShowAnswer  = "task.answer"
	btnWhy         = "task.why"
	btnCheck       = "task.check"
	btnClearMarks  = "task.clear"
	btnWalkOpen    = "walk.open." // + the walk's number from 1
)

func openLesson(g *Game, prev Screen, arg string, link bool) (Screen, error) {
	id, page, err := pageapi.ParseLessonArg(arg)
	if err != nil {
		return nil, err
	}
	i := g.learn.lessonIndex(id)
	if i < 0 {
		return nil, fmt.Errorf("there is no lesson %q", id)
	}
	l := g.learn.all[i]
	if page > len(l.Pages) {
		if link {
			return nil, fmt.Errorf("lesson %q has %d pages, not %d", id, len(l.Pages), page)
		}
		page = len(l.Pages)
	}
	s, ok := prev.(*lessonScreen)
	if !ok {
		s = &lessonScreen{g: g}
	}
	if s.pg == nil || s.pg.Lesson() != l || s.pg.Index() != page-1 {
		s.goPage(l, page-1)
	}
	return s, nil
}

// goPage shows page i (from 0) of lesson l, recording the visit.
func (s *lessonScreen) goPage(l *lessons.Lesson, i int) {
	s.pg = lessonplay.New(l, i)
	s.walk = nil
	s.scroll = 0
	s.rev++
	p := s.pg.Page()
	s.scene = boardScene{key: "lesson/" + l.ID + "/" + strconv.Itoa(i), board: p.Board, moves: p.Moves, marks: p.Marks}
	s.fouls = rules.ForbiddenMap(&p.Board)
	s.verdicts = map[rules.Point]tutor.Text{}
	prog := &s.g.learn.prog
	prog.Visit(l.ID, i+1)
	if p.Task == nil {
		prog.Done(l.ID, i+1)
	}
	s.g.saveProgress()
}

func (s *lessonScreen) Name() string { return screenLesson }
func (s *lessonScreen) Hash() string {
	return pageapi.FormatLessonHash(s.pg.Lesson().ID, s.pg.Index()+1)
}
func (s *lessonScreen) Buttons() []Button { return s.btns }

// PageState reports the lesson, the page, its board and the walk.
func (s *lessonScreen) PageState(st *pageapi.State) {
	b := s.pg.Page().Board
	ns := pageapi.NewState(st.Screen, &b, s.fouls, st.Lang, st.Overlay)
	st.Position, st.ToMove, st.Forbidden = ns.Position, ns.ToMove, ns.Forbidden
	st.Lesson = s.pg.Lesson().ID
	st.Page = s.pg.Index() + 1
	if s.walk != nil {
		st.Step = s.walk.p.Index() + 1
		st.Walk = s.walk.p.Point().String()
	}
}

// openWalk opens the walk of point pt on the page's board.
func (s *lessonScreen) openWalk(c *Ctx, pt rules.Point) {
	b := s.pg.Page().Board
	if b.At(pt) != rules.Empty {
		return
	}
	w, err := tutor.Explain(&b, pt, rules.Black)
	if err != nil {
		return
	}
	p, err := walkplay.New(w)
	if err != nil {
		return
	}
	s.walk = newWalkView(p, s.pg.Page().Label(pt))
	s.walk.layout(c, s.walkArea(c))
	s.rev++
}

// walkArea is the panel below the nav row.
func (s *lessonScreen) walkArea(c *Ctx) layout.Rect {
	l := c.Lay
	p := l.Panel
	top := p.Y + math.Round(2.3*l.Font) + math.Round(0.6*l.Font)
	return layout.Rect{X: p.X, Y: top, W: p.W, H: p.Y + p.H - top}
}

func (s *lessonScreen) Update(c *Ctx, in *Input) {
	// The hovered point (a click task previews it).
	s.hovering = false
	if in.Hovering {
		s.hover, s.hovering = c.Lay.PointAt(in.HoverX, in.HoverY)
	}
	if s.walk != nil {
		rest, closed := s.walk.update(c, in)
		s.rev++
		if closed {
			s.walk = nil
		} else {
			for _, t := range rest {
				s.tap(c, t)
			}
			s.layout(c)
			return
		}
	} else {
		s.scroll += in.Scroll
		for _, t := range in.Taps {
			if s.tap(c, t) {
				return // another page or screen
			}
		}
		if s.keys(c, in) {
			return
		}
	}
	s.layout(c)
}

// keys handles the keyboard without a walk open; it reports whether the
// screen changed.
func (s *lessonScreen) keys(c *Ctx, in *Input) bool {
	for _, k := range in.Keys {
		if k.Ctrl {
			continue
		}
		switch k.Key {
		case input.KeyLeft, input.KeyPageUp:
			s.press(c, btnPagePrev)
			return true
		case input.KeyRight, input.KeyPageDown:
			s.press(c, btnPageNext)
			return true
		case input.KeyEscape:
			_ = c.Open(screenLessons, "")
			return true
		case input.KeyEnter, input.KeyW:
			if pt, ok := s.pg.WalkPoint(); ok {
				s.openWalk(c, pt)
			} else if ws := s.pg.Page().Walks; len(ws) > 0 {
				s.openWalk(c, ws[0])
			}
		case input.Key1, input.Key2, input.Key3, input.Key4, input.Key5:
			if t := s.pg.Task(); t != nil {
				if cs := t.Choices(); int(k.Key-input.Key1) < len(cs) {
					s.press(c, btnChoice+cs[k.Key-input.Key1])
				}
			}
		}
	}
	return false
}

// tap handles a tap; it reports whether it left the page.
func (s *lessonScreen) tap(c *Ctx, t Tap) bool {
	if t.Button != "" {
		return s.press(c, t.Button)
	}
	if s.walk != nil {
		return false
	}
	pt, ok := c.Lay.PointAt(t.X, t.Y)
	if !ok {
		return false
	}
	g, graded := s.pg.Tap(pt)
	s.rev++
	if graded {
		s.record(g)
	}
	return false
}

// record saves an answer in the progress.
func (s *lessonScreen) record(g lessonplay.Graded) {
	l := s.pg.Lesson()
	s.g.learn.prog.Answer(l.ID, s.pg.Index()+1, g.Correct)
	s.g.saveProgress()
}

// press handles a button; it reports whether it left the page.
func (s *lessonScreen) press(c *Ctx, id string) bool {
	pg := s.pg
	l := pg.Lesson()
	s.rev++
	switch {
	case id == btnBackLessons:
		_ = c.Open(screenLessons, "")
		return true
	case id == btnPagePrev:
		if pg.Index() > 0 {
			s.goPage(l, pg.Index()-1)
			return true
		}
	case id == btnPageNext:
		if pg.Index() < len(l.Pages)-1 {
			s.goPage(l, pg.Index()+1)
			return true
		}
		// The last page: on to the next lesson, or back to the menu.
		ln := s.g.learn
		if i := ln.lessonIndex(l.ID); i >= 0 && i+1 < len(ln.all) {
			s.goPage(ln.all[i+1], 0)
		} else {
			_ = c.Open(screenLessons, "")
		}
		return true
	case strings.HasPrefix(id, btnWalkOpen):
		if n, err := strconv.Atoi(id[len(btnWalkOpen):]); err == nil && n >= 1 && n <= len(pg.Page().Walks) {
			s.openWalk(c, pg.Page().Walks[n-1])
		}
	case strings.HasPrefix(id, btnChoice):
		if g, ok := pg.Choose(id[len(btnChoice):]); ok {
			s.record(g)
		}
	case id == btnCheck:
		if g, ok := pg.Check(); ok {
			s.record(g)
		}
	case id == btnClearMarks:
		pg.ClearMarks()
	case id == btnHint:
		pg.ShowHint()
	case id == btnRetry:
		pg.Retry()
	case id == btnShowAnswer:
		pg.ShowAnswer()
	case id == btnWhy:
		if pt, ok := pg.WalkPoint(); ok {
			s.openWalk(c, pt)
		}
	case strings.HasPrefix(id, btnPageDot):
		if n, err := strconv.Atoi(id[len(btnPageDot):]); err == nil && n >= 1 && n <= len(l.Pages) && n-1 != pg.Index() {
			s.goPage(l, n-1)
			return true
		}
	}
	return false
}

// --- Layout. ---

// layout places the panel: the nav row, the lesson's title, the page dots,
// the text (scrolled), the task's and the walks' buttons, and Previous /
// Next at the bottom.
func (s *lessonScreen) layout(c *Ctx) {
	l := c.Lay
	r := c.r
	f := r.f
	p := l.Panel
	gap := math.Round(l.Font * 0.6)
	col := column{x: p.X, y: p.Y, w: p.W}
	nav, head := c.navBar(col.take(math.Round(2.3*l.Font), gap), btnBackLessons, msg.NavLessons)
	s.headR = head
	s.btns = append(s.btns[:0], nav...)
	if s.walk != nil {
		s.walk.layout(c, s.walkArea(c))
		s.btns = append(s.btns, s.walk.btns...)
		return
	}
	pg := s.pg
	lesson := pg.Lesson()
	s.titleR = col.take(f.lineH, gap*0.5)

	// Page dots.
	n := len(lesson.Pages)
	ds := math.Round(l.Font * 1.15)
	dgap := math.Round(math.Min(l.Font*0.55, (p.W-float64(n)*ds)/float64(max(1, n-1))))
	dots := col.take(ds, gap)
	for i := 0; i < n; i++ {
		s.btns = append(s.btns, Button{ID: btnPageDot + strconv.Itoa(i+1), Rect: layout.Rect{X: dots.X + float64(i)*(ds+dgap), Y: dots.Y, W: ds, H: ds}, Style: StyleQuiet})
	}

	// From the bottom up: Previous / Next, then the task's buttons and the
	// walks.
	rowH := math.Round(2.3 * l.Font)
	bottom := p.Y + p.H
	nav2 := layout.Rect{X: p.X, Y: bottom - rowH, W: p.W, H: rowH}
	halves := layout.Row(nav2, 2, gap)
	nextLabel, nextStyle := c.T(msg.BtnNextPage), StylePlain
	if pg.Index() == len(lesson.Pages)-1 {
		nextLabel = c.T(msg.BtnNextLesson)
		if s.g.learn.lessonIndex(lesson.ID) == len(s.g.learn.all)-1 {
			nextLabel = c.T(msg.BtnAllLessons)
		}
	}
	if s.g.learn.prog.IsDone(lesson.ID, pg.Index()+1) {
		nextStyle = StylePrimary
	}
	s.btns = append(s.btns,
		Button{ID: btnPagePrev, Rect: halves[0], Label: c.T(msg.BtnPrevPage), Icon: IconLeft, Disabled: pg.Index() == 0},
		Button{ID: btnPageNext, Rect: halves[1], Label: nextLabel, Icon: IconRight, Style: nextStyle})
	bottom = nav2.Y - gap

	var items []Button
	items = append(items, s.taskButtons(c)...)
	for i, w := range pg.Page().Walks {
		items = append(items, Button{ID: btnWalkOpen + strconv.Itoa(i+1), Label: c.F(msg.BtnWalk, pg.Page().Label(w)), Icon: IconPlay, Style: StyleOn})
	}
	rows := flowRows(c, items, p.W, gap)
	for i := len(rows) - 1; i >= 0; i-- {
		y := bottom - rowH
		rs := layout.Row(layout.Rect{X: p.X, Y: y, W: p.W, H: rowH}, len(rows[i]), gap)
		for j := range rows[i] {
			b := rows[i][j]
			b.Rect = rs[j]
			s.btns = append(s.btns, b)
		}
		bottom = y - gap
	}

	// The text: what is left, scrolled.
	s.textR = layout.Rect{X: p.X, Y: col.y, W: p.W, H: math.Max(0, bottom-col.y)}
	s.paras, s.paraGap = s.paras[:0], s.paraGap[:0]
	tw := p.W - l.Font*0.6 // room for a scroll bar
	for _, para := range strings.Split(pg.Page().Text.Get(string(c.Lang)), "\n") {
		s.paras = append(s.paras, c.block(para, f.body, f.lineH, tw, colText))
		s.paraGap = append(s.paraGap, gap)
	}
	add := func(t string, face fontKind, col color.Color) {
		fc, lh := f.body, f.lineH
		switch face {
		case fontBold:
			fc = f.bold
		case fontSmall:
			fc, lh = f.small, f.smallLineH
		}
		s.paras = append(s.paras, c.block(t, fc, lh, tw, col))
		s.paraGap = append(s.paraGap, gap*0.5)
	}
	s.feedback(c, add)
	total := 0.0
	for i, b := range s.paras {
		total += b.height() + s.paraGap[i]
	}
	s.maxScr = math.Max(0, total-s.textR.H)
	s.scroll = math.Max(0, math.Min(s.scroll, s.maxScr))
}

type fontKind int

const (
	fontBody fontKind = iota
	fontBold
	fontSmall
)

// feedback adds the task's prompt, the feedback on the answer and the hint.
func (s *lessonScreen) feedback(c *Ctx, add func(string, fontKind, color.Color)) {
	pg := s.pg
	t := pg.Task()
	if t == nil {
		return
	}
	lang := string(c.Lang)
	page := pg.Page()
	l := pg.Lesson()
	prog := &s.g.learn.prog
	label := page.Label(t.Point)
	switch t.Type {
	case lessons.TaskClickPoint:
		add(c.F(msg.TaskClickPoint, label), fontBold, colActive)
	case lessons.TaskIsForbidden, lessons.TaskWhichKind:
		add(c.F(msg.ID("task."+t.Type), label), fontBold, colActive)
	case lessons.TaskLiveOrFalse:
		add(c.F(msg.TaskLiveOrFalse, label, msg.ID("dir."+t.Dir)), fontBold, colActive)
	default:
		add(c.T(msg.ID("task."+t.Type)), fontBold, colActive)
	}
	if t.Multiple() && pg.Phase() != lessonplay.Right {
		add(c.F(msg.TaskFindAllCount, len(pg.Marked())), fontSmall, colDim)
	}
	if q, ok := pg.Taken(); ok {
		add(c.F(msg.FeedbackOccupied, q.Upper()), fontBody, colNotice)
	}
	res := pg.Result()
	switch pg.Phase() {
	case lessonplay.Right:
		add(c.T(msg.FeedbackRight), fontBold, colGood)
		if prog.Star(l.ID, pg.Index()+1) {
			add(c.T(msg.FeedbackStar), fontBody, colStar)
		}
		if v := s.verdict(c); v != "" {
			add(v, fontBody, colText)
		}
		add(c.T(msg.FeedbackGoOn), fontSmall, colDim)
	case lessonplay.Wrong:
		add(c.T(msg.FeedbackWrong), fontBold, colBad)
		switch {
		case t.Multiple():
			add(c.F(msg.FeedbackFindAll, len(res.Missing), len(res.Extra)), fontBody, colText)
		case t.Choices() == nil:
			if v := s.verdict(c); v != "" {
				add(v, fontBody, colText)
			} else {
				add(c.T(msg.FeedbackNotPoint), fontBody, colText)
			}
		}
		if !pg.AnswerShown() {
			add(c.T(msg.FeedbackNext), fontSmall, colDim)
		} else {
			if t.Choices() != nil {
				add(c.F(msg.FeedbackChoice, choiceLabel(c, pg.Solution().Choice)), fontBold, colGood)
			} else {
				add(c.T(msg.FeedbackShown), fontBody, colGood)
			}
		}
	default:
		if prog.IsDone(l.ID, pg.Index()+1) {
			if prog.Star(l.ID, pg.Index()+1) {
				add(c.T(msg.FeedbackDoneStar), fontSmall, colGood)
			} else {
				add(c.T(msg.FeedbackDone), fontSmall, colGood)
			}
		}
	}
	if pg.HintShown() {
		add(c.F(msg.FeedbackHintLabel, t.Hint.Get(lang)), fontBody, colAccent)
	}
}

// verdict is the judge's one-sentence verdict on the point that explains
// the answer (the last step of its walk), or "".
func (s *lessonScreen) verdict(c *Ctx) string {
	pt, ok := s.pg.WalkPoint()
	if !ok {
		return ""
	}
	t, ok := s.verdicts[pt]
	if !ok {
		b := s.pg.Page().Board
		if w, err := tutor.Explain(&b, pt, rules.Black); err == nil && len(w.Steps) > 0 {
			t = w.Steps[len(w.Steps)-1].Say
		}
		s.verdicts[pt] = t
	}
	return t.Get(string(c.Lang))
}

// choiceLabel is a choice's button label.
func choiceLabel(c *Ctx, choice string) string {
	return c.T(msg.ID("choice." + choice))
}

// taskButtons are the task's buttons for the state it is in.
func (s *lessonScreen) taskButtons(c *Ctx) []Button {
	pg := s.pg
	t := pg.Task()
	if t == nil {
		return nil
	}
	var bs []Button
	phase := pg.Phase()
	if cs := t.Choices(); cs != nil {
		sol := ""
		if phase == lessonplay.Right || pg.AnswerShown() {
			sol = pg.Solution().Choice
		}
		for _, ch := range cs {
			b := Button{ID: btnChoice + ch, Label: choiceLabel(c, ch)}
			switch {
			case ch == sol:
				b.Style = StyleGood
			case phase == lessonplay.Wrong && ch == pg.Answer().Choice:
				b.Style = StyleBad
			case phase == lessonplay.Right:
				b.Disabled = true
			}
			bs = append(bs, b)
		}
	}
	if t.Multiple() && phase != lessonplay.Right {
		bs = append(bs, Button{ID: btnCheck, Label: c.T(msg.BtnCheck), Icon: IconCheck, Style: StylePrimary},
			Button{ID: btnClearMarks, Label: c.T(msg.BtnClearMarks), Disabled: len(pg.Marked()) == 0})
	}
	switch phase {
	case lessonplay.Wrong:
		bs = append(bs, Button{ID: btnRetry, Label: c.T(msg.BtnRetry)})
		if !pg.AnswerShown() {
			bs = append(bs, Button{ID: btnShowAnswer, Label: c.T(msg.BtnShowAnswer)})
		}
	}
	if !pg.HintShown() && phase != lessonplay.Right {
		bs = append(bs, Button{ID: btnHint, Label: c.T(msg.BtnHint)})
	}
	if pt, ok := pg.WalkPoint(); ok {
		bs = append(bs, Button{ID: btnWhy, Label: c.F(msg.BtnWhy, pg.Page().Label(pt)), Icon: IconPlay, Style: StyleOn})
	}
	return bs
}

// flowRows splits buttons into rows that fit width w at their natural
// widths (label and padding), at most four to a row.
func flowRows(c *Ctx, bs []Button, w, gap float64) [][]Button {
	var rows [][]Button
	var row []Button
	used := 0.0
	for _, b := range bs {
		face := c.r.f.bold
		nw := c.r.advance(b.Label, face) + 2*c.Lay.Font
		if b.Icon != IconNone {
			nw += c.Lay.Font * 1.3
		}
		if len(row) > 0 && (used+gap+nw > w || len(row) == 4) {
			rows = append(rows, row)
			row, used = nil, 0
		}
		if len(row) > 0 {
			used += gap
		}
		used += nw
		row = append(row, b)
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	return rows
}

// --- Drawing. ---

type lessonKey struct {
	rev      int
	scroll   float64
	hover    rules.Point
	hovering bool
	walk     walkKey
}

func (s *lessonScreen) Draw(c *Ctx, dst *ebiten.Image) {
	s.layout(c)
	k := lessonKey{rev: s.rev, scroll: s.scroll, hover: s.hover, hovering: s.hovering}
	if s.walk != nil {
		k.walk = s.walk.key(c)
	}
	if c.Unchanged(k) {
		return
	}
	r := c.r
	f := r.f
	l := c.Lay
	pg := s.pg
	lesson := pg.Lesson()
	lang := string(c.Lang)
	prog := &s.g.learn.prog
	dst.Fill(colBackground)
	c.drawBoardScene(dst, &s.scene)

	head := c.F(msg.LessonNumber, s.g.learn.lessonIndex(lesson.ID)+1) + " · " + c.F(msg.PageOf, pg.Index()+1, len(lesson.Pages))
	r.drawText(dst, c.ellipsis(head, f.small, s.headR.W), f.small, s.headR.X, s.headR.Y+s.headR.H/2, colDim, text.AlignStart, text.AlignCenter)
	if s.walk != nil {
		s.walk.drawBoard(c, dst)
		c.drawButtons(dst, s.btns[:2])
		s.walk.draw(c, dst)
		return
	}
	s.drawTaskMarks(c, dst)

	c.drawTitle(dst, lesson.Title.Get(lang), s.titleR, colAccent)
	// Page dots: done (green), the current page (ringed), a star.
	for _, b := range s.btns {
		if !strings.HasPrefix(b.ID, btnPageDot) || b.ID == btnPagePrev || b.ID == btnPageNext {
			continue
		}
		n, err := strconv.Atoi(b.ID[len(btnPageDot):])
		if err != nil {
			continue
		}
		rc := b.Rect
		cx, cy := rc.X+rc.W/2, rc.Y+rc.H/2
		rad := rc.W * 0.3
		fill := colButtonHi
		if prog.IsDone(lesson.ID, n) {
			fill = withAlpha(colGood, 0.85)
		}
		if c.Hovered(b.ID) {
			rad = rc.W * 0.36
		}
		c.fillBar(dst, layout.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, fill)
		if n == pg.Index()+1 {
			strokePath(dst, circlePath(cx, cy, rc.W*0.46), math.Max(1.5, l.Scale*1.5), colActive)
		}
		if prog.Star(lesson.ID, n) {
			is := rc.W * 0.62
			c.drawIcon(dst, IconStar, cx-is/2, cy-is/2, is, colStar)
		}
	}

	// The text, scrolled within its area.
	clip := dst.SubImage(imageRect(s.textR)).(*ebiten.Image)
	y := s.textR.Y - s.scroll
	for i, b := range s.paras {
		if y+b.height() >= s.textR.Y && y <= s.textR.Y+s.textR.H {
			b.draw(c, clip, s.textR.X, y)
		}
		y += b.height() + s.paraGap[i]
	}
	if s.maxScr > 0 {
		bw := math.Max(3, l.Font*0.2)
		th := math.Max(s.textR.H*s.textR.H/(s.textR.H+s.maxScr), l.Font*1.5)
		ty := s.textR.Y + (s.textR.H-th)*s.scroll/s.maxScr
		c.fillBar(dst, layout.Rect{X: s.textR.X + s.textR.W - bw, Y: ty, W: bw, H: th}, colDim)
	}
	for _, b := range s.btns {
		if strings.HasPrefix(b.ID, btnPageDot) && b.ID != btnPagePrev && b.ID != btnPageNext {
			continue
		}
		c.drawButton(dst, b)
	}
}

// drawTaskMarks draws the task's marks on the board: the hovered point of
// a click task, the find-all's marks, the answer given (green or red), the
// answer shown.
func (s *lessonScreen) drawTaskMarks(c *Ctx, dst *ebiten.Image) {
	r := c.r
	pg := s.pg
	t := pg.Task()
	if t == nil {
		return
	}
	b := pg.Page().Board
	white := rgb(0xFFFFFF)
	if pg.AnswerShown() || pg.Phase() == lessonplay.Right && t.Multiple() {
		for _, q := range pg.Solution().Points {
			c.pointSprite(dst, r.disc, r.spriteC, q, colKeyPoint, 0.6)
		}
	}
	for _, q := range pg.Marked() {
		c.pointSprite(dst, r.ring, r.spriteC, q, colSelection, 1)
	}
	if pg.Phase() == lessonplay.Wrong && t.Multiple() {
		for _, q := range pg.Result().Extra {
			c.pointSprite(dst, r.ring, r.spriteC, q, colBad, 1)
		}
	}
	if a := pg.Answer(); len(a.Points) == 1 && !t.Multiple() && pg.Phase() != lessonplay.Asking {
		col := colGood
		if pg.Phase() == lessonplay.Wrong {
			col = colBad
		}
		q := a.Points[0]
		if t.Type == lessons.TaskPlayOpening && pg.Phase() == lessonplay.Right {
			c.pointSprite(dst, r.black, r.stoneC, q, white, 0.9)
		}
		c.pointSprite(dst, r.ring, r.spriteC, q, col, 1)
	}
	answered := false
	if a := pg.Answer(); len(a.Points) == 1 && pg.Phase() != lessonplay.Asking && a.Points[0] == s.hover {
		answered = true
	}
	if s.hovering && !answered && pg.ClickTask() && pg.Phase() != lessonplay.Right && b.At(s.hover) == rules.Empty {
		if t.Type == lessons.TaskPlayOpening {
			c.pointSprite(dst, r.black, r.stoneC, s.hover, white, 0.45)
		}
		c.pointSprite(dst, r.ring, r.spriteC, s.hover, colSelection, 0.6)
	}
}
