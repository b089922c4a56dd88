package glossary_test

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/practice"
	"renju/rules"
	"renju/tutor"
)

// One vocabulary by stage: every text of a lesson page and of its
// practice items — its paragraphs, its task's question, choices and hint
// — and every walk a learner can open on it
// (every empty point of its board, in the page's frame, and a
// live-or-false task's line walk), in both languages, uses only terms
// taught by that lesson or one before it; and English text carries no
// Chinese (the glossary gives a term's Chinese name). It fails on the
// first untaught term of each lesson, page and term, with the sentence.
//
// RENJU_STAGE_ALL=1 lists every finding instead of the first few.
func TestLessonsSpeakToTheirStage(t *testing.T) {
	if testing.Short() {
		t.Skip("walks every point of every lesson page")
	}
	type finding struct{ where, term, text string }
	var found []finding
	seen := map[string]bool{}
	note := func(where, term, text string) {
		key := where + "|" + term
		if seen[key] {
			return
		}
		seen[key] = true
		found = append(found, finding{where, term, text})
	}
	check := func(l *lessons.Lesson, where string, lang msg.Lang, text string) {
		for _, term := range untaught(l.ID, lang, text) {
			note(where, term, text)
		}
	}
	walks := 0
	for _, l := range lessons.All() {
		check(l, l.ID+" title", msg.English, l.Title.EN)
		check(l, l.ID+" title", msg.Chinese, l.Title.ZH)
		check(l, l.ID+" summary", msg.English, l.Summary.EN)
		check(l, l.ID+" summary", msg.Chinese, l.Summary.ZH)
		// The lesson's pages, then its practice set as the app makes it
		// (seed 1): the same page's texts, choices and walks.
		pages := l.Pages
		names := make([]string, len(pages))
		for i := range pages {
			names[i] = fmt.Sprintf("%s page %d", l.ID, i+1)
		}
		for i, it := range practice.Items(l, 1, 4, nil) {
			pages = append(pages, it)
			names = append(names, fmt.Sprintf("%s practice %d", l.ID, i+1))
		}
		for i := range pages {
			pg := &pages[i]
			at := names[i]
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				check(l, at, lang, pg.Text.Get(string(lang)))
				check(l, at+" task", lang, msg.Task(pg, lang))
				if t := pg.Task; t != nil {
					check(l, at+" hint", lang, t.Hint.Get(string(lang)))
					if t.Type != lessons.TaskNameOpening {
						for _, c := range glossary.Choices(t.Choices(), l.ID) {
							check(l, at+" choice", lang, msg.T(lang, msg.ID("choice."+c)))
						}
					}
				}
			}
			// The answer is among the choices the page offers at its stage.
			if tk := pg.Task; tk != nil && tk.Type != lessons.TaskNameOpening && tk.Choices() != nil {
				sol, err := tk.Solution(&pg.Board)
				if err == nil && sol.Choice != "" && !slices.Contains(glossary.Choices(tk.Choices(), l.ID), sol.Choice) {
					t.Errorf("%s: the answer %s is not among the choices lesson %s has taught", at, sol.Choice, l.ID)
				}
			}
			early := lessons.LessonFrame(l) != lessons.FrameForbidden
			for _, w := range pageWalks(l, pg) {
				walks++
				if early && (w.Frame == "" || w.Frame == tutor.FrameForbidden) {
					t.Errorf("%s: a walk of %s asks whether it is forbidden, before the forbidden-move lessons", at, w.Point)
				}
				where := fmt.Sprintf("%s walk %s (%s)", at, pg.Label(rules.MustPoint(w.Point)), walkFrame(w))
				for _, lang := range []string{tutor.English, tutor.Chinese} {
					ml := msg.Lang(lang)
					for _, s := range w.Steps {
						check(l, where, ml, s.Say.Get(lang))
						check(l, where, ml, s.Question.Get(lang))
						check(l, where, ml, s.Answer.Get(lang))
					}
					check(l, where+" summary", ml, w.Summary.Get(lang))
				}
			}
		}
	}
	t.Logf("%d walks on %d lessons", walks, len(lessons.All()))
	limit := 40
	if os.Getenv("RENJU_STAGE_ALL") != "" {
		limit = len(found)
	}
	for i, f := range found {
		if i == limit {
			t.Errorf("… and %d more (RENJU_STAGE_ALL=1 lists them)", len(found)-limit)
			break
		}
		t.Errorf("%s: %s is not taught yet: %q", f.where, f.term, f.text)
	}
}

// untaught are the terms of text that lessonID and the lessons before it
// have not taught, and "(Chinese in English)" for English text with
// Chinese in it (glossary.Untaught, which the rooms' stage tests use too).
func untaught(lessonID string, lang msg.Lang, text string) []string {
	return glossary.Untaught(text, lang, func(id string) bool { return glossary.TaughtBy(id, lessonID) })
}

// The check fails where it should: the forbidden question's walk of a
// double-three, told to a lesson-3 learner without a stage, names a foul
// lesson 3 has not taught; told with lesson 3's stage in lesson 3's own
// frame it names none; and "live three (活三)" is Chinese in English.
func TestStageCheckCatches(t *testing.T) {
	b, _ := rules.ParseStones("B:f8,g8,h9,h10")
	w, err := tutor.Explain(&b, rules.MustPoint("h8"), rules.Black)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, s := range w.Steps {
		found = append(found, untaught("three", msg.English, s.Say.EN)...)
	}
	if !slices.Contains(found, "double-three") {
		t.Errorf("a double-three's walk at lesson 3: found %v", found)
	}
	w, err = tutor.Explain(&b, rules.MustPoint("h8"), rules.Black, tutor.WithFrame(tutor.FrameThree), tutor.WithStage(glossary.Stage("three")))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range w.Steps {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			if u := untaught("three", lang, s.Say.Get(string(lang))); len(u) > 0 {
				t.Errorf("lesson 3's question at lesson 3's stage: %v in %q", u, s.Say.Get(string(lang)))
			}
		}
	}
	if u := untaught("review", msg.English, "a live three (活三)"); !slices.Contains(u, "(Chinese in English)") {
		t.Errorf("Chinese in English: %v", u)
	}
}

// pageWalks are the walks a learner can open on a page: every empty
// point of its board, told as the lesson page tells it, and the line
// walk of a live-or-false task.
func pageWalks(l *lessons.Lesson, pg *lessons.Page) []*tutor.Walk {
	var out []*tutor.Walk
	names := func(q rules.Point) string {
		if m, ok := pg.Marks[q]; ok && m >= 'A' && m <= 'Z' {
			return string(m)
		}
		return ""
	}
	for row := range rules.Size {
		for col := range rules.Size {
			p := rules.Pt(col, row)
			if pg.Board.At(p) != rules.Empty || !nearStones(&pg.Board, p) {
				continue
			}
			opts := []tutor.Option{tutor.WithNames(names), tutor.WithStage(glossary.Stage(l.ID)),
				tutor.WithFrame(tutor.Frame(lessons.WalkFrame(l, pg, p)))}
			b := pg.Board
			if t := pg.Task; t != nil && t.Type == lessons.TaskLiveOrFalse && t.Point == p {
				if w, err := tutor.ExplainLine(&b, p, t.Dir, opts...); err == nil {
					out = append(out, w)
				}
			}
			if w, err := tutor.Explain(&b, p, rules.Black, opts...); err == nil {
				out = append(out, w)
			}
		}
	}
	return out
}

// nearStones reports whether a black stone stands within four points of
// p on one of its lines: a point with none makes no shape, and its walk
// says only that (one such walk a page is enough).
func nearStones(b *rules.Board, p rules.Point) bool {
	if b.At(rules.Center) == rules.Empty && p == rules.Center {
		return true // the empty board's walk
	}
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		for k := -4; k <= 4; k++ {
			q := rules.Point{Col: p.Col + k*d[0], Row: p.Row + k*d[1]}
			if k != 0 && q.OnBoard() && b.At(q) == rules.Black {
				return true
			}
		}
	}
	return false
}

func walkFrame(w *tutor.Walk) string {
	switch {
	case w.Line != "":
		return "three, " + w.Line
	case w.Frame == "":
		return "forbidden"
	}
	return string(w.Frame)
}
