package skill

import (
	"fmt"

	"renju/drills"
	"renju/rules"
)

// Judgement is a storm question's point judged: the board and point,
// the cell it falls in, the trace's depth, whether it is a combined foul
// (three shapes or more, or an overline with another: 组合禁手), and for
// live-or-false the stones of the three asked about.
type Judgement struct {
	Board    rules.Board
	Point    rules.Point
	Cell     Cell
	Depth    int
	Combined bool
	Three    []rules.Point
}

// Judge judges an is-forbidden or live-or-false drill's point for Black
// and files it in its cell.
func Judge(d drills.Drill) (Judgement, error) {
	var it Judgement
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return it, err
	}
	p, err := rules.ParsePoint(d.Point)
	if err != nil {
		return it, err
	}
	t, err := rules.Explain(&b, p, rules.Black)
	if err != nil {
		return it, err
	}
	it.Board, it.Point = b, p
	it.Depth = t.MaxDepth()
	it.Combined = t.Fours+t.Threes >= 3 || (t.Overline && t.Fours+t.Threes > 0)
	it.Cell = Cell{Type: d.Type, Kind: KindNone, Band: BandOf(it.Depth)}
	switch d.Type {
	case drills.IsForbidden:
		if d.Answer.Forbidden == nil {
			return it, fmt.Errorf("is-forbidden drill at %s has no answer", d.Point)
		}
		if d.Answer.Kind != "" {
			it.Cell.Kind = d.Answer.Kind
		}
	case drills.LiveOrFalse:
		if d.Answer.Live == nil {
			return it, fmt.Errorf("live-or-false drill at %s has no answer", d.Point)
		}
		for _, l := range t.Lines {
			if l.Direction != d.Line {
				continue
			}
			for _, s := range l.Stones {
				if q, err := rules.ParsePoint(s); err == nil {
					it.Three = append(it.Three, q)
				}
			}
			for _, c := range l.Candidates {
				if c.Status == rules.StatusForbidden && c.Sub != nil && it.Cell.Kind == KindNone {
					it.Cell.Kind = c.Sub.Kind
				}
			}
		}
	default:
		return it, fmt.Errorf("drill type %q is not asked in a storm", d.Type)
	}
	if !it.Cell.Valid() {
		return it, fmt.Errorf("drill at %s falls in no cell (%s)", d.Point, it.Cell)
	}
	return it, nil
}
