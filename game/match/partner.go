package match

import (
	"time"

	"renju/engine"
	"renju/game/play"
	"renju/rules"
)

// The sparring partner takes either side of every step: it lays an
// opening as the first player, swaps or keeps, declares, offers and keeps
// 5th moves, plays (engine.Player at its level), calls Black's fouls as
// White, and resigns when its Black is caught in a foul.

// MinThink is the least time the partner takes over a move, so that the
// learner sees their own stone land before the reply (300 ms reads as a
// reply, not as an echo). Host tests set it to 0.
var MinThink = 300 * time.Millisecond

// partnerMove is the partner's action for generation gen.
type partnerMove struct {
	gen    int
	a      Action
	reason string // engine.Reason… of a stone ("" for other actions)
	// took is the time the decision took (before MinThink's wait), and
	// chunk the longest stretch of it between two calls of Yield: with
	// the browser's slicing, the longest the partner can hold the page.
	took, chunk time.Duration
}

// snapshot is what the partner decides from: copies, so that the game
// loop may go on while it thinks.
type snapshot struct {
	setup   Setup
	step    play.Step
	board   rules.Board
	moves   []rules.Point
	offers  []rules.Point
	foul    bool // Black's last move was forbidden and not called
	opening rules.Opening
	sym     rules.Symmetry
	seed    uint64
	yield   func()
}

// schedule lets the partner act when it is its turn.
func (m *Model) schedule() {
	if m.phase != Playing || m.setup.People() || m.thinking || m.g == nil {
		return
	}
	st := m.g.Step()
	if st.Ask == play.AskNone || st.Person == m.setup.You {
		return
	}
	snap := snapshot{
		setup: m.setup, step: st, board: m.g.Board(), moves: m.g.Moves(), offers: m.g.Offers(),
		foul: m.pendingFoul != nil, opening: m.opening, sym: m.openSym,
		seed: m.seed + uint64(len(m.log))*7919, yield: m.Yield,
	}
	m.thinking = true
	gen := m.gen
	ch := m.moves
	go func() {
		t0 := time.Now()
		var chunk time.Duration
		last := t0
		if y := snap.yield; y != nil {
			snap.yield = func() {
				chunk = max(chunk, time.Since(last))
				y()
				last = time.Now()
			}
		}
		a, why := decide(&snap)
		took := time.Since(t0)
		chunk = max(chunk, time.Since(last))
		if d := MinThink - took; d > 0 {
			time.Sleep(d)
		}
		ch <- partnerMove{gen: gen, a: a, reason: why, took: took, chunk: chunk}
	}()
}

// partnerDone applies the partner's action, if the game is still where
// it was asked.
func (m *Model) partnerDone(mv partnerMove) {
	if mv.gen != m.gen || !m.thinking {
		return
	}
	m.thinking = false
	before := m.g.Board()
	if err := m.apply(mv.a); err != nil {
		// A bug, not a learner's mistake: say it rather than hang.
		m.refuse(err)
		return
	}
	m.lastMove = mv.reason
	m.partnerAct = mv.a
	m.thought, m.chunk = mv.took, max(m.chunk, mv.chunk)
	m.afterChange(before)
}

// strongForBlack are the openings the partner swaps to take Black in:
// 花月 (Kagetsu, 4D) and 浦月 (Hogetsu, 7I), long known as wins for Black
// with correct play.
var strongForBlack = map[string]bool{"花月": true, "浦月": true}

// decide chooses the partner's action.
func decide(s *snapshot) (Action, string) {
	st := s.step
	pl, _ := engine.NewPlayer(s.setup.Level, s.seed)
	pl.Yield = s.yield
	switch st.Ask {
	case play.AskSwap:
		if len(s.moves) == 3 && st.Color == rules.White {
			if o, ok := rules.RecognizeOpening(s.moves); ok && strongForBlack[o.Chinese] {
				return Action{Kind: 'S'}, ""
			}
		}
		return Action{Kind: 'K'}, ""
	case play.AskChoice:
		return Action{Kind: 'K'}, ""
	case play.AskDeclare:
		if s.setup.Rule == play.Soosorv8 {
			return Action{Kind: 'D', N: 3}, ""
		}
		return Action{Kind: 'D', N: 2}, ""
	case play.AskOffer:
		return Action{Kind: 'O', Point: nextOffer(s, pl)}, ""
	case play.AskChoose:
		return Action{Kind: 'C', Point: keepOffer(s, pl)}, ""
	}
	// AskPlace.
	if s.foul && st.Color == rules.White {
		return Action{Kind: 'F'}, ""
	}
	n := len(s.moves)
	if st.Square > 0 {
		if n < 3 {
			return Action{Kind: 'p', Point: s.sym.Apply(s.opening.Moves()[n])}, engine.ReasonOpening
		}
		return Action{Kind: 'p', Point: inSquare(s, pl, st.Square)}, engine.ReasonOpening
	}
	d := pl.Move(&s.board, st.Color)
	if d.Resign {
		return Action{Kind: 'R', Color: st.Color}, ""
	}
	return Action{Kind: 'p', Point: d.Point}, d.Reason
}

// inSquare is the partner's best point inside the central n x n square
// (Taraguchi's 4th and 5th moves).
func inSquare(s *snapshot, pl *engine.Player, n int) rules.Point {
	ok := func(p rules.Point) bool {
		h := n / 2
		return abs(p.Col-rules.Center.Col) <= h && abs(p.Row-rules.Center.Row) <= h && s.board.At(p) == rules.Empty &&
			(s.step.Color == rules.White || !rules.IsForbidden(&s.board, p))
	}
	for _, p := range pl.Ranked(&s.board, s.step.Color) {
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
func nextOffer(s *snapshot, pl *engine.Player) rules.Point {
	ok := func(p rules.Point) bool {
		if !p.OnBoard() || s.board.At(p) != rules.Empty || rules.IsForbidden(&s.board, p) {
			return false
		}
		for _, q := range s.offers {
			if q == p || mirrors(&s.board, p, q) {
				return false
			}
		}
		return true
	}
	for _, p := range pl.Ranked(&s.board, rules.Black) {
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
func keepOffer(s *snapshot, pl *engine.Player) rules.Point {
	rank := map[rules.Point]int{}
	for i, p := range pl.Ranked(&s.board, rules.Black) {
		rank[p] = i + 1
	}
	best, bestRank := s.offers[0], -1
	for _, p := range s.offers {
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
