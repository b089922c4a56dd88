package coach

import (
	"renju/game/parts/drillplay"
	"renju/job"
)

// StorageKey is the storage key of the coach's record.
const StorageKey = "renju.coach"

// NewDrills makes the Drills screen's model with its drills seeded by
// seed: jobs' worker makes them, with the lessons' positions mixed in,
// and a coach with an empty record chooses among them and hears of every
// graded answer (its record kept under StorageKey).
func NewDrills(jobs *job.Client, seed uint64) *drillplay.Drills {
	c := New()
	m := drillplay.New(jobs, drillplay.Options{Seed: seed, Curated: true, Chooser: NewSource(nil, c, seed)})
	return drillplay.NewDrills(m, c, StorageKey)
}
