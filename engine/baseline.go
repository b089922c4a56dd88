package engine

import (
	"fmt"
	"math/rand/v2"

	"renju/rules"
)

// Baseline is the yardstick below the levels: the simplest player that
// knows the goal, as a newcomer plays a first game. It makes five when
// it can, else blocks the opponent's four, else plays a random point
// next to its own stones (any stone's at first, the centre on an empty
// board). As Black it never plays a forbidden point. It builds nothing
// and lets live threes stand, so level 1 wins almost every game against
// it (scripts/ladder.sh: 299 of 300): a newcomer beats level 1 by doing
// more, stopping its threes and making threes of their own.
type Baseline struct {
	rng *rand.Rand
}

// NewBaseline returns a baseline player whose choices follow seed.
func NewBaseline(seed uint64) *Baseline {
	return &Baseline{rng: rand.New(rand.NewPCG(seed, 0xba5e))}
}

// Mover is a player of whole games: Player or Baseline.
type Mover interface {
	Move(b *rules.Board, c rules.Stone) Decision
}

// Move chooses c's move on b. b is not changed.
func (bl *Baseline) Move(b *rules.Board, c rules.Stone) Decision {
	if d, ok := forcedMove(b, c, bl.rng); ok {
		return d
	}
	if b.Count(rules.Empty) == rules.MaxStones {
		return Decision{Point: rules.Center, Reason: ReasonOpening}
	}
	// Next to its own stones; failing that next to any stone; failing
	// that any legal point.
	for _, near := range []func(rules.Stone) bool{
		func(s rules.Stone) bool { return s == c },
		func(s rules.Stone) bool { return s != rules.Empty },
	} {
		if ps := neighbours(b, c, near); len(ps) > 0 {
			return Decision{Point: ps[bl.rng.IntN(len(ps))], Reason: ReasonNear}
		}
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && (c == rules.White || !rules.IsForbidden(b, p)) {
				return Decision{Point: p, Reason: ReasonNear}
			}
		}
	}
	return Decision{Resign: true, Why: "no legal point is left"}
}

// ReasonNear: a point next to its own stones, chosen at random (the
// baseline's; the levels play no random moves).
const ReasonNear = "near"

// neighbours lists the empty points legal for c that touch (in the eight
// directions) a stone for which near is true, in board order.
func neighbours(b *rules.Board, c rules.Stone, near func(rules.Stone) bool) []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty || !touches(b, p, near) {
				continue
			}
			if c == rules.Black && rules.IsForbidden(b, p) {
				continue
			}
			out = append(out, p)
		}
	}
	return out
}

// touches reports whether one of p's eight neighbours holds a stone for
// which near is true.
func touches(b *rules.Board, p rules.Point, near func(rules.Stone) bool) bool {
	for dc := -1; dc <= 1; dc++ {
		for dr := -1; dr <= 1; dr++ {
			q := rules.Pt(p.Col+dc, p.Row+dr)
			if q != p && q.OnBoard() && near(b.At(q)) {
				return true
			}
		}
	}
	return false
}

// forcedMove is the move every player makes without thinking: its own
// five (a random one of them), else a block of the opponent's four (the
// first legal five point; with two five points the game is lost and it
// blocks one, as a person would), else resigning when Black's only
// defence is forbidden. ok is false when neither side has a four.
func forcedMove(b *rules.Board, c rules.Stone, rng *rand.Rand) (Decision, bool) {
	if own := FivePoints(b, c); len(own) > 0 {
		return Decision{Point: own[rng.IntN(len(own))], Reason: ReasonFive}, true
	}
	threats := FivePoints(b, c.Opponent())
	if len(threats) == 0 {
		return Decision{}, false
	}
	var legal []rules.Point
	var foul rules.Foul
	for _, p := range threats {
		if c == rules.Black {
			if j, _ := rules.Judge(b, p, rules.Black); j.Verdict == rules.Forbidden {
				foul = rules.Foul{Point: p, Kind: j.Kind}
				continue
			}
		}
		legal = append(legal, p)
	}
	switch {
	case len(legal) == 0:
		return Decision{Resign: true, Foul: foul, Why: fmt.Sprintf("Black's only defence, %s, is forbidden (%s)", foul.Point.Upper(), foul.Kind)}, true
	case len(threats) >= 2:
		return Decision{Point: legal[0], Reason: ReasonBlock, Why: "two five points: one block cannot stop both"}, true
	}
	return Decision{Point: legal[0], Reason: ReasonBlock}, true
}
