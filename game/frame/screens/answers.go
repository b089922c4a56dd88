package screens

import (
	"renju/game/services/journal"
	"renju/game/vocab/screenview"
)

// JournalUser is a panel model that works on the learner's journal (the
// review screen): the frame hands it over each time the screen opens.
type JournalUser interface {
	UseJournal(j *journal.Journal)
}

// Answered hands the answers model took (an Answerer's) to the journal.
func (c *Ctx) Answered(model any) {
	a, ok := model.(screenview.Answerer)
	if !ok {
		return
	}
	if as := a.TakeAnswers(); len(as) > 0 && c.Journal != nil {
		c.Journal.Answered(as...)
	}
}
