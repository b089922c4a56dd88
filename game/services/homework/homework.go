package homework

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"renju/drills"
	"renju/lessons"
	"renju/msg"
)

// Limits of a homework.
const (
	// MaxTitle is the most characters (runes) of a title.
	MaxTitle = 60
	// MaxLessons is the most lessons a homework names.
	MaxLessons = 40
	// MaxPage is the highest page number a link may name.
	MaxPage = 99
	// MaxDrills is the most drills of a homework.
	MaxDrills = 50
	// maxLessonID bounds a lesson ID.
	maxLessonID = 40
)

// Homework is what a teacher assigns: a title, lesson pages to read and a
// seeded set of drills.
type Homework struct {
	// Title is plain text (no control characters), at most MaxTitle
	// characters; it may be empty.
	Title string
	// Lessons are the pages to read, in the teacher's order, each lesson
	// once.
	Lessons []LessonPages
	// Drills are the drills to do; the zero DrillSet is none.
	Drills DrillSet
}

// LessonPages names pages of one lesson.
type LessonPages struct {
	// Lesson is the lesson's ID (lessons.Lesson.ID).
	Lesson string
	// Pages are page numbers from 1, increasing; none means every page.
	Pages []int
}

// DrillSet is a seeded set of drills: the same seed gives every student
// the same drills (drills.NewGenerator).
type DrillSet struct {
	// Types are drill types (drills.Types), each once; the drills take
	// them in turn, in menu order (Plan).
	Types []string
	// Level is 1 to drills.MaxLevel.
	Level int
	// Count is 1 to MaxDrills.
	Count int
	Seed  uint64
	// Gen is the version of the drill generator the set's drills are
	// made with (1 to GenLatest; 0 reads as 1, the version of every
	// link written before the generator had versions): a changed
	// generator is a new version, and a homework keeps the drills it was
	// made with.
	Gen int
}

// GenLatest is the newest drill generator version: the one new homework
// is made with. A homework is the same for every student, so a version
// 2 set covers every lesson (drills.AllLessons: its level 1 asks any
// lesson's ideas, on small boards; drillplay.NewSet asks so).
const GenLatest = drills.Latest

// Version is the set's generator version (Gen, 0 read as 1).
func (d DrillSet) Version() int { return max(1, d.Gen) }

// IsZero reports whether the set is none.
func (d DrillSet) IsZero() bool {
	return len(d.Types) == 0 && d.Level == 0 && d.Count == 0 && d.Seed == 0 && d.Gen == 0
}

// typeCodes are the drill types' letters in the link, in menu order.
var typeCodes = []struct {
	typ  string
	code byte
}{
	{drills.IsForbidden, 'i'},
	{drills.FindAll, 'a'},
	{drills.LiveOrFalse, 'l'},
	{drills.FourThree, 'f'},
	{drills.Trap, 't'},
}

func codeOf(typ string) (byte, bool) {
	for _, tc := range typeCodes {
		if tc.typ == typ {
			return tc.code, true
		}
	}
	return 0, false
}

func typeOf(code byte) (string, bool) {
	for _, tc := range typeCodes {
		if tc.code == code {
			return tc.typ, true
		}
	}
	return "", false
}

func typeLetters() string {
	var parts []string
	for _, tc := range typeCodes {
		parts = append(parts, string(tc.code)+" "+tc.typ)
	}
	return strings.Join(parts, ", ")
}

// sortedTypes are d's types in menu order (unknown types left out).
func (d DrillSet) sortedTypes() []string {
	var out []string
	for _, tc := range typeCodes {
		for _, t := range d.Types {
			if t == tc.typ {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// Plan is the type of each drill, 1 to Count: the types in turn, in menu
// order.
func (d DrillSet) Plan() []string {
	ts := d.sortedTypes()
	if len(ts) == 0 {
		return nil
	}
	out := make([]string, d.Count)
	for i := range out {
		out[i] = ts[i%len(ts)]
	}
	return out
}

// Validate reports the first thing wrong with h, as a msg.Error: the
// homework a link can carry. Encode of an invalid homework writes a link
// that Decode refuses.
func (h Homework) Validate() error {
	if err := checkTitle(h.Title); err != nil {
		return err
	}
	if len(h.Lessons) > MaxLessons {
		return msg.Errorf(msg.HwErrManyLessons, MaxLessons)
	}
	seen := map[string]bool{}
	for _, lp := range h.Lessons {
		if !validID(lp.Lesson) {
			return msg.Errorf(msg.HwErrLessonID, lp.Lesson)
		}
		if seen[lp.Lesson] {
			return msg.Errorf(msg.HwErrLessonTwice, lp.Lesson)
		}
		seen[lp.Lesson] = true
		for i, p := range lp.Pages {
			if p < 1 || p > MaxPage {
				return msg.Errorf(msg.HwErrPage, strconv.Itoa(p), MaxPage)
			}
			if i > 0 && p <= lp.Pages[i-1] {
				return msg.Errorf(msg.HwErrPageOrder, p, lp.Pages[i-1])
			}
		}
	}
	if !h.Drills.IsZero() {
		if err := h.Drills.validate(); err != nil {
			return err
		}
	}
	if len(h.Lessons) == 0 && h.Drills.IsZero() {
		return msg.Errorf(msg.HwLinkNothing)
	}
	return nil
}

func (d DrillSet) validate() error {
	if len(d.Types) == 0 {
		return msg.Errorf(msg.HwErrDrillNoType)
	}
	seen := map[string]bool{}
	for _, t := range d.Types {
		if _, ok := codeOf(t); !ok {
			return msg.Errorf(msg.HwErrDrillUnknown, t, strings.Join(drills.Types, ", "))
		}
		if seen[t] {
			return msg.Errorf(msg.HwErrDrillTwice, t)
		}
		seen[t] = true
	}
	if d.Level < 1 || d.Level > drills.MaxLevel {
		return msg.Errorf(msg.HwErrDrillLevel, strconv.Itoa(d.Level), drills.MaxLevel)
	}
	if d.Count < 1 || d.Count > MaxDrills {
		return msg.Errorf(msg.HwErrDrillCount, strconv.Itoa(d.Count), MaxDrills)
	}
	if d.Gen < 0 || d.Gen > GenLatest {
		return msg.Errorf(msg.HwErrDrillGen, strconv.Itoa(d.Gen), GenLatest)
	}
	return nil
}

func checkTitle(s string) error {
	if !utf8.ValidString(s) || strings.ContainsFunc(s, badRune) {
		return msg.Errorf(msg.HwErrTitleText)
	}
	if n := utf8.RuneCountInString(s); n > MaxTitle {
		return msg.Errorf(msg.HwErrTitleLong, n, MaxTitle)
	}
	return nil
}

// badRune: a character a title or a name may not hold — control and
// format characters (a right-to-left override would scramble the table).
func badRune(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError
}

// validID reports whether s is a lesson ID: words of lower-case ASCII
// letters and digits joined by single dashes (as package lessons wants).
func validID(s string) bool {
	if s == "" || len(s) > maxLessonID || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == '-' && s[i-1] != '-':
		default:
			return false
		}
	}
	return true
}

// Check reports the first lesson of h that the curriculum ls lacks, or a
// page it does not have (msg.LinkNoLesson, msg.LinkLessonPages).
func (h Homework) Check(ls []*lessons.Lesson) error {
	for _, lp := range h.Lessons {
		l := find(ls, lp.Lesson)
		if l == nil {
			return msg.Errorf(msg.LinkNoLesson, lp.Lesson)
		}
		if n := len(lp.Pages); n > 0 && lp.Pages[n-1] > len(l.Pages) {
			return msg.Errorf(msg.LinkLessonPages, lp.Lesson, len(l.Pages), lp.Pages[n-1])
		}
	}
	return nil
}

func find(ls []*lessons.Lesson, id string) *lessons.Lesson {
	for _, l := range ls {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// PagesOf lists the pages of l that lp names (every page when it names
// none), leaving out pages l lacks.
func (lp LessonPages) PagesOf(l *lessons.Lesson) []int {
	var out []int
	if len(lp.Pages) == 0 {
		for i := range l.Pages {
			out = append(out, i+1)
		}
		return out
	}
	for _, p := range lp.Pages {
		if p <= len(l.Pages) {
			out = append(out, p)
		}
	}
	return out
}

// Open reads a homework link (Decode) and checks it against the
// curriculum (Check).
func Open(link string) (Homework, error) {
	h, err := Decode(link)
	if err != nil {
		return Homework{}, err
	}
	if err := h.Check(lessons.All()); err != nil {
		return Homework{}, err
	}
	return h, nil
}
