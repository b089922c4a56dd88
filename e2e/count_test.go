package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/daily"
)

// One count, in the real app: a wrong tap and then the right one on
// lesson 1 page 1 are one question toward the daily goal; its wrong
// first answer is queued for review; the page answered again after a
// reload, the same day, adds nothing, wrong as it is.
func TestOneCountPerQuestion(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#lesson=board-and-five/1")
	tb.waitState("lesson 1 page 1", func(s appState) bool { return s.Lesson == "board-and-five" && s.Page == 1 })
	tb.clickPoint("k5")
	tb.waitButton("task.answer")
	s := tb.state()
	require.NotNil(t, s.Daily)
	assert.Equal(t, 1, s.Daily.Done, "a wrong tap: one question")
	assert.Equal(t, 1, s.Review.Queued, "its first answer was wrong: queued")
	tb.clickPoint("k4")
	tb.waitNoButton("task.answer")
	s = tb.state()
	assert.Equal(t, 1, s.Daily.Done, "the right tap after it: the same question")
	assert.Equal(t, 1, s.Review.Queued)
	tb.waitStored("the day's count", func(m map[string]string) bool { return m[daily.StorageKey] != "" })

	// Again after a reload, the same day, wrong: nothing more.
	tb.open("")
	tb.navigate("#lesson=board-and-five/1")
	tb.waitState("lesson 1 page 1 again", func(s appState) bool { return s.Lesson == "board-and-five" && s.Page == 1 })
	tb.clickPoint("k6")
	tb.waitButton("task.answer")
	s = tb.state()
	assert.Equal(t, 1, s.Daily.Done, "answered again the same day")
	assert.Equal(t, 1, s.Review.Queued)
	tb.noProblems()
}

// Every mistake comes back: a wrong "Live three" on lesson 3 page 5 (a
// question no drill asks) and an overline tapped on lesson 1 page 7 are
// both queued, come back on #review as their lessons asked them, and
// are answered there through the canvas. The nudge the wrong two-choice
// answer gets, and the review's question, are shot on the desktop in
// English; TestReviewQuestionShots shoots them on a phone in 中文.
func TestLessonMistakesComeBack(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#lesson=three/5")
	tb.waitState("lesson 3 page 5", func(s appState) bool { return s.Lesson == "three" && s.Page == 5 })
	tb.screenshot("hint-cost-1280x800")
	tb.clickButton("choice.live")
	tb.waitButton("task.answer")
	assert.NotContains(t, tb.buttons(), "task.why", "two choices: a nudge, not the walk that tells the answer")
	tb.screenshot("nudge-1280x800")
	s := tb.state()
	assert.Equal(t, 1, s.Review.Queued, "the wrong live-or-false answer is queued")

	tb.navigate("#lesson=board-and-five/7")
	tb.waitState("lesson 1 page 7", func(s appState) bool { return s.Lesson == "board-and-five" && s.Page == 7 })
	tb.clickPoint("f5") // six in a row: an overline, not five
	tb.waitButton("task.answer")
	s = tb.state()
	assert.Equal(t, 2, s.Review.Queued, "the overline tap is queued")
	assert.Equal(t, 2, s.Review.Due)

	// Both come back, in either order: two misses due in the same second
	// are asked in the order of their keys (spaced.Queue.Due), so the
	// order depends on how fast the page was answered.
	tb.navigate("#review")
	asked := map[string]bool{}
	for range 2 {
		s = tb.waitState("a mistake", func(s appState) bool {
			return s.Screen == "review" && s.Review != nil && s.Review.Key != "" && !s.Review.Answered && !asked[s.Review.Key]
		})
		asked[s.Review.Key] = true
		assert.Equal(t, "lesson", s.Review.From)
		switch s.Review.Lesson {
		case "three":
			assert.Equal(t, "live-or-false", s.Review.Type)
			assert.Equal(t, "i7", s.Review.Point)
			tb.screenshot("review-question-1280x800")
			tb.clickButton("choice.false")
			tb.waitState("answered", func(s appState) bool { return s.Review.Answered })
		case "board-and-five":
			assert.Equal(t, "click-five", s.Review.Type)
			tb.clickPoint("k9")
			tb.waitState("answered", func(s appState) bool { return s.Review.Answered })
			tb.screenshot("review-answered-1280x800")
		default:
			t.Fatalf("a mistake of lesson %q: %s", s.Review.Lesson, s.JSON())
		}
		tb.clickButton("review.next")
	}
	s = tb.waitState("nothing due", func(s appState) bool { return s.Review.Due == 0 })
	assert.Equal(t, 2, s.Review.Queued, "both kept for tomorrow")
	assert.Equal(t, 2, s.Review.Right)
	assert.Equal(t, 2, s.Review.Asked)
	assert.Equal(t, 4, s.Daily.Done, "two on the pages, two on the review")
	tb.noProblems()
}

// The hint's cost, the nudge and the review's question on a phone, in
// both languages, for looking at.
func TestReviewQuestionShots(t *testing.T) {
	tb := sharedTab(t, phone, "en")
	setLang := func(lang string) {
		assert.Empty(t, eval[string](tb, `window.renju.setLang("`+lang+`")`))
		// Chinese waits for its fonts, fetched the first time.
		tb.waitStateFor("the language", 40*time.Second, func(s appState) bool { return s.Lang == lang })
	}
	tb.open("#lesson=three/5")
	tb.waitState("lesson 3 page 5", func(s appState) bool { return s.Lesson == "three" && s.Page == 5 })
	setLang("zh")
	tb.screenshot("hint-cost-zh-390x844") // before the answer: the hint's cost on its button
	tb.clickButton("choice.live")
	tb.waitButton("task.answer")
	tb.screenshot("nudge-zh-390x844")
	setLang("en")
	tb.screenshot("nudge-en-390x844")
	tb.navigate("#review")
	tb.waitState("the review's question", func(s appState) bool { return s.Review != nil && s.Review.Lesson == "three" })
	tb.screenshot("review-question-en-390x844")
	setLang("zh")
	tb.screenshot("review-question-zh-390x844")
	tb.clickButton("choice.live")
	tb.waitState("answered", func(s appState) bool { return s.Review.Answered })
	tb.screenshot("review-wrong-zh-390x844")
	tb.noProblems()
}
