package serve

import (
	"renju/engine"
	"renju/game/services/jobs"
	"renju/job"
	"renju/rules"
)

// hints finds the threats on a position for Play's hints.
func hints(c *job.Ctx, a jobs.HintsAsk) (jobs.HintsFound, error) {
	b := jobs.BoardAfter(a.Moves, len(a.Moves))
	var h jobs.HintsFound
	for i, col := range []rules.Stone{rules.Black, rules.White} {
		h.Fives[i] = engine.FivePoints(&b, col)
		for _, f := range engine.Fours(&b, col) {
			if len(f.FivePoints) >= 2 && !contains(h.Straight[i], f.Point) {
				h.Straight[i] = append(h.Straight[i], f.Point)
			}
		}
	}
	// A trap is only White's to set while Black has no five to make first.
	if len(h.Fives[0]) > 0 {
		return h, nil
	}
	n := a.MaxNodes
	if n <= 0 {
		n = jobs.HintNodes
	}
	yield := func() { c.Yield(); c.Stop() }
	l, err := engine.VCF(&b, rules.White, engine.Options{MaxNodes: n, Yield: yield})
	if err != nil || !l.Win || l.End != engine.EndFoul {
		return h, nil
	}
	h.HasTrap, h.TrapFoul = true, l.Foul
	for _, mv := range l.Moves {
		if mv.Role == engine.RoleFour {
			h.TrapFours++
		}
	}
	return h, nil
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
