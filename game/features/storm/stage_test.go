package storm

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/parts/skill"
	"renju/game/vocab/stagecheck"
	"renju/msg"
	"renju/rules"
)

// itemNeeds are the fouls an item's answer names (its point's judgement,
// at every depth).
func itemNeeds(it *Item) map[string]bool {
	return stagecheck.Needs(&it.Board, it.Point, rules.Black)
}

// stageRun checks Foul Storm at the check's stage (cover tells a model the
// lessons done): the menu of both modes with a badge of each type; a
// storm run of 36 answers, every fourth one wrong (the stages up to the
// which-kind question and, for a learner who has done every lesson,
// level 3), each question and the verdict after it; its end with the
// missed questions and their walks; and a streak of three right and a
// miss.
func stageRun(t *testing.T, c *stagecheck.Check, seed uint64, cover func(m *Model)) {
	langs := []msg.Lang{msg.English, msg.Chinese}
	menu := New(nil, newClock(), seed)
	cover(menu)
	menu.rec.Badges[skill.Types[0]], menu.rec.Badges[skill.Types[1]] = skill.Bronze, skill.Silver
	menu.rec.StormRuns, menu.rec.StreakRuns = 1, 1
	for _, mode := range []Mode{StormMode, StreakMode} {
		menu.ChooseMode(mode)
		for _, lang := range langs {
			c.Panel(fmt.Sprintf("menu %v", mode), lang, menu.Panel(lang), nil)
		}
	}

	for _, mode := range []Mode{StormMode, StreakMode} {
		clock := newClock()
		m := New(testJobs(), clock, seed)
		t.Cleanup(m.Leave)
		cover(m)
		m.ChooseMode(mode)
		if !m.Startable() {
			// The mode's lessons are not all done (after lesson 3: the
			// storm waits for lesson 5, the streak for 8): the learner
			// chooses All lessons, whose questions still speak the
			// words of the lessons done.
			m.Do(AllLessons)
			require.True(t, m.Startable())
		}
		m.Start()
		wait(t, m)
		n := 36
		if mode == StreakMode {
			n = 4
		}
		var before map[string]bool // the last question's fouls
		missed := map[string]bool{}
		for i := 0; i < n && m.Phase() == Asking; i++ {
			where := fmt.Sprintf("%v question %d", mode, i)
			it := *m.Item()
			for _, lang := range langs {
				// The question in taught words; the verdict on the one
				// before it names that one's foul.
				c.Panel(where, lang, m.Panel(lang), before)
			}
			clock.Advance(time.Second)
			right := mode == StreakMode && i < 3 || mode == StormMode && i%4 != 3
			answer(t, m, right)
			before = itemNeeds(&it)
			if !right {
				missed = stagecheck.Join(missed, keys(before)...)
			}
			for _, lang := range langs {
				// The verdict names the foul of the question answered (at
				// the end, the missed questions').
				c.Panel(where+" answered", lang, m.Panel(lang), stagecheck.Join(before, keys(missed)...))
			}
		}
		if m.Phase() != Over {
			m.End()
		}
		require.Equal(t, Over, m.Phase())
		needs := map[string]bool{}
		for _, ms := range m.Missed() {
			needs = stagecheck.Join(needs, keys(itemNeeds(&ms.Item))...)
		}
		for i := range m.Missed() {
			m.Show(i)
			for _, lang := range langs {
				c.Panel(fmt.Sprintf("%v over, missed %d shown", mode, i), lang, m.Panel(lang), needs)
			}
			w, ok := m.WalkTarget(i)
			require.True(t, ok)
			c.Walk(fmt.Sprintf("%v missed %d", mode, i), w, stagecheck.WalkNeeds(w))
		}
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Every text of Foul Storm, at the stage of a learner after lesson 3,
// after lesson 5 and after every lesson, in both languages, uses only
// the terms those lessons taught, or names in linked text the fouls of
// the questions answered: the menu, each question and its verdict, the
// missed questions and their walks; the storm asks which foul only of a
// learner who has met all three.
func TestStormSpeaksToTheLearnersStage(t *testing.T) {
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			stageRun(t, c, 11, func(m *Model) { m.Cover(st.Done) })
			c.Report(t)
		})
	}
}

// The check fails where it should: a storm never told the lessons done
// asks a learner after lesson 3 which foul (the double-four among the
// buttons) and calls the streak's threes false.
func TestStormStageCheckCatches(t *testing.T) {
	c := stagecheck.New(stagecheck.Stages()[0])
	stageRun(t, c, 11, func(*Model) {})
	assert.Contains(t, c.Summary(), "double-four")
	assert.Contains(t, c.Summary(), "false-three")
}

// The missed question's picture bands the lines its answer names, as
// the Drills' feedback does: a double-three's two threes.
func TestMissedPictureBandsTheFoul(t *testing.T) {
	yes := true
	b, _ := rules.ParseStones("B:f8,g8,h9,h10")
	it := Item{Board: b, Point: rules.MustPoint("h8")}
	it.Drill.Type, it.Drill.Position, it.Drill.Point = "is-forbidden", "B:f8,g8,h9,h10", "h8"
	it.Drill.Answer.Forbidden, it.Drill.Answer.Kind = &yes, "double-three"
	pic := answerPicture(&it)
	bands := 0
	for _, n := range pic.Notes {
		if n.Kind == boardview.Band {
			bands++
		}
	}
	assert.Equal(t, 2, bands, "the double-three's two threes banded")
}
