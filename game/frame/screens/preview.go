package screens

import (
	"renju/game/features/lessonplay"
	"renju/game/features/start"
	"renju/game/services/learnpath"
	"renju/lessons"
)

// Previews: the screen a tap on the screen shown most likely opens, made
// to be drawn once where nobody sees it while the page is still
// (game/prepare.go, issue 39), so that its texts are shaped and drawn
// and the tap finds them in the kit's caches. A preview has no effect of
// its own: it records nothing, asks the worker nothing, saves nothing.

// Previews lists the screens to prepare for cur, likeliest first, each
// as a maker (made only when its turn comes; nil: none after all), or
// later: nothing yet, ask again on a later tick. From the guided start
// once the learner has placed a first stone and gone on, home (instance
// gives the frame's own, which the tap will show; on its first step
// later is true). From home, the lesson page Continue opens, then the
// Practise hub. From a hub, its first screen (the Practise hub's: the
// Drills menu). From a lesson's page the next, on a flow that records
// nothing. Continue's lesson page cost 308 ms of the page's thread in a
// profile, Next's 198 ms, most of it their texts drawn for the first
// time; unprepared, home -> the Practise hub took 190 ms and the hub ->
// Drills 186 ms against the anchor's tap's 120 (make measure, quiet).
//
// Of home's five groups the Practise hub is prepared: the one a learner
// goes to beyond the path's next step (a lesson's practice is drills);
// the others open as they did. A hub's first screen is its likeliest
// (the Registry lists a group's screens in the order a learner wants
// them).
func Previews(c *Ctx, cur Screen, instance func(name string) Screen) (next []func() Screen, later bool) {
	switch cur := cur.(type) {
	case *panelScreen:
		// Not on its first step: that is a first visit's load, and home
		// drawn there cost the load 0.75 s of CPU (the GPU process 1.14
		// -> 1.52 s; make measure, 3 loads each, quiet: 4.00 -> 4.75 s
		// against the anchor's 2.58). The start's later steps are read
		// for a minute or two: home is ready long before they end. On
		// the first step, home is prepared once the pointer or the
		// keyboard's focus rests on Skip: the learner's own sign, after
		// the load (a finger has none, and its tap draws home as before).
		if m, ok := cur.m.(*start.Model); cur.name == NameStart && ok {
			if m.Step() == start.Place && c.Hover != start.BtnSkip && c.Focus != start.BtnSkip {
				return nil, true
			}
			return []func() Screen{func() Screen { return instance(NameHome) }}, false
		}
		if h, ok := cur.m.(*hubModel); cur.name == NameHub && ok {
			es := InGroup(h.g.Name)
			if len(es) == 0 || es[0].Open == nil {
				return nil, false
			}
			return []func() Screen{func() Screen { return screenPreview(c, es[0]) }}, false
		}
	case *homeScreen:
		return []func() Screen{
			func() Screen {
				p := PathOf(c.Learn, c.Store)
				st, ok := p.NextStep()
				if !ok || st.Kind != learnpath.Lesson {
					return nil
				}
				return lessonPreview(c, st.Lesson, st.Page+1)
			},
			func() Screen {
				s, _ := openHub(c, nil, GroupPractise, false)
				return s
			},
		}, false
	case *lessonScreen:
		// A lesson's page: the next page (Next's).
		if cur.f.State().Stage != lessonplay.OnPage {
			return nil, false
		}
		l, next := cur.f.Lesson(), cur.f.Page().Index()+2
		if next > len(l.Pages) {
			return nil, false
		}
		return []func() Screen{func() Screen { return lessonPreview(c, l.ID, next) }}, false
	}
	return nil, false
}

// screenPreview is a new instance of e's screen, opened as a tap would
// open it but never kept: the frame's own (the one the tap opens, which
// a seed given later must still reach: Game.Seed) is not made by a
// preview. Only panel screens are: their Open reads the saved values and
// asks nothing (a panel's model asks the worker from its Poll, which a
// preview never calls); another screen's Open may do more.
func screenPreview(c *Ctx, e Entry) Screen {
	if e.Panel == nil {
		return nil
	}
	s, err := e.Open(c, nil, "", false)
	if err != nil {
		return nil
	}
	return s
}

// lessonPreview is page (from 1) of lesson id on a flow that records
// nothing and makes no practice set.
func lessonPreview(c *Ctx, id string, page int) Screen {
	s := &lessonScreen{f: lessonplay.NewFlow(readOnly{c.Learn}, c.Learn, noPractice{})}
	if _, err := s.f.Open(id, page, false); err != nil {
		return nil
	}
	s.turned()
	return s
}

// readOnly is a lesson's recorder that reads the learner's progress and
// records nothing: a preview's.
type readOnly struct{ lessonplay.Recorder }

func (readOnly) Visit(string, int)                 {}
func (readOnly) Done(string, int)                  {}
func (readOnly) Answer(string, int, bool, int) int { return 0 }
func (readOnly) SkipPractice(string)               {}

// SkippedPractice reads the learner's (a lesson's page offers a skipped
// practice again: the preview shows what the page will).
func (r readOnly) SkippedPractice(id string) bool {
	sk, ok := r.Recorder.(lessonplay.Skipper)
	return ok && sk.SkippedPractice(id)
}

// noPractice makes no practice set: a preview asks the worker nothing.
type noPractice struct{}

func (noPractice) Plans(*lessons.Lesson) bool                   { return false }
func (noPractice) Start(*lessons.Lesson) lessonplay.PracticeSet { return nil }
