package hwplay

import (
	"strings"

	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// Action is an intent of the homework's own buttons and keys (the drills'
// are drillplay's).
type Action int

const (
	NoAction Action = iota
	EnterName
	ReadPage
	StartDrills
	ShowCode
	CopyCode
	BackToOverview
	RetryDrill
)

var actionIDs = map[Action]string{
	EnterName: "hw.name", ReadPage: "hw.read", StartDrills: "hw.start", ShowCode: "hw.code",
	CopyCode: "hw.copy", BackToOverview: "hw.overview", RetryDrill: "hw.retry",
}

// ID is the action's button ID ("hw.name", …), for the page API and tests.
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID (NoAction for another's).
func ActionOf(id string) Action { return screenview.ActionOf(actionIDs, id, NoAction) }

// Do carries out an action.
func (m *Model) Do(a Action) {
	switch a {
	case EnterName:
		m.AskName()
	case ReadPage:
		m.ReadNext()
	case StartDrills:
		m.StartDrills()
	case ShowCode:
		m.ShowCode()
	case CopyCode:
		if m.Code() != "" {
			m.req = ReqCopy
		}
	case BackToOverview:
		m.ToOverview()
	case RetryDrill:
		m.Retry()
	}
}

type button struct {
	_       [0]func() // not comparable: Go then links no equality function for it or its arrays
	action  Action
	label   string
	key     input.Key
	primary bool
}

// genFailed: the drill could not be made (the set waits at its menu).
func (m *Model) genFailed() bool {
	return m.phase == Drilling && m.drill != nil && m.drill.Phase() == drillplay.Menu
}

// buttonRows are the homework's own buttons for the phase.
func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(a Action, label string, key input.Key, primary bool) button {
		return button{action: a, label: label, key: key, primary: primary}
	}
	back := b(BackToOverview, msg.T(lang, BtnOverview), input.KeyEscape, false)
	switch m.phase {
	case Drilling:
		if m.genFailed() {
			return [][]button{{b(RetryDrill, msg.T(lang, BtnRetry), input.KeyEnter, true), back}}
		}
		return [][]button{{back}}
	case Finished:
		if m.reviewOpen() {
			return nil // the missed drill's own buttons
		}
		return [][]button{{b(CopyCode, msg.T(lang, BtnCopy), input.KeyC, true), back}}
	}
	var rows [][]button
	name := b(EnterName, msg.T(lang, BtnName), input.KeyN, m.name == "")
	if m.name != "" {
		name.label = msg.T(lang, BtnRename)
	}
	rows = append(rows, []button{name})
	if len(m.pages) > 0 {
		pg := m.pages[m.NextPage()]
		readFirst := m.name != "" && m.PagesRead() == 0
		rows = append(rows, []button{b(ReadPage, msg.F(lang, BtnRead, m.lessonTitle(lang, pg.Lesson), pg.Page), input.KeyP, readFirst)})
	}
	ready := m.name != "" && !(len(m.pages) > 0 && m.PagesRead() == 0)
	switch {
	case !m.DrillsDone():
		label := BtnStart
		if len(m.answers) > 0 {
			label = BtnContinue
		}
		rows = append(rows, []button{b(StartDrills, msg.T(lang, label), input.KeyEnter, ready)})
	default:
		rows = append(rows, []button{b(ShowCode, msg.T(lang, BtnCode), input.KeyEnter, ready)})
	}
	return rows
}

func (m *Model) lessonTitle(lang msg.Lang, id string) string {
	if t, ok := m.titles[id]; ok {
		return t.Get(string(lang))
	}
	return id
}

// KeyAction returns the homework's action of a key (NoAction: the key is
// the drills'). Keys with Ctrl are the browser's.
func (m *Model) KeyAction(p input.Press) Action {
	if p.Ctrl {
		return NoAction
	}
	key := p.Key
	if key == input.KeySpace && m.phase != Drilling {
		key = input.KeyEnter
	}
	for _, row := range m.buttonRows(msg.English) {
		for _, b := range row {
			if b.key == key {
				return b.action
			}
		}
	}
	return NoAction
}

func (m *Model) rows(lang msg.Lang) [][]screenview.Button {
	var missed [][]screenview.Button
	if d := m.Reviewing(); d != nil && !m.reviewOpen() {
		missed = d.View(lang).Rows // the set's summary: its misses
	}
	return append(missed, screenview.Rows(m.buttonRows(lang), func(b button) screenview.Button {
		label, key := b.label, ""
		if b.key != input.KeyEscape {
			key = screenview.Shortcut(label, b.key.Label())
		}
		style := screenview.Plain
		if b.primary {
			style = screenview.Primary
		}
		return screenview.Button{ID: b.action.ID(), Label: label, Style: style, Key: key}
	})...)
}

// View is everything the screen draws, in the learner's language.
type View struct {
	Phase Phase
	// Title and Status head the panel; Prompt is the next step (or the
	// code); Lines the homework's parts (or the result).
	Title, Status, Prompt string
	Lines                 []string
	Notice                string
	Hint                  string
	Rows                  [][]screenview.Button
	// Drill is the drill on the board while the student does the drills
	// (its rows come before Rows).
	Drill *drillplay.View
	// Code is the result code; QR its QR code's modules (true: dark),
	// quiet zone included, row by row (Finished).
	Code string
	QR   [][]bool
}

// View returns the drawable state in lang.
func (m *Model) View(lang msg.Lang) View {
	v := View{Phase: m.phase, Rows: m.rows(lang), Notice: m.notice.Text(lang),
		Title: m.hw.Title, Status: msg.F(lang, Status, m.id)}
	if v.Title == "" {
		v.Title = msg.T(lang, Title)
	}
	switch m.phase {
	case Drilling:
		dv := m.drill.View(lang)
		dv = dv.Within(v.Title, &v.Notice, v.Rows)
		v.Rows = nil
		v.Drill = &dv
		v.Hint = msg.T(lang, DrillHint)
		return v
	case Finished:
		if m.reviewOpen() {
			dv := m.drill.View(lang)
			dv = dv.Within(dv.Title, &v.Notice, nil)
			v.Drill = &dv
			return v
		}
		m.finishedView(lang, &v)
		return v
	}
	switch {
	case m.name == "":
		v.Prompt = msg.T(lang, StepName)
		v.Lines = append(v.Lines, msg.T(lang, NoName))
	case len(m.pages) > 0 && m.PagesRead() == 0:
		v.Prompt = msg.T(lang, StepRead)
	case !m.DrillsDone():
		v.Prompt = msg.T(lang, StepDrills)
	default:
		v.Prompt = msg.T(lang, StepFinish)
	}
	if m.name != "" {
		v.Lines = append(v.Lines, msg.F(lang, Name, m.name))
	}
	v.Lines = append(v.Lines, m.pageLines(lang)...)
	if n := len(m.plan); n > 0 {
		var names []string
		for _, t := range m.hw.Drills.Types {
			names = append(names, drillplay.TypeName(lang, t))
		}
		v.Lines = append(v.Lines, msg.F(lang, Drills, n, m.hw.Drills.Level, strings.Join(names, ", ")))
		if len(m.answers) > 0 {
			v.Lines = append(v.Lines, msg.F(lang, DrillsDone, len(m.answers), m.Right()))
		}
	}
	v.Lines = append(v.Lines, msg.T(lang, End))
	v.Hint = msg.T(lang, HintKeys)
	return v
}

// pageLines are one line per lesson: its pages and, with a tick, whether
// all were opened; then how many pages are opened.
func (m *Model) pageLines(lang msg.Lang) []string {
	var out []string
	for i := 0; i < len(m.pages); {
		j := i
		for j+1 < len(m.pages) && m.pages[j+1].Lesson == m.pages[i].Lesson && m.pages[j+1].Page == m.pages[j].Page+1 {
			j++
		}
		title := m.lessonTitle(lang, m.pages[i].Lesson)
		line := msg.F(lang, Pages, title, m.pages[i].Page)
		if j > i {
			line = msg.F(lang, PagesRange, title, m.pages[i].Page, m.pages[j].Page)
		}
		all := true
		for k := i; k <= j; k++ {
			all = all && m.read[m.pages[k]]
		}
		if all {
			line = "✓ " + line
		}
		out = append(out, line)
		i = j + 1
	}
	if len(m.pages) > 0 {
		out = append(out, msg.F(lang, PagesRead, m.PagesRead(), len(m.pages)))
	}
	return out
}

func (m *Model) finishedView(lang msg.Lang, v *View) {
	r, ok := m.Result()
	if !ok {
		return
	}
	v.Title = msg.T(lang, DoneTitle)
	v.Code = homework.EncodeResult(r)
	v.Prompt = v.Code
	if pct, ok := r.Percent(); ok {
		v.Lines = append(v.Lines, msg.F(lang, Score, r.Score, r.Total, pct, homework.FormatTime(r.Seconds)))
		var missed []string
		for _, k := range []struct {
			n  int
			id msg.ID
		}{{r.Misses.DoubleThree, KindThree}, {r.Misses.DoubleFour, KindFour}, {r.Misses.Overline, KindOverline}, {r.Misses.Other, KindOther}} {
			if k.n > 0 {
				missed = append(missed, msg.F(lang, k.id, k.n))
			}
		}
		if len(missed) > 0 {
			sep := ", "
			if lang == msg.Chinese {
				sep = "，"
			}
			v.Lines = append(v.Lines, msg.F(lang, Missed, strings.Join(missed, sep)))
		} else {
			v.Lines = append(v.Lines, msg.T(lang, MissedNone))
		}
	} else {
		v.Lines = append(v.Lines, msg.T(lang, ScoreNone))
	}
	v.Lines = append(v.Lines, msg.T(lang, Send))
	v.Lines = append(v.Lines, m.missLines(lang, r.Misses.Sum())...) // over their buttons
	v.QR = m.qr.Of(v.Code)
}

// missLines say that the missed drills below open again; when some were
// answered before a reload (only their kinds are kept), how many of them
// do. The drills' buttons come before the homework's.
func (m *Model) missLines(lang msg.Lang, misses int) []string {
	d := m.Reviewing()
	if d == nil || len(d.Missed()) == 0 {
		return nil
	}
	if n := len(d.Missed()); n < misses {
		return []string{msg.F(lang, MissedSome, n)}
	}
	return d.MissLines(lang)
}
