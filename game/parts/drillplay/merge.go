package drillplay

import "renju/drills"

// MergeRecords joins the drill records of two tabs of one browser (or a
// tab's and what storage holds now): every count — the score, the streaks,
// the drills seen, each type's and each kind's right and total — is the
// larger of the two. It is a join (commutative, associative, idempotent),
// and the result keeps ParseRecord's invariants: a maximum of counts that
// each keep "part ≤ whole" keeps it (max(a₁,b₁) ≤ max(a₂,b₂) when a₁ ≤ a₂
// and b₁ ≤ b₂), and a sum of maxima is at least each sum.
//
// Two tabs that answered drills from one common record each count from it:
// the larger count keeps every answer of the tab that answered more, not
// the sum of both (that would need a count per tab, a new format).
func MergeRecords(a, b *drills.Stats) *drills.Stats {
	out := drills.NewStats()
	out.Score = max(a.Score, b.Score)
	out.Streak = max(a.Streak, b.Streak)
	out.BestStreak = max(a.BestStreak, b.BestStreak)
	out.Seen = max(a.Seen, b.Seen)
	mergeTallies(out.ByType, a.ByType, b.ByType)
	mergeTallies(out.ByKind, a.ByKind, b.ByKind)
	return out
}

func mergeTallies(into map[string]*drills.Tally, ms ...map[string]*drills.Tally) {
	for _, m := range ms {
		for k, t := range m {
			if t == nil {
				continue
			}
			o := into[k]
			if o == nil {
				o = &drills.Tally{}
				into[k] = o
			}
			o.Right = max(o.Right, t.Right)
			o.Total = max(o.Total, t.Total)
		}
	}
}
