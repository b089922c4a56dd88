package coach

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/parts/skill"
	"renju/game/vocab/stagecheck"
	"renju/msg"
)

// stageMenu checks the Drills' menu as the frame builds it (the round and
// its coach, told the lessons done by cover) at every type and level,
// with a badge earned in every type (the coach's lines name the types),
// in both languages; and the coach's notice of a badge.
func stageMenu(t *testing.T, c *stagecheck.Check, cover func(d *drillplay.Drills)) {
	co := New()
	for i, t := range Types {
		co.rec.Badges[t] = skill.Badge(1 + i%2)
	}
	d := drillplay.NewDrills(drillplay.New(nil, drillplay.Options{}), co, StorageKey)
	cover(d)
	for _, typ := range drills.Types {
		for level := 1; level <= drills.MaxLevel; level++ {
			d.Model.ChooseType(typ)
			d.Model.ChooseLevel(level)
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				// The line naming the lessons a type and level assume
				// names them by number (learnpath.LessonList): no term.
				c.Panel(fmt.Sprintf("menu %s level %d", typ, level), lang, d.Panel(lang), nil)
			}
		}
	}
	for _, typ := range Types {
		co.notice = msg.Notice{}
		co.rec.Badges[typ] = skill.NoBadge
		co.rec.Tallies[typ] = skill.Tally{}
		for range 200 {
			if _, b := co.Answer(&drills.Drill{Type: typ, Level: 1}, true); b != skill.NoBadge {
				break
			}
		}
		n, ok := co.TakeNotice()
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			if assert.True(t, ok, "a badge for %s", typ) {
				c.Linked("badge notice "+typ, lang, n.Text(lang), nil)
			}
		}
	}
}

// The Drills' menu and the coach's lines speak to the learner's stage:
// after lesson 3 the types are "Four + live three", "Live three?",
// 逼黑犯禁, and the menu's account of the levels says combined fouls and
// judging step by step in plain words.
func TestDrillsMenuSpeaksToTheLearnersStage(t *testing.T) {
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			stageMenu(t, c, func(d *drillplay.Drills) { d.Cover(st.Done) })
			c.Report(t)
		})
	}
}

// The check fails where it should: the menu of a screen never told the
// lessons done names the four-three and the false three to a learner
// after lesson 3.
func TestDrillsMenuStageCheckCatches(t *testing.T) {
	c := stagecheck.New(stagecheck.Stages()[0])
	stageMenu(t, c, func(*drillplay.Drills) {})
	assert.Contains(t, c.Summary(), "four-three")
	assert.Contains(t, c.Summary(), "false-three")
}
