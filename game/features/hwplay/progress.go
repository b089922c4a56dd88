package hwplay

import (
	"strconv"
	"strings"
	"time"

	"renju/game/services/homework"
	"renju/game/services/savedjson"
	"renju/jsonkit"
	"renju/msg"
)

// The saved progress of one homework, kept by the app under
// StorageKey(ID) (localStorage), small JSON:
//
//	{"v":1,"id":"496S2W","name":"Li Wei","read":[0,2],"answers":"R3RxL","ms":81234}
//
// read are the pages opened (indexes into Pages), answers one letter per
// drill answered (R right; a miss by its kind: 3 double-three, 4
// double-four, L overline, x any other), ms the time spent on the drills.
// Load reads it strictly (game/services/savedjson): a size cap, known fields only,
// the same homework, every index and letter in range. Anything else starts
// the homework afresh, and a notice says why, naming the part and its
// place.

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
	data, _ := jsonkit.Marshal(p)
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
		m.notice = msg.Say(ProgressBad, err.Error())
		m.name, m.read, m.answers, m.elapsed, m.nextPage = "", map[PageRef]bool{}, nil, 0, 0
		m.dirty = true // the copy refused is overwritten
		return err
	}
	if m.name != "" && m.DrillsDone() && len(m.plan) > 0 {
		m.phase = Finished
	}
	return nil
}

// progressRules read a homework's saved progress (game/services/savedjson).
var progressRules = savedjson.Rules{What: "saved homework", MaxSize: MaxProgressSize}

func (m *Model) load(data []byte) error {
	var p progress
	doc, err := progressRules.Read(data, &p)
	if err != nil {
		return err
	}
	if err := doc.Version("v", p.V, ProgressVersion); err != nil {
		return err
	}
	if p.ID != m.id {
		doc.Fault([]string{"id"}, "is %q, not this homework's %q", p.ID, m.id)
	}
	if len(p.Answers) > len(m.plan) {
		doc.Fault([]string{"answers"}, "are %d for %d drills", len(p.Answers), len(m.plan))
	}
	if p.Ms < 0 || p.Ms > int64(homework.MaxSeconds)*1000 {
		doc.Fault([]string{"ms"}, "%d is out of range 0..%d", p.Ms, int64(homework.MaxSeconds)*1000)
	}
	if p.Name != "" && homework.CleanName(p.Name) != p.Name {
		doc.Fault([]string{"name"}, "%q is not one a student can enter", p.Name)
	} else if p.Name != "" {
		if err := (homework.Result{Homework: m.id, Name: p.Name}).Validate(); err != nil {
			doc.Fault([]string{"name"}, "%q: %v", p.Name, err)
		}
	}
	read := map[PageRef]bool{}
	for k, i := range p.Read {
		if i < 0 || i >= len(m.pages) || read[m.pages[i]] {
			doc.Fault([]string{"read", "[" + strconv.Itoa(k) + "]"}, "%d is no page of the homework's %d, or twice", i, len(m.pages))
			continue
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
			doc.Fault([]string{"answers"}, "has %q for answer %d, not one of R 3 4 L x", p.Answers[i], i+1)
		}
		answers = append(answers, a)
	}
	if err := doc.Err(); err != nil {
		return err
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
