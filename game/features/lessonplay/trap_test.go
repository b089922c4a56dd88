package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// longestTrap is the curriculum's white-trap page with the longest line.
func longestTrap(t *testing.T) (*lessons.Lesson, int, []rules.Point) {
	t.Helper()
	var best *lessons.Lesson
	var at int
	var line []rules.Point
	for _, l := range lessons.All() {
		for i := range l.Pages {
			pg := &l.Pages[i]
			if pg.Task == nil || pg.Task.Type != lessons.TaskWhiteTrap {
				continue
			}
			b := pg.Board
			if ln := pg.Task.TrapSolution(&b); len(ln) > len(line) {
				best, at, line = l, i, ln
			}
		}
	}
	require.NotNil(t, best, "no white-trap task in the lessons")
	require.GreaterOrEqual(t, len(line), 3, "a trap of two moves or more")
	return best, at, line
}

// The learner plays White's fours one at a time; the board answers each
// with Black's forced block; a move that is not a four is refused and the
// line stays; the last four leaves Black only a forbidden point.
func TestWhiteTrapMoveByMove(t *testing.T) {
	l, i, line := longestTrap(t)
	prog := &progress.Progress{}
	p := New(l, i, prog)
	require.True(t, p.ClickTask())
	assert.Equal(t, "Your turn: play White. Force Black onto a forbidden point with fours.", p.View(msg.English, Place{}).Feedback[0].S)

	g, ok := p.Tap(line[0])
	require.True(t, ok)
	assert.True(t, g.Correct)
	assert.Equal(t, Asking, p.Phase(), "the line goes on")
	b := p.trapBoard()
	assert.Equal(t, rules.White, b.At(line[0]))
	assert.Equal(t, rules.Black, b.At(line[1]), "Black's forced block is played")
	v := p.View(msg.English, Place{})
	assert.Contains(t, v.Feedback[1].S, "Black's only defence is "+line[1].Upper())
	assert.False(t, prog.Tried(l.ID, i+1), "a move in the middle is not an answer")
	pic := p.Picture(false, rules.Point{}, false)
	assert.Equal(t, rules.Black, pic.Stones.At(line[1]))

	// A quiet move far away: not a four, refused; the line stays.
	var quiet rules.Point
	for _, q := range []string{"a1", "o1", "a15", "o15", "b2", "n14"} {
		if pt := rules.MustPoint(q); b.At(pt) == rules.Empty {
			quiet = pt
			break
		}
	}
	g, ok = p.Tap(quiet)
	require.True(t, ok)
	assert.False(t, g.Correct)
	assert.Equal(t, Wrong, p.Phase())
	assert.Contains(t, p.View(msg.English, Place{}).Feedback[2].S, "makes no four")
	after := p.trapBoard()
	assert.Equal(t, rules.Empty, after.At(quiet), "a wrong move is not played")

	for k := 2; k < len(line); k += 2 {
		g, ok = p.Tap(line[k])
		require.True(t, ok)
	}
	assert.True(t, g.Correct)
	assert.Equal(t, Right, p.Phase())
	fb := p.View(msg.English, Place{}).Feedback
	assert.Contains(t, fb[len(fb)-2].S, "is forbidden")
	assert.Contains(t, fb[len(fb)-2].S, "White wins")
	assert.Zero(t, prog.Star(l.ID, i+1), "a wrong move came first: no star")
	assert.True(t, prog.IsDone(l.ID, i+1))

	// Why? walks the forbidden point, on the board with White's last four.
	wp, ok := p.WalkPoint()
	require.True(t, ok)
	wb := p.WalkBoard()
	assert.Equal(t, rules.White, wb.At(line[len(line)-1]))
	tr, err := rules.Explain(&wb, wp, rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "forbidden", tr.Verdict)
}

// A hint on a white-trap marks White's next four; there is no walk tier.
func TestWhiteTrapHint(t *testing.T) {
	l, i, _ := longestTrap(t)
	p := New(l, i, &progress.Progress{})
	assert.Equal(t, 2, p.Tiers())
	p.TakeHint()
	assert.Equal(t, HintPoint, p.NextHint())
	p.TakeHint()
	assert.Equal(t, HintNone, p.NextHint())
	pts := p.hintPoints()
	require.Len(t, pts, 1)
	b := l.Pages[i].Board
	st := l.Pages[i].Task.TrapReply(&b, pts[0])
	assert.NotEqual(t, lessons.TrapNotForcing, st.Outcome, "the point marked is a four")
}

// A name-opening page is shown in a random orientation; in each of the 8
// the right name is right, and a wrong one says why.
func TestNameOpeningInEveryOrientation(t *testing.T) {
	defer func(o func() rules.Symmetry) { orient = o }(orient)
	p0 := pageWith(t, lessons.TaskNameOpening)
	l, i := p0.Lesson(), p0.Index()
	for _, s := range rules.Symmetries {
		orient = func() rules.Symmetry { return s }
		p := New(l, i, &progress.Progress{})
		want := l.Pages[i].Transformed(s)
		assert.Equal(t, want.Board, p.Page().Board, "symmetry %d", s)
		sol := p.Solution().Choice
		require.NotEmpty(t, sol)
		v := p.View(msg.English, Place{})
		require.Len(t, v.Buttons, len(p.Task().Choices())+1, "the names and the hint")
		assert.Equal(t, lessons.OpeningLabel(p.Task().Choices()[0], "en"), v.Buttons[0].Label)
		for _, ch := range p.Task().Choices() {
			if ch == sol {
				continue
			}
			g, ok := p.Choose(ch)
			require.True(t, ok)
			assert.False(t, g.Correct)
			assert.NotEmpty(t, p.openingWhy(msg.English), "why %s is wrong", ch)
			assert.NotEmpty(t, p.openingWhy(msg.Chinese))
		}
		g, ok := p.Choose(sol)
		require.True(t, ok)
		assert.True(t, g.Correct, "symmetry %d", s)
	}
}
