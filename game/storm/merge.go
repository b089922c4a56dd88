package storm

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
	MergeTallies(out.Tallies, a.Tallies, b.Tallies)
	MergeBadges(out.Badges, a.Badges, b.Badges)
	MergeRatings(out.Ratings, a.Ratings, b.Ratings)
	return out
}

// MergeTallies puts into each type's larger right and total of ms.
func MergeTallies(into map[string]Tally, ms ...map[string]Tally) {
	for _, m := range ms {
		for k, t := range m {
			o := into[k]
			into[k] = Tally{Right: max(o.Right, t.Right), Total: max(o.Total, t.Total)}
		}
	}
}

// MergeBadges puts into each type's higher badge of ms.
func MergeBadges(into map[string]Badge, ms ...map[string]Badge) {
	for _, m := range ms {
		for k, b := range m {
			if o, ok := into[k]; !ok || b > o {
				into[k] = b
			}
		}
	}
}

// MergeRatings puts into each cell's rating of ms that rests on more
// answers (N), the higher R on a tie: a rating is not a count that can
// be added, so the better informed one is kept.
func MergeRatings(into Ratings, ms ...Ratings) {
	for _, m := range ms {
		for k, r := range m {
			if o, ok := into[k]; !ok || r.N > o.N || r.N == o.N && r.R > o.R {
				into[k] = r
			}
		}
	}
}
