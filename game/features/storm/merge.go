package storm

import (
	"renju/game/parts/skill"
)

// MergeRecords joins the storm records of two tabs of one browser (or a
// tab's and what storage holds now): the bests, the runs, each type's
// right and total and badge the larger of the two, and each cell's rating
// the one resting on more answers (on a tie, the higher). It is a join
// (commutative, associative, idempotent: the maximum in a total order per
// field), and it keeps ParseRecord's invariants, each of which bounds a
// field by another that grows with it.
func MergeRecords(a, b *Record) *Record {
	out := NewRecord()
	out.StormBest = max(a.StormBest, b.StormBest)
	out.StormRuns = max(a.StormRuns, b.StormRuns)
	out.StreakBest = max(a.StreakBest, b.StreakBest)
	out.StreakRuns = max(a.StreakRuns, b.StreakRuns)
	skill.MergeTallies(out.Tallies, a.Tallies, b.Tallies)
	skill.MergeBadges(out.Badges, a.Badges, b.Badges)
	skill.MergeRatings(out.Ratings, a.Ratings, b.Ratings)
	return out
}
