package screens

import (
	"renju/game/services/daily"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// Home's journal row: "Review 3 mistakes" when any are due, and today's
// goal with the streak; each opens its screen.
const (
	BtnReview = "home.review"
	BtnGoal   = "home.goal"
)

// journalKey is what the row shows, for the frame key.
type journalKey struct{ due, done, goal, streak int }

func journalKeyOf(c *Ctx) journalKey {
	if c.Journal == nil {
		return journalKey{}
	}
	now := c.Journal.Now()
	_, due := c.Journal.Counts()
	d := c.Journal.Daily
	return journalKey{due, d.Today(now), d.Goal, d.StreakAt(now)}
}

// journalRow is the row's buttons.
func journalRow(c *Ctx) []screenview.Button {
	k := journalKeyOf(c)
	var row []screenview.Button
	switch {
	case k.due == 1:
		row = append(row, screenview.Button{ID: BtnReview, Label: c.T(msg.HomeReviewOne)})
	case k.due > 1:
		row = append(row, screenview.Button{ID: BtnReview, Label: c.F(msg.HomeReview, k.due)})
	}
	goal := msg.HomeGoalItems
	if c.Journal != nil && c.Journal.Daily.Unit == daily.Pages {
		goal = msg.HomeGoalPages
	}
	label := c.F(goal, k.done, k.goal)
	if k.streak > 0 {
		label = c.F(msg.HomeStreak, label, k.streak)
	}
	style := screenview.Plain
	if k.goal > 0 && k.done >= k.goal {
		style = screenview.Right
	}
	return append(row, screenview.Button{ID: BtnGoal, Label: label, Style: style})
}
