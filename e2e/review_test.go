package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/spaced"
)

// Mistakes that come back, in the real app: a drill answered wrong is in
// the review queue, due, after a reload; the review screen asks it with
// the drills' buttons, and a right answer sends it to tomorrow.
func TestMissedDrillComesBackForReview(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#drills=is-forbidden.1")
	tb.clickButton("drill.start")
	s := tb.waitStateFor("the first drill", 10*time.Second, asking)
	missed := *s.Drill
	answerIsForbidden(t, tb, s.Drill, false)
	s = tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
	require.NotNil(t, s.Review)
	assert.Equal(t, 1, s.Review.Queued)
	assert.Equal(t, 1, s.Review.Due, "a miss is due at once")
	require.NotNil(t, s.Daily)
	assert.Equal(t, 1, s.Daily.Done, "an answer counts toward the daily goal")
	tb.waitStored("the queue", func(m map[string]string) bool { return m[spaced.StorageKey] != "" })

	// After a reload: still queued and due.
	tb.open("")
	s = tb.state()
	require.NotNil(t, s.Review)
	assert.Equal(t, 1, s.Review.Queued)
	assert.Equal(t, 1, s.Review.Due)

	// Home says so; its button opens the review, which asks it again, as
	// the drills did.
	assert.Contains(t, tb.buttons(), "home.review")
	tb.screenshot("review-home-1280x800")
	tb.clickButton("home.review")
	s = tb.waitStateFor("the review's drill", 10*time.Second, func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "asking" })
	assert.Equal(t, "review", s.Screen)
	assert.Equal(t, missed.Position, s.Review.Position)
	assert.Equal(t, missed.Point, s.Review.Point)
	assert.Equal(t, "drills", s.Review.From)
	tb.screenshot("review-asking-1280x800")
	answerIsForbidden(t, tb, s.Drill, true)
	s = tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill != nil && s.Drill.Phase == "feedback" })
	require.NotNil(t, s.Drill.Correct)
	assert.True(t, *s.Drill.Correct)
	tb.key(kb.Enter)
	s = tb.waitStateFor("nothing due", 5*time.Second, func(s appState) bool { return s.Review != nil && s.Review.Due == 0 })
	assert.Equal(t, 1, s.Review.Queued, "kept for tomorrow")
	assert.Equal(t, 1, s.Review.Right)
	assert.Equal(t, 2, s.Daily.Done)
	tb.screenshot("review-done-1280x800")
}

// The daily goal and its streak: a learner who met the goal yesterday
// (two days running) meets it today and the streak becomes three.
func TestDailyGoalAndStreak(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	// The goal met yesterday, in the browser's own time zone, as the app
	// counts days.
	tb.resetWith(`""`, `(() => {
		const d = new Date(Date.now() - 86400000);
		const pad = n => String(n).padStart(2, "0");
		const y = d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate());
		return {"renju.start": "skipped", "renju.daily": JSON.stringify({unit: "items", goal: 5, met: y, streak: 2})};
	})()`, true)
	// Home's goal button opens the goal's screen; 10 questions, then 5.
	tb.clickButton("home.goal")
	tb.waitState("the goal's screen", func(s appState) bool { return s.Screen == "goal" })
	tb.clickButton("goal.set.items.10")
	tb.waitState("a goal of 10", func(s appState) bool { return s.Daily.Goal == 10 })
	tb.clickButton("goal.set.items.5")
	tb.waitState("a goal of 5", func(s appState) bool { return s.Daily.Goal == 5 })
	tb.screenshot("goal-1280x800")
	tb.open("#drills=is-forbidden.1")
	s := tb.state()
	require.NotNil(t, s.Daily)
	assert.Equal(t, 5, s.Daily.Goal)
	assert.Equal(t, 0, s.Daily.Done)
	assert.Equal(t, 2, s.Daily.Streak, "met yesterday: the streak stands today")
	tb.clickButton("drill.start")
	for i := range 5 {
		s = tb.waitStateFor("a drill", 10*time.Second, asking)
		answerIsForbidden(t, tb, s.Drill, i%2 == 0)
		s = tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
		assert.Equal(t, i+1, s.Daily.Done)
		if i < 4 {
			assert.Equal(t, 2, s.Daily.Streak)
			tb.key(kb.Enter)
		}
	}
	assert.Equal(t, 3, s.Daily.Streak, "the goal met today")
	// Kept over a reload; home shows it.
	tb.open("")
	s = tb.state()
	assert.Equal(t, 5, s.Daily.Done)
	assert.Equal(t, 3, s.Daily.Streak)
	tb.screenshot("home-goal-met-1280x800")
}
