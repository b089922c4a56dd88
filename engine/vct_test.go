package engine

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

// verifyVCTLine replays a VCT's principal line and checks each attacker
// move with the judge: a four leaves a five point; a three leaves a legal
// move after which there are two five points; the defender's moves are
// legal; the end holds.
func verifyVCTLine(t *testing.T, b rules.Board, l Line) {
	t.Helper()
	att, def := l.Color, l.Color.Opponent()
	for i, m := range l.Moves {
		if b.At(m.Point) != rules.Empty {
			t.Fatalf("move %d at %s: occupied", i+1, m.Point)
		}
		j := judged(t, &b, m.Point, m.Color)
		if m.Color == rules.Black && j.Verdict == rules.Forbidden {
			t.Fatalf("move %d: Black plays the forbidden %s", i+1, m.Point)
		}
		b.Set(m.Point, m.Color)
		if m.Color != att {
			continue
		}
		switch m.Role {
		case RoleFive:
			if j.Verdict != rules.Five {
				t.Fatalf("move %d at %s: not a five", i+1, m.Point)
			}
			return
		case RoleFour:
			if len(fivesByJudge(t, &b, att)) == 0 {
				t.Fatalf("move %d at %s: not a four", i+1, m.Point)
			}
		case RoleThree:
			if !hasStraightFourByJudge(t, &b, att) {
				t.Fatalf("%s: move %d at %s: not a three", rules.FormatStones(&b), i+1, m.Point)
			}
		case RoleBlock:
		default:
			t.Fatalf("move %d: attacker's role %v", i+1, m.Role)
		}
	}
	switch l.End {
	case EndFoul:
		fs := fivesByJudge(t, &b, att)
		if def != rules.Black || len(fs) != 1 || fs[0] != l.Foul.Point || judged(t, &b, fs[0], rules.Black).Verdict != rules.Forbidden {
			t.Fatalf("a foul at %s claimed; five points %v", l.Foul.Point, fs)
		}
	case EndFive:
		// Two five points, or a three nothing stops.
		if len(fivesByJudge(t, &b, att)) < 2 && !hasStraightFourByJudge(t, &b, att) {
			t.Fatalf("the line ends in neither two five points nor a standing three")
		}
	default:
		t.Fatalf("no end: %+v", l)
	}
}

// hasStraightFourByJudge: c has a legal move after which it has two five
// points (asked of the judge only).
func hasStraightFourByJudge(t *testing.T, b *rules.Board, c rules.Stone) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			s := rules.Pt(col, row)
			if b.At(s) != rules.Empty || !nearSame(b, s, c, 3) || judged(t, b, s, c).Verdict != rules.Legal {
				continue
			}
			nb := *b
			nb.Set(s, c)
			if len(fivesByJudge(t, &nb, c)) >= 2 {
				return true
			}
		}
	}
	return false
}

func TestVCTHand(t *testing.T) {
	// White's I8 makes two open threes (G8 H8 I8 across, I8 I9 I10 up):
	// White has no forbidden moves, and no four to play, so only a VCT wins.
	b := board(t, "B:a1,a3,c1,o15 W:g8,h8,i9,i10")
	if l, _ := VCF(&b, rules.White, Options{}); l.Win {
		t.Fatalf("a VCF: %+v", l)
	}
	l, err := VCT(&b, rules.White, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !l.Win {
		t.Fatalf("no VCT: %+v", l)
	}
	t.Logf("%+v", l)
	verifyVCTLine(t, b, l)
	// For Black the same shape is a double-three: forbidden, and no VCT
	// starts there.
	bb := board(t, "B:g8,h8,i9,i10 W:a1,a3,c1,o15")
	lb, _ := VCT(&bb, rules.Black, Options{MaxNodes: 3000})
	if lb.Win && lb.Moves[0].Point == rules.MustPoint("i8") {
		t.Fatalf("Black's VCT starts with the double-three I8: %+v", lb)
	}
}

// TestVCTFindsEveryVCF and its lines replay; where the VCT proves there is
// no win, there is no VCF either.
func TestVCTFindsEveryVCF(t *testing.T) {
	r := rand.New(rand.NewPCG(77, 7))
	vcfs, extra := 0, 0
	n := 12
	if testing.Short() {
		n = 4
	}
	for i := 0; i < n; i++ {
		b := randomPosition(t, r, 12+r.IntN(20))
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			f, _ := VCF(&b, c, Options{})
			v, _ := VCT(&b, c, Options{MaxNodes: 4000})
			if f.Win {
				vcfs++
				if !v.Win && v.Complete {
					t.Fatalf("%s %s: a VCF, but the VCT proved none", rules.FormatStones(&b), c)
				}
			}
			if v.Win {
				if !f.Win {
					extra++
				}
				verifyVCTLine(t, b, v)
			}
		}
	}
	t.Logf("%d VCFs; %d VCT wins without a VCF", vcfs, extra)
}

// TestVCTThreeWhoseKeyPointIsForbidden: White's F11 makes F11 G11 _ I11,
// whose straight-four point H11 is a double-three for Black. Black can
// only defend at an end (E11 or J11); White takes the other end, a four
// whose one five point is H11: a caught foul. No VCF exists before F11.
// Every legal Black reply to F11 loses (checked one by one).
func TestVCTThreeWhoseKeyPointIsForbidden(t *testing.T) {
	b := board(t, "B:f9,f10,g5,g7,g10,g12,h5,j9,l6 W:d10,f4,f5,g11,h12,i8,i11,j5,l12")
	if l, _ := VCF(&b, rules.White, Options{}); l.Win {
		t.Fatalf("a VCF: %+v", l)
	}
	l, _ := VCT(&b, rules.White, Options{MaxNodes: 2000})
	if !l.Win || l.Moves[0].Point != rules.MustPoint("f11") || l.End != EndFoul || l.Foul.Point != rules.MustPoint("h11") || l.Foul.Kind != rules.DoubleThree {
		t.Fatalf("VCT %+v", l)
	}
	verifyVCTLine(t, b, l)
	nb := b
	nb.Set(rules.MustPoint("f11"), rules.White)
	if j := judged(t, &nb, rules.MustPoint("h11"), rules.Black); j.Verdict != rules.Forbidden {
		t.Fatalf("H11 is %v for Black", j.Verdict)
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			q := rules.Pt(col, row)
			if nb.At(q) != rules.Empty || judged(t, &nb, q, rules.Black).Verdict == rules.Forbidden {
				continue
			}
			after := nb
			after.Set(q, rules.Black)
			if f, _ := VCF(&after, rules.White, Options{}); f.Win {
				continue
			}
			if v, _ := VCT(&after, rules.White, Options{MaxNodes: 2000}); !v.Win {
				t.Fatalf("after Black's %s White has no win", q)
			}
		}
	}
}
