package jobs

import (
	"renju/job"
	"renju/review/moment"
	"renju/rules"
)

// Scan finds a game's foul moments (package review): the game viewer's
// moments of the game shown, and the Play screen's review. The moments
// come back as package moment's data, which the tutor shows without
// linking the search.
var Scan = job.Service[ScanGame, Scanned]{Kind: "review.scan"}

// ScanGame is a game to scan.
type ScanGame struct {
	// Moves are the game from the empty board, Black first
	// (record.Game.Played's).
	Moves []rules.Point
	// MaxNodes bounds each engine search (0: review's default).
	MaxNodes int
}

// Scanned is a game's moments, in move order (review.Scan's).
type Scanned struct {
	Moments []moment.Moment
}
