package engine

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

// The baseline makes its five and blocks the opponent's four, in each of
// the board's 8 symmetries and for both colours, whatever its seed.
func TestBaselineFiveAndBlock(t *testing.T) {
	// White H9–H12 (H13 Black): White's five, and Black's block, at H8.
	base := board(t, "B:h13,a1,a3,c5 W:h9,h10,h11,h12")
	// Black F8–I8 closed at J8 by White: Black's five, White's block at E8.
	black := board(t, "B:f8,g8,h8,i8,a15 W:j8,a1,c1,e1")
	for _, s := range rules.Symmetries {
		for seed := uint64(0); seed < 4; seed++ {
			bl := NewBaseline(seed)
			b := s.ApplyBoard(&base)
			if d := bl.Move(&b, rules.White); d.Point != s.Apply(rules.MustPoint("h8")) || d.Reason != ReasonFive {
				t.Errorf("symmetry %d: White plays %+v, not the five at %s", s, d, s.Apply(rules.MustPoint("h8")))
			}
			if d := bl.Move(&b, rules.Black); d.Point != s.Apply(rules.MustPoint("h8")) || d.Reason != ReasonBlock {
				t.Errorf("symmetry %d: Black plays %+v, not the block at %s", s, d, s.Apply(rules.MustPoint("h8")))
			}
			b = s.ApplyBoard(&black)
			if d := bl.Move(&b, rules.Black); d.Point != s.Apply(rules.MustPoint("e8")) || d.Reason != ReasonFive {
				t.Errorf("symmetry %d: Black plays %+v, not the five at %s", s, d, s.Apply(rules.MustPoint("e8")))
			}
			if d := bl.Move(&b, rules.White); d.Point != s.Apply(rules.MustPoint("e8")) || d.Reason != ReasonBlock {
				t.Errorf("symmetry %d: White plays %+v, not the block at %s", s, d, s.Apply(rules.MustPoint("e8")))
			}
		}
	}
}

// When Black's only defence is forbidden the baseline resigns with it, as
// the levels do, rather than play the foul.
func TestBaselineResignsToAFoul(t *testing.T) {
	b := board(t, "B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11,k12")
	d := NewBaseline(1).Move(&b, rules.Black)
	if !d.Resign || d.Foul.Point != rules.MustPoint("g8") || d.Foul.Kind != rules.DoubleThree {
		t.Fatalf("Black's move %+v, want resigning to the foul at G8", d)
	}
}

// Otherwise it plays next to its own stones, and as Black never on a
// forbidden point: G8 J8 H9 H10 make H8 a double-three, and H8 touches
// three of Black's stones, so a random choice would often pick it.
func TestBaselineNextToItsStonesNeverAFoul(t *testing.T) {
	base := board(t, "B:g8,j8,h9,h10 W:a1,o15,a15,o1")
	for _, s := range rules.Symmetries {
		b := s.ApplyBoard(&base)
		foul := s.Apply(rules.MustPoint("h8"))
		if !rules.IsForbidden(&b, foul) {
			t.Fatalf("symmetry %d: %s should be forbidden", s, foul)
		}
		for seed := uint64(0); seed < 40; seed++ {
			d := NewBaseline(seed).Move(&b, rules.Black)
			if d.Point == foul || rules.IsForbidden(&b, d.Point) || b.At(d.Point) != rules.Empty {
				t.Fatalf("symmetry %d seed %d: Black plays %s", s, seed, d.Point)
			}
			if !touches(&b, d.Point, func(c rules.Stone) bool { return c == rules.Black }) {
				t.Fatalf("symmetry %d seed %d: %s is not next to a black stone", s, seed, d.Point)
			}
		}
	}
	var empty rules.Board
	if d := NewBaseline(1).Move(&empty, rules.Black); d.Point != rules.Center {
		t.Fatalf("on the empty board Black plays %s", d.Point)
	}
}

// On random positions, and through whole games against level 1, every
// move of the baseline is legal.
func TestBaselineNeverPlaysAFoul(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for i := 0; i < 30; i++ {
		b := randomPosition(t, r, 10+r.IntN(40))
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			d := NewBaseline(uint64(i)).Move(&b, c)
			if d.Resign {
				continue
			}
			if j, err := rules.Judge(&b, d.Point, c); err != nil || j.Verdict == rules.Forbidden {
				t.Fatalf("%s: %s plays %s (%v, %v)", rules.FormatStones(&b), c, d.Point, j.Verdict, err)
			}
		}
	}
	for i := 0; i < 4; i++ {
		pl, _ := NewPlayer(1, uint64(i))
		g := PlayGame(NewBaseline(uint64(i)), pl)
		replayGame(t, g)
		pl, _ = NewPlayer(1, uint64(i))
		g = PlayGame(pl, NewBaseline(uint64(i)))
		replayGame(t, g)
	}
}
