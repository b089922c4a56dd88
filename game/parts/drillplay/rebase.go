package drillplay

import "renju/drills"

// RebaseRecord is the drill record after this tab's answers are added to
// what another tab saved meanwhile: base is what this tab last saw
// stored, stored what storage holds now, mine this tab's record. Every
// count is stored's plus what this tab added since base, so that two tabs
// answering drills of one type from one record keep the sum of their
// answers (MergeRecords keeps the larger); the current streak is this
// tab's if it answered, else stored's; the best streak the larger. The
// caller checks that the result reads (ParseRecord) and falls back to
// MergeRecords when it does not (a base that is not below both).
func RebaseRecord(base, stored, mine *drills.Stats) *drills.Stats {
	add := func(b, s, m int) int { return max(0, min(s+max(0, m-b), MaxCount)) }
	out := drills.NewStats()
	out.Score = add(base.Score, stored.Score, mine.Score)
	out.Seen = add(base.Seen, stored.Seen, mine.Seen)
	out.BestStreak = max(stored.BestStreak, mine.BestStreak)
	out.Streak = stored.Streak
	if Answered(mine) != Answered(base) || mine.Streak != base.Streak {
		out.Streak = mine.Streak
	}
	rebaseTallies(out.ByType, base.ByType, stored.ByType, mine.ByType, add)
	rebaseTallies(out.ByKind, base.ByKind, stored.ByKind, mine.ByKind, add)
	return out
}

func rebaseTallies(into, base, stored, mine map[string]*drills.Tally, add func(b, s, m int) int) {
	get := func(m map[string]*drills.Tally, k string) drills.Tally {
		if t := m[k]; t != nil {
			return *t
		}
		return drills.Tally{}
	}
	for _, m := range []map[string]*drills.Tally{stored, mine} {
		for k := range m {
			if into[k] != nil {
				continue
			}
			b, s, x := get(base, k), get(stored, k), get(mine, k)
			t := &drills.Tally{Right: add(b.Right, s.Right, x.Right), Total: add(b.Total, s.Total, x.Total)}
			if t.Total > 0 {
				into[k] = t
			}
		}
	}
}
