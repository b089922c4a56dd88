package hwteach

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/services/lan"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// Action is an intent of the screen: a button or a key.
type Action int

const (
	NoAction Action = iota
	PrevLesson
	NextLesson
	ToggleLesson
	AskPages
	AskTitle
	ToggleIsForbidden // + the index in drills.Types
	ToggleFindAll
	ToggleLiveOrFalse
	ToggleFourThree
	ToggleTrap
	Level1
	Level2
	Level3
	Fewer
	More
	OtherDrills
	CopyLink
	ShowTable
	MakeWorksheet
	PasteCodes
	DownloadCSV
	StartNewTable
	UndoNewTable
	BackToBuild
)

var actionIDs = map[Action]string{
	PrevLesson: "hwt.prev", NextLesson: "hwt.next", ToggleLesson: "hwt.lesson", AskPages: "hwt.pages", AskTitle: "hwt.title",
	ToggleIsForbidden: "hwt.type.is-forbidden", ToggleFindAll: "hwt.type.find-all", ToggleLiveOrFalse: "hwt.type.live-or-false",
	ToggleFourThree: "hwt.type.four-three", ToggleTrap: "hwt.type.trap",
	Level1: "hwt.level.1", Level2: "hwt.level.2", Level3: "hwt.level.3", Fewer: "hwt.fewer", More: "hwt.more",
	OtherDrills: "hwt.newset", CopyLink: "hwt.copy", ShowTable: "hwt.table", MakeWorksheet: "hwt.worksheet",
	PasteCodes: "hwt.paste", DownloadCSV: "hwt.csv", StartNewTable: "hwt.newtable", UndoNewTable: "hwt.undotable", BackToBuild: "hwt.back",
}

// ID is the action's button ID ("hwt.copy", …).
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action { return screenview.ActionOf(actionIDs, id, NoAction) }

// Do carries out an action; rng picks other drills.
func (m *Model) Do(a Action, rng *rand.Rand) {
	switch {
	case a >= ToggleIsForbidden && a <= ToggleTrap:
		m.ToggleType(drills.Types[a-ToggleIsForbidden])
		return
	case a >= Level1 && a <= Level3:
		m.SetLevel(int(a-Level1) + 1)
		return
	}
	switch a {
	case PrevLesson:
		m.Step(-1)
	case NextLesson:
		m.Step(1)
	case ToggleLesson:
		m.ToggleLesson()
	case AskPages:
		if m.Shown() != nil {
			m.req = ReqPages
		}
	case AskTitle:
		m.req = ReqTitle
	case Fewer:
		m.StepCount(-1)
	case More:
		m.StepCount(1)
	case OtherDrills:
		m.NewSeed(rng)
	case CopyLink:
		m.CopyLink()
	case ShowTable:
		m.OpenTable()
	case MakeWorksheet:
		m.Worksheet()
	case PasteCodes:
		m.AskPaste()
	case DownloadCSV:
		m.DownloadCSV()
	case StartNewTable:
		m.NewTable()
	case UndoNewTable:
		m.UndoNewTable()
	case BackToBuild:
		m.ToBuild()
	}
}

type button struct {
	_               [0]func() // not comparable: Go then links no equality function for it or its arrays
	action          Action
	label           string
	key             input.Key
	toggle, active  bool
	primary, narrow bool
}

func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(a Action, id msg.ID, key input.Key) button {
		return button{action: a, label: msg.T(lang, id), key: key}
	}
	if m.phase == Class {
		paste := b(PasteCodes, BtnPaste, input.KeyP)
		paste.primary = m.table.Len() == 0
		undo := b(StartNewTable, BtnNewTable, input.KeyNone)
		if m.CanUndo() {
			undo = b(UndoNewTable, BtnUndoTable, input.KeyNone)
		}
		return [][]button{{paste, b(DownloadCSV, BtnCSV, input.KeyD)}, {undo, b(BackToBuild, HwtBtnBack, input.KeyEscape)}}
	}
	var rows [][]button
	if l := m.Shown(); l != nil {
		id := BtnLessonOut
		if m.Chosen(l.ID) {
			id = BtnLessonIn
		}
		lesson := button{action: ToggleLesson, label: msg.F(lang, id, m.at+1, l.Title.Get(string(lang))), key: input.KeySpace, toggle: true, active: m.Chosen(l.ID)}
		rows = append(rows, []button{lesson}, []button{
			{action: PrevLesson, label: msg.T(lang, BtnPrev), key: input.KeyLeft, narrow: true},
			{action: NextLesson, label: msg.T(lang, BtnNext), key: input.KeyRight, narrow: true},
			b(AskPages, BtnPages, input.KeyNone), b(AskTitle, BtnTitle, input.KeyNone),
		})
	} else {
		rows = append(rows, []button{b(AskTitle, BtnTitle, input.KeyNone)})
	}
	var types []button
	for i, t := range drills.Types {
		types = append(types, button{action: ToggleIsForbidden + Action(i), label: drillplay.TypeName(lang, t), toggle: true, active: m.types[t]})
	}
	rows = append(rows, types[:3], types[3:])
	var levels []button
	for l := 1; l <= drills.MaxLevel; l++ {
		levels = append(levels, button{action: Level1 + Action(l-1), label: msg.F(lang, msg.DrillLevelN, l), key: input.Key1 + input.Key(l-1), toggle: true, active: m.level == l})
	}
	rows = append(rows, levels,
		[]button{b(Fewer, BtnFewer, input.KeyDown), b(More, BtnMore, input.KeyUp), b(OtherDrills, BtnNewSet, input.KeyN)})
	copyBtn := b(CopyLink, BtnCopy, input.KeyC)
	copyBtn.primary = true
	return append(rows, []button{copyBtn, b(ShowTable, BtnTable, input.KeyG), b(MakeWorksheet, msg.HwtBtnWorksheet, input.KeyW)})
}

// KeyAction returns the action of a key. Keys with Ctrl are the browser's.
func (m *Model) KeyAction(p input.Press) Action {
	if p.Ctrl {
		return NoAction
	}
	for _, row := range m.buttonRows(msg.English) {
		for _, b := range row {
			if b.key != input.KeyNone && b.key == p.Key {
				return b.action
			}
		}
	}
	return NoAction
}

func (m *Model) rows(lang msg.Lang) [][]screenview.Button {
	return screenview.Rows(m.buttonRows(lang), func(b button) screenview.Button {
		label, key := b.label, ""
		if !b.narrow && b.key != input.KeyEscape && b.key != input.KeySpace {
			key = screenview.Shortcut(label, b.key.Label())
		}
		style := screenview.Plain
		switch {
		case b.primary:
			style = screenview.Primary
		case b.toggle && b.active:
			style = screenview.On
		}
		return screenview.Button{ID: b.action.ID(), Label: label, Style: style, Key: key}
	})
}

// View is everything the screen draws, in the teacher's language.
type View struct {
	Phase         Phase
	Title, Status string
	Notice        string
	// Lines describe the homework (build) or say how to fill the table;
	// Errors are the codes refused, each with its reason.
	Lines, Errors []string
	Keys          string
	Rows          [][]screenview.Button
	// URL is the homework's address and QR its QR code (build; nil while
	// the homework is not ready).
	URL string
	QR  [][]bool
	// Warning says that phones cannot open URL (the page was opened at a
	// loopback address) and how to serve the app on the network; "" when
	// they can.
	Warning string
	// Header and Table are the class table's columns and rows (table).
	Header []string
	Table  [][]string
}

// View returns the drawable state in lang; base is the app's address
// (the link is base + "#hw=…").
func (m *Model) View(lang msg.Lang, base string) View {
	v := View{Phase: m.phase, Rows: m.rows(lang), Notice: m.notice.Text(lang)}
	if m.phase == Class {
		m.tableView(lang, &v)
		return v
	}
	h := m.Homework()
	v.Title = msg.T(lang, Title)
	v.Keys = msg.T(lang, Keys)
	if err := h.Validate(); err == nil {
		v.Status = msg.F(lang, Status, h.ID())
		v.URL = base + homework.FormatHash(h)
		v.QR = m.qr.Of(v.URL)
		if host, local := lan.Local(v.URL); local {
			v.Warning = msg.F(lang, LocalLink, host, lan.ServeHint)
		}
	} else {
		v.Status = msg.T(lang, Intro)
	}
	title := h.Title
	if title == "" {
		title = msg.T(lang, Untitled)
	}
	v.Lines = append(v.Lines, msg.F(lang, TitleLine, title))
	sep := ", "
	if lang == msg.Chinese {
		sep = "；"
	}
	var read []string
	for _, lp := range h.Lessons {
		name := lp.Lesson
		for _, l := range m.ls {
			if l.ID == lp.Lesson {
				name = l.Title.Get(string(lang))
			}
		}
		if len(lp.Pages) == 0 {
			read = append(read, msg.F(lang, ReadAll, name))
		} else {
			read = append(read, name+" "+m.PagesText(lp.Lesson))
		}
	}
	if len(read) == 0 {
		v.Lines = append(v.Lines, msg.T(lang, ReadNone))
	} else {
		v.Lines = append(v.Lines, msg.F(lang, Read, strings.Join(read, sep)))
	}
	if d := h.Drills; !d.IsZero() {
		var names []string
		for _, t := range d.Types {
			names = append(names, drillplay.TypeName(lang, t))
		}
		v.Lines = append(v.Lines, msg.F(lang, Drills, d.Count, d.Level, strings.Join(names, sep), d.Seed))
		v.Lines = append(v.Lines, msg.T(lang, Race))
	} else {
		v.Lines = append(v.Lines, msg.T(lang, DrillsNone))
	}
	if v.URL != "" {
		v.Lines = append(v.Lines, msg.F(lang, LinkLine, v.URL))
	}
	return v
}

func (m *Model) tableView(lang msg.Lang, v *View) {
	t := m.table
	h := t.Homework()
	v.Title = msg.T(lang, TableTitle)
	v.Status = msg.F(lang, Status, t.ID())
	if h.Title != "" {
		v.Status += " · " + h.Title
	}
	v.Status += " · " + msg.F(lang, TableCount, t.Len())
	v.Keys = msg.T(lang, TableKeys)
	v.Lines = []string{msg.T(lang, TableHint)}
	for _, e := range m.errs {
		if me, ok := e.(msg.Error); ok {
			v.Errors = append(v.Errors, me.Text(lang))
		} else {
			v.Errors = append(v.Errors, e.Error())
		}
	}
	v.Header = []string{msg.T(lang, ColRank), msg.T(lang, ColName), msg.T(lang, ColScore),
		msg.T(lang, ColThree), msg.T(lang, ColFour), msg.T(lang, ColOverline), msg.T(lang, ColOther), msg.T(lang, ColTime), msg.T(lang, ColPages)}
	pages := m.homeworkPages(h)
	rank := 0
	var prev homework.Row
	for i, r := range t.Rows() {
		if i == 0 || r.Score != prev.Score || r.Seconds != prev.Seconds {
			rank = i + 1
		}
		prev = r
		score := strconv.Itoa(r.Score) + "/" + strconv.Itoa(r.Total)
		if p, ok := r.Percent(); ok {
			score += " (" + strconv.Itoa(p) + "%)"
		}
		v.Table = append(v.Table, []string{strconv.Itoa(rank), r.Name, score, strconv.Itoa(r.Misses.DoubleThree),
			strconv.Itoa(r.Misses.DoubleFour), strconv.Itoa(r.Misses.Overline), strconv.Itoa(r.Misses.Other), homework.FormatTime(r.Seconds), PagesCell(r.Result, pages)})
	}
}

// PagesCell is a student's pages read, of the homework's pages ("3/5";
// "—" for a code from before results carried them).
func PagesCell(r homework.Result, of int) string {
	if r.NoPages {
		return "—"
	}
	return strconv.Itoa(r.Pages) + "/" + strconv.Itoa(of)
}

// homeworkPages counts the lesson pages h asks the students to read (a
// lesson the curriculum lacks counts none).
func (m *Model) homeworkPages(h homework.Homework) int {
	n := 0
	for _, lp := range h.Lessons {
		for _, l := range m.ls {
			if l.ID == lp.Lesson {
				n += len(lp.PagesOf(l))
			}
		}
	}
	return n
}
