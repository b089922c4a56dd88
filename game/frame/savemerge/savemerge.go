// Package savemerge is how a value the app keeps in localStorage is
// joined with the one another tab of the same browser saved meanwhile:
// a table of joins by storage key. game/services/storage calls Merge
// at every save, with what storage holds now and what the tab has, and
// adopts the result, so that two tabs never erase each other's progress.
//
// Each join (a storage.Join) is declared by the room or service that
// saves the value, beside the code that reads it — pages done and stars
// as unions, counts, bests and badges as maxima, per lesson and per drill
// type (game/services/progress, game/parts/drillplay, game/features/coach,
// game/features/storm), and the games kept for Resume as a union by game,
// of each game its later save (game/features/match) — and reaches the
// table through the room's registry entry (game/frame/screens, Kept): the
// frame builds the table from the registry and its own keys (saves.go in
// package game). Each join is commutative, associative and idempotent
// over the records its owner can read. A key with no join (the language
// chosen, a teacher's screen: storage.LastWrite) keeps the last value
// written. Rebase does better for counts when the tab knows the value it
// last saw stored: it adds to what another tab saved what this tab added
// since. It is plain Go, tested on the host.
package savemerge

import "renju/game/services/storage"

// Table is the joins by storage key.
type Table map[string]*storage.Join

// New is the table of joins: keys whose join is storage.LastWrite (or
// nil) keep the last value written.
func New(joins map[string]*storage.Join) Table {
	t := Table{}
	for k, j := range joins {
		if j.Joins() {
			t[k] = j
		}
	}
	return t
}

// Merges reports whether key's values are merged (else the last written
// is kept).
func (t Table) Merges(key string) bool {
	_, ok := t[key]
	return ok
}

// Readable reports whether v is a value key's owner can read: "" (nothing
// saved) and any value of a key with no merge count as readable.
func (t Table) Readable(key, v string) bool {
	r, ok := t[key]
	if !ok || v == "" {
		return true
	}
	_, err := r.Read(v)
	return err == nil
}

// Covers reports whether b holds everything lasting a holds — the pages
// done, the stars, the counts and bests; not the current streak or the
// page to resume, which go down as the learner goes on: a merge loses
// nothing of a when Covers(key, a, merged). Values that cannot be read
// are covered only by themselves.
func (t Table) Covers(key, a, b string) bool {
	r, ok := t[key]
	if !ok || a == "" || a == b {
		return !ok || a == b || a == ""
	}
	x, errA := r.Read(a)
	y, errB := r.Read(b)
	if errA != nil || errB != nil {
		return false
	}
	keep := r.Lasting
	if keep == nil {
		keep = func(v any) any { return v }
	}
	return r.Write(keep(r.Join(x, y))) == r.Write(keep(y))
}

// Rebase is what a tab writes when storage holds stored, not base, the
// value it last saw there: another tab saved meanwhile. For a record of
// counts (the drills', the coach's, the storm's) it is stored with what
// this tab added since base — so that two tabs answering drills of one
// type both count — when base, stored and mine all read and the result
// does too; otherwise, and for the other keys, Merge(stored, mine).
func (t Table) Rebase(key, base, stored, mine string) string {
	r, ok := t[key]
	if !ok || r.Rebase == nil || stored == "" || mine == "" {
		return t.Merge(key, stored, mine)
	}
	b := r.Empty()
	var err error
	if base != "" {
		if b, err = r.Read(base); err != nil {
			return t.Merge(key, stored, mine)
		}
	}
	s, errS := r.Read(stored)
	m, errM := r.Read(mine)
	if errS != nil || errM != nil {
		return t.Merge(key, stored, mine)
	}
	out := r.Write(r.Rebase(b, s, m))
	if _, err := r.Read(out); err != nil {
		return t.Merge(key, stored, mine)
	}
	return out
}

// Merge joins stored (what storage holds now; "" for nothing) and mine
// (the tab's value) for key, in the form its owner writes. A side that is
// "" or cannot be read gives way to the other; when neither can be read,
// or key has no merge, mine is kept.
func (t Table) Merge(key, stored, mine string) string {
	r, ok := t[key]
	if !ok {
		return mine
	}
	var a, b any
	var errA, errB error
	if stored != "" {
		a, errA = r.Read(stored)
	}
	if mine != "" {
		b, errB = r.Read(mine)
	}
	okA, okB := stored != "" && errA == nil, mine != "" && errB == nil
	switch {
	case okA && okB:
		return r.Write(r.Join(a, b))
	case okA:
		return r.Write(a)
	case okB:
		return r.Write(b)
	}
	return mine
}
