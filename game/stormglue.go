package game

import (
	"time"

	"renju/game/features/storm"
	"renju/game/vocab/screenview"
)

// The Foul Storm screen: game/features/storm's model (the storm and the
// live-or-false streak) on the panel renderer. "#storm" opens it;
// "#storm=streak" opens it with the streak chosen.

const (
	screenStorm = "storm"
	// storeStorm is the storage key of the storm's record.
	storeStorm = storm.StorageKey
)

// newStorm makes the storm's model; its questions are made in the worker
// (Jobs), from seed.
func newStorm(seed uint64) screenview.PanelModel { return storm.New(Jobs, storm.SystemClock{}, seed) }

func openStorm(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s := panelOf(prev, screenStorm, func() screenview.PanelModel { return newStorm(uint64(time.Now().UnixNano())) })
	m := s.m.(*storm.Model)
	s.loadOnce(c, m.Adopt, storeStorm)
	mode, ok, err := storm.ParseRoute(arg)
	if err != nil {
		return s, err
	}
	if ok {
		m.ChooseMode(mode)
	}
	return s, nil
}

// seedStorm makes the screen with its questions drawn from seed
// (renju.seedStorm: reproducible tests).
func seedStorm(seed uint64) Screen { return &panelScreen{name: screenStorm, m: newStorm(seed)} }
