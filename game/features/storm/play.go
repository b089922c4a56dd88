package storm

import (
	"renju/boardview"
	"renju/drills"
	"renju/game/parts/playout"
	"renju/game/vocab/screenview"
	"renju/rules"
)

// answer is the last answer for the frame's feel: each answer of the run
// sounded, a right one played out on its own board, which the next
// question has already replaced (screenview.Answer's Board).
func (m *Model) answer() screenview.Answer {
	l := m.last
	if l == nil || m.answered == 0 {
		return screenview.Answer{}
	}
	a := screenview.Answer{Seq: m.answered, Right: l.Right}
	if l.Right {
		a.Board = m.rightPicture(l)
	}
	return a
}

// rightPicture is a question answered right, played out: the point's
// stone, the lines that make it forbidden and its mark (or the three and
// its straight-four points), ending on the answer ringed as right. It is
// made once per answer.
func (m *Model) rightPicture(l *Last) *boardview.Board {
	if m.playedFor == l {
		return m.played
	}
	it := &l.Item
	pic := answerPicture(it)
	if n := len(pic.Notes); n > 0 {
		pic.Notes[n-1].Ink = boardview.InkGood
	}
	if it.Drill.Type == drills.LiveOrFalse {
		first := boardview.Beat{Notes: []boardview.Note{boardview.GhostAt(it.Point, rules.Black, 0.85)}}
		pic.Play = []boardview.Beat{first}
		if len(it.Three) > 1 {
			pic.Play = append(pic.Play, boardview.Beat{Stays: true, Notes: []boardview.Note{boardview.BandAlong(it.Three[0], it.Three[len(it.Three)-1])}})
		}
		var ends boardview.Beat
		for _, c := range it.Drill.Answer.Reasons {
			if p, err := rules.ParsePoint(c.Point); err == nil && c.Status == rules.StatusCounts {
				ends.Notes = append(ends.Notes, boardview.Note{Kind: boardview.KeyPoint, At: p})
			}
		}
		if len(ends.Notes) > 0 {
			pic.Play = append(pic.Play, ends)
		}
	} else {
		pic.Play = playout.Stone(&it.Board, it.Point, rules.Black)
	}
	m.played, m.playedFor = &pic, l
	return m.played
}
