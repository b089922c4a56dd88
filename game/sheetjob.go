package game

import (
	"strings"

	"renju/game/msg"
	"renju/game/platform"
	"renju/game/worksheet"
)

// sheetJob is a worksheet PDF being made off the game loop (the Classroom's
// homework drills, the drills made from games); nil when none is.
type sheetJob chan sheetDone

type sheetDone struct {
	pdf   []byte
	pages int
	err   error
}

// sheetOptions are the options every app-made sheet shares: the learner's
// language, the page's address for the QR codes, and yields to the page
// between drills and diagrams.
func sheetOptions(c *Ctx) worksheet.Options {
	o := worksheet.Options{Lang: c.Lang, Yield: platform.Yield()}
	if base := platform.PageURL(); strings.HasPrefix(base, "http") {
		o.BaseURL = base
	}
	return o
}

// startSheet builds a sheet and writes its PDF on a goroutine (build yields
// through its options' Yield); say tells the learner it has started. A
// job already running is kept: one at a time.
func (j *sheetJob) start(build func() (*worksheet.Sheet, error), say func(msg.Notice)) {
	if *j != nil {
		return
	}
	done := make(sheetJob, 1)
	*j = done
	say(msg.Say(msg.HwtMaking))
	go func() {
		var r sheetDone
		sh, err := build()
		if err == nil {
			r.pdf, err = sh.PDF()
			r.pages = sh.Pages()
		}
		r.err = err
		done <- r
	}()
}

// poll downloads the PDF as name once it is made, and says so (or why it
// could not be made).
func (j *sheetJob) poll(name func() string, say func(msg.Notice)) {
	if *j == nil {
		return
	}
	select {
	case r := <-*j:
		*j = nil
		if r.err != nil {
			say(msg.Say(msg.HwtSheetFailed, r.err.Error()))
			return
		}
		n := name()
		platform.Download(r.pdf, n, "application/pdf")
		say(msg.Say(msg.HwtSheetSaved, n, r.pages))
	default:
	}
}
