package engine

import (
	"fmt"
	"math/rand/v2"

	"renju/rules"
)

// Player is the sparring partner, levels 1 (a beginner) to 5. Every level
// takes a five and blocks a four. Otherwise a level plays as a player of
// its strength thinks (levels.go): it reads the board for forced wins as
// deep as its search budget allows (its own victory by continuous fours
// from level 2, by threes and fours from level 4), notices the
// opponent's threats on most moves — a live three it stops, from level 3
// a VCF it defends against — and overlooks them on the others, as a
// beginner does, and else weighs the few moves its evaluation ranks best,
// with noise among them, so games differ. White prefers moves that leave
// Black defence points that are forbidden, Black steers clear of moves
// that make new forbidden points next to its stones (from level 3). It
// never plays a forbidden point, and when Black's only defence is
// forbidden it resigns with the reason rather than search on. It plays
// no random moves: every move is a five, a block, the first move of a
// line its search found, or one of its evaluation's best near the stones.
type Player struct {
	Level int
	// Yield is passed to the player's searches (Options.Yield).
	Yield func()
	rng   *rand.Rand
}

// MaxLevel is the strongest level.
const MaxLevel = 5

// NewPlayer returns a player of the level (1–MaxLevel) whose choices
// follow seed.
func NewPlayer(level int, seed uint64) (*Player, error) {
	if level < 1 || level > MaxLevel {
		return nil, fmt.Errorf("engine: level %d is not 1–%d", level, MaxLevel)
	}
	return &Player{Level: level, rng: rand.New(rand.NewPCG(seed, uint64(level)))}, nil
}

// Why a player chose its move.
const (
	ReasonOpening   = "opening"   // the first stones, near the centre
	ReasonFive      = "five"      // it makes five and wins
	ReasonBlock     = "block"     // it blocks the opponent's four
	ReasonVCF       = "vcf"       // the first four of a forced win (Decision.Line)
	ReasonVCT       = "vct"       // the first threat of a forced win by threes and fours (Decision.Line)
	ReasonStop      = "stop"      // it stops the opponent's live three
	ReasonDefend    = "defend"    // it stops the opponent's VCF
	ReasonEvaluated = "evaluated" // the best move by the pattern evaluation
)

// Decision is a player's move, or its resignation.
type Decision struct {
	Point  rules.Point
	Reason string
	// Line is the forced win whose first move this is (ReasonVCF).
	Line *Line
	// Resign: no move avoids losing at once. Why says which: Black's only
	// defence is forbidden (Foul), or the opponent has two five points, or
	// the board is full.
	Resign bool
	Why    string
	Foul   rules.Foul
}

// Move chooses c's move on b. b is not changed.
func (pl *Player) Move(b *rules.Board, c rules.Stone) Decision {
	if d, ok := forcedMove(b, c, pl.rng); ok {
		return d
	}
	if b.Count(rules.Empty) == rules.MaxStones {
		return Decision{Point: rules.Center, Reason: ReasonOpening}
	}
	lv := levels[pl.Level]
	// One draw a move, whatever the position, so that a level's choices
	// on one position do not shift the next position's.
	alert := pl.rng.Float64() < lv.alert
	spot := pl.rng.Float64() < lv.spot
	if spot && lv.vcf > 0 {
		if l, err := VCF(b, c, Options{MaxNodes: lv.vcf, Yield: pl.Yield}); err == nil && l.Win {
			return Decision{Point: l.Moves[0].Point, Reason: ReasonVCF, Line: &l}
		}
	}
	if spot && lv.vct > 0 {
		if l, err := VCT(b, c, Options{MaxNodes: lv.vct, Yield: pl.Yield}); err == nil && l.Win && len(l.Moves) > 0 {
			return Decision{Point: l.Moves[0].Point, Reason: ReasonVCT, Line: &l}
		}
	}
	if alert {
		if stops := ThreeStops(b, c); len(stops) > 0 {
			if lv.defend > 0 {
				stops = pl.leaveNoVCF(b, c, stops, lv.defend)
			}
			if p, ok := pl.choose(b, c, stops, true); ok {
				return Decision{Point: p, Reason: ReasonStop}
			}
		}
		if lv.defend > 0 {
			if p, ok := pl.defend(b, c, VCF, lv.defend, 0); ok {
				return Decision{Point: p, Reason: ReasonDefend}
			}
		}
		if lv.defendVCT > 0 {
			if p, ok := pl.defend(b, c, VCT, lv.defendVCT, defendVCTTries); ok {
				return Decision{Point: p, Reason: ReasonDefend}
			}
		}
	}
	best, ok := pl.evaluate(b, c, alert)
	if !ok {
		return Decision{Resign: true, Why: "no legal point is left"}
	}
	return Decision{Point: best, Reason: ReasonEvaluated}
}

// defend looks for a move that leaves the opponent no forced win by
// search (VCF or VCT) within budget, when it has one: the first point of
// its line, then the ranked points, at most tries of them (0: all). ok is
// false when the opponent has none, or nothing tried stops it.
func (pl *Player) defend(b *rules.Board, c rules.Stone, search func(*rules.Board, rules.Stone, Options) (Line, error), budget, tries int) (rules.Point, bool) {
	opp := c.Opponent()
	o := Options{MaxNodes: budget, Yield: pl.Yield}
	l, err := search(b, opp, o)
	if err != nil || !l.Win || len(l.Moves) == 0 {
		return rules.Point{}, false
	}
	cands := append([]rules.Point{l.Moves[0].Point}, pl.rank(b, c)...)
	nb := *b
	tried := 0
	for i, p := range cands {
		if i > 0 && p == cands[0] || nb.At(p) != rules.Empty || c == rules.Black && rules.IsForbidden(b, p) {
			continue
		}
		if tries > 0 && tried == tries {
			break
		}
		tried++
		nb.Set(p, c)
		after, _ := search(&nb, opp, o)
		nb.Set(p, rules.Empty)
		if !after.Win {
			return p, true
		}
	}
	return rules.Point{}, false
}

// leaveNoVCF keeps the stops after which the opponent has no VCF within
// budget (a stop that leaves a four-three, say, loses as surely as no
// stop); all of them when none does.
func (pl *Player) leaveNoVCF(b *rules.Board, c rules.Stone, stops []rules.Point, budget int) []rules.Point {
	var kept []rules.Point
	nb := *b
	for _, p := range stops {
		nb.Set(p, c)
		after, _ := VCF(&nb, c.Opponent(), Options{MaxNodes: budget, Yield: pl.Yield})
		nb.Set(p, rules.Empty)
		if !after.Win {
			kept = append(kept, p)
		}
	}
	if len(kept) == 0 {
		return stops
	}
	return kept
}
