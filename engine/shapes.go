package engine

import "renju/rules"

// The shapes a stone makes, as the evaluation reads them: on each of its
// four lines a four (one five point), a straight four (two), or a three
// (a point that would make a straight four there). It reads the lines
// alone and does not judge legality: a Black four-three whose three is
// false counts as a four-three here. The player's own moves and the
// points it blocks are judged elsewhere (a forbidden point is never
// weighed).

// shapes counts the lines through the empty point p on which a stone of
// x makes a four, a straight four or a three.
type shapes struct{ fours, straight, threes int }

func shapesAt(b *rules.Board, p rules.Point, x rules.Stone) shapes {
	var s shapes
	nb := *b
	nb.Set(p, x)
	for _, l := range lines {
		switch fivePointsAlong(&nb, p, l, x) {
		case 0:
			if threeAlong(&nb, p, l, x) {
				s.threes++
			}
		case 1:
			s.fours++
		default:
			s.straight++
		}
	}
	return s
}

// fivePointsAlong counts x's five points on l next to the runs through p
// (p holds x): the four's five points, if the line holds one through p.
func fivePointsAlong(b *rules.Board, p rules.Point, l line, x rules.Stone) int {
	n := 0
	for _, sign := range [2]int{-1, 1} {
		for k := 1; k <= 5; k++ {
			q := rules.Pt(p.Col+sign*k*l.dc, p.Row+sign*k*l.dr)
			if !q.OnBoard() {
				break
			}
			s := b.At(q)
			if s == x {
				continue
			}
			if s == rules.Empty && fiveAlong(b, q, l, x) {
				n++
			}
			break
		}
	}
	return n
}

// threeAlong reports whether x (at p) has a three on l through p: an
// empty point within four of p, with only x between, where x would make
// a straight four along l.
func threeAlong(b *rules.Board, p rules.Point, l line, x rules.Stone) bool {
	for k := -4; k <= 4; k++ {
		s := rules.Pt(p.Col+k*l.dc, p.Row+k*l.dr)
		if k != 0 && s.OnBoard() && b.At(s) == rules.Empty && between(b, p, k, l, x) && straightFourAlong(b, s, l, x) {
			return true
		}
	}
	return false
}

// shapeWeights are the values of the shapes a move makes: a win-threat
// (a straight four, a four-three, White's four-four), White's
// three-three, a four, a three.
type shapeWeights struct{ win, threeThree, four, three float64 }

// attackWeights value the mover's own shapes; defenceWeights the
// opponent's shapes at the point, which the move takes away. A
// win-threat of the mover's outranks one it would stop: made first, it
// wins first.
var (
	attackWeights  = shapeWeights{win: 10_000, threeThree: 3_000, four: 150, three: 300}
	defenceWeights = shapeWeights{win: 8_000, threeThree: 2_500, four: 100, three: 250}
)

// shapeScore is the value, by w, of the shapes x makes at p; without
// combos a four-three, four-four or three-three is seen as its four or
// its three.
func shapeScore(b *rules.Board, p rules.Point, x rules.Stone, w shapeWeights, combos bool) float64 {
	s := shapesAt(b, p, x)
	fours := s.fours + s.straight
	switch {
	case s.straight > 0:
		return w.win
	case combos && (fours >= 1 && s.threes >= 1 || fours >= 2 && x == rules.White):
		return w.win
	case combos && s.threes >= 2 && x == rules.White:
		return w.threeThree
	case fours == 1:
		return w.four
	case s.threes == 1:
		return w.three
	}
	return 0
}
