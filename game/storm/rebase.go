package storm

// RebaseRecord is the storm record after this tab's runs and answers are
// added to what another tab saved meanwhile (base: what this tab last saw
// stored; stored: what storage holds now; mine: this tab's): the runs and
// each type's right and total are stored's plus what this tab added since
// base, the bests and badges the larger, each rating the one resting on
// more answers. The caller checks that it reads and falls back to
// MergeRecords.
func RebaseRecord(base, stored, mine *Record) *Record {
	out := NewRecord()
	out.StormBest = max(stored.StormBest, mine.StormBest)
	out.StreakBest = max(stored.StreakBest, mine.StreakBest)
	out.StormRuns = AddSince(base.StormRuns, stored.StormRuns, mine.StormRuns)
	out.StreakRuns = AddSince(base.StreakRuns, stored.StreakRuns, mine.StreakRuns)
	RebaseTallies(out.Tallies, base.Tallies, stored.Tallies, mine.Tallies)
	MergeBadges(out.Badges, stored.Badges, mine.Badges)
	MergeRatings(out.Ratings, stored.Ratings, mine.Ratings)
	return out
}

// AddSince is stored plus what mine added to base, within 0…MaxCount.
func AddSince(base, stored, mine int) int {
	return max(0, min(stored+max(0, mine-base), MaxCount))
}

// RebaseTallies puts into each type's tally of stored plus what mine added
// to base's.
func RebaseTallies(into, base, stored, mine map[string]Tally) {
	for _, m := range []map[string]Tally{stored, mine} {
		for k := range m {
			b, s, x := base[k], stored[k], mine[k]
			into[k] = Tally{Right: AddSince(b.Right, s.Right, x.Right), Total: AddSince(b.Total, s.Total, x.Total)}
		}
	}
}
