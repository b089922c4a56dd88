package storm

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"renju/boardview"
	"renju/drills"
	"renju/game/parts/bands"
	"renju/game/parts/skill"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Action is an intent of the screen: a button or a key.
type Action int

const (
	NoAction Action = iota
	ChooseStorm
	ChooseStreak
	StartRun
	AnswerYes
	AnswerNo
	AnswerLegal
	AnswerDoubleThree
	AnswerDoubleFour
	AnswerOverline
	AnswerLive
	AnswerFalse
	EndRun
	BackToMenu
	Again
	// AllLessons switches the questions between what the lessons done
	// teach and every lesson (cover.go).
	AllLessons
	// WalkMissed + i walks missed question i (the result screen).
	WalkMissed Action = 100
)

var actionIDs = map[Action]string{
	ChooseStorm: "storm.mode.storm", ChooseStreak: "storm.mode.streak", StartRun: "storm.start", AllLessons: "storm.allLessons",
	AnswerYes: "storm.yes", AnswerNo: "storm.no", AnswerLegal: "storm.kind.legal",
	AnswerDoubleThree: "storm.kind.double-three", AnswerDoubleFour: "storm.kind.double-four", AnswerOverline: "storm.kind.overline",
	AnswerLive: "storm.live", AnswerFalse: "storm.false",
	EndRun: "storm.end", BackToMenu: "storm.menu", Again: "storm.again",
}

// ID is the action's button ID, stable for the page API and the tests
// ("storm.yes", "storm.kind.overline", "storm.walk.0", …).
func (a Action) ID() string {
	if a >= WalkMissed {
		return "storm.walk." + strconv.Itoa(int(a-WalkMissed))
	}
	return actionIDs[a]
}

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action {
	if rest, ok := strings.CutPrefix(id, "storm.walk."); ok {
		if i, err := strconv.Atoi(rest); err == nil && i >= 0 && i < 1<<20 && strconv.Itoa(i) == rest {
			return WalkMissed + Action(i)
		}
		return NoAction
	}
	return screenview.ActionOf(actionIDs, id, NoAction)
}

// Do carries out an action.
func (m *Model) Do(a Action) {
	if a >= WalkMissed {
		m.Walk(int(a - WalkMissed))
		return
	}
	switch a {
	case ChooseStorm:
		m.ChooseMode(StormMode)
	case ChooseStreak:
		m.ChooseMode(StreakMode)
	case StartRun, Again:
		m.Start()
	case AllLessons:
		m.ToggleAllLessons()
	case AnswerYes:
		m.Yes()
	case AnswerNo:
		m.No()
	case AnswerLegal:
		m.Kind(SaidLegal)
	case AnswerDoubleThree:
		m.Kind("double-three")
	case AnswerDoubleFour:
		m.Kind("double-four")
	case AnswerOverline:
		m.Kind("overline")
	case AnswerLive:
		m.Live()
	case AnswerFalse:
		m.False()
	case EndRun:
		m.End()
	case BackToMenu:
		m.ToMenu()
	}
}

// button is one button of the panel and its key.
type button struct {
	_      [0]func() // not comparable: Go then links no equality function for it or its arrays
	action Action
	label  string
	key    input.Key
	active bool
	// off: shown but not usable (Start while the lessons it needs are
	// not done).
	off bool
}

// KeyAction returns the action of a key: a button's shortcut, Space as
// Enter, and on the result screen 1–9 for the walk of a missed question.
// Keys with Ctrl are the browser's.
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
	switch {
	case p.Key == input.KeySpace:
		return m.KeyAction(input.Press{Key: input.KeyEnter})
	case m.phase == Menu && (p.Key == input.KeyLeft || p.Key == input.KeyRight || p.Key == input.KeyUp || p.Key == input.KeyDown):
		if m.mode == StormMode {
			return ChooseStreak
		}
		return ChooseStorm
	}
	return NoAction
}

// walkKeys are the keys of the first nine missed questions.
var walkKeys = []input.Key{input.Key1, input.Key2, input.Key3, input.Key4, input.Key5, input.Key6, input.Key7, input.Key8, input.Key9}

// buttonRows are the panel's buttons for the phase, row by row.
func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(a Action, id msg.ID, key input.Key) button {
		return button{action: a, label: msg.T(lang, id), key: key}
	}
	runRow := []button{b(EndRun, BtnEnd, input.KeyE), b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)}
	switch m.phase {
	case Menu:
		storm, streak := b(ChooseStorm, Title, input.KeyNone), b(ChooseStreak, m.stageID("false-three", StreakTitle, StreakTitlePlain), input.KeyNone)
		storm.active, streak.active = m.mode == StormMode, m.mode == StreakMode
		start := b(StartRun, BtnStart, input.KeyEnter)
		start.off = !m.Startable()
		if m.done == nil {
			return [][]button{{storm, streak}, {start}}
		}
		all := b(AllLessons, BtnAllLessons, input.KeyNone)
		all.active = m.all
		return [][]button{{storm, streak}, {all}, {start}}
	case Preparing:
		return [][]button{runRow}
	case Asking:
		switch {
		case m.mode == StreakMode:
			_, live, notLive := msg.LiveOrFalseWords(m.falseTaught())
			return [][]button{{b(AnswerLive, live, input.KeyY), b(AnswerFalse, notLive, input.KeyN)}, runRow}
		case m.stage.AskKind:
			return [][]button{
				{b(AnswerLegal, BtnLegal, input.KeyN), b(AnswerDoubleThree, msg.DrillBtnThree, input.Key1)},
				{b(AnswerDoubleFour, msg.DrillBtnFour, input.Key2), b(AnswerOverline, msg.DrillBtnOverline, input.Key3)},
				runRow,
			}
		}
		return [][]button{{b(AnswerYes, msg.DrillBtnYes, input.KeyY), b(AnswerNo, msg.DrillBtnNo, input.KeyN)}, runRow}
	case Over:
		var rows [][]button
		var row []button
		for i, ms := range m.missed {
			key := input.KeyNone
			if i < len(walkKeys) {
				key = walkKeys[i]
			}
			w := button{action: WalkMissed + Action(i), label: msg.F(lang, BtnWalk, ms.Item.Point.Upper()), key: key, active: i == m.walkAt}
			if row = append(row, w); len(row) == 3 {
				rows, row = append(rows, row), nil
			}
		}
		if row != nil {
			rows = append(rows, row)
		}
		return append(rows, []button{b(Again, BtnAgain, input.KeyEnter), b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)})
	}
	return nil
}

// rows are the buttons as the screen shows them: the shortcut after the
// label, the next thing to do filled, the current choice outlined.
func (m *Model) rows(lang msg.Lang) [][]screenview.Button {
	return screenview.Rows(m.buttonRows(lang), func(b button) screenview.Button {
		label, key := b.label, ""
		if b.key != input.KeyEscape {
			key = screenview.Shortcut(label, b.key.Label())
		}
		style := screenview.Plain
		switch {
		case b.active:
			style = screenview.On
		case b.action == StartRun || b.action == Again:
			style = screenview.Primary
		}
		return screenview.Button{ID: b.action.ID(), Label: label, Style: style, Key: key, Disabled: b.off}
	})
}

// View is everything the screen draws, copied under the app's lock.
type View struct {
	Phase Phase
	Mode  Mode
	// Title is the screen's; Status the run's line (time left, score,
	// combo; or the streak). TimeLeft is the storm's clock, for a bar.
	Title, Status string
	TimeLeft      time.Duration
	// Prompt is the question; Hint the keys (shown once a key was used:
	// HintKeys); Last the verdict on the previous answer, LastRight its
	// tone, HasLast whether there is one.
	Prompt, Hint       string
	HintKeys           bool
	Last               string
	LastRight, HasLast bool
	Notice             string
	// Lines: the menu's records and badges; the result and the missed
	// questions at the end.
	Lines []string
	Rows  [][]screenview.Button
	// Board is the question (or the missed question shown at the end);
	// HasBoard is false on the menu and while a question is prepared.
	Board    boardview.Board
	HasBoard bool
}

// View returns the drawable state in lang.
func (m *Model) View(lang msg.Lang) View {
	now := m.clock.Now()
	v := View{Phase: m.phase, Mode: m.mode, Rows: m.rows(lang), Notice: m.notice.Text(lang), TimeLeft: m.timer.Left(now)}
	modeTitle := Title
	if m.mode == StreakMode {
		modeTitle = m.stageID("false-three", StreakTitle, StreakTitlePlain)
	}
	switch m.phase {
	case Menu:
		v.Title = msg.T(lang, MenuTitle)
		if m.mode == StormMode {
			v.Prompt = msg.F(lang, Intro, int(StormTime/time.Minute), ComboStep, int(ComboBonus/time.Second), int(Penalty/time.Second))
		} else {
			v.Prompt = msg.T(lang, m.stageID("false-three", StreakIntro, StreakIntroPlain))
		}
		v.Lines = m.recordLines(lang)
		if ln := m.topLine(lang); ln != "" {
			v.Lines = append([]string{ln}, v.Lines...)
		}
		return v
	case Over:
		m.overView(lang, &v)
		return v
	}
	v.Title = msg.T(lang, modeTitle)
	v.Status = m.status(lang, now)
	if m.last != nil {
		v.Last, v.LastRight, v.HasLast = m.lastLine(lang), m.last.Right, true
	}
	if m.phase == Preparing || m.cur == nil {
		v.Prompt = msg.T(lang, msg.DrillPreparing)
		return v
	}
	it := m.cur
	v.Board, v.HasBoard = askPicture(it), true
	p := it.Point.Upper()
	switch {
	case m.mode == StreakMode:
		ask, _, _ := msg.LiveOrFalseWords(m.falseTaught())
		v.Prompt = msg.F(lang, ask, p, dirName(it.Drill.Line))
		v.Hint = msg.T(lang, m.stageID("false-three", HintLive, HintLiveThree))
	case m.stage.AskKind:
		v.Prompt = msg.F(lang, AskKind, p)
		v.Hint = msg.T(lang, HintKind)
	default:
		v.Prompt = msg.F(lang, msg.DrillAskIsForbidden, p)
		v.Hint = msg.T(lang, HintYesNo)
	}
	v.HintKeys = true
	return v
}

// status is the run's line: time left, score and the combo (shown from
// two in a row: no number is seen to fall but the clock); or the streak.
func (m *Model) status(lang msg.Lang, now time.Time) string {
	if m.mode == StreakMode {
		return msg.F(lang, StreakStatus, m.right, max(m.right, m.rec.StreakBest))
	}
	s := msg.F(lang, Status, Clockface(m.timer.Left(now)), m.score)
	if m.combo >= 2 {
		s += " · " + msg.F(lang, StatusCombo, m.combo)
	}
	return s
}

// Clockface writes a time left as m:ss, rounding up: it shows 0:00 only
// when the time is up.
func Clockface(d time.Duration) string {
	s := int((max(0, d) + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// lastLine is the verdict on the previous answer.
func (m *Model) lastLine(lang msg.Lang) string {
	l := m.last
	var parts []string
	switch {
	case l.Right && m.mode == StreakMode:
		parts = append(parts, msg.T(lang, LastRightStreak))
	case l.Right:
		parts = append(parts, msg.F(lang, LastRight, l.Gained))
	default:
		parts = append(parts, msg.F(lang, LastWrong, l.Item.Point.Upper(), m.AnswerText(lang, &l.Item)))
	}
	if l.Bonus > 0 {
		parts = append(parts, msg.F(lang, LastBonus, ComboStep*max(1, m.combo/ComboStep), int(l.Bonus/time.Second)))
	}
	if l.Taken > 0 {
		parts = append(parts, msg.F(lang, LastPenalty, int((l.Taken+time.Second-1)/time.Second)))
	}
	if lang != msg.Chinese {
		return strings.Join(parts, " ")
	}
	// Chinese runs on after a full stop, and takes a comma after a
	// phrase.
	var b strings.Builder
	for i, p := range parts {
		if i > 0 && !strings.HasSuffix(parts[i-1], "。") && !strings.HasSuffix(parts[i-1], "！") {
			b.WriteString("，")
		}
		b.WriteString(p)
	}
	return b.String()
}

// AnswerText is the whole answer to an item in lang, at the learner's
// stage: "not forbidden", "double-four", "the horizontal three is false"
// ("… is not live" before false threes are taught).
func (m *Model) AnswerText(lang msg.Lang, it *Item) string {
	if it.Drill.Type == drills.LiveOrFalse {
		if !m.falseTaught() {
			id := AnsThreeNotLive
			if it.Live() {
				id = AnsThreeLive
			}
			return msg.F(lang, id, dirName(it.Drill.Line))
		}
		lf := AnsFalse
		if it.Live() {
			lf = AnsLive
		}
		return msg.F(lang, AnsThree, dirName(it.Drill.Line), lf)
	}
	if it.Forbidden() {
		return kindName(lang, it.Drill.Answer.Kind)
	}
	return msg.T(lang, AnsNotForbidden)
}

// SaidText is an answer code in lang, at the learner's stage.
func (m *Model) SaidText(lang msg.Lang, said string) string {
	switch {
	case said == SaidLive && !m.falseTaught():
		return msg.T(lang, SaidLiveThree)
	case said == SaidFalse && !m.falseTaught():
		return msg.T(lang, SaidNotLive)
	}
	switch said {
	case SaidYes:
		return msg.T(lang, AnsForbidden)
	case SaidNo, SaidLegal:
		return msg.T(lang, AnsNotForbidden)
	case SaidLive:
		return msg.T(lang, AnsLive)
	case SaidFalse:
		return msg.T(lang, AnsFalse)
	}
	return kindName(lang, said)
}

func kindName(lang msg.Lang, kind string) string {
	if id := msg.KindNamed(kind); id != "" {
		return msg.T(lang, id)
	}
	return kind
}

func dirName(dir string) msg.ID {
	switch dir {
	case "horizontal":
		return msg.DrillDirHorizontal
	case "vertical":
		return msg.DrillDirVertical
	case "diagonal":
		return msg.DrillDirDiagonal
	}
	return msg.DrillDirAntiDiag
}

func badgeID(b skill.Badge) msg.ID {
	switch b {
	case skill.Silver:
		return msg.StormBadgeSilver
	case skill.Gold:
		return msg.StormBadgeGold
	}
	return msg.StormBadgeBronze
}

// recordLines are the menu's: the bests, the badges earned and the next
// badge of each type (thresholds only: nothing shown ever falls).
func (m *Model) recordLines(lang msg.Lang) []string {
	r := m.rec
	var out []string
	if r.StormRuns+r.StreakRuns > 0 {
		out = append(out, msg.F(lang, MenuRecord, r.StormBest, r.StreakBest))
	}
	for _, typ := range skill.Types {
		b := r.Badges[typ]
		if b > skill.NoBadge {
			out = append(out, msg.F(lang, BadgeLine, m.typeID(typ), badgeID(b)))
		}
		if b < skill.Gold && r.Tallies[typ].Total > 0 {
			rule := skill.BadgeRules[b]
			out = append(out, msg.F(lang, BadgeNext, badgeID(b+1), m.typeID(typ), rule.Answers, rule.Percent))
		}
	}
	return out
}

// overView fills the result screen: the result, the best, the missed
// questions (each with its answer, and a button to walk it), and the
// board of the missed question chosen.
func (m *Model) overView(lang msg.Lang, v *View) {
	switch {
	case m.mode == StreakMode:
		v.Title = msg.T(lang, StreakOver)
		v.Lines = append(v.Lines, msg.F(lang, StreakResult, m.right))
	case m.timer.Left(m.clock.Now()) == 0:
		v.Title = msg.T(lang, OverTime)
	default:
		v.Title = msg.T(lang, OverEnded)
	}
	best := m.rec.StreakBest
	if m.mode == StormMode {
		v.Lines = append(v.Lines, msg.F(lang, Result, m.score, m.right, m.answered, m.topCombo))
		best = m.rec.StormBest
	}
	if m.newBest {
		v.Lines = append(v.Lines, msg.T(lang, NewBest))
	} else {
		v.Lines = append(v.Lines, msg.F(lang, Best, best))
	}
	if len(m.missed) == 0 {
		if m.answered > 0 {
			v.Lines = append(v.Lines, msg.T(lang, NoMiss))
		}
		return
	}
	v.Lines = append(v.Lines, msg.T(lang, MissedHead))
	for i := range m.missed {
		ms := &m.missed[i]
		v.Lines = append(v.Lines, msg.F(lang, MissedLine, i+1, ms.Item.Point.Upper(), m.AnswerText(lang, &ms.Item), m.SaidText(lang, ms.Said)))
	}
	if m.walkAt < len(m.missed) {
		v.Board, v.HasBoard = answerPicture(&m.missed[m.walkAt].Item), true
	}
}

// askPicture is the board of a question: the point ringed; for
// live-or-false, Black's stone shown see-through and the three ringed.
func askPicture(it *Item) boardview.Board {
	pic := boardview.Board{Stones: it.Board, Coords: true}
	if it.Drill.Type == drills.LiveOrFalse {
		pic.Add(boardview.GhostAt(it.Point, rules.Black, 0.55))
		for _, s := range it.Three {
			if s != it.Point {
				pic.Add(boardview.RingAt(s, boardview.InkLine, 0.95))
			}
		}
	}
	pic.Add(boardview.RingAt(it.Point, boardview.InkSelect, 1))
	return pic
}

// answerPicture is a missed question with its answer: the lines its
// answer names banded as the Drills' feedback bands them (the three
// asked about; the threes of a double-three, the fours of a double-four,
// the row of an overline), the forbidden mark of a forbidden point, and
// the point ringed as missed.
func answerPicture(it *Item) boardview.Board {
	pic := askPicture(it)
	pic.Notes = nil
	for _, b := range bands.Of(&it.Board, &it.Drill, it.Three) {
		pic.Add(boardview.BandAlong(b[0], b[1]))
	}
	if it.Drill.Type == drills.LiveOrFalse {
		pic.Add(boardview.GhostAt(it.Point, rules.Black, 0.55))
		for _, s := range it.Three {
			if s != it.Point {
				pic.Add(boardview.RingAt(s, boardview.InkLine, 0.95))
			}
		}
	} else if it.Forbidden() {
		k, _ := rules.ParseKind(it.Drill.Answer.Kind)
		pic.Add(boardview.FoulAt(it.Point, k))
	}
	pic.Add(boardview.RingAt(it.Point, boardview.InkMissed, 1))
	return pic
}
