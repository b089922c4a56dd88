package drills

import "renju/rules"

// levelOf grades what understanding the judgement t needs:
//
//	3: the recursion goes three or more levels deep, or a combined foul
//	   (three or more shapes, or an overline with other shapes) at depth 2+
//	2: two levels of recursion, a combined foul, or three lines involved
//	1: everything else — one or two lines, at most checking a four point
func levelOf(t *rules.Trace) int {
	var shapes [4]string
	for d, l := range t.Lines {
		shapes[d] = l.Shape
	}
	return grade(t.MaxDepth(), shapes, t.Fours, t.Threes, t.Overline)
}

// summaryLevel is levelOf for the judgement summed up in s (the trace's
// own fields: rules.Summary).
func summaryLevel(s *rules.Summary) int {
	return grade(s.Depth, s.Shapes, s.Fours, s.Threes, s.Overline)
}

// grade is levelOf on a judgement's recursion depth, its lines' shapes and
// its counts.
func grade(depth int, shapes [4]string, fours, threes int, overline bool) int {
	lines := 0
	for _, sh := range shapes {
		if sh != rules.ShapeNone && sh != "" {
			lines++
		}
	}
	combined := fours+threes >= 3 || (overline && fours+threes > 0)
	switch {
	case depth >= 3 || (depth >= 2 && combined):
		return 3
	case depth == 2 || combined || lines >= 3:
		return 2
	}
	return 1
}

// temptingShapes reports whether a legal point still looks like it might
// be forbidden, by its judgement's lines' shapes and its count of threes
// and fours: a line through it holds a three, false three or four.
func temptingShapes(shapes [4]string, threesFours int) bool {
	n := 0
	for _, sh := range shapes {
		switch sh {
		case rules.ShapeThree, rules.ShapeFalseThree, rules.ShapeFour, rules.ShapeStraightFour:
			n++
		}
	}
	return n >= 2 || (n == 1 && threesFours == 0)
}
