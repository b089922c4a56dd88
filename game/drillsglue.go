package game

import (
	"time"

	"renju/game/features/coach"
	"renju/game/parts/drillplay"
	"renju/game/services/routes"
	"renju/game/vocab/screenview"
)

// The Drills screen: game/parts/drillplay's model on the panel renderer.
// "#drills" opens it; "#drills=trap.2" opens it with a type and level
// chosen (a coach's link for the club). Its drills come through
// game/features/coach's Source, which leans toward the learner's weak spots; every
// graded answer updates the coach's record, saved under storeCoach.

const (
	screenDrills = "drills"
	// storeDrills is the storage key of the drill record.
	storeDrills = drillplay.StorageKey
	// storeCoach is the storage key of the coach's record (game/features/coach).
	storeCoach = "renju.coach"
)

// newDrills makes the model with its drills seeded by seed: the worker
// makes them (Jobs), with the lessons' positions mixed in, and the coach
// chooses among them.
func newDrills(seed uint64) screenview.PanelModel {
	c := coach.New()
	m := drillplay.New(Jobs, drillplay.Options{Seed: seed, Curated: true, Chooser: coach.NewSource(nil, c, seed)})
	return drillplay.NewDrills(m, c, storeCoach)
}

func openDrills(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s := panelOf(prev, screenDrills, func() screenview.PanelModel { return newDrills(uint64(time.Now().UnixNano())) })
	dr := s.m.(*drillplay.Drills)
	d := dr.Model
	s.loadOnce(c, dr.Load, storeDrills, storeCoach)
	if arg != "" {
		typ, level, err := routes.Drill(arg)
		if err != nil {
			return s, err
		}
		d.ChooseType(typ)
		if level > 0 {
			d.ChooseLevel(level)
		}
		if d.Phase() != drillplay.Menu {
			d.ToMenu()
		}
	}
	return s, nil
}

// seedDrills makes the screen with its questions drawn from seed
// (renju.seedDrills: reproducible tests).
func seedDrills(seed uint64) Screen { return &panelScreen{name: screenDrills, m: newDrills(seed)} }
