package lessonplay

import (
	"strconv"
	"strings"

	"renju/boardview"
	"renju/game/services/routes"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// Stage is where the learner is in a lesson.
type Stage int

const (
	OnPage     Stage = iota // one of the lesson's pages
	Preparing               // past the last page, waiting for the practice set
	Practising              // an item of the practice set
	Finished                // the lesson-complete moment
)

// String is the stage as the page API reports it.
func (s Stage) String() string {
	return [...]string{"page", "preparing", "practice", "complete"}[s]
}

// Catalog is the curriculum a lesson is walked in: a lesson by its ID,
// its position (from 0), and the one after a lesson (nil after the
// last). Lesson parses only the lesson asked for.
type Catalog interface {
	Lesson(id string) (*lessons.Lesson, bool)
	Index(id string) int
	After(l *lessons.Lesson) *lessons.Lesson
}

// PracticeSet is a practice set being made in the background
// (practiceset.Pending): Ready once made, Lost while the worker that
// made it is being started again.
type PracticeSet interface {
	Ready() ([]lessons.Page, bool)
	Stop()
	Lost() bool
}

// Maker makes practice sets: Plans reports whether lesson l has one, Start
// starts making a new one.
type Maker interface {
	Plans(l *lessons.Lesson) bool
	Start(l *lessons.Lesson) PracticeSet
}

// Exit is a way off the lesson page a press asks for.
type Exit int

const (
	Stay Exit = iota
	Back      // where the page was opened from (the lesson menu, or the homework)
	Menu      // the lesson menu: the last lesson is complete
)

// Outcome is what a press did, for the screen.
type Outcome struct {
	// Left: another page, item, stage or screen is shown; the frame's
	// other input was meant for the one left.
	Left bool
	// Exit leaves the lesson page.
	Exit Exit
	// Turned: the page shown changed: the walk closes, the text scrolls
	// to its top.
	Turned bool
	// Walk is a walk to open (nil: none).
	Walk *WalkAsk
	// Play is the Play screen's argument to open (Play it out: a game
	// from the page's position; "": none).
	Play string
}

// WalkAsk is a walk the screen opens: the walk of Point on Board, told
// with the page's letters (Label, Options); with Line, the walk of that
// line through the point (a live-or-false task's).
type WalkAsk struct {
	Board   rules.Board
	Point   rules.Point
	Line    string
	HasLine bool
	Label   string
	Options []tutor.Option
}

// Flow is a lesson being worked through: its pages, then its practice set
// (made in the background from near the lesson's end, so that it is ready
// when the learner is), then the lesson-complete moment. It decides what
// a press, a key or a tap does; the screen draws it and opens the walks
// it asks for.
type Flow struct {
	rec     Recorder
	cat     Catalog
	mk      Maker
	pg      *Page
	pr      *Practice
	pending PracticeSet
	stage   Stage
	fouls   []rules.Foul // the board's forbidden points (for the page state)
}

// NewFlow returns a flow with no lesson yet (Open or Go gives it one):
// progress is recorded in rec, lessons are numbered by cat, practice sets
// made by mk.
func NewFlow(rec Recorder, cat Catalog, mk Maker) *Flow {
	return &Flow{rec: rec, cat: cat, mk: mk}
}

// Open goes to page (from 1) of the lesson with the given ID, unless it is
// shown already: the page as it was is kept. A page past the lesson's
// last is an error for a link (link true) and the last page otherwise.
// It reports whether the page shown changed.
func (f *Flow) Open(id string, page int, link bool) (turned bool, err error) {
	page, err = routes.LessonPage(id, page, f.pages, link)
	if err != nil {
		return false, err
	}
	l, _ := f.cat.Lesson(id) // there is one: LessonPage asked
	if f.pg != nil && f.pg.Lesson() == l && f.pg.Index() == page-1 {
		return false, nil
	}
	f.Go(l, page-1)
	return true, nil
}

// pages is the number of pages of the lesson with the given ID.
func (f *Flow) pages(id string) (int, bool) {
	l, ok := f.cat.Lesson(id)
	if !ok {
		return 0, false
	}
	return len(l.Pages), true
}

// Go shows page i (from 0) of lesson l (the visit is recorded). Near the
// lesson's end (its last two pages) the practice set starts being made;
// a set being made for another lesson is dropped.
func (f *Flow) Go(l *lessons.Lesson, i int) {
	if f.pg != nil && f.pg.Lesson() != l {
		f.Leave()
	}
	if f.pending == nil && i >= len(l.Pages)-2 {
		f.startPractice(l)
	}
	f.pg = New(l, i, f.rec)
	f.pr, f.stage = nil, OnPage
	f.shown()
}

// startPractice starts making a new practice set for l (one set at a
// time: the last one's is dropped).
func (f *Flow) startPractice(l *lessons.Lesson) {
	f.Leave()
	if f.mk.Plans(l) {
		f.pending = f.mk.Start(l)
	}
}

// Leave stops the practice set being made: the worker's time is for the
// screen shown. The set is asked for again near the lesson's end, or at
// once if the learner was waiting for it.
func (f *Flow) Leave() {
	if f.pending != nil {
		f.pending.Stop()
		f.pending = nil
	}
}

// Pending is the practice set being made (nil: none).
func (f *Flow) Pending() PracticeSet { return f.pending }

// ShowPractice shows item i (from 0) of a practice set made of items.
func (f *Flow) ShowPractice(items []lessons.Page, i int) {
	f.Leave()
	f.pr = NewPractice(f.pg.Lesson(), items)
	f.pr.Go(i)
	f.stage = Practising
	f.shown()
}

// shown notes the forbidden points of the board shown.
func (f *Flow) shown() {
	b := f.Cur().Page().Board
	f.fouls = rules.ForbiddenMap(&b)
}

// Lesson is the lesson.
func (f *Flow) Lesson() *lessons.Lesson { return f.pg.Lesson() }

// Page is the lesson's page shown last (the practice's items follow it).
func (f *Flow) Page() *Page { return f.pg }

// Practice is the practice set worked through (nil: none).
func (f *Flow) Practice() *Practice { return f.pr }

// Stage is where the learner is.
func (f *Flow) Stage() Stage { return f.stage }

// Cur is the page shown: a lesson page or a practice item.
func (f *Flow) Cur() *Page {
	if f.pr != nil && f.pr.Page() != nil {
		return f.pr.Page()
	}
	return f.pg
}

// Fouls are the forbidden points of the board shown.
func (f *Flow) Fouls() []rules.Foul { return f.fouls }

// finish goes on from the lesson's last page: to the practice (waiting
// for it if it is not made yet), or to the lesson-complete moment.
func (f *Flow) finish() {
	if f.pending == nil {
		f.startPractice(f.pg.Lesson())
	}
	if f.pending == nil {
		f.stage = Finished
		return
	}
	items, ok := f.pending.Ready()
	if !ok {
		f.stage = Preparing
		return
	}
	f.pending = nil // used: the next time through makes a new set
	if len(items) == 0 {
		f.stage = Finished
		return
	}
	f.ShowPractice(items, 0)
}

// Poll goes on to the practice once the set the learner waits for is
// made (or asks for it again if Leave stopped it); it reports whether
// anything changed.
func (f *Flow) Poll() bool {
	if f.stage != Preparing {
		return false
	}
	if f.pending != nil {
		if _, ok := f.pending.Ready(); !ok {
			return false
		}
	}
	f.finish()
	return true
}

// Busy reports whether the page takes no task's answers: waiting for the
// practice, or the lesson-complete moment.
func (f *Flow) Busy() bool { return f.stage == Preparing || f.stage == Finished }

// KeyButton is the button a key stands for: the page's, or on the
// lesson-complete moment Enter / → for the next lesson, ← to review.
func (f *Flow) KeyButton(k input.Press) string {
	if !f.Busy() {
		return f.Cur().KeyButton(k)
	}
	done := f.stage == Finished
	switch {
	case k.Ctrl:
	case k.Key == input.KeyEscape:
		return BtnLessons
	case done && (k.Key == input.KeyEnter || k.Key == input.KeyRight):
		return BtnCompleteNext
	case done && k.Key == input.KeyLeft:
		return BtnCompleteReview
	}
	return ""
}

// Tap answers the task on the page shown with point pt (or marks it); it
// reports whether the page took it.
func (f *Flow) Tap(pt rules.Point) bool {
	if f.Busy() {
		return false
	}
	f.Cur().Tap(pt)
	return true
}

// AsksPoint reports whether the page waits for a point (a task answered
// on the board, not answered yet).
func (f *Flow) AsksPoint() bool {
	p := f.Cur()
	return !f.Busy() && p.ClickTask() && !p.Locked()
}

// Press carries out a button (or the key standing for it).
func (f *Flow) Press(id string) Outcome {
	l := f.pg.Lesson()
	turn := Outcome{Left: true, Turned: true}
	switch id {
	case BtnLessons:
		return Outcome{Left: true, Exit: Back}
	case BtnCompleteNext:
		next := f.cat.After(l)
		if next == nil {
			return Outcome{Left: true, Exit: Menu}
		}
		f.Go(next, 0)
		return turn
	case BtnPracticeAgain:
		f.startPractice(l)
		f.pr = nil
		f.finish()
		return turn
	case BtnCompleteReview:
		f.Go(l, 0)
		return turn
	case BtnSkipPractice:
		// Skipped, the practice is optional: home's path goes on past
		// it and the lesson's pages offer it again. One worked to its
		// end before stays done (the recorder keeps that).
		if sk, ok := f.rec.(Skipper); ok {
			sk.SkipPractice(l.ID)
		}
		f.stage = Finished
		f.pr = nil
		return turn
	}
	if f.Busy() {
		return Outcome{}
	}
	pg := f.Cur()
	if id == BtnPracticeNow && f.pr == nil {
		f.finish() // the practice skipped, from any page of the lesson
		return turn
	}
	if id == screenview.BtnPlayOut {
		if b, ok := pg.PlayOutBoard(); ok {
			return Outcome{Left: true, Play: pageapi.PlayFrom(&b, pg.PlayOutSide())}
		}
		return Outcome{}
	}
	if id == BtnHint && pg.NextHint() == HintWalk {
		pg.TakeHint() // the last tier: the walk, step by step
		if pt, ok := pg.HintWalkPoint(); ok {
			return Outcome{Walk: f.walkOn(pg.Page().Board, pt)}
		}
		return Outcome{}
	}
	if pt, ok := pg.WalkOf(id); ok {
		b := pg.Page().Board
		if id == BtnWhy {
			b = pg.WalkBoard() // a white-trap's position after White's move
		}
		return Outcome{Walk: f.walkOn(b, pt)}
	}
	switch {
	case id == BtnPrev:
		switch {
		case f.pr != nil && pg.Index() > 0:
			f.pr.Go(pg.Index() - 1)
		case f.pr != nil:
			f.pr, f.stage = nil, OnPage // back from the practice to the lesson's last page
		case pg.Index() > 0:
			f.Go(l, pg.Index()-1)
		default:
			return Outcome{}
		}
		f.shown()
		return turn
	case id == BtnNext:
		switch {
		case f.pr != nil:
			if !f.pr.Next() {
				f.stage = Finished // keep pr: its score is shown
				if pr, ok := f.rec.(Practiser); ok {
					pr.Practise(l.ID)
				}
			}
			f.shown()
		case pg.Index() < len(l.Pages)-1:
			f.Go(l, pg.Index()+1)
		default:
			f.finish() // the last page: practice, then the lesson is complete
		}
		return turn
	case strings.HasPrefix(id, BtnDot):
		n, err := strconv.Atoi(id[len(BtnDot):])
		if err != nil || n-1 == pg.Index() {
			return Outcome{}
		}
		switch {
		case f.pr != nil && n >= 1 && n <= f.pr.Len():
			f.pr.Go(n - 1)
			f.shown()
			return turn
		case f.pr == nil && n >= 1 && n <= len(l.Pages):
			f.Go(l, n-1)
			return turn
		}
	default:
		pg.Press(id)
	}
	return Outcome{}
}

// WalkOf asks for the walk of point pt on the board shown.
func (f *Flow) WalkOf(pt rules.Point) *WalkAsk { return f.walkOn(f.Cur().Page().Board, pt) }

// walkOn asks for the walk of point pt on board b, told with the page's
// letters; on the page's own board, a live-or-false task's point asks for
// the walk of the line asked about. An occupied point has none.
func (f *Flow) walkOn(b rules.Board, pt rules.Point) *WalkAsk {
	if b.At(pt) != rules.Empty {
		return nil
	}
	pg := f.Cur()
	w := &WalkAsk{Board: b, Point: pt, Label: pg.Page().Label(pt), Options: pg.WalkOptions(pt)}
	if b == pg.Page().Board {
		w.Line, w.HasLine = pg.WalkLine(pt)
	}
	return w
}

// place is where the lesson stands in the curriculum.
func (f *Flow) place() Place {
	l := f.pg.Lesson()
	at := Place{Number: f.cat.Index(l.ID) + 1, LastLesson: f.cat.After(l) == nil,
		Practice: f.mk.Plans(l), InPractice: f.pr != nil}
	if sk, ok := f.rec.(Skipper); ok {
		at.Skipped = sk.SkippedPractice(l.ID)
	}
	return at
}

// View is the page as shown: with a walk open (walking) or on the
// lesson-complete moment only its head,
// while the practice is made a word that it is coming, and a way to skip
// the practice while in it.
func (f *Flow) View(lang msg.Lang, walking bool) View {
	at := f.place()
	head := f.Cur().Head(lang, at)
	if f.pr != nil {
		head = f.pr.Head(lang, at)
	}
	var v View
	switch {
	case f.stage == Finished:
		return View{Head: msg.F(lang, msg.LessonNumber, at.Number)}
	case walking:
		return View{Head: head}
	case f.stage == Preparing:
		v = View{Head: head, Title: f.pg.Lesson().Title.Get(string(lang)), Paragraphs: []string{msg.T(lang, msg.PracticePreparing)}}
		if f.pending != nil && f.pending.Lost() {
			v.Paragraphs = append(v.Paragraphs, msg.T(lang, msg.JobLost))
		}
	default:
		v = f.Cur().View(lang, at)
		v.Head = head
	}
	if f.pr != nil || f.stage == Preparing {
		v.Buttons = append(v.Buttons, screenview.Button{ID: BtnSkipPractice, Label: msg.T(lang, msg.BtnSkipPractice), Style: screenview.Quiet})
	}
	return v
}

// Complete is the lesson-complete moment as shown.
func (f *Flow) Complete(lang msg.Lang) Complete {
	l := f.pg.Lesson()
	return CompleteView(lang, l, f.place().Number, f.rec, f.pr, f.mk.Plans(l), f.cat.After(l))
}

// Picture is the board shown: the page's with the task's marks (none
// while a walk is open or the practice is made: walking), or on the
// lesson-complete moment an empty board (the last practice item's
// position, drawn without its answer, looked like a task still open).
func (f *Flow) Picture(walking bool, hover rules.Point, hovering bool) boardview.Board {
	if f.stage == Finished {
		return boardview.Board{Coords: true}
	}
	return f.Cur().Picture(walking || f.stage == Preparing, hover, hovering)
}

// State is the lesson's part of the page state: the lesson, the page (or
// the practice item) from 1, the stage, the board shown and its
// forbidden points, and the point a task asks about ("" for none).
type State struct {
	Lesson string
	Page   int
	Stage  Stage
	Board  rules.Board
	Fouls  []rules.Foul
	Ask    string
}

// State reports where the learner is.
func (f *Flow) State() State {
	st := State{Lesson: f.pg.Lesson().ID, Page: f.pg.Index() + 1, Stage: f.stage}
	if f.stage == Finished {
		return st // the empty board the moment shows
	}
	st.Board, st.Fouls = f.Cur().Page().Board, f.fouls
	if f.stage == Practising {
		st.Page = f.pr.Page().Index() + 1
	}
	if t := f.Cur().Task(); t != nil {
		switch t.Type {
		case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse, lessons.TaskClickPoint, lessons.TaskFifthPair:
			st.Ask = t.Point.String()
		}
	}
	return st
}
