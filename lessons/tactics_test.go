package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// defendBoard: H8 is a double-three for Black; White's J6 K5 L4 (M3 is
// Black) threaten I7, a four whose only five point is H8. Black to play.
const defendBoard = "B:h10,h9,g8,i8,m3 W:j9,j6,k5,l4,b14"

func TestDefendTrap(t *testing.T) {
	b, err := rules.ParseStones(defendBoard)
	require.NoError(t, err)
	task := &Task{Type: TaskDefendTrap}
	sol, err := task.Solution(&b)
	require.NoError(t, err)
	assert.Contains(t, sol.Points, rules.MustPoint("i7"), "taking White's four point")
	assert.NotContains(t, sol.Points, rules.MustPoint("h8"), "the forbidden point itself")
	assert.NotContains(t, sol.Points, rules.MustPoint("b2"), "a move far away")
	assert.Equal(t, []rules.Point{rules.MustPoint("i7")}, task.TrapSolution(&b)[:1], "White's threat")

	r, err := task.Grade(&b, Answer{Points: []rules.Point{rules.MustPoint("h8")}})
	require.NoError(t, err)
	assert.False(t, r.Correct)
	require.NotNil(t, r.Defence)
	assert.Equal(t, DefendForbidden, r.Defence.Outcome)
	require.NotNil(t, r.Trace)
	assert.Equal(t, "double-three", r.Trace.Kind)

	r, err = task.Grade(&b, Answer{Points: []rules.Point{rules.MustPoint("b2")}})
	require.NoError(t, err)
	assert.False(t, r.Correct)
	assert.Equal(t, DefendTrapped, r.Defence.Outcome)
	assert.Equal(t, rules.MustPoint("i7"), r.Defence.Line[0])

	r, err = task.Grade(&b, Answer{Points: []rules.Point{rules.MustPoint("i7")}})
	require.NoError(t, err)
	assert.True(t, r.Correct)
	assert.Equal(t, DefendSafe, r.Defence.Outcome)

	// Not a defend-trap position: White to play, or no threat.
	w, _ := rules.ParseStones("B:h10,h9,g8,i8,m3 W:j9,j6,k5,l4")
	_, err = task.Solution(&w)
	assert.ErrorContains(t, err, "Black must be to play")
	quiet, _ := rules.ParseStones("B:h8 W:h9")
	_, err = task.Solution(&quiet)
	assert.ErrorContains(t, err, "threatens no line")
}

// multiKillBoard: White at H8 makes the four E8 F8 G8 H8 (D8 is Black)
// and the three H8 H9 H10: a four and a three. White to play.
const multiKillBoard = "B:d8,c3,m12,l3,b13,n2 W:e8,f8,g8,h9,h10"

func TestMultiKill(t *testing.T) {
	b, err := rules.ParseStones(multiKillBoard)
	require.NoError(t, err)
	task := &Task{Type: TaskMultiKill}
	sol, err := task.Solution(&b)
	require.NoError(t, err)
	assert.Contains(t, sol.Points, rules.MustPoint("h8"))
	assert.GreaterOrEqual(t, Threats(&b, rules.MustPoint("h8")), 2, "the five point and the straight fours")

	win, _, found := MultiKill(&b, rules.MustPoint("h11"))
	assert.True(t, found, "H11 makes a three")
	assert.False(t, win, "a three alone is answered")
	r, err := task.Grade(&b, Answer{Points: []rules.Point{rules.MustPoint("h11")}})
	require.NoError(t, err)
	assert.False(t, r.Correct)
	require.NotNil(t, r.Reply)
	r, err = task.Grade(&b, Answer{Points: []rules.Point{rules.MustPoint("a1")}})
	require.NoError(t, err)
	assert.False(t, r.Correct)
	assert.Nil(t, r.Reply, "A1 makes no threat to answer")

	// White already wins in one move: no question.
	open, _ := rules.ParseStones("B:d8,c3,m12,l3,b13,n2,a2 W:f8,g8,h8,b5,b7,m2")
	_, err = task.Solution(&open)
	assert.ErrorContains(t, err, "already wins")
}

func TestFifthPair(t *testing.T) {
	var b rules.Board
	for i, m := range []string{"h8", "h9", "h10", "h6"} {
		b.Set(rules.MustPoint(m), []rules.Stone{rules.Black, rules.White}[i%2])
	}
	ask := func(p, q string) string {
		t.Helper()
		task := &Task{Type: TaskFifthPair, Point: rules.MustPoint(p), Pair: rules.MustPoint(q)}
		sol, err := task.Solution(&b)
		require.NoError(t, err)
		return sol.Choice
	}
	assert.Equal(t, "same", ask("g9", "i9"), "mirror images across column H")
	assert.Equal(t, "different", ask("g9", "j10"))
	_, err := (&Task{Type: TaskFifthPair, Point: rules.MustPoint("h8"), Pair: rules.MustPoint("j9")}).Solution(&b)
	assert.ErrorContains(t, err, "empty points")
}

// The new tasks parse from a lesson file.
func TestParseTacticTasks(t *testing.T) {
	src := header + "\npage\ntext T. | 文。\nmoves h8 h9 h10 h6\nmarks A=g9 B=i9\ntask fifth-pair A B\nanswer same\nhint H | 提示\n" +
		"\npage\ntext T. | 文。\nboard " + defendBoard + "\ntask defend-trap\nanswer i7\nhint H | 提示\n" +
		"\npage\ntext T. | 文。\nboard " + multiKillBoard + "\ntask multi-kill\nanswer h8\nhint H | 提示\n"
	l, err := Parse("x.lesson", []byte(src))
	require.NoError(t, err)
	require.Len(t, l.Pages, 3)
	assert.Equal(t, rules.MustPoint("i9"), l.Pages[0].Task.Pair)
	assert.Empty(t, Check(l))
	_, err = Parse("x.lesson", []byte(header+"\npage\ntext T. | 文。\ntask fifth-pair g9\nhint H | 提示\n"))
	assert.ErrorContains(t, err, "task fifth-pair takes 2 operand(s): task fifth-pair POINT POINT")
}

// Grading judges the move tapped alone; it agrees with Solution on every
// point of the board.
func TestTacticGradeAgreesWithSolution(t *testing.T) {
	for typ, pos := range map[string]string{TaskDefendTrap: defendBoard, TaskMultiKill: multiKillBoard} {
		b, err := rules.ParseStones(pos)
		require.NoError(t, err)
		task := &Task{Type: typ}
		sol, err := task.Solution(&b)
		require.NoError(t, err)
		for _, p := range emptyPoints(&b) {
			r, err := task.Grade(&b, Answer{Points: []rules.Point{p}})
			require.NoError(t, err)
			assert.Equal(t, containsPoint(sol.Points, p), r.Correct, "%s at %s", typ, p)
		}
	}
}
