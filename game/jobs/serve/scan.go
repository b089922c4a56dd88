package serve

import (
	"renju/game/jobs"
	"renju/job"
	"renju/review"
)

// scan finds a game's foul moments (review.Scan) as plain data.
func scan(c *job.Ctx, a jobs.ScanAsk) (jobs.ScanFound, error) {
	ms, err := review.Scan(a.Moves, review.Options{MaxNodes: a.MaxNodes, Yield: func() { c.Yield(); c.Stop() }})
	if err != nil {
		return jobs.ScanFound{}, err
	}
	out := jobs.ScanFound{Moments: make([]jobs.Moment, len(ms))}
	for i, mo := range ms {
		out.Moments[i] = Moment(mo)
	}
	return out, nil
}

// Moment is a review moment as plain data.
func Moment(mo review.Moment) jobs.Moment {
	return jobs.Moment{Move: mo.Move, Kind: jobs.MomentKind(mo.Kind), Color: mo.Color, Point: mo.Point, Foul: mo.Foul,
		Forced: mo.Forced, Key: mo.Key, Others: mo.Others, Why: mo.Why, Line: mo.Line, LineFrom: mo.LineFrom}
}
