package match

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/screenview"
	"renju/game/vocab/stagecheck"
	"renju/glossary"
	"renju/msg"
	"renju/rules"
)

// blocksText is a panel's text the screen links (its blocks).
func blocksText(p screenview.Panel) string {
	var b strings.Builder
	for _, bl := range p.Blocks {
		b.WriteString(bl.S + "\n")
	}
	return b.String()
}

// stagePlay checks Play at the check's stage (cover tells a model the
// lessons done), in both languages:
//   - the menu under each opening rule and referee: a button naming a
//     term the learner has not met (an opening rule's name) shows it in
//     the text it links once pressed; the text may name the terms of the
//     rule it describes, for a rule is its steps;
//   - a game under the learning referee refusing a double-three, its
//     notice and walk; the same foul ending a tournament game, its result
//     and walk;
//   - the hints of a position with a live three and of one with White's
//     trap on a double-three;
//   - the review of a game with a trap set and missed, each moment and
//     its walk.
func stagePlay(t *testing.T, c *stagecheck.Check, cover func(m *Model)) {
	langs := []msg.Lang{msg.English, msg.Chinese}
	menu := newModel(1)
	cover(menu)
	pl := NewPlay(menu)
	for r := range RuleNames {
		for f := range RefereeNames {
			pl.Press(BtnRule + RuleNames[r])
			pl.Press(BtnReferee + RefereeNames[f])
			for _, lang := range langs {
				p := pl.Panel(lang)
				linked := blocksText(p)
				where := fmt.Sprintf("menu %s %s", RuleNames[r], RefereeNames[f])
				for _, row := range p.Rows {
					for _, b := range row {
						if !strings.HasPrefix(b.ID, BtnRule) {
							c.Plain(where+" button "+b.ID, lang, b.Label)
						}
					}
				}
				// The rule chosen is named in the text, linked.
				for _, row := range p.Rows {
					for _, b := range row {
						if b.ID == BtnRule+RuleNames[r] {
							for _, s := range glossary.Find(b.Label, lang) {
								assert.Contains(t, termsIn(linked, lang), s.ID, "%s (%s): the rule chosen, %q, is named in the text", where, lang, b.Label)
							}
						}
					}
				}
				c.Linked(where, lang, linked, stagecheck.TermsOf(lang, aboutRule(lang, r)))
				c.Plain(where+" title", lang, p.Title)
			}
		}
	}

	// A double-three refused, then played in a tournament.
	for _, ref := range []string{"learning", "tournament"} {
		m := open(t, "1.free."+ref+".people.first.h."+doubleThreeLog)
		cover(m)
		m.Tap(pt("j8"))
		if ref == "tournament" {
			m.Press(BtnWhy)
		}
		w, ok := m.TakeWalk()
		require.True(t, ok, ref)
		needs := stagecheck.WalkNeeds(w)
		for _, lang := range langs {
			c.Panel("foul under the "+ref+" referee", lang, NewPlay(m).Panel(lang), needs)
		}
		c.Walk("foul under the "+ref+" referee", w, needs)
	}

	// Hints: a live three; White's trap on a double-three at H8.
	for _, tc := range []struct{ moves, want string }{
		{"h8-a1-i8-a3-j8", "live three"},
		{"f8-g9-g8-f10-h6-a1-h7-a15-d12-e11", "H8"},
	} {
		m := open(t, "1.free.learning.people.first.h."+tc.moves)
		cover(m)
		m.Press(BtnHints)
		if !m.Setup().Hints {
			m.Press(BtnHints)
		}
		waitHints(t, m, func(h []string) bool { return strings.Contains(strings.Join(h, "\n"), tc.want) })
		b := m.Game().Board()
		needs := stagecheck.Needs(&b, pt("h8"), rules.Black)
		for _, lang := range langs {
			c.Panel("hints after "+tc.moves, lang, NewPlay(m).Panel(lang), needs)
		}
	}

	// The commentary of a game at level 1: a live three left open, the
	// straight four, the partner's block, the five and what decided it.
	m := open(t, threeLink)
	cover(m)
	require.True(t, m.CommentOn())
	said := func(what string) {
		for _, lang := range langs {
			c.Panel("commentary, "+what, lang, NewPlay(m).Panel(lang), nil)
		}
	}
	settle(t, m, "the last two moves said", func() bool { return len(m.remarks()) == 2 })
	said("a live three left open")
	m.Tap(pt("k8"))
	settle(t, m, "the partner's block said", func() bool {
		st := m.PageState()
		return !m.Thinking() && st.Commentary != nil && st.Commentary.Move == 8
	})
	said("a straight four and its block")
	five := pt("l8")
	if m.Game().Moves()[7] == five {
		five = pt("g8")
	}
	m.Tap(five)
	settle(t, m, "what decided it", func() bool { return m.PageState().Decided != "" })
	said("the five")

	// The review of a game with a trap set and missed.
	m = newModel(1)
	cover(m)
	require.NoError(t, m.Import("f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"))
	m.WaitReview()
	require.NotEmpty(t, m.Moments())
	needs := map[string]bool{}
	for _, mo := range m.Moments() {
		needs[mo.Foul.Kind.String()] = true
	}
	for i := range m.Moments() {
		m.ShowMoment(i)
		where := fmt.Sprintf("review moment %d", i)
		for _, lang := range langs {
			c.Panel(where, lang, NewPlay(m).Panel(lang), needs)
		}
		m.Press(BtnWhy)
		if w, ok := m.TakeWalk(); ok {
			c.Walk(where, w, stagecheck.WalkNeeds(w))
		}
	}
}

// termsIn are the IDs of the terms text names.
func termsIn(text string, lang msg.Lang) []string {
	var out []string
	for _, s := range glossary.Find(text, lang) {
		out = append(out, s.ID)
	}
	return out
}

// aboutRule is what the menu says of opening rule r.
func aboutRule(lang msg.Lang, r int) string {
	return msg.T(lang, []msg.ID{PlayAboutFree, PlayAboutRIF, PlayAboutYamaguchi, PlayAboutSoosorv8, PlayAboutTaraguchi}[r])
}

// Every text of Play, at the stage of a learner after lesson 3, after
// lesson 5 and after every lesson, in both languages, uses only the terms
// those lessons taught, or names in linked text what the game holds (the
// foul played, the opening rule chosen): the menu, a foul refused and one
// that ends the game, the hints, the review's moments, and their walks.
func TestPlaySpeaksToTheLearnersStage(t *testing.T) {
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			stagePlay(t, c, func(m *Model) { m.Cover(st.Done) })
			c.Report(t)
		})
	}
}

// The check fails where it should: a Play never told the lessons done
// says 抓禁 to a learner after lesson 5, in its hints and its review.
func TestPlayStageCheckCatches(t *testing.T) {
	c := stagecheck.New(stagecheck.Stages()[1])
	stagePlay(t, c, func(*Model) {})
	assert.Contains(t, c.Summary(), "force-foul")
}
