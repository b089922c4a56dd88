package drills

import (
	"fmt"
	"strings"

	"renju/jsonkit"
)

// Result is the grade of one answer.
type Result struct {
	Correct bool `json:"correct"`
	// find-all only: forbidden points found, forbidden points missed, and
	// points marked that are not forbidden.
	Hits        int `json:"hits"`
	Misses      int `json:"misses"`
	FalseAlarms int `json:"falseAlarms"`
}

// GradeYesNo grades "is this point forbidden?" (is-forbidden) or "is this
// three live?" (live-or-false).
func (d *Drill) GradeYesNo(yes bool) Result {
	switch {
	case d.Answer.Forbidden != nil:
		return Result{Correct: yes == *d.Answer.Forbidden}
	case d.Answer.Live != nil:
		return Result{Correct: yes == *d.Answer.Live}
	}
	return Result{}
}

// GradeKind grades the kind named for a forbidden point ("legal" if not).
func (d *Drill) GradeKind(kind string) Result {
	want := d.Answer.Kind
	if want == "" {
		want = "legal"
	}
	return Result{Correct: kind == want}
}

// GradePoint grades a single point answer (four-three, trap).
func (d *Drill) GradePoint(p string) Result {
	p = strings.ToLower(strings.TrimSpace(p))
	for _, q := range d.Answer.Points {
		if q == p {
			return Result{Correct: true}
		}
	}
	return Result{}
}

// GradeSet grades find-all: correct only with every forbidden point and no
// false alarm.
func (d *Drill) GradeSet(points []string) Result {
	want := map[string]bool{}
	for _, f := range d.Answer.Fouls {
		want[f.Point] = true
	}
	var r Result
	seen := map[string]bool{}
	for _, p := range points {
		p = strings.ToLower(strings.TrimSpace(p))
		if seen[p] {
			continue
		}
		seen[p] = true
		if want[p] {
			r.Hits++
		} else {
			r.FalseAlarms++
		}
	}
	r.Misses = len(want) - r.Hits
	r.Correct = r.Misses == 0 && r.FalseAlarms == 0
	return r
}

// Stats is a player's record, saved locally between sessions.
type Stats struct {
	Version    int               `json:"version"`
	Score      int               `json:"score"`
	Streak     int               `json:"streak"`
	BestStreak int               `json:"bestStreak"`
	ByType     map[string]*Tally `json:"byType"`
	ByKind     map[string]*Tally `json:"byKind"`
	Seen       int               `json:"seen"` // drills generated, so a new session continues the sequence
}

// Tally counts right answers out of all answers.
type Tally struct {
	Right int `json:"right"`
	Total int `json:"total"`
}

// Accuracy is Right/Total, 0 when nothing was answered.
func (t *Tally) Accuracy() float64 {
	if t == nil || t.Total == 0 {
		return 0
	}
	return float64(t.Right) / float64(t.Total)
}

const statsVersion = 1

// NewStats is an empty record.
func NewStats() *Stats {
	return &Stats{Version: statsVersion, ByType: map[string]*Tally{}, ByKind: map[string]*Tally{}}
}

// Record adds one answered drill. Points: 10 per level, plus the streak.
func (s *Stats) Record(d *Drill, correct bool) {
	tally := func(m map[string]*Tally, k string) {
		if m[k] == nil {
			m[k] = &Tally{}
		}
		m[k].Total++
		if correct {
			m[k].Right++
		}
	}
	tally(s.ByType, d.Type)
	for _, k := range d.kinds() {
		tally(s.ByKind, k)
	}
	if correct {
		s.Streak++
		s.BestStreak = max(s.BestStreak, s.Streak)
		s.Score += 10*d.Level + s.Streak - 1
	} else {
		s.Streak = 0
	}
}

// kinds are the forbidden kinds a drill is about, for per-kind accuracy.
func (d *Drill) kinds() []string {
	if d.Answer.Kind != "" {
		return []string{d.Answer.Kind}
	}
	seen := map[string]bool{}
	var ks []string
	for _, f := range d.Answer.Fouls {
		if !seen[f.Kind] {
			seen[f.Kind] = true
			ks = append(ks, f.Kind)
		}
	}
	return ks
}

// ParseStats reads a saved record. Anything malformed is an error that
// says what is wrong; the app then starts a fresh record and tells the
// player, rather than crash or keep half a record.
func ParseStats(data []byte) (*Stats, error) {
	s := NewStats()
	if err := jsonkit.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("saved drill record is not valid JSON: %v", err)
	}
	if s.Version != statsVersion {
		return nil, fmt.Errorf("saved drill record has version %d, want %d", s.Version, statsVersion)
	}
	if s.Score < 0 || s.Streak < 0 || s.BestStreak < s.Streak || s.Seen < 0 {
		return nil, fmt.Errorf("saved drill record has impossible counts (score %d, streak %d, best %d)", s.Score, s.Streak, s.BestStreak)
	}
	for name, m := range map[string]map[string]*Tally{"byType": s.ByType, "byKind": s.ByKind} {
		for k, t := range m {
			if t == nil || t.Right < 0 || t.Right > t.Total {
				return nil, fmt.Errorf("saved drill record: %s[%q] is not a valid tally", name, k)
			}
		}
	}
	if s.ByType == nil {
		s.ByType = map[string]*Tally{}
	}
	if s.ByKind == nil {
		s.ByKind = map[string]*Tally{}
	}
	return s, nil
}
