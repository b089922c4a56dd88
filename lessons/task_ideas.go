package lessons

import (
	"fmt"

	"renju/rules"
)

// Ideas are the ideas of the page's task (see Ideas): what its answer
// needs and what it practises, from the judge's answer on the page's
// board. An error means the task does not fit its board.
func (pg *Page) Ideas() (Ideas, error) {
	if pg.Task == nil {
		return Ideas{}, fmt.Errorf("the page has no task")
	}
	sol, err := pg.Task.Solution(&pg.Board)
	if err != nil {
		return Ideas{}, err
	}
	return pg.IdeasFor(sol)
}

// IdeasFor is Ideas with the judge's answer (Task.Solution) at hand.
func (pg *Page) IdeasFor(sol Answer) (Ideas, error) {
	t := pg.Task
	if t == nil {
		return Ideas{}, fmt.Errorf("the page has no task")
	}
	b := &pg.Board
	needs, practises := ideaSet{}, ideaSet{}
	switch t.Type {
	case TaskClickPoint:
		needs.add("board")
	case TaskClickFive:
		needs.add("five")
		practises.add("four") // the five completes a four on the board
		for _, p := range sol.Points {
			if tr, err := rules.Explain(b, p, rules.Black); err == nil && wouldBeFoul(tr) {
				needs.add("five-beats-forbidden")
			}
		}
	case TaskPlayOpening:
		needs.add("openings")
		practises.add("opening-names")
	case TaskNameOpening:
		needs.add("openings")
		practises.add("opening-names")
	case TaskFifthPair:
		needs.add("openings")
		practises.add("opening-rules")
	case TaskIsForbidden, TaskWhichKind:
		tr, err := rules.Explain(b, t.Point, rules.Black)
		if err != nil {
			return Ideas{}, err
		}
		pointNeeds(b, tr, needs)
		pointPractises(b, tr, practises)
	case TaskLiveOrFalse:
		tr, err := rules.Explain(b, t.Point, rules.Black)
		if err != nil {
			return Ideas{}, err
		}
		return LineIdeas(b, tr, t.Dir), nil
	case TaskClickForbidden, TaskFindAll:
		// Every forbidden point, and every legal one that looks forbidden:
		// the learner must tell them apart.
		for _, p := range emptyPoints(b) {
			if blackOnALine(b, p) < 2 {
				continue // no three, four or five through p: neither forbidden nor tempting
			}
			tr, err := rules.Explain(b, p, rules.Black)
			if err != nil || tr.Verdict != "forbidden" && !Tempting(tr) {
				continue
			}
			pointNeeds(b, tr, needs)
			pointPractises(b, tr, practises)
		}
	case TaskFourThree:
		needs.add("combined")
		fourThreeIdeas(b, needs, practises)
	case TaskWhiteTrap:
		needs.add("four")
		practises.add("white-tactics", "white-trap-play")
		if line := t.TrapSolution(b); len(line) > 0 {
			if tr, nb := trapFoul(b, line); tr != nil {
				pointNeeds(&nb, tr, needs)
				pointPractises(&nb, tr, practises)
			}
		}
	case TaskDefendTrap:
		needs.add("four")
		practises.add("black-defence")
		if line := trapThreat(b); len(line) > 0 {
			if tr, nb := trapFoul(b, line); tr != nil {
				pointNeeds(&nb, tr, needs)
				pointPractises(&nb, tr, practises)
			}
		}
	case TaskMultiKill:
		needs.add("four", "three")
		practises.add("multi-kill", "white-tactics")
		for _, w := range sol.Points {
			nb := *b
			nb.Set(w, rules.White)
			for _, st := range threats(&nb) {
				if st.Outcome != TrapForbidden {
					continue
				}
				after := nb
				after.Set(st.White, rules.White)
				if tr, err := rules.Explain(&after, st.Black, rules.Black); err == nil {
					pointNeeds(&after, tr, needs)
					pointPractises(&after, tr, practises)
				}
			}
		}
	}
	return ideasOf(needs, practises), nil
}

// trapFoul is the judge's trace of the forbidden point a line of White
// fours ends on (W1 B1 … Wn, as trapLine gives), and the board it is
// judged on: the line played out.
func trapFoul(b *rules.Board, line []rules.Point) (*rules.Trace, rules.Board) {
	nb := *b
	for i, p := range line {
		if i%2 == 0 {
			nb.Set(p, rules.White)
		} else {
			nb.Set(p, rules.Black)
		}
	}
	fs := whiteFivePointsAll(&nb)
	if len(fs) != 1 {
		return nil, nb
	}
	tr, err := rules.Explain(&nb, fs[0], rules.Black)
	if err != nil {
		return nil, nb
	}
	return tr, nb
}

// fourThreeIdeas adds the ideas of "click a four-three": the four-threes'
// shapes, and the points that look like one but are not, which the
// learner must tell apart (a four-three-three, a four-four, a four with
// a false three).
func fourThreeIdeas(b *rules.Board, needs, practises ideaSet) {
	for _, p := range emptyPoints(b) {
		if blackOnALine(b, p) < 3 {
			continue // a four needs three black stones on a line through p
		}
		tr, err := rules.Explain(b, p, rules.Black)
		if err != nil || tr.Fours == 0 {
			continue
		}
		_, threes, _ := counts(tr)
		if threes == 0 && tr.Fours < 2 {
			continue
		}
		switch {
		case tr.Reason == "four-three":
			for _, l := range tr.Lines {
				needs.add(shapeTopic(b, l))
			}
		case tr.Verdict == "forbidden":
			pointNeeds(b, tr, needs)
		case tr.Verdict == "legal":
			// A four with a false three: its three's reasons, and that it
			// is no four-three.
			for _, l := range tr.Lines {
				if l.Shape == rules.ShapeFalseThree {
					lineNeeds(b, tr, l, needs)
					if !sleeping(b, tr, l) {
						needs.add("false-four-three")
					}
				}
			}
		}
		pointPractises(b, tr, practises)
	}
}
