// Package serve holds the handlers of the app's heavy jobs (package
// jobs names them). The worker program serves them in the browser; host
// builds of the app (tests, tools) serve them in-process through
// job.Local. The tutor's own module never links this package.
package serve

import (
	"errors"
	"strings"

	"renju/game/services/jobs"
	"renju/job"
	"renju/record"
)

// New is a server of every job of the app.
func New() *job.Server {
	s := job.NewServer()
	job.Handle(s, jobs.ReadRecord, readRecord)
	job.Handle(s, jobs.PartnerMove, partnerMove)
	job.Handle(s, jobs.Hints, hints)
	job.Handle(s, jobs.Scan, scan)
	job.Handle(s, jobs.Worksheet, makeSheet)
	job.Handle(s, jobs.GameDrills, gameDrills)
	job.Handle(s, jobs.MakeDrills, makeDrills)
	job.Handle(s, jobs.Practice, practiceSet)
	job.Handle(s, jobs.Comment, comment)
	return s
}

// readRecord reads a file onto a shelf and makes the filter's keys.
func readRecord(c *job.Ctx, f jobs.RecordFile) (jobs.RecordRead, error) {
	var r jobs.RecordRead
	format, err := readShelf(c, f, &r.Games)
	if err != nil {
		return r, err
	}
	r.Format = format
	r.KeyEnds = make([]uint32, r.Games.Len())
	for i := range r.KeyEnds {
		if i%256 == 255 {
			c.Yield()
			c.Stop()
		}
		g := r.Games.Game(i)
		r.Keys = append(r.Keys, strings.ToLower(strings.Join([]string{g.Black, g.White, g.Event, g.Date, g.Opening}, "\x00"))...)
		r.Keys = append(r.Keys, 0)
		r.KeyEnds[i] = uint32(len(r.Keys))
	}
	return r, nil
}

// readShelf reads the games: 95% of the progress, the keys the rest.
func readShelf(c *job.Ctx, f jobs.RecordFile, s *record.Shelf) (record.Format, error) {
	_, format, err := record.ReadWith(f.Name, f.Data, record.ReadOptions{Shelf: s, Yield: c.Yield,
		Progress: func(done, total int) bool {
			c.Progress(done*95/100, total)
			return !c.Canceled()
		}})
	if errors.Is(err, record.ErrCanceled) {
		return format, job.ErrCanceled
	}
	return format, err
}
