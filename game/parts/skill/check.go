package skill

import (
	"strings"

	"renju/game/services/savedjson"
)

// CheckCells checks the per-type part of a record read into doc (the
// storm's, the coach's), in the record's order: tallies and badges of
// the drill types types only, every right ≤ its total, every badge from
// 0 to Gold and earned by the answers its rule needs, ratings only of
// cells (cellType: a key's drill type, and whether it is a cell) from
// MinRating to MaxRating, resting on no more answers than their type's.
func CheckCells(doc *savedjson.Doc, types []string, tallies map[string]Tally, badges map[string]Badge, ratings Ratings, cellType func(string) (string, bool)) {
	notType := "is not a drill type (want " + strings.Join(types, ", ") + ")"
	for _, typ := range doc.Keys("tallies") {
		if t := tallies[typ]; !contains(types, typ) {
			doc.Fault([]string{"tallies", typ}, "%s", notType)
		} else if t.Right > t.Total {
			doc.Fault([]string{"tallies", typ}, "right %d is more than total %d", t.Right, t.Total)
		}
	}
	for _, typ := range doc.Keys("badges") {
		switch b := badges[typ]; {
		case !contains(types, typ):
			doc.Fault([]string{"badges", typ}, "%s", notType)
		case b > Gold:
			doc.Fault([]string{"badges", typ}, "%d is out of range 0..%d", b, Gold)
		case b > NoBadge && tallies[typ].Total < BadgeRules[b-1].Answers:
			doc.Fault([]string{"badges", typ}, "is %s with %d answers, fewer than the %d it needs", b, tallies[typ].Total, BadgeRules[b-1].Answers)
		}
	}
	for _, key := range doc.Keys("ratings") {
		rt, in := ratings[key]
		if _, given := doc.Place("ratings", key, "r"); in && !given {
			rt.R = InitialRating // r left out: a new cell's
			ratings[key] = rt
		}
		at := []string{"ratings", key}
		switch typ, ok := cellType(key); {
		case !ok:
			doc.Fault(at, "is not a cell (type/kind/band, e.g. %s/double-three/1)", types[0])
		case rt.R < MinRating || rt.R > MaxRating:
			doc.Fault(append(at, "r"), "%d is out of range %d..%d", rt.R, MinRating, MaxRating)
		case rt.N > tallies[typ].Total:
			doc.Fault(at, "rests on %d answers, more than the %d %s answers", rt.N, tallies[typ].Total, typ)
		}
	}
}
