// Package mistakes is the review screen (#review): the questions the
// learner got wrong anywhere, asked again one by one when the review
// queue (game/services/spaced) says they are due. A drill's item is
// asked with the same feedback and walks as the Drills
// (game/parts/drillplay); a lesson's — a task of a lesson page or of its
// practice — as a page of its own, with the lesson page's buttons,
// hints and walks (game/features/lessonplay's Review, made by the frame:
// the rooms do not import each other). Either way the judge answers it
// again, never the save. The first answer of each asking moves the item
// on in the queue, right or wrong: the journal files it
// (game/services/journal). An item the judge can no longer ask leaves
// the review, and the screen says so.
package mistakes

import (
	"errors"
	"time"

	"renju/boardview"
	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// Question is an item that a lesson asked, being asked again: a panel of
// its own (the prompt, the feedback, the buttons, the board) whose first
// answer it reports as the review's (Attempt.Review), and Answered once
// it has it.
type Question interface {
	screenview.PanelModel
	screenview.Hoverer
	screenview.Answerer
	Answered() (answered, right bool)
}

// Asker makes the Question of item key, q (lessonplay.AskReview); an
// error says why it cannot be asked.
type Asker func(key string, q lessons.Question) (Question, error)

// BtnNext goes on to the next item once a lesson's question is answered;
// BtnGone past an item that cannot come back.
const (
	BtnNext = "review.next"
	BtnGone = "review.gone"
)

// Model is the review screen's model (screenview.PanelModel).
type Model struct {
	j   *journal.Journal
	ask Asker
	// cur is the item asked: by drill (a drill's), or by task (a
	// lesson's), or neither (gone) when it could not be asked; showing
	// is false when nothing is due.
	cur     spaced.Item
	showing bool
	drill   *drillplay.Model
	task    Question
	gone    bool
	// took: the first answer of this asking is filed.
	took bool
	// asked and right count this sitting's answers.
	asked, right int
	// taught is the learner's stage (Cover: the lessons done), which a
	// drill's item is asked at; nil: every term. A lesson's item is
	// asked in its own lesson's words (lessonplay.AskReview).
	taught   func(term string) bool
	hover    rules.Point
	hovering bool
}

var _ screenview.PanelModel = (*Model)(nil)

// New is the review before it is given the journal (UseJournal); ask
// makes the questions the lessons asked (nil: they cannot be asked).
func New(ask Asker) *Model { return &Model{j: journal.New(), ask: ask} }

// UseJournal is the learner's journal: each time the screen is opened,
// the review asks its first due item (the one asked stays).
func (m *Model) UseJournal(j *journal.Journal) {
	if j == nil {
		return
	}
	if m.j != j {
		m.j, m.showing = j, false
	}
	if !m.showing {
		m.next()
	}
}

// next asks the item due longest, or none. An item that cannot be asked
// any more (its drill or task does not fit its position now) is retired
// at once and said so, until the learner goes on.
func (m *Model) next() {
	m.drill, m.task, m.gone, m.took, m.showing = nil, nil, false, false, false
	due := m.j.Queue.Due(m.j.Now())
	if len(due) == 0 {
		return
	}
	m.cur, m.showing = due[0], true
	switch {
	case m.cur.Task != nil && m.ask != nil:
		if q, err := m.ask(m.cur.Key, *m.cur.Task); err == nil {
			m.task = q
			return
		}
	case m.cur.Drill != nil:
		if d, err := judgedAgain(*m.cur.Drill); err == nil {
			m.drill = drillplay.NewGiven([]drills.Drill{d}, d.Level)
			m.drill.SetFrom(spaced.FromReview)
			m.drill.SetStage(m.taught)
			m.drill.OfferPlayOut()
			return
		}
	}
	m.gone = true
	m.j.Retire(m.cur.Key)
}

// Cover takes the lessons the learner has done (the frame tells it each
// time the screen opens): a drill's item is asked in the words of those
// lessons, for a drill keeps no lesson of its own; a lesson's item in
// the words of its lesson.
func (m *Model) Cover(done []string) {
	m.taught = glossary.Known(done)
	if m.drill != nil {
		m.drill.SetStage(m.taught)
	}
}

// judgedAgain is the saved drill d with the judge's answer of now (the
// saved one is not trusted): the same question, or an error when the
// judge finds it no longer (its point taken, its three not the one).
func judgedAgain(d drills.Drill) (drills.Drill, error) {
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return drills.Drill{}, err
	}
	fresh, err := drills.FromDiagram(d.Type, b, d.Point)
	if err != nil {
		return drills.Drill{}, err
	}
	if fresh.Line != d.Line || fresh.ToMove != d.ToMove {
		return drills.Drill{}, errors.New("the judge asks about another line")
	}
	fresh.Position = d.Position // the item's own key
	return fresh, nil
}

// TakeRoute is Play it out's game (screenview.Navigator): the Play
// screen from the position of the drill asked.
func (m *Model) TakeRoute() (string, string, bool) {
	if m.drill == nil {
		return "", "", false
	}
	arg, ok := m.drill.TakePlayOut()
	return "play", arg, ok
}

// Item is the item asked, if any.
func (m *Model) Item() (spaced.Item, bool) { return m.cur, m.showing }

// Drill is the drill under way (nil when the item asked is no drill).
func (m *Model) Drill() *drillplay.Model { return m.drill }

// Task is the lesson's question under way (nil when the item asked is
// none).
func (m *Model) Task() Question { return m.task }

// Gone reports whether the item shown could not be asked: it left the
// review.
func (m *Model) Gone() bool { return m.showing && m.gone }

// after files the first answer of the asking with the journal, as the
// review's answer to the item, and moves on to the next due item once
// the drill's set of one is over.
func (m *Model) after() {
	var as []screenview.Attempt
	switch {
	case m.drill != nil:
		as = m.drill.TakeAnswers()
	case m.task != nil:
		as = m.task.TakeAnswers()
	}
	if len(as) > 0 && !m.took {
		a := as[0]
		a.From, a.Review, a.Question = spaced.FromReview, m.cur.Key, ""
		a.Drill, a.Task = drills.Drill{}, m.cur.Task
		if m.cur.Drill != nil {
			a.Drill = *m.cur.Drill
		}
		m.j.Answered(a)
		m.took = true
		m.asked++
		if a.Right {
			m.right++
		}
	}
	if m.drill != nil && m.drill.Phase() == drillplay.Summary {
		m.next()
	}
}

func (m *Model) Press(id string) {
	switch {
	case !m.showing:
	case id == BtnGone && m.gone, id == BtnNext && m.task != nil && m.took:
		m.next()
		return
	case m.drill != nil:
		if a := drillplay.ActionOf(id); a != drillplay.NoAction {
			m.drill.Do(a)
		}
	case m.task != nil:
		m.task.Press(id)
	}
	m.after()
}

// Key: the drill's keys, or the lesson question's (1–5 choose, W walks);
// once it is answered, Enter or Space goes on (and past an item gone).
func (m *Model) Key(p input.Press) {
	on := !p.Ctrl && (p.Key == input.KeyEnter || p.Key == input.KeySpace)
	switch {
	case !m.showing:
	case m.gone && on:
		m.next()
		return
	case m.drill != nil:
		m.drill.Do(m.drill.KeyAction(p))
	case m.task != nil && m.took && on:
		m.next()
		return
	case m.task != nil:
		m.task.Key(p)
	}
	m.after()
}

func (m *Model) Tap(p rules.Point) {
	switch {
	case m.drill != nil:
		m.drill.Tap(p)
	case m.task != nil:
		m.task.Tap(p)
	}
	m.after()
}

// Hover is the point under the pointer (the drill's or the question's
// preview).
func (m *Model) Hover(p rules.Point, ok bool) {
	m.hover, m.hovering = p, ok
	if m.task != nil {
		m.task.Hover(p, ok)
	}
}

// Poll looks again when nothing was due: an item may have come due (a
// miss in another tab, midnight).
func (m *Model) Poll() {
	if !m.showing {
		if _, due := m.j.Counts(); due > 0 {
			m.next()
		}
	}
}

func (m *Model) TakeWalk() (screenview.Walk, bool) {
	switch {
	case m.drill != nil:
		return m.drill.TakeWalk()
	case m.task != nil:
		return m.task.TakeWalk()
	}
	return screenview.Walk{}, false
}

// TakeSaves: nothing of its own; the journal's saves are the frame's.
func (m *Model) TakeSaves() []screenview.Save { return nil }

func (m *Model) Hash() string { return "#review" }
func (m *Model) Leave()       {}

// Route opens the review ("#review" takes no argument).
func (m *Model) Route(string) error { return nil }

// fromName names where an item was missed.
var fromName = map[string]msg.ID{
	spaced.FromDrills: FromDrills, spaced.FromStorm: FromStorm, spaced.FromPractice: FromPractice,
	spaced.FromLesson: FromLesson, spaced.FromHomework: FromHomework, spaced.FromPlay: FromPlay,
	spaced.FromReview: FromReview,
}

// Panel is the item asked, under the review's title and where it was
// missed: its drill, or its lesson's question with Next once answered,
// or that it cannot come back; or, with nothing due, when the next comes
// back.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	queued, due := m.j.Counts()
	switch {
	case m.task != nil:
		p := m.task.Panel(lang)
		p.Title = msg.T(lang, Title)
		head := []screenview.Block{screenview.Status(msg.F(lang, StatusDue, max(due, 1)))}
		if !m.took {
			head = append(head, screenview.DimLine(m.fromLine(lang)))
		}
		p.Blocks = append(head, p.Blocks...)
		if m.took {
			p.Rows = append(p.Rows, []screenview.Button{{ID: BtnNext, Label: msg.T(lang, NextQuestion), Style: screenview.Primary, Key: input.KeyEnter.Label()}})
		}
		return p
	case m.gone:
		p := screenview.Panel{Title: msg.T(lang, Title), Board: boardview.Board{Coords: true}}
		p.Add(screenview.Prompt(msg.T(lang, GoneTitle)), screenview.BodyLine(msg.T(lang, GoneWhy)))
		p.Rows = [][]screenview.Button{{{ID: BtnGone, Label: msg.T(lang, NextQuestion), Style: screenview.Primary, Key: input.KeyEnter.Label()}}}
		return p
	case m.drill != nil:
		v := m.drill.View(lang)
		v.Title = msg.T(lang, Title)
		v.Status = msg.F(lang, StatusDue, max(due, 1))
		if v.Phase != drillplay.Feedback {
			v.Detail = m.fromLine(lang)
		}
		return v.Panel(m.hover, m.hovering, m.drill.AsksPoint())
	}
	p := screenview.Panel{Title: msg.T(lang, Title)}
	if m.asked > 0 {
		p.Add(screenview.Verdict(msg.F(lang, SittingEnd, m.right, m.asked), m.right == m.asked))
	}
	switch {
	case queued == 0 && m.j.Queue.Learned() == 0 && m.asked == 0:
		p.Add(screenview.Prompt(msg.T(lang, Empty)))
	default:
		p.Add(screenview.Prompt(msg.T(lang, NoneDue)))
		if when, ok := m.nextDue(lang); ok {
			if queued == 1 {
				p.Add(screenview.BodyLine(msg.F(lang, WaitOne, when)))
			} else {
				p.Add(screenview.BodyLine(msg.F(lang, WaitLater, queued, when)))
			}
		}
	}
	p.Add(screenview.DimLine(msg.T(lang, HowItWorks)))
	return p
}

// fromLine says where the item asked was missed: in which lesson, or on
// which screen.
func (m *Model) fromLine(lang msg.Lang) string {
	if t := m.cur.Task; t != nil {
		for i, l := range lessons.All() {
			if l.ID != t.Lesson {
				continue
			}
			if m.cur.From == spaced.FromPractice || t.Page == 0 {
				return msg.F(lang, FromPracticeN, i+1, l.Title.Get(string(lang)))
			}
			return msg.F(lang, FromLessonN, i+1, l.Title.Get(string(lang)))
		}
	}
	if id, ok := fromName[m.cur.From]; ok {
		return msg.F(lang, FromLine, msg.T(lang, id))
	}
	return ""
}

// nextDue says when the next queued item comes back ("tomorrow", "in 3
// days"), counted in local calendar days.
func (m *Model) nextDue(lang msg.Lang) (string, bool) {
	now := m.j.Now()
	var first int64
	for _, it := range m.j.Queue.Items {
		if !it.Learned() && (first == 0 || it.Due < first) {
			first = it.Due
		}
	}
	if first == 0 {
		return "", false
	}
	days := daysBetween(now, time.Unix(first, 0).In(now.Location()))
	if days <= 1 {
		return msg.T(lang, Tomorrow), true
	}
	return msg.F(lang, InDays, days), true
}

// daysBetween is the count of local midnights from a to b.
func daysBetween(a, b time.Time) int {
	ya, ma, da := a.Date()
	yb, mb, db := b.Date()
	x := time.Date(ya, ma, da, 12, 0, 0, 0, time.UTC)
	y := time.Date(yb, mb, db, 12, 0, 0, 0, time.UTC)
	return int(y.Sub(x).Hours()/24 + 0.5)
}

// State is state().review: the items queued and those due, on every
// screen (the frame's); on the review screen also the item asked ("" when
// none) and the sitting's count.
type State struct {
	Queued   int    `json:"queued"`
	Due      int    `json:"due"`
	Key      string `json:"key,omitempty"`
	From     string `json:"from,omitempty"`
	Type     string `json:"type,omitempty"`
	Position string `json:"position,omitempty"`
	Point    string `json:"point,omitempty"`
	// Lesson is the lesson a lesson's item was missed in (Type is then
	// its task's type); Answered: the item asked has its answer; Gone:
	// it could not be asked, and left the review.
	Lesson   string `json:"lesson,omitempty"`
	Answered bool   `json:"answered,omitempty"`
	Gone     bool   `json:"gone,omitempty"`
	// Asked and Right count this sitting.
	Asked int `json:"asked,omitempty"`
	Right int `json:"right,omitempty"`
}

// PageState reports the review and, while one is asked, the drill (as
// the Drills screen reports its own, under "drill").
func (m *Model) PageState(st *pageapi.State) {
	queued, due := m.j.Counts()
	s := State{Queued: queued, Due: due, Asked: m.asked, Right: m.right}
	if m.showing {
		s.Key, s.From, s.Answered, s.Gone = m.cur.Key, m.cur.From, m.took, m.gone
		switch it := m.cur; {
		case it.Drill != nil:
			s.Type, s.Position, s.Point = it.Drill.Type, it.Drill.Position, it.Drill.Point
		case it.Task != nil:
			s.Type, s.Position, s.Point, s.Lesson = it.Task.Kind, it.Task.Position, it.Task.Point, it.Task.Lesson
		}
	}
	if m.drill != nil {
		ds := m.drill.PageState()
		st.SetDetail(drillplay.PageKey, &ds)
	}
	st.SetDetail(spaced.PageKey, &s)
}
