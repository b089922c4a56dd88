package lessonplay

import (
	"sort"

	"renju/boardview"
	"renju/lessons"
	"renju/rules"
)

// Hint tiers, asked for one after the other. Each one used before the
// first answer costs a third of the page's star (progress.Thirds):
//
//	HintLine   the hint's sentence, and the line(s) that matter banded
//	HintPoint  the candidate point(s) the judgement turns on, marked
//	HintWalk   the walk of the key point, step by step (the rest of the star)
//
// Tasks with nothing to judge (notation, openings) have the sentence only.
const (
	HintNone = iota
	HintLine
	HintPoint
	HintWalk
)

// HintTier is how many hint tiers are used (HintNone … HintWalk).
func (p *Page) HintTier() int { return p.tier }

// HintShown reports whether the hint's sentence is shown.
func (p *Page) HintShown() bool { return p.tier >= HintLine }

// Tiers is how many hint tiers the page's task has: 1 (the sentence) for
// tasks with nothing to judge, 2 (the line, the walk) when there is no
// candidate point to mark, else 3.
func (p *Page) Tiers() int {
	switch {
	case p.Task() == nil:
		return 0
	case p.trapTask():
		return 2 // the sentence, then White's next four
	case !p.judged():
		return 1
	case len(p.hintPoints()) == 0:
		return 2
	}
	return 3
}

// judged reports whether the task has a key point to judge. It goes by
// the task's type, without the search for the point (the lessons' tests
// make sure every such task has an answer): it is asked every frame.
func (p *Page) judged() bool {
	t := p.Task()
	if t == nil {
		return false
	}
	switch t.Type {
	case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse,
		lessons.TaskClickForbidden, lessons.TaskFourThree, lessons.TaskClickFive, lessons.TaskFindAll,
		lessons.TaskWhiteTrap:
		return true
	}
	return false
}

// NextHint is the tier the hint button would show next (0: none left).
func (p *Page) NextHint() int {
	if p.Task() == nil || p.phase == Right || p.shown {
		return HintNone
	}
	next := p.tier + 1
	if next == HintPoint && len(p.hintPoints()) == 0 {
		next = HintWalk // nothing to mark: the walk is next
	}
	if next > HintWalk || (next > HintLine && !p.judged()) || (next > HintPoint && p.trapTask()) {
		return HintNone
	}
	return next
}

// TakeHint uses the next tier; it returns the tier (HintWalk: the screen
// opens the walk of HintWalkPoint).
func (p *Page) TakeHint() int {
	n := p.NextHint()
	if n != HintNone {
		p.tier = n
	}
	return n
}

// HintWalkPoint is the point the last hint tier walks through.
func (p *Page) HintWalkPoint() (rules.Point, bool) { return p.keyPoint() }

// keyPoint is a cached key point (see findKeyPoint).
type keyPoint struct {
	at rules.Point
	ok bool
}

// keyPoint is the point a task's judgement turns on, cached (a
// white-trap's needs a search) until the marks or a white-trap's line
// change: those changes drop p.key.
func (p *Page) keyPoint() (rules.Point, bool) {
	if p.key == nil {
		q, ok := p.findKeyPoint()
		p.key = &keyPoint{q, ok}
	}
	return p.key.at, p.key.ok
}

// findKeyPoint is the point asked about, or one point of the answer (for
// a find-all, one not marked yet; for a white-trap, White's next four).
// Notation and opening tasks have none.
func (p *Page) findKeyPoint() (rules.Point, bool) {
	t := p.Task()
	if t == nil {
		return rules.Point{}, false
	}
	switch t.Type {
	case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse:
		return t.Point, true
	case lessons.TaskWhiteTrap:
		b := p.trapBoard()
		if line := t.TrapSolution(&b); len(line) > 0 {
			return line[0], true // White's next four
		}
	case lessons.TaskClickForbidden, lessons.TaskFourThree, lessons.TaskClickFive, lessons.TaskFindAll:
		sol := append([]rules.Point(nil), p.Solution().Points...)
		sort.Slice(sol, func(i, j int) bool { return boardview.Index(sol[i]) < boardview.Index(sol[j]) })
		for _, q := range sol {
			if !p.isMarked(q) {
				return q, true
			}
		}
		if len(sol) > 0 {
			return sol[0], true
		}
	}
	return rules.Point{}, false
}

func (p *Page) isMarked(q rules.Point) bool {
	for _, m := range p.marked {
		if m == q {
			return true
		}
	}
	return false
}

// keyTrace is the judge's trace of the key point (cached).
func (p *Page) keyTrace() *rules.Trace {
	q, ok := p.keyPoint()
	if !ok {
		return nil
	}
	if p.traces == nil {
		p.traces = map[rules.Point]*rules.Trace{}
	}
	if tr, ok := p.traces[q]; ok {
		return tr
	}
	b := p.Page().Board
	tr, err := rules.Explain(&b, q, rules.Black)
	if err != nil {
		tr = nil
	}
	p.traces[q] = tr
	return tr
}

// hintLines are the lines of the key point that hold a shape (for
// live-or-false, the line asked about), as the black stones on each.
func (p *Page) hintLines() [][]rules.Point {
	t := p.Task()
	if t == nil || t.Type == lessons.TaskWhiteTrap {
		return nil
	}
	tr := p.keyTrace()
	if tr == nil {
		return nil
	}
	var out [][]rules.Point
	for _, l := range tr.Lines {
		if t.Type == lessons.TaskLiveOrFalse {
			if l.Direction != t.Dir {
				continue
			}
		} else if l.Shape == "none" {
			continue
		}
		var ps []rules.Point
		for _, s := range l.Stones {
			if q, err := rules.ParsePoint(s); err == nil {
				ps = append(ps, q)
			}
		}
		if len(ps) > 1 {
			out = append(out, ps)
		}
	}
	return out
}

// hintPoints are the points the judgement turns on: the straight-four
// points of the threes (the line asked about, for live-or-false) and the
// five points of the fours; for a click task, the key point itself.
func (p *Page) hintPoints() []rules.Point {
	t := p.Task()
	if t != nil && t.Type == lessons.TaskWhiteTrap {
		if q, ok := p.keyPoint(); ok {
			return []rules.Point{q}
		}
		return nil
	}
	tr := p.keyTrace()
	if t == nil || tr == nil {
		return nil
	}
	switch t.Type {
	case lessons.TaskClickForbidden, lessons.TaskFourThree, lessons.TaskClickFive, lessons.TaskFindAll:
		q, _ := p.keyPoint()
		return []rules.Point{q}
	}
	seen := map[rules.Point]bool{}
	var out []rules.Point
	b := p.Page().Board
	add := func(s string) {
		if q, err := rules.ParsePoint(s); err == nil && !seen[q] && b.At(q) == rules.Empty && q != t.Point {
			seen[q] = true
			out = append(out, q)
		}
	}
	for _, l := range tr.Lines {
		if t.Type == lessons.TaskLiveOrFalse && l.Direction != t.Dir {
			continue
		}
		for _, c := range l.Candidates {
			add(c.Point)
		}
		if t.Type != lessons.TaskLiveOrFalse {
			for _, f := range l.FivePoints {
				add(f)
			}
		}
	}
	return out
}

// hintNotes are the board marks of the hint tiers used: bands along the
// lines, then question marks on the candidate points.
func (p *Page) hintNotes() []boardview.Note {
	var out []boardview.Note
	if p.tier >= HintLine {
		for _, ps := range p.hintLines() {
			lo, hi := ps[0], ps[0]
			for _, q := range ps {
				if boardview.Index(q) < boardview.Index(lo) {
					lo = q
				}
				if boardview.Index(q) > boardview.Index(hi) {
					hi = q
				}
			}
			out = append(out, boardview.BandAlong(lo, hi))
		}
	}
	if p.tier >= HintPoint {
		for _, q := range p.hintPoints() {
			out = append(out, boardview.RingAt(q, boardview.InkWalk, 1),
				boardview.Note{Kind: boardview.Question, At: q, Ink: boardview.InkWalk})
		}
	}
	return out
}
