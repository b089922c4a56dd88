// Package bands is what a drill's feedback bands on the board: the lines
// its answer names, as a walk bands them. The Drills' feedback and Foul
// Storm's missed questions draw the same.
package bands

import (
	"renju/boardview"
	"renju/drills"
	"renju/rules"
)

// Of are the lines the feedback on drill d, on board b, names, each as
// the stones at its two ends: the three asked about (live-or-false: its
// stones three), or the lines that make the foul it names (is-forbidden):
// the live threes of a double-three, the fours of a double-four, the row
// of an overline.
func Of(b *rules.Board, d *drills.Drill, three []rules.Point) [][2]rules.Point {
	switch {
	case d.Type == drills.LiveOrFalse:
		if lo, hi, ok := ends(three); ok {
			return [][2]rules.Point{{lo, hi}}
		}
	case d.Type == drills.IsForbidden && d.Answer.Forbidden != nil && *d.Answer.Forbidden:
		p, err := rules.ParsePoint(d.Point)
		if err != nil {
			return nil
		}
		tr, err := rules.Explain(b, p, rules.Black)
		if err != nil {
			return nil
		}
		var out [][2]rules.Point
		for _, l := range tr.Lines {
			named := false
			switch tr.Kind {
			case "overline":
				named = l.Shape == rules.ShapeOverline
			case "double-four":
				named = l.Fours > 0
			case "double-three":
				named = l.Shape == rules.ShapeThree
			}
			if !named {
				continue
			}
			var ps []rules.Point
			for _, s := range l.Stones {
				if q, err := rules.ParsePoint(s); err == nil {
					ps = append(ps, q)
				}
			}
			if lo, hi, ok := ends(ps); ok {
				out = append(out, [2]rules.Point{lo, hi})
			}
		}
		return out
	}
	return nil
}

// ends are the first and last of points on one line, in the board's
// order.
func ends(ps []rules.Point) (lo, hi rules.Point, ok bool) {
	if len(ps) < 2 {
		return lo, hi, false
	}
	lo, hi = ps[0], ps[0]
	for _, q := range ps {
		if boardview.Index(q) < boardview.Index(lo) {
			lo = q
		}
		if boardview.Index(q) > boardview.Index(hi) {
			hi = q
		}
	}
	return lo, hi, true
}
