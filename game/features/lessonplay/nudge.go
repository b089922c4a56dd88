package lessonplay

import (
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// A wrong answer to a task of two choices (yes or no, live or not,
// different or the same) is told no more than that it is wrong, with a
// nudge: a hint toward what decides it, chosen from the judge's trace
// and true of the position, that does not say the answer (with two
// choices, the sentence on why the choice is wrong would). The reason
// comes with Show answer.

// twoChoice reports whether t is answered by one of two choices.
func twoChoice(t *lessons.Task) bool {
	return t != nil && t.Type != lessons.TaskNameOpening && len(t.Choices()) == 2
}

// nudging reports whether the feedback is a nudge: a wrong answer of two
// choices, the answer not shown.
func (p *Page) nudging() bool {
	return p.phase == Wrong && !p.shown && twoChoice(p.Task())
}

// nudge is the nudge after a wrong answer to a task of two choices (""
// when there is none).
func (p *Page) nudge(lang msg.Lang) string {
	t, tr := p.Task(), p.result.Trace
	if !p.nudging() {
		return ""
	}
	if t.Type == lessons.TaskFifthPair {
		return msg.T(lang, NudgeSymmetry)
	}
	if tr == nil {
		return ""
	}
	pt := p.Page().Label(t.Point)
	switch t.Type {
	case lessons.TaskIsForbidden:
		return forbiddenNudge(lang, pt, tr)
	case lessons.TaskLiveOrFalse:
		for _, l := range tr.Lines {
			if l.Direction == t.Dir {
				return p.threeNudge(lang, l)
			}
		}
	}
	return ""
}

// forbiddenNudge points at what decides whether the point is forbidden:
// the row's length for an overline, the fours, the live threes, the five
// that comes first, a four-three's four and three apart, a three that is
// not live.
func forbiddenNudge(lang msg.Lang, pt string, tr *rules.Trace) string {
	switch tr.Reason {
	case "five":
		return msg.F(lang, NudgeFive, pt)
	case "overline":
		return msg.F(lang, NudgeRow, pt)
	case "double-four":
		return msg.F(lang, NudgeFours, pt)
	case "double-three":
		return msg.F(lang, NudgeThrees, pt)
	case "four-three":
		return msg.F(lang, NudgeFourThree, pt)
	}
	for _, l := range tr.Lines {
		if l.Shape == rules.ShapeFalseThree {
			return msg.F(lang, NudgeFalseThree, pt)
		}
	}
	return msg.F(lang, NudgeFoursThrees, pt)
}

// threeNudge points at the straight-four point that decides the three on
// line l: for a live three the point that makes it, to look at its
// four's ends; for a false one a point that fails, with what spoils it.
func (p *Page) threeNudge(lang msg.Lang, l rules.LineTrace) string {
	label := func(s string) string { return p.Page().Label(rules.MustPoint(s)) }
	for _, c := range l.Candidates {
		if c.Status == rules.StatusCounts {
			return msg.F(lang, NudgeTryEnds, label(c.Point))
		}
	}
	// Of the points that fail, the one whose reason teaches most.
	for _, status := range []string{rules.StatusForbidden, rules.StatusFive, rules.StatusOverline, rules.StatusBlocked, rules.StatusOccupied} {
		for _, c := range l.Candidates {
			if c.Status != status {
				continue
			}
			switch status {
			case rules.StatusForbidden:
				return msg.F(lang, NudgeTryFoul, label(c.Point))
			case rules.StatusFive:
				return msg.F(lang, NudgeTryFive, label(c.Point))
			case rules.StatusOverline:
				return msg.F(lang, NudgeTryRow, label(c.Point))
			case rules.StatusBlocked:
				return msg.F(lang, NudgeTryEnds, label(c.Point))
			case rules.StatusOccupied:
				if q, err := rules.ParsePoint(c.Blocker); err == nil {
					return msg.F(lang, NudgeLookAt, p.Page().Label(q))
				}
			}
		}
	}
	return msg.T(lang, NudgeNoPoint)
}
