// Package daily is the learner's daily goal and streak: a small goal the
// learner chooses (items answered, or lesson pages read, a day), today's
// count, and the days in a row the goal was met. A day is the learner's
// local calendar day (the time zone of the time given). Local only: no
// accounts. It is plain Go, tested on the host; the frame keeps one Log
// and saves it under StorageKey.
package daily

import (
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strings"
	"time"

	"renju/jsonkit"
)

// StorageKey is the key the frame saves the log under; PageKey is
// state()'s object.
const (
	StorageKey = "renju.daily"
	PageKey    = "daily"
)

// What the goal counts.
const (
	Items = "items" // questions answered, right or wrong
	Pages = "pages" // lesson pages read for the first time
)

// Goal is a daily goal the learner can choose.
type Goal struct {
	Unit string
	N    int
}

// Goals are the choices, smallest first in each unit; Default is the
// goal of a learner who chose none: ten questions take a newcomer about
// five minutes.
var (
	Goals   = []Goal{{Items, 5}, {Items, 10}, {Items, 20}, {Pages, 3}, {Pages, 5}, {Pages, 10}}
	Default = Goal{Items, 10}
)

// Log is what is kept.
type Log struct {
	Unit string `json:"unit"`
	Goal int    `json:"goal"`
	// Set is when the goal was chosen (Unix seconds; 0: the default):
	// of two tabs' choices, the later is kept.
	Set int64 `json:"set,omitempty"`
	// Day is the local day counted ("2006-01-02"), and what was done
	// that day in each unit: both are counted whatever the goal, so that
	// a goal changed during the day counts what was done before.
	Day   string `json:"day,omitempty"`
	Items int    `json:"items,omitempty"`
	Pages int    `json:"pages,omitempty"`
	// Asked are the questions answered that day (Fingerprint), each
	// counted once among Items, sorted: a question answered again, in
	// this tab or another, counts no more. Past MaxAsked a question is
	// counted without being kept.
	Asked []string `json:"asked,omitempty"`
	// Met is the last day the goal was met, Streak the days in a row up
	// to it.
	Met    string `json:"met,omitempty"`
	Streak int    `json:"streak,omitempty"`
}

// State is state().daily: the goal, today's count toward it and the
// streak of days met.
type State struct {
	Goal   int    `json:"goal"`
	Unit   string `json:"unit"`
	Done   int    `json:"done"`
	Streak int    `json:"streak"`
}

// New is the log of a learner who has done nothing yet.
func New() *Log { return &Log{Unit: Default.Unit, Goal: Default.N} }

// dayOf is t's local day as time.DateOnly writes it ("2006-01-02"),
// written here digit by digit: home's first frame asks for it (its
// journal row and frame key), and time.Format there took 62 ms of the
// page's thread in a profile of the guided start's Skip in Chromium (the
// first call into Format's code on the page).
func dayOf(t time.Time) string {
	y, m, d := t.Date()
	if y < 0 || y > 9999 {
		return t.Format(time.DateOnly)
	}
	return string([]byte{
		byte('0' + y/1000), byte('0' + y/100%10), byte('0' + y/10%10), byte('0' + y%10), '-',
		byte('0' + int(m)/10), byte('0' + int(m)%10), '-',
		byte('0' + d/10), byte('0' + d%10),
	})
}

// yesterday is the local day before t's.
func yesterday(t time.Time) string {
	y, m, d := t.Date()
	return dayOf(time.Date(y, m, d-1, 12, 0, 0, 0, t.Location()))
}

// Today is today's count in the goal's unit (0 on a new day).
func (l *Log) Today(now time.Time) int {
	if l.Day != dayOf(now) {
		return 0
	}
	if l.Unit == Pages {
		return l.Pages
	}
	return l.Items
}

// Streak is the days in a row the goal was met, today's included; a
// streak met up to yesterday still stands today, until the day is over.
func (l *Log) StreakAt(now time.Time) int {
	if l.Met == dayOf(now) || l.Met == yesterday(now) {
		return l.Streak
	}
	return 0
}

// MaxAsked bounds the questions kept for a day: 500 fingerprints are
// 7.5 KB saved, a day of lessons, drills and three storms.
const MaxAsked = 500

// Fingerprint is how a question is kept among Asked: 48 bits of its
// name's FNV-1a hash, in hex (two of 500 questions share one with a
// chance of 4 in 10 billion).
func Fingerprint(question string) string {
	h := fnv.New64a()
	h.Write([]byte(question))
	return fmt.Sprintf("%012x", h.Sum64()>>16)
}

// Answer counts the question answered at now toward the items of the
// day, if it is its first answer that day, and reports whether it was
// (met: that met today's goal).
func (l *Log) Answer(question string, now time.Time) (first, met bool) {
	l.today(now)
	fp := Fingerprint(question)
	i := sort.SearchStrings(l.Asked, fp)
	if i < len(l.Asked) && l.Asked[i] == fp {
		return false, false
	}
	if len(l.Asked) < MaxAsked {
		l.Asked = append(l.Asked, "")
		copy(l.Asked[i+1:], l.Asked[i:])
		l.Asked[i] = fp
	}
	l.Items++
	return true, l.meet(now)
}

// today starts a new day's counts when now is on another day.
func (l *Log) today(now time.Time) {
	if d := dayOf(now); l.Day != d {
		l.Day, l.Items, l.Pages, l.Asked = d, 0, 0, nil
	}
}

// Add counts n of unit done at now and reports whether that met today's
// goal. (Questions are counted by Answer, once each.)
func (l *Log) Add(unit string, n int, now time.Time) bool {
	if n <= 0 || unit != Items && unit != Pages {
		return false
	}
	l.today(now)
	if unit == Pages {
		l.Pages += n
	} else {
		l.Items += n
	}
	return l.meet(now)
}

// meet marks today met when the count reaches the goal (once a day).
func (l *Log) meet(now time.Time) bool {
	today := dayOf(now)
	if l.Met == today || l.Today(now) < l.Goal {
		return false
	}
	if l.Met == yesterday(now) {
		l.Streak++
	} else {
		l.Streak = 1
	}
	l.Met = today
	return true
}

// Choose sets the goal; what was done today counts toward it (a goal
// lowered to today's count is met at once).
func (l *Log) Choose(g Goal, now time.Time) {
	l.Unit, l.Goal, l.Set = g.Unit, g.N, now.Unix()
	l.meet(now)
}

// Format is the log as saved.
func (l *Log) Format() string {
	b, _ := jsonkit.Marshal(l)
	return string(b)
}

// Parse reads a saved log, naming what is wrong.
func Parse(s string) (*Log, error) {
	l := New()
	if strings.TrimSpace(s) == "" {
		return l, nil
	}
	if err := jsonkit.Unmarshal([]byte(s), l); err != nil {
		return nil, fmt.Errorf("daily goal: %v", err)
	}
	if !slices.Contains(Goals, Goal{l.Unit, l.Goal}) {
		return nil, fmt.Errorf("daily goal: %d %s is not a goal one can choose", l.Goal, l.Unit)
	}
	for _, d := range []struct{ name, v string }{{"day", l.Day}, {"met", l.Met}} {
		if _, err := time.Parse(time.DateOnly, d.v); d.v != "" && err != nil {
			return nil, fmt.Errorf("daily goal: the %s %q is not a date", d.name, d.v)
		}
	}
	if l.Items < 0 || l.Pages < 0 || l.Streak < 0 {
		return nil, fmt.Errorf("daily goal: a count below 0")
	}
	if len(l.Asked) > 0 && l.Day == "" {
		return nil, fmt.Errorf("daily goal: questions answered on no day")
	}
	for i, fp := range l.Asked {
		if len(fp) != 12 || strings.Trim(fp, "0123456789abcdef") != "" {
			return nil, fmt.Errorf("daily goal: question %d: %q is not a fingerprint (12 hex digits)", i+1, fp)
		}
		if i > 0 && fp <= l.Asked[i-1] {
			return nil, fmt.Errorf("daily goal: question %d: %q is out of order or there twice", i+1, fp)
		}
	}
	if l.Items < len(l.Asked) {
		return nil, fmt.Errorf("daily goal: %d questions answered, fewer than the %d kept", l.Items, len(l.Asked))
	}
	return l, nil
}

// Join is the log of two tabs: the later goal chosen, the later day's
// counts (of the same day the questions answered in either, each once,
// with the larger count of those not kept; the larger count of pages),
// the later streak (of the same day the longer). Commutative,
// associative and idempotent.
func Join(a, b *Log) *Log {
	out := *a
	if b.Set > a.Set || b.Set == a.Set && (b.Unit > a.Unit || b.Unit == a.Unit && b.Goal > a.Goal) {
		out.Unit, out.Goal, out.Set = b.Unit, b.Goal, b.Set
	}
	switch {
	case b.Day > a.Day:
		out.Day, out.Items, out.Pages, out.Asked = b.Day, b.Items, b.Pages, b.Asked
	case b.Day == a.Day:
		out.Asked = union(a.Asked, b.Asked)
		out.Items = max(a.Items-len(a.Asked), b.Items-len(b.Asked)) + len(out.Asked)
		out.Pages = max(a.Pages, b.Pages)
	}
	if b.Met > a.Met || b.Met == a.Met && b.Streak > a.Streak {
		out.Met, out.Streak = b.Met, b.Streak
	}
	out.Asked = slices.Clone(out.Asked) // Answer inserts in place
	return &out
}

// union merges two sorted lists of fingerprints.
func union(a, b []string) []string {
	out := make([]string, 0, max(len(a), len(b)))
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(a) > 0 && a[0] < b[0]:
			out, a = append(out, a[0]), a[1:]
		case len(a) == 0 || b[0] < a[0]:
			out, b = append(out, b[0]), b[1:]
		default:
			out, a, b = append(out, a[0]), a[1:], b[1:]
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
