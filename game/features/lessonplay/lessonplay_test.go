package lessonplay

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/services/progress"
	"renju/lessons"
	"renju/rules"
)

// pageWith finds a page whose task has the given type.
func pageWith(t *testing.T, typ string) *Page {
	t.Helper()
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if tk := l.Pages[i].Task; tk != nil && tk.Type == typ {
				return New(l, i, &progress.Progress{})
			}
		}
	}
	t.Fatalf("no page with a %s task", typ)
	return nil
}

// wrongPoint is an empty point that is not in the solution.
func wrongPoint(t *testing.T, p *Page) rules.Point {
	t.Helper()
	sol := p.Solution()
	b := p.Page().Board
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			q := rules.Pt(col, row)
			if b.At(q) == rules.Empty && !contains(sol.Points, q) {
				return q
			}
		}
	}
	t.Fatal("no wrong point")
	return rules.Point{}
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func TestClickTaskWrongThenRight(t *testing.T) {
	for _, typ := range []string{lessons.TaskClickForbidden, lessons.TaskFourThree, lessons.TaskClickFive, lessons.TaskClickPoint, lessons.TaskPlayOpening} {
		t.Run(typ, func(t *testing.T) {
			p := pageWith(t, typ)
			assert.True(t, p.ClickTask())
			assert.Equal(t, Asking, p.Phase())
			_, ok := p.WalkPoint()
			assert.False(t, ok, "no walk before an answer")

			g, ok := p.Tap(wrongPoint(t, p))
			require.True(t, ok)
			assert.False(t, g.Correct)
			assert.Equal(t, Wrong, p.Phase())
			p.ShowAnswer()
			assert.True(t, p.AnswerShown())
			_, ok = p.Tap(wrongPoint(t, p))
			assert.False(t, ok, "the answer shown locks the answers")
			if typ != lessons.TaskClickPoint && typ != lessons.TaskPlayOpening {
				wp, ok := p.WalkPoint()
				assert.True(t, ok)
				assert.Contains(t, p.Solution().Points, wp, "once shown, the walk explains the answer, not the point tapped")
			}
			p.Retry()
			assert.Equal(t, Asking, p.Phase())
			assert.False(t, p.AnswerShown())

			sol := p.Solution()
			require.NotEmpty(t, sol.Points)
			g, ok = p.Tap(sol.Points[0])
			require.True(t, ok)
			assert.True(t, g.Correct)
			assert.Equal(t, Right, p.Phase())
			_, ok = p.Tap(wrongPoint(t, p))
			assert.False(t, ok, "answered right: taps do nothing")
			assert.Equal(t, Right, p.Phase())
			if typ == lessons.TaskClickPoint || typ == lessons.TaskPlayOpening {
				_, ok := p.WalkPoint()
				assert.False(t, ok)
			} else {
				wp, ok := p.WalkPoint()
				assert.True(t, ok)
				assert.Equal(t, sol.Points[0], wp, "the walk of the point tapped")
			}
		})
	}
}

func TestOccupiedIsNotAnAnswer(t *testing.T) {
	p := pageWith(t, lessons.TaskClickForbidden)
	stones := p.Page().Board.Stones(rules.Black)
	require.NotEmpty(t, stones)
	_, ok := p.Tap(stones[0])
	assert.False(t, ok)
	q, taken := p.Taken()
	assert.True(t, taken)
	assert.Equal(t, stones[0], q)
	assert.Equal(t, Asking, p.Phase())
}

func TestChoiceTasks(t *testing.T) {
	for _, typ := range []string{lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse} {
		t.Run(typ, func(t *testing.T) {
			p := pageWith(t, typ)
			assert.False(t, p.ClickTask())
			_, ok := p.Tap(rules.Center)
			assert.False(t, ok, "a choice task takes no taps")
			sol := p.Solution().Choice
			require.NotEmpty(t, sol)
			var wrong string
			for _, c := range p.Task().Choices() {
				if c != sol {
					wrong = c
					break
				}
			}
			g, ok := p.Choose(wrong)
			require.True(t, ok)
			assert.False(t, g.Correct)
			wp, ok := p.WalkPoint()
			if twoChoice(p.Task()) {
				// Its walk would tell the answer: it waits for Show answer.
				assert.False(t, ok, "after a wrong answer of two choices, no walk")
				p.ShowAnswer()
				wp, ok = p.WalkPoint()
				p.Retry()
			}
			assert.True(t, ok, "after an answer, the walk of the point asked about")
			assert.Equal(t, p.Task().Point, wp)
			g, ok = p.Choose(sol)
			require.True(t, ok, "a wrong answer can be followed by another at once")
			assert.True(t, g.Correct)
			_, ok = p.Choose(wrong)
			assert.False(t, ok)
		})
	}
}

func TestFindAll(t *testing.T) {
	p := pageWith(t, lessons.TaskFindAll)
	sol := p.Solution().Points
	wrong := wrongPoint(t, p)
	p.Tap(wrong)
	p.Tap(wrong)
	assert.Empty(t, p.Marked(), "a second tap unmarks")
	p.Tap(wrong)
	for _, q := range sol {
		p.Tap(q)
	}
	g, ok := p.Check()
	require.True(t, ok)
	assert.False(t, g.Correct)
	assert.Equal(t, []rules.Point{wrong}, p.Result().Extra)
	wp, ok := p.WalkPoint()
	assert.True(t, ok)
	assert.Equal(t, wrong, wp, "the walk of the point marked wrongly")
	p.Tap(wrong) // unmark: back to asking
	assert.Equal(t, Asking, p.Phase())
	g, ok = p.Check()
	require.True(t, ok)
	assert.True(t, g.Correct)

	p = pageWith(t, lessons.TaskFindAll)
	p.Tap(wrong)
	p.ClearMarks()
	assert.Empty(t, p.Marked())
}

func TestNoTask(t *testing.T) {
	l := fixture(t)
	p := New(l, 0, &progress.Progress{})
	require.Nil(t, p.Task())
	_, ok := p.Tap(rules.Center)
	assert.False(t, ok)
	_, ok = p.Choose("yes")
	assert.False(t, ok)
	_, ok = p.Check()
	assert.False(t, ok)
	assert.Equal(t, lessons.Answer{}, p.Solution())
	assert.Equal(t, len(l.Pages)-1, New(l, 99, &progress.Progress{}).Index(), "clamped")
	assert.Equal(t, 0, New(l, -1, &progress.Progress{}).Index())
}

func TestHint(t *testing.T) {
	p := pageWith(t, lessons.TaskWhichKind)
	assert.False(t, p.HintShown())
	p.TakeHint()
	assert.True(t, p.HintShown())
	assert.False(t, p.Task().Hint.IsZero())
	p = pageWith(t, lessons.TaskClickPoint)
	assert.Equal(t, 1, p.Tiers(), "notation: the sentence only")
	assert.Equal(t, HintLine, p.TakeHint())
	assert.Equal(t, HintNone, p.NextHint())
}

// TestWrongAnswersGoToReview: every answer graded on a page is reported,
// named by the lesson and page, with the page's task on its position
// (the question the review asks again; the journal keeps the first
// answer of the day).
func TestWrongAnswersGoToReview(t *testing.T) {
	p := pageWith(t, lessons.TaskIsForbidden)
	sol := p.Solution().Choice
	wrong := "yes"
	if sol == "yes" {
		wrong = "no"
	}
	p.Choose(wrong)
	p.Choose(sol)
	as := p.answers
	require.Len(t, as, 2)
	assert.Equal(t, "lesson", as[0].From)
	assert.Equal(t, "lesson/"+p.Lesson().ID+"/"+strconv.Itoa(p.Index()+1), as[0].Question)
	assert.False(t, as[0].Right)
	q := as[0].Task
	require.NotNil(t, q)
	assert.Equal(t, lessons.TaskIsForbidden, q.Kind)
	assert.Equal(t, p.Task().Point.String(), q.Point)
	built, err := q.Build()
	require.NoError(t, err)
	assert.Equal(t, p.Page().Board, built.Board)
	assert.True(t, as[1].Right)
	assert.Equal(t, as[0].Question, as[1].Question, "one question")
}

// A task answered right is played out on the board: the stone, its lines
// and a forbidden point's mark; a wrong answer is counted (for its
// sound) but not played.
func TestRightAnswerIsPlayedOut(t *testing.T) {
	p := pageWith(t, lessons.TaskClickForbidden)
	seq, _ := p.Answered()
	assert.Zero(t, seq)
	_, ok := p.Tap(wrongPoint(t, p))
	require.True(t, ok)
	seq, right := p.Answered()
	assert.Equal(t, 1, seq)
	assert.False(t, right)
	assert.Empty(t, p.Picture(false, rules.Point{}, false).Play)
	sol := p.Solution()
	_, ok = p.Tap(sol.Points[0])
	require.True(t, ok)
	seq, right = p.Answered()
	assert.True(t, right)
	assert.Greater(t, seq, 1)
	beats := p.Picture(false, rules.Point{}, false).Play
	require.GreaterOrEqual(t, len(beats), 3, "the stone, a line, the mark")
	last := beats[len(beats)-1].Notes[0]
	assert.Equal(t, boardview.Foul, last.Kind)
	assert.Equal(t, sol.Points[0], last.At)
}
