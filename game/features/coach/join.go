package coach

import "renju/game/services/storage"

// SaveJoin joins two tabs' coach records (MergeRecords; RebaseRecord adds
// this tab's answers to the other's).
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return ParseRecord([]byte(s)) },
	Join:  func(a, b any) any { return MergeRecords(a.(*Record), b.(*Record)) },
	Write: func(v any) string { return string(FormatRecord(v.(*Record))) },
	Rebase: func(b, s, m any) any {
		return RebaseRecord(b.(*Record), s.(*Record), m.(*Record))
	},
	Empty: func() any { return NewRecord() },
}
