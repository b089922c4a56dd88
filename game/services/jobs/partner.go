package jobs

import (
	"time"

	"renju/job"
	"renju/referee"
	"renju/rules"
)

// PartnerMove is the sparring partner's next action in a game of Play:
// its stone, or its answer to a step of the opening rule (swap, declare,
// offer, choose, a foul call), or its resignation.
var PartnerMove = job.Service[PartnerAsk, PartnerAction]{Kind: "play.partner"}

// MaxLevel is the partner's strongest level (engine.MaxLevel: a test of
// the handlers keeps the two equal).
const MaxLevel = 5

// Why the partner played a stone (engine.Reason…, kept equal by a test
// of the handlers): the Play screen says a forced win as such.
const (
	ReasonOpening = "opening"
	ReasonVCF     = "vcf"
)

// PartnerAsk is what the partner decides from: the game as the Play
// screen has it, copied.
type PartnerAsk struct {
	// Level is the partner's level (1–MaxLevel), Seed its choices'.
	Level int
	Seed  uint64
	Rule  referee.Rule
	// Step is the step the partner is to take (referee.Game.Step).
	Step referee.Step
	// Moves are the stones played, Black first; Offers Black's 5th-move
	// offers so far.
	Moves  []rules.Point
	Offers []rules.Point
	// Foul: Black's last move was forbidden and White may still call it.
	Foul bool
	// Lay is the opening the partner lays as the first player, its three
	// stones in order.
	Lay [3]rules.Point
}

// PartnerAction is the partner's action (the Play screen's Action) and
// what it shows of its thinking.
type PartnerAction struct {
	// Kind is the action ('p' a stone, 'S' swap, 'K' keep, 'D' declare,
	// 'O' offer, 'C' choose, 'F' foul call, 'R' resign); Point, N and
	// Color its point, number and resigning side.
	Kind  byte
	Point rules.Point
	N     int
	Color rules.Stone
	// Reason is why a stone was played (ReasonVCF, …; "" for the other
	// actions).
	Reason string
	// Took is the time the decision took in the worker, and Chunk the
	// longest stretch of it between two yields (how long a Cancel may
	// wait to be heard).
	Took, Chunk time.Duration
}
