// Package learning is the curriculum and the learner's progress through
// it, the service the screens share: the lessons in order, pages done and
// stars, where to continue, and the progress saved under Key when it
// changes. It records answers for lessonplay (it is a
// lessonplay.Recorder) and is plain Go, tested on the host.
package learning

import (
	"log"

	"renju/game/services/progress"
	"renju/lessons"
)

// Key is the storage key of the progress.
const Key = "renju.progress"

// Curriculum is the lessons and the progress. Not safe for concurrent use
// (the app guards it with its lock).
//
// The lessons are parsed on first use (All): the home screen, the app's
// first frame, needs only their index (lessons.Index: titles and page
// counts), and parsing them before it cost 86 ms of the page's thread.
type Curriculum struct {
	index []lessons.Entry
	all   []*lessons.Lesson
	// parsed: all is read (whatever failed to parse is left out).
	parsed bool
	// TotalPages and TotalTasks count the pages and the pages with a task.
	TotalPages, TotalTasks int
	prog                   progress.Progress
	dirty                  bool
}

// New returns the curriculum with no progress. It parses nothing.
func New() *Curriculum {
	c := &Curriculum{index: lessons.Index()}
	for _, e := range c.index {
		c.TotalPages += e.Pages
		c.TotalTasks += e.Tasks
	}
	return c
}

// All returns the lessons in order, parsed on the first call. A lesson
// that does not parse is left out and its error logged once, naming the
// file and line (the lessons' tests fail on it, so a build never has one).
func (c *Curriculum) All() []*lessons.Lesson {
	if !c.parsed {
		var err error
		c.all, err = lessons.Load()
		if err != nil {
			log.Printf("Renju Tutor: a lesson could not be read and is left out: %v", err)
		}
		c.parsed = true
	}
	return c.all
}

// Entries returns the lessons' index in order, without parsing them.
func (c *Curriculum) Entries() []lessons.Entry { return c.index }

// Tasks counts the pages of a lesson with a task.
func Tasks(l *lessons.Lesson) int {
	n := 0
	for i := range l.Pages {
		if l.Pages[i].Task != nil {
			n++
		}
	}
	return n
}

// Lesson returns the lesson with the given ID, parsing only it (the
// same *Lesson All gives). Opening a lesson parses it alone: parsing
// the curriculum on Continue took 224 ms of the page's thread (issue
// 39).
func (c *Curriculum) Lesson(id string) (*lessons.Lesson, bool) {
	if c.parsed {
		if i := c.Index(id); i >= 0 && i < len(c.all) && c.all[i].ID == id {
			return c.all[i], true
		}
	}
	if c.Index(id) < 0 {
		return nil, false
	}
	return lessons.ByID(id)
}

// Index is the position of lesson id in the curriculum (-1: none), from
// its index: it parses nothing.
func (c *Curriculum) Index(id string) int {
	for i, e := range c.index {
		if e.ID == id {
			return i
		}
	}
	return -1
}

// After is the lesson after l, or nil for the last.
func (c *Curriculum) After(l *lessons.Lesson) *lessons.Lesson {
	if i := c.Index(l.ID); i >= 0 && i+1 < len(c.index) {
		next, _ := c.Lesson(c.index[i+1].ID)
		return next
	}
	return nil
}

// Totals returns the pages done and the stars (in thirds, see
// progress.Thirds) over the whole curriculum.
func (c *Curriculum) Totals() (done, stars int) {
	for _, e := range c.index {
		d, s := c.prog.Counts(e.ID, e.Pages)
		done += d
		stars += s
	}
	return done, stars
}

// Counts returns the pages done and the stars (in thirds) of lesson l.
func (c *Curriculum) Counts(l *lessons.Lesson) (done, stars int) {
	return c.prog.Counts(l.ID, len(l.Pages))
}

// Resume returns the lesson and page (from 0) to continue with, and
// whether there is one. It parses nothing (the home screen asks).
func (c *Curriculum) Resume() (lessons.Entry, int, bool) {
	for _, e := range c.index {
		if e.ID == c.prog.LastLesson {
			return e, min(c.prog.LastPage, e.Pages) - 1, true
		}
	}
	return lessons.Entry{}, 0, false
}

// StartPage is the page (from 0) a lesson opens at from the menu: the
// last one seen if it was this lesson, else the first page not done.
func (c *Curriculum) StartPage(l *lessons.Lesson) int {
	if c.prog.LastLesson == l.ID {
		return min(c.prog.LastPage, len(l.Pages)) - 1
	}
	for p := range l.Pages {
		if !c.prog.IsDone(l.ID, p+1) {
			return p
		}
	}
	return 0
}

// Last is the lesson and page (from 1) seen last ("" and 0: none).
func (c *Curriculum) Last() (string, int) { return c.prog.LastLesson, c.prog.LastPage }

// Visit, Done and Answer record progress (see progress.Progress).
func (c *Curriculum) Visit(id string, page int) { c.prog.Visit(id, page); c.dirty = true }
func (c *Curriculum) Done(id string, page int)  { c.prog.Done(id, page); c.dirty = true }
func (c *Curriculum) Answer(id string, page int, right bool, cost int) int {
	c.dirty = true
	return c.prog.Answer(id, page, right, cost)
}

// Practise records that lesson id's practice set was worked to its end;
// Practised reads it.
func (c *Curriculum) Practise(id string) {
	if !c.prog.Practised(id) {
		c.prog.Practise(id)
		c.dirty = true
	}
}
func (c *Curriculum) Practised(id string) bool { return c.prog.Practised(id) }

// SkipPractice records that lesson id's practice set was skipped;
// SkippedPractice reads it (false once it is practised).
func (c *Curriculum) SkipPractice(id string) {
	if !c.prog.SkippedPractice(id) && !c.prog.Practised(id) {
		c.prog.SkipPractice(id)
		c.dirty = true
	}
}
func (c *Curriculum) SkippedPractice(id string) bool { return c.prog.SkippedPractice(id) }

// IsDone, Tried and Star read the progress of a page (from 1).
func (c *Curriculum) IsDone(id string, page int) bool { return c.prog.IsDone(id, page) }
func (c *Curriculum) Tried(id string, page int) bool  { return c.prog.Tried(id, page) }
func (c *Curriculum) Star(id string, page int) int    { return c.prog.Star(id, page) }

// Restore reads saved progress. Progress that cannot be read is reset
// (and saved so), and the error says why.
func (c *Curriculum) Restore(saved string) error {
	p, err := progress.Parse(saved)
	if err != nil {
		c.prog = progress.Progress{}
		c.dirty = true
		return err
	}
	c.prog = p
	return nil
}

// TakeSave returns the progress to save when it changed since the last
// call.
func (c *Curriculum) TakeSave() (string, bool) {
	if !c.dirty {
		return "", false
	}
	c.dirty = false
	return c.prog.Format(), true
}
