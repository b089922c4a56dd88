package skill

// The joins two tabs' records meet by (game/frame/savemerge): each a maximum in
// a total order per key, so commutative, associative and idempotent.

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
