package jobs

import (
	"renju/job"
	"renju/review/moment"
	"renju/rules"
)

// Scan finds a finished game's foul moments (package review's Scan): the
// review of Play.
var Scan = job.Service[ScanAsk, ScanFound]{Kind: "review.scan"}

// ScanAsk is the game to scan: its moves, Black first, and the node
// budget of each of the scan's searches.
type ScanAsk struct {
	Moves    []rules.Point
	MaxNodes int
}

// ScanFound are the game's foul moments in move order.
type ScanFound struct {
	Moments []Moment
}

// MomentKind, Moment and the kinds are package moment's (review's
// moments as data, on the judge alone): the tutor shows them without
// linking the search that finds them.
type (
	MomentKind = moment.Kind
	Moment     = moment.Moment
)

// The kinds of moments (package moment says what each one means).
const (
	FoulPlayed = moment.FoulPlayed
	TrapCaught = moment.TrapCaught
	TrapSet    = moment.TrapSet
	TrapMissed = moment.TrapMissed
	Avoided    = moment.Avoided
	FalseThree = moment.FalseThree
)

// LineColour is the colour of a moment's engine line's i-th stone
// (moment.LineColour).
func LineColour(i int) rules.Stone { return moment.LineColour(i) }
