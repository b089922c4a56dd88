package glossary

import (
	_ "embed"
	"sync"

	"renju/lessons"
	"renju/msg"
)

// Term is one entry of the glossary.
type Term struct {
	// ID is stable ("double-three"): texts, links and tests name a term
	// by it.
	ID string
	// Lesson is the ID of the lesson that teaches the term; "" means
	// before the first lesson.
	Lesson string
	// Parent is the term this one refines ("" if none): four for
	// four-three, three for split-three. A text naming the longer term
	// names that term, not its parent (Find: the longest match wins).
	Parent string
	// Names are the forms texts use, per language; the first is the
	// headword. English forms match whole words, whatever their case.
	Names map[msg.Lang][]string
	// Def is a one-line definition per language.
	Def map[msg.Lang]string
	// Diagram is a small position that shows the term, in the lesson
	// files' one-line form followed by its marks: "B:f8,g8,h9,h10 A=h8"
	// (Position reads it); "" for a term no position shows (to pass).
	Diagram string
	// Checks are the diagram's claims, in the lesson files' check syntax
	// ("A forbidden double-three"): the tests verify them against the
	// judge.
	Checks []string
}

// Headword is the term's first name in lang ("" if it has none there).
func (t Term) Headword(lang msg.Lang) string {
	if ns := t.Names[lang]; len(ns) > 0 {
		return ns[0]
	}
	return ""
}

//go:embed terms.txt
var source []byte

var (
	loadOnce sync.Once
	terms    []Term
	plains   map[msg.Lang][]string
	byID     map[string]int
)

// load parses the embedded list on first use: the app reads it only when
// a text is first marked, not at start-up.
func load() {
	loadOnce.Do(func() {
		terms, plains = read(source)
		sortByCurriculum(terms)
		byID = make(map[string]int, len(terms))
		for i, t := range terms {
			byID[t.ID] = i
		}
	})
}

// All returns every term in the curriculum's order: by the order of the
// lesson that teaches it (terms before the first lesson first), then as
// the file lists them. The slice is shared: do not modify it.
func All() []Term {
	load()
	return terms
}

// ByID returns the term with the given ID.
func ByID(id string) (Term, bool) {
	load()
	i, ok := byID[id]
	if !ok {
		return Term{}, false
	}
	return terms[i], true
}

// TaughtBy reports whether term id is taught in lessonID or a lesson
// before it in the curriculum. A term taught before the first lesson is
// taught by every lesson, and by "" (a learner who has done none); an
// unknown term or lesson is taught by nothing.
func TaughtBy(id, lessonID string) bool {
	t, ok := ByID(id)
	if !ok {
		return false
	}
	if t.Lesson == "" {
		return true
	}
	have, ok := lessonOrder(lessonID)
	if !ok {
		return false
	}
	need, ok := lessonOrder(t.Lesson)
	return ok && need <= have
}

// Stage is TaughtBy for one lesson: the terms a learner knows once
// lessonID is done (or while reading it). The tutor takes it as its
// vocabulary (tutor.WithStage). A lesson ID not in the curriculum (a
// game's foul asked again, a test's lesson) is nil: every term.
func Stage(lessonID string) func(id string) bool {
	if _, ok := lessonOrder(lessonID); !ok {
		return nil
	}
	return func(id string) bool { return TaughtBy(id, lessonID) }
}

// lessonOrder is a lesson's place in the curriculum, from the index
// (no lesson is parsed).
func lessonOrder(id string) (int, bool) {
	for i, e := range lessons.Index() {
		if e.ID == id {
			return i, true
		}
	}
	return 0, false
}

// sortByCurriculum orders terms by their lesson's place, stably.
func sortByCurriculum(ts []Term) {
	key := func(t Term) int {
		if t.Lesson == "" {
			return -1
		}
		if o, ok := lessonOrder(t.Lesson); ok {
			return o
		}
		return len(lessons.Index()) // an unknown lesson: last (parse reports it)
	}
	// Insertion sort: a stable sort of some hundred terms, without sort's
	// reflection.
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && key(ts[j]) < key(ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// choiceTerms are the terms the choices of a lesson task name (the
// choices of lessons.Task.Choices); a choice not listed names none
// ("legal", "yes", an opening's number).
var choiceTerms = map[string]string{
	"overline": "overline", "double-four": "double-four", "double-three": "double-three",
	"five": "five", "live": "three", "false": "three",
}

// Choices keeps the choices of a task that a learner at lessonID has
// met, in order: a lesson-5 which-kind asks overline, double-three,
// legal or five, not the double-four lesson 6 teaches. The lesson page,
// its practice and the review of its questions ask with these, so that a
// question comes back in the words of the lesson it came from.
func Choices(choices []string, lessonID string) []string {
	if _, ok := lessonOrder(lessonID); !ok || choices == nil {
		return choices // outside the curriculum: every choice
	}
	out := make([]string, 0, len(choices))
	for _, c := range choices {
		if term, ok := choiceTerms[c]; ok && !TaughtBy(term, lessonID) {
			continue
		}
		out = append(out, c)
	}
	return out
}
