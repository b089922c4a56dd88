package lessonplay

import (
	"strings"

	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// tacticWhy is the judge's sentence on an answer to a defend-trap,
// multi-kill or fifth-pair task, right or wrong ("" before an answer):
// what the Black move did to White's trap, whether Black can answer
// every threat of the White move, whether the two fifth moves are the
// same move.
func (p *Page) tacticWhy(lang msg.Lang) string {
	t := p.Task()
	if t == nil || p.phase == Asking {
		return ""
	}
	pg := p.Page()
	switch t.Type {
	case lessons.TaskFifthPair:
		a, b := pg.Label(t.Point), pg.Label(t.Pair)
		if p.Solution().Choice == "same" {
			return msg.F(lang, msg.WhyFifthSame, a, b)
		}
		return msg.F(lang, msg.WhyFifthDifferent, a, b)
	case lessons.TaskDefendTrap:
		d := p.result.Defence
		if d == nil || len(p.answer.Points) != 1 {
			return ""
		}
		q := pg.Label(p.answer.Points[0])
		switch d.Outcome {
		case lessons.DefendSafe:
			return msg.F(lang, msg.WhyDefendSafe, q)
		case lessons.DefendWins:
			return msg.F(lang, msg.WhyDefendWins, q)
		case lessons.DefendForbidden:
			if tr := p.result.Trace; tr != nil {
				return verdictWhy(lang, q, tr)
			}
		case lessons.DefendTrapped:
			f, ok := lessons.TrapFoul(&d.Board, d.Line)
			if !ok {
				return msg.F(lang, msg.WhyDefendStillFour, q)
			}
			var fours []string
			for i := 0; i < len(d.Line); i += 2 {
				fours = append(fours, pg.Label(d.Line[i]))
			}
			sep := ", then "
			if lang == msg.Chinese {
				sep = "、"
			}
			return msg.F(lang, msg.WhyDefendTrapped, q, strings.Join(fours, sep), pg.Label(f))
		}
	case lessons.TaskMultiKill:
		if len(p.answer.Points) != 1 {
			return ""
		}
		w := pg.Label(p.answer.Points[0])
		switch {
		case p.result.Correct:
			return msg.T(lang, msg.WhyMultiKill)
		case p.result.Reply != nil:
			return msg.F(lang, msg.WhyMultiKillReply, w, pg.Label(*p.result.Reply))
		case p.Page().Board.At(p.answer.Points[0]) == rules.Empty:
			return msg.F(lang, msg.WhyMultiKillNone, w)
		}
	}
	return ""
}
