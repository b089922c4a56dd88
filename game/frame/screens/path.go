package screens

import (
	"strconv"

	"renju/game/features/match"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/learning"
	"renju/game/services/learnpath"
	"renju/game/services/routes"
	"renju/game/services/storage"
	"renju/game/vocab/pageapi"
	"renju/msg"
)

// Home's learning path (game/services/learnpath), read from what the app
// keeps: the lessons' progress, the drills' record, the storm's record
// and the games kept. A record that cannot be read counts as nothing
// done (its screen says why when opened).

// pathCache keeps the last path and what it was read from: home asks
// every frame, and the records change only when a learner answers.
var pathCache struct {
	key  string
	path learnpath.Path
}

// PathOf is the learner's path now.
func PathOf(learn *learning.Curriculum, store *storage.Store) learnpath.Path {
	drillsV, _ := store.Load(drillplay.StorageKey)
	stormV, _ := store.Load(storm.StorageKey)
	playV, _ := store.Load(match.StorageKey)
	done, _ := learn.Totals()
	practised, skipped := 0, 0
	for _, e := range learn.Entries() {
		if learn.Practised(e.ID) {
			practised++
		}
		if learn.SkippedPractice(e.ID) {
			skipped++
		}
	}
	last, lastPage := learn.Last()
	key := strconv.Itoa(done) + "/" + strconv.Itoa(practised) + "/" + strconv.Itoa(skipped) + "/" + last + "/" + strconv.Itoa(lastPage) + "\x00" + drillsV + "\x00" + stormV + "\x00" + playV
	if pathCache.key == key && pathCache.path.Steps != nil {
		return pathCache.path
	}
	s := learnpath.Saved{Lessons: learn.Entries(), PageDone: learn.IsDone, Practised: learn.Practised, SkippedPractice: learn.SkippedPractice, DrillAnswers: map[string]int{}}
	s.Last, s.LastPage = learn.Last()
	if r, err := drillplay.ParseRecord([]byte(drillsV)); err == nil && drillsV != "" {
		for typ, t := range r.ByType {
			s.DrillAnswers[typ] = t.Total
		}
	}
	if r, err := storm.ParseRecord([]byte(stormV)); err == nil && stormV != "" {
		s.StormRuns = r.StormRuns
	}
	if sh, err := match.ParseSaved(playV); err == nil && playV != "" {
		s.Games = len(sh)
	}
	p := learnpath.Of(s)
	pathCache.key, pathCache.path = key, p
	return p
}

// PathState is the path as state() reports it, titles in lang.
func PathState(p learnpath.Path, lang msg.Lang) *pageapi.Path {
	out := &pageapi.Path{Steps: make([]pageapi.PathStep, len(p.Steps))}
	for i, st := range p.Steps {
		out.Steps[i] = pageapi.PathStep{ID: st.ID, Kind: string(st.Kind), Title: st.Title(lang), Done: st.Done, Skipped: st.Skipped}
	}
	if st, ok := p.NextStep(); ok {
		out.Next = st.ID
	}
	return out
}

// openStep opens the screen of a step: a lesson at its first page not
// done, a practice at its lesson's last page (Next goes on to it), the
// drills at the type and level, the storm, Play. With every step done,
// the lessons' menu.
func openStep(c *Ctx, st learnpath.Step, ok bool) {
	var err error
	switch {
	case !ok:
		err = c.Open(screenLessons, "")
	case st.Kind == learnpath.Lesson:
		err = c.Open(NameLesson, LessonArg(st.Lesson, st.Page))
	case st.Kind == learnpath.Practice:
		page := 0
		for _, e := range c.Learn.Entries() {
			if e.ID == st.Lesson {
				page = e.Pages - 1
			}
		}
		err = c.Open(NameLesson, LessonArg(st.Lesson, page))
	case st.Kind == learnpath.Drill:
		err = c.Open("drills", st.DrillType+"."+strconv.Itoa(st.Level))
	case st.Kind == learnpath.Storm:
		err = c.Open("storm", "")
	case st.Kind == learnpath.Play:
		err = c.Open(screenPlay, "")
	}
	// The index lists a lesson that did not parse only in a broken build
	// (the lessons' tests fail on it): the toast says which.
	if err != nil && c.ToastFunc != nil {
		c.ToastFunc(routes.Notice(err))
	}
}

// LessonsDone are the lessons the learner has done (every page), in the
// curriculum's order: what the Drills and Foul Storm fit their first
// choices to (screenview.Coverer).
func LessonsDone(c *Ctx) []string {
	var out []string
	for _, st := range PathOf(c.Learn, c.Store).Steps {
		if st.Kind == learnpath.Lesson && st.Done {
			out = append(out, st.Lesson)
		}
	}
	return out
}

// Ahead has the screen a press on cur most likely opens do its work
// while cur is shown, when it has some: on home, the Drills menu of the
// path's drill step (Continue's); on the Practise hub, the Drills menu as
// its first button opens it (issue 39: hub → Drills met the worker's
// first drill in the tap's frames). The worker makes the menu's first
// drill (drillplay's prepare.go; the frame's ahead.go). screen is the
// Drills screen's last instance, made for it if nil; fresh (the first
// frame of a stay) opens it unseen, as the press will (its saves read,
// the lessons done told, the menu's choice fitted to them), so that the
// work is what the press's screen will want. It returns the screen that
// had work, or nil (any other screen or step: a lesson's practice is
// made when its lesson page opens).
func Ahead(c *Ctx, cur, screen Screen, fresh bool) Screen {
	// The round of typ at level (home's path step), or the menu's own
	// choice (typ "": the Practise hub, whose first button is Drills).
	typ, level := "", 0
	if h, ok := hubOf(cur); ok {
		if e := firstOf(h.g.Name); e == nil || e.Name != "drills" {
			return nil
		}
	} else if cur.Name() == NameHome {
		p := PathOf(c.Learn, c.Store)
		st, ok := p.NextStep()
		if !ok || st.Kind != learnpath.Drill {
			return nil
		}
		typ, level = st.DrillType, st.Level
	} else {
		return nil
	}
	if screen == nil || fresh {
		e, _ := Find("drills")
		if screen, _ = e.Open(c, screen, "", false); screen == nil {
			return nil
		}
	}
	if ps, ok := screen.(*panelScreen); ok {
		if d, ok := ps.m.(*drillplay.Drills); ok {
			d.Ahead(typ, level)
		}
	}
	return screen
}
