package engine

import "renju/rules"

// A three, under renju rules, is a row to which one more stone makes a
// straight four — a four with two five points — where that stone is a
// legal move: for Black not a forbidden point (a "three" whose only
// straight-four points are forbidden is a false three). The straight-four
// points are the three's threat; blocking them, or the points around them
// that leave no straight four, defends it.

// Three is a move that makes a three, and the points where the colour
// would then make a straight four.
type Three struct {
	Point         rules.Point
	StraightFours []rules.Point
}

// Threes lists the legal moves of colour c on b that make a three (and no
// four or five), with their straight-four points, sorted by point.
func Threes(b *rules.Board, c rules.Stone) []Three {
	var out []Three
	nb := *b
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if nb.At(p) != rules.Empty || !nearSame(&nb, p, c, 2) || makesFive(&nb, p, c) {
				continue
			}
			nb.Set(p, c)
			isFour := len(fivePointsThrough(&nb, p, c, nil)) > 0
			var sf []rules.Point
			if !isFour {
				sf = straightFourPoints(&nb, p, c)
			}
			nb.Set(p, rules.Empty)
			if len(sf) == 0 || c == rules.Black && rules.IsForbidden(b, p) {
				continue
			}
			out = append(out, Three{Point: p, StraightFours: sf})
		}
	}
	return out
}

// straightFourPoints lists the empty points on the lines through p (which
// holds c) where c would make a straight four in that line: two five
// points along it. For Black the move must be legal.
func straightFourPoints(b *rules.Board, p rules.Point, c rules.Stone) []rules.Point {
	var out []rules.Point
	for _, l := range lines {
		for k := -4; k <= 4; k++ {
			s := rules.Pt(p.Col+k*l.dc, p.Row+k*l.dr)
			if k == 0 || !s.OnBoard() || b.At(s) != rules.Empty || contains(out, s) {
				continue
			}
			if between(b, p, k, l, c) && straightFourAlong(b, s, l, c) && (c == rules.White || !rules.IsForbidden(b, s)) {
				out = append(out, s)
			}
		}
	}
	sortPoints(out)
	return out
}

// between reports whether the points strictly between p and the point k
// steps from it along l all hold c: a four made there then contains p.
func between(b *rules.Board, p rules.Point, k int, l line, c rules.Stone) bool {
	sign := 1
	if k < 0 {
		sign, k = -1, -k
	}
	for i := 1; i < k; i++ {
		if b.At(rules.Pt(p.Col+sign*i*l.dc, p.Row+sign*i*l.dr)) != c {
			return false
		}
	}
	return true
}

// straightFourAlong reports whether c at the empty point s makes two five
// points along l (a straight four, .XXXX.), and no five.
func straightFourAlong(b *rules.Board, s rules.Point, l line, c rules.Stone) bool {
	if fiveAlong(b, s, l, c) {
		return false
	}
	b.Set(s, c)
	defer b.Set(s, rules.Empty)
	n := 0
	for _, sign := range [2]int{-1, 1} {
		for k := 1; k <= 5; k++ {
			q := rules.Pt(s.Col+sign*k*l.dc, s.Row+sign*k*l.dr)
			if !q.OnBoard() {
				break
			}
			st := b.At(q)
			if st == c {
				continue
			}
			if st == rules.Empty && fiveAlong(b, q, l, c) {
				n++
			}
			break
		}
	}
	return n >= 2
}
