package daily

import "renju/game/services/storage"

// SaveJoin joins two tabs' daily logs (Join).
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return Parse(s) },
	Join:  func(a, b any) any { return Join(a.(*Log), b.(*Log)) },
	Write: func(v any) string { return v.(*Log).Format() },
}
