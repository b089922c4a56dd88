package coach

import "renju/game/parts/skill"

// MergeRecords joins the coach records of two tabs of one browser (or a
// tab's and what storage holds now) as skill.MergeRecords does: each
// type's tally and badge the larger, each cell's rating the one resting on
// more answers. It is a join, and keeps ParseRecord's invariants.
func MergeRecords(a, b *Record) *Record {
	out := NewRecord()
	skill.MergeTallies(out.Tallies, a.Tallies, b.Tallies)
	skill.MergeBadges(out.Badges, a.Badges, b.Badges)
	skill.MergeRatings(out.Ratings, a.Ratings, b.Ratings)
	return out
}

// RebaseRecord is the coach record after this tab's answers are added to
// what another tab saved meanwhile (as skill.RebaseRecord): each type's
// tally stored's plus what this tab added since base, badges the higher,
// each rating the one resting on more answers. The caller checks that it
// reads and falls back to MergeRecords.
func RebaseRecord(base, stored, mine *Record) *Record {
	out := NewRecord()
	skill.RebaseTallies(out.Tallies, base.Tallies, stored.Tallies, mine.Tallies)
	skill.MergeBadges(out.Badges, stored.Badges, mine.Badges)
	skill.MergeRatings(out.Ratings, stored.Ratings, mine.Ratings)
	return out
}
