package lessonplay

import (
	"fmt"
	"strings"
	"testing"

	"renju/game/services/progress"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// The feedback a lesson page gives — the verdict after a right answer,
// the reason or nudge after a wrong one, the answer shown, the hints and
// the buttons — speaks the lesson's vocabulary too: only terms taught by
// the lesson or one before it (the glossary's stage), in both languages,
// and no Chinese in English. Every choice of every choice task is
// answered; a click task is answered at each marked point and at the
// points the judge accepts.
func TestFeedbackSpeaksToTheStage(t *testing.T) {
	seen := map[string]bool{}
	check := func(l *lessons.Lesson, where string, lang msg.Lang, text string) {
		for _, s := range glossary.Find(text, lang) {
			if !glossary.TaughtBy(s.ID, l.ID) && !seen[where+s.ID] {
				seen[where+s.ID] = true
				t.Errorf("%s (%s): %s is not taught yet: %q", where, lang, s.ID, text)
			}
		}
	}
	look := func(l *lessons.Lesson, where string, p *Page) {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			v := p.View(lang, Place{Number: 1})
			for _, f := range v.Feedback {
				check(l, where, lang, f.S)
			}
			for _, b := range v.Buttons {
				check(l, where+" button", lang, b.Label)
			}
		}
	}
	for _, l := range lessons.All() {
		for i := range l.Pages {
			pg := &l.Pages[i]
			if pg.Task == nil {
				continue
			}
			at := fmt.Sprintf("%s page %d", l.ID, i+1)
			fresh := func() *Page { return New(l, i, &progress.Progress{}) }
			p := fresh()
			look(l, at, p)
			for p.NextHint() != HintNone {
				p.TakeHint()
				look(l, at+" hints", p)
			}
			if cs := p.choices(); cs != nil {
				for _, c := range cs {
					p := fresh()
					p.Choose(c)
					look(l, at+" chose "+c, p)
					p.ShowAnswer()
					look(l, at+" shown", p)
				}
				continue
			}
			var taps []rules.Point
			for q := range pg.Marks {
				taps = append(taps, q)
			}
			taps = append(taps, fresh().Solution().Points...)
			for _, q := range taps {
				p := fresh()
				p.Tap(q)
				look(l, at+" tapped "+q.Upper(), p)
			}
		}
	}
}

// Lesson 3 teaches that a three is live when a point makes its straight
// four; the condition that the point is not itself forbidden comes in
// lesson 13. A wrong "Not live" on lesson 3 page 2 is told so, without
// that condition; the same question in the review of a later lesson's
// practice says it.
func TestWhyLiveByStage(t *testing.T) {
	l, ok := lessons.ByID("three")
	if !ok {
		t.Fatal("no lesson three")
	}
	p := New(l, 1, &progress.Progress{})
	if p.Task() == nil || p.Task().Type != lessons.TaskLiveOrFalse {
		t.Fatalf("lesson 3 page 2 asks %v", p.Task())
	}
	p.Choose("false")
	why := p.whyWrong(msg.English)
	if why == "" || strings.Contains(why, "forbidden") {
		t.Errorf("lesson 3: %q", why)
	}
	later := &lessons.Lesson{ID: "false-three-forbidden", Pages: l.Pages}
	p = New(later, 1, &progress.Progress{})
	p.Choose("false")
	if why := p.whyWrong(msg.English); !strings.Contains(why, "is not forbidden") {
		t.Errorf("lesson 13: %q", why)
	}
}
