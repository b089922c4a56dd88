package serve

import (
	"errors"
	"fmt"

	"renju/fouldrills"
	"renju/game/services/jobs"
	"renju/job"
	"renju/review"
)

// gameDrills makes drills of the games in order until the request's Max
// are kept (the viewer's loop before it was a job: fouldrills.Items of
// each game's moments, review.Scan's when not known).
func gameDrills(c *job.Ctx, r jobs.DrillGames) (jobs.DrillsMade, error) {
	var out jobs.DrillsMade
	seen := map[string]bool{}
	for i := range r.Have {
		seen[fouldrills.Key(&r.Have[i])] = true
	}
	kept := len(r.Have)
	o := reviewOptions(c, r.MaxNodes)
	for _, g := range r.Games {
		if c.Canceled() {
			return out, job.ErrCanceled
		}
		if kept >= r.Max {
			break
		}
		items, err := gameItems(c, &g, o)
		if err != nil {
			out.Failed++
		}
		for _, it := range items {
			if k := fouldrills.Key(&it.Drill); !seen[k] && kept < r.Max {
				seen[k] = true
				out.Items = append(out.Items, jobs.GameDrill{Drill: it.Drill, Game: g.Game, Move: it.Move, Moment: jobs.MomentKind(it.Moment)})
				kept++
			}
		}
		out.Looked++
		c.Progress(out.Looked, len(r.Games))
	}
	return out, nil
}

// gameItems is one game's drills, as fouldrills.GameItems makes them of
// a record's game: a panic is the game's error, so that one strange game
// does not stop the rest — but the job's own unwinding (canceled) goes
// on up.
func gameItems(c *job.Ctx, g *jobs.DrillGame, o review.Options) (items []fouldrills.Item, err error) {
	if g.Unplayable != "" {
		return nil, errors.New(g.Unplayable)
	}
	defer func() {
		if p := recover(); p != nil {
			if c.Canceled() {
				panic(p)
			}
			items, err = nil, fmt.Errorf("internal error: %v", p)
		}
	}()
	ms := g.Moments // the page's moments are review's (package moment)
	if !g.Scanned {
		if ms, err = review.Scan(g.Moves, o); err != nil {
			return nil, err
		}
	}
	return fouldrills.Items(g.Moves, ms), nil
}

// reviewOptions bound a job's scans, with its hook: the engine calls it
// every few positions, and there the job yields to the worker's messages
// and unwinds when canceled.
func reviewOptions(c *job.Ctx, maxNodes int) review.Options {
	return review.Options{MaxNodes: maxNodes, Yield: func() {
		c.Yield()
		c.Stop()
	}}
}
