package screens

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/features/start"
	"renju/game/vocab/stagecheck"
	"renju/msg"
)

// menuTexts checks what home and the hubs say of the rooms, in both
// languages: the groups' names and descriptions, each room's menu line
// and description (home's tiles are not links: all Plain), home's own
// lines; and each hub's panel as the hub shows it. Home's demonstration
// ("… two live threes at once — a double-three") is left out: it defines
// the term it names, in the sentence that names it. The language button
// names 中文 in English by design.
func menuTexts(c *stagecheck.Check) {
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		for _, g := range Groups {
			c.Plain("group "+g.Name, lang, msg.T(lang, g.Label))
			c.Plain("group "+g.Name+" description", lang, msg.T(lang, g.Desc))
			c.Panel("hub "+g.Name, lang, (&hubModel{g: g}).Panel(lang), nil)
		}
		for _, e := range Registry {
			if e.Menu == "" {
				continue
			}
			c.Plain("menu "+e.Name, lang, msg.T(lang, e.Menu))
			c.Plain("menu "+e.Name+" description", lang, msg.T(lang, e.Desc))
		}
		for _, id := range []msg.ID{msg.AppTitle, msg.HomeTagline, msg.PathAllDone, msg.ComingSoon, start.MenuReplay, msg.HomeSaveFile, msg.HomeLoadFile} {
			c.Plain(string(id), lang, msg.T(lang, id))
		}
	}
}

// Home and the hubs speak to the learner's stage: every name and
// description of a room or a group uses only terms the lessons done have
// taught, for a learner after lesson 3, after lesson 5 and after every
// lesson.
func TestMenusSpeakToTheLearnersStage(t *testing.T) {
	for _, st := range stagecheck.Stages() {
		t.Run(st.Name, func(t *testing.T) {
			c := stagecheck.New(st)
			menuTexts(c)
			c.Report(t)
		})
	}
}

// The check fails where it should: a description naming the false
// three is refused to a learner after lesson 3.
func TestMenusStageCheckCatches(t *testing.T) {
	c := stagecheck.New(stagecheck.Stages()[0])
	c.Plain("a storm described with false threes", msg.Chinese, "三分钟限时判禁手，或真活三与假活三的连对挑战。")
	assert.Contains(t, c.Summary(), "false-three")
}
