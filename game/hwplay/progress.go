package hwplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"renju/game/homework"
	"renju/game/msg"
)

// The saved progress of one homework, kept by the app under
// StorageKey(ID) (localStorage), small JSON:
//
//	{"v":1,"id":"496S2W","name":"Li Wei","read":[0,2],"answers":"R3RxL","ms":81234}
//
// read are the pages opened (indexes into Pages), answers one letter per
// drill answered (R right; a miss by its kind: 3 double-three, 4
// double-four, L overline, x any other), ms the time spent on the drills.
// Load reads it strictly: a size cap, known fields only, the same
// homework, every index and letter in range. Anything else starts the
// homework afresh, and a notice says why.

// ProgressVersion is the version written and read.
const ProgressVersion = 1

// MaxProgressSize bounds what Load reads: 50 answers, 99 pages of 40
// lessons and the longest name are under 12 KB.
const MaxProgressSize = 16 << 10

// StorageKey is the storage key of a homework's progress.
func StorageKey(id string) string { return "renju.hw." + id }

type progress struct {
	V       int    `json:"v"`
	ID      string `json:"id"`
	Name    string `json:"name"`
	Read    []int  `json:"read"`
	Answers string `json:"answers"`
	Ms      int64  `json:"ms"`
}

var answerLetters = map[string]byte{"": 'x', "double-three": '3', "double-four": '4', "overline": 'L'}

// Save returns the progress as JSON.
func (m *Model) Save() []byte {
	p := progress{V: ProgressVersion, ID: m.id, Name: m.name, Read: []int{}, Ms: m.elapsed.Milliseconds()}
	for i, pg := range m.pages {
		if m.read[pg] {
			p.Read = append(p.Read, i)
		}
	}
	var sb strings.Builder
	for _, a := range m.answers {
		if a.Right {
			sb.WriteByte('R')
		} else {
			sb.WriteByte(answerLetters[a.Kind])
		}
	}
	p.Answers = sb.String()
	data, _ := json.Marshal(p)
	return data
}

// TakeSave returns the progress when it changed since the last call.
func (m *Model) TakeSave() ([]byte, bool) {
	if !m.dirty {
		return nil, false
	}
	m.dirty = false
	return m.Save(), true
}

// Load reads saved progress (empty: a first visit). Progress it cannot
// read is replaced, and a notice says why; the error is returned too.
// Load must come before the drills start.
func (m *Model) Load(data []byte) error {
	if len(data) == 0 {
		return nil
	}
	if err := m.load(data); err != nil {
		m.notice = msg.Say(msg.HwpProgressBad, err.Error())
		m.name, m.read, m.answers, m.elapsed, m.nextPage = "", map[PageRef]bool{}, nil, 0, 0
		m.dirty = true // the copy refused is overwritten
		return err
	}
	if m.name != "" && m.DrillsDone() && len(m.plan) > 0 {
		m.phase = Finished
	}
	return nil
}

func (m *Model) load(data []byte) error {
	if len(data) > MaxProgressSize {
		return fmt.Errorf("%d bytes, more than %d", len(data), MaxProgressSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p progress
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("not a saved homework: %v", err)
	}
	if dec.More() {
		return fmt.Errorf("not a saved homework: more after the record")
	}
	switch {
	case p.V != ProgressVersion:
		return fmt.Errorf("version %d, not %d", p.V, ProgressVersion)
	case p.ID != m.id:
		return fmt.Errorf("homework %q, not %q", p.ID, m.id)
	case len(p.Answers) > len(m.plan):
		return fmt.Errorf("%d answers for %d drills", len(p.Answers), len(m.plan))
	case p.Ms < 0 || p.Ms > int64(homework.MaxSeconds)*1000:
		return fmt.Errorf("time %d ms out of range", p.Ms)
	}
	if p.Name != "" && homework.CleanName(p.Name) != p.Name {
		return fmt.Errorf("the name %q is not one a student can enter", p.Name)
	}
	if p.Name != "" {
		if err := (homework.Result{Homework: m.id, Name: p.Name}).Validate(); err != nil {
			return err
		}
	}
	read := map[PageRef]bool{}
	for _, i := range p.Read {
		if i < 0 || i >= len(m.pages) || read[m.pages[i]] {
			return fmt.Errorf("page index %d out of range or twice", i)
		}
		read[m.pages[i]] = true
	}
	var answers []Answer
	for i := 0; i < len(p.Answers); i++ {
		a, ok := Answer{}, false
		switch c := p.Answers[i]; c {
		case 'R':
			a.Right, ok = true, true
		default:
			for k, l := range answerLetters {
				if l == c {
					a.Kind, ok = k, true
				}
			}
		}
		if !ok {
			return fmt.Errorf("answer %d is %q, not one of R 3 4 L x", i+1, p.Answers[i])
		}
		answers = append(answers, a)
	}
	m.name, m.read, m.answers, m.elapsed = p.Name, read, answers, time.Duration(p.Ms)*time.Millisecond
	m.nextPage = 0
	for i, pg := range m.pages {
		if read[pg] {
			m.nextPage = (i + 1) % len(m.pages)
		}
	}
	return nil
}
