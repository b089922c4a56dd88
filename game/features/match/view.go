package match

import (
	"renju/game/services/jobs"
	"strconv"
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

// Button IDs (stable: the page API and the tests click them).
const (
	BtnRule      = "play.rule."  // + RuleNames[r]
	BtnLevel     = "play.level." // + 1–5
	BtnPeople    = "play.people"
	BtnAdapt     = "play.adapt"
	BtnFirst     = "play.side.first"
	BtnSecond    = "play.side.second"
	BtnReferee   = "play.ref." // + RefereeNames[r]
	BtnHints     = "play.hints"
	BtnComment   = "play.comment"
	BtnStart     = "play.start"
	BtnResume    = "play.resume"
	BtnImport    = "play.import"
	BtnSwap      = "play.swap"
	BtnKeep      = "play.keep"
	BtnLess      = "play.declare.less"
	BtnDeclare   = "play.declare"
	BtnMore      = "play.declare.more"
	BtnOfferTen  = "play.offerTen"
	BtnCall      = "play.call"
	BtnUndo      = "play.undo"
	BtnResign    = "play.resign"
	BtnResignYes = "play.resign.yes"
	BtnResignNo  = "play.resign.no"
	BtnNewGame   = "play.newGame"
	BtnReview    = "play.review"
	BtnSGF       = "play.sgf"
	BtnMoves     = "play.moves"
	BtnFirstMv   = "play.rv.first"
	BtnPrev      = "play.rv.prev"
	BtnNext      = "play.rv.next"
	BtnLast      = "play.rv.last"
	BtnPrevMom   = "play.rv.prevMoment"
	BtnNextMom   = "play.rv.nextMoment"
	BtnWhy       = "play.rv.why"
	BtnDone      = "play.rv.done"
)

// The chooser of saved games: BtnResumeGame + a saved game's ID resumes
// it (a line a game); BtnChooseBack leaves the chooser.
const (
	BtnResumeGame = "play.resume."
	BtnChooseBack = "play.choose.back"
)

// Requests are what the screen does for the model, outside it: the
// browser's dialogs and downloads.
type Request int

const (
	NoRequest Request = iota
	ReqImport         // ask for a record's text (Import)
	ReqSGF            // show the SGF to copy, and offer it as a file
	ReqMoves          // show the move list to copy
)

// Press carries out a button (or its key); a request for the screen is
// returned.
func (m *Model) Press(id string) Request {
	s := m.setup
	before := s
	switch {
	case strings.HasPrefix(id, BtnRule):
		if r, ok := lookup(RuleNames, strings.TrimPrefix(id, BtnRule)); ok {
			s.Rule = referee.Rule(r)
		}
	case strings.HasPrefix(id, BtnLevel):
		if n, err := strconv.Atoi(strings.TrimPrefix(id, BtnLevel)); err == nil && n >= 1 && n <= jobs.MaxLevel {
			s.Level = n
		}
	case strings.HasPrefix(id, BtnResumeGame):
		m.ResumeGame(strings.TrimPrefix(id, BtnResumeGame))
		return NoRequest
	case strings.HasPrefix(id, BtnReferee):
		if r, ok := lookup(RefereeNames, strings.TrimPrefix(id, BtnReferee)); ok {
			s.Referee = referee.Referee(r)
		}
	}
	switch id {
	case BtnPeople:
		s.Level, s.Adapt = 0, false
	case BtnComment:
		s = m.toggledComment(s)
	case BtnAdapt:
		s.Adapt = !s.Adapt
		if s.People() {
			s.Level = 1
		}
	case BtnFirst:
		s.You = 0
	case BtnSecond:
		s.You = 1
	case BtnHints:
		m.ToggleHints()
		return NoRequest
	case BtnStart:
		m.Start()
	case BtnResume:
		m.Resume()
	case BtnChooseBack:
		m.choosing = false
	case BtnImport:
		return ReqImport
	case BtnSwap:
		m.Swap(true)
	case BtnKeep:
		m.Swap(false)
	case BtnLess, BtnMore:
		m.adjustDeclare(map[bool]int{true: -1, false: 1}[id == BtnLess])
	case BtnDeclare:
		m.Declare(m.declaring())
	case BtnOfferTen:
		m.OfferTen()
	case BtnCall:
		m.CallFoul()
	case BtnUndo:
		m.Undo()
	case BtnResign:
		m.AskResign()
	case BtnResignYes:
		if m.confirming {
			m.Resign()
		}
	case BtnResignNo:
		m.dropResign()
	case BtnNewGame:
		m.NewGame()
	case BtnReview:
		m.StartReview()
	case BtnSGF:
		return ReqSGF
	case BtnMoves:
		return ReqMoves
	case BtnFirstMv:
		m.GoTo(0)
	case BtnPrev:
		m.Step(-1)
	case BtnNext:
		m.Step(1)
	case BtnLast:
		m.GoTo(1 << 10)
	case BtnPrevMom:
		m.Moment(-1)
	case BtnNextMom:
		m.Moment(1)
	case BtnWhy:
		if m.phase == Over {
			m.WalkFoul()
		} else {
			m.WalkMoment()
		}
	case BtnDone:
		m.EndReview()
	}
	// A menu choice changed s; New game's menu (Adapt's level) is not
	// one to undo.
	if m.phase == Menu && s != before {
		m.SetSetup(s)
	}
	return NoRequest
}

// declare is the number the declare step offers (kept between presses).
func (m *Model) declaring() int {
	st := m.g.Step()
	if m.declareN < 1 || m.declareN > st.Need {
		return min(2, st.Need)
	}
	return m.declareN
}

func (m *Model) adjustDeclare(d int) {
	if m.phase != Playing || m.g.Step().Ask != referee.AskDeclare {
		return
	}
	m.declareN = max(1, min(m.g.Step().Need, m.declaring()+d))
}

// button is a button with its shortcut.
type button struct {
	_     [0]func() // not comparable: Go then links no equality function for it or its arrays
	id    string
	label string
	key   input.Key
	style screenview.Style
	off   bool
}

// KeyPress maps a key to the button it presses now ("" for none); the
// digits choose the number to declare.
func (m *Model) KeyPress(p input.Press) string {
	if p.Ctrl {
		return ""
	}
	for _, row := range m.buttonRows(msg.English) {
		for _, b := range row {
			if b.key != input.KeyNone && b.key == p.Key && !b.off {
				return b.id
			}
		}
	}
	switch {
	case m.phase == Reviewing && p.Key == input.KeyHome:
		return BtnFirstMv
	case m.phase == Reviewing && p.Key == input.KeyEnd:
		return BtnLast
	case m.phase == Reviewing && p.Key == input.KeyPageUp:
		return BtnPrevMom
	case m.phase == Reviewing && p.Key == input.KeyPageDown:
		return BtnNextMom
	case m.phase == Playing && m.g.Step().Ask == referee.AskDeclare && p.Key >= input.Key1 && p.Key <= input.Key9:
		m.declareN = max(1, min(m.g.Step().Need, int(p.Key-input.Key1)+1))
	case m.phase == Playing && m.g.Step().Ask == referee.AskDeclare && (p.Key == input.KeyLeft || p.Key == input.KeyRight):
		m.adjustDeclare(map[bool]int{true: -1, false: 1}[p.Key == input.KeyLeft])
	case p.Key == input.KeySpace:
		return m.KeyPress(input.Press{Key: input.KeyEnter})
	}
	return ""
}

// newButton is a button of the menu. Not inlined: buttonRows makes 48
// of them, and each inlined copy was code of the first module.
//
//go:noinline
func newButton(lang msg.Lang, id string, label msg.ID, key input.Key) button {
	return button{id: id, label: msg.T(lang, label), key: key}
}

// buttonRows are the panel's buttons for the phase, row by row.
func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(id string, label msg.ID, key input.Key) button { return newButton(lang, id, label, key) }
	on := func(bt button, yes bool) button {
		if yes {
			bt.style = screenview.On
		}
		return bt
	}
	primary := func(bt button) button { bt.style = screenview.Primary; return bt }
	s := m.setup
	hints := b(BtnHints, PlayHintsOff, input.KeyH)
	if s.Hints {
		hints = on(b(BtnHints, PlayHintsOn, input.KeyH), true)
	}
	switch m.phase {
	case Menu:
		if m.Choosing() {
			// One line a game, keys 1–8 (MaxSaved), and Back.
			var rows [][]button
			for i, e := range m.shelf.Live() {
				line := msg.F(lang, PlayResumeLine, m.savedName(e).Text(lang))
				rows = append(rows, []button{{id: BtnResumeGame + e.ID, label: line, key: input.Key1 + input.Key(i)}})
			}
			rows[0][0].style = screenview.Primary
			return append(rows, []button{b(BtnChooseBack, PlayBtnChooseBack, input.KeyEscape)})
		}
		var rulesRow []button
		for r, id := range m.ruleIDs() {
			rulesRow = append(rulesRow, on(b(BtnRule+RuleNames[r], id, input.KeyNone), s.Rule == referee.Rule(r)))
		}
		var levels []button
		for l := 1; l <= jobs.MaxLevel; l++ {
			lv := button{id: BtnLevel + strconv.Itoa(l), label: msg.F(lang, PlayLevelN, l), key: input.Key1 + input.Key(l-1)}
			levels = append(levels, on(lv, s.Level == l))
		}
		levels = append(levels, on(b(BtnAdapt, PlayAdapt, input.KeyNone), s.Adapt && !s.People()))
		refIDs := []msg.ID{PlayRefLearning, PlayRefTourney, PlayRefCalls}
		var refs []button
		for r, id := range refIDs {
			refs = append(refs, on(b(BtnReferee+RefereeNames[r], id, input.KeyNone), s.Referee == referee.Referee(r)))
		}
		last := []button{primary(b(BtnStart, PlayBtnStart, input.KeyEnter))}
		if n := len(m.shelf.Live()); n == 1 {
			last = append(last, b(BtnResume, PlayBtnResume, input.KeyNone))
		} else if n > 1 {
			last = append(last, button{id: BtnResume, label: msg.F(lang, PlayBtnResumeN, n), key: input.KeyNone})
		}
		return [][]button{
			rulesRow[:3], rulesRow[3:], levels,
			{on(b(BtnPeople, PlayOppPeople, input.KeyNone), s.People()), on(b(BtnFirst, PlaySideFirst, input.KeyNone), s.You == 0 && !s.People()), on(b(BtnSecond, PlaySideSecond, input.KeyNone), s.You == 1 && !s.People())},
			refs,
			{hints, m.commentButton(lang), b(BtnImport, PlayBtnImport, input.KeyI)},
			last,
		}
	case Playing:
		var rows [][]button
		st := m.g.Step()
		human := m.Human()
		switch st.Ask {
		case referee.AskSwap:
			rows = append(rows, []button{b(BtnSwap, PlayBtnSwap, input.KeyS), b(BtnKeep, PlayBtnKeep, input.KeyK)})
		case referee.AskChoice:
			rows = append(rows, []button{b(BtnSwap, PlayBtnSwap, input.KeyS), b(BtnKeep, PlayBtnPlayOne, input.KeyK), b(BtnOfferTen, PlayBtnOfferTen, input.KeyO)})
		case referee.AskDeclare:
			n := m.declaring()
			rows = append(rows, []button{
				{id: BtnLess, label: msg.T(lang, PlayBtnLess), key: input.KeyNone, off: n <= 1},
				primary(button{id: BtnDeclare, label: msg.F(lang, PlayBtnDeclare, n), key: input.KeyEnter}),
				{id: BtnMore, label: msg.T(lang, PlayBtnMore), key: input.KeyNone, off: n >= st.Need},
			})
		}
		if !human && len(rows) > 0 {
			for i := range rows[0] {
				rows[0][i].off = true
			}
		}
		if m.confirming {
			// "Resign?": Yes or Keep playing, nothing else (Escape keeps
			// playing rather than leaving for the menu).
			return append(rows, []button{
				{id: BtnResignYes, label: msg.T(lang, PlayBtnResignYes), key: input.KeyY, style: screenview.Primary},
				{id: BtnResignNo, label: msg.T(lang, PlayBtnResignNo), key: input.KeyEscape},
			})
		}
		if m.canCall() {
			rows = append(rows, []button{primary(b(BtnCall, PlayBtnCall, input.KeyF))})
		}
		undo := b(BtnUndo, PlayBtnUndo, input.KeyU)
		undo.off = !m.CanUndo()
		row := []button{hints, b(BtnResign, PlayBtnResign, input.KeyNone)}
		if s.Casual() {
			row = append([]button{undo}, row...)
		}
		rows = append(rows, row, []button{b(BtnNewGame, PlayBtnNewGame, input.KeyEscape)})
		return rows
	case Over:
		var rows [][]button
		var first []button
		if s.Casual() && m.CanUndo() {
			first = append(first, b(BtnUndo, PlayBtnUndo, input.KeyU))
		}
		if o, _ := m.Outcome(); o.By == "foul" {
			first = append(first, b(BtnWhy, msg.PlayBtnWhy, input.KeyW))
		}
		if len(first) > 0 {
			rows = append(rows, first)
		}
		return append(rows,
			[]button{primary(b(BtnReview, PlayBtnReview, input.KeyEnter)), b(BtnNewGame, PlayBtnNewGame, input.KeyEscape)},
			[]button{b(BtnSGF, PlayBtnSGF, input.KeyNone), b(BtnMoves, PlayBtnMoves, input.KeyNone)})
	case Reviewing:
		rv := m.rv
		first := b(BtnFirstMv, msg.PlayBtnFirst, input.KeyNone)
		prev := b(BtnPrev, msg.PlayBtnPrev, input.KeyLeft)
		next := b(BtnNext, msg.PlayBtnNext, input.KeyRight)
		last := b(BtnLast, msg.PlayBtnLast, input.KeyNone)
		first.off, prev.off = rv.at == 0, rv.at == 0
		next.off, last.off = rv.at == len(rv.moves), rv.at == len(rv.moves)
		pm := b(BtnPrevMom, msg.PlayBtnPrevMom, input.KeyUp)
		nm := b(BtnNextMom, msg.PlayBtnNextMom, input.KeyDown)
		pm.off, nm.off = len(rv.moments) == 0, len(rv.moments) == 0
		why := b(BtnWhy, msg.PlayBtnWhy, input.KeyW)
		if _, ok := m.selectedWalk(); !ok {
			why.off = true
		} else {
			why.style = screenview.Primary
		}
		return [][]button{
			{first, prev, next, last},
			{pm, nm, why},
			{b(BtnSGF, PlayBtnSGF, input.KeyNone), b(BtnMoves, PlayBtnMoves, input.KeyNone), b(BtnImport, PlayBtnImport, input.KeyI)},
			{b(BtnDone, PlayBtnDone, input.KeyEscape), b(BtnNewGame, PlayBtnNewGame, input.KeyNone)},
		}
	}
	return nil
}

// selectedWalk is the walk of the moment shown, if it has one.
func (m *Model) selectedWalk() (WalkTarget, bool) {
	rv := m.rv
	if rv == nil || rv.sel < 0 {
		return WalkTarget{}, false
	}
	return momentWalk(rv.moves, rv.moments[rv.sel])
}

// canCall: White may call a foul now (the White-calls referee, White to
// move at this device, after a Black stone).
func (m *Model) canCall() bool {
	if m.setup.Referee != referee.WhiteCalls || m.phase != Playing || !m.Human() {
		return false
	}
	st := m.g.Step()
	return st.Ask == referee.AskPlace && st.Color == rules.White && len(m.g.Moves()) > 0
}

// commentButton is the menu's commentary switch, as it stands for the
// level chosen.
func (m *Model) commentButton(lang msg.Lang) button {
	if m.CommentOn() {
		return button{id: BtnComment, label: msg.T(lang, PlayCommentOn), style: screenview.On}
	}
	return button{id: BtnComment, label: msg.T(lang, PlayCommentOff)}
}

// rows are the buttons as the screen shows them: the shortcut after the
// label, the styles, the disabled ones.
func (m *Model) rows(lang msg.Lang) [][]screenview.Button {
	return screenview.Rows(m.buttonRows(lang), func(b button) screenview.Button {
		label, key := b.label, ""
		if k := b.key.Label(); b.key != input.KeyEscape && len(k) == 1 {
			key = screenview.Shortcut(label, k)
		}
		return screenview.Button{ID: b.id, Label: label, Style: b.style, Disabled: b.off, Key: key}
	})
}

// View is everything the screen draws, in one language.
type View struct {
	Phase Phase
	Title string
	// Status: move, rule, opponent, referee.
	Status string
	// Who acts now, and the step: what to do and why.
	Who, Step string
	Opening   string
	Notice    string
	NoticeBad bool
	// Result is the end of the game (Over), Outcome's words, and
	// Decided what decided it (comment.go).
	Result  string
	Decided string
	// Comment are the remarks on the last two moves, the older first
	// (the commentary).
	Comment []string
	Hints   []string
	// Lines are the review's foul moments; Sel the one shown (-1: none).
	Lines    []string
	Sel      int
	Thinking bool
	Rows     [][]screenview.Button
	Board    boardview.Board
	// AsksPoint: a tap on the board acts (a stone, an offer, a choice).
	AsksPoint bool
	// Preview is the stone a tap would place (Empty: none).
	Preview rules.Stone
}

// View returns the drawable state in lang.
func (m *Model) View(lang msg.Lang) View {
	v := View{Phase: m.phase, Title: msg.T(lang, PlayTitle), Rows: m.rows(lang), Sel: -1, Thinking: m.thinking}
	v.Notice, v.NoticeBad = m.notice.Text(lang), m.noticeBad
	v.Board = boardview.Board{Coords: true}
	switch m.phase {
	case Menu:
		// The board is empty: the menu sets up the next game, and the
		// last one's stones read as if it were still on (Resume names
		// the games kept, with their stones counted).
		s := m.setup
		if m.Choosing() {
			v.Step = msg.F(lang, PlayChooseIntro, len(m.shelf.Live()))
			return v
		}
		v.Step = msg.T(lang, pick(!m.knows("opening-rule"), PlayMenuIntroPlain, PlayMenuIntro))
		about := []msg.ID{pick(!m.knows("opening"), PlayAboutFreePlain, PlayAboutFree), PlayAboutRIF, PlayAboutYamaguchi, PlayAboutSoosorv8, PlayAboutTaraguchi}
		refs := []msg.ID{PlayAboutLearn, PlayAboutTourn, PlayAboutCalls}
		v.Hints = []string{msg.T(lang, about[s.Rule]), msg.T(lang, refs[s.Referee])}
		if s.Adapt && !s.People() {
			v.Hints = append(v.Hints, msg.T(lang, PlayAboutAdapt))
		}
		if m.CommentOn() {
			v.Hints = append(v.Hints, msg.T(lang, PlayAboutComment))
		}
		return v
	case Reviewing:
		m.reviewView(lang, &v)
		return v
	}
	g := m.g
	v.Status = m.status(lang)
	if o, ok := g.Opening(); ok && g.Laid() == 0 {
		v.Opening = msg.F(lang, msg.PlayOpening, msg.OpeningName(lang, o))
	}
	m.gameBoard(&v)
	for _, r := range m.remarks() {
		v.Comment = append(v.Comment, r.Says.In(lang))
	}
	if out, over := m.Outcome(); over {
		v.Title = msg.T(lang, PlayTitle)
		v.Result = outcomeText(lang, out)
		if out.By == "five" && len(m.band()) > 5 {
			v.Result = msg.T(lang, PlayWinOverline)
		}
		v.Decided = m.decided(lang)
		if !m.setup.People() {
			if out.Winner == m.colourOf(m.setup.You) {
				v.Who = msg.T(lang, PlayYouWin)
			} else if out.Winner != rules.Empty {
				v.Who = msg.T(lang, PlayYouLose)
			}
		}
		v.Step = msg.T(lang, PlayOverNext)
		if out.By == "foul" {
			v.Step = msg.F(lang, PlayOverFoul, out.Foul.Point.Upper())
		}
		if n := m.NextLevel(); n > 0 {
			v.Step += sentenceSep(lang) + msg.F(lang, PlayAdaptNext, n)
		}
		return v
	}
	st := g.Step()
	v.Who = m.who(lang, st)
	v.Step = stepText(lang, m.setup, g, st)
	sep := sentenceSep(lang)
	if m.canCall() {
		v.Step += sep + msg.T(lang, PlayStepCall)
	}
	if m.setup.Referee == referee.Learning && st.Ask == referee.AskPlace && st.Color == rules.Black && m.Human() {
		v.Step += sep + msg.T(lang, PlayStepFoulMark)
	}
	if m.notice.ID == "" && !m.setup.People() && m.partnerAct.Kind != 0 {
		v.Notice = m.partnerText(lang)
	}
	if h := m.shownHints(); m.setup.Hints && h != nil {
		v.Hints = m.hintLines(lang, h, g.ToMove())
	}
	v.AsksPoint = m.Human() && (st.Ask == referee.AskPlace || st.Ask == referee.AskOffer || st.Ask == referee.AskChoose)
	if m.Human() && (st.Ask == referee.AskPlace || st.Ask == referee.AskOffer) {
		v.Preview = st.Color
	}
	return v
}

// sentenceSep joins two sentences: a space in English, none in Chinese.
func sentenceSep(lang msg.Lang) string {
	if lang == msg.Chinese {
		return ""
	}
	return " "
}

// partnerText says what the partner just did.
func (m *Model) partnerText(lang msg.Lang) string {
	a := m.partnerAct
	switch a.Kind {
	case 'p', 'O', 'C':
		if m.lastMove == jobs.ReasonVCF {
			return msg.F(lang, PlayPartnerVCF, a.Point.Upper())
		}
		return msg.F(lang, PlayPartnerPlays, a.Point.Upper())
	case 'S':
		return msg.T(lang, PlayPartnerSwaps)
	case 'K':
		return msg.T(lang, PlayPartnerKeeps)
	case 'D':
		return msg.F(lang, PlayPartnerDecl, a.N)
	case 'F':
		return msg.T(lang, PlayPartnerCalls)
	}
	return ""
}

func colourName(c rules.Stone) msg.ID {
	if c == rules.White {
		return msg.ColourWhite
	}
	return msg.ColourBlack
}

// status is the status line: the move, the rule, the opponent, the
// referee.
func (m *Model) status(lang msg.Lang) string {
	s := m.setup
	opp := msg.T(lang, PlayPassAndPlay)
	if !s.People() {
		opp = msg.F(lang, PlayAgainst, msg.F(lang, PlayPartnerN, s.Level))
	}
	ruleIDs := m.ruleIDs()
	refIDs := []msg.ID{PlayRefLearning, PlayRefTourney, PlayRefCalls}
	n := len(m.g.Moves()) + 1
	if _, over := m.Outcome(); over {
		n-- // the last move played
	}
	return msg.F(lang, PlayStatus, n, msg.T(lang, ruleIDs[s.Rule]), opp, msg.T(lang, refIDs[s.Referee]))
}

// who names the person acting now and their colour.
func (m *Model) who(lang msg.Lang, st referee.Step) string {
	col := msg.T(lang, colourName(st.Color))
	switch {
	case m.setup.People():
		name := PlayPlayer1
		if st.Person == 1 {
			name = PlayPlayer2
		}
		return msg.F(lang, PlayWhoPlayer, msg.T(lang, name), col)
	case st.Person == m.setup.You:
		return msg.F(lang, PlayWhoYou, col)
	case m.thinking:
		return msg.F(lang, PlayWhoThinking, col)
	}
	return msg.F(lang, PlayWhoPartner, col)
}

// stepText is the guided text of a step: who does what, and why.
func stepText(lang msg.Lang, s Setup, g *referee.Game, st referee.Step) string {
	holder := func(c rules.Stone) string {
		if c == rules.White {
			return msg.T(lang, PlayHolderWhite)
		}
		return msg.T(lang, PlayHolderBlack)
	}
	switch st.Ask {
	case referee.AskSwap:
		if len(g.Moves()) == 3 && st.Color == rules.White && s.Rule != referee.Taraguchi10 {
			return msg.T(lang, PlayStepSwap3)
		}
		return msg.F(lang, PlayStepSwap, capitalise(holder(st.Color)))
	case referee.AskChoice:
		return msg.T(lang, PlayStepChoice)
	case referee.AskDeclare:
		if s.Rule == referee.Soosorv8 {
			return msg.F(lang, PlayStepDeclareS, st.Need)
		}
		return msg.F(lang, PlayStepDeclareY, st.Need)
	case referee.AskOffer:
		return msg.F(lang, PlayStepOffer, st.Need, len(g.Offers()))
	case referee.AskChoose:
		return msg.T(lang, PlayStepChoose)
	}
	switch {
	case st.Square == 1:
		return msg.T(lang, PlayStepCentre)
	case st.Square == 3 && s.Rule != referee.Taraguchi10:
		return msg.T(lang, PlayStepSecond)
	case st.Square == 5 && s.Rule != referee.Taraguchi10:
		return msg.T(lang, PlayStepThird)
	case st.Square > 0:
		return msg.F(lang, PlayStepSquare, st.MoveNo, msg.T(lang, colourName(st.Color)), st.Square)
	}
	return msg.F(lang, PlayStepPlace, st.MoveNo, msg.T(lang, colourName(st.Color)))
}

// capitalise makes an English sentence start with a capital.
func capitalise(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// outcomeText says how the game ended.
func outcomeText(lang msg.Lang, o Outcome) string {
	switch o.By {
	case "five":
		return msg.F(lang, PlayWinFive, colourName(o.Winner))
	case "foul":
		return msg.F(lang, PlayWinFoul, o.Foul.Point.Upper(), msg.Kind(o.Foul.Kind))
	case "resign":
		return msg.F(lang, PlayWinResign, colourName(o.Winner.Opponent()), colourName(o.Winner))
	}
	return msg.T(lang, PlayDraw)
}

// hintLines are the hints in words, the side to move first, at the
// learner's stage.
func (m *Model) hintLines(lang msg.Lang, h *Hints, toMove rules.Stone) []string {
	var out []string
	order := []int{0, 1}
	if toMove == rules.White {
		order = []int{1, 0}
	}
	for _, i := range order {
		c := []rules.Stone{rules.Black, rules.White}[i]
		name := colourName(c)
		if len(h.Fives[i]) > 0 {
			id := PlayHintFour
			if c == toMove {
				id = PlayHintFive
			}
			out = append(out, msg.F(lang, id, name, msg.Points(lang, h.Fives[i])))
		}
		if len(h.Straight[i]) > 0 {
			out = append(out, msg.F(lang, PlayHintThree, name, msg.Points(lang, h.Straight[i])))
		}
	}
	if h.HasTrap {
		at := h.TrapFoul.Point.Upper()
		plain := !m.knows("force-foul")
		switch n := h.TrapFours; {
		case n == 1 && toMove == rules.White:
			out = append(out, msg.F(lang, pick(plain, PlayHintTrap1Plain, PlayHintTrap1), at))
		case n == 1:
			out = append(out, msg.F(lang, pick(plain, PlayHintTrapWarn1Plain, PlayHintTrapWarn1), at))
		case toMove == rules.White:
			out = append(out, msg.F(lang, pick(plain, PlayHintTrapPlain, PlayHintTrap), at, n))
		default:
			out = append(out, msg.F(lang, pick(plain, PlayHintTrapWarnPlain, PlayHintTrapWarn), at, n))
		}
	}
	if len(out) == 0 {
		out = append(out, msg.T(lang, PlayHintNone))
	}
	return out
}

// points lists points ("J8, K9" / "J8、K9").
// gameBoard draws the game: stones numbered, the last one marked, Black's
// forbidden points under the learning referee, the offers, a refused
// offer with its mirror and axis, and the hints.
func (m *Model) gameBoard(v *View) {
	g := m.g
	pic := &v.Board
	pic.Stones = g.Board()
	moves := g.Moves()
	// The stones of a position played on from (Play it out) carry no
	// number: they are where the game began, not its moves.
	for i, p := range moves {
		if i >= g.Laid() {
			pic.SetNumber(p, i+1)
		}
	}
	if len(moves) > 0 {
		pic.Last, pic.HasLast = moves[len(moves)-1], true
	}
	st := g.Step()
	if m.setup.Referee == referee.Learning && (st.Ask == referee.AskPlace && st.Color == rules.Black || st.Ask == referee.AskOffer) {
		pic.SetFouls(m.Forbidden(&pic.Stones))
		pic.Overlay = true
	}
	for _, p := range g.Offers() {
		pic.Add(boardview.GhostAt(p, rules.Black, 0.55))
	}
	if o, over := m.Outcome(); over && o.By == "foul" {
		pic.Add(boardview.RingAt(o.Foul.Point, boardview.InkBad, 1))
	}
	pic.Add(bandNotes(m.band())...)
	if r := m.refusal; r != nil && r.Code == referee.CodeSymmetric {
		pic.Add(symmetryNotes(r)...)
	}
	if h := m.shownHints(); m.setup.Hints && h != nil {
		for i, c := range []rules.Stone{rules.Black, rules.White} {
			for _, p := range h.Fives[i] {
				pic.Add(boardview.GhostAt(p, c, 0.5), boardview.RingAt(p, boardview.InkBad, 1))
			}
			for _, p := range h.Straight[i] {
				if pic.Mark(p) == 0 {
					pic.Add(boardview.GhostAt(p, c, 0.25))
				}
			}
		}
		if h.HasTrap {
			pic.Add(boardview.RingAt(h.TrapFoul.Point, boardview.InkBad, 1))
		}
	}
}

// symmetryNotes draw a refused offer, the offer it mirrors and the
// symmetry: the axis of a mirror, the centre of a turn.
func symmetryNotes(r *referee.Refusal) []boardview.Note {
	ns := []boardview.Note{
		boardview.GhostAt(r.Point, rules.Black, 0.35),
		boardview.RingAt(r.Point, boardview.InkBad, 1),
		boardview.RingAt(r.Other, boardview.InkSelect, 1),
	}
	if a, b, ok := axis(r.Symmetry); ok {
		ns = append([]boardview.Note{boardview.BandAlong(a, b)}, ns...)
	} else {
		ns = append(ns, boardview.RingAt(rules.Center, boardview.InkSelect, 0.8))
	}
	return ns
}

// axis is a mirror symmetry's axis, from edge to edge (ok is false for a
// turn, which fixes only the centre).
func axis(s rules.Symmetry) (a, b rules.Point, ok bool) {
	var fixed []rules.Point
	for c := 0; c < rules.Size; c++ {
		for r := 0; r < rules.Size; r++ {
			if p := rules.Pt(c, r); s.Apply(p) == p {
				fixed = append(fixed, p)
			}
		}
	}
	if len(fixed) < 2 {
		return a, b, false
	}
	return fixed[0], fixed[len(fixed)-1], true
}

// symmetryName says how two offers mirror each other.
func symmetryName(s rules.Symmetry) msg.ID {
	switch {
	case s == 2:
		return PlaySymHalf
	case s < 4:
		return PlaySymTurn
	}
	return PlaySymMirror
}

// refusalNotice says why an action was refused.
func refusalNotice(err error) msg.Notice {
	r, ok := err.(*referee.Refusal)
	if !ok {
		if e, ok := err.(msg.Error); ok {
			return e.Notice
		}
		return msg.Say(PlayRefOther, err.Error())
	}
	p := r.Point.Upper()
	switch r.Code {
	case referee.CodeTaken:
		return msg.Say(PlayRefTaken, p)
	case referee.CodeOutsideSquare:
		return msg.Say(PlayRefOutside, p, r.N)
	case referee.CodeForbidden:
		return msg.Say(PlayRefForbidden, p, msg.Kind(r.Kind))
	case referee.CodeOfferedTwice:
		return msg.Say(PlayRefTwice, p)
	case referee.CodeSymmetric:
		return msg.Say(PlayRefSymmetric, p, r.Other.Upper(), symmetryName(r.Symmetry))
	case referee.CodeNotOffered:
		return msg.Say(PlayRefNotOffered, p)
	case referee.CodeNoCall:
		return msg.Say(PlayRefNoCall)
	case referee.CodeNotAFoul:
		return msg.Say(PlayRefNotAFoul, p)
	case referee.CodeNoUndo:
		return msg.Say(PlayNoUndo)
	case referee.CodeBadNumber:
		return msg.Say(PlayRefBadNumber, r.N)
	}
	return msg.Say(PlayRefWrongStep)
}

// reviewView is the review: the position at the move shown with Black's
// forbidden points, the moment shown and its engine line, the list of
// moments.
func (m *Model) reviewView(lang msg.Lang, v *View) {
	rv := m.rv
	v.Title = msg.T(lang, PlayReviewTitle)
	v.Status = msg.F(lang, msg.PlayReviewAt, rv.at, len(rv.moves))
	if o, over := m.Outcome(); over {
		v.Result = outcomeText(lang, o)
	}
	if o, ok := rules.RecognizeOpening(rv.moves); ok {
		v.Opening = msg.F(lang, msg.PlayOpening, msg.OpeningName(lang, o))
	}
	pic := &v.Board
	pic.Stones = boardOf(rv.moves, rv.at)
	for i, p := range rv.moves[:rv.at] {
		pic.SetNumber(p, i+1)
	}
	if rv.at > 0 {
		pic.Last, pic.HasLast = rv.moves[rv.at-1], true
	}
	pic.SetFouls(m.Forbidden(&pic.Stones))
	pic.Overlay = true
	switch {
	case rv.scanning:
		v.Step = msg.T(lang, msg.PlayReviewScan)
	case rv.scanErr != nil:
		v.Step = msg.F(lang, msg.PlayReviewFailed, rv.scanErr.Error())
	case len(rv.moments) == 0:
		v.Step = msg.T(lang, msg.PlayReviewNone)
	default:
		v.Step = msg.F(lang, msg.PlayReviewCount, len(rv.moments))
	}
	v.Hints = []string{msg.T(lang, PlayReviewTapHint)}
	for _, mo := range rv.moments {
		v.Lines = append(v.Lines, msg.MomentTextAt(lang, mo, m.taught))
	}
	v.Sel = rv.sel
	v.AsksPoint = true
	if rv.sel >= 0 {
		mo := rv.moments[rv.sel]
		pic.Add(boardview.Note{Kind: boardview.Pulse, At: mo.Point})
		if mo.Foul.Point.OnBoard() && mo.Foul.Point != mo.Point {
			pic.Add(boardview.RingAt(mo.Foul.Point, boardview.InkBad, 1))
		}
		for _, k := range mo.Key {
			pic.Add(boardview.RingAt(k, boardview.InkBad, 1))
		}
		// The engine's line, as a walk draws imagined stones
		// (see-through, a dashed ring), numbered on from the next move:
		// numbered 1, 2, 3… they read as the game's own first moves.
		if len(mo.Line) > 0 && mo.LineFrom == rv.at {
			for i, p := range mo.Line {
				pic.Add(boardview.Note{Kind: boardview.Imagined, At: p, Stone: trapColour(i), N: rv.at + i + 1})
			}
			v.Hints = append([]string{msg.F(lang, msg.PlayReviewLine, rv.at+1)}, v.Hints...)
		}
	}
}
