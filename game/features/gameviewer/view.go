package gameviewer

import (
	"errors"

	"renju/boardview"
	"renju/game/parts/drillplay"
	"renju/game/services/jobs"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/job"
	"renju/msg"
	"renju/record"
	"renju/rules"
)

// Action is an intent of the screen: a button or a key.
type Action int

const (
	NoAction Action = iota
	OpenFile
	PasteGame
	FilterGames
	CycleResult
	ListUp
	ListDown
	OpenGame
	BackToList
	First
	Prev
	Next
	Last
	PrevMoment
	NextMoment
	Why
	NextVariation
	DrillsFromGames // make drills from the game shown or the games listed
	PlayMade        // play the drills made
	PrintMade       // the drills made as a worksheet PDF
	LeaveDrills     // back: from the set, the drills made, a search
	MadeUp
	MadeDown
	CancelRead // stop reading a file
)

var actionIDs = map[Action]string{
	OpenFile: "view.open", PasteGame: "view.paste", FilterGames: "view.filter", CycleResult: "view.result",
	ListUp: "view.up", ListDown: "view.down", OpenGame: "view.show", BackToList: "view.list",
	First: "view.first", Prev: "view.prev", Next: "view.next", Last: "view.last",
	PrevMoment: "view.prevMoment", NextMoment: "view.nextMoment", Why: "view.why", NextVariation: "view.variation",
	DrillsFromGames: "view.drills", PlayMade: "view.play", PrintMade: "view.worksheet", LeaveDrills: "view.back",
	MadeUp: "view.madeUp", MadeDown: "view.madeDown", CancelRead: "view.cancel",
}

// ID is the action's button ID ("view.next", …).
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action { return screenview.ActionOf(actionIDs, id, NoAction) }

// Do carries out an action.
func (m *Model) Do(a Action) {
	switch a {
	case OpenFile:
		m.AskOpen()
	case PasteGame:
		m.AskPaste()
	case FilterGames:
		m.AskFilter()
	case CycleResult:
		m.CycleResult()
	case ListUp:
		m.Select(-1)
	case ListDown:
		m.Select(1)
	case OpenGame:
		m.OpenSelected()
	case BackToList:
		m.ToList()
	case First:
		m.ToStart()
	case Prev:
		m.Step(-1)
	case Next:
		m.Step(1)
	case Last:
		m.ToEnd()
	case PrevMoment:
		m.Moment(-1)
	case NextMoment:
		m.Moment(1)
	case Why:
		m.WalkMoment()
	case NextVariation:
		m.NextVariation()
	case DrillsFromGames:
		m.MakeDrills()
	case PlayMade:
		m.PlayDrills()
	case PrintMade:
		m.AskWorksheet()
	case LeaveDrills:
		m.BackFromDrills()
	case MadeUp:
		m.SelectMade(-1)
	case MadeDown:
		m.SelectMade(1)
	case CancelRead:
		m.CancelRead()
	}
}

type button struct {
	_       [0]func() // not comparable: Go then links no equality function for it or its arrays
	action  Action
	label   string
	key     input.Key
	primary bool
	off     bool
}

func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(a Action, id msg.ID, key input.Key) button {
		return button{action: a, label: msg.T(lang, id), key: key}
	}
	files := []button{b(OpenFile, BtnOpen, input.KeyO), b(PasteGame, BtnPaste, input.KeyI)}
	switch m.phase {
	case Empty:
		files[0].primary = true
		return [][]button{files}
	case Loading:
		// Another file may be opened instead (the read is then cancelled).
		return [][]button{{b(CancelRead, BtnCancel, input.KeyEscape)}, files}
	case List:
		show := b(OpenGame, BtnShow, input.KeyEnter)
		show.primary, show.off = true, len(m.shown) == 0
		res := button{action: CycleResult, label: msg.F(lang, BtnResult, resultName(lang, m.result))}
		dr := b(DrillsFromGames, BtnDrillsAll, input.KeyD)
		dr.off = len(m.shown) == 0
		// Two a row: "Drills from these games  D" fills half a panel.
		return [][]button{
			{b(ListUp, BtnUp, input.KeyUp), b(ListDown, BtnDown, input.KeyDown)},
			{show, dr},
			{b(FilterGames, BtnFilter, input.KeyF), res},
			files,
		}
	case Making:
		stop := b(LeaveDrills, BtnStop, input.KeyEscape)
		return [][]button{{stop}}
	case Drills:
		play := b(PlayMade, BtnPlayMade, input.KeyEnter)
		play.primary = true
		return [][]button{
			{b(MadeUp, BtnMadeUp, input.KeyUp), b(MadeDown, BtnMadeDown, input.KeyDown)},
			{play, b(PrintMade, msg.HwtBtnWorksheet, input.KeyP)},
			{m.backButton(lang)},
		}
	case Drilling:
		// The set's own buttons come first (View).
		return [][]button{{b(LeaveDrills, BtnMadeBack, input.KeyEscape)}}
	}
	ms, done, err := m.Moments()
	n, _ := m.Variations()
	next := b(Next, msg.PlayBtnNext, input.KeyRight)
	next.off = m.at >= len(m.line)-1
	prev := b(Prev, msg.PlayBtnPrev, input.KeyLeft)
	prev.off = m.at == 0
	pm, nm := b(PrevMoment, msg.PlayBtnPrevMom, input.KeyPageUp), b(NextMoment, msg.PlayBtnNextMom, input.KeyPageDown)
	pm.off, nm.off = len(ms) == 0, len(ms) == 0
	nm.primary = len(ms) > 0 && m.moment < 0
	why := b(Why, msg.PlayBtnWhy, input.KeyW)
	why.off = m.moment < 0
	why.primary = m.moment >= 0
	dr := b(DrillsFromGames, BtnDrillsGame, input.KeyD)
	dr.off = !done || err != nil || len(ms) == 0
	rows := [][]button{
		{b(First, msg.PlayBtnFirst, input.KeyHome), prev, next, b(Last, msg.PlayBtnLast, input.KeyEnd)},
		{pm, nm, why},
	}
	last := []button{dr}
	if n > 1 {
		last = append(last, b(NextVariation, BtnVar, input.KeyN))
	}
	if m.games.Len() > 1 {
		last = append(last, b(BackToList, BtnList, input.KeyEscape))
	}
	return append(rows, last, files)
}

// KeyAction returns the action of a key. Keys with Ctrl are the browser's.
func (m *Model) KeyAction(p input.Press) Action {
	if p.Ctrl {
		return NoAction
	}
	key := p.Key
	if key == input.KeySpace {
		key = input.KeyEnter
	}
	for _, row := range m.buttonRows(msg.English) {
		for _, b := range row {
			if b.key != input.KeyNone && b.key == key && !b.off {
				return b.action
			}
		}
	}
	return NoAction
}

func (m *Model) rows(lang msg.Lang) [][]screenview.Button {
	return screenview.Rows(m.buttonRows(lang), func(b button) screenview.Button {
		label, key := b.label, ""
		if !quietKeys[b.key] {
			key = screenview.Shortcut(label, b.key.Label())
		}
		style := screenview.Plain
		if b.primary {
			style = screenview.Primary
		}
		return screenview.Button{ID: b.action.ID(), Label: label, Style: style, Disabled: b.off, Key: key}
	})
}

// quietKeys are not written on their buttons (too long, or the button
// says it already); the hint lists them.
var quietKeys = map[input.Key]bool{input.KeyEscape: true, input.KeyHome: true, input.KeyEnd: true, input.KeyPageUp: true, input.KeyPageDown: true}

func resultName(lang msg.Lang, r string) string {
	switch r {
	case "B+":
		return msg.T(lang, BlackWon)
	case "W+":
		return msg.T(lang, WhiteWon)
	case "draw":
		return msg.T(lang, Draw)
	case "":
		return msg.T(lang, ResAll)
	}
	return r
}

// View is everything the screen draws, in the learner's language.
type View struct {
	Phase         Phase
	Title, Status string
	// Prompt is the largest line (what to do, or the move shown); Lines
	// the list's games or the game's details and moments (Sel: the line
	// selected, -1 none); Hint the keys.
	Prompt string
	// Remark is the commentary of the move shown ("" until the worker
	// has said it).
	Remark string
	Lines  []string
	Sel    int
	Notice string
	Hint   string
	Rows   [][]screenview.Button
	Board  boardview.Board
	// Drill is the drill on the board while the drills made are played
	// (Drilling): the screen draws it as the Drills screen does.
	Drill *drillplay.View
}

// listWindow is how many games the list shows around the selection.
const listWindow = 12

// progressStep is the step the progress line moves by: each change is a
// frame drawn anew, and with the worker busy on one of two cores a
// redraw of the panel took 100–300 ms in headless Chromium (software
// GL); a line that moved every 1% made frames wait up to 333 ms while
// reading 20 MB.
const progressStep = 5

// View returns the drawable state in lang.
func (m *Model) View(lang msg.Lang) View {
	v := View{Phase: m.phase, Rows: m.rows(lang), Notice: m.notice.Text(lang), Title: msg.T(lang, Title), Sel: -1,
		Board: boardview.Board{Coords: true}}
	switch m.phase {
	case Empty:
		v.Prompt = msg.T(lang, ViewEmpty)
		v.Lines = []string{msg.T(lang, Formats)}
	case Loading:
		pc, _ := m.ReadProgress()
		v.Prompt = msg.F(lang, ViewLoading, pc/progressStep*progressStep)
	case List:
		m.listView(lang, &v)
	case Viewing:
		m.gameView(lang, &v)
	case Making:
		done, of, found := m.MakingProgress()
		v.Title = msg.T(lang, DrillsTitle)
		v.Prompt = msg.F(lang, ViewMaking, min(done+1, of), of, found)
	case Drills:
		m.madeView(lang, &v)
	case Drilling:
		dv := m.drill.View(lang)
		v.Title = msg.T(lang, DrillsTitle)
		dv = dv.Within(v.Title, &v.Notice, v.Rows)
		v.Rows = nil
		v.Drill = &dv
		v.Hint = msg.T(lang, DrillHint)
	}
	return v
}

func (m *Model) fileName(lang msg.Lang) string {
	if m.name == "" {
		return msg.T(lang, Pasted)
	}
	return m.name
}

func (m *Model) listView(lang msg.Lang, v *View) {
	v.Status = msg.F(lang, ListStatus, m.fileName(lang), len(m.shown), m.games.Len())
	v.Hint = msg.T(lang, ListKeys)
	if m.filter != "" || m.result != "" {
		v.Lines = append(v.Lines, msg.F(lang, FilterLine, m.filter, resultName(lang, m.result)))
	}
	if len(m.shown) == 0 {
		v.Prompt = msg.T(lang, ListNone)
		return
	}
	lo := max(0, min(m.sel-listWindow/2, len(m.shown)-listWindow))
	for k := lo; k < min(len(m.shown), lo+listWindow); k++ {
		if k == m.sel {
			v.Sel = len(v.Lines)
		}
		v.Lines = append(v.Lines, m.gameLine(lang, m.shown[k]))
	}
	// The selected game on the board, at its end.
	g := m.games.Game(m.shown[m.sel])
	var b rules.Board
	for i, p := range g.Moves() {
		if b.At(p) == rules.Empty {
			b.Set(p, colourOf(i))
		}
	}
	v.Board.Stones = b
}

func colourOf(i int) rules.Stone {
	if i%2 == 0 {
		return rules.Black
	}
	return rules.White
}

// gameLine is one game of the list.
func (m *Model) gameLine(lang msg.Lang, i int) string {
	g := m.games.Game(i)
	name := func(s string) string {
		if s == "" {
			return msg.T(lang, Unknown)
		}
		return s
	}
	res := resultName(lang, g.Result)
	if g.Result == "" {
		res = msg.T(lang, Unknown)
	}
	line := msg.F(lang, GameLine, i+1, name(g.Black), name(g.White), res, len(g.Moves()))
	if g.Date != "" {
		line += " · " + g.Date
	}
	if o, ok := rules.RecognizeOpening(g.Moves()); ok {
		line += " · " + msg.OpeningName(lang, o)
	} else if g.Opening != "" {
		line += " · " + g.Opening
	}
	return line
}

func (m *Model) gameView(lang msg.Lang, v *View) {
	g := &m.cur
	b, moves := m.Position()
	all := g.Moves()
	if g.Black != "" || g.White != "" {
		v.Title = gameTitle(lang, g)
	}
	v.Status = m.fileName(lang)
	if m.games.Len() > 1 {
		v.Status += " · " + g.Where
	}
	v.Prompt = msg.F(lang, msg.PlayReviewAt, len(moves), len(all))
	if g.Result != "" {
		v.Prompt += " · " + resultName(lang, g.Result)
	}
	v.Remark = m.remarkText(lang)
	if o, ok := rules.RecognizeOpening(moves); ok {
		v.Lines = append(v.Lines, msg.F(lang, msg.PlayOpening, msg.OpeningName(lang, o)))
	} else if g.Opening != "" {
		v.Lines = append(v.Lines, msg.F(lang, msg.PlayOpening, g.Opening))
	}
	if c := m.Comment(); c != "" {
		v.Lines = append(v.Lines, msg.F(lang, Comment, c))
	}
	if n, cur := m.Variations(); n > 1 {
		v.Lines = append(v.Lines, msg.F(lang, ViewVariation, cur+1, n, len(moves)))
	}
	main := m.OnMainLine()
	if !main {
		v.Lines = append(v.Lines, msg.T(lang, OffMain))
	}
	ms, done, err := m.Moments()
	switch {
	case err == errSetup:
		v.Lines = append(v.Lines, msg.T(lang, Setup))
	case err == errNotAlternating:
		v.Lines = append(v.Lines, msg.T(lang, NotAlternating))
	case !done:
		v.Lines = append(v.Lines, msg.T(lang, msg.PlayReviewScan))
	case errors.Is(err, job.ErrLost):
		v.Lines = append(v.Lines, msg.T(lang, msg.JobLost))
	case err != nil:
		v.Lines = append(v.Lines, msg.F(lang, msg.PlayReviewFailed, err.Error()))
	case len(ms) == 0:
		v.Lines = append(v.Lines, msg.T(lang, msg.PlayReviewNone))
	default:
		v.Lines = append(v.Lines, msg.F(lang, msg.PlayReviewCount, len(ms)))
		for i, mo := range ms {
			if i == m.moment {
				v.Sel = len(v.Lines)
			}
			v.Lines = append(v.Lines, msg.MomentText(lang, mo))
		}
	}
	v.Hint = msg.T(lang, HintKeys)

	pic := &v.Board
	pic.Stones = b
	for i, p := range moves {
		if pic.Stones.At(p) != rules.Empty {
			pic.SetNumber(p, i+1)
		}
	}
	if len(moves) > 0 {
		pic.Last, pic.HasLast = moves[len(moves)-1], true
	}
	pic.SetFouls(m.Forbidden(&pic.Stones))
	pic.Overlay = true
	if m.moment >= 0 && main && m.moment < len(ms) {
		mo := ms[m.moment]
		pic.Add(boardview.Note{Kind: boardview.Pulse, At: mo.Point})
		if mo.Foul.Point.OnBoard() && mo.Foul.Point != mo.Point {
			pic.Add(boardview.RingAt(mo.Foul.Point, boardview.InkBad, 1))
		}
		// The engine's line numbered on from the next move, so that it
		// never shares a number with the game's stones.
		if len(mo.Line) > 0 && mo.LineFrom == len(moves) {
			for i, p := range mo.Line {
				pic.Add(boardview.Note{Kind: boardview.Imagined, At: p, Stone: jobs.LineColour(i), N: len(moves) + i + 1})
			}
			v.Lines = append(v.Lines, msg.F(lang, msg.PlayReviewLine, len(moves)+1))
		}
	}
}

func gameTitle(lang msg.Lang, g *record.Game) string {
	name := func(s string) string {
		if s == "" {
			return msg.T(lang, Unknown)
		}
		return s
	}
	return name(g.Black) + " – " + name(g.White)
}
