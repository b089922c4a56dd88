package spaced

import "renju/game/services/storage"

// SaveJoin joins two tabs' review queues (Join).
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return Parse(s) },
	Join:  func(a, b any) any { return Join(a.(*Queue), b.(*Queue)) },
	Write: func(v any) string { return v.(*Queue).Format() },
}
