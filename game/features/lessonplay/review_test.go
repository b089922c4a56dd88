package lessonplay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// anyPageWith is a page whose task has type typ: the curriculum's first,
// else the tactics fixture's (the tasks only the practice asks).
func anyPageWith(t *testing.T, typ string) *Page {
	t.Helper()
	for _, l := range append(lessons.All(), tactics(t)) {
		for i := range l.Pages {
			if tk := l.Pages[i].Task; tk != nil && tk.Type == typ {
				return New(l, i, &progress.Progress{})
			}
		}
	}
	t.Fatalf("no page with a %s task", typ)
	return nil
}

// answerWrong gives p's task a wrong answer.
func answerWrong(t *testing.T, p *Page) {
	t.Helper()
	tk := p.Task()
	switch {
	case tk.Choices() != nil:
		sol := p.Solution().Choice
		for _, c := range tk.Choices() {
			if c != sol {
				p.Choose(c)
				break
			}
		}
	case tk.Multiple():
		p.Tap(wrongPoint(t, p))
		p.Check()
	default:
		p.Tap(wrongPoint(t, p))
	}
	require.Equal(t, Wrong, p.Phase(), "%s: answered wrong", tk.Type)
}

// answerRight answers the question asked on the review r right.
func answerRight(t *testing.T, r *Review) {
	t.Helper()
	p := r.Page()
	tk := p.Task()
	b := p.Page().Board
	switch {
	case tk.Choices() != nil:
		r.Press(BtnChoice + p.Solution().Choice)
	case tk.Multiple():
		for _, q := range p.Solution().Points {
			r.Tap(q)
		}
		r.Press(BtnCheck)
	case tk.Type == lessons.TaskWhiteTrap:
		line := tk.TrapSolution(&b)
		require.NotEmpty(t, line)
		for i := 0; i < len(line); i += 2 { // White's moves; the board answers each
			r.Tap(line[i])
		}
	case tk.Type == lessons.TaskDefendTrap || tk.Type == lessons.TaskMultiKill:
		r.Tap(p.lessonStated(t))
	default:
		r.Tap(p.Solution().Points[0])
	}
	require.Equal(t, Right, p.Phase(), "%s: answered right on the review", tk.Type)
}

// lessonStated is the answer the fixture states for a tactic's page (its
// Solution searches every point).
func (p *Page) lessonStated(t *testing.T) rules.Point {
	t.Helper()
	l := tactics(t)
	for _, pg := range l.Pages {
		if pg.Task.Type == p.Task().Type && pg.Board == p.Page().Board {
			return pg.Task.Stated.Points[0]
		}
	}
	t.Fatal("no stated answer")
	return rules.Point{}
}

// TestEveryTaskKindComesBack: a wrong first answer to a task of every
// kind of lessons/task.go is reported with its question, which the
// review asks again as a page of its own — in both languages, with the
// prompt of the lesson — and reports its first answer once, as the
// review's.
func TestEveryTaskKindComesBack(t *testing.T) {
	kinds := []string{lessons.TaskClickForbidden, lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse,
		lessons.TaskFindAll, lessons.TaskFourThree, lessons.TaskClickFive, lessons.TaskClickPoint, lessons.TaskPlayOpening,
		lessons.TaskNameOpening, lessons.TaskWhiteTrap, lessons.TaskDefendTrap, lessons.TaskMultiKill, lessons.TaskFifthPair}
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			p := anyPageWith(t, kind)
			answerWrong(t, p)
			as := p.answers
			require.NotEmpty(t, as)
			q := as[0].Task
			require.NotNil(t, q, "the wrong answer carries its question")
			assert.False(t, as[0].Right)
			assert.Equal(t, kind, q.Kind)
			assert.Equal(t, p.Lesson().ID, q.Lesson)

			r, err := AskReview(q.Key(), *q)
			require.NoError(t, err)
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				pan := r.Panel(lang)
				require.NotEmpty(t, pan.Blocks)
				assert.Equal(t, Prompt(r.Page().Page(), lang), pan.Blocks[0].S, "asked in the lesson's words")
				for _, bl := range pan.Blocks {
					assert.NotContains(t, bl.S, "%!", "a text badly formatted")
				}
			}
			if r.Page().ClickTask() {
				assert.True(t, r.Panel(msg.English).AsksPoint)
			}
			assert.Empty(t, r.TakeAnswers(), "no answer yet")
			answerRight(t, r)
			got := r.TakeAnswers()
			require.Len(t, got, 1)
			assert.Equal(t, screenview.Attempt{From: spaced.FromReview, Review: q.Key(), Task: q, Right: true}, got[0])
			answered, right := r.Answered()
			assert.True(t, answered && right)
		})
	}
}

// TestReviewTakesTheFirstAnswer: a wrong answer on the review, then the
// right one, is one answer, the wrong one; the nudge and Show answer
// work as on the page, without stars.
func TestReviewTakesTheFirstAnswer(t *testing.T) {
	p := pageWith(t, lessons.TaskLiveOrFalse)
	q, err := lessons.QuestionOf(p.Lesson().ID, p.Index()+1, p.Page())
	require.NoError(t, err)
	r, err := AskReview(q.Key(), q)
	require.NoError(t, err)
	sol := r.Page().Solution().Choice
	wrong := map[string]string{"live": "false", "false": "live"}[sol]
	r.Press(BtnChoice + wrong)
	text := panelText(r.Panel(msg.English))
	assert.Contains(t, text, "Not quite.")
	assert.NotContains(t, text, "star")
	r.Press(BtnShowAnswer)
	text = panelText(r.Panel(msg.English))
	assert.NotContains(t, text, "counts as seen", "the review has no pages to count")
	r.Press(BtnRetry)
	r.Press(BtnChoice + sol)
	as := r.TakeAnswers()
	require.Len(t, as, 1)
	assert.False(t, as[0].Right, "the first answer is the one filed")
	assert.Empty(t, r.TakeAnswers())
	for _, b := range r.Panel(msg.English).Rows {
		for _, x := range b {
			assert.NotContains(t, x.Label, "star", "hints cost nothing on the review")
		}
	}
}

// TestReviewHintWithoutItsPage: a question whose page is gone (a
// practice item) takes the practice's hint of its kind, in its lesson's
// words; one whose page is found takes the page's.
func TestReviewHintWithoutItsPage(t *testing.T) {
	p := pageWith(t, lessons.TaskLiveOrFalse)
	q, err := lessons.QuestionOf(p.Lesson().ID, p.Index()+1, p.Page())
	require.NoError(t, err)
	r, err := AskReview(q.Key(), q)
	require.NoError(t, err)
	assert.Equal(t, p.Task().Hint, r.Page().Task().Hint, "the page's own hint")
	q.Page = 0 // a practice item of the same lesson
	r, err = AskReview(q.Key(), q)
	require.NoError(t, err)
	want := msg.T(msg.English, msg.PracticeHintThreeEarly) // lesson 3 comes before the false threes
	assert.Equal(t, want, r.Page().Task().Hint.EN)
}

func panelText(p screenview.Panel) string {
	var sb strings.Builder
	for _, b := range p.Blocks {
		sb.WriteString(b.S + "\n")
	}
	return sb.String()
}
