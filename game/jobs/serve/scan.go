package serve

import (
	"renju/game/jobs"
	"renju/job"
	"renju/review"
)

// scan finds a game's moments. The engine calls the hook every few
// positions: there the job yields to the worker's messages and unwinds
// when canceled.
func scan(c *job.Ctx, g jobs.ScanGame) (jobs.Scanned, error) {
	ms, err := review.Scan(g.Moves, reviewOptions(c, g.MaxNodes))
	return jobs.Scanned{Moments: ms}, err
}

// reviewOptions bound a job's scans, with its hook.
func reviewOptions(c *job.Ctx, maxNodes int) review.Options {
	return review.Options{MaxNodes: maxNodes, Yield: func() {
		c.Yield()
		c.Stop()
	}}
}
