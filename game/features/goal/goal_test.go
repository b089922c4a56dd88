package goal

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"renju/game/services/daily"
	"renju/game/services/journal"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

func text(p screenview.Panel) string {
	var b strings.Builder
	for _, bl := range p.Blocks {
		b.WriteString(bl.Text.S + "\n")
	}
	return b.String()
}

func TestChooseGoal(t *testing.T) {
	now := time.Date(2026, 12, 4, 9, 0, 0, 0, time.Local)
	j := journal.New()
	j.Now = func() time.Time { return now }
	m := New()
	m.UseJournal(j)
	p := m.Panel(msg.English)
	assert.Contains(t, text(p), "Today: 0 of 10 questions answered.")
	assert.Contains(t, text(p), "Meet the goal today to start a streak.")
	on := 0
	for _, row := range p.Rows {
		for _, b := range row {
			if b.Style == screenview.On {
				on++
				assert.Equal(t, ChoiceID(daily.Default), b.ID)
			}
		}
	}
	assert.Equal(t, 1, on, "the current goal is shown")

	j.Pages(0)
	j.Pages(3)
	m.Press(ChoiceID(daily.Goal{Unit: daily.Pages, N: 3}))
	p = m.Panel(msg.English)
	assert.Contains(t, text(p), "Today: 3 of 3 lesson pages read.")
	assert.Contains(t, text(p), "Today's goal is met.")
	assert.Contains(t, text(p), "Streak: 1 day. Meet the goal tomorrow to make it two.")
	assert.Contains(t, text(m.Panel(msg.Chinese)), "今天：已读 3 页课程，目标 3 页。")

	m.Key(input.Press{Key: input.Key1})
	assert.Equal(t, daily.Goals[0], daily.Goal{Unit: j.Daily.Unit, N: j.Daily.Goal}, "1 chooses the first goal")
}
