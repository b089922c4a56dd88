package lessonplay

import (
	"renju/game/msg"
	"renju/lessons"
	"renju/rules"
)

// whyWrong is the judge's sentence on why the chosen option of a choice
// task is wrong, in the lesson's words ("" when there is none). It is
// said after a wrong answer, so it may name what the point makes; it
// speaks of the option chosen, not the answer.
func (p *Page) whyWrong(lang msg.Lang) string {
	t, tr := p.Task(), p.result.Trace
	if t == nil || tr == nil || p.phase != Wrong || t.Choices() == nil {
		return ""
	}
	pt := p.Page().Label(t.Point) // "A" on a lettered diagram
	switch t.Type {
	case lessons.TaskIsForbidden:
		return verdictWhy(lang, pt, tr)
	case lessons.TaskWhichKind:
		return kindWhy(lang, pt, tr, p.answer.Choice)
	case lessons.TaskLiveOrFalse:
		for _, l := range tr.Lines {
			if l.Direction != t.Dir {
				continue
			}
			for _, c := range l.Candidates {
				if c.Status == rules.StatusCounts {
					return msg.F(lang, msg.WhyLive, rules.MustPoint(c.Point).Upper())
				}
			}
			return msg.T(lang, msg.WhyFalse)
		}
	}
	return ""
}

// verdictWhy says what decides the judge's verdict on the point.
func verdictWhy(lang msg.Lang, pt string, tr *rules.Trace) string {
	switch {
	case tr.Five:
		return msg.F(lang, msg.WhyFive, pt)
	case tr.Overline:
		return msg.F(lang, msg.WhyOverline, pt)
	case tr.Fours >= 2:
		return msg.F(lang, msg.WhyTwoFours, pt, tr.Fours)
	case tr.Threes >= 2:
		return msg.F(lang, msg.WhyTwoThrees, pt, tr.Threes)
	}
	return msg.F(lang, msg.WhyLegal, pt, tr.Fours, tr.Threes)
}

// kindWhy says why the kind chosen is not the point's.
func kindWhy(lang msg.Lang, pt string, tr *rules.Trace, chosen string) string {
	if tr.Five {
		return msg.F(lang, msg.WhyFive, pt)
	}
	switch chosen {
	case "five":
		return msg.F(lang, msg.WhyNoFive, pt)
	case "overline":
		return msg.F(lang, msg.WhyNoOverline, pt)
	case "double-four":
		if tr.Fours >= 2 {
			return msg.F(lang, msg.WhyOverlineFirst, pt) // the only way two fours are not the answer
		}
		return msg.F(lang, msg.WhyFewFours, pt)
	case "double-three":
		if tr.Threes >= 2 {
			return msg.F(lang, msg.WhyThreesLast, pt)
		}
		return msg.F(lang, msg.WhyFewThrees, pt)
	}
	return verdictWhy(lang, pt, tr) // "legal" chosen: why it is forbidden
}
