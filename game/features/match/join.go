package match

import "renju/game/services/storage"

// SaveJoin joins two tabs' games kept for Resume: a union by game, of each
// game its later save (JoinSaved: a game finished in one tab is not
// brought back by the other's older copy).
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return ParseSaved(s) },
	Join:  func(a, b any) any { return JoinSaved(a.(Shelf), b.(Shelf)) },
	Write: func(v any) string { return v.(Shelf).Format() },
}
