package drillplay

import (
	"renju/drills"
	"renju/game/services/storage"
)

// SaveJoin joins two tabs' drill records: counts and bests as maxima per
// drill type (MergeRecords), or, where the tab knows the record it
// started from, the other tab's with this tab's answers added
// (RebaseRecord). What lasts leaves out the current streak.
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return ParseRecord([]byte(s)) },
	Join:  func(a, b any) any { return MergeRecords(a.(*drills.Stats), b.(*drills.Stats)) },
	Write: func(v any) string { return string(FormatRecord(v.(*drills.Stats))) },
	Lasting: func(v any) any {
		s := *v.(*drills.Stats)
		s.Streak = 0
		return &s
	},
	Rebase: func(b, s, m any) any {
		return RebaseRecord(b.(*drills.Stats), s.(*drills.Stats), m.(*drills.Stats))
	},
	Empty: func() any { return drills.NewStats() },
}
