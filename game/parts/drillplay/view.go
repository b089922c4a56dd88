package drillplay

import (
	"math"
	"sort"
	"strings"

	"renju/boardview"
	"renju/drills"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Action is an intent of the screen: a button or a key.
type Action int

const (
	NoAction Action = iota
	ChooseIsForbidden
	ChooseFindAll
	ChooseLiveOrFalse
	ChooseFourThree
	ChooseTrap
	ChooseLevel1
	ChooseLevel2
	ChooseLevel3
	StartRound
	AnswerYes
	AnswerNo
	AnswerDoubleThree
	AnswerDoubleFour
	AnswerOverline
	AnswerLive
	AnswerFalse
	Submit
	ClearPicks
	ShowAnswer
	NextDrill
	WalkPoint
	FinishRound
	BackToMenu
	ResetRecord
	UndoReset
	// PlayItOut plays a game against the partner from the drill's
	// position (the Play screen, through the frame: Drills.TakeRoute).
	PlayItOut
	// AllLessons switches level 1 between what the lessons done teach
	// and every lesson (cover.go).
	AllLessons
)

// Do carries out an action.
func (m *Model) Do(a Action) {
	if m.doMiss(a) {
		return
	}
	switch {
	case a >= ChooseIsForbidden && a <= ChooseTrap:
		m.ChooseType(drills.Types[a-ChooseIsForbidden])
	case a >= ChooseLevel1 && a <= ChooseLevel3:
		m.ChooseLevel(int(a-ChooseLevel1) + 1)
	}
	switch a {
	case StartRound:
		if m.phase != Menu || m.Startable() {
			m.Start()
		}
	case AnswerYes, AnswerLive:
		m.Yes()
	case AnswerNo, AnswerFalse:
		m.No()
	case AnswerDoubleThree:
		m.Kind("double-three")
	case AnswerDoubleFour:
		m.Kind("double-four")
	case AnswerOverline:
		m.Kind("overline")
	case Submit:
		m.Done()
	case ClearPicks:
		m.ClearSelection()
	case ShowAnswer:
		m.Skip()
	case NextDrill:
		m.Next()
	case WalkPoint:
		m.Walk()
	case FinishRound:
		m.EndRound()
	case BackToMenu:
		m.ToMenu()
	case ResetRecord:
		m.ResetStats()
	case UndoReset:
		m.UndoReset()
	case PlayItOut:
		m.PlayOut()
	case AllLessons:
		m.ToggleAllLessons()
	}
}

// button is one button of the panel and its key.
type button struct {
	_      [0]func() // not comparable: Go then links no equality function for it or its arrays
	action Action
	label  string
	key    input.Key // the keyboard shortcut (KeyNone: none)
	// active: the button shows a current choice (type, level).
	active bool
	// off: shown but not usable (Reset record with no record).
	off bool
}

// KeyAction returns the action of a key in the current phase: a button's
// shortcut, the arrows through the types on the menu, Space as Enter,
// Backspace clearing a find-all's picks. Keys with Ctrl are the
// browser's.
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
	case m.phase == Menu && (p.Key == input.KeyRight || p.Key == input.KeyDown):
		return ChooseIsForbidden + Action((typeIndex(m.typ)+1)%len(drills.Types))
	case m.phase == Menu && (p.Key == input.KeyLeft || p.Key == input.KeyUp):
		return ChooseIsForbidden + Action((typeIndex(m.typ)+len(drills.Types)-1)%len(drills.Types))
	case p.Key == input.KeySpace:
		return m.KeyAction(input.Press{Key: input.KeyEnter})
	case m.phase == Asking && m.cur != nil && m.cur.Type == drills.FindAll && p.Key == input.KeyBackspace:
		return ClearPicks
	}
	return NoAction
}

// rows are the panel's buttons as the screen shows them: the shortcut
// after the label ("Yes  Y"), the next thing to do filled, the current
// choices outlined.
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
		case b.action == StartRound || b.action == NextDrill || b.action == Submit,
			b.action == WalkPoint && m.phase == Review:
			style = screenview.Primary
		}
		return screenview.Button{ID: b.action.ID(), Label: label, Style: style, Disabled: b.off, Key: key}
	})
}

func typeIndex(typ string) int {
	for i, t := range drills.Types {
		if t == typ {
			return i
		}
	}
	return 0
}

var typeLabels = map[string]msg.ID{
	drills.IsForbidden: msg.DrillTypeIsForbidden,
	drills.FindAll:     msg.DrillTypeFindAll,
	drills.LiveOrFalse: msg.DrillTypeLiveOrFalse,
	drills.FourThree:   msg.DrillTypeFourThree,
	drills.Trap:        msg.DrillTypeTrap,
}

// TypeName is the drill type's name in lang.
func TypeName(lang msg.Lang, typ string) string { return named(lang, typeLabels, typ) }

// KindName is a forbidden kind's name in lang ("double-three" → "三三禁手");
// an unknown kind is shown as it is.
func KindName(lang msg.Lang, kind string) string {
	if id := msg.KindNamed(kind); id != "" {
		return msg.T(lang, id)
	}
	return kind
}

func dirName(lang msg.Lang, dir string) string { return named(lang, dirLabels, dir) }

var (
	dirLabels = map[string]msg.ID{"horizontal": msg.DrillDirHorizontal, "vertical": msg.DrillDirVertical, "diagonal": msg.DrillDirDiagonal, "anti-diagonal": msg.DrillDirAntiDiag}
)

// named looks key up in labels and says it in lang; an unknown key is
// shown as it is.
func named(lang msg.Lang, labels map[string]msg.ID, key string) string {
	if id, ok := labels[key]; ok {
		return msg.T(lang, id)
	}
	return key
}

// buttonRows are the panel's buttons for the phase, row by row.
func (m *Model) buttonRows(lang msg.Lang) [][]button {
	b := func(a Action, id msg.ID, key input.Key) button {
		return button{action: a, label: msg.T(lang, id), key: key}
	}
	menuRow := []button{b(ShowAnswer, BtnSkip, input.KeyS), b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)}
	if m.set != nil {
		return m.setRows(lang, b)
	}
	switch m.phase {
	case Menu:
		var types []button
		for i, t := range drills.Types {
			types = append(types, button{action: ChooseIsForbidden + Action(i), label: m.typeName(lang, t), active: t == m.typ})
		}
		var levels []button
		for l := 1; l <= drills.MaxLevel; l++ {
			levels = append(levels, button{action: ChooseLevel1 + Action(l-1), label: msg.F(lang, msg.DrillLevelN, l), key: input.Key1 + input.Key(l-1), active: l == m.level})
		}
		// The last row is always there, so Start never moves under the
		// finger: Reset record (off with no record), or Undo right after a
		// reset.
		last := b(ResetRecord, BtnReset, input.KeyNone)
		last.off = m.stats.Seen == 0
		if m.undo != nil {
			last = b(UndoReset, BtnUndoReset, input.KeyNone)
		}
		start := b(StartRound, BtnStart, input.KeyEnter)
		start.off = !m.Startable()
		if !m.covered {
			return [][]button{types[:3], types[3:], levels, {start}, {last}}
		}
		all := b(AllLessons, BtnAllLessons, input.KeyNone)
		all.active = m.all
		return [][]button{types[:3], types[3:], levels, {start}, {all, last}}
	case Preparing:
		return [][]button{{b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)}}
	case Asking:
		switch m.cur.Type {
		case drills.IsForbidden:
			return [][]button{{b(AnswerYes, msg.DrillBtnYes, input.KeyY), b(AnswerNo, msg.DrillBtnNo, input.KeyN)}, menuRow}
		case drills.LiveOrFalse:
			_, live, notLive := m.liveWords()
			return [][]button{{b(AnswerLive, live, input.KeyY), b(AnswerFalse, notLive, input.KeyN)}, menuRow}
		case drills.FindAll:
			return [][]button{{b(Submit, BtnDone, input.KeyEnter), b(ClearPicks, BtnClearPicks, input.KeyNone)}, menuRow}
		}
		return [][]button{menuRow}
	case AskingKind:
		return [][]button{m.kindRow(b), menuRow}
	case Feedback:
		return [][]button{{b(NextDrill, BtnNext, input.KeyEnter), b(WalkPoint, BtnWalk, input.KeyW), b(PlayItOut, msg.BtnPlayOut, input.KeyP)}, {b(FinishRound, BtnEndRound, input.KeyE), b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)}}
	case Summary:
		return append(m.missRows(lang), []button{b(NextDrill, BtnNewRound, input.KeyEnter), b(BackToMenu, msg.DrillBtnMenu, input.KeyEscape)})
	case Review:
		return m.reviewRows(b)
	}
	return nil
}

// MarkStyle is how a board annotation is drawn.
type MarkStyle int

const (
	MarkFocus      MarkStyle = iota // the point asked about: a ring
	MarkGhostBlack                  // Black's hypothetical stone (translucent)
	MarkGhostWhite                  // White's answer stone (translucent)
	MarkThree                       // a stone of the three asked about: halo
	MarkSelected                    // a point the player marked
	MarkCorrect                     // a right answer point: green ring
	MarkWrong                       // the player's wrong point: red ring
	MarkMissed                      // an answer point the player missed
	MarkFoul                        // a forbidden point, drawn by Kind
)

// Mark is one annotation on the board.
type Mark struct {
	Point rules.Point
	Style MarkStyle
	Kind  rules.Kind // MarkFoul
}

// View is everything the screen draws, copied under the app's lock.
type View struct {
	Phase  Phase
	Type   string
	Level  int
	Board  rules.Board
	ToMove rules.Stone
	Marks  []Mark
	// Bands are the lines the feedback names, banded as a walk bands
	// them: each the stones at its ends.
	Bands [][2]rules.Point
	Rows  [][]screenview.Button

	Title, Status string
	// Prompt is the question (or the feedback's verdict line); Detail the
	// explanation under it; Hint a smaller line; Correct the verdict.
	Prompt, Detail, Hint string
	// HintKeys: Hint names keys (Y, N, S, W), for a learner who has a
	// keyboard; the screen shows it only after a key has been used.
	HintKeys        bool
	Graded, Correct bool
	// Seq tells this graded answer from the next (0: none, or a skip);
	// Play is a right answer played out (play.go).
	Seq    int
	Play   []boardview.Beat
	Notice string
	// Summary lines (Summary phase), and the menu's record line.
	Lines []string
}

// View returns the drawable state in lang.
func (m *Model) View(lang msg.Lang) View {
	v := View{Phase: m.phase, Type: m.typ, Level: m.level, Rows: m.rows(lang), ToMove: rules.Black}
	v.Title = msg.T(lang, Title)
	v.Notice = m.notice.Text(lang)
	st := m.stats
	switch m.phase {
	case Menu:
		v.Prompt = msg.T(lang, MenuIntro)
		if !m.knows("combined-foul") || !m.knows("complex-foul") {
			v.Prompt = msg.T(lang, MenuIntroPlain)
		}
		v.Detail = m.assumeLine(lang)
		if !m.Startable() {
			// Why Start is dimmed comes first, above the intro: on a
			// phone the intro fills the text area, and the line under it
			// was cut to "请先学完第5课，…".
			v.Notice = strings.TrimSpace(v.Notice + " " + v.Detail)
			v.Detail = ""
		}
		if st.Seen > 0 {
			v.Lines = append(v.Lines, msg.F(lang, MenuRecord, st.Score, st.BestStreak, Answered(st)))
			v.Lines = append(v.Lines, m.accuracyLines(lang, st)...)
		}
		return v
	case Summary:
		v.Title = msg.T(lang, SummaryTitle)
		v.Lines = append(m.summaryLines(lang), m.summaryMissLines(lang)...)
		return v
	case Review:
		m.reviewView(lang, &v)
		return v
	}
	v.Title = msg.T(lang, Title) + " · " + m.typeName(lang, m.typ) + " · " + msg.F(lang, msg.DrillLevelN, m.level)
	n := m.round + 1
	if m.phase == Feedback {
		n = m.round
	}
	v.Status = msg.F(lang, StatusLine, st.Score, st.Streak, min(n, RoundLen), RoundLen)
	if m.set != nil {
		done, right, total := m.SetProgress()
		if m.phase != Feedback {
			done++
		}
		v.Status = msg.F(lang, SetStatus, min(done, total), total, right)
	}
	if m.phase == Preparing || m.cur == nil {
		v.Prompt = msg.T(lang, msg.DrillPreparing)
		return v
	}
	d := m.cur
	v.Board = m.board
	if d.Type == drills.Trap {
		v.ToMove = rules.White
	}
	pt := func(s string) rules.Point { p, _ := rules.ParsePoint(s); return p }
	switch m.phase {
	case Asking, AskingKind:
		switch d.Type {
		case drills.IsForbidden:
			v.Marks = append(v.Marks, Mark{Point: pt(d.Point), Style: MarkFocus})
			if m.phase == AskingKind {
				v.Prompt = msg.F(lang, AskKind, strings.ToUpper(d.Point))
			} else {
				v.Prompt = msg.F(lang, msg.DrillAskIsForbidden, strings.ToUpper(d.Point))
				v.Hint, v.HintKeys = msg.T(lang, HintIsForbid), true
			}
		case drills.FindAll:
			for _, p := range m.selected {
				v.Marks = append(v.Marks, Mark{Point: p, Style: MarkSelected})
			}
			v.Prompt = msg.F(lang, AskFindAll, len(m.selected))
			v.Hint = msg.T(lang, HintFindAll)
		case drills.LiveOrFalse:
			v.Marks = append(v.Marks, m.threeMarks(pt(d.Point))...)
			ask, _, _ := m.liveWords()
			v.Prompt = msg.F(lang, ask, strings.ToUpper(d.Point), dirName(lang, d.Line))
			v.Hint, v.HintKeys = msg.T(lang, m.stageID("false-three", HintLive, HintLiveThree)), true
		case drills.FourThree:
			v.Prompt = msg.T(lang, m.stageID("four-three", AskFourThree, AskFourThreePlain))
			v.Hint = msg.T(lang, HintTap)
		case drills.Trap:
			v.Prompt = msg.T(lang, AskTrap)
			v.Hint = msg.T(lang, HintTap)
		}
	case Feedback:
		m.feedback(lang, &v)
	}
	return v
}

func (m *Model) threeMarks(p rules.Point) []Mark {
	ms := []Mark{{Point: p, Style: MarkGhostBlack}, {Point: p, Style: MarkFocus}}
	for _, s := range m.three {
		if s != p {
			ms = append(ms, Mark{Point: s, Style: MarkThree})
		}
	}
	return ms
}

// feedback fills the verdict, the right answer and its marks.
func (m *Model) feedback(lang msg.Lang, v *View) {
	d := m.cur
	r := m.result
	v.Graded, v.Correct = true, r.Correct
	v.Bands = m.bands
	if m.said != "skip" {
		v.Seq = m.graded
	}
	if r.Correct {
		v.Play = m.beats
	}
	switch {
	case r.Correct:
		v.Prompt = msg.F(lang, Right, m.gained)
	case m.said == "skip":
		v.Prompt = msg.T(lang, Skipped)
	default:
		v.Prompt = msg.T(lang, Wrong)
	}
	pt := func(s string) rules.Point { p, _ := rules.ParsePoint(s); return p }
	kindOf := func(s string) rules.Kind { k, _ := rules.ParseKind(s); return k }
	var detail []string
	switch d.Type {
	case drills.IsForbidden:
		p := pt(d.Point)
		if *d.Answer.Forbidden {
			v.Marks = append(v.Marks, Mark{Point: p, Style: MarkFoul, Kind: kindOf(d.Answer.Kind)})
			detail = append(detail, msg.F(lang, AnsForbidden, p.Upper(), KindName(lang, d.Answer.Kind)))
			if !r.Correct && m.said != "no" && m.said != "skip" && m.said != "yes" {
				detail = append(detail, msg.F(lang, AnsWrongKind, KindName(lang, d.Answer.Kind), KindName(lang, m.said)))
			}
		} else {
			detail = append(detail, msg.F(lang, AnsLegal, p.Upper()))
		}
		v.Marks = append(v.Marks, Mark{Point: p, Style: map[bool]MarkStyle{true: MarkCorrect, false: MarkWrong}[r.Correct]})
	case drills.FindAll:
		want := map[rules.Point]bool{}
		var names []string
		for _, f := range d.Answer.Fouls {
			p := pt(f.Point)
			want[p] = true
			names = append(names, p.Upper())
			v.Marks = append(v.Marks, Mark{Point: p, Style: MarkFoul, Kind: kindOf(f.Kind)})
		}
		sel := map[rules.Point]bool{}
		for _, p := range m.selected {
			sel[p] = true
			if !want[p] {
				v.Marks = append(v.Marks, Mark{Point: p, Style: MarkWrong})
			} else {
				v.Marks = append(v.Marks, Mark{Point: p, Style: MarkCorrect})
			}
		}
		for _, f := range d.Answer.Fouls {
			if p := pt(f.Point); !sel[p] {
				v.Marks = append(v.Marks, Mark{Point: p, Style: MarkMissed})
			}
		}
		if r.Correct {
			detail = append(detail, msg.F(lang, AnsFoundAll, strings.Join(names, ", ")))
		} else {
			detail = append(detail, msg.F(lang, AnsFouls, strings.Join(names, ", "), r.Hits, r.Misses, r.FalseAlarms))
		}
	case drills.LiveOrFalse:
		p := pt(d.Point)
		v.Marks = append(v.Marks, m.threeMarks(p)...)
		var why []string
		for _, c := range d.Answer.Reasons {
			why = append(why, candidateText(lang, c))
			q := pt(c.Point)
			if c.Status == rules.StatusCounts {
				v.Marks = append(v.Marks, Mark{Point: q, Style: MarkCorrect})
			} else {
				v.Marks = append(v.Marks, Mark{Point: q, Style: MarkMissed})
			}
		}
		id := m.stageID("false-three", AnsFalse, AnsNotLive)
		if *d.Answer.Live {
			id = m.stageID("false-three", AnsLive, AnsLiveThree)
		}
		detail = append(detail, msg.F(lang, id, strings.Join(why, "; ")))
	case drills.FourThree:
		var names []string
		for _, s := range d.Answer.Points {
			names = append(names, strings.ToUpper(s))
			v.Marks = append(v.Marks, Mark{Point: pt(s), Style: MarkGhostBlack}, Mark{Point: pt(s), Style: MarkCorrect})
		}
		if m.hasPick && !r.Correct {
			v.Marks = append(v.Marks, Mark{Point: m.picked, Style: MarkWrong})
			detail = append(detail, msg.F(lang, AnsYouPicked, m.picked.Upper()))
		}
		detail = append(detail, msg.F(lang, m.stageID("four-three", AnsFourThree, AnsFourThreePlain), strings.Join(names, ", ")))
	case drills.Trap:
		for i, s := range d.Answer.Points {
			w := pt(s)
			v.Marks = append(v.Marks, Mark{Point: w, Style: MarkGhostWhite}, Mark{Point: w, Style: MarkCorrect})
			if i < len(d.Answer.Covers) {
				c := pt(d.Answer.Covers[i])
				after := m.board
				after.Set(w, rules.White)
				j, _ := rules.Judge(&after, c, rules.Black)
				v.Marks = append(v.Marks, Mark{Point: c, Style: MarkFoul, Kind: j.Kind})
				detail = append(detail, msg.F(lang, AnsTrap, w.Upper(), c.Upper(), KindName(lang, j.Kind.String())))
			}
		}
		if m.hasPick && !r.Correct {
			v.Marks = append(v.Marks, Mark{Point: m.picked, Style: MarkWrong})
			detail = append([]string{msg.F(lang, AnsYouPicked, m.picked.Upper())}, detail...)
		}
	}
	sep := " "
	if lang == msg.Chinese {
		sep = "" // Chinese sentences run on after their full stop
	}
	v.Detail = strings.Join(detail, sep)
	if w, ok := m.WalkTarget(); ok {
		v.Hint, v.HintKeys = msg.F(lang, WalkHint, w.Point.Upper()), true
	}
}

// candidateText says what happened to a straight-four point of the three.
func candidateText(lang msg.Lang, c drills.Candidate) string {
	p := strings.ToUpper(c.Point)
	switch c.Status {
	case rules.StatusCounts:
		return msg.F(lang, msg.DrillStatCounts, p)
	case rules.StatusForbidden:
		return msg.F(lang, msg.DrillStatForbidden, p)
	case rules.StatusFive:
		return msg.F(lang, msg.DrillStatFive, p)
	case rules.StatusBlocked:
		return msg.F(lang, msg.DrillStatBlocked, p)
	case rules.StatusOverline:
		return msg.F(lang, msg.DrillStatOverline, p)
	case rules.StatusOccupied:
		return msg.F(lang, msg.DrillStatOccupied, p)
	}
	return p + " " + c.Status
}

// summaryLines are the round's summary: right answers, points, per type
// and per kind, the all-time record and what to practise next.
func (m *Model) summaryLines(lang msg.Lang) []string {
	s := m.session
	right, total := 0, 0
	for _, t := range s.ByType {
		right += t.Right
		total += t.Total
	}
	if total == 0 {
		return []string{msg.T(lang, SummaryNone)}
	}
	lines := []string{msg.F(lang, SummaryRound, right, total, s.Score, s.BestStreak)}
	lines = append(lines, m.accuracyLines(lang, s)...)
	all := m.stats
	ar, at := 0, 0
	for _, t := range all.ByType {
		ar += t.Right
		at += t.Total
	}
	lines = append(lines, msg.F(lang, SummaryAllTime, all.Score, pct(ar, at), at))
	if w := weakest(all); w != "" {
		lines = append(lines, msg.F(lang, SummaryWeakest, KindName(lang, w)))
	}
	return lines
}

// accuracyLines lists accuracy per drill type and per forbidden kind.
func (m *Model) accuracyLines(lang msg.Lang, s *drills.Stats) []string {
	var out []string
	if len(s.ByType) > 0 {
		out = append(out, msg.T(lang, SummaryByType))
		for _, typ := range drills.Types {
			if t := s.ByType[typ]; t != nil && t.Total > 0 {
				out = append(out, "  "+msg.F(lang, SummaryLine, m.typeName(lang, typ), t.Right, t.Total, pct(t.Right, t.Total)))
			}
		}
	}
	if len(s.ByKind) > 0 {
		out = append(out, msg.T(lang, SummaryByKind))
		kinds := make([]string, 0, len(s.ByKind))
		for k := range s.ByKind {
			kinds = append(kinds, k)
		}
		sort.Sort(sort.StringSlice(kinds))
		for _, k := range kinds {
			t := s.ByKind[k]
			out = append(out, "  "+msg.F(lang, SummaryLine, KindName(lang, k), t.Right, t.Total, pct(t.Right, t.Total)))
		}
	}
	return out
}

// weakest is the forbidden kind with the lowest accuracy, among kinds
// answered at least three times and below 80%.
func weakest(s *drills.Stats) string {
	best, low := "", 0.8
	kinds := make([]string, 0, len(s.ByKind))
	for k := range s.ByKind {
		kinds = append(kinds, k)
	}
	sort.Sort(sort.StringSlice(kinds))
	for _, k := range kinds {
		t := s.ByKind[k]
		if t.Total >= 3 && t.Accuracy() < low {
			best, low = k, t.Accuracy()
		}
	}
	return best
}

func pct(a, b int) int {
	if b == 0 {
		return 0
	}
	return int(math.Round(100 * float64(a) / float64(b)))
}

var actionIDs = map[Action]string{
	ChooseIsForbidden: "drill.type.is-forbidden", ChooseFindAll: "drill.type.find-all",
	ChooseLiveOrFalse: "drill.type.live-or-false", ChooseFourThree: "drill.type.four-three", ChooseTrap: "drill.type.trap",
	ChooseLevel1: "drill.level.1", ChooseLevel2: "drill.level.2", ChooseLevel3: "drill.level.3",
	StartRound: "drill.start", AnswerYes: "drill.yes", AnswerNo: "drill.no",
	AnswerDoubleThree: "drill.kind.double-three", AnswerDoubleFour: "drill.kind.double-four", AnswerOverline: "drill.kind.overline",
	AnswerLive: "drill.live", AnswerFalse: "drill.false", Submit: "drill.done", ClearPicks: "drill.clear",
	ShowAnswer: "drill.skip", NextDrill: "drill.next", WalkPoint: "drill.walk", FinishRound: "drill.end",
	BackToMenu: "drill.menu", ResetRecord: "drill.reset", UndoReset: "drill.undoReset",
	PlayItOut: screenview.BtnPlayOut, AllLessons: "drill.allLessons",
}

// ID is the action's button ID, stable for the page API and the tests
// ("drill.yes", "drill.type.trap", "drill.level.2", "drill.missed.0", …).
func (a Action) ID() string {
	if id := missActionID(a); id != "" {
		return id
	}
	return actionIDs[a]
}

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action {
	if a := missActionOf(id); a != NoAction {
		return a
	}
	return screenview.ActionOf(actionIDs, id, NoAction)
}

// Picture is the board as drawn: the drill's position with its marks
// (hypothetical stones and forbidden marks under the rings), and, while a
// drill asks for a point, what a tap on the hovered point would answer.
func (v *View) Picture(hover rules.Point, hovering bool) boardview.Board {
	pic := boardview.Board{Stones: v.Board, Coords: true, Play: v.Play}
	for _, b := range v.Bands {
		pic.Add(boardview.BandAlong(b[0], b[1]))
	}
	for _, mk := range v.Marks {
		switch mk.Style {
		case MarkGhostBlack:
			pic.Add(boardview.GhostAt(mk.Point, rules.Black, 0.55))
		case MarkGhostWhite:
			pic.Add(boardview.GhostAt(mk.Point, rules.White, 0.65))
		case MarkFoul:
			pic.Add(boardview.FoulAt(mk.Point, mk.Kind))
		}
	}
	for _, mk := range v.Marks {
		switch mk.Style {
		case MarkFocus:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkSelect, 1))
		case MarkThree:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkLine, 0.95))
		case MarkSelected:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkSelect, 1), boardview.Note{Kind: boardview.Dot, At: mk.Point, Ink: boardview.InkSelect})
		case MarkCorrect:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkGood, 1))
		case MarkWrong:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkBad, 1))
		case MarkMissed:
			pic.Add(boardview.RingAt(mk.Point, boardview.InkMissed, 1))
		}
	}
	if p, ok := v.preview(hover, hovering); ok {
		switch {
		case v.Type == drills.FindAll:
			pic.Add(boardview.RingAt(p, boardview.InkSelect, 0.6))
		case v.ToMove == rules.White:
			pic.Add(boardview.GhostAt(p, rules.White, 0.6))
		default:
			pic.Add(boardview.GhostAt(p, rules.Black, 0.5))
		}
	}
	return pic
}

// preview is the empty point under the pointer while a drill asks for a
// point (find-all, four-three, trap).
func (v *View) preview(p rules.Point, hovering bool) (rules.Point, bool) {
	if !hovering || v.Phase != Asking || v.Board.At(p) != rules.Empty {
		return rules.Point{}, false
	}
	switch v.Type {
	case drills.FindAll, drills.FourThree, drills.Trap:
		return p, true
	}
	return rules.Point{}, false
}

// Within is the view of a set shown inside another screen (a homework, the
// drills made from games): the host's title; the host's buttons after the
// set's own; and one notice, the host's if it has one, else the set's,
// which the host shows as its own notice too (for the screen reader).
func (v View) Within(title string, notice *string, rows [][]screenview.Button) View {
	v.Title = title
	if *notice == "" {
		*notice = v.Notice
	}
	v.Notice = *notice
	v.Rows = append(v.Rows, rows...)
	return v
}
