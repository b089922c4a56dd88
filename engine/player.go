package engine

import (
	"fmt"
	"math/rand/v2"

	"renju/rules"
)

// Player is the sparring partner, levels 1 (a beginner) to 5. Every level
// takes a five and blocks a single four. From level 3 it plays a victory
// by continuous fours when it has one, White's including the ones that
// end in a foul, stops the opponent's when it can, and White prefers
// moves that leave Black defence points that are forbidden; Black steers
// clear of moves that make new forbidden points next to its stones. From
// level 4 it also plays a victory by threes and fours. Every
// level plays a share of its moves at random (blunder, fewest at level 5: it then
// misses what it would have found), and lower levels add noise to their
// choice, so games differ. It never plays a forbidden point, and when Black's only
// defence is forbidden it resigns with the reason rather than search on.
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

// vcfNodes is each level's node budget for its own VCF, vctNodes for its
// VCT (from level 4), defendNodes for looking at the opponent's VCF (from
// level 3): a move stays well under a second in WebAssembly
// (BenchmarkPlayerMove).
var (
	vcfNodes    = [MaxLevel + 1]int{0, 0, 0, 3_000, 20_000, 100_000}
	vctNodes    = [MaxLevel + 1]int{0, 0, 0, 0, 300, 1_500}
	defendNodes = [MaxLevel + 1]int{0, 0, 0, 1_000, 3_000, 10_000}
)

// noise is each level's random share of a move's score.
var noise = [MaxLevel + 1]float64{0, 0.6, 0.3, 0.08, 0.03, 0}

// blunder is each level's share of moves (after a five and a block)
// played at random within scatter points of a stone, before it looks for
// forced wins, so that it then misses its own and the opponent's. It is
// what spaces the ladder. Measured with scripts/ladder.sh (renju
// selfplay, 50 games with each colour a pair and seed; the stronger
// side's score, a draw half): before, no blunders (seed 1, 100 games a
// pair), and with these (seeds 1–3, 300 games a pair; each seed's score
// in brackets):
//
//	pair          before  after
//	1 v baseline   100%    34%  (35 35 33)
//	2 v 1           77%    78%  (75 79 80)
//	3 v 2           68%    78%  (81 77 75)
//	4 v 3           56%    81%  (80 81 81)
//	5 v 4           82%    76%  (71 80 77)
//
// Noise alone could not do it: level 1 with its noise and no blunders won
// every game against the baseline. A blunder at level 4 is costly against
// level 5's searches (0.35 at level 4 alone made 5 v 4 100%), so level 5
// blunders too.
var blunder = [MaxLevel + 1]float64{0, 0.85, 0.7, 0.5, 0.3, 0.15}

// scatter is how far from any stone a blunder may land: two points, so
// that it is rarely a move next to its own stones that builds a line.
var scatter = [MaxLevel + 1]int{0, 2, 2, 2, 2, 2}

// scattered lists the empty points legal for c within d points of a stone.
func scattered(b *rules.Board, c rules.Stone, d int) []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty || !nearStone(b, p, d) || c == rules.Black && rules.IsForbidden(b, p) {
				continue
			}
			out = append(out, p)
		}
	}
	return out
}

// Move chooses c's move on b. b is not changed.
func (pl *Player) Move(b *rules.Board, c rules.Stone) Decision {
	if d, ok := forcedMove(b, c, pl.rng); ok {
		return d
	}
	if b.Count(rules.Empty) == rules.MaxStones {
		return Decision{Point: rules.Center, Reason: ReasonOpening}
	}
	if w := blunder[pl.Level]; w > 0 && pl.rng.Float64() < w {
		if ps := scattered(b, c, scatter[pl.Level]); len(ps) > 0 {
			return Decision{Point: ps[pl.rng.IntN(len(ps))], Reason: ReasonNear}
		}
	}
	if n := vcfNodes[pl.Level]; n > 0 {
		if l, err := VCF(b, c, Options{MaxNodes: n, Yield: pl.Yield}); err == nil && l.Win {
			return Decision{Point: l.Moves[0].Point, Reason: ReasonVCF, Line: &l}
		}
	}
	if n := vctNodes[pl.Level]; n > 0 {
		if l, err := VCT(b, c, Options{MaxNodes: n, Yield: pl.Yield}); err == nil && l.Win && len(l.Moves) > 0 {
			return Decision{Point: l.Moves[0].Point, Reason: ReasonVCT, Line: &l}
		}
	}
	if n := defendNodes[pl.Level]; n > 0 {
		if p, ok := pl.defend(b, c, n); ok {
			return Decision{Point: p, Reason: ReasonDefend}
		}
	}
	best, ok := pl.evaluate(b, c)
	if !ok {
		return Decision{Resign: true, Why: "no legal point is left"}
	}
	return Decision{Point: best, Reason: ReasonEvaluated}
}

// windowWeight scores a five-point window holding n stones of one colour
// and none of the other: what a stone there builds (or, for the
// opponent's, takes away).
var windowWeight = [5]float64{0, 1, 10, 100, 1000}

// evaluate picks the best-scored legal point near the stones.
func (pl *Player) evaluate(b *rules.Board, c rules.Stone) (rules.Point, bool) {
	ranked := pl.rank(b, c)
	if len(ranked) > 0 {
		return ranked[0], true
	}
	// Every near point was forbidden or none was near: any legal one.
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && (c == rules.White || !rules.IsForbidden(b, p)) {
				return p, true
			}
		}
	}
	return rules.Point{}, false
}

// Ranked lists c's best dozen legal points near the stones, best first,
// as the player would weigh them (with its level's noise): the Play
// screen's partner offers its 5th moves from the top of this list and, as
// White, keeps the offer that ranks lowest for Black.
func (pl *Player) Ranked(b *rules.Board, c rules.Stone) []rules.Point { return pl.rank(b, c) }

// rank lists the best dozen legal points near the stones, best first, by
// the window evaluation, the forbidden-point terms from level 3, and the
// level's noise.
func (pl *Player) rank(b *rules.Board, c rules.Stone) []rules.Point {
	type cand struct {
		p     rules.Point
		score float64
	}
	var cands []cand
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty || !nearStone(b, p, 2) {
				continue
			}
			score := windowScore(b, p, c) + 0.6*windowScore(b, p, c.Opponent())
			cands = append(cands, cand{p, score})
		}
	}
	byScore := func() {
		for i := 1; i < len(cands); i++ {
			for j := i; j > 0 && cands[j].score > cands[j-1].score; j-- {
				cands[j], cands[j-1] = cands[j-1], cands[j]
			}
		}
	}
	// The best first, so that the costly checks below see few points.
	byScore()
	if len(cands) > 12 {
		cands = cands[:12]
	}
	kept := cands[:0]
	for _, cd := range cands {
		// A candidate's forbidden-point terms take up to 50 judgements:
		// a few milliseconds in WebAssembly, so the browser gets its
		// turn between candidates.
		if pl.Yield != nil {
			pl.Yield()
		}
		if c == rules.Black && rules.IsForbidden(b, cd.p) {
			continue
		}
		if pl.Level >= 3 {
			cd.score += pl.fouls(b, cd.p, c)
		}
		cd.score *= 1 + noise[pl.Level]*(pl.rng.Float64()*2-1)
		kept = append(kept, cd)
	}
	cands = kept
	byScore()
	out := make([]rules.Point, len(cands))
	for i, cd := range cands {
		out[i] = cd.p
	}
	return out
}

// defend looks for a move that leaves the opponent no VCF, when it has
// one (within budget): the first point of its line, then the ranked
// points. ok is false when the opponent has none, or nothing found stops it.
func (pl *Player) defend(b *rules.Board, c rules.Stone, budget int) (rules.Point, bool) {
	opp := c.Opponent()
	l, err := VCF(b, opp, Options{MaxNodes: budget, Yield: pl.Yield})
	if err != nil || !l.Win {
		return rules.Point{}, false
	}
	tries := append([]rules.Point{l.Moves[0].Point}, pl.rank(b, c)...)
	nb := *b
	for i, p := range tries {
		if i > 0 && p == tries[0] || nb.At(p) != rules.Empty || c == rules.Black && rules.IsForbidden(b, p) {
			continue
		}
		nb.Set(p, c)
		after, _ := VCF(&nb, opp, Options{MaxNodes: budget, Yield: pl.Yield})
		nb.Set(p, rules.Empty)
		if !after.Win {
			return p, true
		}
	}
	return rules.Point{}, false
}

// fouls is the forbidden-point bonus (White) or penalty (Black) of c at p
// from level 3: White gains for every Black defence point of the threat it
// makes (the empty points of a window of three White stones) that is
// forbidden for Black; Black loses for every forbidden point its move
// creates within two points of it.
func (pl *Player) fouls(b *rules.Board, p rules.Point, c rules.Stone) float64 {
	nb := *b
	nb.Set(p, c)
	if c == rules.White {
		bonus := 0.0
		seen := map[rules.Point]bool{}
		forEachWindow(p, func(w [5]rules.Point) {
			white, black := 0, 0
			for _, q := range w {
				switch nb.At(q) {
				case rules.White:
					white++
				case rules.Black:
					black++
				}
			}
			if white < 3 || black > 0 {
				return
			}
			for _, q := range w {
				if nb.At(q) == rules.Empty && !seen[q] {
					seen[q] = true
					if rules.IsForbidden(&nb, q) {
						bonus += 60
					}
				}
			}
		})
		return bonus
	}
	penalty := 0.0
	for dc := -2; dc <= 2; dc++ {
		for dr := -2; dr <= 2; dr++ {
			q := rules.Pt(p.Col+dc, p.Row+dr)
			if q == p || !q.OnBoard() || b.At(q) != rules.Empty {
				continue
			}
			if rules.IsForbidden(&nb, q) && !rules.IsForbidden(b, q) {
				penalty += 25
			}
		}
	}
	return -penalty
}

// windowScore sums the weights of the five-point windows through p that
// hold stones of c and none of the other colour.
func windowScore(b *rules.Board, p rules.Point, c rules.Stone) float64 {
	score := 0.0
	forEachWindow(p, func(w [5]rules.Point) {
		n := 0
		for _, q := range w {
			switch b.At(q) {
			case c:
				n++
			case rules.Empty:
			default:
				return
			}
		}
		score += windowWeight[min(n, 4)]
	})
	return score
}

// forEachWindow calls f for every five-point window on the board that
// contains p.
func forEachWindow(p rules.Point, f func([5]rules.Point)) {
	for _, l := range lines {
		for start := -4; start <= 0; start++ {
			var w [5]rules.Point
			ok := true
			for k := 0; k < 5; k++ {
				q := rules.Pt(p.Col+(start+k)*l.dc, p.Row+(start+k)*l.dr)
				if !q.OnBoard() {
					ok = false
					break
				}
				w[k] = q
			}
			if ok {
				f(w)
			}
		}
	}
}

// nearStone reports whether a stone lies within d points of p (in both
// directions).
func nearStone(b *rules.Board, p rules.Point, d int) bool {
	for dc := -d; dc <= d; dc++ {
		for dr := -d; dr <= d; dr++ {
			q := rules.Pt(p.Col+dc, p.Row+dr)
			if q.OnBoard() && b.At(q) != rules.Empty {
				return true
			}
		}
	}
	return false
}
