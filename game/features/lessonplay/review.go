package lessonplay

import (
	"strings"

	"renju/game/services/progress"
	"renju/game/services/spaced"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// Review is a question of the review of mistakes that a lesson asked (a
// lessons.Question: a lesson's task or a practice item): asked again as
// a page of its own, with the lesson page's buttons, hints, feedback and
// walks, in its lesson's words, and graded by the judge. The review
// screen (game/features/mistakes) has it made by the frame, for the
// rooms do not import each other; it is a screenview.PanelModel.
type Review struct {
	key  string
	q    lessons.Question
	page *Page
	// took: the first answer of this asking is taken (the review files
	// that one: a retry is no new answer).
	took bool
	walk *screenview.Walk
	// hover is the point under the pointer (a tap's preview).
	hover    rules.Point
	hovering bool
}

var _ screenview.PanelModel = (*Review)(nil)

// AskReview asks the review item key, question q, again. An error says
// why it cannot be asked (its position or task does not read, or the
// judge finds no answer to it there).
func AskReview(key string, q lessons.Question) (*Review, error) {
	pg, err := q.Build()
	if err != nil {
		return nil, err
	}
	// Its lesson's words: the page's own hint when the lesson still has
	// the page as it was, else the practice's hint of its kind.
	l := &lessons.Lesson{ID: q.Lesson}
	src, orig, ok := q.Source()
	if src != nil {
		l = &lessons.Lesson{ID: src.ID, Order: src.Order, Title: src.Title, Summary: src.Summary, Topics: src.Topics, Needs: src.Needs}
	}
	if ok {
		pg.Task.Hint = orig.Task.Hint
	} else if id, ok := kindHint(q.Kind, src, pg.Marks[pg.Task.Point] == 'A'); ok {
		pg.Task.Hint = lessons.Text{EN: msg.T(msg.English, id), ZH: msg.T(msg.Chinese, id)}
	}
	l.Pages = []lessons.Page{pg}
	p := New(l, 0, &progress.Progress{})
	p.reviewing = true
	return &Review{key: key, q: q, page: p}, nil
}

// kindHint is the hint of a question whose page is not found (a
// practice item's, or a lesson page changed since): the practice's hint
// of its kind, true of any position of it, in the words of lesson l as
// the practice chooses them (practice/kinds.go; one names the point
// asked about A, when it is so marked).
func kindHint(kind string, l *lessons.Lesson, markedA bool) (msg.ID, bool) {
	if l == nil {
		id, ok := kindHints[kind] // no lesson: a foul made in a game
		return id, ok
	}
	reach := lessons.Reach(lessons.All(), l)
	switch {
	case kind == lessons.TaskLiveOrFalse && !reach["false-three-white"]:
		return msg.PracticeHintThreeEarly, true
	case kind == lessons.TaskLiveOrFalse && !reach["false-three-forbidden"]:
		return msg.PracticeHintThreeBlocked, true
	case kind == lessons.TaskIsForbidden && !reach["double-four"] && markedA:
		return msg.PracticeHintForbiddenThrees, true
	}
	id, ok := kindHints[kind]
	return id, ok
}

// kindHints are the practice's hints of each kind.
var kindHints = map[string]msg.ID{
	lessons.TaskClickForbidden: msg.PracticeHintForbidden,
	lessons.TaskIsForbidden:    msg.PracticeHintForbidden,
	lessons.TaskWhichKind:      msg.PracticeHintForbidden,
	lessons.TaskLiveOrFalse:    msg.PracticeHintThree,
	lessons.TaskFindAll:        msg.PracticeHintFindAll,
	lessons.TaskFourThree:      msg.PracticeHintFourThree,
	lessons.TaskClickFive:      msg.PracticeHintFive,
	lessons.TaskClickPoint:     msg.PracticeHintPoint,
	lessons.TaskPlayOpening:    msg.PracticeHintOpening,
	lessons.TaskNameOpening:    msg.PracticeHintName,
	lessons.TaskWhiteTrap:      msg.PracticeHintTrap,
	lessons.TaskDefendTrap:     msg.PracticeHintDefend,
	lessons.TaskMultiKill:      msg.PracticeHintMultiKill,
	lessons.TaskFifthPair:      msg.PracticeHintFifthPair,
}

// Page is the question's page.
func (r *Review) Page() *Page { return r.page }

// Answered reports whether the question has had its answer in this
// asking (the review may go on), and whether that one was right.
func (r *Review) Answered() (answered, right bool) {
	seq, right := r.page.Answered()
	return r.took || seq > 0, right
}

// TakeAnswers returns the first answer of this asking, once, as the
// review's (Attempt.Review): the later ones, retries, are not answers
// the review files.
func (r *Review) TakeAnswers() []screenview.Attempt {
	as := r.page.TakeAnswers()
	if r.took || len(as) == 0 {
		return nil
	}
	r.took = true
	q := r.q
	return []screenview.Attempt{{From: spaced.FromReview, Review: r.key, Task: &q, Right: as[0].Right}}
}

// Panel is the question's prompt, its feedback and hints, its buttons
// (the choices in a row of their own) and its board.
func (r *Review) Panel(lang msg.Lang) screenview.Panel {
	p := r.page
	var pan screenview.Panel
	for i, t := range p.feedback(lang) {
		if i == 0 {
			pan.Add(screenview.Prompt(t.S))
			continue
		}
		pan.Add(screenview.Block{Text: t})
	}
	var choices, others []screenview.Button
	for _, b := range p.taskButtons(lang) {
		if strings.HasPrefix(b.ID, BtnChoice) {
			choices = append(choices, b)
		} else {
			others = append(others, b)
		}
	}
	for _, row := range [][]screenview.Button{choices, others} {
		if len(row) > 0 {
			pan.Rows = append(pan.Rows, row)
		}
	}
	pan.Board = p.Picture(false, r.hover, r.hovering)
	pan.AsksPoint = p.ClickTask() && !p.Locked()
	if seq, right := p.Answered(); seq > 0 {
		pan.Answer = screenview.Answer{Seq: seq, Right: right}
	}
	return pan
}

// Press carries out a button of the question: a choice, Check, Clear,
// a hint (the last tier opens the walk), Show answer, Try again, Why?.
func (r *Review) Press(id string) {
	p := r.page
	if id == BtnHint && p.NextHint() == HintWalk {
		p.TakeHint()
		if pt, ok := p.HintWalkPoint(); ok {
			r.walkOn(p.Page().Board, pt)
		}
		return
	}
	if id == BtnWhy {
		if pt, ok := p.WalkPoint(); ok {
			r.walkOn(p.WalkBoard(), pt)
		}
		return
	}
	p.Press(id)
}

// walkOn asks for the walk of pt on b (the line walk of a live-or-false
// question's line at its point).
func (r *Review) walkOn(b rules.Board, pt rules.Point) {
	if b.At(pt) != rules.Empty {
		return
	}
	// Told as its lesson tells it: the page's question, its words, its
	// letters.
	w := screenview.Walk{Board: b, Point: pt, Colour: rules.Black, Options: r.page.WalkOptions(pt)}
	if b == r.page.Page().Board {
		w.Line, _ = r.page.WalkLine(pt)
	}
	r.walk = &w
}

// Key is a key of the lesson page's that the question has: Enter or W
// walks, 1–5 choose (the page's turns and Esc are the review's).
func (r *Review) Key(k input.Press) {
	switch id := r.page.KeyButton(k); {
	case id == BtnWhy, strings.HasPrefix(id, BtnChoice):
		r.Press(id)
	}
}

// Tap answers with a point, or marks one for a find-all.
func (r *Review) Tap(pt rules.Point) { r.page.Tap(pt) }

// Hover is the point under the pointer.
func (r *Review) Hover(pt rules.Point, ok bool) { r.hover, r.hovering = pt, ok }

// TakeWalk returns the walk asked for, once.
func (r *Review) TakeWalk() (screenview.Walk, bool) {
	if r.walk == nil {
		return screenview.Walk{}, false
	}
	w := *r.walk
	r.walk = nil
	return w, true
}

// Poll, TakeSaves, Hash and Leave: the review screen's.
func (r *Review) Poll()                        {}
func (r *Review) TakeSaves() []screenview.Save { return nil }
func (r *Review) Hash() string                 { return "#review" }
func (r *Review) Leave()                       {}
