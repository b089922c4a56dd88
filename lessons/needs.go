package lessons

import (
	"fmt"
	"sort"
)

// The curriculum's order of ideas: each lesson teaches its Topics and
// builds on its Needs, topics that earlier lessons teach. CheckNeeds holds
// the order; Reach is what a lesson's practice may ask about.

// CheckNeeds reports every need of the lessons ls (a curriculum, any
// order) that no earlier lesson teaches: a need taught only by the lesson
// itself or by a later one, or by none. It returns nil if all is well.
func CheckNeeds(ls []*Lesson) []Problem {
	var probs []Problem
	for _, l := range ls {
		for _, n := range l.Needs {
			if teaches(l, n) {
				probs = append(probs, Problem{File: l.File, Lesson: l.ID, Msg: fmt.Sprintf("needs %s, which it teaches itself (a need is a topic of an earlier lesson)", n)})
				continue
			}
			if len(teachers(ls, l, n)) > 0 {
				continue
			}
			later := ""
			for _, o := range ls {
				if o != l && teaches(o, n) {
					later = fmt.Sprintf(" (%s, order %d, teaches it later)", o.ID, o.Order)
					break
				}
			}
			probs = append(probs, Problem{File: l.File, Lesson: l.ID, Msg: fmt.Sprintf("needs %s, which no earlier lesson teaches%s", n, later)})
		}
	}
	return probs
}

// Reach is every topic lesson l of the curriculum ls may rely on: its own
// topics, its needs, and, through the earlier lessons that teach each
// need, what those lessons rely on in turn.
func Reach(ls []*Lesson, l *Lesson) map[string]bool {
	out := map[string]bool{}
	seen := map[*Lesson]bool{}
	var walk func(l *Lesson)
	walk = func(l *Lesson) {
		if seen[l] {
			return
		}
		seen[l] = true
		for _, t := range l.Topics {
			out[t] = true
		}
		for _, n := range l.Needs {
			out[n] = true
			for _, t := range teachers(ls, l, n) {
				walk(t)
			}
		}
	}
	walk(l)
	return out
}

// TaughtBy lists the topics taught by l and by every lesson of ls before
// it, sorted.
func TaughtBy(ls []*Lesson, l *Lesson) []string {
	set := map[string]bool{}
	for _, o := range ls {
		if o == l || before(o, l) {
			for _, t := range o.Topics {
				set[t] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Sort(sort.StringSlice(out))
	return out
}

// teachers are the lessons of ls before l that teach topic t.
func teachers(ls []*Lesson, l *Lesson, t string) []*Lesson {
	var out []*Lesson
	for _, o := range ls {
		if o != l && before(o, l) && teaches(o, t) {
			out = append(out, o)
		}
	}
	return out
}

// before reports whether a comes before b in the curriculum (Sort's
// order).
func before(a, b *Lesson) bool {
	if a.Order != b.Order {
		return a.Order < b.Order
	}
	return a.ID < b.ID
}

func teaches(l *Lesson, t string) bool {
	for _, x := range l.Topics {
		if x == t {
			return true
		}
	}
	return false
}
