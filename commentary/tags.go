package commentary

// Tag is one thing a move did. The list is fixed (Tags), each tag with
// one meaning; a move may carry several.
type Tag string

// The tags, in the order a note lists them. A five or a foul ends the
// game, and its note carries that tag alone: what it blocked or missed
// no longer matters.
const (
	// Five: the move makes five (for White also six or more, an
	// overline, which wins for White).
	Five Tag = "five"
	// MadeFour: after the move the mover has a four through it: a five
	// point it did not have.
	MadeFour Tag = "made-four"
	// MadeThree: after the move the mover has a live three through it,
	// as the judge says (for Black the judge's count of live threes; for
	// White, who has no fouls, a point that makes a straight four).
	MadeThree Tag = "made-three"
	// BlockedFour: the opponent had a four, and the move takes its five
	// point.
	BlockedFour Tag = "blocked-four"
	// BlockedThree: the opponent had a live three, and after the move
	// that three can no longer become a straight four.
	BlockedThree Tag = "blocked-three"
	// MissedFive: the mover had a five point and played elsewhere.
	MissedFive Tag = "missed-five"
	// MissedFour: the opponent had a four, and the move did not take its
	// five point.
	MissedFour Tag = "missed-four"
	// MissedThree: the opponent had a live three, and the move neither
	// stopped it nor made a four.
	MissedThree Tag = "missed-three"
	// DoubleThreat: the move makes two threats at once: four-four,
	// four-three, or (White only: Black's are fouls) three-three.
	DoubleThreat Tag = "double-threat"
	// Foul: Black played a forbidden point (and loses).
	Foul Tag = "foul"
	// FoulAvoided: Black had a forbidden point that a careless move would
	// take (the block of White's four, a defence of White's three, a four
	// of Black's: review.AvoidedOn), and took another.
	FoulAvoided Tag = "foul-avoided"
	// Trap: White's move makes a four whose one five point, Black's only
	// defence, is forbidden for Black.
	Trap Tag = "trap"
	// Quiet: none of the above.
	Quiet Tag = "quiet"
)

// Tags is the fixed list, in order.
var Tags = []Tag{Five, MadeFour, MadeThree, BlockedFour, BlockedThree, MissedFive, MissedFour, MissedThree, DoubleThreat, Foul, FoulAvoided, Trap, Quiet}

// Has reports whether tags holds t.
func Has(tags []Tag, t Tag) bool {
	for _, x := range tags {
		if x == t {
			return true
		}
	}
	return false
}
