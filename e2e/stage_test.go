package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/stagecheck"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// progressTo is a saved progress with lessons 1 to n done (every page,
// the practice too).
func progressTo(n int) string {
	var parts []string
	for _, e := range lessons.Index()[:n] {
		var pages []string
		for p := 1; p <= e.Pages; p++ {
			pages = append(pages, fmt.Sprint(p))
		}
		parts = append(parts, fmt.Sprintf(`%q:{"done":[%s],"practised":true}`, e.ID, strings.Join(pages, ",")))
	}
	return `{"v":1,"lessons":{` + strings.Join(parts, ",") + `}}`
}

// The rooms outside the lessons speak to the learner's stage in the real
// app: a learner who has done lessons 1 to 3 (the live three; no foul
// but the overline met) reads, on the Drills, the review, Foul Storm and
// Play, only the terms those lessons taught, or a foul the position on
// the board holds in text the screen links to the glossary — checked on
// the screen reader's mirror of each scene (its buttons, its texts, the
// walk's step) with the rooms' own stage check (game/vocab/stagecheck),
// and the words that tell the stage apart: "Live three / Not live", not
// "Live three / False three". It fails when the frame tells a room no
// stage (every term, as before issue 36) or the wrong one. A desktop in
// English and a phone in Chinese; the screenshots (test-artifacts/
// stage-*) are the ones to look at.
func TestStageWords(t *testing.T) {
	for _, c := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(c.vp.name+"-"+c.lang, func(t *testing.T) {
			tb := sharedTabFor(t, c.vp, c.lang, 5*time.Minute)
			s := &stageRun{tb: tb, lang: msg.Lang(c.lang), vp: c.vp, check: stagecheck.New(stagecheck.Stages()[0])}
			require.Equal(t, "after lesson three", s.check.Stage.Name)
			tb.reset("", profile(map[string]string{"renju.progress": progressTo(len(s.check.Stage.Done))}))
			s.drills()
			s.review()
			s.storm()
			s.play()
			s.check.Report(t)
			tb.noProblems()
		})
	}
}

// stageRun walks the rooms as a learner at check's stage.
type stageRun struct {
	tb    *tab
	lang  msg.Lang
	vp    viewport
	check *stagecheck.Check
}

// word is the English or the Chinese, in the run's language.
func (s *stageRun) word(en, zh string) string {
	if s.lang == msg.Chinese {
		return zh
	}
	return en
}

// scene screenshots what is shown and checks the mirror's words at the
// stage: the buttons' labels are read as they are (Plain: no term the
// learner has not met), the screen's texts and the walk's step as linked
// text (a term not met passes only when needs has it: a foul the
// position holds; a lesson's title names its lesson). The language
// button names 中文 by design; Play's opening rules are named on their
// buttons and described, linked, once chosen (match's stage test); a
// term's link (term.*) is the linked text's.
func (s *stageRun) scene(name string, needs map[string]bool) {
	tb := s.tb
	tb.t.Helper()
	tb.shown()
	tb.screenshot("stage-lesson3-" + name + "-" + string(s.lang) + "-" + s.vp.name)
	for _, line := range strings.Split(tb.mirrorButtons(), "\n") {
		id, label, ok := strings.Cut(line, "=")
		if !ok || id == "nav.lang" || strings.HasPrefix(id, "term.") || strings.HasPrefix(id, "play.rule.") {
			continue // a term's link is the text's, checked with it
		}
		s.check.Plain(name+" button "+id, s.lang, strings.TrimSuffix(label, " (disabled)"))
	}
	text := tb.mirrorText()
	s.check.Linked(name, s.lang, text, stagecheck.Join(needs, titleTerms(s.lang, text)...))
}

// says checks that button id, once shown, reads en or zh: the words that
// tell the stage apart.
func (s *stageRun) says(id, en, zh string) {
	s.tb.t.Helper()
	s.tb.shown() // the mirror is the frame drawn's
	s.tb.waitMirror(id, id+"=")
	assert.Contains(s.tb.t, s.tb.mirrorButtons()+"\n", "\n"+id+"="+s.word(en, zh)+"\n", "%s at the stage", id)
}

// titleTerms are the terms of the lessons' titles text names: a line
// that names a lesson to do by its title.
func titleTerms(lang msg.Lang, text string) []string {
	var out []string
	for _, e := range lessons.Index() {
		if title := e.Title.Get(string(lang)); strings.Contains(text, title) {
			for id := range stagecheck.TermsOf(lang, title) {
				out = append(out, id)
			}
		}
	}
	return out
}

// needsOf are the fouls the judgement of Black at point on position
// finds (the names a feedback on it cannot do without).
func needsOf(t *testing.T, position, point string) map[string]bool {
	t.Helper()
	b, err := rules.ParseStones(position)
	require.NoError(t, err)
	return stagecheck.Needs(&b, rules.MustPoint(point), rules.Black)
}

// allLessonsIfNeeded presses the menu's All lessons (id) when its Start
// (start) is off: a learner whose lessons do not cover the type's level
// 1 chooses every lesson's questions, which are still asked in the
// learner's words.
func (s *stageRun) allLessonsIfNeeded(id, start string) {
	buttons := "\n" + s.tb.mirrorButtons() + "\n"
	i := strings.Index(buttons, "\n"+start+"=")
	if i < 0 || !strings.Contains(buttons, "\n"+id+"=") {
		return
	}
	line, _, _ := strings.Cut(buttons[i+1:], "\n")
	if label, off := strings.CutSuffix(line, " (disabled)"); off {
		s.tb.clickButton(id)
		s.tb.waitMirror("the start usable", label+"\n") // label: the line, "<start>=<label>"
	}
}

// drills: a live-or-false drill shown and walked.
func (s *stageRun) drills() {
	tb := s.tb
	assert.Equal(tb.t, "", eval[string](tb, `window.renju.seedDrills(3)`))
	tb.open("#drills=live-or-false.1")
	tb.waitState("the drills menu", func(st appState) bool { return st.Drill != nil && st.Drill.Phase == "menu" })
	s.says("drill.type.live-or-false", "Live three?", "是不是活三")
	s.allLessonsIfNeeded("drill.allLessons", "drill.start")
	s.scene("drills-menu", nil)
	tb.clickButton("drill.start")
	st := tb.waitStateFor("the drill", 20*time.Second, asking)
	s.says("drill.false", "Not live", "不是活三")
	needs := needsOf(tb.t, st.Drill.Position, st.Drill.Point)
	s.scene("drill-question", needs)
	tb.clickButton("drill.skip")
	tb.waitState("the answer shown", func(st appState) bool { return st.Drill.Phase == "feedback" })
	s.scene("drill-feedback", needs)
	tb.clickButton("drill.walk")
	tb.waitState("the walk", func(st appState) bool { return st.Step == 1 })
	tb.clickButton("walk.next")
	tb.waitState("the walk's second step", func(st appState) bool { return st.Step == 2 })
	s.scene("drill-walk", needs)
	tb.key(kb.Escape)
	tb.waitState("the walk closed", func(st appState) bool { return st.Step == 0 })
}

// review: the drill shown is a miss, asked again in the same words.
func (s *stageRun) review() {
	tb := s.tb
	tb.open("#review")
	st := tb.waitStateFor("the review's drill", 10*time.Second, func(st appState) bool { return st.Drill != nil && st.Drill.Phase == "asking" })
	s.says("drill.false", "Not live", "不是活三")
	needs := needsOf(tb.t, st.Drill.Position, st.Drill.Point)
	s.scene("review-question", needs)
	tb.clickButton("drill.skip")
	tb.waitState("the review's answer", func(st appState) bool { return st.Drill != nil && st.Drill.Phase == "feedback" })
	s.scene("review-feedback", needs)
	tb.clickButton("drill.walk")
	tb.waitState("the review's walk", func(st appState) bool { return st.Step == 1 })
	s.scene("review-walk", needs)
	tb.key(kb.Escape)
	tb.waitState("the review's walk closed", func(st appState) bool { return st.Step == 0 })
}

// storm: the streak's question, then a storm with one answer missed and
// its picture on the result screen.
func (s *stageRun) storm() {
	tb := s.tb
	assert.Equal(tb.t, "", eval[string](tb, `window.renju.seedStorm(11)`))
	tb.open("#storm=streak")
	tb.waitState("the storm's menu", func(st appState) bool { return st.Storm != nil && st.Storm.Phase == "menu" })
	s.says("storm.mode.streak", "Live-three streak", "活三连对")
	s.allLessonsIfNeeded("storm.allLessons", "storm.start")
	s.scene("streak-menu", nil)
	tb.clickButton("storm.start")
	st := tb.waitStateFor("the streak's question", 20*time.Second, func(st appState) bool { return st.Storm.Phase == "asking" && !st.Feel.Animating })
	s.says("storm.false", "Not live", "不是活三")
	s.scene("streak-question", needsOf(tb.t, st.Storm.Position, st.Storm.Point))
	tb.clickButton("storm.end")
	tb.waitState("the streak over", func(st appState) bool { return st.Storm.Phase == "over" })
	tb.clickButton("storm.menu")
	tb.waitState("the storm's menu again", func(st appState) bool { return st.Storm.Phase == "menu" })

	tb.clickButton("storm.mode.storm")
	s.allLessonsIfNeeded("storm.allLessons", "storm.start")
	tb.clickButton("storm.start")
	// The first forbidden point is missed, so that the result's picture
	// bands the lines of its foul.
	needs := map[string]bool{}
	missed := false
	for i := 0; !missed; i++ {
		require.Less(tb.t, i, 12, "no forbidden point in the storm's first 12 questions")
		st := tb.waitStateFor("a question", 20*time.Second, func(st appState) bool {
			return st.Storm.Phase == "asking" && st.Storm.Answered == i && !st.Feel.Animating
		})
		// Which foul is asked only of a learner who has met all three.
		assert.False(tb.t, st.Storm.AskKind, "question %d asks which foul", i+1)
		fouls := needsOf(tb.t, st.Storm.Position, st.Storm.Point)
		for k := range fouls {
			needs[k] = true
		}
		if i == 0 {
			s.scene("storm-question", needs)
		}
		b, err := rules.ParseStones(st.Storm.Position)
		require.NoError(tb.t, err)
		j, err := rules.Judge(&b, rules.MustPoint(st.Storm.Point), rules.Black)
		require.NoError(tb.t, err)
		missed = j.Verdict == rules.Forbidden
		tb.clickButton(stormAnswer(tb.t, st, missed))
		tb.waitState("the answer counted", func(st appState) bool { return st.Storm.Answered == i+1 })
	}
	// The last answer played out first: a tap during its play only ends
	// it.
	tb.waitState("the answer played", func(st appState) bool { return !st.Feel.Animating })
	tb.clickButton("storm.end")
	st = tb.waitState("the result", func(st appState) bool { return st.Storm.Phase == "over" && len(st.Storm.Missed) == 1 })
	s.scene("storm-missed", needs)
	tb.clickButton("storm.walk.0")
	tb.waitState("the miss's walk", func(st appState) bool { return st.Walk != "" })
	s.scene("storm-walk", needs)
	tb.key(kb.Escape)
	tb.waitState("the storm's walk closed", func(st appState) bool { return st.Walk == "" })
}

// play: the menu, free play chosen by default.
func (s *stageRun) play() {
	tb := s.tb
	tb.open("#play")
	tb.waitState("the play menu", func(st appState) bool { return st.Screen == "play" })
	s.says("play.rule.free", "Free play", "自由对局")
	s.scene("play-menu", nil)
}
