package storm

import (
	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// The storm as a panel screen (screenview.PanelModel): the panel
// renderer (game/frame/screens/panelscreen.go) draws it.

// StorageKey is the storage key of the storm's record.
const StorageKey = "renju.storm"

var _ screenview.PanelModel = (*Model)(nil)

// Panel is the screen in lang: the run's line, the verdict on the last
// answer, a notice, the question, the records or the missed questions,
// and the keys.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	v := m.View(lang)
	p := screenview.Panel{Title: v.Title, Rows: v.Rows, Board: v.Board}
	if !v.HasBoard {
		p.Board = boardview.Board{Coords: true}
	}
	status := screenview.BodyLine(v.Status)
	status.Face = screenview.Bold
	p.Add(status)
	if v.HasLast {
		last := screenview.BodyLine(v.Last)
		last.Tone = screenview.Bad
		if v.LastRight {
			last.Tone = screenview.Good
		}
		p.Add(last)
	}
	p.Add(screenview.NoticeLine(v.Notice), screenview.Prompt(v.Prompt))
	for _, ln := range v.Lines {
		p.Add(screenview.BodyLine(ln).Tight(0.6))
	}
	hint := screenview.Status(v.Hint)
	hint.KeysOnly = v.HintKeys
	p.Add(hint)
	p.Speech = append([]string{v.Status, v.Last, v.Notice, v.Prompt}, v.Lines...)
	p.Answer = m.answer()
	return p
}

// Press carries out the action of a button.
func (m *Model) Press(id string) {
	if a := ActionOf(id); a != NoAction {
		m.Do(a)
	}
}

// Key carries out the action of a key.
func (m *Model) Key(p input.Press) { m.Do(m.KeyAction(p)) }

// Tap: the board takes no taps (the answers are buttons).
func (m *Model) Tap(rules.Point) {}

// TakeSaves returns the record when it changed.
func (m *Model) TakeSaves() []screenview.Save {
	if data, ok := m.TakeSave(); ok {
		return []screenview.Save{{Key: StorageKey, Value: string(data)}}
	}
	return nil
}

// Adopt takes in the record as another tab saved it (joined with this
// tab's by the store).
func (m *Model) Adopt(key, value string) {
	if key == StorageKey {
		_ = m.Load([]byte(value)) // a damaged record: the screen says so
	}
}

// Hash is "#storm", or "#storm=streak" when the streak is chosen.
func (m *Model) Hash() string {
	if m.Mode() == StreakMode {
		return "#storm=streak"
	}
	return "#storm"
}

// PageState reports the question on the board and the run.
func (m *Model) PageState(st *pageapi.State) {
	ps := State{Phase: []string{"menu", "preparing", "asking", "over"}[m.Phase()], Mode: "storm",
		Score: m.Score(), Combo: m.Combo(), Answered: m.Answered(), Right: m.Right(),
		TimeLeftMs: m.TimeLeft().Milliseconds(), Missed: []string{}, AllLessons: m.all, TopLevel: m.top()}
	if m.Mode() == StreakMode {
		ps.Mode = "streak"
	}
	if it := m.Item(); it != nil && m.Phase() == Asking {
		ps.Position = rules.FormatStones(&it.Board)
		ps.Point = it.Point.String()
		ps.AskKind = m.Asks(SaidLegal)
	}
	for _, ms := range m.Missed() {
		ps.Missed = append(ps.Missed, ms.Item.Point.String())
	}
	ps.Open = -1
	if m.Phase() == Over && len(m.Missed()) > 0 {
		ps.Open = m.Shown()
	}
	st.SetDetail(PageKey, &ps)
}
