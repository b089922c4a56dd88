package engine

import "renju/rules"

// The pattern evaluation: a point is worth the five-point windows through
// it that it builds for the mover, and (at 0.6) those it takes from the
// opponent; from level 3 also the forbidden points it makes. A level
// weighs the best few of the candidates with noise (levels.go).

// windowWeight scores a five-point window holding n stones of one colour
// and none of the other: what a stone there builds (or, for the
// opponent's, takes away).
var windowWeight = [5]float64{0, 1, 10, 100, 1000}

// weighed is a candidate point and its score.
type weighed struct {
	p     rules.Point
	score float64
}

// weighTop is how many candidates, the best by the windows, get the
// costly forbidden-point terms: a candidate's take up to 50 judgements.
const weighTop = 12

// weigh scores pts for c, best first: the window evaluation, then, for
// the weighTop best by the windows (the others are dropped), the shapes
// the move makes and from level 3 the forbidden-point terms; Black's
// forbidden points are dropped. alert: the opponent's side is read too
// (what the move takes from it); else the player sees its own plan and
// the opponent's stones only as what they close.
func (pl *Player) weigh(b *rules.Board, c rules.Stone, pts []rules.Point, alert bool) []weighed {
	opp := c.Opponent()
	oppWindows := 0.6
	if !alert {
		oppWindows = unseenWindows
	}
	cands := make([]weighed, 0, len(pts))
	for _, p := range pts {
		cands = append(cands, weighed{p, windowScore(b, p, c) + oppWindows*windowScore(b, p, opp)})
	}
	byScore(cands)
	if len(cands) > weighTop {
		cands = cands[:weighTop]
	}
	kept := cands[:0]
	for _, cd := range cands {
		// A few milliseconds in WebAssembly: the browser gets its turn
		// between candidates.
		if pl.Yield != nil {
			pl.Yield()
		}
		if c == rules.Black && rules.IsForbidden(b, cd.p) {
			continue
		}
		cd.score += shapeScore(b, cd.p, c, attackWeights, levels[pl.Level].combos)
		if alert && (opp == rules.White || !rules.IsForbidden(b, cd.p)) {
			// A point forbidden for Black is no point White must take.
			cd.score += shapeScore(b, cd.p, opp, defenceWeights, levels[pl.Level].combos)
		}
		if pl.Level >= 3 {
			cd.score += pl.fouls(b, cd.p, c)
		}
		kept = append(kept, cd)
	}
	byScore(kept)
	return kept
}

// unseenWindows is the weight of the opponent's windows when the player
// does not read the opponent's side.
const unseenWindows = 0.2

// byScore sorts candidates best first (insertion sort: a few dozen, and
// stable, so that equal scores keep board order).
func byScore(cands []weighed) {
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j].score > cands[j-1].score; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
}

// noisy multiplies each score by a random factor within the level's
// noise, and sorts again.
func (pl *Player) noisy(cands []weighed) {
	n := levels[pl.Level].noise
	for i := range cands {
		cands[i].score *= 1 + n*(pl.rng.Float64()*2-1)
	}
	byScore(cands)
}

// choose picks c's move among pts as the level weighs them: the best
// few by the evaluation (the level's choices), the best of those after
// its noise. ok is false when none is legal.
func (pl *Player) choose(b *rules.Board, c rules.Stone, pts []rules.Point, alert bool) (rules.Point, bool) {
	cands := pl.weigh(b, c, pts, alert)
	if len(cands) == 0 {
		return rules.Point{}, false
	}
	cands = cands[:min(len(cands), levels[pl.Level].choices)]
	pl.noisy(cands)
	return cands[0].p, true
}

// nearPoints lists the empty points within two points of a stone.
func nearPoints(b *rules.Board) []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && nearStone(b, p, 2) {
				out = append(out, p)
			}
		}
	}
	return out
}

// evaluate picks c's move among the points near the stones (choose).
func (pl *Player) evaluate(b *rules.Board, c rules.Stone, alert bool) (rules.Point, bool) {
	if p, ok := pl.choose(b, c, nearPoints(b), alert); ok {
		return p, true
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
// the evaluation and the level's noise.
func (pl *Player) rank(b *rules.Board, c rules.Stone) []rules.Point {
	cands := pl.weigh(b, c, nearPoints(b), true)
	pl.noisy(cands)
	out := make([]rules.Point, len(cands))
	for i, cd := range cands {
		out[i] = cd.p
	}
	return out
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
