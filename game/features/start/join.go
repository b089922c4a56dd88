package start

import (
	"errors"

	"renju/game/services/storage"
)

// SaveJoin joins two tabs' record of the guided start: done (to the end)
// outranks skipped, so the join is the larger of the two.
var SaveJoin = &storage.Join{
	Read: func(s string) (any, error) {
		if s != Done && s != Skipped {
			return nil, errors.New(`want "done" or "skipped"`)
		}
		return s, nil
	},
	Join: func(a, b any) any {
		if a.(string) == Done || b.(string) == Done {
			return Done
		}
		return Skipped
	},
	Write: func(v any) string { return v.(string) },
}
