package serve

import (
	"time"

	"renju/engine"
	"renju/game/services/jobs"
	"renju/job"
	"renju/referee"
	"renju/rules"
)

// The sparring partner takes either side of every step: it lays an
// opening as the first player, swaps or keeps, declares, offers and keeps
// 5th moves, plays (engine.Player at its level), calls Black's fouls as
// White, and resigns when its Black is caught in a foul.

// partnerMove decides the partner's action; a cancel (the learner took
// the move back, left the game) stops its search at the next yield.
func partnerMove(c *job.Ctx, a jobs.PartnerAsk) (jobs.PartnerAction, error) {
	pl, err := engine.NewPlayer(a.Level, a.Seed)
	if err != nil {
		return jobs.PartnerAction{}, err
	}
	t0 := time.Now()
	last := t0
	var chunk time.Duration
	pl.Yield = func() {
		chunk = max(chunk, time.Since(last))
		c.Yield()
		c.Stop()
		last = time.Now()
	}
	s := partnerState{PartnerAsk: a, board: jobs.BoardAfter(a.Moves, len(a.Moves)), pl: pl}
	act := s.decide()
	act.Took = time.Since(t0)
	act.Chunk = max(chunk, time.Since(last))
	return act, nil
}

// partnerState is the game the partner decides on.
type partnerState struct {
	jobs.PartnerAsk
	board rules.Board
	pl    *engine.Player
}

// strongForBlack are the openings the partner swaps to take Black in:
// 花月 (Kagetsu, 4D) and 浦月 (Hogetsu, 7I), long known as wins for Black
// with correct play.
var strongForBlack = map[string]bool{"花月": true, "浦月": true}

// decide chooses the partner's action.
func (s *partnerState) decide() jobs.PartnerAction {
	st := s.Step
	switch st.Ask {
	case referee.AskSwap:
		if len(s.Moves) == 3 && st.Color == rules.White {
			if o, ok := rules.RecognizeOpening(s.Moves); ok && strongForBlack[o.Chinese] {
				return jobs.PartnerAction{Kind: 'S'}
			}
		}
		return jobs.PartnerAction{Kind: 'K'}
	case referee.AskChoice:
		return jobs.PartnerAction{Kind: 'K'}
	case referee.AskDeclare:
		if s.Rule == referee.Soosorv8 {
			return jobs.PartnerAction{Kind: 'D', N: 3}
		}
		return jobs.PartnerAction{Kind: 'D', N: 2}
	case referee.AskOffer:
		return jobs.PartnerAction{Kind: 'O', Point: s.nextOffer()}
	case referee.AskChoose:
		return jobs.PartnerAction{Kind: 'C', Point: s.keepOffer()}
	}
	// AskPlace.
	if s.Foul && st.Color == rules.White {
		return jobs.PartnerAction{Kind: 'F'}
	}
	n := len(s.Moves)
	if st.Square > 0 {
		if n < 3 {
			return jobs.PartnerAction{Kind: 'p', Point: s.Lay[n], Reason: engine.ReasonOpening}
		}
		return jobs.PartnerAction{Kind: 'p', Point: s.inSquare(st.Square), Reason: engine.ReasonOpening}
	}
	d := s.pl.Move(&s.board, st.Color)
	if d.Resign {
		return jobs.PartnerAction{Kind: 'R', Color: st.Color}
	}
	return jobs.PartnerAction{Kind: 'p', Point: d.Point, Reason: d.Reason}
}

// inSquare is the partner's best point inside the central n x n square
// (Taraguchi's 4th and 5th moves).
func (s *partnerState) inSquare(n int) rules.Point {
	ok := func(p rules.Point) bool {
		h := n / 2
		return abs(p.Col-rules.Center.Col) <= h && abs(p.Row-rules.Center.Row) <= h && s.board.At(p) == rules.Empty &&
			(s.Step.Color == rules.White || !rules.IsForbidden(&s.board, p))
	}
	for _, p := range s.pl.Ranked(&s.board, s.Step.Color) {
		if ok(p) {
			return p
		}
	}
	for d := 1; d <= n/2; d++ {
		for _, p := range ring(d) {
			if ok(p) {
				return p
			}
		}
	}
	return rules.Center
}

// ring lists the points at distance d (Chebyshev) from the centre.
func ring(d int) []rules.Point {
	var out []rules.Point
	for c := -d; c <= d; c++ {
		for r := -d; r <= d; r++ {
			if max(abs(c), abs(r)) == d {
				out = append(out, rules.Pt(rules.Center.Col+c, rules.Center.Row+r))
			}
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// nextOffer is Black's next 5th-move offer: the best-ranked point not
// offered yet and not the mirror image of an offer (the game would refuse
// it), never a forbidden one.
func (s *partnerState) nextOffer() rules.Point {
	ok := func(p rules.Point) bool {
		if !p.OnBoard() || s.board.At(p) != rules.Empty || rules.IsForbidden(&s.board, p) {
			return false
		}
		for _, q := range s.Offers {
			if q == p || mirrors(&s.board, p, q) {
				return false
			}
		}
		return true
	}
	for _, p := range s.pl.Ranked(&s.board, rules.Black) {
		if ok(p) {
			return p
		}
	}
	for d := 1; d <= rules.Size/2; d++ {
		for _, p := range ring(d) {
			if ok(p) {
				return p
			}
		}
	}
	return rules.Point{}
}

// mirrors reports a symmetry keeping the stones that maps p onto q.
func mirrors(b *rules.Board, p, q rules.Point) bool {
	for _, sy := range rules.Symmetries[1:] {
		if sy.Apply(p) == q && sy.ApplyBoard(b) == *b {
			return true
		}
	}
	return false
}

// keepOffer is White's choice among Black's offers: the one Black's own
// ranking puts lowest (an offer outside the ranking lowest of all).
func (s *partnerState) keepOffer() rules.Point {
	if len(s.Offers) == 0 {
		return rules.Point{}
	}
	rank := map[rules.Point]int{}
	for i, p := range s.pl.Ranked(&s.board, rules.Black) {
		rank[p] = i + 1
	}
	best, bestRank := s.Offers[0], -1
	for _, p := range s.Offers {
		r, ok := rank[p]
		if !ok {
			r = 1000
		}
		if r > bestRank {
			best, bestRank = p, r
		}
	}
	return best
}
