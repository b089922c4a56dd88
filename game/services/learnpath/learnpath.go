// Package learnpath is the way through the curriculum that home shows: a
// path of steps — each lesson, its practice, the drills a lesson opens,
// a Foul Storm, a first game against the partner — each done or not, and
// the next step to take. It reads only what the app already saves (the
// lessons' progress, the drills' record, the storm's record, the games
// kept); it is plain Go, tested on the host.
//
// What counts as done, and why:
//
//	lesson    every page of it done (read, or its task answered right):
//	          what the lesson menu's ticks show
//	practice  its practice set worked to the end at least once
//	          (progress.Practised; a lesson without a practice set has
//	          no practice step). A practice skipped (Skip practice) is
//	          optional: not done, shown as skipped, and the way goes on
//	          past it; it is offered again once nothing else is left
//	drill     RoundLen answers of that drill type at any level: one
//	          round. The drills' record counts answers per type, not per
//	          level, so a type is one step, at the level the lesson opens
//	storm     one storm run finished (the storm record's runs)
//	play      one game against the partner begun (the games kept)
package learnpath

import (
	"strconv"
	"strings"

	"renju/lessons"
	"renju/msg"
)

// Kind is what a step is.
type Kind string

const (
	Lesson   Kind = "lesson"
	Practice Kind = "practice"
	Drill    Kind = "drill"
	Storm    Kind = "storm"
	Play     Kind = "play"
)

// RoundLen is how many answers of a drill type make its step done: one
// round of the Drills screen (drillplay.RoundLen, not imported: a service
// does not lean on a part).
const RoundLen = 10

// Step is one step of the path.
type Step struct {
	_ [0]func() // not comparable: Go then links no equality function for it or its arrays
	// ID is stable: "lesson:<id>", "practice:<id>", "drill:<type>",
	// "storm", "play".
	ID   string
	Kind Kind
	// Lesson is the lesson of a lesson or practice step; Page the page
	// (from 0) a lesson step opens at: the first not done.
	Lesson string
	Page   int
	// DrillType and Level are a drill step's: the type and the level the
	// lesson before it opens.
	DrillType string
	Level     int
	Done      bool
	// Skipped: a practice the learner skipped. It is not done, and it
	// blocks nothing: Next passes it by until no other step is left.
	Skipped bool

	title lessons.Text
}

// Path is the steps in order and the next one to take.
type Path struct {
	Steps []Step
	// Next is the index of the step to take next: the lesson seen last
	// if it is not done (resumed at the page seen), else the first step
	// neither done nor skipped, else the first skipped one (offered again
	// after the rest); len(Steps) when all are done.
	Next int
}

// Saved is what the path is read from: what the app keeps.
type Saved struct {
	// Lessons is the curriculum's index, in order.
	Lessons []lessons.Entry
	// PageDone reports whether page (from 1) of a lesson is done.
	PageDone func(id string, page int) bool
	// Practised reports whether a lesson's practice set was worked to
	// its end; HasPractice whether the lesson has one.
	Practised   func(id string) bool
	HasPractice func(id string) bool
	// SkippedPractice reports whether a lesson's practice was skipped
	// and not worked since (nil: none was).
	SkippedPractice func(id string) bool
	// DrillAnswers counts the answers given per drill type.
	DrillAnswers map[string]int
	// StormRuns counts the storm runs finished; Games the games against
	// the partner begun.
	StormRuns, Games int
	// Last and LastPage are the lesson and page (from 1) seen last ("",
	// 0: none): a lesson left half done is the next step, resumed there.
	Last     string
	LastPage int
}

// opens are the steps after a lesson beyond its practice: the drills at
// the level the lesson opens (a type appears once, where its first level
// is met), the storm once every kind of foul is met, the first game once
// the learner knows fives and the three fouls. The drill levels are the
// drills' own (drills.MaxLevel): level 1 one line, level 2 recursion or
// combined fouls, level 3 deep recursion.
var opens = map[string][]Step{
	// Live or false threes: blocked by White, the edge or Black's own
	// stones are met by then.
	"false-three-own": {{Kind: Drill, DrillType: "live-or-false", Level: 1}},
	// The three kinds of foul are met: is-forbidden asks all three, the
	// storm too; and a game needs no more.
	"overline": {
		{Kind: Drill, DrillType: "is-forbidden", Level: 1},
		{Kind: Drill, DrillType: "find-all", Level: 1},
		{Kind: Storm},
		{Kind: Play},
	},
	"combined":        {{Kind: Drill, DrillType: "four-three", Level: 1}},
	"white-trap-play": {{Kind: Drill, DrillType: "trap", Level: 1}},
}

// Of computes the path from what is saved.
func Of(s Saved) Path {
	var p Path
	have := map[string]bool{}
	for _, e := range s.Lessons {
		st := Step{ID: "lesson:" + e.ID, Kind: Lesson, Lesson: e.ID, title: e.Title, Done: e.Pages > 0, Page: -1}
		for pg := 1; pg <= e.Pages; pg++ {
			if s.PageDone == nil || !s.PageDone(e.ID, pg) {
				st.Done = false
				if st.Page < 0 {
					st.Page = pg - 1
				}
			}
		}
		st.Page = max(st.Page, 0)
		p.Steps = append(p.Steps, st)
		if s.HasPractice == nil || s.HasPractice(e.ID) {
			st := Step{ID: "practice:" + e.ID, Kind: Practice, Lesson: e.ID, title: e.Title,
				Done: s.Practised != nil && s.Practised(e.ID)}
			st.Skipped = !st.Done && s.SkippedPractice != nil && s.SkippedPractice(e.ID)
			p.Steps = append(p.Steps, st)
		}
		for _, o := range opens[e.ID] {
			switch o.Kind {
			case Drill:
				o.ID = "drill:" + o.DrillType
				o.Done = s.DrillAnswers[o.DrillType] >= RoundLen
			case Storm:
				o.ID = "storm"
				o.Done = s.StormRuns > 0
			case Play:
				o.ID = "play"
				o.Done = s.Games > 0
			}
			if !have[o.ID] {
				have[o.ID] = true
				p.Steps = append(p.Steps, o)
			}
		}
	}
	p.Next = len(p.Steps)
	lessonsDone := true
	for i, st := range p.Steps {
		if !st.Done && !st.Skipped && p.Next == len(p.Steps) {
			p.Next = i
		}
		if st.Kind == Lesson && !st.Done {
			lessonsDone = false
		}
	}
	// A skipped practice comes back once the rest is done, and after the
	// last lesson before the drill rounds, the storm and the game still
	// left on the way (they have no end; the practice is its lesson's).
	if p.Next == len(p.Steps) || lessonsDone && p.Steps[p.Next].Kind != Practice {
		for i, st := range p.Steps {
			if st.Skipped {
				p.Next = i
				break
			}
		}
	}
	for i := range p.Steps {
		if st := &p.Steps[i]; st.Kind == Lesson && st.Lesson == s.Last && !st.Done && s.LastPage > 0 {
			p.Next = i
			st.Page = s.LastPage - 1
			for _, e := range s.Lessons {
				if e.ID == s.Last {
					st.Page = min(st.Page, e.Pages-1)
				}
			}
		}
	}
	return p
}

// Done counts the steps done.
func (p *Path) Done() int {
	n := 0
	for _, st := range p.Steps {
		if st.Done {
			n++
		}
	}
	return n
}

// SkippedNote is the line home shows under the path while practices are
// skipped and the next step is another: how many, and where they are
// offered again ("" when none is skipped, or one is next).
func (p *Path) SkippedNote(lang msg.Lang) string {
	n := 0
	for _, st := range p.Steps {
		if st.Skipped {
			n++
		}
	}
	if st, ok := p.NextStep(); n == 0 || ok && st.Skipped {
		return ""
	}
	if n == 1 {
		return msg.T(lang, SkippedOne)
	}
	return msg.F(lang, SkippedMany, n)
}

// NextStep is the next step to take; false when every step is done.
func (p *Path) NextStep() (Step, bool) {
	if p.Next < len(p.Steps) {
		return p.Steps[p.Next], true
	}
	return Step{}, false
}

// Title is the step's name in lang, in words the learner has met by then.
func (st *Step) Title(lang msg.Lang) string {
	switch st.Kind {
	case Lesson:
		return st.title.Get(string(lang))
	case Practice:
		if st.Skipped {
			return msg.F(lang, TitleSkipped, st.title.Get(string(lang)))
		}
		return msg.F(lang, TitlePractice, st.title.Get(string(lang)))
	case Drill:
		return msg.F(lang, TitleDrill, msg.T(lang, drillName[st.DrillType]), st.Level)
	case Storm:
		return msg.T(lang, TitleStorm)
	case Play:
		return msg.T(lang, TitlePlay)
	}
	return st.ID
}

// drillName names the drill types (msg's names, as the Drills screen
// shows them).
var drillName = map[string]msg.ID{
	"is-forbidden":  msg.DrillTypeIsForbidden,
	"find-all":      msg.DrillTypeFindAll,
	"live-or-false": msg.DrillTypeLiveOrFalse,
	"four-three":    msg.DrillTypeFourThree,
	"trap":          msg.DrillTypeTrap,
}

// LessonList names lessons by number as a sentence does: "lesson 5",
// "lessons 3 and 8", "lessons 5, 7 and 13"; "第5课", "第3、8课".
func LessonList(lang msg.Lang, ids []string) string {
	var ns []string
	for _, id := range ids {
		if n := LessonNumber(id); n > 0 {
			ns = append(ns, strconv.Itoa(n))
		}
	}
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return msg.F(lang, ListLesson, ns[0])
	}
	return msg.F(lang, ListLessons, strings.Join(ns[:len(ns)-1], msg.T(lang, ListComma)), ns[len(ns)-1])
}

// LessonNumber is a lesson's number in the curriculum, from 1 (0: none).
func LessonNumber(id string) int {
	for i, e := range lessons.Index() {
		if e.ID == id {
			return i + 1
		}
	}
	return 0
}
