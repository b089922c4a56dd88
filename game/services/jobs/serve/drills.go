package serve

import (
	"sync"
	"time"

	"renju/drills"
	"renju/game/services/jobs"
	"renju/job"
	"renju/lessons"
	"renju/rules"
)

// makeDrills makes the drills asked for, each by its index in the
// seed's stream (drills.Generator.Seek): nothing is kept between jobs,
// so a worker started again makes the same drills.
func makeDrills(c *job.Ctx, r jobs.DrillAsk) (jobs.DrillBatch, error) {
	spec := drills.Spec{Type: r.Type, Level: r.Level, Seed: r.Seed, Version: r.Version, Covered: r.Covered}
	if err := spec.Check(); err != nil {
		return jobs.DrillBatch{}, err
	}
	g, err := spec.Generator()
	if err != nil {
		return jobs.DrillBatch{}, err
	}
	if r.Curated {
		g.AddCurated(lessonBoards()...)
	}
	g.Yield = func() {
		c.Yield()
		c.Stop()
	}
	g.Seek(r.Index)
	out := jobs.DrillBatch{}
	start := time.Now()
	for i := range max(1, r.Count) {
		if i > 0 && r.Budget > 0 && time.Since(start) >= r.Budget {
			break // one drill to hand out, and no time for more
		}
		t := time.Now()
		d, err := g.Next(r.Type, r.Level)
		if err != nil {
			return out, err
		}
		if i == 0 {
			out.Took = time.Since(t)
		}
		out.Drills = append(out.Drills, d)
		c.Progress(i+1, max(1, r.Count))
	}
	return out, nil
}

// lessonBoards are the lessons' positions the Drills screen mixes into
// its drills (those with three black stones or more), in the
// curriculum's order, read once.
var lessonBoards = sync.OnceValue(func() []rules.Board {
	var out []rules.Board
	ls, _ := lessons.Load()
	for _, l := range ls {
		for i := range l.Pages {
			if pg := &l.Pages[i]; pg.Board.Count(rules.Black) >= 3 {
				out = append(out, pg.Board)
			}
		}
	}
	return out
})
