package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func board(t *testing.T, s string) *rules.Board {
	t.Helper()
	b, err := rules.ParsePosition(s)
	require.NoError(t, err)
	return &b
}

func pts(names ...string) []rules.Point {
	var ps []rules.Point
	for _, n := range names {
		ps = append(ps, rules.MustPoint(n))
	}
	return ps
}

func grade(t *testing.T, task *Task, b *rules.Board, a Answer) Result {
	t.Helper()
	r, err := task.Grade(b, a)
	require.NoError(t, err)
	return r
}

func TestGradeClickForbidden(t *testing.T) {
	// H8 is a double-three, M5 too (see the double-three lesson).
	b := board(t, "B:f8,g8,h9,h10,k5,l5,m6,m7 W:e9,j11,n8")
	task := &Task{Type: TaskClickForbidden}
	r := grade(t, task, b, Answer{Points: pts("h8")})
	assert.True(t, r.Correct)
	assert.Equal(t, pts("h8", "m5"), r.Expected.Points)
	require.NotNil(t, r.Trace)
	assert.Equal(t, "forbidden", r.Trace.Verdict)
	assert.True(t, grade(t, task, b, Answer{Points: pts("m5")}).Correct, "any forbidden point is right")
	r = grade(t, task, b, Answer{Points: pts("i8")})
	assert.False(t, r.Correct)
	assert.Equal(t, "legal", r.Trace.Verdict, "the trace explains why the click is wrong")
	r = grade(t, task, b, Answer{Points: pts("f8")})
	assert.False(t, r.Correct, "an occupied point")
	assert.Nil(t, r.Trace)
	assert.False(t, grade(t, task, b, Answer{}).Correct, "no click")
	assert.Nil(t, task.Choices())

	_, err := task.Grade(board(t, "B:h8"), Answer{Points: pts("h9")})
	assert.Error(t, err, "a board without forbidden points does not fit the task")
}

func TestGradeIsForbiddenAndWhichKind(t *testing.T) {
	cases := []struct {
		pos, point     string
		forbidden      bool
		kind           string
		wrongKind      string
		wrongForbidden string
	}{
		{"B:f8,g8,h9,h10", "h8", true, "double-three", "double-four", "no"},
		{"B:e8,f8,g8,h9,h10,h11 W:d8", "h8", true, "double-four", "double-three", "no"},
		{"B:c8,d8,e8,g8,h8", "f8", true, "overline", "legal", "no"},
		{"B:f8,g8,h9,h10 W:e8", "h8", false, "legal", "double-three", "yes"},
		{"B:d8,e8,f8,g8,h9,h10,i9,j10", "h8", false, "five", "double-three", "yes"},
	}
	for _, tc := range cases {
		b := board(t, tc.pos)
		p := rules.MustPoint(tc.point)
		is := &Task{Type: TaskIsForbidden, Point: p}
		yes := "no"
		if tc.forbidden {
			yes = "yes"
		}
		assert.Equal(t, []string{"yes", "no"}, is.Choices())
		r := grade(t, is, b, Answer{Choice: yes})
		assert.True(t, r.Correct, tc.pos)
		assert.Equal(t, yes, r.Expected.Choice)
		require.NotNil(t, r.Trace)
		assert.Equal(t, tc.point, r.Trace.Point)
		assert.False(t, grade(t, is, b, Answer{Choice: tc.wrongForbidden}).Correct, tc.pos)
		assert.True(t, grade(t, is, b, Answer{Choice: " YES "}).Correct == tc.forbidden, "choices ignore case and spaces")

		kind := &Task{Type: TaskWhichKind, Point: p}
		assert.Contains(t, kind.Choices(), tc.kind)
		assert.True(t, grade(t, kind, b, Answer{Choice: tc.kind}).Correct, tc.pos)
		assert.False(t, grade(t, kind, b, Answer{Choice: tc.wrongKind}).Correct, tc.pos)
	}
	_, err := (&Task{Type: TaskIsForbidden, Point: rules.MustPoint("f8")}).Grade(board(t, "B:f8"), Answer{Choice: "no"})
	assert.Error(t, err, "an occupied point does not fit")
}

func TestGradeLiveOrFalse(t *testing.T) {
	b := board(t, "B:f8,g8,h9,h10 W:e8")
	h8 := rules.MustPoint("h8")
	hor := &Task{Type: TaskLiveOrFalse, Point: h8, Dir: "horizontal"}
	ver := &Task{Type: TaskLiveOrFalse, Point: h8, Dir: "vertical"}
	assert.True(t, grade(t, hor, b, Answer{Choice: "false"}).Correct)
	assert.False(t, grade(t, hor, b, Answer{Choice: "live"}).Correct)
	assert.True(t, grade(t, ver, b, Answer{Choice: "live"}).Correct)
	dia := &Task{Type: TaskLiveOrFalse, Point: h8, Dir: "diagonal"}
	_, err := dia.Grade(b, Answer{Choice: "live"})
	assert.ErrorContains(t, err, "no three on the diagonal line")
}

func TestGradeFindAll(t *testing.T) {
	b := board(t, "B:f8,g8,h9,h10,k5,l5,m6,m7 W:e9,j11,n8")
	task := &Task{Type: TaskFindAll}
	assert.True(t, task.Multiple())
	r := grade(t, task, b, Answer{Points: pts("m5", "h8")})
	assert.True(t, r.Correct, "order does not matter")
	r = grade(t, task, b, Answer{Points: pts("h8", "i8")})
	assert.False(t, r.Correct)
	assert.Equal(t, pts("m5"), r.Missing)
	assert.Equal(t, pts("i8"), r.Extra)
	// No forbidden point: the right answer is the empty set.
	empty := board(t, "B:h8 W:h9")
	assert.True(t, grade(t, task, empty, Answer{}).Correct)
	assert.False(t, grade(t, task, empty, Answer{Points: pts("a1")}).Correct)
}

func TestGradeFourThreeAndFive(t *testing.T) {
	// N4 is a four-three; H8 is four-three-three (forbidden).
	b := board(t, "B:e8,f8,g8,h9,h10,i9,j10,k4,l4,m4,n5,n6 W:d8,j4,e11")
	task := &Task{Type: TaskFourThree}
	r := grade(t, task, b, Answer{Points: pts("n4")})
	assert.True(t, r.Correct)
	assert.Equal(t, "four-three", r.Trace.Reason)
	assert.False(t, grade(t, task, b, Answer{Points: pts("h8")}).Correct, "the 4-3-3 trap")
	_, err := task.Grade(board(t, "B:h8"), Answer{Points: pts("h9")})
	assert.Error(t, err)

	five := &Task{Type: TaskClickFive}
	fb := board(t, "B:f8,g8,h8,i8")
	r = grade(t, five, fb, Answer{Points: pts("j8")})
	assert.True(t, r.Correct)
	assert.Equal(t, pts("e8", "j8"), r.Expected.Points)
	assert.False(t, grade(t, five, fb, Answer{Points: pts("d8")}).Correct)
}

func TestGradeClickPointAndOpening(t *testing.T) {
	task := &Task{Type: TaskClickPoint, Point: rules.Center}
	var empty rules.Board
	assert.True(t, grade(t, task, &empty, Answer{Points: pts("h8")}).Correct)
	assert.False(t, grade(t, task, &empty, Answer{Points: pts("h9")}).Correct)

	open := &Task{Type: TaskPlayOpening, Arg: "4D"}
	b := board(t, "h8 h9")
	r := grade(t, open, b, Answer{Points: pts("i9")})
	assert.True(t, r.Correct)
	assert.Equal(t, pts("g9", "i9"), r.Expected.Points, "花月 and its mirror image")
	assert.False(t, grade(t, open, b, Answer{Points: pts("i10")}).Correct)
	_, err := open.Grade(board(t, "h8 h9 i9"), Answer{Points: pts("j9")})
	assert.Error(t, err, "the board must hold moves 1 and 2 only")
}

func TestParseAnswer(t *testing.T) {
	marks := map[rules.Point]rune{rules.MustPoint("h8"): 'A'}
	click := &Task{Type: TaskClickForbidden}
	a, err := click.ParseAnswer("A", marks)
	require.NoError(t, err)
	assert.Equal(t, pts("h8"), a.Points)
	a, err = click.ParseAnswer("i9", marks)
	require.NoError(t, err)
	assert.Equal(t, pts("i9"), a.Points)
	_, err = click.ParseAnswer("h8 i9", marks)
	assert.Error(t, err)
	_, err = click.ParseAnswer("", marks)
	assert.Error(t, err)

	all := &Task{Type: TaskFindAll}
	a, err = all.ParseAnswer("none", marks)
	require.NoError(t, err)
	assert.Empty(t, a.Points)
	a, err = all.ParseAnswer("A i9", marks)
	require.NoError(t, err)
	assert.Equal(t, pts("h8", "i9"), a.Points)

	kind := &Task{Type: TaskWhichKind}
	a, err = kind.ParseAnswer("Double-Three", nil)
	require.NoError(t, err)
	assert.Equal(t, "double-three", a.Choice)
	_, err = kind.ParseAnswer("triple", nil)
	assert.ErrorContains(t, err, "want one of overline, double-four, double-three, legal, five")
}

// Every task of the curriculum grades its own solution as correct.
func TestCurriculumTasksGradeTheirSolutions(t *testing.T) {
	for _, l := range curriculum(t) {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Task == nil {
				continue
			}
			sol, err := p.Task.Solution(&p.Board)
			require.NoError(t, err, "%s page %d", l.ID, i+1)
			if p.Task.Multiple() || p.Task.Choices() != nil {
				assert.True(t, grade(t, p.Task, &p.Board, sol).Correct, "%s page %d", l.ID, i+1)
				continue
			}
			for _, pt := range sol.Points {
				assert.True(t, grade(t, p.Task, &p.Board, Answer{Points: []rules.Point{pt}}).Correct, "%s page %d %s", l.ID, i+1, pt)
			}
		}
	}
}

func TestSymmetricAndWhiteShapes(t *testing.T) {
	// 寒星 with White 4 on I9 is symmetric about row 9, off the centre.
	b := board(t, "h8 h9 h10 i9")
	assert.True(t, symmetric(b, rules.MustPoint("j10"), rules.MustPoint("j8")))
	assert.False(t, symmetric(b, rules.MustPoint("g10"), rules.MustPoint("i10")))
	// Only Black 1: every symmetry about the centre.
	one := board(t, "h8")
	assert.True(t, symmetric(one, rules.MustPoint("h9"), rules.MustPoint("g8")))
	assert.False(t, symmetric(one, rules.MustPoint("h9"), rules.MustPoint("i9")))
	// An empty board: the point maps to itself only through the centre's
	// symmetries (no stones, no shift).
	var empty rules.Board
	assert.True(t, symmetric(&empty, rules.MustPoint("a1"), rules.MustPoint("o15")))

	w := board(t, "W:e3,f3,g3,h4,h5")
	f, th := whiteShapes(w, rules.MustPoint("h3"))
	assert.Equal(t, 1, f)
	assert.Equal(t, 1, th)
	f, th = whiteShapes(w, rules.MustPoint("a15"))
	assert.Zero(t, f+th)
}
