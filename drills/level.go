package drills

import "renju/rules"

// levelOf grades what understanding the judgement t needs:
//
//	3: the recursion goes three or more levels deep, or a combined foul
//	   (three or more shapes, or an overline with other shapes) at depth 2+
//	2: two levels of recursion, a combined foul, or three lines involved
//	1: everything else — one or two lines, at most checking a four point
func levelOf(t *rules.Trace) int {
	depth := t.MaxDepth()
	lines := 0
	for _, l := range t.Lines {
		if l.Shape != rules.ShapeNone {
			lines++
		}
	}
	combined := t.Fours+t.Threes >= 3 || (t.Overline && t.Fours+t.Threes > 0)
	switch {
	case depth >= 3 || (depth >= 2 && combined):
		return 3
	case depth == 2 || combined || lines >= 3:
		return 2
	}
	return 1
}

// tempting reports whether a legal point still looks like it might be
// forbidden: a line through it holds a three, false three or four.
func tempting(t *rules.Trace) bool {
	shapes := 0
	for _, l := range t.Lines {
		switch l.Shape {
		case rules.ShapeThree, rules.ShapeFalseThree, rules.ShapeFour, rules.ShapeStraightFour:
			shapes++
		}
	}
	return shapes >= 2 || (shapes == 1 && t.Threes+t.Fours == 0)
}
