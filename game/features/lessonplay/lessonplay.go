// Package lessonplay is a lesson on screen. Flow walks the lesson: its
// pages, the practice set made in the background near its end, the
// lesson-complete moment, what a press, key or tap does there, a link to
// a page, and the page state. Page is one page's task being answered
// (points tapped, a choice, the points marked for a find-all), graded by
// the judge through lessons.Task, the feedback, the hint and the answer
// shown, and which point's walk explains the answer. Progress (visits,
// pages done, answers) is recorded in a Recorder; the screen gets a View
// in the learner's language and the walks to open. It is plain Go,
// tested on the host; the game draws it and opens the walks.
package lessonplay

import (
	"renju/boardview"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// Phase is where the learner is with the page's task.
type Phase int

const (
	Asking Phase = iota // no answer yet (or trying again)
	Right               // answered right
	Wrong               // the last answer was wrong
)

// Page is one lesson page being worked through.
type Page struct {
	lesson *lessons.Lesson
	index  int
	phase  Phase
	result lessons.Result
	answer lessons.Answer
	marked []rules.Point // find-all: the points marked so far
	// tier is the hint tiers used (HintNone … HintWalk), which is also
	// what they cost: thirds of the star.
	tier  int
	shown bool
	// earned is the star the last answer earned, in thirds.
	earned int
	// practice: an item of a practice set (nothing is saved);
	// reviewing: a question of the review of mistakes (review.go), which
	// has no star.
	practice, reviewing bool
	// trap is a white-trap task's line so far; view the page as shown
	// when it is not the lesson's own (a name-opening page turned).
	trap *trapState
	view *lessons.Page
	// sol caches the judge's answer (the page's board does not change);
	// key the hints' key point, dropped when the marks or a white-trap's
	// line change.
	sol *lessons.Answer
	key *keyPoint
	// taken is an occupied point tapped (not an answer).
	taken    rules.Point
	hasTaken bool
	rec      Recorder
	// verdicts caches the last sentence of a point's walk (the feedback),
	// traces the judge's traces of the hints' key points.
	// answers are those graded since the flow took them.
	answers  []screenview.Attempt
	verdicts map[rules.Point]tutor.Text
	traces   map[rules.Point]*rules.Trace
	// graded counts the answers graded on the page, and play is the last
	// right one played out (play.go): the screen's feel.
	graded int
	play   []boardview.Beat
}

// New returns page index (from 0) of lesson l, clamped to its pages, and
// records the visit in rec: a page without a task is done once seen.
func New(l *lessons.Lesson, index int, rec Recorder) *Page {
	index = max(0, min(index, len(l.Pages)-1))
	p := &Page{lesson: l, index: index, rec: rec}
	if t := l.Pages[index].Task; t != nil && t.Type == lessons.TaskNameOpening {
		// Name the opening in any of its 8 orientations.
		v := l.Pages[index].Transformed(orient())
		p.view = &v
	}
	rec.Visit(l.ID, index+1)
	if p.Task() == nil {
		rec.Done(l.ID, index+1)
	}
	return p
}

// Lesson is the lesson.
func (p *Page) Lesson() *lessons.Lesson { return p.lesson }

// Index is the page's index, from 0.
func (p *Page) Index() int { return p.index }

// Page is the lesson's page as shown.
func (p *Page) Page() *lessons.Page {
	if p.view != nil {
		return p.view
	}
	return &p.lesson.Pages[p.index]
}

// Task is the page's task, or nil.
func (p *Page) Task() *lessons.Task { return p.Page().Task }

// Phase is where the task stands.
func (p *Page) Phase() Phase { return p.phase }

// Result is the last graded answer (Phase Right or Wrong).
func (p *Page) Result() lessons.Result { return p.result }

// Answer is the last answer given.
func (p *Page) Answer() lessons.Answer { return p.answer }

// Marked lists the points marked for a find-all task.
func (p *Page) Marked() []rules.Point { return p.marked }

// AnswerShown reports whether the answer is shown (answers are then
// locked until Retry).
func (p *Page) AnswerShown() bool { return p.shown }

// Locked reports whether the task takes no answer now: answered right, or
// the answer shown.
func (p *Page) Locked() bool { return p.phase == Right || p.shown }

// Taken returns the occupied point tapped last, if the last tap was one.
func (p *Page) Taken() (rules.Point, bool) { return p.taken, p.hasTaken }

// Graded is what an answer did: Correct or not (it is recorded already).
type Graded struct {
	Correct bool
}

// clickTask reports whether the task is answered by tapping one point.
func clickTask(t *lessons.Task) bool {
	switch t.Type {
	case lessons.TaskClickForbidden, lessons.TaskFourThree, lessons.TaskClickFive,
		lessons.TaskClickPoint, lessons.TaskPlayOpening, lessons.TaskWhiteTrap,
		lessons.TaskDefendTrap, lessons.TaskMultiKill:
		return true
	}
	return false
}

// ClickTask reports whether the page's task is answered on the board: one
// point, or (find-all) several.
func (p *Page) ClickTask() bool {
	t := p.Task()
	return t != nil && (clickTask(t) || t.Multiple())
}

// Tap handles a tap on point pt of the board: an answer to a click task
// (graded), or a mark toggled for a find-all. Occupied points are not
// answers. After a wrong answer another tap answers again; once the task
// is answered right or its answer shown, taps do nothing.
func (p *Page) Tap(pt rules.Point) (Graded, bool) {
	t := p.Task()
	p.hasTaken = false
	if t == nil || p.Locked() || !pt.OnBoard() {
		return Graded{}, false
	}
	if p.trapTask() {
		return p.tapTrap(pt)
	}
	if p.Page().Board.At(pt) != rules.Empty {
		p.taken, p.hasTaken = pt, true
		return Graded{}, false
	}
	if t.Multiple() {
		if p.phase == Wrong {
			p.phase = Asking
		}
		for i, q := range p.marked {
			if q == pt {
				p.marked = append(p.marked[:i], p.marked[i+1:]...)
				p.key = nil
				return Graded{}, false
			}
		}
		p.marked = append(p.marked, pt)
		p.key = nil
		return Graded{}, false
	}
	if !clickTask(t) {
		return Graded{}, false
	}
	return p.grade(lessons.Answer{Points: []rules.Point{pt}})
}

// Choose answers a choice task ("yes", "double-three", "live", …).
func (p *Page) Choose(choice string) (Graded, bool) {
	t := p.Task()
	if t == nil || p.Locked() || t.Choices() == nil {
		return Graded{}, false
	}
	p.hasTaken = false
	return p.grade(lessons.Answer{Choice: choice})
}

// Check answers a find-all task with the points marked.
func (p *Page) Check() (Graded, bool) {
	t := p.Task()
	if t == nil || p.Locked() || !t.Multiple() {
		return Graded{}, false
	}
	return p.grade(lessons.Answer{Points: append([]rules.Point(nil), p.marked...)})
}

// ClearMarks unmarks every point of a find-all.
func (p *Page) ClearMarks() {
	if !p.Locked() {
		p.marked = nil
		p.key = nil
		if p.phase == Wrong {
			p.phase = Asking
		}
	}
}

func (p *Page) grade(a lessons.Answer) (Graded, bool) {
	b := p.Page().Board
	r, err := p.Task().Grade(&b, a)
	if err != nil {
		return Graded{}, false // the lessons' tests make sure this does not happen
	}
	p.answer, p.result = a, r
	if r.Correct {
		p.phase = Right
	} else {
		p.phase = Wrong
	}
	p.feel(&b, r.Correct)
	p.earned = p.rec.Answer(p.lesson.ID, p.index+1, r.Correct, p.tier)
	p.answered(r.Correct)
	return Graded{Correct: r.Correct}, true
}

// Retry unlocks the answers after the answer was shown, to try again (the
// marks of a find-all stay). A right answer then does the page, without
// a star.
func (p *Page) Retry() {
	if p.shown {
		p.phase = Asking
		p.shown = false
		p.resetTrap()
	}
}

// ShowAnswer shows the judge's answer (after a wrong answer) and locks the
// answers. The page then counts as seen: done, with no star.
func (p *Page) ShowAnswer() {
	if p.phase == Wrong {
		p.shown = true
		p.resetTrap() // the answer is shown from the page's position
		p.rec.Done(p.lesson.ID, p.index+1)
	}
}

// Solution is the judge's answer: the right points or the right choice.
func (p *Page) Solution() lessons.Answer {
	t := p.Task()
	if t == nil {
		return lessons.Answer{}
	}
	if p.sol == nil {
		b := p.Page().Board
		a, _ := t.Solution(&b)
		p.sol = &a
	}
	return *p.sol
}

// WalkBoard is the board the walk of WalkPoint judges: the page's, or a
// white-trap's position with White's last move on it.
func (p *Page) WalkBoard() rules.Board {
	if p.trapTask() {
		if _, b, ok := p.trapWalk(); ok {
			return b
		}
	}
	return p.Page().Board
}

// WalkPoint is the point whose walk explains the answer, once there is
// one: the point asked about, or the point tapped (once the answer is
// shown, a point of the answer; for find-all, a point marked wrongly, else
// one missed, else a forbidden point).
func (p *Page) WalkPoint() (rules.Point, bool) {
	t := p.Task()
	if t == nil || p.phase == Asking {
		return rules.Point{}, false
	}
	switch t.Type {
	case lessons.TaskClickPoint, lessons.TaskPlayOpening, lessons.TaskNameOpening, lessons.TaskFifthPair:
		return rules.Point{}, false // notation and openings: nothing to judge
	case lessons.TaskMultiKill:
		return rules.Point{}, false // White's threats: the feedback names them
	case lessons.TaskDefendTrap:
		// A foul tapped is walked; White's line after any other move is
		// told in the feedback.
		if len(p.answer.Points) == 1 && p.result.Trace != nil && !p.shown {
			return p.answer.Points[0], true
		}
		return rules.Point{}, false
	case lessons.TaskWhiteTrap:
		if p.shown {
			return rules.Point{}, false
		}
		pt, _, ok := p.trapWalk()
		return pt, ok
	case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse:
		if p.nudging() {
			return rules.Point{}, false // its walk would tell the answer: after Show answer
		}
		return t.Point, true
	case lessons.TaskFindAll:
		r := p.result
		for _, ps := range [][]rules.Point{r.Extra, r.Missing, r.Expected.Points} {
			if len(ps) > 0 {
				return ps[0], true
			}
		}
		return rules.Point{}, false
	}
	if p.shown {
		// The answer is shown: the walk explains it, not the point tapped.
		if sol := p.Solution(); len(sol.Points) > 0 {
			return sol.Points[0], true
		}
	}
	if len(p.answer.Points) == 1 && p.result.Trace != nil {
		return p.answer.Points[0], true
	}
	return rules.Point{}, false
}
