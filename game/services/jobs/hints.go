package jobs

import (
	"renju/job"
	"renju/review/moment"
	"renju/rules"
)

// Hints are the threats Play's hints show on a position: for each side
// its five points and its straight-four points, and White's foul trap.
var Hints = job.Service[HintsAsk, HintsFound]{Kind: "play.hints"}

// HintsAsk is the position: the stones played, Black first.
type HintsAsk struct {
	Moves []rules.Point
	// MaxNodes bounds the trap's VCF search (0: HintNodes).
	MaxNodes int
}

// HintNodes is the hints' usual bound: they are asked after every move,
// so the search stays small (a trap of a few fours is found in a few
// hundred nodes).
const HintNodes = 20_000

// HintsFound are what the hints show about a position: for each side,
// its five points (a four on the board: the other side must block there)
// and its straight-four points (a live three: one more stone makes an
// open four), and White's foul threat (a victory by continuous fours that
// ends on a forbidden point of Black's).
type HintsFound struct {
	Fives    [2][]rules.Point // [0] Black, [1] White
	Straight [2][]rules.Point
	// HasTrap: the engine found White's foul-ending VCF within its
	// budget; TrapFoul is the forbidden point Black's block is forced
	// onto, TrapFours the number of White's fours in the line.
	HasTrap   bool
	TrapFoul  rules.Foul
	TrapFours int
}

// BoardAfter is the position after the first n of moves (Black first:
// the colours alternate whatever the opening rule's swaps;
// moment.BoardAfter).
func BoardAfter(moves []rules.Point, n int) rules.Board { return moment.BoardAfter(moves, n) }
