package lessons

import (
	"fmt"
	"sort"
	"strings"

	"renju/rules"
)

// Task types.
const (
	// TaskClickForbidden: click a forbidden point (any one is right).
	TaskClickForbidden = "click-forbidden"
	// TaskIsForbidden: is Black at Point forbidden? Choice yes or no.
	TaskIsForbidden = "is-forbidden"
	// TaskWhichKind: what is Black at Point? overline, double-four,
	// double-three, legal, or five (a five beats every foul).
	TaskWhichKind = "which-kind"
	// TaskLiveOrFalse: after Black plays Point, is the three on line Dir
	// live or false? Choice live or false.
	TaskLiveOrFalse = "live-or-false"
	// TaskFindAll: select every forbidden point (the exact set; none if
	// there are none).
	TaskFindAll = "find-all"
	// TaskFourThree: click a point where Black makes a legal four-three.
	TaskFourThree = "four-three"
	// TaskClickFive: click a point where Black makes five.
	TaskClickFive = "click-five"
	// TaskClickPoint: click the named point (notation practice).
	TaskClickPoint = "click-point"
	// TaskPlayOpening: click Black 3 so that the page's first two moves
	// become the opening named by Arg (any of its symmetric points).
	TaskPlayOpening = "play-opening"
	// TaskNameOpening: the page shows an opening (moves 1–3); choose its
	// name among the task's own choices (Options, opening numbers).
	TaskNameOpening = "name-opening"
	// TaskWhiteTrap: play White and force Black onto a forbidden point
	// (追下取胜): every White move a four, Black answering with its only
	// defence, until that defence is forbidden. See TrapReply.
	TaskWhiteTrap = "white-trap"
	// TaskDefendTrap: Black to play, and White threatens to force a foul;
	// click a Black move after which White cannot (see Defend).
	TaskDefendTrap = "defend-trap"
	// TaskMultiKill: White to play; click a White stone that leaves two or
	// more threats Black cannot all answer (一子多杀, see MultiKill).
	TaskMultiKill = "multi-kill"
	// TaskFifthPair: the page shows the first four moves; may Black offer
	// Point and Pair as the two fifth moves (五手两打)? Choice different
	// (yes: no symmetry of the stones maps one to the other) or same (no).
	TaskFifthPair = "fifth-pair"
)

// taskType is a task type with the operands it takes.
type taskType struct {
	name     string
	point    bool // takes a point
	pair     bool // takes a second point
	dir      bool // takes a direction
	opening  bool // takes an opening name
	openings bool // takes 3–5 opening names: the choices
	choices  []string
	multiple bool // the answer is a set of points
}

// taskTypes lists the types with the operands each takes.
var taskTypes = []taskType{
	{name: TaskClickForbidden},
	{name: TaskIsForbidden, point: true, choices: []string{"yes", "no"}},
	{name: TaskWhichKind, point: true, choices: []string{"overline", "double-four", "double-three", "legal", "five"}},
	{name: TaskLiveOrFalse, point: true, dir: true, choices: []string{"live", "false"}},
	{name: TaskFindAll, multiple: true},
	{name: TaskFourThree},
	{name: TaskClickFive},
	{name: TaskClickPoint, point: true},
	{name: TaskPlayOpening, opening: true},
	{name: TaskNameOpening, openings: true},
	{name: TaskWhiteTrap},
	{name: TaskDefendTrap},
	{name: TaskMultiKill},
	{name: TaskFifthPair, point: true, pair: true, choices: []string{"different", "same"}},
}

func taskTypeNames() string {
	names := make([]string, len(taskTypes))
	for i, t := range taskTypes {
		names[i] = t.name
	}
	return strings.Join(names, ", ")
}

// Task is an exercise on a page. The right answer is not stored: the judge
// gives it at run time for the page's board (Solution, Grade). An answer
// stated in the lesson file (Stated) is checked against the judge by the
// tests.
type Task struct {
	Line int
	Type string
	// Point is the point asked about (is-forbidden, which-kind,
	// live-or-false, click-point, fifth-pair).
	Point rules.Point
	// Pair is the second point asked about (fifth-pair).
	Pair rules.Point
	// Dir is the line asked about (live-or-false): horizontal, vertical,
	// diagonal or anti-diagonal.
	Dir string
	// Arg is the opening's number (play-opening).
	Arg string
	// Options are the choices of a name-opening task: opening numbers
	// ("2D", "11I"), in the order written. Label them with OpeningLabel.
	Options []string
	Hint    Text
	// Stated is the answer written in the file, or nil.
	Stated *Answer
}

// Answer is a learner's answer: the point(s) clicked, or a choice. For a
// white-trap task the points are White's moves in order.
type Answer struct {
	Points []rules.Point `json:"points,omitempty"`
	Choice string        `json:"choice,omitempty"`
}

// Result is a graded answer.
type Result struct {
	Correct bool
	// Expected is the judge's answer: the right choice, or every right
	// point (all forbidden points, all four-three points, the full set);
	// empty for defend-trap and multi-kill (see gradeTactic).
	Expected Answer
	// Missing and Extra are, for find-all, the forbidden points not
	// selected and the selected points that are not forbidden.
	Missing, Extra []rules.Point
	// Trace is the judgement that explains the answer: at the clicked
	// point (click tasks) or at the task's point; for white-trap, at
	// Black's answer to the last White move (see TrapStep.Trace); nil when
	// there is none (find-all, an occupied click, name-opening).
	Trace *rules.Trace
	// Trap is, for white-trap, what each White move of the answer did, in
	// order (the replay stops at the first move that is not answered by a
	// legal Black block).
	Trap []TrapStep
	// Won is, for white-trap, whether the answer's moves end in White's
	// win by a foul (the last step is TrapForbidden). Correct without Won
	// means "right so far": the moves are the start of a winning line.
	Won bool
	// Defence is, for defend-trap, what the Black move tapped does.
	Defence *Defence
	// Reply is, for multi-kill, a Black move that answers every threat
	// of the White move tapped, when it makes threats but no multi-kill.
	Reply *rules.Point
}

// Choices lists the buttons of a choice task (nil for click tasks). For
// name-opening they are the task's own choices, opening numbers ("4D",
// "7I"): label them with OpeningLabel.
func (t *Task) Choices() []string {
	if t.Type == TaskNameOpening {
		return t.Options
	}
	for _, tt := range taskTypes {
		if tt.name == t.Type {
			return tt.choices
		}
	}
	return nil
}

// Multiple reports whether the answer is a set of points (find-all).
func (t *Task) Multiple() bool { return t.Type == TaskFindAll }

// Solution is the judge's answer to t on b.
func (t *Task) Solution(b *rules.Board) (Answer, error) {
	switch t.Type {
	case TaskClickForbidden, TaskFindAll:
		var ps []rules.Point
		for _, f := range rules.ForbiddenMap(b) {
			ps = append(ps, f.Point)
		}
		if len(ps) == 0 && t.Type == TaskClickForbidden {
			return Answer{}, fmt.Errorf("no forbidden point on the board")
		}
		return Answer{Points: ps}, nil
	case TaskFourThree, TaskClickFive:
		var ps []rules.Point
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Pt(col, row)
				if b.At(p) != rules.Empty {
					continue
				}
				if blackOnALine(b, p) < 3 {
					continue // a five or a four needs three black stones on a line through p
				}
				if t.Type == TaskClickFive {
					if j, _ := rules.Judge(b, p, rules.Black); j.Verdict == rules.Five {
						ps = append(ps, p)
					}
					continue
				}
				if tr, err := rules.Explain(b, p, rules.Black); err == nil && tr.Reason == "four-three" {
					ps = append(ps, p)
				}
			}
		}
		if len(ps) == 0 {
			if t.Type == TaskClickFive {
				return Answer{}, fmt.Errorf("no point where Black makes five")
			}
			return Answer{}, fmt.Errorf("no point where Black makes a legal four-three")
		}
		return Answer{Points: ps}, nil
	case TaskClickPoint:
		return Answer{Points: []rules.Point{t.Point}}, nil
	case TaskPlayOpening:
		return t.openingSolution(b)
	case TaskNameOpening:
		return t.nameOpeningSolution(b)
	case TaskWhiteTrap:
		return trapSolution(b)
	case TaskDefendTrap:
		return defendSolution(b)
	case TaskMultiKill:
		return multiKillSolution(b)
	case TaskFifthPair:
		return t.fifthPairSolution(b)
	}
	tr, err := t.trace(b)
	if err != nil {
		return Answer{}, err
	}
	switch t.Type {
	case TaskIsForbidden:
		if tr.Verdict == "forbidden" {
			return Answer{Choice: "yes"}, nil
		}
		return Answer{Choice: "no"}, nil
	case TaskWhichKind:
		switch tr.Verdict {
		case "forbidden":
			return Answer{Choice: tr.Kind}, nil
		case "five":
			return Answer{Choice: "five"}, nil
		}
		return Answer{Choice: "legal"}, nil
	case TaskLiveOrFalse:
		for _, l := range tr.Lines {
			if l.Direction != t.Dir {
				continue
			}
			switch l.Shape {
			case rules.ShapeThree:
				return Answer{Choice: "live"}, nil
			case rules.ShapeFalseThree:
				return Answer{Choice: "false"}, nil
			}
			return Answer{}, fmt.Errorf("Black at %s makes no three on the %s line (%s)", t.Point.Upper(), t.Dir, l.Shape)
		}
		return Answer{}, fmt.Errorf("unknown direction %q", t.Dir)
	}
	return Answer{}, fmt.Errorf("unknown task type %q", t.Type)
}

// openingSolution lists the points where Black 3 makes the opening t.Arg
// after the first two stones on b (Black at the centre, one White stone).
func (t *Task) openingSolution(b *rules.Board) (Answer, error) {
	blacks, whites := b.Stones(rules.Black), b.Stones(rules.White)
	if len(blacks) != 1 || blacks[0] != rules.Center || len(whites) != 1 {
		return Answer{}, fmt.Errorf("the board must hold Black 1 on H8 and White 2 only")
	}
	var ps []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty {
				continue
			}
			if o, ok := rules.RecognizeOpening([]rules.Point{rules.Center, whites[0], p}); ok && o.Number == t.Arg {
				ps = append(ps, p)
			}
		}
	}
	if len(ps) == 0 {
		return Answer{}, fmt.Errorf("no Black 3 makes opening %s here", t.Arg)
	}
	return Answer{Points: ps}, nil
}

// trace is the judge's reasoning at the task's point.
func (t *Task) trace(b *rules.Board) (*rules.Trace, error) {
	return rules.Explain(b, t.Point, rules.Black)
}

// Grade grades answer a to t on board b. An error means the task does not
// fit the board (for example the asked point is occupied); a wrong answer
// is not an error.
//
// name-opening: a.Choice is an opening in any form OpeningByName reads.
//
// white-trap: a.Points are White's moves in order; Grade replays them with
// TrapReply, Black answering each (Result.Trap). The answer is Correct if
// every move but the last is answered by a legal Black block, and either
// the last move's only defence is forbidden (Result.Won: White has won by a
// foul) or, after its legal block, White still has a winning line within
// TrapMaxMoves moves in all (right so far, go on). A line that wins without
// a foul (TrapWhiteFive, TrapUnstoppable) is not Correct: the task is to
// force a foul. A single move of Solution is Correct, and so is the
// stated answer of a lesson file (the first White move, or a whole line).
func (t *Task) Grade(b *rules.Board, a Answer) (Result, error) {
	if t.Type == TaskDefendTrap || t.Type == TaskMultiKill {
		return t.gradeTactic(b, a)
	}
	sol, err := t.Solution(b)
	if err != nil {
		return Result{}, err
	}
	r := Result{Expected: sol}
	switch t.Type {
	case TaskClickForbidden, TaskFourThree, TaskClickFive, TaskClickPoint, TaskPlayOpening:
		if len(a.Points) != 1 {
			return r, nil
		}
		p := a.Points[0]
		r.Correct = containsPoint(sol.Points, p)
		if b.At(p) == rules.Empty && p.OnBoard() {
			r.Trace, _ = rules.Explain(b, p, rules.Black)
		}
	case TaskWhiteTrap:
		gradeTrap(b, a, &r)
	case TaskFifthPair:
		r.Correct = strings.EqualFold(strings.TrimSpace(a.Choice), sol.Choice)
	case TaskNameOpening:
		if o, ok := rules.OpeningByName(a.Choice); ok {
			r.Correct = o.Number == sol.Choice
		}
	case TaskFindAll:
		got := map[rules.Point]bool{}
		for _, p := range a.Points {
			got[p] = true
		}
		for _, p := range sol.Points {
			if !got[p] {
				r.Missing = append(r.Missing, p)
			}
			delete(got, p)
		}
		for p := range got {
			r.Extra = append(r.Extra, p)
		}
		sortPoints(r.Extra)
		r.Correct = len(r.Missing) == 0 && len(r.Extra) == 0
	default:
		r.Correct = strings.EqualFold(strings.TrimSpace(a.Choice), sol.Choice)
		r.Trace, _ = t.trace(b)
	}
	return r, nil
}

// gradeTactic grades a defend-trap or multi-kill answer by judging the
// move tapped alone, as Solution judges every move (all of them take up to
// 30 ms natively, too long for a tap in the browser): Expected is left
// empty, and Solution gives it.
func (t *Task) gradeTactic(b *rules.Board, a Answer) (Result, error) {
	var r Result
	if t.Type == TaskDefendTrap {
		if err := defendPosition(b); err != nil {
			return r, err
		}
	} else if err := multiKillPosition(b); err != nil {
		return r, err
	}
	if len(a.Points) != 1 {
		return r, nil
	}
	p := a.Points[0]
	if t.Type == TaskDefendTrap {
		d := Defend(b, p)
		r.Defence = &d
		r.Correct = d.Outcome == DefendSafe || d.Outcome == DefendWins
		if d.Outcome == DefendForbidden {
			r.Trace, _ = rules.Explain(b, p, rules.Black)
		}
		return r, nil
	}
	win, reply, found := MultiKill(b, p)
	r.Correct = win
	if found && !win {
		r.Reply = &reply
	}
	return r, nil
}

// ParseAnswer reads an answer as a lesson file or a command line writes
// it: a choice word, a point ("h8"), a mark letter of marks ("A"), a list
// of points, or "none" (find-all).
func (t *Task) ParseAnswer(s string, marks map[rules.Point]rune) (Answer, error) {
	fields := strings.Fields(s)
	if t.Type == TaskNameOpening {
		if len(fields) == 1 {
			if o, ok := rules.OpeningByName(fields[0]); ok && containsString(t.Options, o.Number) {
				return Answer{Choice: o.Number}, nil
			}
		}
		return Answer{}, fmt.Errorf("answer %q: want one of the task's choices %s", s, strings.Join(t.Options, ", "))
	}
	if choices := t.Choices(); choices != nil {
		if len(fields) == 1 {
			for _, c := range choices {
				if strings.EqualFold(fields[0], c) {
					return Answer{Choice: c}, nil
				}
			}
		}
		return Answer{}, fmt.Errorf("answer %q: want one of %s", s, strings.Join(choices, ", "))
	}
	if len(fields) == 0 {
		return Answer{}, fmt.Errorf("empty answer: want a point")
	}
	if t.Multiple() && len(fields) == 1 && strings.EqualFold(fields[0], "none") {
		return Answer{}, nil
	}
	if !t.Multiple() && t.Type != TaskWhiteTrap && len(fields) != 1 {
		return Answer{}, fmt.Errorf("answer %q: want one point", s)
	}
	var a Answer
	for _, f := range fields {
		p, err := resolvePoint(f, marks)
		if err != nil {
			return Answer{}, fmt.Errorf("answer: %w", err)
		}
		a.Points = append(a.Points, p)
	}
	return a, nil
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func containsPoint(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func sortPoints(ps []rules.Point) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Col != ps[j].Col {
			return ps[i].Col < ps[j].Col
		}
		return ps[i].Row < ps[j].Row
	})
}

// blackOnALine is the most black stones within four points of p on one
// line through p: a cheap necessary condition for what Black at p makes
// (a four needs three, a five four), which spares the judge most points.
func blackOnALine(b *rules.Board, p rules.Point) int {
	best := 0
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 0
		for k := -4; k <= 4; k++ {
			if q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1]); k != 0 && q.OnBoard() && b.At(q) == rules.Black {
				n++
			}
		}
		best = max(best, n)
	}
	return best
}
