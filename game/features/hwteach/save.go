package hwteach

import (
	"slices"
	"strconv"

	"renju/drills"
	"renju/game/services/homework"
	"renju/game/services/savedjson"
	"renju/jsonkit"
	"renju/lessons"
	"renju/msg"
)

// The saved screen (localStorage "renju.teach"), small JSON:
//
//	{"v":1,"title":"Week 3","lessons":[{"id":"double-three","pages":[1,2]}],
//	 "types":["is-forbidden"],"level":1,"count":10,"seed":4821,"gen":2,"at":4,
//	 "table":"1.d…","codes":["Li Wei: 1496-…"]}
//
// gen is the drill generator's version (absent: 1, a builder saved before
// the generator had versions).
//
// table is the link of the table's homework; codes are the codes it
// holds, in the order pasted (the newer code of a student wins again).
// Load reads it strictly (game/services/savedjson); what it refuses starts afresh,
// and says why, naming the part and its place.

// SaveVersion is the version written and read.
const SaveVersion = 1

// MaxSaveSize bounds what Load reads: 500 codes of the longest names.
const MaxSaveSize = 64 << 10

type saved struct {
	V       int           `json:"v"`
	Title   string        `json:"title"`
	Lessons []savedLesson `json:"lessons"`
	Types   []string      `json:"types"`
	Level   int           `json:"level"`
	Count   int           `json:"count"`
	Seed    uint64        `json:"seed"`
	Gen     int           `json:"gen,omitempty"`
	At      int           `json:"at"`
	Table   string        `json:"table"`
	Codes   []string      `json:"codes"`
}

type savedLesson struct {
	ID    string `json:"id"`
	Pages []int  `json:"pages"`
}

// Save returns the screen as JSON.
func (m *Model) Save() []byte {
	s := saved{V: SaveVersion, Title: m.title, Lessons: []savedLesson{}, Types: []string{}, Level: m.level,
		Count: m.count, Seed: m.seed, At: m.at, Codes: slices.Clone(m.codes)}
	if m.gen > 1 {
		s.Gen = m.gen
	}
	if s.Codes == nil {
		s.Codes = []string{}
	}
	for _, l := range m.ls {
		if ps, ok := m.chosen[l.ID]; ok {
			s.Lessons = append(s.Lessons, savedLesson{ID: l.ID, Pages: slices.Clone(ps)})
		}
	}
	for _, t := range drills.Types {
		if m.types[t] {
			s.Types = append(s.Types, t)
		}
	}
	if h := m.table.Homework(); h.Validate() == nil {
		s.Table = homework.Encode(h)
	}
	data, _ := jsonkit.Marshal(s)
	return data
}

// TakeSave returns the screen's JSON when it changed since the last call.
func (m *Model) TakeSave() ([]byte, bool) {
	if !m.dirty {
		return nil, false
	}
	m.dirty = false
	return m.Save(), true
}

// Load reads a saved screen (empty: a first visit); one it refuses is
// replaced by a fresh screen, a notice says why and the error is
// returned.
func (m *Model) Load(data []byte) error {
	if len(data) == 0 {
		return nil
	}
	if err := m.load(data); err != nil {
		m.notice = msg.Say(SaveBad, err.Error())
		m.dirty = true
		return err
	}
	return nil
}

// saveRules read the saved screen (game/services/savedjson).
var saveRules = savedjson.Rules{What: "saved class table", MaxSize: MaxSaveSize}

func (m *Model) load(data []byte) error {
	var s saved
	doc, err := saveRules.Read(data, &s)
	if err != nil {
		return err
	}
	if err := doc.Version("v", s.V, SaveVersion); err != nil {
		return err
	}
	if err := doc.Err(); err != nil {
		return err
	}
	n := New(m.ls, 0)
	if s.Title != "" {
		if err := n.SetTitle(s.Title); err != nil || n.title != s.Title {
			return doc.Fault([]string{"title"}, "%q: %v", s.Title, err)
		}
	}
	for i, sl := range s.Lessons {
		at := []string{"lessons", "[" + strconv.Itoa(i) + "]"}
		k := slices.IndexFunc(m.ls, func(l *lessons.Lesson) bool { return l.ID == sl.ID })
		if k < 0 || n.Chosen(sl.ID) {
			return doc.Fault(append(at, "id"), "%q is no lesson, or twice", sl.ID)
		}
		n.at = k
		if len(sl.Pages) == 0 {
			n.chosen[sl.ID] = nil
			continue
		}
		for j, p := range sl.Pages {
			if p < 1 || p > len(m.ls[k].Pages) || (j > 0 && p <= sl.Pages[j-1]) {
				return doc.Fault(append(at, "pages", "["+strconv.Itoa(j)+"]"), "%d is no page of the lesson after the one before", p)
			}
		}
		n.chosen[sl.ID] = slices.Clone(sl.Pages)
	}
	n.types = map[string]bool{}
	for i, t := range s.Types {
		if !slices.Contains(drills.Types, t) || n.types[t] {
			return doc.Fault([]string{"types", "[" + strconv.Itoa(i) + "]"}, "%q is no drill type, or twice", t)
		}
		n.types[t] = true
	}
	switch {
	case s.Level < 1 || s.Level > drills.MaxLevel:
		return doc.Fault([]string{"level"}, "%d is out of range 1..%d", s.Level, drills.MaxLevel)
	case !slices.Contains(Counts, s.Count):
		return doc.Fault([]string{"count"}, "%d is not one of %v", s.Count, Counts)
	case s.At < 0 || (len(m.ls) > 0 && s.At >= len(m.ls)):
		return doc.Fault([]string{"at"}, "%d is no lesson", s.At)
	case s.Gen != 0 && (s.Gen < 2 || s.Gen > homework.GenLatest):
		return doc.Fault([]string{"gen"}, "%d is no drill generator version of this tutor (2..%d; absent: 1)", s.Gen, homework.GenLatest)
	}
	n.level, n.count, n.seed, n.at, n.gen = s.Level, s.Count, s.Seed, s.At, max(1, s.Gen)
	n.table = homework.NewTable(n.Homework())
	if s.Table != "" {
		h, err := homework.Open(s.Table)
		if err != nil {
			return doc.Fault([]string{"table"}, "is no homework: %v", err)
		}
		n.table = homework.NewTable(h)
	}
	if len(s.Codes) > 500 {
		return doc.Fault([]string{"codes"}, "are %d, more than 500", len(s.Codes))
	}
	for i, c := range s.Codes {
		if err := n.table.Add(c); err != nil {
			return doc.Fault([]string{"codes", "[" + strconv.Itoa(i) + "]"}, "%v", err)
		}
	}
	n.codes = slices.Clone(s.Codes)
	*m = *n
	return nil
}
