// Package goal is the daily goal's screen (#goal): today's count toward
// the goal, the streak of days met, and the goals to choose from (the
// learner's journal keeps them: game/services/daily).
package goal

import (
	"strconv"

	"renju/boardview"
	"renju/game/services/daily"
	"renju/game/services/journal"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// btnChoice starts a goal's button ID (the frame reports the goal in
// state().daily on every screen).
const btnChoice = "goal.set."

// Model is the screen's model (screenview.PanelModel).
type Model struct {
	j *journal.Journal
}

var _ screenview.PanelModel = (*Model)(nil)

// New is the screen before it is given the journal.
func New() *Model { return &Model{j: journal.New()} }

// UseJournal is the learner's journal.
func (m *Model) UseJournal(j *journal.Journal) {
	if j != nil {
		m.j = j
	}
}

// ChoiceID is the button ID of goal g ("goal.set.items.10").
func ChoiceID(g daily.Goal) string { return btnChoice + g.Unit + "." + strconv.Itoa(g.N) }

func (m *Model) Press(id string) {
	for _, g := range daily.Goals {
		if id == ChoiceID(g) {
			m.j.Choose(g)
		}
	}
}

// Key: the digits 1–6 choose the goals in order.
func (m *Model) Key(p input.Press) {
	if i := int(p.Key - input.Key1); p.Key >= input.Key1 && i < len(daily.Goals) {
		m.j.Choose(daily.Goals[i])
	}
}

func (m *Model) Tap(rules.Point)                   {}
func (m *Model) Poll()                             {}
func (m *Model) TakeWalk() (screenview.Walk, bool) { return screenview.Walk{}, false }
func (m *Model) TakeSaves() []screenview.Save      { return nil }
func (m *Model) Hash() string                      { return "#goal" }
func (m *Model) Leave()                            {}
func (m *Model) Route(string) error                { return nil }

// label names goal g in lang.
func label(lang msg.Lang, g daily.Goal) string {
	if g.Unit == daily.Pages {
		return msg.F(lang, ChoicePages, g.N)
	}
	return msg.F(lang, ChoiceItems, g.N)
}

// Panel is today's count, the streak and the choices, the current one on.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	now := m.j.Now()
	l := m.j.Daily
	p := screenview.Panel{Title: msg.T(lang, Title), Board: boardview.Board{Coords: true}}
	p.Add(screenview.BodyLine(msg.T(lang, Intro)))
	today := TodayItems
	if l.Unit == daily.Pages {
		today = TodayPages
	}
	p.Add(screenview.Prompt(msg.F(lang, today, l.Today(now), l.Goal)))
	if l.Today(now) >= l.Goal {
		p.Add(screenview.Verdict(msg.T(lang, Met), true))
	}
	if s := l.StreakAt(now); s == 1 {
		p.Add(screenview.BodyLine(msg.T(lang, StreakOne)))
	} else if s > 1 {
		p.Add(screenview.BodyLine(msg.F(lang, StreakDays, s)))
	} else {
		p.Add(screenview.BodyLine(msg.T(lang, StreakNone)))
	}
	p.Add(screenview.DimLine(msg.T(lang, Local)))
	// Last, just above the choices at the panel's foot.
	p.Add(screenview.BodyLine(msg.T(lang, ChooseLine)))
	var items, pages []screenview.Button
	for i, g := range daily.Goals {
		b := screenview.Button{ID: ChoiceID(g), Label: label(lang, g), Key: strconv.Itoa(i + 1)}
		if g.Unit == l.Unit && g.N == l.Goal {
			b.Style = screenview.On
		}
		if g.Unit == daily.Pages {
			pages = append(pages, b)
		} else {
			items = append(items, b)
		}
	}
	p.Rows = [][]screenview.Button{items, pages}
	return p
}
