// Package start is the guided start: a newcomer's first two minutes,
// every step done on the board rather than read. Place a stone; make
// five (Black has four in a row, the learner plays the fifth); meet a
// first forbidden point (the learner taps it, the app refuses it and
// marks it) and step through its walk. It can be skipped at every step;
// once done or skipped it is saved under StorageKey and the app opens
// home instead (the frame decides: game/frame/screens/start.go). It is
// plain Go, tested on the host: start_test.go re-judges every position
// its sentences speak of.
package start

import (
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// StorageKey keeps how the start ended: Done or Skipped. It travels in
// the progress file and two tabs' values join (game/frame/savemerge).
const StorageKey = "renju.start"

// The saved values.
const (
	Done    = "done"
	Skipped = "skipped"
)

// Step is where the learner is.
type Step int

const (
	Place Step = iota // tap any point
	Five              // play the fifth stone
	Foul              // tap the forbidden point; then its walk
	End               // what comes next
)

var stepNames = []string{"place", "five", "foul", "end"}

func (s Step) String() string { return stepNames[s] }

// Steps counts the start's steps.
const Steps = int(End) + 1

// stageNames name the steps on the status line. The line names them
// rather than counting them ("Step 3 of 4"): the walk the third step
// opens counts its own steps ("Step 1 of 4"), and two counters read as
// one that went backwards.
var stageNames = [Steps]msg.ID{StagePlace, StageFive, StageFoul, StageEnd}

// statusLine is the steps, those done ticked and the one shown arrowed:
// "✓ A stone · ✓ Five in a row · → A forbidden move · Your path".
func (m *Model) statusLine(lang msg.Lang) string {
	parts := make([]string, Steps)
	for i, id := range stageNames {
		switch {
		case i < int(m.step):
			parts[i] = "✓ " + msg.T(lang, id)
		case i == int(m.step):
			parts[i] = "→ " + msg.T(lang, id)
		default:
			parts[i] = msg.T(lang, id)
		}
	}
	return strings.Join(parts, " · ")
}

// The positions. FivePos: Black's four on the H file, White closing its
// lower end, so that one point makes five (FivePoint). FoulPos: home's
// demo, whose H8 is a double-three (FoulPoint), its threes FoulThrees.
const (
	FivePos = "B:h5,h6,h7,h8 W:h4,g6,j7,g9"
	FoulPos = "B:f8,g8,h9,h10 W:e10,j9"
)

var (
	FivePoint  = rules.MustPoint("h9")
	FoulPoint  = rules.MustPoint("h8")
	FoulKind   = rules.DoubleThree
	FoulThrees = [][]rules.Point{
		{rules.MustPoint("f8"), rules.MustPoint("g8"), rules.MustPoint("h8")},
		{rules.MustPoint("h8"), rules.MustPoint("h9"), rules.MustPoint("h10")},
	}
)

// Button IDs.
const (
	BtnSkip = "start.skip"
	// SkipKey is Skip's key, drawn on its button once a key was used.
	SkipKey = input.KeyS
	BtnNext = "start.next"
	BtnWalk = "start.walk"
	BtnDone = "start.done"
)

// Model is the guided start. Not safe for concurrent use.
type Model struct {
	step Step
	// board is the step's position; placed, the stone the learner put
	// down (Place, Five), refused the forbidden point tapped (Foul).
	board   rules.Board
	placed  bool
	at      rules.Point
	refused bool
	// wrong is the point last tapped that was not the answer.
	wrong   rules.Point
	isWrong bool
	walked  bool
	walkReq bool
	// leave: the start ended (done or skipped): the screen goes home.
	leave bool
	save  string
}

// New returns the start at its first step.
func New() *Model {
	m := &Model{}
	m.goTo(Place)
	return m
}

func (m *Model) goTo(s Step) {
	m.step, m.placed, m.refused, m.isWrong = s, false, false, false
	switch s {
	case Place:
		m.board = rules.Board{}
	case Five:
		m.board, _ = rules.ParseStones(FivePos)
	case Foul:
		m.board, _ = rules.ParseStones(FoulPos)
	case End:
		m.save = Done
	}
}

// Step is the step shown.
func (m *Model) Step() Step { return m.step }

// Board is the board shown.
func (m *Model) Board() rules.Board { return m.board }

// Tap plays the learner's stone at p, as the step asks.
func (m *Model) Tap(p rules.Point) {
	if !p.OnBoard() || m.board.At(p) != rules.Empty {
		return
	}
	switch {
	case m.step == Place && !m.placed:
		m.board.Set(p, rules.Black)
		m.placed, m.at = true, p
	case m.step == Five && !m.placed:
		if j, err := rules.Judge(&m.board, p, rules.Black); err == nil && j.Verdict == rules.Five {
			m.board.Set(p, rules.Black)
			m.placed, m.at, m.isWrong = true, p, false
			return
		}
		m.wrong, m.isWrong = p, true
	case m.step == Foul && !m.refused:
		if j, err := rules.Judge(&m.board, p, rules.Black); err == nil && p == FoulPoint && j.Verdict == rules.Forbidden {
			m.refused, m.isWrong = true, false // the stone is not placed
			return
		}
		m.wrong, m.isWrong = p, true
	}
}

// ready: the step's task is done, Next goes on.
func (m *Model) ready() bool {
	switch m.step {
	case Place, Five:
		return m.placed
	case Foul:
		return m.refused
	}
	return false
}

// Press carries out a button.
func (m *Model) Press(id string) {
	switch id {
	case BtnSkip:
		m.Skip()
	case BtnNext:
		if m.ready() && m.step < Foul {
			m.goTo(m.step + 1)
		}
	case BtnWalk:
		if m.step == Foul && m.refused {
			m.walkReq = true
		}
	case BtnDone:
		if m.step == End {
			m.leave = true
		}
	}
}

// Skip ends the start where it is: saved as skipped (unless it was
// done), and the screen goes home.
func (m *Model) Skip() {
	if m.step != End {
		m.save = Skipped
	}
	m.leave = true
}

// Key: Enter or Space goes on (Next, the walk, home at the end); W walks;
// S skips (named on Skip's button). Esc never skips: it closes a walk,
// and a learner who pressed it once too often lost the start. The arrows
// and Enter on the board are the frame's cursor.
func (m *Model) Key(p input.Press) {
	if p.Ctrl {
		return
	}
	switch p.Key {
	case SkipKey:
		if m.step != End { // the last step has no Skip
			m.Skip()
		}
	case input.KeyW:
		m.Press(BtnWalk)
	case input.KeyEnter, input.KeySpace:
		switch {
		case m.step == End:
			m.Press(BtnDone)
		case m.step == Foul:
			m.Press(BtnWalk)
		default:
			m.Press(BtnNext)
		}
	}
}

// Poll: nothing runs in the background.
func (m *Model) Poll() {}

// TakeWalk is the walk of the forbidden point, once asked: opening it
// ends the step (the walk is the last thing the start shows).
func (m *Model) TakeWalk() (screenview.Walk, bool) {
	if !m.walkReq {
		return screenview.Walk{}, false
	}
	m.walkReq = false
	b, _ := rules.ParseStones(FoulPos)
	m.walked = true
	m.goTo(End)
	return screenview.Walk{Board: b, Point: FoulPoint, Colour: rules.Black}, true
}

// TakeSaves is how the start ended, once.
func (m *Model) TakeSaves() []screenview.Save {
	if m.save == "" {
		return nil
	}
	v := m.save
	m.save = ""
	return []screenview.Save{{Key: StorageKey, Value: v}}
}

// TakeLeave reports, once, that the start ended and home is next.
func (m *Model) TakeLeave() bool {
	l := m.leave
	m.leave = false
	return l
}

// Hash is "#start": the start replays from its first step.
func (m *Model) Hash() string { return "#start" }

// Leave: nothing runs in the background.
func (m *Model) Leave() {}

// AsksPoint: the board takes a point (the keyboard's cursor answers).
func (m *Model) AsksPoint() bool {
	return m.step == Place && !m.placed || m.step == Five && !m.placed || m.step == Foul && !m.refused
}

// pointsText writes a three's stones, "F8 G8 H8", in either language.
func pointsText(ps []rules.Point) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Upper()
	}
	// One three is its stones with spaces, in both languages, so that
	// two threes read apart: "F8 G8 H8，以及 H8 H9 H10".
	return strings.Join(s, " ")
}

// Say is the step's sentence now: the task, or what the learner's
// answer did.
func (m *Model) Say(lang msg.Lang) []string {
	switch m.step {
	case Place:
		if m.placed {
			return []string{msg.T(lang, PlaceDone)}
		}
		return []string{msg.T(lang, PlaceAsk)}
	case Five:
		switch {
		case m.placed:
			return []string{msg.F(lang, FiveDone, m.at.Upper())}
		case m.isWrong:
			return []string{msg.T(lang, FiveAsk), msg.F(lang, FiveWrong, m.wrong.Upper())}
		}
		return []string{msg.T(lang, FiveAsk)}
	case Foul:
		switch {
		case m.refused:
			return []string{msg.F(lang, FoulRefused, FoulPoint.Upper(), pointsText(FoulThrees[0]), pointsText(FoulThrees[1])), msg.T(lang, FoulWhy)}
		case m.isWrong:
			return []string{msg.F(lang, FoulAsk, FoulPoint.Upper()), msg.F(lang, FoulWrong, FoulPoint.Upper())}
		}
		return []string{msg.F(lang, FoulAsk, FoulPoint.Upper())}
	}
	return []string{msg.T(lang, EndSay)}
}

// picture is the board with the step's marks.
func (m *Model) picture() boardview.Board {
	b := boardview.Board{Stones: m.board, Coords: true}
	switch {
	case m.step == Five && m.placed:
		b.Add(boardview.BandAlong(rules.MustPoint("h5"), FivePoint))
	case m.step == Foul && m.refused:
		for _, t := range FoulThrees {
			b.Add(boardview.BandAlong(t[0], t[len(t)-1]))
		}
		b.Add(boardview.FoulAt(FoulPoint, FoulKind))
	case m.step == Foul:
		b.Add(boardview.RingAt(FoulPoint, boardview.InkSelect, 1))
	case m.step == End:
		b.Stones, _ = rules.ParseStones(FoulPos)
		b.Add(boardview.FoulAt(FoulPoint, FoulKind))
	}
	if m.isWrong {
		b.Add(boardview.RingAt(m.wrong, boardview.InkBad, 1))
	}
	return b
}

// Panel is the screen in lang.
func (m *Model) Panel(lang msg.Lang) screenview.Panel {
	p := screenview.Panel{
		Title: msg.T(lang, Title),
		Back:  screenview.Button{ID: BtnSkip, Label: msg.T(lang, LabelSkip), Key: SkipKey.Label()},
		Board: m.picture(),
	}
	if m.step == End {
		// Done: nothing is left to skip. The nav bar's Home and the
		// step's own button both go to the path.
		p.Back = screenview.Button{}
	}
	p.AsksPoint = m.AsksPoint()
	status := m.statusLine(lang)
	p.Add(screenview.Status(status))
	say := m.Say(lang)
	for i, s := range say {
		switch {
		case i == 0 && !m.ready() && m.step != End:
			p.Add(screenview.Prompt(s))
		case m.isWrong:
			p.Add(screenview.Warning(s))
		case i == 0 && m.step == Foul && m.refused:
			p.Add(screenview.Warning(s))
		case i == 0 && m.ready():
			p.Add(screenview.Verdict(s, true))
		default:
			p.Add(screenview.BodyLine(s))
		}
	}
	var row []screenview.Button
	switch {
	case m.step == End:
		row = append(row, screenview.Button{ID: BtnDone, Label: msg.T(lang, LabelDone), Style: screenview.Primary, Icon: screenview.Play, Key: "Enter"})
	case m.step == Foul && m.refused:
		row = append(row, screenview.Button{ID: BtnWalk, Label: msg.F(lang, LabelWalk, FoulPoint.Upper()), Style: screenview.Primary, Key: "W"})
	case m.ready():
		row = append(row, screenview.Button{ID: BtnNext, Label: msg.T(lang, LabelNext), Style: screenview.Primary, Icon: screenview.ChevronRight, Key: "Enter"})
	}
	switch {
	case m.step == End:
		p.Rows = [][]screenview.Button{row}
		p.Add(screenview.KeyHint(msg.T(lang, KeysEnd)))
	case row != nil:
		p.Rows = [][]screenview.Button{row}
		p.Add(screenview.KeyHint(msg.T(lang, KeysNext)))
	default:
		p.Add(screenview.KeyHint(msg.T(lang, KeysTap)))
	}
	p.Speech = append([]string{status}, say...)
	return p
}

// PageKey is the key of the start's object in state().
const PageKey = "start"

// State is the start in state().
type State struct {
	// Step is "place", "five", "foul" or "end"; Ready: its task is done
	// (Next, or the walk, goes on); Walked: the walk was opened.
	Step   string `json:"step"`
	Ready  bool   `json:"ready"`
	Walked bool   `json:"walked"`
	// Point is the point the step asks for ("" for any: Place; the end).
	Point string `json:"point"`
}

// PageState reports the step.
func (m *Model) PageState(st *pageapi.State) {
	s := State{Step: m.step.String(), Ready: m.ready(), Walked: m.walked}
	switch m.step {
	case Five:
		s.Point = FivePoint.String()
	case Foul:
		s.Point = FoulPoint.String()
	}
	st.Position = rules.FormatStones(&m.board)
	st.SetDetail(PageKey, &s)
}
