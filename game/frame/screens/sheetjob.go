package screens

import (
	"errors"
	"strings"

	"renju/game/services/jobs"
	"renju/game/services/platform"
	"renju/job"
	"renju/msg"
)

// sheetJob is a worksheet PDF the worker is making (the Classroom's
// homework drills, the drills made from games); its zero value is none.
type sheetJob struct {
	job *job.Job[jobs.SheetPDF]
}

// sheetOrder is what every app-made sheet shares: the learner's language
// and the page's address for the QR codes (a page not served over http
// leaves the worksheet's default).
func sheetOrder(c *Ctx) jobs.SheetOrder {
	o := jobs.SheetOrder{Lang: c.Lang}
	if base := platform.PageURL(); strings.HasPrefix(base, "http") {
		o.BaseURL = base
	}
	return o
}

// start hands the sheet to the worker; say tells the learner it has
// started. A sheet already being made is kept: one at a time.
func (j *sheetJob) start(o jobs.SheetOrder, say func(msg.Notice)) {
	j.startSaying(o, say, msg.Say(msg.HwtMaking))
}

// startSaying is start with its own words for "making…".
func (j *sheetJob) startSaying(o jobs.SheetOrder, say func(msg.Notice), making msg.Notice) {
	if j.job != nil {
		return
	}
	j.job = job.Start(Jobs, jobs.Worksheet, o)
	say(making)
}

// poll downloads the PDF as name once it is made, and says so (or why it
// could not be made: the worker's reason, or that the worker stopped and
// the learner may ask again).
func (j *sheetJob) poll(name func() string, say func(msg.Notice)) {
	r, err, done := j.job.Poll()
	if !done {
		return
	}
	j.job = nil
	switch {
	case errors.Is(err, job.ErrLost):
		say(msg.Say(msg.JobLost))
	case errors.Is(err, job.ErrCanceled):
	case err != nil:
		say(msg.Say(msg.HwtSheetFailed, err.Error()))
	default:
		n := name()
		platform.Download(r.PDF, n, "application/pdf")
		say(msg.Say(msg.HwtSheetSaved, n, r.Pages))
	}
}

// cancel stops the sheet being made, if one is (its screen was left),
// and say tells the learner so, for their return: "making…" would no
// longer be true.
func (j *sheetJob) cancel(say func(msg.Notice)) {
	if j.job == nil {
		return
	}
	j.job.Cancel()
	j.job = nil
	say(msg.Say(msg.HwtSheetStopped))
}
