// Package savemerge is how a value the app keeps in localStorage is
// joined with the one another tab of the same browser saved meanwhile:
// a registry of merge functions by storage key. game/services/storage calls Merge
// at every save, with what storage holds now and what the tab has, and
// adopts the result, so that two tabs never erase each other's progress.
//
// Each merge is a join — commutative, associative and idempotent — over
// the records its owner can read: pages done and stars as unions, counts,
// bests and badges as maxima, per lesson and per drill type
// (game/services/progress, game/parts/drillplay, game/features/coach, game/features/storm), and the games
// kept for Resume as a union by game, of each game its later save
// (game/features/match's JoinSaved: a game finished in one tab is not brought back
// by the other's older copy). A key with no merge (the language chosen,
// a teacher's screen) keeps the last value written. Rebase does better for counts when the tab knows the value it
// last saw stored: it adds to what another tab saved what this tab added
// since. It is plain Go, tested on the host.
package savemerge

import (
	"errors"

	"renju/drills"
	"renju/game/features/coach"
	"renju/game/features/match"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/daily"
	"renju/game/services/progress"
	"renju/game/services/spaced"
)

// The keys merged: each the key its owner saves under, so that a key
// renamed in its room is renamed here too.
const (
	KeyProgress = "renju.progress"
	KeyDrills   = drillplay.StorageKey
	KeyCoach    = coach.StorageKey
	KeyStorm    = storm.StorageKey
	KeyPlay     = match.StorageKey
	KeyReview   = spaced.StorageKey
	KeyDaily    = daily.StorageKey
	KeyStart    = start.StorageKey
)

// record is one key's merge: read parses a value (an error: it cannot be
// trusted), join joins two read values, write formats one. lasting, when
// set, keeps of a value what only ever grows as the learner goes on (not
// the current streak, not the page to resume): what Covers compares.
type record struct {
	read    func(string) (any, error)
	join    func(a, b any) any
	write   func(any) string
	lasting func(any) any
	// rebase, when set, adds to stored what mine added to base (Rebase);
	// empty is the record of nothing saved.
	rebase func(base, stored, mine any) any
	empty  func() any
}

var registry = map[string]record{
	KeyProgress: {
		read:  func(s string) (any, error) { return progress.Parse(s) },
		join:  func(a, b any) any { return progress.Merge(a.(progress.Progress), b.(progress.Progress)) },
		write: func(v any) string { p := v.(progress.Progress); return p.Format() },
		lasting: func(v any) any {
			p := v.(progress.Progress)
			p.LastLesson, p.LastPage = "", 0
			return p
		},
	},
	KeyDrills: {
		read: func(s string) (any, error) { return drillplay.ParseRecord([]byte(s)) },
		join: func(a, b any) any {
			return drillplay.MergeRecords(a.(*drills.Stats), b.(*drills.Stats))
		},
		write: func(v any) string { return string(drillplay.FormatRecord(v.(*drills.Stats))) },
		lasting: func(v any) any {
			s := *v.(*drills.Stats)
			s.Streak = 0
			return &s
		},
		rebase: func(b, s, m any) any {
			return drillplay.RebaseRecord(b.(*drills.Stats), s.(*drills.Stats), m.(*drills.Stats))
		},
		empty: func() any { return drills.NewStats() },
	},
	KeyCoach: {
		read:  func(s string) (any, error) { return coach.ParseRecord([]byte(s)) },
		join:  func(a, b any) any { return coach.MergeRecords(a.(*coach.Record), b.(*coach.Record)) },
		write: func(v any) string { return string(coach.FormatRecord(v.(*coach.Record))) },
		rebase: func(b, s, m any) any {
			return coach.RebaseRecord(b.(*coach.Record), s.(*coach.Record), m.(*coach.Record))
		},
		empty: func() any { return coach.NewRecord() },
	},
	KeyStorm: {
		read:  func(s string) (any, error) { return storm.ParseRecord([]byte(s)) },
		join:  func(a, b any) any { return storm.MergeRecords(a.(*storm.Record), b.(*storm.Record)) },
		write: func(v any) string { return string(storm.FormatRecord(v.(*storm.Record))) },
		rebase: func(b, s, m any) any {
			return storm.RebaseRecord(b.(*storm.Record), s.(*storm.Record), m.(*storm.Record))
		},
		empty: func() any { return storm.NewRecord() },
	},
	// The guided start shown: done (to the end) outranks skipped, so the
	// join is the larger of the two.
	KeyStart: {
		read: func(s string) (any, error) {
			if s != start.Done && s != start.Skipped {
				return nil, errors.New(`want "done" or "skipped"`)
			}
			return s, nil
		},
		join: func(a, b any) any {
			if a.(string) == start.Done || b.(string) == start.Done {
				return start.Done
			}
			return start.Skipped
		},
		write: func(v any) string { return v.(string) },
	},
	KeyPlay: {
		read:  func(s string) (any, error) { return match.ParseSaved(s) },
		join:  func(a, b any) any { return match.JoinSaved(a.(match.Shelf), b.(match.Shelf)) },
		write: func(v any) string { return v.(match.Shelf).Format() },
	},
	KeyReview: {
		read:  func(s string) (any, error) { return spaced.Parse(s) },
		join:  func(a, b any) any { return spaced.Join(a.(*spaced.Queue), b.(*spaced.Queue)) },
		write: func(v any) string { return v.(*spaced.Queue).Format() },
	},
	KeyDaily: {
		read:  func(s string) (any, error) { return daily.Parse(s) },
		join:  func(a, b any) any { return daily.Join(a.(*daily.Log), b.(*daily.Log)) },
		write: func(v any) string { return v.(*daily.Log).Format() },
	},
}

// Merges reports whether key's values are merged (else the last written
// is kept).
func Merges(key string) bool {
	_, ok := registry[key]
	return ok
}

// Readable reports whether v is a value key's owner can read: "" (nothing
// saved) and any value of a key with no merge count as readable.
func Readable(key, v string) bool {
	r, ok := registry[key]
	if !ok || v == "" {
		return true
	}
	_, err := r.read(v)
	return err == nil
}

// Covers reports whether b holds everything lasting a holds — the pages
// done, the stars, the counts and bests; not the current streak or the
// page to resume, which go down as the learner goes on: a merge loses
// nothing of a when Covers(key, a, merged). Values that cannot be read
// are covered only by themselves.
func Covers(key, a, b string) bool {
	r, ok := registry[key]
	if !ok || a == "" || a == b {
		return !ok || a == b || a == ""
	}
	x, errA := r.read(a)
	y, errB := r.read(b)
	if errA != nil || errB != nil {
		return false
	}
	keep := r.lasting
	if keep == nil {
		keep = func(v any) any { return v }
	}
	return r.write(keep(r.join(x, y))) == r.write(keep(y))
}

// Rebase is what a tab writes when storage holds stored, not base, the
// value it last saw there: another tab saved meanwhile. For a record of
// counts (the drills', the coach's, the storm's) it is stored with what
// this tab added since base — so that two tabs answering drills of one
// type both count — when base, stored and mine all read and the result
// does too; otherwise, and for the other keys, Merge(stored, mine).
func Rebase(key, base, stored, mine string) string {
	r, ok := registry[key]
	if !ok || r.rebase == nil || stored == "" || mine == "" {
		return Merge(key, stored, mine)
	}
	b := r.empty()
	var err error
	if base != "" {
		if b, err = r.read(base); err != nil {
			return Merge(key, stored, mine)
		}
	}
	s, errS := r.read(stored)
	m, errM := r.read(mine)
	if errS != nil || errM != nil {
		return Merge(key, stored, mine)
	}
	out := r.write(r.rebase(b, s, m))
	if _, err := r.read(out); err != nil {
		return Merge(key, stored, mine)
	}
	return out
}

// Merge joins stored (what storage holds now; "" for nothing) and mine
// (the tab's value) for key, in the form its owner writes. A side that is
// "" or cannot be read gives way to the other; when neither can be read,
// or key has no merge, mine is kept.
func Merge(key, stored, mine string) string {
	r, ok := registry[key]
	if !ok {
		return mine
	}
	var a, b any
	var errA, errB error
	if stored != "" {
		a, errA = r.read(stored)
	}
	if mine != "" {
		b, errB = r.read(mine)
	}
	okA, okB := stored != "" && errA == nil, mine != "" && errB == nil
	switch {
	case okA && okB:
		return r.write(r.join(a, b))
	case okA:
		return r.write(a)
	case okB:
		return r.write(b)
	}
	return mine
}
