package jobs

import (
	"renju/drills"
	"renju/job"
	"renju/rules"
)

// GameDrills makes drills of games' foul moments (package fouldrills):
// the game viewer's "Drills from these games". The games are looked
// through in order until Max drills are kept in all; a game's drill the
// same as one kept before (Have, or an earlier game's) is not kept
// again. Its progress is the games looked at.
var GameDrills = job.Service[DrillGames, DrillsMade]{Kind: "drills.fromGames"}

// DrillGames are games to make drills of.
type DrillGames struct {
	Games []DrillGame
	// Have are the drills kept already, from games looked at before.
	Have []drills.Drill
	// Max is how many drills to keep in all, Have's with them.
	Max int
	// MaxNodes bounds each engine search of a scan (0: review's
	// default).
	MaxNodes int
}

// DrillGame is one game to look at.
type DrillGame struct {
	// Game is its place in its file, from 1 (the drills' Game).
	Game int
	// Moves are its main line from the empty board (record.Game.Played's).
	Moves []rules.Point
	// Unplayable is why it cannot be scanned (record.Game.Played's
	// error): it gives no drill, and counts as failed.
	Unplayable string
	// Moments are its moments when Scanned (they are not looked for
	// again: the viewer has them of the games it showed).
	Scanned bool
	Moments []Moment
}

// DrillsMade is what the games gave.
type DrillsMade struct {
	// Items are the drills kept, in the games' order.
	Items []GameDrill
	// Looked is how many of the games were looked at (the first Looked:
	// the rest were not needed); Failed how many of those could not be
	// scanned.
	Looked, Failed int
}

// GameDrill is a drill made of a game (fouldrills.Item as plain data):
// the drill, the game's place in its file (from 1), and the moment it
// comes from.
type GameDrill struct {
	drills.Drill
	Game   int        `json:"game,omitempty"`
	Move   int        `json:"move"`
	Moment MomentKind `json:"moment"`
}
