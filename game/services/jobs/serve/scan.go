package serve

import (
	"renju/game/services/jobs"
	"renju/job"
	"renju/review"
)

// scan finds a game's foul moments (review.Scan) as plain data.
func scan(c *job.Ctx, a jobs.ScanAsk) (jobs.ScanFound, error) {
	ms, err := review.Scan(a.Moves, review.Options{MaxNodes: a.MaxNodes, Yield: func() { c.Yield(); c.Stop() }})
	if err != nil {
		return jobs.ScanFound{}, err
	}
	return jobs.ScanFound{Moments: ms}, nil // review's moments are plain data (package moment)
}
