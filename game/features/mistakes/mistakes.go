// Package mistakes is the review screen (#review): the questions the
// learner got wrong anywhere, asked again one by one when the review
// queue (game/services/spaced) says they are due, with the same feedback
// and walks as the Drills (each is a drill, asked by game/parts/drillplay).
// A right answer moves the item on in the queue, a wrong one starts it
// again: the journal files both (game/services/journal).
package mistakes

import (
	"time"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Model is the review screen's model (screenview.PanelModel).
type Model struct {
	j *journal.Journal
	// cur is the item asked (drill non-nil), else nothing is due.
	cur   spaced.Item
	drill *drillplay.Model
	// asked and right count this sitting's answers.
	asked, right int
	hover        rules.Point
	hovering     bool
}

var _ screenview.PanelModel = (*Model)(nil)

// New is the review before it is given the journal (UseJournal).
func New() *Model { return &Model{j: journal.New()} }

// UseJournal is the learner's journal: each time the screen is opened,
// the review asks its first due item (the one asked stays).
func (m *Model) UseJournal(j *journal.Journal) {
	if j == nil {
		return
	}
	if m.j != j {
		m.j, m.drill = j, nil
	}
	if m.drill == nil {
		m.next()
	}
}

// next asks the item due longest, or none.
func (m *Model) next() {
	m.drill = nil
	due := m.j.Queue.Due(m.j.Now())
	if len(due) == 0 {
		return
	}
	m.cur = due[0]
	m.drill = drillplay.NewGiven([]drills.Drill{m.cur.Drill}, m.cur.Drill.Level)
	m.drill.SetFrom(spaced.FromReview)
	m.drill.OfferPlayOut()
}

// TakeRoute is Play it out's game (screenview.Navigator): the Play
// screen from the position of the item asked.
func (m *Model) TakeRoute() (string, string, bool) {
	if m.drill == nil {
		return "", "", false
	}
	arg, ok := m.drill.TakePlayOut()
	return "play", arg, ok
}

// Item is the item asked, if any.
func (m *Model) Item() (spaced.Item, bool) { return m.cur, m.drill != nil }

// Drill is the drill under way (nil when nothing is due).
func (m *Model) Drill() *drillplay.Model { return m.drill }

// after files the answer just given with the journal, and moves on to
// the next due item once the drill's set of one is over.
func (m *Model) after() {
	if m.drill == nil {
		return
	}
	if as := m.drill.TakeAnswers(); len(as) > 0 {
		m.j.Answered(as...)
		for _, a := range as {
			m.asked++
			if a.Right {
				m.right++
			}
		}
	}
	if m.drill.Phase() == drillplay.Summary {
		m.next()
	}
}

func (m *Model) Press(id string) {
	if m.drill == nil {
		return
	}
	if a := drillplay.ActionOf(id); a != drillplay.NoAction {
		m.drill.Do(a)
	}
	m.after()
}

func (m *Model) Key(p input.Press) {
	if m.drill == nil {
		return
	}
	m.drill.Do(m.drill.KeyAction(p))
	m.after()
}

func (m *Model) Tap(p rules.Point) {
	if m.drill == nil {
		return
	}
	m.drill.Tap(p)
	m.after()
}

// Hover is the point under the pointer (the drill's preview).
func (m *Model) Hover(p rules.Point, ok bool) { m.hover, m.hovering = p, ok }

// Poll looks again when nothing was due: an item may have come due (a
// miss in another tab, midnight).
func (m *Model) Poll() {
	if m.drill == nil {
		if _, due := m.j.Counts(); due > 0 {
			m.next()
		}
	}
}

func (m *Model) TakeWalk() (screenview.Walk, bool) {
	if m.drill == nil {
		return screenview.Walk{}, false
	}
	return m.drill.TakeWalk()
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

// Panel is the drill asked, under the review's title and where it was
// missed; or, with nothing due, when the next comes back.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	queued, due := m.j.Counts()
	if m.drill != nil {
		v := m.drill.View(lang)
		v.Title = msg.T(lang, Title)
		v.Status = msg.F(lang, StatusDue, max(due, 1))
		if id, ok := fromName[m.cur.From]; ok && v.Phase != drillplay.Feedback {
			v.Detail = msg.F(lang, FromLine, msg.T(lang, id))
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
	// Asked and Right count this sitting.
	Asked int `json:"asked,omitempty"`
	Right int `json:"right,omitempty"`
}

// PageState reports the review and, while one is asked, the drill (as
// the Drills screen reports its own, under "drill").
func (m *Model) PageState(st *pageapi.State) {
	queued, due := m.j.Counts()
	s := State{Queued: queued, Due: due, Asked: m.asked, Right: m.right}
	if m.drill != nil {
		d := m.cur.Drill
		s.Key, s.From, s.Type, s.Position, s.Point = m.cur.Key, m.cur.From, d.Type, d.Position, d.Point
		ds := m.drill.PageState()
		st.SetDetail(drillplay.PageKey, &ds)
	}
	st.SetDetail(spaced.PageKey, &s)
}
