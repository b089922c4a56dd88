package lessonplay

import (
	"renju/glossary"
	"strconv"
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// Recorder keeps the learner's progress: game/services/progress.Progress is one,
// and the app's curriculum service (which also saves it) another.
type Recorder interface {
	Visit(id string, page int)
	Done(id string, page int)
	// Answer records an answer given after hints that cost cost thirds
	// of the star, and returns the thirds earned.
	Answer(id string, page int, right bool, cost int) (thirds int)
	IsDone(id string, page int) bool
	Tried(id string, page int) bool
	// Star is the star a page earned, in thirds (progress.Thirds: whole).
	Star(id string, page int) int
}

// Practiser is a Recorder that also keeps which lessons' practice sets
// were worked to their end (home's learning path shows them done).
type Practiser interface {
	Practise(id string)
}

// Skipper is a Recorder that also keeps which lessons' practice sets were
// skipped (home's path shows them skipped, and passes them by): the
// lesson's pages then offer the practice again (BtnPracticeNow).
type Skipper interface {
	SkipPractice(id string)
	SkippedPractice(id string) bool
}

// Button IDs of a lesson page. Page dots are "page.<n>" (n from 1), the
// choices "choice.<choice>", the walks "walk.open.<n>" (n from 1).
const (
	BtnLessons    = "nav.lessons"
	BtnPrev       = "page.prev"
	BtnNext       = "page.next"
	BtnDot        = "page."
	BtnChoice     = "choice."
	BtnHint       = "task.hint"
	BtnRetry      = "task.retry"
	BtnShowAnswer = "task.answer"
	BtnWhy        = "task.why"
	BtnCheck      = "task.check"
	BtnClearMarks = "task.clear"
	BtnWalkOpen   = "walk.open."
)

// Place is where the page stands in the curriculum.
type Place struct {
	// Number is the lesson's number, from 1.
	Number int
	// LastLesson: the curriculum has no lesson after this one.
	LastLesson bool
	// Practice: a practice set follows the lesson's last page;
	// InPractice: the page is one of its items.
	Practice, InPractice bool
	// Skipped: the learner skipped the practice and has not worked it
	// since; every page of the lesson offers it again.
	Skipped bool
}

// View is a lesson page as shown, in one language.
type View struct {
	// Head is "Lesson 5 · Page 2 of 7", Title the lesson's title.
	Head, Title string
	// Dots are the page dots, one per page.
	Dots []Dot
	// Paragraphs are the page's text; Feedback the task's prompt, the
	// feedback on the answer and the hint, under it.
	Paragraphs []string
	Feedback   []screenview.Text
	// Buttons are the task's buttons and the walks, in order; Prev and
	// Next turn the page.
	Buttons    []screenview.Button
	Prev, Next screenview.Button
}

// Dot is one page's dot: done (green), the page shown (ringed), the star
// earned there in thirds (0: none, 3: whole).
type Dot struct {
	ID            string
	Done, Current bool
	Star          int
}

// View returns the page as shown in lang.
func (p *Page) View(lang msg.Lang, at Place) View {
	l := p.lesson
	n := len(l.Pages)
	v := View{Head: p.Head(lang, at), Title: l.Title.Get(string(lang))}
	for i := 0; i < n; i++ {
		v.Dots = append(v.Dots, Dot{ID: BtnDot + strconv.Itoa(i+1), Done: p.rec.IsDone(l.ID, i+1), Current: i == p.index, Star: p.rec.Star(l.ID, i+1)})
	}
	v.Paragraphs = strings.Split(p.Page().Text.Get(string(lang)), "\n")
	v.Feedback = p.feedback(lang)
	v.Buttons = p.taskButtons(lang)
	for i, w := range p.Page().Walks {
		v.Buttons = append(v.Buttons, screenview.Button{ID: BtnWalkOpen + strconv.Itoa(i+1), Label: msg.F(lang, BtnWalk, p.Page().Label(w)), Icon: screenview.Play, Style: screenview.On})
	}
	if _, ok := p.PlayOutBoard(); ok {
		v.Buttons = append(v.Buttons, screenview.Button{ID: screenview.BtnPlayOut, Label: msg.T(lang, msg.BtnPlayOut), Style: screenview.Quiet})
	}
	if at.Skipped && at.Practice && !at.InPractice {
		v.Buttons = append(v.Buttons, screenview.Button{ID: BtnPracticeNow, Label: msg.T(lang, BtnPracticeSkipped), Style: screenview.Quiet})
	}
	v.Prev = screenview.Button{ID: BtnPrev, Label: msg.T(lang, BtnPrevPage), Icon: screenview.ChevronLeft, Disabled: p.index == 0}
	next := msg.BtnNextPage
	if p.index == n-1 {
		// The lesson-complete moment follows the last page, or the
		// practice set does.
		next = msg.BtnFinish
		if at.Practice && !at.InPractice {
			next = msg.BtnPractice
		}
	}
	v.Next = screenview.Button{ID: BtnNext, Label: msg.T(lang, next), Icon: screenview.ChevronRight}
	if p.rec.IsDone(l.ID, p.index+1) {
		v.Next.Style = screenview.Primary
	}
	return v
}

// Head is "Lesson 5 · Page 2 of 7" (all a walk open on the page leaves
// of the View).
func (p *Page) Head(lang msg.Lang, at Place) string {
	return msg.F(lang, msg.LessonNumber, at.Number) + " · " + msg.F(lang, msg.PageOf, p.index+1, len(p.lesson.Pages))
}

// feedback is the task's prompt, the feedback on the answer and the hint.
func (p *Page) feedback(lang msg.Lang) []screenview.Text {
	t := p.Task()
	if t == nil {
		return nil
	}
	var out []screenview.Text
	add := func(s string, face screenview.Face, tone screenview.Tone) {
		out = append(out, screenview.Text{S: s, Face: face, Tone: tone})
	}
	l := p.lesson
	add(Prompt(p.Page(), lang), screenview.Bold, screenview.Active)
	if t.Multiple() && p.phase != Right {
		add(msg.F(lang, TaskFindAllCount, len(p.marked)), screenview.Small, screenview.Dim)
	}
	if q, ok := p.Taken(); ok {
		add(msg.F(lang, FeedbackOccupied, q.Upper()), screenview.Regular, screenview.Notice)
	}
	switch p.phase {
	case Right:
		add(msg.T(lang, FeedbackRight), screenview.Bold, screenview.Good)
		switch {
		case p.reviewing:
		case p.practice && p.earned > 0:
			add(msg.T(lang, FeedbackFirstTime), screenview.Regular, screenview.Star)
		case p.earned >= thirdsWhole:
			add(msg.T(lang, FeedbackStar), screenview.Regular, screenview.Star)
		case p.earned > 0:
			add(msg.F(lang, FeedbackPartStar, starWords(lang, p.earned)), screenview.Regular, screenview.Star)
		}
		if why := p.trapWhy(lang); why != "" {
			add(why, screenview.Regular, screenview.Body)
		} else if why := p.tacticWhy(lang); why != "" {
			add(why, screenview.Regular, screenview.Body)
		} else if v := p.verdict(lang); v != "" {
			add(v, screenview.Regular, screenview.Body)
		}
		if !p.reviewing {
			add(msg.T(lang, FeedbackGoOn), screenview.Small, screenview.Dim)
		}
	case Wrong:
		add(msg.T(lang, FeedbackWrong), screenview.Bold, screenview.Bad)
		switch {
		case p.nudging():
			if n := p.nudge(lang); n != "" {
				add(n, screenview.Regular, screenview.Body)
			}
		case t.Choices() != nil:
			if why := p.whyWrong(lang); why != "" {
				add(why, screenview.Regular, screenview.Body)
			}
		case t.Multiple():
			add(msg.F(lang, FeedbackFindAll, len(p.result.Missing), len(p.result.Extra)), screenview.Regular, screenview.Body)
		default:
			if why := p.clickWhy(lang); why != "" {
				add(why, screenview.Regular, screenview.Body)
			} else if v := p.verdict(lang); v != "" {
				add(v, screenview.Regular, screenview.Body)
			} else {
				add(msg.T(lang, FeedbackNotPoint), screenview.Regular, screenview.Body)
			}
		}
		switch {
		case p.nudging():
			add(msg.T(lang, NudgeNext), screenview.Small, screenview.Dim)
		case !p.shown:
			if _, ok := p.WalkPoint(); ok {
				add(msg.T(lang, FeedbackNextWhy), screenview.Small, screenview.Dim)
			} else {
				add(msg.T(lang, FeedbackNext), screenview.Small, screenview.Dim)
			}
		case t.Choices() != nil:
			add(msg.F(lang, msg.FeedbackChoice, choiceLabel(lang, t, p.Solution().Choice)), screenview.Bold, screenview.Good)
			if twoChoice(t) {
				// The reason, held back while the nudge was shown.
				if why := p.whyWrong(lang); why != "" {
					add(why, screenview.Regular, screenview.Body)
				}
			}
			if !p.reviewing {
				add(msg.T(lang, FeedbackSeen), screenview.Regular, screenview.Body)
			}
		default:
			add(msg.T(lang, FeedbackShown), screenview.Regular, screenview.Good)
			if !p.reviewing {
				add(msg.T(lang, FeedbackSeen), screenview.Regular, screenview.Body)
			}
		}
	default:
		if why := p.trapWhy(lang); why != "" {
			add(why, screenview.Regular, screenview.Body) // Black's forced block: go on
		}
		if p.rec.IsDone(l.ID, p.index+1) {
			if p.rec.Star(l.ID, p.index+1) > 0 {
				add(msg.T(lang, FeedbackDoneStar), screenview.Small, screenview.Good)
			} else {
				add(msg.T(lang, FeedbackDone), screenview.Small, screenview.Good)
			}
		}
	}
	if p.tier >= HintLine {
		add(msg.F(lang, msg.FeedbackHintLabel, t.Hint.Get(string(lang))), screenview.Regular, screenview.Accent)
		if p.phase != Right && p.hintsCost() {
			add(msg.F(lang, FeedbackCost, starWords(lang, thirdsWhole-p.tier)), screenview.Small, screenview.Dim)
		}
	}
	return out
}

// Prompt is what the task of page pg asks, in lang (msg.Task).
func Prompt(pg *lessons.Page, lang msg.Lang) string { return msg.Task(pg, lang) }

// verdict is the summary of the walk of the point that explains the
// answer (its verdict, with the chain of reasoning when it has one), or "".
func (p *Page) verdict(lang msg.Lang) string {
	pt, ok := p.WalkPoint()
	if !ok {
		return ""
	}
	t, ok := p.verdicts[pt]
	if !ok {
		if w, err := p.explain(pt); err == nil {
			t = w.Summary
		}
		if p.verdicts == nil {
			p.verdicts = map[rules.Point]tutor.Text{}
		}
		p.verdicts[pt] = t
	}
	return t.Get(string(lang))
}

// thirdsWhole is a whole star in thirds (progress.Thirds).
const thirdsWhole = 3

// starWords says a star in thirds: "a whole star", "two thirds of a
// star", …, "no star".
func starWords(lang msg.Lang, thirds int) string {
	switch {
	case thirds >= thirdsWhole:
		return msg.T(lang, msg.StarWhole)
	case thirds == 2:
		return msg.T(lang, msg.StarTwoThirds)
	case thirds == 1:
		return msg.T(lang, msg.StarOneThird)
	}
	return msg.T(lang, StarNone)
}

// choices are the task's choices in the lesson's words: only those the
// lesson and the ones before it have taught (glossary.Choices).
func (p *Page) choices() []string {
	t := p.Task()
	if t == nil {
		return nil
	}
	if t.Type == lessons.TaskNameOpening {
		return t.Choices()
	}
	return glossary.Choices(t.Choices(), p.lesson.ID)
}

// choiceLabel is a choice's button label.
func choiceLabel(lang msg.Lang, t *lessons.Task, choice string) string {
	if t != nil && t.Type == lessons.TaskNameOpening {
		return lessons.OpeningLabel(choice, string(lang))
	}
	return msg.T(lang, msg.ID("choice."+choice))
}

// taskButtons are the task's buttons for the state it is in.
func (p *Page) taskButtons(lang msg.Lang) []screenview.Button {
	t := p.Task()
	if t == nil {
		return nil
	}
	var bs []screenview.Button
	if cs := p.choices(); cs != nil {
		sol := ""
		if p.phase == Right || p.shown {
			sol = p.Solution().Choice
		}
		for _, ch := range cs {
			b := screenview.Button{ID: BtnChoice + ch, Label: choiceLabel(lang, t, ch)}
			switch {
			case ch == sol:
				b.Style = screenview.Right
			case p.phase == Wrong && ch == p.answer.Choice:
				b.Style = screenview.Wrong
			case p.Locked():
				b.Disabled = true
			}
			bs = append(bs, b)
		}
	}
	if t.Multiple() && !p.Locked() {
		bs = append(bs, screenview.Button{ID: BtnCheck, Label: msg.T(lang, MsgBtnCheck), Icon: screenview.Check, Style: screenview.Primary},
			screenview.Button{ID: BtnClearMarks, Label: msg.T(lang, MsgBtnClearMarks), Disabled: len(p.marked) == 0})
	}
	if pt, ok := p.WalkPoint(); ok {
		bs = append(bs, screenview.Button{ID: BtnWhy, Label: msg.F(lang, MsgBtnWhy, p.Page().Label(pt)), Icon: screenview.Play, Style: screenview.On})
	}
	// Answers stay open after a wrong one: another tap or choice answers
	// again. Only the answer shown locks them, and Try again unlocks.
	switch {
	case p.shown:
		bs = append(bs, screenview.Button{ID: BtnRetry, Label: msg.T(lang, MsgBtnRetry)})
	case p.phase == Wrong:
		bs = append(bs, screenview.Button{ID: BtnShowAnswer, Label: msg.T(lang, MsgBtnShowAnswer), Style: screenview.Quiet})
	}
	if n := p.NextHint(); n != HintNone {
		label := msg.T(lang, MsgBtnHint)
		if p.judged() {
			label = msg.T(lang, []msg.ID{MsgBtnHint, BtnHintLine, BtnHintPoint, BtnHintWalk}[n])
		}
		if p.hintsCost() {
			// What it costs, said before it is pressed: a tier skipped
			// (no points to mark) is paid with the next.
			switch n - p.tier {
			case 1:
				label = msg.F(lang, HintCostThird, label)
			case 2:
				label = msg.F(lang, HintCostTwoThirds, label)
			}
		}
		bs = append(bs, screenview.Button{ID: BtnHint, Label: label, Style: screenview.Quiet})
	}
	return bs
}

// hintsCost reports whether a hint costs part of the star now: before
// the page's first answer, on a page of the lesson or an item of its
// practice (the review has no stars).
func (p *Page) hintsCost() bool {
	return !p.reviewing && !p.rec.Tried(p.lesson.ID, p.index+1)
}

// Press carries out a task's button (a choice, Check, Clear, Hint, Try
// again, Show answer); it reports whether id was one. The walks and the
// page's navigation are the screen's.
func (p *Page) Press(id string) bool {
	switch {
	case strings.HasPrefix(id, BtnChoice):
		p.Choose(id[len(BtnChoice):])
	case id == BtnCheck:
		p.Check()
	case id == BtnClearMarks:
		p.ClearMarks()
	case id == BtnHint:
		p.TakeHint()
	case id == BtnRetry:
		p.Retry()
	case id == BtnShowAnswer:
		p.ShowAnswer()
	default:
		return false
	}
	return true
}

// WalkOf returns the point a button walks through: Why? (the point that
// explains the answer) or one of the page's walks.
func (p *Page) WalkOf(id string) (rules.Point, bool) {
	if id == BtnWhy {
		return p.WalkPoint()
	}
	if !strings.HasPrefix(id, BtnWalkOpen) {
		return rules.Point{}, false
	}
	n, err := strconv.Atoi(id[len(BtnWalkOpen):])
	ws := p.Page().Walks
	if err != nil || n < 1 || n > len(ws) {
		return rules.Point{}, false
	}
	return ws[n-1], true
}

// KeyButton is the button a key stands for on the page (without a walk
// open): ← and → turn the page, Esc goes back to the lessons, Enter and W
// walk (the answer's point, else the page's first walk), 1–5 choose.
// "" for none.
func (p *Page) KeyButton(k input.Press) string {
	if k.Ctrl {
		return ""
	}
	switch k.Key {
	case input.KeyLeft, input.KeyPageUp:
		return BtnPrev
	case input.KeyRight, input.KeyPageDown:
		return BtnNext
	case input.KeyEscape:
		return BtnLessons
	case input.KeyEnter, input.KeyW:
		if _, ok := p.WalkPoint(); ok {
			return BtnWhy
		}
		if len(p.Page().Walks) > 0 {
			return BtnWalkOpen + "1"
		}
	case input.Key1, input.Key2, input.Key3, input.Key4, input.Key5:
		if t := p.Task(); t != nil {
			if cs := p.choices(); k.Key.Digit() <= len(cs) {
				return BtnChoice + cs[k.Key.Digit()-1]
			}
		}
	}
	return ""
}

// Picture is the page's board: its stones, the moves numbered, the
// letters; with no walk open (walking false) the task's marks too — the
// points marked for a find-all, the answer given (green or red), the
// answer shown, and what a tap on the hovered point would answer.
func (p *Page) Picture(walking bool, hover rules.Point, hovering bool) boardview.Board {
	pg := p.Page()
	stones := p.trapBoard()
	if walking && p.trapTask() {
		stones = p.WalkBoard() // the walk judges the position after White's move
	}
	pic := boardview.Board{Stones: stones, Coords: true}
	for i, q := range pg.Moves {
		pic.SetNumber(q, i+1)
	}
	if !walking {
		p.trapNotes(&pic)
	}
	for q, m := range pg.Marks {
		if pg.Board.At(q) == rules.Empty {
			pic.SetMark(q, m)
		}
	}
	t := p.Task()
	if walking || t == nil {
		return pic
	}
	if !p.Locked() {
		pic.Add(p.hintNotes()...)
	}
	if p.shown || p.phase == Right && t.Multiple() {
		for _, q := range p.Solution().Points {
			pic.Add(boardview.Note{Kind: boardview.Solution, At: q})
		}
	}
	for _, q := range p.marked {
		pic.Add(boardview.RingAt(q, boardview.InkSelect, 1))
	}
	if p.phase == Wrong && t.Multiple() {
		for _, q := range p.result.Extra {
			pic.Add(boardview.RingAt(q, boardview.InkBad, 1))
		}
	}
	p.played(&pic)
	answered := false
	if a := p.answer; len(a.Points) == 1 && !t.Multiple() && p.phase != Asking {
		ink := boardview.InkGood
		if p.phase == Wrong {
			ink = boardview.InkBad
		}
		q := a.Points[0]
		if p.phase == Right {
			switch t.Type {
			case lessons.TaskPlayOpening, lessons.TaskDefendTrap:
				pic.Add(boardview.GhostAt(q, rules.Black, 0.9))
			case lessons.TaskMultiKill:
				pic.Add(boardview.GhostAt(q, rules.White, 0.9))
			}
		}
		pic.Add(boardview.RingAt(q, ink, 1))
	}
	if a := p.answer; len(a.Points) == 1 && p.phase != Asking && a.Points[0] == hover {
		answered = true
	}
	if hovering && !answered && p.ClickTask() && !p.Locked() && pic.Stones.At(hover) == rules.Empty {
		switch t.Type {
		case lessons.TaskPlayOpening, lessons.TaskDefendTrap:
			pic.Add(boardview.GhostAt(hover, rules.Black, 0.45))
		case lessons.TaskWhiteTrap, lessons.TaskMultiKill:
			pic.Add(boardview.GhostAt(hover, rules.White, 0.45))
		}
		pic.Add(boardview.RingAt(hover, boardview.InkSelect, 0.6))
	}
	return pic
}

// PlayOutBoard is the page's position when Play it out is offered on it:
// a game can go on from it (Black has as many stones as White or one
// more, no row of five, at least four stones: a diagram of one shape
// alone is no game), and its task, if any, is answered or its answer
// shown, so the game never gives the answer away.
func (p *Page) PlayOutBoard() (rules.Board, bool) {
	b := p.Page().Board
	if t := p.Task(); t != nil && p.phase != Right && !p.shown {
		return b, false
	}
	nb, nw := b.Count(rules.Black), b.Count(rules.White)
	if nb+nw < 4 || nb != nw && nb != nw+1 || rowOfFive(&b) {
		return b, false
	}
	return b, true
}

// PlayOutSide is the side the page is about, which Play it out gives
// the learner: its task's (White's in a white trap and in one stone,
// many threats; Black's in every other task), else its first claim's
// side (a five, a foul, a four-three of Black's; a white five, four or
// trap of White's), else Black's when it walks a point (a walk judges
// Black's stone), else the side to move by the stone counts.
func (p *Page) PlayOutSide() rules.Stone {
	pg := p.Page()
	if t := p.Task(); t != nil {
		if t.Type == lessons.TaskWhiteTrap || t.Type == lessons.TaskMultiKill {
			return rules.White
		}
		return rules.Black
	}
	for _, c := range pg.Checks {
		if side, ok := claimSide[c.Kind]; ok {
			return side
		}
	}
	if len(pg.Walks) > 0 {
		return rules.Black
	}
	return pg.Board.ToMove()
}

// claimSide is the side each kind of claim is about (claims about the
// whole position, a symmetry or an opening, are nobody's).
var claimSide = map[string]rules.Stone{
	lessons.ClaimForbidden: rules.Black, lessons.ClaimLegal: rules.Black, lessons.ClaimFive: rules.Black,
	lessons.ClaimFourThree: rules.Black, lessons.ClaimCombo: rules.Black, lessons.ClaimLine: rules.Black,
	lessons.ClaimDepth: rules.Black, lessons.ClaimFivePoints: rules.Black, lessons.ClaimForbiddenSet: rules.Black,
	lessons.ClaimWhiteFive: rules.White, lessons.ClaimWhiteFour: rules.White, lessons.ClaimWhiteFourThree: rules.White,
	lessons.ClaimWhiteTrap: rules.White, lessons.ClaimUnstoppable: rules.White,
}

// rowOfFive reports five or more stones of one colour in a row.
func rowOfFive(b *rules.Board) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			c := b.At(rules.Pt(col, row))
			if c == rules.Empty {
				continue
			}
			for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				n := 1
				for q := rules.Pt(col+d[0], row+d[1]); q.OnBoard() && b.At(q) == c; q = rules.Pt(q.Col+d[0], q.Row+d[1]) {
					n++
				}
				if n >= 5 {
					return true
				}
			}
		}
	}
	return false
}
