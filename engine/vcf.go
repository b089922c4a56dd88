package engine

import (
	"fmt"

	"renju/rules"
)

// VCF (victory by continuous fours, 连续冲四胜): the attacker plays a four
// at every move, so the defender's reply is forced: the four's one five
// point, or a five of the defender's own, which wins first. The attacker
// wins when a four leaves two five points, or, for White, when Black's
// forced reply is a forbidden point (追下取胜: the four "catches a foul").
// Black's fours must be legal moves. A defender who holds a four (a five
// point) when the attacker is to move must be blocked at once, so the
// attacker's next four must be played on that point.

// End is how a winning line ends.
type End int

const (
	NoEnd   End = iota
	EndFive     // the attacker makes a five (or has two five points)
	EndFoul     // Black's only defence is a forbidden point
)

// String is the name the CLI prints: "five" or "foul" ("" for NoEnd).
func (e End) String() string {
	switch e {
	case EndFive:
		return "five"
	case EndFoul:
		return "foul"
	}
	return ""
}

// Role is what one move of a line does.
type Role int

const (
	RoleFour    Role = iota + 1 // the attacker's four
	RoleFive                    // the attacker's five, the last move
	RoleDefence                 // the defender's forced block at the five point
)

// String is the role's name in JSON: "four", "five", "defence".
func (r Role) String() string {
	switch r {
	case RoleFour:
		return "four"
	case RoleFive:
		return "five"
	case RoleDefence:
		return "defence"
	case RoleThree:
		return "three"
	case RoleBlock:
		return "block"
	}
	return ""
}

// Move is one stone of a line.
type Move struct {
	Point rules.Point
	Color rules.Stone
	Role  Role
	// CounterFour (a defence): the block also makes a four for the
	// defender, so the attacker's next four must be played on its five
	// point (the next move of the line).
	CounterFour bool
}

// Line is the result of a search for one attacker.
type Line struct {
	// Win: the attacker wins by force with Moves.
	Win   bool
	Color rules.Stone // the attacker
	// Moves alternate attacker and defender, starting with the attacker
	// and ending with the attacker's last four (or five). When the line
	// ends in a foul, the forbidden defence is Foul.Point, not in Moves.
	Moves []Move
	End   End
	// Foul is Black's forbidden defence and its kind, for EndFoul. For
	// EndFive after a four with two five points, FivePoints lists them.
	Foul       rules.Foul
	FivePoints []rules.Point
	// Complete (with !Win): the search proved there is no such win; false
	// when it stopped at its budget.
	Complete bool
	// Nodes is the number of positions searched.
	Nodes int
}

// Options bound a search. The zero value uses the defaults.
type Options struct {
	// MaxNodes stops the search after this many positions (default
	// DefaultMaxNodes); the result is then !Win and !Complete.
	MaxNodes int
	// MaxFours bounds the attacker's fours in a line (default 112: every
	// four adds two stones, so no line is longer).
	MaxFours int
	// Yield, if set, is called every YieldEvery positions, so that a
	// caller on a single thread (the browser) can let a frame be drawn:
	// there it sleeps, which hands the thread back to the page.
	Yield func()
}

// YieldEvery is how many positions a VCF visits between calls of
// Options.Yield, and YieldEveryVCT a VCT, whose positions cost more. A
// call costs a clock reading; the caller's Yield decides when to hand the
// thread back. Measured in the browser (e2e
// TestPlayPartnerThinkingKeepsFramesLive): with 64 and 8 the partner
// worked up to 38.6 ms between two calls, as a position with many Black
// forbidden checks costs up to half a millisecond in WebAssembly; 8 and 1
// keep a stretch to a few milliseconds.
const (
	YieldEvery    = 8
	YieldEveryVCT = 1
)

// DefaultMaxNodes is the node budget of a search with zero Options: about
// a second natively in the worst positions measured (BenchmarkVCF).
const DefaultMaxNodes = 2_000_000

// VCF searches for a victory by continuous fours for colour c on b, as if
// c were to move. It returns a shortest winning line (fewest fours), or
// !Win with Complete when there is none. b is not changed. It is an error
// for c not to be Black or White.
func VCF(b *rules.Board, c rules.Stone, o Options) (Line, error) {
	if c != rules.Black && c != rules.White {
		return Line{}, fmt.Errorf("engine: no VCF for %s", c)
	}
	s := newVCFSearch(c, o)
	res := Line{Color: c}
	nb := *b
	for depth := 1; depth <= s.maxFours; depth++ {
		s.cut = false
		if s.win(&nb, depth, nil) {
			res.Win = true
			res.Moves, res.End, res.Foul, res.FivePoints = s.line, s.end, s.foul, s.fivePoints
			markCounterFours(*b, res.Moves)
			break
		}
		if s.out || !s.cut {
			// Out of budget, or no branch was cut by the depth: the
			// search was exhaustive, and there is no win.
			res.Complete = !s.out
			break
		}
	}
	res.Nodes = s.nodes
	return res, nil
}

// vcfSearch is one VCF search. failed maps positions (attacker to move)
// to the depth at which they were shown not to win.
type vcfSearch struct {
	att, def rules.Stone
	maxNodes int
	maxFours int
	nodes    int
	out      bool // the node budget ran out
	cut      bool // some branch was cut by the depth limit
	failed   map[rules.Board]int
	yield    func()

	// The winning line, built on the way back up.
	line       []Move
	end        End
	foul       rules.Foul
	fivePoints []rules.Point
}

func newVCFSearch(c rules.Stone, o Options) *vcfSearch {
	s := &vcfSearch{att: c, def: c.Opponent(), maxNodes: o.MaxNodes, maxFours: o.MaxFours, failed: map[rules.Board]int{}, yield: o.Yield}
	if s.maxNodes <= 0 {
		s.maxNodes = DefaultMaxNodes
	}
	if s.maxFours <= 0 {
		s.maxFours = rules.MaxStones / 2
	}
	return s
}

// step is one candidate four and what follows it.
type step struct {
	four  rules.Point
	fives []rules.Point // the attacker's five points after the four
	foul  rules.Kind    // the forced defence is forbidden (White attacking)
}

// win reports whether the attacker, to move on b, wins with at most depth
// fours; if so, s.line (and the end) hold the line. b is restored. block
// is the defender's forced block that led here (nil at the root): then
// the attacker has no five point (its four had one, now blocked) and the
// defender's can only run through the block, so neither needs a scan of
// the board (the scans were 80% of the time, measured against quintet).
func (s *vcfSearch) win(b *rules.Board, depth int, block *rules.Point) bool {
	if s.nodes >= s.maxNodes {
		s.out = true
		return false
	}
	s.nodes++
	if s.yield != nil && s.nodes%YieldEvery == 0 {
		s.yield()
	}
	if d, ok := s.failed[*b]; ok && d >= depth {
		if d < rules.MaxStones {
			s.cut = true // shown only to this depth
		}
		return false
	}
	var threats []rules.Point
	if block == nil {
		// A five now.
		if p, ok := s.fiveMove(b); ok {
			s.line = []Move{{Point: p, Color: s.att, Role: RoleFive}}
			s.end, s.fivePoints = EndFive, nil
			return true
		}
		threats = FivePoints(b, s.def)
	} else {
		threats = fivePointsThrough(b, *block, s.def, nil)
	}
	// The defender's fours must be answered first.
	if len(threats) >= 2 {
		s.failed[*b] = rules.MaxStones
		return false
	}
	steps := s.steps(b, threats)
	// Wins in one four first, so the line found is a shortest one.
	for _, st := range steps {
		if len(st.fives) >= 2 {
			s.line = []Move{{Point: st.four, Color: s.att, Role: RoleFour}}
			s.end, s.fivePoints = EndFive, st.fives
			return true
		}
		if st.foul != rules.NoKind {
			s.line = []Move{{Point: st.four, Color: s.att, Role: RoleFour}}
			s.end, s.foul = EndFoul, rules.Foul{Point: st.fives[0], Kind: st.foul}
			return true
		}
	}
	if depth <= 1 {
		if len(steps) > 0 {
			s.cut = true
		} else {
			s.failed[*b] = rules.MaxStones
		}
		return false
	}
	cutBefore := s.cut
	s.cut = false
	for _, st := range steps {
		f := st.fives[0]
		b.Set(st.four, s.att)
		b.Set(f, s.def)
		ok := s.win(b, depth-1, &f)
		b.Set(f, rules.Empty)
		b.Set(st.four, rules.Empty)
		if ok {
			s.line = append([]Move{{Point: st.four, Color: s.att, Role: RoleFour}, {Point: f, Color: s.def, Role: RoleDefence}}, s.line...)
			s.cut = s.cut || cutBefore
			return true
		}
		if s.out {
			return false
		}
	}
	if s.cut {
		s.failed[*b] = depth
	} else {
		// Exhaustive below: no win at any depth.
		s.failed[*b] = rules.MaxStones
	}
	s.cut = s.cut || cutBefore
	return false
}

// markCounterFours replays moves on b and marks the defences that make a
// four for the defender.
func markCounterFours(b rules.Board, moves []Move) {
	for i := range moves {
		m := &moves[i]
		b.Set(m.Point, m.Color)
		if m.Role == RoleDefence && len(fivePointsThrough(&b, m.Point, m.Color, nil)) > 0 {
			m.CounterFour = true
		}
	}
}

// fiveMove finds a five for the attacker on b.
func (s *vcfSearch) fiveMove(b *rules.Board) (rules.Point, bool) {
	ps := FivePoints(b, s.att)
	if len(ps) == 0 {
		return rules.Point{}, false
	}
	return ps[0], true
}

// steps lists the attacker's fours on b whose forced reply does not lose
// at once: the defender has no five to play (threats are the defender's
// five points; with one, the four must be played on it). Black's fours
// must be legal.
func (s *vcfSearch) steps(b *rules.Board, threats []rules.Point) []step {
	var out []step
	try := func(p rules.Point) {
		if b.At(p) != rules.Empty {
			return
		}
		b.Set(p, s.att)
		fives := fivePointsThrough(b, p, s.att, nil)
		b.Set(p, rules.Empty)
		// The judge last: only for fours (it was a quarter of the time
		// when asked about every candidate).
		if len(fives) == 0 || s.att == rules.Black && rules.IsForbidden(b, p) {
			return
		}
		b.Set(p, s.att)
		st := step{four: p, fives: fives}
		if len(fives) == 1 && s.def == rules.Black {
			if j, err := rules.Judge(b, fives[0], rules.Black); err == nil && j.Verdict == rules.Forbidden {
				st.foul = j.Kind
			}
		}
		b.Set(p, rules.Empty)
		sortPoints(st.fives)
		out = append(out, st)
	}
	if len(threats) == 1 {
		try(threats[0])
		return out
	}
	for _, p := range fourCandidates(b, s.att, nil) {
		try(p)
	}
	return out
}
