package storm

import (
	"renju/game/parts/skill"
)

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
	out.StormRuns = skill.AddSince(base.StormRuns, stored.StormRuns, mine.StormRuns)
	out.StreakRuns = skill.AddSince(base.StreakRuns, stored.StreakRuns, mine.StreakRuns)
	skill.RebaseTallies(out.Tallies, base.Tallies, stored.Tallies, mine.Tallies)
	skill.MergeBadges(out.Badges, stored.Badges, mine.Badges)
	skill.MergeRatings(out.Ratings, stored.Ratings, mine.Ratings)
	return out
}
