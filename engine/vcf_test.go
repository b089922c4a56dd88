package engine

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

// judged is the verdict of c at p, from the judge alone.
func judged(t testing.TB, b *rules.Board, p rules.Point, c rules.Stone) rules.Judgement {
	t.Helper()
	j, err := rules.Judge(b, p, c)
	if err != nil {
		t.Fatalf("judging %s at %s: %v", c, p, err)
	}
	return j
}

// fivesByJudge lists c's five points on b by asking the judge about every
// empty point: independent of the engine's own scanning.
func fivesByJudge(t testing.TB, b *rules.Board, c rules.Stone) []rules.Point {
	var ps []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && judged(t, b, p, c).Verdict == rules.Five {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

// verifyLine replays a winning line on b and checks every claim with the
// judge: each attacking move is legal and a four (or the final five), the
// defender has no five of its own before each reply, each reply is the
// four's only five point, and the end is a five (two five points, or a
// five played) or Black's forbidden only defence.
func verifyLine(t testing.TB, b rules.Board, l Line) {
	t.Helper()
	att, def := l.Color, l.Color.Opponent()
	if !l.Win || len(l.Moves) == 0 || len(l.Moves)%2 == 0 {
		t.Fatalf("not a winning line: %+v", l)
	}
	for i, m := range l.Moves {
		if b.At(m.Point) != rules.Empty {
			t.Fatalf("move %d at %s: occupied", i+1, m.Point)
		}
		if i%2 == 1 {
			if m.Color != def || m.Role != RoleDefence {
				t.Fatalf("move %d: %+v is not the defender's block", i+1, m)
			}
			b.Set(m.Point, def)
			if counter := len(fivesByJudge(t, &b, def)) > 0; m.CounterFour != counter {
				t.Fatalf("move %d at %s: marked counter-four %v, the judge says %v", i+1, m.Point, m.CounterFour, counter)
			}
			continue
		}
		if m.Color != att {
			t.Fatalf("move %d: %+v is not the attacker's", i+1, m)
		}
		j := judged(t, &b, m.Point, att)
		if m.Role == RoleFive {
			if j.Verdict != rules.Five || i != len(l.Moves)-1 || l.End != EndFive {
				t.Fatalf("move %d at %s: claimed a five, judge says %v", i+1, m.Point, j.Verdict)
			}
			return
		}
		// A four: the defender must not have a five to play instead.
		if fs := fivesByJudge(t, &b, def); len(fs) > 1 || len(fs) == 1 && fs[0] != m.Point {
			t.Fatalf("%s: move %d at %s: the defender could make five at %v first", rules.FormatStones(&b), i+1, m.Point, fs)
		}
		if j.Verdict != rules.Legal {
			t.Fatalf("move %d at %s: the attacker's four is %v", i+1, m.Point, j.Verdict)
		}
		b.Set(m.Point, att)
		fives := fivesByJudge(t, &b, att)
		if len(fives) == 0 {
			t.Fatalf("move %d at %s is not a four", i+1, m.Point)
		}
		if i == len(l.Moves)-1 {
			switch l.End {
			case EndFive:
				if len(fives) < 2 || !samePoints(fives, l.FivePoints) {
					t.Fatalf("last four at %s: five points %v, line says %v", m.Point, fives, l.FivePoints)
				}
				if fs := fivesByJudge(t, &b, def); len(fs) > 0 {
					t.Fatalf("last four at %s: the defender makes five at %v first", m.Point, fs)
				}
			case EndFoul:
				if att != rules.White || len(fives) != 1 || fives[0] != l.Foul.Point {
					t.Fatalf("last four at %s: five points %v, foul claimed at %s", m.Point, fives, l.Foul.Point)
				}
				if fs := fivesByJudge(t, &b, rules.Black); len(fs) > 0 {
					t.Fatalf("last four at %s: Black makes five at %v instead", m.Point, fs)
				}
				if j := judged(t, &b, l.Foul.Point, rules.Black); j.Verdict != rules.Forbidden || j.Kind != l.Foul.Kind {
					t.Fatalf("foul at %s: the judge says %v %v, the line %v", l.Foul.Point, j.Verdict, j.Kind, l.Foul.Kind)
				}
			default:
				t.Fatalf("a winning line with no end: %+v", l)
			}
			return
		}
		if len(fives) != 1 || l.Moves[i+1].Point != fives[0] {
			t.Fatalf("move %d at %s: five points %v, the reply is %s", i+1, m.Point, fives, l.Moves[i+1].Point)
		}
		if def == rules.Black && judged(t, &b, fives[0], rules.Black).Verdict == rules.Forbidden {
			t.Fatalf("move %d: Black's reply %s is forbidden, the line should end there", i+1, fives[0])
		}
	}
}

func samePoints(a, b []rules.Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// naiveVCF is the VCF rule written the plainest way, on the judge alone:
// every empty point is tried, every five point found by judging. It is the
// reference the engine is compared with; fours is the most attacker fours.
func naiveVCF(t testing.TB, b *rules.Board, att rules.Stone, fours int) bool {
	def := att.Opponent()
	if len(fivesByJudge(t, b, att)) > 0 {
		return true
	}
	threats := fivesByJudge(t, b, def)
	if len(threats) >= 2 || fours == 0 {
		return false
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty || len(threats) == 1 && p != threats[0] {
				continue
			}
			if judged(t, b, p, att).Verdict != rules.Legal {
				continue
			}
			nb := *b
			nb.Set(p, att)
			fives := fivesByJudge(t, &nb, att)
			switch {
			case len(fives) == 0:
				continue
			case len(fives) >= 2:
				return true
			case def == rules.Black && judged(t, &nb, fives[0], rules.Black).Verdict == rules.Forbidden:
				return true
			}
			nb.Set(fives[0], def)
			if naiveVCF(t, &nb, att, fours-1) {
				return true
			}
		}
	}
	return false
}

func fours(l Line) int {
	n := 0
	for _, m := range l.Moves {
		if m.Color == l.Color && m.Role == RoleFour {
			n++
		}
	}
	return n
}

func board(t testing.TB, s string) rules.Board {
	t.Helper()
	b, err := rules.ParseStones(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Hand-checked positions.
func TestVCFHand(t *testing.T) {
	cases := []struct {
		name   string
		stones string
		color  rules.Stone
		win    bool
		fours  int
		end    End
		foul   string // the forbidden point, for EndFoul
		kind   rules.Kind
	}{
		// White's K12 makes a four (H9 I10 J11 K12; L13 is Black) whose
		// only five point, G8, is a double-three for Black (E8 F8 G8
		// across, G6 G7 G8 up): the four catches a foul. White's G8 would
		// be a four too, but F7 closes it to one five point.
		{"white four catches a double-three", "B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11", rules.White, true, 1, EndFoul, "g8", rules.DoubleThree},
		// Black's open three H8 I8 J8: G8 makes a straight four.
		{"black open three becomes a straight four", "B:h8,i8,j8,h9,h10 W:a1,a3,a5,a7,a9", rules.Black, true, 1, EndFive, "", 0},
		// Nothing to do.
		{"empty board", "", rules.White, false, 0, NoEnd, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := board(t, c.stones)
			l, err := VCF(&b, c.color, Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %+v", c.name, l)
			if l.Win != c.win {
				t.Fatalf("win %v, want %v", l.Win, c.win)
			}
			if !l.Win {
				if !l.Complete {
					t.Errorf("no win, but not proved")
				}
				return
			}
			verifyLine(t, b, l)
			if fours(l) != c.fours || l.End != c.end {
				t.Errorf("%d fours ending in %v, want %d ending in %v", fours(l), l.End, c.fours, c.end)
			}
			if c.end == EndFoul && (l.Foul.Point.String() != c.foul || l.Foul.Kind != c.kind) {
				t.Errorf("foul %v %v, want %s %v", l.Foul.Point, l.Foul.Kind, c.foul, c.kind)
			}
		})
	}
}

// randomPosition places n stones, alternately Black and White, near the
// centre, with no five on the board and no five point for either colour
// (so that every win found needs a four).
func randomPosition(t testing.TB, r *rand.Rand, n int) rules.Board {
	for {
		var b rules.Board
		for i := 0; i < n; i++ {
			c := rules.Black
			if i%2 == 1 {
				c = rules.White
			}
			for {
				p := rules.Pt(3+r.IntN(9), 3+r.IntN(9))
				if b.At(p) == rules.Empty {
					b.Set(p, c)
					break
				}
			}
		}
		if !hasFive(&b) && len(fivesByJudge(t, &b, rules.Black)) == 0 && len(fivesByJudge(t, &b, rules.White)) == 0 {
			return b
		}
	}
}

// hasFive reports whether some line of b holds five or more of a colour.
func hasFive(b *rules.Board) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			c := b.At(p)
			if c == rules.Empty {
				continue
			}
			for _, l := range lines {
				n := 0
				for k := 0; k < 5; k++ {
					if b.At(rules.Pt(p.Col+k*l.dc, p.Row+k*l.dr)) == c && rules.Pt(p.Col+k*l.dc, p.Row+k*l.dr).OnBoard() {
						n++
					}
				}
				if n == 5 {
					return true
				}
			}
		}
	}
	return false
}

// TestVCFAgainstNaive compares the engine with the naive reference on
// random positions, for both colours, up to two fours; every line found
// is replayed by the judge.
func TestVCFAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 2026))
	positions := 60
	if testing.Short() {
		positions = 20 // the first win by a foul comes within 20 (with 15 none did)
	}
	wins, fouls, deep := 0, 0, 0
	for i := 0; i < positions; i++ {
		b := randomPosition(t, r, 18+r.IntN(20))
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			l, err := VCF(&b, c, Options{MaxFours: 2})
			if err != nil {
				t.Fatal(err)
			}
			want := naiveVCF(t, &b, c, 2)
			if l.Win != want {
				t.Fatalf("position %s, %s: engine win %v, naive %v", rules.FormatStones(&b), c, l.Win, want)
			}
			if l.Win {
				wins++
				if l.End == EndFoul {
					fouls++
				}
				if fours(l) == 2 {
					deep++
				}
				verifyLine(t, b, l)
			}
		}
	}
	t.Logf("%d wins in %d searches: %d by a foul, %d in two fours", wins, 2*positions, fouls, deep)
	if fouls == 0 || deep == 0 {
		t.Fatal("no win by a foul or in two fours: the test checks too little")
	}
}

// TestVCFSymmetry: the shortest win has the same length under the 8
// symmetries of the board, and each line found replays.
func TestVCFSymmetry(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	checked := 0
	for i := 0; i < 200 && checked < 12; i++ {
		b := randomPosition(t, r, 30+r.IntN(16))
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			base, _ := VCF(&b, c, Options{MaxNodes: 200_000})
			if !base.Win {
				continue
			}
			checked++
			for _, sym := range rules.Symmetries {
				sb := sym.ApplyBoard(&b)
				l, _ := VCF(&sb, c, Options{MaxNodes: 200_000})
				if !l.Win || fours(l) != fours(base) {
					t.Fatalf("%s under symmetry %d: win %v in %d fours, base %d fours", rules.FormatStones(&b), sym, l.Win, fours(l), fours(base))
				}
				verifyLine(t, sb, l)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no winning position found: the test checks nothing")
	}
}

// TestVCFNeverChangesTheBoard and always ends within its budget.
func TestVCFBudget(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 99))
	for i := 0; i < 30; i++ {
		b := randomPosition(t, r, 30+r.IntN(16))
		before := b
		l, err := VCF(&b, rules.White, Options{MaxNodes: 5000})
		if err != nil {
			t.Fatal(err)
		}
		if b != before {
			t.Fatal("the search changed the board")
		}
		if l.Nodes > 5000 {
			t.Fatalf("%d nodes over a budget of 5000", l.Nodes)
		}
		if l.Win {
			verifyLine(t, b, l)
		}
	}
}

// TestMarkCounterFours: Black's forced block at H8 (of White's H9–H12,
// H13 being Black) also makes E8 F8 G8 H8 a four (D8 is White): a
// counter-four; White's block of it at I8 is not a defence.
func TestMarkCounterFours(t *testing.T) {
	b := board(t, "B:e8,f8,g8,h13 W:d8,h9,h10,h11")
	moves := []Move{
		{Point: rules.MustPoint("h12"), Color: rules.White, Role: RoleFour},
		{Point: rules.MustPoint("h8"), Color: rules.Black, Role: RoleDefence},
		{Point: rules.MustPoint("i8"), Color: rules.White, Role: RoleFour},
		{Point: rules.MustPoint("a1"), Color: rules.Black, Role: RoleDefence},
	}
	markCounterFours(b, moves)
	if !moves[1].CounterFour || moves[3].CounterFour || moves[0].CounterFour {
		t.Fatalf("marks: %+v", moves)
	}
	if fs := fivesByJudge(t, &b, rules.Black); len(fs) != 0 {
		t.Fatalf("Black already has five points %v", fs)
	}
}

// TestVCFOneMoveTwoFouls (一子双禁): White's G8 makes two fours on the G
// line (G5 _ G7 G8 G9 and G7 G8 G9 _ G11); both five points, G6 and G10,
// are forbidden for Black, so Black cannot block either.
func TestVCFOneMoveTwoFouls(t *testing.T) {
	b := board(t, "B:d5,d9,d12,e8,e11,e12,f6,f9,f11,f12,i5,i6,j8,k9,k10 W:d4,d11,e7,f4,g5,g7,g9,g11,h12,i4,i8,i9,j12,k5")
	nb := b
	nb.Set(rules.MustPoint("g8"), rules.White)
	fives := fivesByJudge(t, &nb, rules.White)
	if !samePoints(fives, []rules.Point{rules.MustPoint("g6"), rules.MustPoint("g10")}) {
		t.Fatalf("White's five points after G8: %v", fives)
	}
	for _, f := range fives {
		if j := judged(t, &nb, f, rules.Black); j.Verdict != rules.Forbidden {
			t.Fatalf("%s is %v for Black", f, j.Verdict)
		}
	}
	l, _ := VCF(&b, rules.White, Options{})
	if !l.Win || fours(l) != 1 {
		t.Fatalf("VCF %+v", l)
	}
	verifyLine(t, b, l)
}

// TestSearchesYield: a search calls Options.Yield every YieldEvery
// positions (VCT: at least every YieldEveryVCT positions, and inside an
// expansion's loops too), and the player passes its Yield on, so the
// browser can draw frames while it thinks.
func TestSearchesYield(t *testing.T) {
	// Black's VCF here takes 1,053 positions (eight fours).
	b := board(t, "B:d6,e9,e12,g4,h4,h5,h8,h10,j11,k4,k7,k8,l5,l10 W:d5,d8,e7,f10,g7,g8,h9,i8,k5,k9,k10,k11,l7,l12")
	for _, s := range []struct {
		search func(*rules.Board, rules.Stone, Options) (Line, error)
		every  int
	}{{VCF, YieldEvery}, {VCT, YieldEveryVCT}} {
		calls := 0
		l, _ := s.search(&b, rules.Black, Options{MaxNodes: 1000, Yield: func() { calls++ }})
		want := l.Nodes / s.every
		ok := calls == want
		if s.every == YieldEveryVCT {
			ok = calls >= want // VCT yields within expansions as well
		}
		if !ok {
			t.Errorf("%d nodes, %d yields, want %d", l.Nodes, calls, want)
		}
		if l.Nodes < s.every {
			t.Errorf("only %d nodes: the test checks nothing", l.Nodes)
		}
	}
	calls := 0
	pl, _ := NewPlayer(5, 1)
	pl.Yield = func() { calls++ }
	pl.Move(&b, rules.Black)
	if calls == 0 {
		t.Error("the player never yielded")
	}
}
