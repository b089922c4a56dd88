package jobs

import (
	"renju/job"
	"renju/rules"
)

// Scan finds a finished game's foul moments (package review's Scan): the
// review of Play.
var Scan = job.Service[ScanAsk, ScanFound]{Kind: "review.scan"}

// ScanAsk is the game to scan: its moves, Black first, and the node
// budget of each of the scan's searches.
type ScanAsk struct {
	Moves    []rules.Point
	MaxNodes int
}

// ScanFound are the game's foul moments in move order.
type ScanFound struct {
	Moments []Moment
}

// MomentKind is the kind of a moment (review.Kind, the same words).
type MomentKind string

// The kinds of moments (review.FoulPlayed, …: package review says what
// each one means).
const (
	FoulPlayed MomentKind = "foul"
	TrapCaught MomentKind = "trap-caught"
	TrapSet    MomentKind = "trap-set"
	TrapMissed MomentKind = "trap-missed"
	Avoided    MomentKind = "avoided"
	FalseThree MomentKind = "false-three"
)

// Moment is one foul moment of a game (review.Moment as plain data).
type Moment struct {
	// Move is the 1-based number of the move the moment is about (for
	// Avoided and TrapMissed: the move that was played instead).
	Move  int
	Kind  MomentKind
	Color rules.Stone // who played Move
	Point rules.Point
	// Foul is the forbidden point and its kind, when there is one.
	Foul   rules.Foul
	Forced bool
	Key    []rules.Point
	Others []rules.Point
	// Why is the reason an Avoided point was natural ("block-four",
	// "block-three", "four"); "" for the other kinds.
	Why string
	// Line is the engine's VCF, White first, replayable from the position
	// after the game's first LineFrom moves; when it ends in a foul, the
	// forbidden block is Foul.Point, not in Line.
	Line     []rules.Point
	LineFrom int
}

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
