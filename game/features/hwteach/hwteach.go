// Package hwteach is the teacher's homework screen's model, reached from
// the Classroom: build a homework (a title, lessons or some of their pages,
// a seeded drill set) and get its #hw= link and QR code; project it for a
// same-seed race; collect the students' result codes in a class table,
// sorted, and download it as CSV; download the drills as a printable
// worksheet.
//
// The builder and the table's codes are saved after each change (Save,
// Load: strict JSON), so a reload loses nothing. A table belongs to one
// homework: changing the homework while its table has rows keeps the table
// for the homework it was made for, until the teacher starts a new one
// (which can be undone).
//
// Plain Go, tested on the host.
package hwteach

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"renju/drills"
	"renju/game/services/homework"
	"renju/lessons"
	"renju/msg"
	"renju/qr"
)

// Phase is the screen's page.
type Phase int

const (
	Build Phase = iota // the homework and its link
	Class              // the class table
)

func (p Phase) String() string {
	if p == Class {
		return "table"
	}
	return "build"
}

// Request is something for the screen to do in the browser.
type Request int

const (
	NoRequest    Request = iota
	ReqTitle             // ask for the title (SetTitle)
	ReqPages             // ask for the pages of the lesson shown (SetPages)
	ReqCopyLink          // copy the link (LinkCopied tells how it went)
	ReqPaste             // ask for codes (Paste)
	ReqCSV               // download CSV()
	ReqWorksheet         // make and download the worksheet (Worksheet)
)

// Counts are the drill counts the − and + buttons step through.
var Counts = []int{0, 3, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50}

// Model is the teacher's screen. Not safe for concurrent use.
type Model struct {
	ls []*lessons.Lesson

	title string
	// chosen are the lessons' pages by ID (an empty slice: every page);
	// their order is the curriculum's.
	chosen map[string][]int
	// at is the lesson the chooser shows (an index into ls).
	at    int
	types map[string]bool
	level int
	count int
	seed  uint64
	// gen is the drill generator's version the set is made with: the
	// newest for a new builder and for Other drills, else the one the
	// builder was saved with (1 when it was saved before versions), so
	// that a homework handed out keeps its drills and its ID.
	gen int

	phase Phase
	table *homework.Table
	codes []string // the codes the table holds, as pasted, for Save
	// undo is the table a new table replaced, until the next change.
	undo      *homework.Table
	undoCodes []string

	req    Request
	qr     qr.Cache
	notice msg.Notice
	errs   []error // why pasted codes were refused
	dirty  bool
}

// SeedRange bounds the seeds NewSeed picks: six digits keep the link
// short (a million drill sets per setting).
const SeedRange = 1_000_000

// New returns the builder with a homework ready to send: 10 is-forbidden
// drills of level 1 from seed (no lesson yet), and an empty table.
func New(ls []*lessons.Lesson, seed uint64) *Model {
	m := &Model{ls: ls, chosen: map[string][]int{}, types: map[string]bool{drills.IsForbidden: true},
		level: 1, count: 10, seed: seed % SeedRange, gen: homework.GenLatest}
	m.table = homework.NewTable(m.Homework())
	return m
}

// --- reading ---

func (m *Model) Phase() Phase           { return m.phase }
func (m *Model) Title() string          { return m.title }
func (m *Model) Level() int             { return m.level }
func (m *Model) Count() int             { return m.count }
func (m *Model) Seed() uint64           { return m.seed }
func (m *Model) Notice() msg.Notice     { return m.notice }
func (m *Model) Errors() []error        { return m.errs }
func (m *Model) Table() *homework.Table { return m.table }

// Shown is the lesson the chooser shows.
func (m *Model) Shown() *lessons.Lesson {
	if len(m.ls) == 0 {
		return nil
	}
	return m.ls[m.at]
}

// Chosen reports whether lesson id is in the homework.
func (m *Model) Chosen(id string) bool {
	_, ok := m.chosen[id]
	return ok
}

// HasType reports whether the drills include type typ.
func (m *Model) HasType(typ string) bool { return m.types[typ] }

// Homework is the homework as built (it may be invalid: Err says why).
func (m *Model) Homework() homework.Homework {
	h := homework.Homework{Title: m.title}
	for _, l := range m.ls {
		if ps, ok := m.chosen[l.ID]; ok {
			h.Lessons = append(h.Lessons, homework.LessonPages{Lesson: l.ID, Pages: slices.Clone(ps)})
		}
	}
	if m.count > 0 {
		var ts []string
		for _, t := range drills.Types {
			if m.types[t] {
				ts = append(ts, t)
			}
		}
		if len(ts) > 0 {
			h.Drills = homework.DrillSet{Types: ts, Level: m.level, Count: m.count, Seed: m.seed}
			if m.gen > 1 {
				h.Drills.Gen = m.gen // version 1 is the zero Gen, as a link of before versions reads
			}
		}
	}
	return h
}

// Err is why the homework cannot be sent yet, or nil.
func (m *Model) Err() error { return m.Homework().Validate() }

// Link is the homework's link value (homework.Encode), "" while Err.
func (m *Model) Link() string {
	if m.Err() != nil {
		return ""
	}
	return homework.Encode(m.Homework())
}

// --- building ---

func (m *Model) changed() {
	m.dirty = true
	m.undo, m.undoCodes = nil, nil
}

// SetTitle sets the title (spaces trimmed); a title the link cannot carry
// is refused with the reason.
func (m *Model) SetTitle(s string) error {
	s = strings.Join(strings.Fields(s), " ")
	h := homework.Homework{Title: s, Lessons: []homework.LessonPages{{Lesson: "x"}}}
	if err := h.Validate(); err != nil {
		m.notice = msg.Say(TitleBad, err)
		return err
	}
	m.title = s
	m.notice = msg.Notice{}
	m.changed()
	return nil
}

// Step shows the next (+1) or the previous (−1) lesson in the chooser.
func (m *Model) Step(d int) {
	if n := len(m.ls); n > 0 {
		m.at = ((m.at+d)%n + n) % n
	}
}

// ToggleLesson puts the lesson shown in the homework (every page), or
// takes it out.
func (m *Model) ToggleLesson() {
	l := m.Shown()
	if l == nil {
		return
	}
	if m.Chosen(l.ID) {
		delete(m.chosen, l.ID)
	} else {
		m.chosen[l.ID] = nil
	}
	m.changed()
}

// SetPages sets the pages of the lesson shown from text such as "1-3 5"
// ("" or "all": every page) and puts the lesson in the homework; text it
// cannot read is refused with the reason.
func (m *Model) SetPages(text string) error {
	l := m.Shown()
	if l == nil {
		return nil
	}
	ps, err := ParsePages(text, len(l.Pages))
	if err != nil {
		m.notice = msg.Say(PagesBad, err)
		return err
	}
	m.chosen[l.ID] = ps
	m.notice = msg.Notice{}
	m.changed()
	return nil
}

// PagesText writes the pages of lesson id as SetPages reads them ("" for
// every page).
func (m *Model) PagesText(id string) string {
	var parts []string
	ps := m.chosen[id]
	for i := 0; i < len(ps); {
		j := i
		for j+1 < len(ps) && ps[j+1] == ps[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, strconv.Itoa(ps[i])+"-"+strconv.Itoa(ps[j]))
		} else {
			parts = append(parts, strconv.Itoa(ps[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, " ")
}

// ParsePages reads page numbers 1..n written as "1-3 5" (commas, spaces,
// "~" or "–" for ranges, any order; each page once): the pages
// increasing, nil for every page ("" or "all" or "全部", or all n named).
func ParsePages(text string, n int) ([]int, error) {
	t := strings.TrimSpace(strings.ToLower(text))
	if t == "" || t == "all" || t == "全部" {
		return nil, nil
	}
	seen := map[int]bool{}
	for _, f := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ' ' || r == '，' || r == '、' || r == ';' }) {
		a, b, isRange := strings.Cut(strings.NewReplacer("~", "-", "–", "-", "—", "-", "到", "-").Replace(f), "-")
		lo, err1 := strconv.Atoi(a)
		hi := lo
		var err2 error
		if isRange {
			hi, err2 = strconv.Atoi(b)
		}
		if err1 != nil || err2 != nil || lo < 1 || hi > n || lo > hi {
			return nil, msg.Errorf(PagesWhich, f, n)
		}
		for p := lo; p <= hi; p++ {
			seen[p] = true
		}
	}
	if len(seen) == n {
		return nil, nil
	}
	var out []int
	for p := 1; p <= n; p++ {
		if seen[p] {
			out = append(out, p)
		}
	}
	return out, nil
}

// ToggleType puts drill type typ in the drills, or takes it out.
func (m *Model) ToggleType(typ string) {
	m.types[typ] = !m.types[typ]
	m.changed()
}

// SetLevel sets the drills' level (1..drills.MaxLevel).
func (m *Model) SetLevel(l int) {
	m.level = max(1, min(drills.MaxLevel, l))
	m.changed()
}

// StepCount moves the number of drills along Counts (0: no drills).
func (m *Model) StepCount(d int) {
	i := slices.Index(Counts, m.count)
	if i < 0 {
		i = 4
	}
	m.count = Counts[max(0, min(len(Counts)-1, i+d))]
	m.changed()
}

// NewSeed picks another drill set (the same settings, other positions).
func (m *Model) NewSeed(rng *rand.Rand) {
	m.seed = rng.Uint64N(SeedRange)
	m.gen = homework.GenLatest // another set: the newest generator's
	m.changed()
}

// --- the link ---

// CopyLink asks the screen to copy the link (when the homework is
// complete; else the notice says what is missing).
func (m *Model) CopyLink() {
	if err := m.Err(); err != nil {
		m.notice = msg.Say(NotReady, err)
		return
	}
	m.req = ReqCopyLink
}

// LinkCopied says how copying the link went.
func (m *Model) LinkCopied(url string, ok bool) {
	if ok {
		m.notice = msg.Say(Copied, url)
	} else {
		m.notice = msg.Say(CopyFailed, url)
	}
}

// Worksheet asks the screen for the drills' worksheet (when there are
// drills).
func (m *Model) Worksheet() {
	h := m.Homework()
	if err := h.Validate(); err != nil || h.Drills.IsZero() {
		m.notice = msg.Say(NoDrills)
		return
	}
	m.req = ReqWorksheet
}

// Say shows a notice (the screen's: the worksheet made or failed).
func (m *Model) Say(n msg.Notice) { m.notice = n }

// TakeRequest returns the request of the last action, once.
func (m *Model) TakeRequest() Request {
	r := m.req
	m.req = NoRequest
	return r
}
