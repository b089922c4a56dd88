package spaced

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"renju/drills"
	"renju/jsonkit"
	"renju/rules"
)

// Format is the queue as saved: JSON.
func (q *Queue) Format() string {
	b, _ := jsonkit.Marshal(q)
	return string(b)
}

// Parse reads a saved queue. A value that is not a queue, or holds an
// item that cannot be asked, is an error naming the item; nothing of it
// is taken then (the frame keeps the value aside and says so).
func Parse(s string) (*Queue, error) {
	var q Queue
	if strings.TrimSpace(s) == "" {
		return &q, nil
	}
	if err := jsonkit.Unmarshal([]byte(s), &q); err != nil {
		return nil, fmt.Errorf("review queue: %v", err)
	}
	seen := map[string]bool{}
	for i, it := range q.Items {
		if err := check(it); err != nil {
			return nil, fmt.Errorf("review queue: item %d: %v", i+1, err)
		}
		if seen[it.Key] {
			return nil, fmt.Errorf("review queue: item %d: %q is there twice", i+1, it.Key)
		}
		seen[it.Key] = true
	}
	sortByKey(q.Items)
	return &q, nil
}

// check reports what makes an item unaskable: a box out of range, a
// drill or a task that does not read, or a key that is not its own.
// Neither is judged here (400 items would take seconds in the browser):
// the review has the judge answer an item when it asks it.
func check(it Item) error {
	if it.Box < 0 || it.Box > Retired {
		return fmt.Errorf("box %d is not 0–%d", it.Box, Retired)
	}
	switch {
	case it.Drill != nil && it.Task != nil:
		return fmt.Errorf("both a drill and a task")
	case it.Task != nil:
		if _, err := it.Task.Read(); err != nil {
			return fmt.Errorf("the task: %v", err)
		}
	case it.Drill != nil:
		if !slices.Contains(drills.Types, it.Drill.Type) {
			return fmt.Errorf("the drill type %q is unknown", it.Drill.Type)
		}
		if _, err := rules.ParseStones(it.Drill.Position); err != nil {
			return fmt.Errorf("the position: %v", err)
		}
	default:
		return fmt.Errorf("neither a drill nor a task")
	}
	if it.Key != it.Ask.Key() {
		return fmt.Errorf("the key %q is not its question's", it.Key)
	}
	return nil
}

// Join is the queue holding both a's and b's items, of an item in both
// the later seen (then the one further on): commutative, associative and
// idempotent, so that two tabs never erase each other's mistakes.
func Join(a, b *Queue) *Queue {
	out := &Queue{Items: slices.Clone(a.Items)}
	for _, it := range b.Items {
		i := out.find(it.Key)
		if i < 0 {
			out.Items = append(out.Items, it)
			continue
		}
		if later(it, out.Items[i]) {
			out.Items[i] = it
		}
	}
	// A join's order must not depend on which side came first.
	sortByKey(out.Items)
	out.trim()
	return out
}

// later reports whether a is the copy to keep over b.
func later(a, b Item) bool {
	if a.Seen != b.Seen {
		return a.Seen > b.Seen
	}
	if a.Box != b.Box {
		return a.Box > b.Box
	}
	if a.Misses+a.Rights != b.Misses+b.Rights {
		return a.Misses+a.Rights > b.Misses+b.Rights
	}
	return a.Due > b.Due
}

// sortByKey orders items by their keys (sort.Slice, not slices.SortFunc:
// each instantiation of the generic sort is some 20 KB of code in the
// first module).
func sortByKey(items []Item) {
	sort.Slice(items, func(i, j int) bool { return items[i].Key < items[j].Key })
}
