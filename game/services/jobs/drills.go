package jobs

import (
	"time"

	"renju/drills"
	"renju/job"
)

// MakeDrills makes drills with package drills' generator: the Drills
// screen's, a homework's and the Foul Storm's. A trap takes seconds in
// the browser, so the page asks and goes on drawing.
//
// The request says everything that decides the drills: drill i of a seed
// is the same whichever worker makes it, and whenever (drills.Generator.
// Seek), so a homework's set is the same for the teacher and every
// student, and a drill lost with a worker is made again the same.
var MakeDrills = job.Service[DrillAsk, DrillBatch]{Kind: "drills.make"}

// DrillAsk asks for Count drills of Type at Level: drills Index,
// Index+1, … of Seed's stream.
type DrillAsk struct {
	Seed  uint64
	Index int
	// Count is how many (1 if less); Budget, if set, ends the batch
	// early once it has run that long, after the first drill (the coach's
	// bank: its extra drills are worth no wait).
	Count  int
	Budget time.Duration
	Type   string
	Level  int
	// Curated mixes the lessons' positions in (the Drills screen).
	Curated bool
	// Version is the drill generator's version (0 is 1): a homework's
	// drills are made with the version its link names, so that a link
	// made before a change of the generator keeps its drills. Covered
	// are the lessons version 2's level 1 draws from (drills.Spec).
	Version int      `json:",omitempty"`
	Covered []string `json:",omitempty"`
}

// DrillBatch is the drills made, in the stream's order (at least one),
// and how long the first took (the page API's prepareMs).
type DrillBatch struct {
	Drills []drills.Drill
	Took   time.Duration
}
