package review

import (
	"renju/review/moment"
	"renju/rules"
)

// How a moment is shown: package moment's (Moment.At and Moment.Walk are
// its methods), named here too.

// LineColour is the colour of a moment's engine line's i-th stone
// (moment.LineColour).
func LineColour(i int) rules.Stone { return moment.LineColour(i) }

// BoardAfter is the position after the first n moves of a game
// (moment.BoardAfter).
func BoardAfter(moves []rules.Point, n int) rules.Board { return moment.BoardAfter(moves, n) }
