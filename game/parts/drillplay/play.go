package drillplay

import (
	"renju/boardview"
	"renju/drills"
	"renju/game/parts/playout"
	"renju/rules"
)

// play is the drill's right answer played out on the board before its
// feedback marks show: the forbidden point's stone, its lines and its
// mark; the fouls found, one by one; the three and the points that make
// it live; the four-three's stone, its four and its three; White's stone
// and the point it makes forbidden, with its lines.
func (m *Model) play() []boardview.Beat {
	d := m.cur
	pt := func(s string) rules.Point { p, _ := rules.ParsePoint(s); return p }
	switch d.Type {
	case drills.IsForbidden:
		return playout.Stone(&m.board, pt(d.Point), rules.Black)
	case drills.FindAll:
		var beats []boardview.Beat
		for _, f := range d.Answer.Fouls {
			k, _ := rules.ParseKind(f.Kind)
			beats = append(beats, boardview.Beat{Notes: []boardview.Note{boardview.FoulAt(pt(f.Point), k)}})
		}
		return beats
	case drills.LiveOrFalse:
		p := pt(d.Point)
		first := boardview.Beat{Notes: []boardview.Note{boardview.GhostAt(p, rules.Black, 0.85)}}
		beats := []boardview.Beat{first}
		if len(m.three) > 1 {
			line := boardview.Beat{Stays: true, Notes: []boardview.Note{boardview.BandAlong(m.three[0], m.three[len(m.three)-1])}}
			beats = append(beats, line)
		}
		var ends boardview.Beat
		for _, c := range d.Answer.Reasons {
			if c.Status == rules.StatusCounts {
				ends.Notes = append(ends.Notes, boardview.Note{Kind: boardview.KeyPoint, At: pt(c.Point)})
			}
		}
		if len(ends.Notes) > 0 {
			beats = append(beats, ends)
		}
		return beats
	case drills.FourThree:
		p := m.picked
		if !m.hasPick && len(d.Answer.Points) > 0 {
			p = pt(d.Answer.Points[0])
		}
		return playout.Stone(&m.board, p, rules.Black)
	case drills.Trap:
		w := m.picked
		if !m.hasPick && len(d.Answer.Points) > 0 {
			w = pt(d.Answer.Points[0])
		}
		for i, s := range d.Answer.Points {
			if pt(s) != w || i >= len(d.Answer.Covers) {
				continue
			}
			after := m.board
			after.Set(w, rules.White)
			beats := []boardview.Beat{{Notes: []boardview.Note{boardview.GhostAt(w, rules.White, 0.85)}}}
			return append(beats, playout.Stone(&after, pt(d.Answer.Covers[i]), rules.Black)...)
		}
	}
	return nil
}
