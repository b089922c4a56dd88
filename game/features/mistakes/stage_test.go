package mistakes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/features/lessonplay"
	"renju/game/parts/drillplay"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"renju/game/vocab/stagecheck"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// reviewDrills are a drill of every type at levels 1 and 2, as the
// Drills or Foul Storm would have filed them.
func reviewDrills(t *testing.T) []drills.Drill {
	t.Helper()
	var out []drills.Drill
	for _, typ := range drills.Types {
		for level := 1; level <= 2; level++ {
			d, err := drills.NewGenerator(3).Next(typ, level)
			require.NoError(t, err)
			out = append(out, d)
		}
	}
	return out
}

// lessonQuestions are the question of every task of every lesson page,
// as a lesson files a wrong answer.
func lessonQuestions(t *testing.T) []lessons.Question {
	t.Helper()
	var out []lessons.Question
	for _, l := range lessons.All() {
		for i := range l.Pages {
			if l.Pages[i].Task == nil {
				continue
			}
			q, err := lessons.QuestionOf(l.ID, i+1, &l.Pages[i])
			require.NoError(t, err, "%s page %d", l.ID, i+1)
			out = append(out, q)
		}
	}
	return out
}

// drillNeeds are the fouls a drill's answer names.
func drillNeeds(d *drills.Drill) map[string]bool {
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return nil
	}
	needs := map[string]bool{}
	add := func(b *rules.Board, s string) {
		if p, err := rules.ParsePoint(s); err == nil && b.At(p) == rules.Empty {
			for k := range stagecheck.Needs(b, p, rules.Black) {
				needs[k] = true
			}
		}
	}
	add(&b, d.Point)
	for _, f := range d.Answer.Fouls {
		add(&b, f.Point)
	}
	for i, s := range d.Answer.Points {
		if d.Type == drills.Trap && i < len(d.Answer.Covers) {
			after := b
			after.Set(rules.MustPoint(s), rules.White)
			add(&after, d.Answer.Covers[i])
			continue
		}
		add(&b, s)
	}
	return needs
}

// reviewDrillsAt asks each drill item on the review of a learner who has
// done the check's lessons (cover), answers it wrong (or has it shown),
// and checks the question, the feedback and its walk.
func reviewDrillsAt(t *testing.T, c *stagecheck.Check, ds []drills.Drill, cover func(m *Model)) {
	for i, d := range ds {
		j := journal.New()
		j.Now = func() time.Time { return time.Date(2026, 12, 7, 10, 0, 0, 0, time.Local) }
		j.Answered(screenview.Attempt{From: spaced.FromDrills, Drill: d})
		m := New(askLesson)
		m.UseJournal(j)
		cover(m)
		require.NotNil(t, m.Drill(), "drill %d is asked", i)
		where := fmt.Sprintf("review drill %d (%s level %d)", i, d.Type, d.Level)
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			c.Panel(where+" question", lang, m.Panel(lang), nil)
		}
		switch {
		case d.Type == drills.IsForbidden && *d.Answer.Forbidden:
			m.Press(drillplay.AnswerNo.ID())
		case d.Type == drills.IsForbidden:
			m.Press(drillplay.AnswerYes.ID())
		case d.Type == drills.LiveOrFalse && *d.Answer.Live:
			m.Press(drillplay.AnswerFalse.ID())
		case d.Type == drills.LiveOrFalse:
			m.Press(drillplay.AnswerLive.ID())
		default:
			m.Press(drillplay.ShowAnswer.ID())
		}
		require.Equal(t, drillplay.Feedback, m.Drill().Phase(), where)
		needs := drillNeeds(&d)
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			c.Panel(where+" feedback", lang, m.Panel(lang), needs)
		}
		m.Press(drillplay.WalkPoint.ID())
		if w, ok := m.TakeWalk(); ok {
			c.Walk(where, w, stagecheck.WalkNeeds(w))
		}
	}
}

// A drill on the review is asked in the words of the lessons the
// learner has done (a drill keeps no lesson of its own): its question,
// feedback and walk, at the stage of a learner after lesson 3, after
// lesson 5 and after every lesson, in both languages.
func TestReviewDrillsSpeakToTheLearnersStage(t *testing.T) {
	ds := reviewDrills(t)
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			reviewDrillsAt(t, c, ds, func(m *Model) { m.Cover(st.Done) })
			c.Report(t)
		})
	}
}

// The check fails where it should: a review never told the lessons done
// asks a lesson-3 learner's live-or-false drill with "False three".
func TestReviewDrillsStageCheckCatches(t *testing.T) {
	c := stagecheck.New(stagecheck.Stages()[0])
	reviewDrillsAt(t, c, reviewDrills(t), func(*Model) {})
	assert.Contains(t, c.Summary(), "false-three")
}

// A lesson's question on the review is asked in the words of its own
// lesson, whatever the learner has done since: its question, the answer
// shown, a wrong choice's nudge, and the walk Why? opens (framed and
// worded as the lesson's page frames it) use only the terms that lesson
// and those before it taught, in both languages.
func TestReviewLessonItemsSpeakInTheirLessonsWords(t *testing.T) {
	qs := lessonQuestions(t)
	require.NotEmpty(t, qs)
	checks := map[string]*stagecheck.Check{}
	for _, q := range qs {
		c := checks[q.Lesson]
		if c == nil {
			c = stagecheck.New(stagecheck.Stage{Name: "lesson " + q.Lesson, Taught: glossary.Stage(q.Lesson)})
			checks[q.Lesson] = c
		}
		reviewLessonItem(t, c, q, true)
	}
	for _, l := range lessons.All() {
		if c := checks[l.ID]; c != nil {
			c.Report(t)
		}
	}
}

// reviewLessonItem asks q on a review of a learner who has done every
// lesson; staged: the walk is opened as the review opens it (false: as
// the review opened it before it took the lesson's words: the forbidden
// question, every term).
func reviewLessonItem(t *testing.T, c *stagecheck.Check, q lessons.Question, staged bool) {
	j := journal.New()
	j.Now = func() time.Time { return time.Date(2026, 12, 7, 10, 0, 0, 0, time.Local) }
	j.Answered(screenview.Attempt{From: spaced.FromLesson, Task: &q})
	m := New(askLesson)
	m.UseJournal(j)
	m.Cover(stagecheck.Done(""))
	if m.Task() == nil {
		return // a question the judge cannot ask again says so (tested apart)
	}
	where := fmt.Sprintf("review %s page %d (%s)", q.Lesson, q.Page, q.Kind)
	langs := []msg.Lang{msg.English, msg.Chinese}
	for _, lang := range langs {
		c.Panel(where+" question", lang, m.Panel(lang), nil)
	}
	// Each choice, the wrong one's nudge first (a click task: a tap on
	// its point and one beside it).
	var choices []string
	for _, row := range m.Panel(msg.English).Rows {
		for _, b := range row {
			if strings.HasPrefix(b.ID, lessonplay.BtnChoice) {
				choices = append(choices, b.ID)
			}
		}
	}
	for _, id := range choices {
		m.Press(id)
		for _, lang := range langs {
			c.Panel(where+" "+id, lang, m.Panel(lang), nil)
		}
		why(t, c, m, where+" "+id, staged)
	}
	if r, ok := m.Task().(*lessonplay.Review); ok && len(choices) == 0 {
		// A click task: taps beside the stones until one is answered.
		b := r.Page().Page().Board
		for _, p := range nearPoints(&b) {
			m.Tap(p)
			if has(m.Panel(msg.English), lessonplay.BtnShowAnswer) || has(m.Panel(msg.English), lessonplay.BtnWhy) {
				for _, lang := range langs {
					c.Panel(where+" tap "+p.Upper(), lang, m.Panel(lang), nil)
				}
				why(t, c, m, where+" tap "+p.Upper(), staged)
				break
			}
		}
	}
	if has(m.Panel(msg.English), lessonplay.BtnShowAnswer) {
		m.Press(lessonplay.BtnShowAnswer)
		for _, lang := range langs {
			c.Panel(where+" answer shown", lang, m.Panel(lang), nil)
		}
	}
	why(t, c, m, where, staged)
}

// why walks what Why? opens, when it is offered.
func why(t *testing.T, c *stagecheck.Check, m *Model, where string, staged bool) {
	if !has(m.Panel(msg.English), lessonplay.BtnWhy) {
		return
	}
	m.Press(lessonplay.BtnWhy)
	w, ok := m.TakeWalk()
	if !assert.True(t, ok, "%s: Why? opens a walk", where) {
		return
	}
	if !staged {
		w.Options = []tutor.Option{tutor.WithStage(nil)} // every term, the forbidden question
	}
	c.Walk(where, w, nil)
}

// The check fails where it should: the questions of lessons 1 and 2
// walked on the review as the review opened them before (every term,
// the forbidden question: "It makes no four and no three") name the
// three, which neither has taught.
func TestReviewLessonItemsCheckCatches(t *testing.T) {
	var found []string
	for _, id := range []string{"board-and-five", "fours"} {
		l, ok := lessons.ByID(id)
		require.True(t, ok)
		c := stagecheck.New(stagecheck.Stage{Name: "lesson " + id, Taught: glossary.Stage(id)})
		for i := range l.Pages {
			if l.Pages[i].Task == nil {
				continue
			}
			q, err := lessons.QuestionOf(l.ID, i+1, &l.Pages[i])
			require.NoError(t, err)
			reviewLessonItem(t, c, q, false)
		}
		found = append(found, c.Findings()...)
	}
	assert.Contains(t, strings.Join(found, "\n"), "walk")
	assert.Contains(t, strings.Join(found, "\n"), "three is not taught")
}

// has reports whether p shows the button id.
func has(p screenview.Panel, id string) bool {
	for _, row := range p.Rows {
		for _, b := range row {
			if b.ID == id {
				return true
			}
		}
	}
	return false
}

// nearPoints are the empty points next to a stone, in the board's order.
func nearPoints(b *rules.Board) []rules.Point {
	var out []rules.Point
	for row := range rules.Size {
		for col := range rules.Size {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty {
				continue
			}
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
				q := rules.Point{Col: col + d[0], Row: row + d[1]}
				if q.OnBoard() && b.At(q) != rules.Empty {
					out = append(out, p)
					break
				}
			}
		}
	}
	return out
}
