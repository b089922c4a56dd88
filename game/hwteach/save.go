package hwteach

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"renju/drills"
	"renju/game/homework"
	"renju/game/msg"
	"renju/lessons"
)

// The saved screen (localStorage "renju.teach"), small JSON:
//
//	{"v":1,"title":"Week 3","lessons":[{"id":"double-three","pages":[1,2]}],
//	 "types":["is-forbidden"],"level":1,"count":10,"seed":4821,"at":4,
//	 "table":"1.d…","codes":["Li Wei: 1496-…"]}
//
// table is the link of the table's homework; codes are the codes it
// holds, in the order pasted (the newer code of a student wins again).
// Load reads it strictly; what it refuses starts afresh, and says why.

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
	data, _ := json.Marshal(s)
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
		m.notice = msg.Say(msg.HwtSaveBad, err.Error())
		m.dirty = true
		return err
	}
	return nil
}

func (m *Model) load(data []byte) error {
	if len(data) > MaxSaveSize {
		return fmt.Errorf("%d bytes, more than %d", len(data), MaxSaveSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s saved
	if err := dec.Decode(&s); err != nil {
		return fmt.Errorf("not a saved class table: %v", err)
	}
	if dec.More() {
		return fmt.Errorf("not a saved class table: more after the record")
	}
	if s.V != SaveVersion {
		return fmt.Errorf("version %d, not %d", s.V, SaveVersion)
	}
	n := New(m.ls, 0)
	if s.Title != "" {
		if err := n.SetTitle(s.Title); err != nil || n.title != s.Title {
			return fmt.Errorf("title %q: %v", s.Title, err)
		}
	}
	for _, sl := range s.Lessons {
		i := slices.IndexFunc(m.ls, func(l *lessons.Lesson) bool { return l.ID == sl.ID })
		if i < 0 || n.Chosen(sl.ID) {
			return fmt.Errorf("lesson %q unknown or twice", sl.ID)
		}
		n.at = i
		if len(sl.Pages) == 0 {
			n.chosen[sl.ID] = nil
			continue
		}
		for k, p := range sl.Pages {
			if p < 1 || p > len(m.ls[i].Pages) || (k > 0 && p <= sl.Pages[k-1]) {
				return fmt.Errorf("lesson %q: page %d", sl.ID, p)
			}
		}
		n.chosen[sl.ID] = slices.Clone(sl.Pages)
	}
	n.types = map[string]bool{}
	for _, t := range s.Types {
		if !slices.Contains(drills.Types, t) || n.types[t] {
			return fmt.Errorf("drill type %q unknown or twice", t)
		}
		n.types[t] = true
	}
	if s.Level < 1 || s.Level > drills.MaxLevel || !slices.Contains(Counts, s.Count) || s.At < 0 || (len(m.ls) > 0 && s.At >= len(m.ls)) {
		return fmt.Errorf("level %d, count %d or lesson %d out of range", s.Level, s.Count, s.At)
	}
	n.level, n.count, n.seed, n.at = s.Level, s.Count, s.Seed, s.At
	n.table = homework.NewTable(n.Homework())
	if s.Table != "" {
		h, err := homework.Open(s.Table)
		if err != nil {
			return fmt.Errorf("the table's homework: %v", err)
		}
		n.table = homework.NewTable(h)
	}
	if len(s.Codes) > 500 {
		return fmt.Errorf("%d codes, more than 500", len(s.Codes))
	}
	for i, c := range s.Codes {
		if err := n.table.Add(c); err != nil {
			return fmt.Errorf("code %d: %v", i+1, err)
		}
	}
	n.codes = slices.Clone(s.Codes)
	*m = *n
	return nil
}
