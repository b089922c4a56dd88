package learnpath

import (
	"strings"
	"testing"

	"renju/drills"
	"renju/lessons"
	"renju/msg"
	"renju/practice"
)

// saved is a learner with pages done and practices worked.
func saved(done map[string][]int, practised ...string) Saved {
	return Saved{
		Lessons: lessons.Index(),
		PageDone: func(id string, page int) bool {
			for _, p := range done[id] {
				if p == page {
					return true
				}
			}
			return false
		},
		Practised: func(id string) bool {
			for _, p := range practised {
				if p == id {
					return true
				}
			}
			return false
		},
		DrillAnswers: map[string]int{},
	}
}

func all(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

func TestFreshPathStartsAtTheFirstLesson(t *testing.T) {
	p := Of(saved(nil))
	first := lessons.Index()[0]
	st, ok := p.NextStep()
	if !ok || p.Next != 0 || st.ID != "lesson:"+first.ID || st.Kind != Lesson || st.Page != 0 {
		t.Fatalf("next step of a fresh learner = %+v (index %d), want the first lesson", st, p.Next)
	}
	if p.Done() != 0 {
		t.Errorf("a fresh learner has %d steps done", p.Done())
	}
	if got := st.Title(msg.English); got != first.Title.EN {
		t.Errorf("title %q, want %q", got, first.Title.EN)
	}
}

func TestEveryLessonAndItsPracticeInOrder(t *testing.T) {
	p := Of(saved(nil))
	var ids []string
	seen := map[string]bool{}
	for _, st := range p.Steps {
		if seen[st.ID] {
			t.Errorf("step %s twice", st.ID)
		}
		seen[st.ID] = true
		ids = append(ids, st.ID)
	}
	at := func(id string) int {
		for i, x := range ids {
			if x == id {
				return i
			}
		}
		t.Fatalf("no step %s in %v", id, ids)
		return -1
	}
	prev := -1
	for _, e := range lessons.Index() {
		l, pr := at("lesson:"+e.ID), at("practice:"+e.ID)
		if l <= prev || pr != l+1 {
			t.Errorf("lesson %s at %d, its practice at %d, the lesson before at %d", e.ID, l, pr, prev)
		}
		prev = pr
	}
	// Each drill type once, after the lesson that opens it; the storm
	// and the game after the overline.
	for _, typ := range drills.Types {
		at("drill:" + typ)
	}
	if at("storm") < at("lesson:overline") || at("play") < at("lesson:overline") {
		t.Errorf("the storm or the game comes before the overline is met: %v", ids)
	}
	if at("drill:live-or-false") < at("lesson:false-three-own") {
		t.Errorf("live-or-false before the false threes are met")
	}
}

// Every lesson has a practice set (renju/practice plans one), so every
// lesson has a practice step: the path shows no step that cannot be done.
func TestEveryLessonPlansAPractice(t *testing.T) {
	ls, err := lessons.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		if !practice.PlanFor(l) {
			t.Errorf("lesson %s has no practice set, but the path gives it a practice step", l.ID)
		}
	}
}

func TestDoneAndNext(t *testing.T) {
	first, second := lessons.Index()[0], lessons.Index()[1]
	// Half of the first lesson: it is next, at its first page not done.
	p := Of(saved(map[string][]int{first.ID: {1, 2}}))
	if st, _ := p.NextStep(); st.ID != "lesson:"+first.ID || st.Page != 2 || st.Done {
		t.Errorf("half a lesson: next %+v, want the lesson at page 3", st)
	}
	// All its pages: its practice is next.
	p = Of(saved(map[string][]int{first.ID: all(first.Pages)}))
	if st, _ := p.NextStep(); st.ID != "practice:"+first.ID || !p.Steps[0].Done {
		t.Errorf("a lesson done: next %+v, want its practice", st)
	}
	// Practised too: the second lesson.
	p = Of(saved(map[string][]int{first.ID: all(first.Pages)}, first.ID))
	if st, _ := p.NextStep(); st.ID != "lesson:"+second.ID || p.Done() != 2 {
		t.Errorf("lesson and practice done: next %+v, %d done", st, p.Done())
	}
	// A later step done does not move next past an earlier one.
	s := saved(nil)
	s.StormRuns, s.Games = 1, 1
	s.DrillAnswers = map[string]int{drills.IsForbidden: RoundLen, drills.Trap: RoundLen - 1}
	p = Of(s)
	if p.Next != 0 || p.Done() != 3 {
		t.Errorf("storm, game and a drill round done: next %d, %d done; want 0 and 3", p.Next, p.Done())
	}
	for _, st := range p.Steps {
		if st.ID == "drill:trap" && st.Done {
			t.Errorf("trap done with %d answers, want %d", RoundLen-1, RoundLen)
		}
	}
}

func TestEverythingDone(t *testing.T) {
	done := map[string][]int{}
	var practised []string
	for _, e := range lessons.Index() {
		done[e.ID] = all(e.Pages)
		practised = append(practised, e.ID)
	}
	s := saved(done, practised...)
	for _, typ := range drills.Types {
		s.DrillAnswers[typ] = RoundLen
	}
	s.StormRuns, s.Games = 1, 1
	p := Of(s)
	if _, ok := p.NextStep(); ok || p.Next != len(p.Steps) || p.Done() != len(p.Steps) {
		t.Errorf("all done: next %d of %d, %d done", p.Next, len(p.Steps), p.Done())
	}
}

func TestTitlesInBothLanguages(t *testing.T) {
	p := Of(saved(nil))
	for _, st := range p.Steps {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			got := st.Title(lang)
			if got == "" || strings.Contains(got, "%!") || got == st.ID {
				t.Errorf("%s in %s: title %q", st.ID, lang, got)
			}
		}
	}
	var drill Step
	for _, st := range p.Steps {
		if st.ID == "drill:is-forbidden" {
			drill = st
		}
	}
	if got := drill.Title(msg.English); got != "Drills: “Forbidden?”, level 1" {
		t.Errorf("drill title %q", got)
	}
}

// A lesson left half done is the next step, at the page seen last, even
// when an earlier step is not done; a lesson seen last and done is not.
func TestResumeTheLessonSeenLast(t *testing.T) {
	ix := lessons.Index()
	s := saved(map[string][]int{ix[4].ID: {1}})
	s.Last, s.LastPage = ix[4].ID, 3
	p := Of(s)
	if st, _ := p.NextStep(); st.ID != "lesson:"+ix[4].ID || st.Page != 2 {
		t.Errorf("next %+v, want lesson %s at page 3", st, ix[4].ID)
	}
	s = saved(map[string][]int{ix[4].ID: all(ix[4].Pages)})
	s.Last, s.LastPage = ix[4].ID, ix[4].Pages
	if p := Of(s); p.Next != 0 {
		t.Errorf("a lesson seen last and done: next %d, want the first lesson", p.Next)
	}
}

// A skipped practice is optional: the path goes on past it (after Skip
// practice in lesson 2 and lesson 3 worked through, the next step is
// lesson 4, not lesson 2's practice), shows it skipped and not done, and
// offers it again once nothing else is left.
func TestASkippedPracticeNeverBlocks(t *testing.T) {
	ix := lessons.Index()
	done := map[string][]int{}
	for _, e := range ix[:3] {
		done[e.ID] = all(e.Pages)
	}
	s := saved(done, ix[0].ID, ix[2].ID)
	s.SkippedPractice = func(id string) bool { return id == ix[1].ID }
	p := Of(s)
	if st, _ := p.NextStep(); st.ID != "lesson:"+ix[3].ID {
		t.Errorf("next %s, want lesson:%s", st.ID, ix[3].ID)
	}
	var skipped *Step
	for i := range p.Steps {
		if p.Steps[i].ID == "practice:"+ix[1].ID {
			skipped = &p.Steps[i]
		}
	}
	if skipped == nil || skipped.Done || !skipped.Skipped {
		t.Fatalf("the skipped practice: %+v", skipped)
	}
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		if got, plain := skipped.Title(lang), msg.F(lang, TitlePractice, ix[1].Title.Get(string(lang))); got == plain || !strings.Contains(got, ix[1].Title.Get(string(lang))) {
			t.Errorf("%s: the skipped practice is titled %q (a practice not skipped: %q)", lang, got, plain)
		}
	}
	if p.Done() != 5 {
		t.Errorf("%d steps done, want 5 (three lessons, two practices)", p.Done())
	}

	// Every lesson done, the drill rounds and the rest not: after the
	// last lesson the skipped practice is next, before them; a practice
	// not skipped and not done comes first.
	lessonsOnly := saved(nil)
	lessonsOnly.PageDone = func(string, int) bool { return true }
	lessonsOnly.Practised = func(id string) bool { return id != ix[1].ID }
	lessonsOnly.SkippedPractice = s.SkippedPractice
	p = Of(lessonsOnly)
	if st, ok := p.NextStep(); !ok || st.ID != "practice:"+ix[1].ID {
		t.Errorf("after the last lesson: next %+v, want practice:%s", st, ix[1].ID)
	}
	lessonsOnly.Practised = func(id string) bool { return id != ix[1].ID && id != ix[5].ID }
	p = Of(lessonsOnly)
	if st, _ := p.NextStep(); st.ID != "practice:"+ix[5].ID {
		t.Errorf("after the last lesson, a practice not done nor skipped: next %s, want practice:%s", st.ID, ix[5].ID)
	}
	// A lesson left: the way on, not the practice skipped.
	lessonsOnly.Practised = func(id string) bool { return id != ix[1].ID }
	lessonsOnly.PageDone = func(id string, _ int) bool { return id != ix[len(ix)-1].ID }
	p = Of(lessonsOnly)
	if st, _ := p.NextStep(); st.Skipped {
		t.Errorf("a lesson left: next %s", st.ID)
	}

	// Every other step done: the skipped practice is next.
	all := saved(nil)
	all.PageDone = func(string, int) bool { return true }
	all.Practised = func(id string) bool { return id != ix[1].ID }
	all.SkippedPractice = s.SkippedPractice
	for _, typ := range drills.Types {
		all.DrillAnswers[typ] = RoundLen
	}
	all.StormRuns, all.Games = 1, 1
	p = Of(all)
	if st, ok := p.NextStep(); !ok || st.ID != "practice:"+ix[1].ID {
		t.Errorf("all but a skipped practice done: next %+v, want practice:%s", st, ix[1].ID)
	}
	// Practised after all: done, no longer skipped, and nothing is left.
	all.Practised = func(string) bool { return true }
	p = Of(all)
	if _, ok := p.NextStep(); ok || p.Done() != len(p.Steps) {
		t.Errorf("all done: next %d of %d", p.Next, len(p.Steps))
	}
	for _, st := range p.Steps {
		if st.Skipped {
			t.Errorf("%s is done and still skipped", st.ID)
		}
	}
}

// Home's line on the practices skipped: none without a skip, and none
// while a skipped practice is itself the next step.
func TestSkippedNote(t *testing.T) {
	ix := lessons.Index()
	s := saved(map[string][]int{ix[0].ID: all(ix[0].Pages), ix[1].ID: all(ix[1].Pages)})
	if got := Of(s); got.SkippedNote(msg.English) != "" {
		t.Errorf("nothing skipped: %q", got.SkippedNote(msg.English))
	}
	s.SkippedPractice = func(id string) bool { return id == ix[0].ID }
	p := Of(s)
	if got := p.SkippedNote(msg.English); !strings.HasPrefix(got, "One practice skipped") {
		t.Errorf("one skipped: %q", got)
	}
	s.SkippedPractice = func(id string) bool { return id == ix[0].ID || id == ix[1].ID }
	p = Of(s)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		if got := p.SkippedNote(lang); !strings.Contains(got, "2") {
			t.Errorf("%s, two skipped: %q", lang, got)
		}
	}
	all := saved(nil)
	all.PageDone = func(string, int) bool { return true }
	all.Practised = func(id string) bool { return id != ix[0].ID }
	all.SkippedPractice = func(id string) bool { return id == ix[0].ID }
	all.StormRuns, all.Games = 1, 1
	for _, typ := range drills.Types {
		all.DrillAnswers[typ] = RoundLen
	}
	if p := Of(all); p.SkippedNote(msg.English) != "" {
		t.Errorf("the skipped practice is next: %q", p.SkippedNote(msg.English))
	}
}
