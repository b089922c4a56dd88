package drillplay

import (
	"strconv"
	"strings"

	"renju/drills"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/rules"
)

// The missed drills of a round or a set, kept for its summary: each is a
// button there that opens the drill again as its feedback showed it (the
// Review phase: the position, the right answer marked, what was said,
// the walk one key away), and the learner steps through them and comes
// back to the summary. A summary that only counted the misses was a dead
// end: the place to learn from them is right after the round.

// miss is one drill answered wrongly, as it was graded: what the
// feedback and its walk need to be shown again.
type miss struct {
	n        int // the drill's place in the round or the set, from 1
	d        drills.Drill
	board    rules.Board
	three    []rules.Point
	bands    [][2]rules.Point
	selected []rules.Point
	picked   rules.Point
	hasPick  bool
	said     string
	result   drills.Result
}

// keepMiss files the drill just graded wrongly (grade).
func (m *Model) keepMiss() {
	n := m.round
	if m.set != nil {
		n += m.set.done
	}
	m.misses = append(m.misses, miss{n: n, d: *m.cur, board: m.board, three: m.three, bands: m.bands,
		selected: append([]rules.Point(nil), m.selected...), picked: m.picked, hasPick: m.hasPick,
		said: m.said, result: m.result})
}

// Missed are the drills this round or set missed, in the order asked.
func (m *Model) Missed() []drills.Drill {
	out := make([]drills.Drill, len(m.misses))
	for i := range m.misses {
		out[i] = m.misses[i].d
	}
	return out
}

// Opened is the missed drill shown (Review phase), or -1.
func (m *Model) Opened() int {
	if m.phase != Review {
		return -1
	}
	return m.open
}

// OpenMiss shows missed drill i again as its feedback showed it (from the
// summary, or from another missed drill).
func (m *Model) OpenMiss(i int) {
	if (m.phase != Summary && m.phase != Review) || i < 0 || i >= len(m.misses) {
		return
	}
	ms := &m.misses[i]
	d := ms.d
	m.cur, m.board, m.three, m.bands = &d, ms.board, ms.three, ms.bands
	m.selected, m.picked, m.hasPick = append([]rules.Point(nil), ms.selected...), ms.picked, ms.hasPick
	m.said, m.result, m.gained = ms.said, ms.result, 0
	m.open, m.phase, m.walkReq = i, Review, false
}

// StepMiss shows the missed drill by steps after (or before) the one
// open, round the list.
func (m *Model) StepMiss(by int) {
	if m.phase != Review || len(m.misses) == 0 {
		return
	}
	n := len(m.misses)
	m.OpenMiss(((m.open+by)%n + n) % n)
}

// CloseMiss goes back to the summary.
func (m *Model) CloseMiss() {
	if m.phase == Review {
		m.phase, m.walkReq = Summary, false
	}
}

// The actions of the summary's missed drills and of the Review phase.
const (
	PrevMiss Action = 1000 + iota
	NextMiss
	BackToSummary
	// OpenMissed + i opens missed drill i ("drill.missed.<i>").
	OpenMissed Action = 2000
)

var missActionIDs = map[Action]string{PrevMiss: "drill.missed.prev", NextMiss: "drill.missed.next", BackToSummary: "drill.missed.back"}

// missActionID is the button ID of a missed-drill action ("" for another).
func missActionID(a Action) string {
	if a >= OpenMissed {
		return "drill.missed." + strconv.Itoa(int(a-OpenMissed))
	}
	return missActionIDs[a]
}

// missActionOf is the action of a missed-drill button ID (NoAction for
// another).
func missActionOf(id string) Action {
	for a, s := range missActionIDs {
		if s == id {
			return a
		}
	}
	if rest, ok := strings.CutPrefix(id, "drill.missed."); ok {
		if i, err := strconv.Atoi(rest); err == nil && i >= 0 && i < 1<<20 && strconv.Itoa(i) == rest {
			return OpenMissed + Action(i)
		}
	}
	return NoAction
}

// doMiss carries out a missed-drill action; false for another action.
func (m *Model) doMiss(a Action) bool {
	switch {
	case a >= OpenMissed:
		m.OpenMiss(int(a - OpenMissed))
	case a == PrevMiss:
		m.StepMiss(-1)
	case a == NextMiss:
		m.StepMiss(1)
	case a == BackToSummary:
		m.CloseMiss()
	default:
		return false
	}
	return true
}

// missRows are the summary's buttons of the missed drills, two a row:
// "3. Forbidden? K10". They have no keys of their own (Tab reaches
// them): the digits 1–9 beside labels numbered by the drills' places in
// the round (1, 3, 5…) read as a mismatch.
func (m *Model) missRows(lang msg.Lang) [][]button {
	var rows [][]button
	var row []button
	for i := range m.misses {
		row = append(row, button{action: OpenMissed + Action(i), label: m.missLabel(lang, &m.misses[i])})
		if len(row) == 2 {
			rows, row = append(rows, row), nil
		}
	}
	if row != nil {
		rows = append(rows, row)
	}
	return rows
}

// missLabel names a missed drill: its place, its type and its point.
func (m *Model) missLabel(lang msg.Lang, ms *miss) string {
	return strings.TrimSpace(msg.F(lang, MissedItem, ms.n, m.typeName(lang, ms.d.Type), strings.ToUpper(ms.d.Point)))
}

// reviewRows are the Review phase's buttons: the walk first (filled:
// rows), then the
// other missed drills, and the way back to the summary.
func (m *Model) reviewRows(b func(a Action, id msg.ID, key input.Key) button) [][]button {
	rows := [][]button{{b(WalkPoint, BtnWalk, input.KeyW)}}
	if len(m.misses) > 1 {
		rows = append(rows, []button{b(PrevMiss, MissedPrev, input.KeyLeft), b(NextMiss, MissedNext, input.KeyRight)})
	}
	return append(rows, []button{b(BackToSummary, MissedBack, input.KeyEscape)})
}

// summaryMissLines are the summary's lines about the misses: that
// their buttons open them (none without a miss).
func (m *Model) summaryMissLines(lang msg.Lang) []string {
	if len(m.misses) == 0 {
		return nil
	}
	return []string{msg.T(lang, MissedHead)}
}

// MissLines are the summary's lines about the misses, for a host that
// shows its own summary (the homework's result).
func (m *Model) MissLines(lang msg.Lang) []string { return m.summaryMissLines(lang) }

// reviewView fills the view of missed drill m.open: the feedback as it
// was, under a title saying which missed drill it is.
func (m *Model) reviewView(lang msg.Lang, v *View) {
	ms := &m.misses[m.open]
	v.Title = msg.F(lang, MissedTitle, ms.n)
	v.Status = msg.F(lang, MissedStatus, m.open+1, len(m.misses), m.typeName(lang, ms.d.Type))
	v.Board = m.board
	if ms.d.Type == drills.Trap {
		v.ToMove = rules.White
	}
	m.feedback(lang, v)
}

// The Review phase's messages.
const (
	MissedHead   msg.ID = "drill.missed.head"
	MissedItem   msg.ID = "drill.missed.item"
	MissedTitle  msg.ID = "drill.missed.title"
	MissedStatus msg.ID = "drill.missed.status"
	MissedPrev   msg.ID = "drill.missed.prev"
	MissedNext   msg.ID = "drill.missed.next"
	MissedBack   msg.ID = "drill.missed.back"
)

var missTexts = msg.Table{
	{ID: MissedHead, EN: "Open a missed drill below to see its answer and walk it.", ZH: "点开下面答错的题，看正确答案和逐步讲解。"},
	// %[1]d: the drill's place in the round; %[2]s: its type; %[3]s: its point ("" for find-all).
	{ID: MissedItem, EN: "%[1]d. %[2]s %[3]s", ZH: "第%[1]d题 %[2]s %[3]s"},
	// %[1]d: the drill's place in the round.
	{ID: MissedTitle, EN: "Drill %[1]d, again", ZH: "再看第%[1]d题"},
	// %[1]d of %[2]d missed drills; %[3]s: its type.
	{ID: MissedStatus, EN: "Missed %[1]d of %[2]d · %[3]s", ZH: "错题 %[1]d/%[2]d · %[3]s"},
	{ID: MissedPrev, EN: "Previous", ZH: "上一题"},
	{ID: MissedNext, EN: "Next", ZH: "下一题"},
	{ID: MissedBack, EN: "Back to results", ZH: "返回成绩"},
}

func init() { msg.Register(missTexts) }
