package serve

import (
	"errors"

	"renju/game/services/jobs"
	"renju/job"
	"renju/worksheet"
)

// makeSheet makes a worksheet and its PDF as the app made them on the
// page: the items (half the progress), then the PDF (the other half,
// by the items whose diagrams are drawn).
func makeSheet(c *job.Ctx, r jobs.SheetOrder) (jobs.SheetPDF, error) {
	if r.Rules {
		pdf, err := worksheet.RulesPDF(r.Lang, c.Yield)
		if err != nil {
			return jobs.SheetPDF{}, err
		}
		return jobs.SheetPDF{PDF: pdf, Pages: 1}, nil
	}
	o := worksheet.Options{Types: r.Types, Level: r.Level, Count: r.Count, Seed: r.Seed, Version: r.Version,
		Title: r.Title, Lang: r.Lang, BaseURL: r.BaseURL, Yield: c.Yield}
	half := 0
	o.Progress = func(done, total int) bool {
		c.Progress(half*total+done, 2*total)
		return !c.Canceled()
	}
	var s *worksheet.Sheet
	var err error
	if len(r.Drills) > 0 {
		s, err = worksheet.BuildFrom(r.Drills, o)
	} else {
		s, err = worksheet.Build(o)
	}
	var pdf []byte
	if err == nil {
		half = 1 // the sheet keeps o's Progress
		pdf, err = s.PDF()
	}
	if errors.Is(err, worksheet.ErrCanceled) {
		return jobs.SheetPDF{}, job.ErrCanceled
	}
	if err != nil {
		return jobs.SheetPDF{}, err
	}
	return jobs.SheetPDF{PDF: pdf, Pages: s.Pages()}, nil
}
