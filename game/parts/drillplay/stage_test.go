package drillplay

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/vocab/screenview"
	"renju/game/vocab/stagecheck"
	"renju/msg"
	"renju/rules"
)

// stageDrills are drills of every type and level from one seed: what the
// stage tests ask (a lesson-3 learner may choose any of them).
func stageDrills(t *testing.T) []drills.Drill {
	t.Helper()
	var out []drills.Drill
	for _, typ := range drills.Types {
		for level := 1; level <= drills.MaxLevel; level++ {
			g := drills.NewGenerator(7)
			for range 2 {
				d, err := g.Next(typ, level)
				require.NoError(t, err, "%s level %d", typ, level)
				out = append(out, d)
			}
		}
	}
	return out
}

// drillNeeds are the fouls drill d's answer names: those of every point
// it asks about or answers with (a trap's on the board after White's
// move), at every depth of their judgement.
func drillNeeds(d *drills.Drill) map[string]bool {
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return nil
	}
	needs := map[string]bool{}
	add := func(b *rules.Board, s string) {
		if p, err := rules.ParsePoint(s); err == nil && b.At(p) == rules.Empty {
			needs = stagecheck.Join(needs, keys(stagecheck.Needs(b, p, rules.Black))...)
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

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// answerWays are the ways a learner answers drill d: right, wrong, and
// Show answer; each leaves the model in its feedback.
var answerWays = []struct {
	name string
	do   func(m *Model)
}{
	{"right", func(m *Model) {
		d := m.Drill()
		if d.Type == drills.IsForbidden && *d.Answer.Forbidden {
			m.Do(AnswerYes)
			m.Kind(d.Answer.Kind) // when it asks which kind
			return
		}
		rightAnswer(m)
	}},
	{"wrong", func(m *Model) {
		d := m.Drill()
		if d.Type == drills.IsForbidden && *d.Answer.Forbidden && m.asksKind() {
			m.Do(AnswerYes) // right, then a wrong kind
			for _, k := range m.kindsKnown() {
				if k != d.Answer.Kind {
					m.Kind(k)
					return
				}
			}
		}
		b := m.board
		wrongAnswer(m, &b)
	}},
	{"shown", func(m *Model) { m.Skip() }},
}

// asker asks drill d: on the Drills' screen (a round), or as a set of
// one (the review, a homework).
type asker struct {
	name string
	ask  func(d drills.Drill) *Model
	// end goes from the feedback to the summary.
	end func(m *Model)
}

var askers = []asker{
	{"drills", func(d drills.Drill) *Model {
		m := New(nil, Options{})
		m.typ, m.level = d.Type, d.Level
		m.show(result{typ: d.Type, level: d.Level, d: d})
		return m
	}, (*Model).EndRound},
	{"set", func(d drills.Drill) *Model { return NewGiven([]drills.Drill{d}, d.Level) }, (*Model).Next},
}

// stageTexts asks every drill at the check's stage (cover tells a model
// the lessons done), on the Drills' screen and as a set, and checks its
// question (with the which-kind step), the feedback of each way of
// answering, its walk and the summary; and the menu at every type and
// level.
func stageTexts(t *testing.T, c *stagecheck.Check, ds []drills.Drill, cover func(m *Model)) {
	langs := []msg.Lang{msg.English, msg.Chinese}
	menu := New(nil, Options{})
	cover(menu)
	for _, typ := range drills.Types {
		for level := 1; level <= drills.MaxLevel; level++ {
			menu.ChooseType(typ)
			menu.ChooseLevel(level)
			for _, lang := range langs {
				// The line naming the lessons the type and level assume
				// names them by number (learnpath.LessonList): no term.
				c.Panel(fmt.Sprintf("menu %s level %d", typ, level), lang, panelOf(menu, lang), nil)
			}
		}
	}
	for i, d := range ds {
		needs := drillNeeds(&d)
		for _, way := range answerWays {
			for _, as := range askers {
				m := as.ask(d)
				cover(m)
				where := fmt.Sprintf("%s: drill %d (%s level %d, %s)", as.name, i, d.Type, d.Level, way.name)
				for _, lang := range langs {
					// The question asks in the learner's words: nothing the
					// lessons done have not taught.
					c.Panel(where+" question", lang, panelOf(m, lang), nil)
				}
				if d.Type == drills.IsForbidden && *d.Answer.Forbidden && way.name != "shown" {
					m.Do(AnswerYes)
					if m.Phase() == AskingKind {
						for _, lang := range langs {
							c.Panel(where+" which kind", lang, panelOf(m, lang), nil)
						}
					}
					m = as.ask(d)
					cover(m)
				}
				way.do(m)
				require.Equal(t, Feedback, m.Phase(), "%s: %v", where, m)
				for _, lang := range langs {
					c.Panel(where+" feedback", lang, panelOf(m, lang), needs)
				}
				if w, ok := m.WalkTarget(); ok {
					c.Walk(where, w, stagecheck.WalkNeeds(w))
				}
				as.end(m)
				require.Equal(t, Summary, m.Phase(), "%s: %v", where, m)
				for _, lang := range langs {
					c.Panel(where+" summary", lang, panelOf(m, lang), needs)
				}
			}
		}
	}
}

// Every text of the Drills, at the stage of a learner after lesson 3,
// after lesson 5 and after every lesson, in both languages, uses only the
// terms those lessons taught, or names in linked text the fouls the
// position holds (and the title of a lesson to come): the menu at every
// type and level, each drill's question and which-kind step, the
// feedback of a right answer, a wrong one and the answer shown, its walk,
// and the summary.
func TestDrillsSpeakToTheLearnersStage(t *testing.T) {
	ds := stageDrills(t)
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			stageTexts(t, c, ds, func(m *Model) { m.Cover(st.Done) })
			c.Report(t)
		})
	}
}

// The check fails where it should: the same drills told to a learner
// after lesson 3 by a model given no stage (every term) name untaught
// terms — the false three of a live-or-false drill (假活三), the
// four-three.
func TestDrillsStageCheckCatches(t *testing.T) {
	st := stagecheck.Stages()[0]
	c := stagecheck.New(st)
	stageTexts(t, c, stageDrills(t), func(*Model) {})
	found := c.Summary()
	assert.Contains(t, found, "false-three")
	assert.Contains(t, found, "four-three")
}

// A learner who has met fewer than two fouls is not asked which one; one
// who has met the double-three and the overline is asked between them,
// but not about a double-four, which the feedback names instead.
func TestWhichKindAtTheStage(t *testing.T) {
	yes := true
	d := drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:f8,g8,h9,h10", Point: "h8", ToMove: "black",
		Answer: drills.Answer{Forbidden: &yes, Kind: "double-three"}}
	ask := func(done []string) *Model {
		m := NewGiven([]drills.Drill{d}, 1)
		m.Cover(done)
		m.Do(AnswerYes)
		return m
	}
	m := ask(stagecheck.Done("three"))
	assert.Equal(t, Feedback, m.Phase(), "after lesson 3 a right yes is the answer")
	assert.True(t, m.Result().Correct)
	assert.Contains(t, m.View(msg.English).Detail, "double-three")
	m = ask(stagecheck.Done("double-three"))
	require.Equal(t, AskingKind, m.Phase())
	var labels []string
	for _, b := range m.View(msg.English).Rows[0] {
		labels = append(labels, b.Label)
	}
	assert.Equal(t, []string{"Double-three", "Overline"}, labels)
	m = ask(stagecheck.Done(""))
	require.Equal(t, AskingKind, m.Phase())
	assert.Len(t, m.View(msg.English).Rows[0], 3)
}

// panelOf is m's panel in lang, as the screen shows it.
func panelOf(m *Model, lang msg.Lang) screenview.Panel {
	v := m.View(lang)
	return v.Panel(rules.Point{}, false, false)
}
