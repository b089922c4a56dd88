package match

import (
	"renju/engine"
	"renju/rules"
)

// Hints are what the hints show about a position: for each side, its
// five points (a four on the board: the other side must block there) and
// its straight-four points (a live three: one more stone makes an open
// four), and White's foul threat (a victory by continuous fours that ends
// on a forbidden point of Black's).
type Hints struct {
	Fives    [2][]rules.Point // [0] Black, [1] White
	Straight [2][]rules.Point
	// Trap is White's foul-ending VCF, if the engine found one within its
	// budget (Trap.End == engine.EndFoul); HasTrap reports it.
	Trap    engine.Line
	HasTrap bool
}

// hintNodes bounds the VCF search of a hint: it runs after every move, so
// it stays small (a trap of a few fours is found in a few hundred nodes).
const hintNodes = 20_000

type hintResult struct {
	gen int
	of  rules.Board // the position they are the hints of
	Hints
}

// startHints computes the hints of the current position off the game
// loop.
func (m *Model) startHints() {
	m.hintGen = m.gen
	b := m.g.Board()
	gen, ch, yield := m.gen, m.hintCh, m.Yield
	go func() { ch <- hintResult{gen: gen, of: b, Hints: computeHints(&b, yield)} }()
}

// shownHints are the hints to show: those of the position on the board,
// or none while they are being computed. Hints of the position before a
// move said "No fours or live threes on the board." while Black had a
// four.
func (m *Model) shownHints() *Hints {
	if m.hints == nil || m.g == nil || m.hintsOf != m.g.Board() {
		return nil
	}
	return m.hints
}

// computeHints finds the hints of b.
func computeHints(b *rules.Board, yield func()) Hints {
	var h Hints
	for i, c := range []rules.Stone{rules.Black, rules.White} {
		h.Fives[i] = engine.FivePoints(b, c)
		for _, f := range engine.Fours(b, c) {
			if len(f.FivePoints) >= 2 && !contains(h.Straight[i], f.Point) {
				h.Straight[i] = append(h.Straight[i], f.Point)
			}
		}
	}
	// A trap is only White's to set while Black has no five to make first.
	if len(h.Fives[0]) == 0 {
		if l, err := engine.VCF(b, rules.White, engine.Options{MaxNodes: hintNodes, Yield: yield}); err == nil && l.Win && l.End == engine.EndFoul {
			h.Trap, h.HasTrap = l, true
		}
	}
	return h
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// TrapFours is the number of White fours in the trap's line.
func (h *Hints) TrapFours() int {
	n := 0
	for _, mv := range h.Trap.Moves {
		if mv.Role == engine.RoleFour {
			n++
		}
	}
	return n
}
