package progress

import "renju/game/services/storage"

// SaveJoin joins two tabs' progress: pages done and stars as unions, per
// lesson (Merge). What lasts leaves out the page to resume.
var SaveJoin = &storage.Join{
	Read:  func(s string) (any, error) { return Parse(s) },
	Join:  func(a, b any) any { return Merge(a.(Progress), b.(Progress)) },
	Write: func(v any) string { p := v.(Progress); return p.Format() },
	Lasting: func(v any) any {
		p := v.(Progress)
		p.LastLesson, p.LastPage = "", 0
		return p
	},
}
