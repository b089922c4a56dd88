package lessons

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// Hand-checked white-trap positions (White to play).
const (
	// One move, 一杀一禁: J7 is a double-three for Black (J7 K7 L7 and
	// J7 J8 J9). 禁: White K8 makes G4 H5 I6 _ K8, whose only five point
	// is J7 (F3 is Black). 杀: White H10 makes the four E10 F10 G10 H10
	// (five point I10; D10 is Black) and the three H10 H11 H12 — a win
	// without a foul, not the task's.
	trapOneMove = "B:k7,l7,j8,j9,f3,d10,m5,c8,n9 W:g4,h5,i6,e10,f10,g10,h11,h12"
	// Two moves: H8 has one three (F8 G8 H8); H10 is one stone above the
	// gap at H9. White I9 makes E9 F9 G9 _ I9 (D9 is Black): Black must
	// block at H9, which makes H8 H9 H10 a second three through H8. White
	// E5 then makes E5 F6 G7 _ I9, whose only five point is H8 (J10 is
	// Black): a double-three.
	trapTwoMoves = "B:d9,f8,g8,h10,j10,e7 W:e9,f9,g9,f6,g7"
	// Three moves: J9 is legal (L9 and J11 are single stones). White K6
	// (K5 K6 K7 K8, K4 Black) forces Black K9; White K10 (G10 H10 I10 _
	// K10, F10 Black) forces Black J10; now J9 makes J9 K9 L9 and J9 J10
	// J11: White G6 (G6 H7 I8 _ K10, L11 Black) wins on the double-three.
	trapThreeMoves = "B:l9,j11,k4,f10,l11,m7,g8,n10,e7 W:k5,k7,k8,g10,h10,i10,h7,i8"
	// Black has a four of its own: C3 D3 E3 F3 (B3 White), five point G3.
	// White G3 blocks it with a four (G3 G4 G5 G6; G7 Black, so the only
	// five point is G2); any other White four lets Black make five.
	trapBlackFour = "B:c3,d3,e3,f3,g7,k9,m12 W:b3,g4,g5,g6,j10,k10,l10"
)

func trapTask() *Task { return &Task{Type: TaskWhiteTrap} }

func TestTrapOneMove(t *testing.T) {
	b := board(t, trapOneMove)
	task := trapTask()
	st := task.TrapReply(b, rules.MustPoint("k8"))
	assert.Equal(t, TrapForbidden, st.Outcome)
	assert.Equal(t, rules.MustPoint("j7"), st.Black)
	assert.Equal(t, pts("j7"), st.FivePoints)
	require.NotNil(t, st.Trace)
	assert.Equal(t, "double-three", st.Trace.Kind)
	assert.True(t, st.Outcome.WhiteWins())

	kill := task.TrapReply(b, rules.MustPoint("h10"))
	assert.Equal(t, TrapBlackBlocks, kill.Outcome, "the 杀 is a four: Black blocks it")
	assert.Equal(t, rules.MustPoint("i10"), kill.Black)
	require.NotNil(t, kill.Trace)
	assert.Equal(t, "legal", kill.Trace.Verdict)

	assert.Equal(t, pts("k8"), task.TrapSolution(b))
	sol, err := task.Solution(b)
	require.NoError(t, err)
	// H10 and I10 are fours that Black must answer, after which K8 still
	// wins: they start (longer) winning lines too.
	assert.Equal(t, pts("h10", "i10", "k8"), sol.Points)

	r := grade(t, task, b, Answer{Points: pts("k8")})
	assert.True(t, r.Correct)
	assert.True(t, r.Won)
	require.Len(t, r.Trap, 1)
	assert.Equal(t, "j7", r.Trace.Point)

	// The 杀 played out: four, Black blocks, straight four. White wins, but
	// not by a foul.
	r = grade(t, task, b, Answer{Points: pts("h10", "h9")})
	assert.False(t, r.Correct)
	require.Len(t, r.Trap, 2)
	assert.Equal(t, TrapUnstoppable, r.Trap[1].Outcome)
	assert.Equal(t, pts("h8", "h13"), r.Trap[1].FivePoints)
	// The 杀's four first, then the 禁: still a win by a foul.
	r = grade(t, task, b, Answer{Points: pts("h10", "k8")})
	assert.True(t, r.Correct)
	assert.True(t, r.Won)
}

func TestTrapTwoMoves(t *testing.T) {
	b := board(t, trapTwoMoves)
	task := trapTask()
	assert.Empty(t, rules.ForbiddenMap(b), "H8 is not forbidden yet")
	first := task.TrapReply(b, rules.MustPoint("i9"))
	assert.Equal(t, TrapBlackBlocks, first.Outcome)
	assert.Equal(t, rules.MustPoint("h9"), first.Black)

	after := *b
	after.Set(rules.MustPoint("i9"), rules.White)
	after.Set(rules.MustPoint("h9"), rules.Black)
	second := task.TrapReply(&after, rules.MustPoint("e5"))
	assert.Equal(t, TrapForbidden, second.Outcome)
	assert.Equal(t, rules.MustPoint("h8"), second.Black)
	assert.Equal(t, "double-three", second.Trace.Kind)
	assert.Equal(t, TrapNotForcing, task.TrapReply(b, rules.MustPoint("e5")).Outcome, "E5 is no four before I9")

	assert.Equal(t, pts("i9", "h9", "e5"), task.TrapSolution(b))
	sol, err := task.Solution(b)
	require.NoError(t, err)
	assert.Equal(t, pts("i9"), sol.Points)

	r := grade(t, task, b, Answer{Points: pts("i9", "e5")})
	assert.True(t, r.Correct)
	assert.True(t, r.Won)
	assert.Equal(t, []TrapOutcome{TrapBlackBlocks, TrapForbidden}, outcomes(r.Trap))

	r = grade(t, task, b, Answer{Points: pts("i9")})
	assert.True(t, r.Correct, "the first move of a winning line is right so far")
	assert.False(t, r.Won)

	r = grade(t, task, b, Answer{Points: pts("h9")})
	assert.False(t, r.Correct, "H9 is a four too, but Black's block at I9 spoils the diagonal")
	assert.Equal(t, TrapBlackBlocks, r.Trap[0].Outcome)

	r = grade(t, task, b, Answer{Points: pts("i9", "e5", "a1")})
	assert.False(t, r.Correct, "moves after the win")
	assert.Len(t, r.Trap, 2)
	assert.False(t, grade(t, task, b, Answer{}).Correct)
}

func TestTrapThreeMoves(t *testing.T) {
	b := board(t, trapThreeMoves)
	task := trapTask()
	assert.Empty(t, rules.ForbiddenMap(b))
	line := task.TrapSolution(b)
	assert.Equal(t, pts("k6", "k9", "k10", "j10", "g6"), line)
	sol, err := task.Solution(b)
	require.NoError(t, err)
	assert.Equal(t, pts("k6", "k10"), sol.Points, "either forced block may come first")
	r := grade(t, task, b, Answer{Points: pts("k10", "k6", "g6")})
	assert.True(t, r.Won)
	assert.Equal(t, rules.MustPoint("j9"), r.Trap[2].Black)
	// Two moves are not enough: J9 is only a three after K9 alone.
	assert.Nil(t, trapLine(b, 2))
}

func TestTrapNotForcing(t *testing.T) {
	b := board(t, trapTwoMoves)
	task := trapTask()
	st := task.TrapReply(b, rules.MustPoint("h8"))
	assert.Equal(t, TrapNotForcing, st.Outcome, "White on the future forbidden point is no four")
	assert.Nil(t, st.Trace)
	assert.False(t, st.Outcome.WhiteWins())
	r := grade(t, task, b, Answer{Points: pts("h8")})
	assert.False(t, r.Correct)
	assert.Equal(t, []TrapOutcome{TrapNotForcing}, outcomes(r.Trap))

	assert.Equal(t, TrapOccupied, task.TrapReply(b, rules.MustPoint("e9")).Outcome)
	assert.Equal(t, TrapOccupied, task.TrapReply(b, rules.Pt(-1, 3)).Outcome)
}

func TestTrapBlackFive(t *testing.T) {
	b := board(t, trapBlackFour)
	task := trapTask()
	st := task.TrapReply(b, rules.MustPoint("m10"))
	assert.Equal(t, TrapBlackFive, st.Outcome, "White's four on row 10 ignores Black's four")
	assert.Equal(t, rules.MustPoint("g3"), st.Black)
	assert.False(t, st.Outcome.WhiteWins())
	st = task.TrapReply(b, rules.MustPoint("g3"))
	assert.Equal(t, TrapBlackBlocks, st.Outcome, "a four that also blocks Black's five")
	assert.Equal(t, rules.MustPoint("g2"), st.Black)
	_, err := task.Solution(b)
	assert.ErrorContains(t, err, "no line")

	// A Black overline point is no five: White's four goes on.
	ob := board(t, "B:c3,d3,e3,g3,h3,f8 W:b3,f5,f6,f7")
	st = task.TrapReply(ob, rules.MustPoint("f4"))
	assert.Equal(t, TrapForbidden, st.Outcome, "F3 would be six in a row")
	assert.Equal(t, "overline", st.Trace.Kind)
}

func TestTrapWhiteWinsWithoutFoul(t *testing.T) {
	task := trapTask()
	// A live three: White makes a straight four.
	b := board(t, "B:h8,a1,a3 W:e5,f5,g5")
	st := task.TrapReply(b, rules.MustPoint("h5"))
	assert.Equal(t, TrapUnstoppable, st.Outcome)
	assert.Equal(t, pts("d5", "i5"), st.FivePoints)
	assert.True(t, st.Outcome.WhiteWins())
	_, err := task.Solution(b)
	assert.ErrorContains(t, err, "already wins without a foul")
	// A four: White makes five.
	f := board(t, "B:h8,a1,a3,d5 W:e5,f5,g5,h5")
	assert.Equal(t, TrapWhiteFive, task.TrapReply(f, rules.MustPoint("i5")).Outcome)
	_, err = task.Solution(f)
	assert.ErrorContains(t, err, "makes five")
	r, err := task.Grade(board(t, trapOneMove), Answer{Points: pts("h10", "h13")})
	require.NoError(t, err)
	assert.False(t, r.Correct, "a straight four wins, but not by a foul")
	assert.Equal(t, TrapUnstoppable, r.Trap[1].Outcome)
}

func TestParseWhiteTrapAnswer(t *testing.T) {
	task := trapTask()
	marks := map[rules.Point]rune{rules.MustPoint("i9"): 'A'}
	a, err := task.ParseAnswer("A e5", marks)
	require.NoError(t, err)
	assert.Equal(t, pts("i9", "e5"), a.Points)
	a, err = task.ParseAnswer("i9", marks)
	require.NoError(t, err)
	assert.Equal(t, pts("i9"), a.Points)
	assert.Nil(t, task.Choices())
	assert.False(t, task.Multiple())
}

func TestCheckWhiteTrap(t *testing.T) {
	page := func(body string) string {
		return header + "\npage\ntext a | 一\nboard " + trapTwoMoves + "\nmarks A=i9 B=h9 C=e5 D=h8\n" + body
	}
	for _, tc := range []struct {
		body, problem string
	}{
		{"check white-trap A B C D double-three\n", ""},
		{"check white-trap A B C D\n", ""},
		{"check white-trap A B C D overline\n", "the judge says"},
		{"check white-trap C D\n", "White 1 at C (e5): it makes no four"},
		{"check white-trap A D\n", "Black blocks at B (h9), which is legal"},
		{"check white-trap A h10 C D\n", "Black's only defence is B (h9), not H10"},
		{"task white-trap\nanswer A\nhint a | 一\n", ""},
		{"task white-trap\nanswer A C\nhint a | 一\n", ""},
		{"task white-trap\nanswer B\nhint a | 一\n", "the stated answer B (h9) is wrong"},
		{"task white-trap\nhint a | 一\n", "needs an answer line"},
	} {
		l, err := Parse("t.lesson", []byte(page(tc.body)))
		require.NoError(t, err, tc.body)
		probs := Check(l)
		if tc.problem == "" {
			assert.Empty(t, probs, tc.body)
			continue
		}
		require.Len(t, probs, 1, tc.body)
		assert.Contains(t, probs[0].String(), tc.problem, tc.body)
	}
	_, err := Parse("t.lesson", []byte(page("check white-trap A B C\n")))
	assert.ErrorContains(t, err, "check white-trap W1 B1")
	// A position White wins without a foul does not fit the task.
	l, err := Parse("t.lesson", []byte(header+"\npage\ntext a | 一\nboard B:h8,a1,a3 W:e5,f5,g5\ntask white-trap\nanswer h5\nhint a | 一\n"))
	require.NoError(t, err)
	probs := Check(l)
	require.NotEmpty(t, probs)
	assert.Contains(t, probs[0].String(), "already wins without a foul")
}

func outcomes(steps []TrapStep) []TrapOutcome {
	var os []TrapOutcome
	for _, s := range steps {
		os = append(os, s.Outcome)
	}
	return os
}

func mapSorted(s rules.Symmetry, ps []rules.Point) []rules.Point {
	out := mapPoints(s, ps)
	sortPoints(out)
	return out
}

// Under each of the 8 symmetries a trap is the same trap: the same
// outcomes for the mapped moves, a shortest line as long, and the mapped
// set of first moves.
func TestTrapSymmetries(t *testing.T) {
	task := trapTask()
	for _, pos := range []string{trapOneMove, trapTwoMoves, trapThreeMoves, trapBlackFour} {
		b := board(t, pos)
		line := task.TrapSolution(b)
		sol, solErr := task.Solution(b)
		for _, s := range rules.Symmetries {
			tb := s.ApplyBoard(b)
			tline := task.TrapSolution(&tb)
			assert.Len(t, tline, len(line), "%s under %d", pos, s)
			if tline != nil {
				r := grade(t, task, &tb, Answer{Points: whiteMoves(tline)})
				assert.True(t, r.Won, "%s under %d: the line found wins", pos, s)
			}
			if line != nil {
				r := grade(t, task, &tb, Answer{Points: mapPoints(s, whiteMoves(line))})
				assert.True(t, r.Won, "%s under %d: the mapped line wins", pos, s)
			}
			tsol, err := task.Solution(&tb)
			if solErr != nil {
				assert.Error(t, err)
				continue
			}
			require.NoError(t, err)
			assert.Equal(t, mapSorted(s, sol.Points), tsol.Points, "%s under %d", pos, s)
			for _, w := range whiteFourMoves(b) {
				a, c := task.TrapReply(b, w), task.TrapReply(&tb, s.Apply(w))
				assert.Equal(t, a.Outcome, c.Outcome, "%s under %d: %s", pos, s, w)
				assert.Equal(t, s.Apply(a.Black), c.Black, "%s under %d: %s", pos, s, w)
				assert.Equal(t, mapSorted(s, a.FivePoints), c.FivePoints, "%s under %d: %s", pos, s, w)
			}
		}
	}
}

// whiteMoves picks White's moves out of a line W1 B1 W2 … Wn.
func whiteMoves(line []rules.Point) []rules.Point {
	var ws []rules.Point
	for i := 0; i < len(line); i += 2 {
		ws = append(ws, line[i])
	}
	return ws
}

// The search's shared reading of a position (trapMoves) agrees with
// TrapReply move by move, on random positions.
func TestTrapMovesAgreeWithTrapReply(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 300; n++ {
		var b rules.Board
		stones := 10 + rng.Intn(40)
		for i := 0; i < stones; i++ {
			p := rules.Pt(4+rng.Intn(7), 4+rng.Intn(7))
			if rng.Intn(3) == 0 {
				p = rules.Pt(rng.Intn(rules.Size), rng.Intn(rules.Size))
			}
			if b.At(p) == rules.Empty {
				b.Set(p, rules.Stone(1+i%2))
			}
		}
		fast := trapMoves(&b, false)
		var want []rules.Point
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Pt(col, row)
				if st := trapReply(&b, p, false); st.Outcome != TrapNotForcing && st.Outcome != TrapOccupied {
					want = append(want, p)
				}
			}
		}
		var got []rules.Point
		for _, st := range fast {
			got = append(got, st.White)
			slow := trapReply(&b, st.White, false)
			slow.Trace = nil
			assert.Equal(t, slow, st, "%s: %s", rules.FormatStones(&b), st.White)
		}
		sort.Slice(want, func(i, j int) bool { return pointIndex(want[i]) < pointIndex(want[j]) })
		assert.Equal(t, want, got, rules.FormatStones(&b))
	}
}

// Every white-trap page of the curriculum: a winning line exists, it and
// the stated answer win under every symmetry of the page.
func TestCurriculumWhiteTraps(t *testing.T) {
	n := 0
	for _, l := range curriculum(t) {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Task == nil || p.Task.Type != TaskWhiteTrap {
				continue
			}
			n++
			line := p.Task.TrapSolution(&p.Board)
			require.NotNil(t, line, "%s page %d", l.ID, i+1)
			require.NotNil(t, p.Task.Stated, "%s page %d", l.ID, i+1)
			for _, s := range rules.Symmetries {
				q := p.Transformed(s)
				r := grade(t, q.Task, &q.Board, Answer{Points: mapPoints(s, whiteMoves(line))})
				assert.True(t, r.Won, "%s page %d under %d", l.ID, i+1, s)
				r = grade(t, q.Task, &q.Board, *q.Task.Stated)
				assert.True(t, r.Correct, "%s page %d under %d: the stated answer", l.ID, i+1, s)
			}
		}
	}
	t.Logf("%d white-trap pages", n)
}

func benchTrap(b *testing.B, pos string) {
	bd, err := rules.ParsePosition(pos)
	if err != nil {
		b.Fatal(err)
	}
	task := trapTask()
	task.Solution(&bd) // the judge's shape table is built once
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := task.Solution(&bd); err != nil {
			b.Fatal(err)
		}
		task.TrapSolution(&bd)
	}
}

func BenchmarkTrapOneMove(b *testing.B)    { benchTrap(b, trapOneMove) }
func BenchmarkTrapTwoMoves(b *testing.B)   { benchTrap(b, trapTwoMoves) }
func BenchmarkTrapThreeMoves(b *testing.B) { benchTrap(b, trapThreeMoves) }

// A crowded, lopsided position (24 White stones, 16 moves that make a
// four, no win by a foul): the worst of 3000 random positions; the search
// explores every line of up to 5 fours from each first move.
func BenchmarkTrapCrowded(b *testing.B) {
	bd, err := rules.ParsePosition("B:d4,d11,e10,f4,f8,h7,i12,j9,k10,k11,l8,l9,l10,l12 W:d6,d7,d8,e4,e7,e8,e11,f9,f11,f12,g4,g8,g12,h8,h12,i6,i9,i10,i11,j6,j10,k4,l6,l11")
	if err != nil {
		b.Fatal(err)
	}
	trapMoves(&bd, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		trapFirstMoves(&bd)
	}
}

// Checking a whole white-trap lesson page (what `lessons check` does).
func BenchmarkCheckWhiteTrapLesson(b *testing.B) {
	l, ok := ByID("white-trap-play")
	if !ok {
		b.Skip("no white-trap-play lesson")
	}
	Check(l)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if probs := Check(l); len(probs) > 0 {
			b.Fatal(probs)
		}
	}
}

// The white-trap-play lesson says how many fours each task takes: one
// (page 2), two (pages 4 and 5), three (page 6). Those are the shortest
// winning lines, and page 2 is the 一杀一禁 position tested above.
func TestWhiteTrapPlayLesson(t *testing.T) {
	l, ok := ByID("white-trap-play")
	require.True(t, ok)
	want := map[int]int{2: 1, 4: 2, 5: 2, 6: 3}
	for page, n := range want {
		p := &l.Pages[page-1]
		require.NotNil(t, p.Task, "page %d", page)
		require.Equal(t, TaskWhiteTrap, p.Task.Type, "page %d", page)
		assert.Len(t, p.Task.TrapSolution(&p.Board), 2*n-1, "page %d", page)
	}
	assert.Equal(t, *board(t, trapOneMove), l.Pages[1].Board)
	assert.Equal(t, *board(t, trapTwoMoves), l.Pages[2].Board)
	assert.Equal(t, *board(t, trapThreeMoves), l.Pages[5].Board)
}
