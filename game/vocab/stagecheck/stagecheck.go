// Package stagecheck is the rooms' stage test (not shipped: the rooms'
// tests import it): every text a room shows a learner outside the
// lessons — the Drills, the review, Foul Storm, Play, the menus — uses
// only the terms of the lessons the learner has done, or names one the
// position needs named (a foul it holds) in text the screen links to the
// glossary. It checks with the lessons' own checker (glossary.Untaught).
//
// A text a learner cannot tap (a title, a button's label) is Plain: every
// term in it must be taught. A text whose terms the screen links (a
// panel's blocks, a walk's narration: game/frame/screens' termLinks) is
// Linked: a term not taught passes only when the item needs it named
// (needs: Needs of its position, the name of a lesson to come).
package stagecheck

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"renju/game/vocab/screenview"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// Stage is a learner the texts are checked for: the lessons done, and the
// terms they taught.
type Stage struct {
	Name   string
	Done   []string
	Taught func(term string) bool
}

// Stages are the learners a room's texts are checked for: after lesson 3
// (the live three; fours known, no foul but the overline), after lesson
// 5 (the double-three), and after every lesson.
func Stages() []Stage {
	var out []Stage
	for _, last := range []string{"three", "double-three", ""} {
		name := "after lesson " + last
		if last == "" {
			name = "after every lesson"
		}
		done := Done(last)
		out = append(out, Stage{Name: name, Done: done, Taught: glossary.Known(done)})
	}
	return out
}

// Done are the IDs of lessons 1 to last, in order ("": every lesson).
func Done(last string) []string {
	var out []string
	for _, e := range lessons.Index() {
		out = append(out, e.ID)
		if e.ID == last {
			break
		}
	}
	return out
}

// Check gathers the findings of one stage.
type Check struct {
	Stage Stage
	// Texts counts the texts checked (a test that checks nothing fails).
	Texts int
	found []string
	seen  map[string]bool
}

// New is a check at st.
func New(st Stage) *Check { return &Check{Stage: st, seen: map[string]bool{}} }

// Findings are the untaught terms found, one line each: where, the term
// and the text.
func (c *Check) Findings() []string { return c.found }

func (c *Check) note(where, term, text string) {
	key := where + "|" + term
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	c.found = append(c.found, fmt.Sprintf("%s: %s: %s is not taught: %q", c.Stage.Name, where, term, text))
}

// Plain checks a text the learner cannot tap: only taught terms.
func (c *Check) Plain(where string, lang msg.Lang, text string) {
	c.Texts++
	for _, term := range glossary.Untaught(text, lang, c.Stage.Taught) {
		c.note(where+" ("+string(lang)+")", term, text)
	}
}

// Linked checks a text whose terms the screen links: only taught terms
// and those in needs.
func (c *Check) Linked(where string, lang msg.Lang, text string, needs map[string]bool) {
	c.Texts++
	for _, term := range glossary.Untaught(text, lang, c.Stage.Taught) {
		if !needs[term] {
			c.note(where+" ("+string(lang)+")", term, text)
		}
	}
}

// Panel checks what a panel shows: its title and its buttons' labels
// Plain, its blocks (key hints too) Linked.
func (c *Check) Panel(where string, lang msg.Lang, p screenview.Panel, needs map[string]bool) {
	c.Plain(where+" title", lang, p.Title)
	for _, row := range p.Rows {
		for _, b := range row {
			c.Plain(where+" button "+b.ID, lang, b.Label)
		}
	}
	for _, b := range p.Blocks {
		c.Linked(where, lang, b.S, needs)
	}
}

// Walk opens w as the frame opens a room's walk (a line walk for a
// live-or-false question; the learner's stage when the room gives no
// options) and checks its steps and summary in both languages, Linked
// with needs (a room's walk: WalkNeeds, the fouls its judgement finds; a
// lesson's: none). A walk that does not open is a finding.
func (c *Check) Walk(where string, w screenview.Walk, needs map[string]bool) {
	opts := w.Options
	if len(opts) == 0 {
		opts = []tutor.Option{tutor.WithStage(c.Stage.Taught)}
	}
	b := w.Board
	var tw *tutor.Walk
	var err error
	if w.Line != "" && w.Colour == rules.Black {
		tw, err = tutor.ExplainLine(&b, w.Point, w.Line, opts...)
	}
	if tw == nil {
		tw, err = tutor.Explain(&b, w.Point, w.Colour, opts...)
	}
	if err != nil {
		c.found = append(c.found, fmt.Sprintf("%s: %s: the walk of %s does not open: %v", c.Stage.Name, where, w.Point.Upper(), err))
		return
	}
	at := fmt.Sprintf("%s walk %s", where, w.Point.Upper())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		l := string(lang)
		for _, s := range tw.Steps {
			c.Linked(at, lang, s.Say.Get(l), needs)
			c.Linked(at, lang, s.Question.Get(l), needs)
			c.Linked(at, lang, s.Answer.Get(l), needs)
		}
		c.Linked(at+" summary", lang, tw.Summary.Get(l), needs)
	}
}

// WalkNeeds are the fouls w's judgement finds (Needs).
func WalkNeeds(w screenview.Walk) map[string]bool { return Needs(&w.Board, w.Point, w.Colour) }

// Needs are the forbidden kinds the judgement of a stone of colour at p
// on b finds, at every depth (the fouls of the straight-four points
// judged in turn too): the names a walk of it, or a feedback on it,
// cannot do without. Empty when the judge cannot judge it.
func Needs(b *rules.Board, p rules.Point, colour rules.Stone) map[string]bool {
	out := map[string]bool{}
	tr, err := rules.Explain(b, p, colour)
	if err != nil {
		return out
	}
	var walk func(t *rules.Trace)
	walk = func(t *rules.Trace) {
		if t == nil {
			return
		}
		if t.Verdict == "forbidden" && t.Kind != "" {
			out[t.Kind] = true
		}
		for _, l := range t.Lines {
			for _, cd := range l.Candidates {
				walk(cd.Sub)
			}
		}
	}
	walk(tr)
	return out
}

// Join is needs and more together (a new set).
func Join(needs map[string]bool, more ...string) map[string]bool {
	out := map[string]bool{}
	for k := range needs {
		out[k] = true
	}
	for _, k := range more {
		out[k] = true
	}
	return out
}

// TermsOf are the terms the texts name: what a line naming a lesson
// to come by its title may name (a lesson's name is its name, linked).
func TermsOf(lang msg.Lang, texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, text := range texts {
		for _, s := range glossary.Find(text, lang) {
			out[s.ID] = true
		}
	}
	return out
}

// Report fails t with the findings (the first 40; RENJU_STAGE_ALL=1
// lists every one), and when nothing was checked.
func (c *Check) Report(t testing.TB) {
	t.Helper()
	if c.Texts == 0 {
		t.Errorf("%s: no text was checked", c.Stage.Name)
	}
	found := append([]string(nil), c.found...)
	sort.Sort(sort.StringSlice(found))
	limit := 40
	if os.Getenv("RENJU_STAGE_ALL") != "" {
		limit = len(found)
	}
	for i, f := range found {
		if i == limit {
			t.Errorf("… and %d more (RENJU_STAGE_ALL=1 lists them)", len(found)-limit)
			break
		}
		t.Error(f)
	}
}

// Summary is the findings in one string (for a test that wants some).
func (c *Check) Summary() string { return strings.Join(c.found, "\n") }
