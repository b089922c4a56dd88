package lessonplay

import (
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// clickWhy is the judge's sentence on why the point tapped is not an
// answer to a click task, in the words of the lesson that asks: a row's
// length for "make five", fours and threes for a four-three, what a legal
// point makes for "find a forbidden point", the point's column and row
// for notation ("" when there is none).
func (p *Page) clickWhy(lang msg.Lang) string {
	t := p.Task()
	if t == nil || p.phase != Wrong || len(p.answer.Points) != 1 {
		return ""
	}
	q := p.answer.Points[0]
	name := p.Page().Label(q)
	b := p.Page().Board
	switch t.Type {
	case lessons.TaskWhiteTrap:
		return p.trapWhy(lang)
	case lessons.TaskDefendTrap, lessons.TaskMultiKill:
		return p.tacticWhy(lang)
	case lessons.TaskClickPoint:
		return msg.F(lang, WhyTapped, q.Upper(), string(rune('A'+q.Col)), q.Row+1)
	case lessons.TaskPlayOpening:
		moves := append([]rules.Point(nil), p.Page().Moves...)
		if len(moves) != 2 {
			return ""
		}
		if o, ok := rules.RecognizeOpening(append(moves, q)); ok {
			return msg.F(lang, WhyOpening, name, lessons.OpeningLabel(o.Number, string(lang)))
		}
		return msg.F(lang, WhyNoOpening, name)
	case lessons.TaskClickFive:
		n, white := longestRun(&b, q)
		if n >= 6 {
			return msg.F(lang, WhyOverline, name)
		}
		if white != nil {
			return msg.F(lang, WhyRunBlocked, name, n, p.Page().Label(*white))
		}
		return msg.F(lang, WhyRun, name, n)
	}
	tr := p.result.Trace
	if tr == nil {
		return ""
	}
	switch t.Type {
	case lessons.TaskFourThree:
		switch {
		case tr.Five:
			return msg.F(lang, WhyFiveNotAsked, name)
		case tr.Verdict == "forbidden":
			return verdictWhy(lang, name, tr)
		case tr.Fours == 0:
			return msg.F(lang, WhyNoFour, name)
		case tr.Threes == 0:
			return msg.F(lang, WhyNoThree, name)
		}
	case lessons.TaskClickForbidden:
		return verdictWhy(lang, name, tr)
	}
	return ""
}

// longestRun is the longest row of black stones through q once Black
// plays there, and the White stone that closes one end of it, if one
// does.
func longestRun(b *rules.Board, q rules.Point) (int, *rules.Point) {
	best := 0
	var closer *rules.Point
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1
		var end *rules.Point
		for _, sign := range []int{1, -1} {
			at := q
			for {
				at = rules.Point{Col: at.Col + sign*d[0], Row: at.Row + sign*d[1]}
				if !at.OnBoard() || b.At(at) != rules.Black {
					break
				}
				n++
			}
			if at.OnBoard() && b.At(at) == rules.White {
				w := at
				end = &w
			}
		}
		if n > best {
			best, closer = n, end
		}
	}
	return best, closer
}

// whyWrong is the judge's sentence on why the chosen option of a choice
// task is wrong, in the lesson's words ("" when there is none). It is
// said after a wrong answer, so it may name what the point makes; it
// speaks of the option chosen, not the answer.
func (p *Page) whyWrong(lang msg.Lang) string {
	t, tr := p.Task(), p.result.Trace
	if t == nil || p.phase != Wrong || t.Choices() == nil {
		return ""
	}
	if t.Type == lessons.TaskNameOpening {
		return p.openingWhy(lang)
	}
	if t.Type == lessons.TaskFifthPair {
		return p.tacticWhy(lang)
	}
	if tr == nil {
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
					// The condition on the point itself comes with the
					// judgement one level down (lesson 13).
					id := WhyLive
					if st := glossary.Stage(p.lesson.ID); st != nil && !st("complex-foul") {
						id = WhyLivePlain
					}
					return msg.F(lang, id, rules.MustPoint(c.Point).Upper())
				}
			}
			return msg.T(lang, WhyFalse)
		}
	}
	return ""
}

// verdictWhy says what decides the judge's verdict on the point.
func verdictWhy(lang msg.Lang, pt string, tr *rules.Trace) string {
	switch {
	case tr.Five:
		return msg.F(lang, WhyFive, pt)
	case tr.Overline:
		return msg.F(lang, WhyOverline, pt)
	case tr.Fours >= 2:
		return msg.F(lang, WhyTwoFours, pt, tr.Fours)
	case tr.Threes >= 2:
		return msg.F(lang, WhyTwoThrees, pt, tr.Threes)
	}
	return legalWhy(lang, pt, tr)
}

// legalWhy says why a legal point is not forbidden: what it makes.
func legalWhy(lang msg.Lang, pt string, tr *rules.Trace) string {
	falses := 0
	for _, l := range tr.Lines {
		if l.Shape == "false-three" {
			falses++
		}
	}
	switch {
	case tr.Fours == 1 && tr.Threes == 1:
		return msg.F(lang, WhyFourThreeLegal, pt)
	case tr.Fours == 1 && tr.Threes == 0:
		return msg.F(lang, WhyOneFour, pt)
	case tr.Threes == 1 && tr.Fours == 0 && falses == 1:
		sep := " "
		if lang == msg.Chinese {
			sep = ""
		}
		return msg.F(lang, WhyOneThree, pt) + sep + msg.T(lang, WhyOtherFalse)
	case tr.Threes == 1 && tr.Fours == 0:
		return msg.F(lang, WhyOneThree, pt)
	case tr.Threes == 0 && tr.Fours == 0 && falses > 0:
		return msg.F(lang, WhyOnlyFalse, pt)
	case tr.Threes == 0 && tr.Fours == 0:
		return msg.F(lang, WhyNothing, pt)
	}
	return msg.F(lang, WhyLegal, pt, tr.Fours, tr.Threes)
}

// kindWhy says why the kind chosen is not the point's.
func kindWhy(lang msg.Lang, pt string, tr *rules.Trace, chosen string) string {
	if tr.Five {
		return msg.F(lang, WhyFive, pt)
	}
	switch chosen {
	case "five":
		return msg.F(lang, WhyNoFive, pt)
	case "overline":
		return msg.F(lang, WhyNoOverline, pt)
	case "double-four":
		if tr.Fours >= 2 {
			return msg.F(lang, WhyOverlineFirst, pt) // the only way two fours are not the answer
		}
		return msg.F(lang, WhyFewFours, pt)
	case "double-three":
		if tr.Threes >= 2 {
			return msg.F(lang, WhyThreesLast, pt)
		}
		return msg.F(lang, WhyFewThrees, pt)
	}
	return verdictWhy(lang, pt, tr) // "legal" chosen: why it is forbidden
}

// openingWhy says why the opening chosen is not the one on the board:
// White 2 beside H8 (direct, 直指) or diagonal (indirect, 斜指), else where
// Black 3 stands.
func (p *Page) openingWhy(lang msg.Lang) string {
	chosen, ok := rules.OpeningByName(p.answer.Choice)
	if !ok {
		return ""
	}
	shown, ok := rules.OpeningByName(p.Solution().Choice)
	if !ok {
		return ""
	}
	name := lessons.OpeningLabel(chosen.Number, string(lang))
	switch {
	case chosen.Direct && !shown.Direct:
		return msg.F(lang, WhyOpeningDirect, name)
	case !chosen.Direct && shown.Direct:
		return msg.F(lang, WhyOpeningIndirect, name)
	}
	return msg.F(lang, WhyOpeningPlace, name)
}
