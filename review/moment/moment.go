// Package moment is what a game's review finds (package review), as
// data: the kinds of foul moments, a moment, and how one is shown (the
// position it is shown on, its engine line's colours, the judgement
// that explains it). It needs only the judge, so that a package can name
// a moment without linking the search that finds them (package review,
// with the engine): the game viewer, whose moments are the worker's.
package moment

import "renju/rules"

// Kind is the kind of a moment.
type Kind string

const (
	// FoulPlayed: Black played a forbidden point (Point; Foul is the point
	// and its kind). Forced: it was the only block of White's four — White
	// had exactly one five point, this one, and Black had no five of its
	// own to play instead.
	FoulPlayed Kind = "foul"

	// TrapCaught: White's move (Point) made a four whose one five point is
	// forbidden for Black (Foul), and Black has no five of its own: Black
	// must play the foul or let White make five. The four must be new —
	// its five point was not White's before the move — and White must have
	// exactly one five point after it (with two, White wins by a five
	// whatever Black does).
	TrapCaught Kind = "trap-caught"

	// TrapSet: White's move (Point) makes no four, and after it, were
	// White to move again (Black ignoring the threat), White would have a
	// foul trap: a shortest VCF that ends in a foul (review's foulVCF; Line and
	// Foul, with LineFrom = Move: the line starts on the board after the
	// move, White first). It is reported only when the VCF search before
	// the move proved (completely, within budget) that White had no VCF at
	// all, so that White did not already have the trap — a chain of fours,
	// all part of one VCF, gives no new TrapSet — and only when neither
	// side has a five point after the move. A four never sets a trap: if
	// White's four and Black's forced block lead to a VCF, White had that
	// VCF, the four first, before the four.
	TrapSet Kind = "trap-set"

	// TrapMissed: White, to move, had a foul trap (a shortest VCF that
	// ends in a foul, review's foulVCF: Line and Foul, with LineFrom = Move-1:
	// the line starts on the board before the move, White first), and
	// played Point instead, which neither made five nor kept a winning
	// VCF: Point was not a four (White let the forced win go, whatever
	// Black does next); or Black has a five point after it; or it was a
	// four with one five point, legal for Black, and after Black's block
	// there White's VCF search proved (completely) that White has none. A
	// four with two five points keeps the win; a four whose block is
	// forbidden is a TrapCaught; a search that runs out of budget claims
	// nothing. A move that is a TrapMissed is never also a TrapSet (that
	// needs White to have had no VCF).
	TrapMissed Kind = "trap-missed"

	// Avoided: Black, to move, had a forbidden point that was the natural
	// move, and played elsewhere (Move is the move Black played; Point and
	// Foul the forbidden point). Natural means, when Black has no five
	// point (with one, Black's natural move is the five and nothing is
	// reported):
	//   - if White has a five point: that point ("block-four");
	//   - otherwise: a defence point of a White three ("block-three", see
	//     whiteThreeDefences), or a point where Black's stone would make a
	//     four ("four": the judge's trace counts a four, so the point is a
	//     4-4, 4-3-3 or a four with an overline).
	// One moment per Black move: Point is the most important such point
	// (block-four, then block-three, then four; then board order, a1, a2,
	// …, b1, …), Others the rest in the same order, and Why the reason of
	// Point. Not reported when Black's move is forbidden (that is
	// FoulPlayed) or makes five.
	Avoided Kind = "avoided"

	// FalseThree: Black's legal move (Point) made at least one false three
	// whose straight-four points are all forbidden, and White's next move
	// is not one of its defence points (review's falseThrees). Key lists the
	// forbidden straight-four points of every such shape the move made,
	// sorted. Nothing is reported for a last move (White has not answered).
	FalseThree Kind = "false-three"
)

// Reasons an Avoided point was natural (Moment.Why).
const (
	WhyBlockFour  = "block-four"  // it was White's five point
	WhyBlockThree = "block-three" // it was a defence point of a White three
	WhyFour       = "four"        // Black's stone there would make a four
)

// Moment is one foul moment of a game.
type Moment struct {
	// Move is the 1-based number of the move the moment is about (for
	// Avoided and TrapMissed: the move that was played instead).
	Move  int
	Kind  Kind
	Color rules.Stone // who played Move
	Point rules.Point
	// Foul is the forbidden point and its kind, when there is one.
	Foul   rules.Foul
	Forced bool
	Key    []rules.Point
	Others []rules.Point
	// Why is the reason an Avoided point was natural (WhyBlockFour,
	// WhyBlockThree, WhyFour); "" for the other kinds.
	Why string
	// Line is a VCF (attacker's four, defender's block, …, the last
	// four), replayable from the position with LineFrom stones: the first
	// LineFrom moves of the game. White plays first in it. When it ends in
	// a foul, the forbidden block is Foul.Point, not in Line.
	Line     []rules.Point
	LineFrom int
}

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
		c := rules.Black
		if i%2 == 1 {
			c = rules.White
		}
		b.Set(p, c)
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
