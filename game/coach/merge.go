package coach

import "renju/game/storm"

// MergeRecords joins the coach records of two tabs of one browser (or a
// tab's and what storage holds now) as storm.MergeRecords does: each
// type's tally and badge the larger, each cell's rating the one resting on
// more answers. It is a join, and keeps ParseRecord's invariants.
func MergeRecords(a, b *Record) *Record {
	out := NewRecord()
	storm.MergeTallies(out.Tallies, a.Tallies, b.Tallies)
	storm.MergeBadges(out.Badges, a.Badges, b.Badges)
	storm.MergeRatings(out.Ratings, a.Ratings, b.Ratings)
	return out
}
