package review

import "renju/rules"

// How a moment is shown (the Play screen's review, the game viewer).

// At is the number of the game's stones a moment is shown on: the
// position the choice was made on (a foul, a point avoided, a trap
// missed), or the one the move made (a trap set or caught, a false three).
func (mo Moment) At() int {
	switch mo.Kind {
	case TrapSet, FalseThree, TrapCaught:
		return mo.Move
	}
	return mo.Move - 1
}

// LineColour is the colour of a moment's engine line's i-th stone: the
// attacker's fours and the blocks, White first.
func LineColour(i int) rules.Stone {
	if i%2 == 0 {
		return rules.White
	}
	return rules.Black
}

// BoardAfter is the position after the first n moves of a game (Black
// first).
func BoardAfter(moves []rules.Point, n int) rules.Board {
	var b rules.Board
	for i, p := range moves[:max(0, min(n, len(moves)))] {
		b.Set(p, colour(i))
	}
	return b
}

// Walk is the judgement that explains a moment of the game moves: Black's
// stone at point on board — the foul played or avoided, a false three's
// forbidden key point, or the foul at the end of a trap's engine line;
// false when the moment has none.
func (mo Moment) Walk(moves []rules.Point) (board rules.Board, point rules.Point, ok bool) {
	b := BoardAfter(moves, mo.At())
	switch mo.Kind {
	case FoulPlayed, Avoided:
		return b, mo.Foul.Point, true
	case FalseThree:
		if len(mo.Key) > 0 {
			return b, mo.Key[0], true
		}
	case TrapSet, TrapMissed, TrapCaught:
		lb := BoardAfter(moves, mo.LineFrom)
		for i, p := range mo.Line {
			lb.Set(p, LineColour(i))
		}
		if mo.Foul.Point.OnBoard() && lb.At(mo.Foul.Point) == rules.Empty {
			return lb, mo.Foul.Point, true
		}
	}
	return rules.Board{}, rules.Point{}, false
}
