// Package progress is the learner's progress through the lessons, as the
// app saves it in the browser's localStorage: the pages done and the tasks
// answered right the first time (stars) of each lesson, and the last page
// seen (to resume). Parse reads the saved JSON strictly (game/services/savedjson):
// anything it cannot trust is an error naming the part and its place, and
// the app then starts afresh (with a notice) rather than crash or show
// nonsense. It is plain Go, tested and fuzzed on the
// host.
package progress

import (
	"sort"
	"strconv"

	"renju/game/services/savedjson"
	"renju/jsonkit"
)

// Version is the saved format's version.
const Version = 1

// Limits on what Parse accepts.
const (
	MaxLessons = 200
	MaxPage    = 999
	maxBytes   = 64 << 10
)

// Progress is everything saved. The zero value is a learner who has done
// nothing yet.
type Progress struct {
	lessons map[string]*lesson
	// Last is the page seen last (to resume): a lesson ID and a page from
	// 1, or "" and 0.
	LastLesson string
	LastPage   int
}

// lesson is one lesson's record. Page numbers are from 1, sorted, unique.
type lesson struct {
	done  []int // pages done (read, or their task answered right)
	tried []int // task pages answered at least once
	stars []int // task pages answered right the first time
	// part is the star a hint cut down, in thirds (1 or 2), by page: a
	// page in stars and not here has the whole star (3 thirds).
	part map[int]int
	// practised: the lesson's practice set was worked to its end once
	// (home's learning path shows it done); skipped: Skip practice was
	// pressed in it (the path shows the practice skipped, an optional
	// step that does not block the way on, until it is practised).
	practised, skipped bool
}

// Thirds is a whole star: each hint tier used before the first answer
// costs one third (see lessonplay).
const Thirds = 3

// saved is the JSON form.
type saved struct {
	V       int                    `json:"v"`
	Last    *savedLast             `json:"last,omitempty"`
	Lessons map[string]savedLesson `json:"lessons"`
}

type savedLast struct {
	Lesson string `json:"lesson"`
	Page   int    `json:"page"`
}

type savedLesson struct {
	Done  []int `json:"done"`
	Tried []int `json:"tried,omitempty"`
	Stars []int `json:"stars,omitempty"`
	// Part maps a starred page ("4") to the thirds of its star (1 or 2)
	// when hints cut it down.
	Part map[string]int `json:"part,omitempty"`
	// Practised: the practice set was worked to its end once.
	Practised bool `json:"practised,omitempty"`
	// Skipped: the practice set was skipped (Skip practice).
	Skipped bool `json:"skipped,omitempty"`
}

// ValidID reports whether id can be a lesson ID: ^[a-z0-9][a-z0-9-]{0,63}$,
// checked by hand (compiling the regexp was 10 ms of the app's start in
// WebAssembly; TestValidIDMatchesPattern keeps the two the same).
func ValidID(id string) bool {
	if len(id) == 0 || len(id) > 64 || id[0] == '-' {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// rules read saved progress (game/services/savedjson).
var rules = savedjson.Rules{What: "saved progress", MaxSize: maxBytes}

// Parse reads saved progress. "" is no progress (not an error). Any other
// input must be exactly what Format writes, give or take order and
// spacing: the right version, lesson IDs of lower-case letters, digits and
// dashes, page numbers from 1 to MaxPage, stars only on pages tried.
// Anything else is a *savedjson.Error naming the first part at fault and
// its place.
func Parse(s string) (Progress, error) {
	var p Progress
	if s == "" {
		return p, nil
	}
	var sv saved
	doc, err := rules.Read([]byte(s), &sv)
	if err != nil {
		return p, err
	}
	if err := doc.Version("v", sv.V, Version); err != nil {
		return p, err
	}
	if len(sv.Lessons) > MaxLessons {
		doc.Fault([]string{"lessons"}, "has %d lessons (at most %d)", len(sv.Lessons), MaxLessons)
	}
	for _, id := range doc.Keys("lessons") {
		sl, at := sv.Lessons[id], []string{"lessons", id}
		if !ValidID(id) {
			doc.Fault(at, "is not a lesson ID (lower-case letters, digits and dashes)")
			continue
		}
		l := &lesson{done: pages(doc, at, "done", sl.Done), tried: pages(doc, at, "tried", sl.Tried), stars: pages(doc, at, "stars", sl.Stars), practised: sl.Practised, skipped: sl.Skipped}
		for _, n := range l.stars {
			if !has(l.tried, n) || !has(l.done, n) {
				doc.Fault(append(at, "stars"), "has a star on page %d, which is not answered", n)
			}
		}
		for _, k := range doc.Keys(append(at, "part")...) {
			n, err := strconv.Atoi(k)
			switch v := sl.Part[k]; {
			case err != nil || strconv.Itoa(n) != k || !has(l.stars, n):
				doc.Fault(append(at, "part", k), "is not a starred page")
			case v < 1 || v >= Thirds:
				doc.Fault(append(at, "part", k), "is %d thirds of a star (want 1 or 2)", v)
			default:
				if l.part == nil {
					l.part = map[int]int{}
				}
				l.part[n] = v
			}
		}
		if p.lessons == nil {
			p.lessons = map[string]*lesson{}
		}
		if len(l.done)+len(l.tried) > 0 || l.practised || l.skipped {
			p.lessons[id] = l
		}
	}
	if sv.Last != nil {
		if !ValidID(sv.Last.Lesson) || sv.Last.Page < 1 || sv.Last.Page > MaxPage {
			doc.Fault([]string{"last"}, "is lesson %q page %d, which is no page", sv.Last.Lesson, sv.Last.Page)
		}
		p.LastLesson, p.LastPage = sv.Last.Lesson, sv.Last.Page
	}
	if err := doc.Err(); err != nil {
		return Progress{}, err
	}
	return p, nil
}

// pages checks the list of page numbers field of the lesson at path (each
// from 1 to MaxPage, once) and returns it sorted.
func pages(doc *savedjson.Doc, at []string, field string, ps []int) []int {
	out := make([]int, 0, len(ps))
	for i, n := range ps {
		switch {
		case n < 1 || n > MaxPage:
			doc.Fault(append(at, field, "["+strconv.Itoa(i)+"]"), "%d is out of range 1..%d", n, MaxPage)
		case has(out, n):
			doc.Fault(append(at, field, "["+strconv.Itoa(i)+"]"), "page %d is listed twice", n)
		default:
			out = append(out, n)
		}
	}
	sort.Ints(out)
	if len(out) == 0 {
		return nil
	}
	return out
}

func has(ps []int, n int) bool {
	for _, p := range ps {
		if p == n {
			return true
		}
	}
	return false
}

func add(ps []int, n int) []int {
	if has(ps, n) {
		return ps
	}
	ps = append(ps, n)
	sort.Ints(ps)
	return ps
}

// Format writes p for saving (the form Parse reads).
func (p *Progress) Format() string {
	sv := saved{V: Version, Lessons: map[string]savedLesson{}}
	for id, l := range p.lessons {
		sl := savedLesson{Done: nonNil(l.done), Tried: l.tried, Stars: l.stars, Practised: l.practised, Skipped: l.skipped}
		for n, v := range l.part {
			if sl.Part == nil {
				sl.Part = map[string]int{}
			}
			sl.Part[strconv.Itoa(n)] = v
		}
		sv.Lessons[id] = sl
	}
	if p.LastLesson != "" && p.LastPage > 0 {
		sv.Last = &savedLast{Lesson: p.LastLesson, Page: p.LastPage}
	}
	b, err := jsonkit.Marshal(sv) // map keys are sorted: the output is stable
	if err != nil {
		return ""
	}
	return string(b)
}

func nonNil(ps []int) []int {
	if ps == nil {
		return []int{}
	}
	return ps
}

func (p *Progress) get(id string) *lesson {
	if p.lessons == nil {
		p.lessons = map[string]*lesson{}
	}
	l := p.lessons[id]
	if l == nil {
		l = &lesson{}
		p.lessons[id] = l
	}
	return l
}

// Visit records that page (from 1) of lesson id is shown: it becomes the
// page to resume.
func (p *Progress) Visit(id string, page int) {
	if !ValidID(id) || page < 1 || page > MaxPage {
		return
	}
	p.LastLesson, p.LastPage = id, page
}

// Done records that a page is done (read, or its task answered right).
func (p *Progress) Done(id string, page int) {
	if !ValidID(id) || page < 1 || page > MaxPage {
		return
	}
	l := p.get(id)
	l.done = add(l.done, page)
}

// Answer records an answer to the task of a page, given after hints that
// cost cost thirds of the star, and returns the thirds of a star it
// earned: right, and the first answer ever given there, earns Thirds less
// the cost (0 when the hints cost it all). A right answer marks the page
// done.
func (p *Progress) Answer(id string, page int, right bool, cost int) (thirds int) {
	if !ValidID(id) || page < 1 || page > MaxPage {
		return 0
	}
	l := p.get(id)
	first := !has(l.tried, page)
	l.tried = add(l.tried, page)
	if !right {
		return 0
	}
	l.done = add(l.done, page)
	earned := Thirds - max(0, cost)
	if !first || earned <= 0 {
		return 0
	}
	l.stars = add(l.stars, page)
	if earned < Thirds {
		if l.part == nil {
			l.part = map[int]int{}
		}
		l.part[page] = earned
	}
	return earned
}

// Practise records that the practice set of lesson id was worked to its
// end.
func (p *Progress) Practise(id string) {
	if ValidID(id) {
		p.get(id).practised = true
	}
}

// Practised reports whether lesson id's practice set was worked to its
// end once.
func (p *Progress) Practised(id string) bool {
	l := p.lessons[id]
	return l != nil && l.practised
}

// SkipPractice records that the practice set of lesson id was skipped.
func (p *Progress) SkipPractice(id string) {
	if ValidID(id) {
		p.get(id).skipped = true
	}
}

// SkippedPractice reports whether lesson id's practice set was skipped
// and not worked to its end since: a practice worked once is done, however
// often it was skipped.
func (p *Progress) SkippedPractice(id string) bool {
	l := p.lessons[id]
	return l != nil && l.skipped && !l.practised
}

// IsDone reports whether a page is done.
func (p *Progress) IsDone(id string, page int) bool {
	l := p.lessons[id]
	return l != nil && has(l.done, page)
}

// Tried reports whether a page's task has been answered.
func (p *Progress) Tried(id string, page int) bool {
	l := p.lessons[id]
	return l != nil && has(l.tried, page)
}

// Star is the star a page's task earned, in thirds: Thirds when it was
// answered right the first time without hints, less for the hint tiers
// used, 0 for none.
func (p *Progress) Star(id string, page int) int {
	l := p.lessons[id]
	if l == nil || !has(l.stars, page) {
		return 0
	}
	if v, ok := l.part[page]; ok {
		return v
	}
	return Thirds
}

// Counts returns how many pages of lesson id up to pages are done and the
// thirds of stars it has on pages up to pages (pages the lesson no longer
// has are not counted).
func (p *Progress) Counts(id string, pages int) (done, stars int) {
	l := p.lessons[id]
	if l == nil {
		return 0, 0
	}
	for _, n := range l.done {
		if n <= pages {
			done++
		}
	}
	for _, n := range l.stars {
		if n <= pages {
			stars += p.Star(id, n)
		}
	}
	return done, stars
}

// Reset forgets everything.
func (p *Progress) Reset() { *p = Progress{} }
