package commentary

import (
	"slices"

	"renju/msg"
	"renju/rules"
)

// A Decision is what decided a finished game, from the notes of its last
// moves: a miss of the loser's, a threat of the winner's that no block
// could meet, a foul or a trap.
type Decision struct {
	// Kind is one of: "missed-five" (the loser had a five of its own and
	// did not play it: Points), "missed-four" (the loser did not block
	// the winner's four: Point, where the five was made), "missed-three"
	// (the loser left the winner's live three, which became a straight
	// four at Point), "straight-four" (the winner's straight four or two
	// fours at Point, which no stone could block), "double-threat" (the
	// winner's four-three, four-four or three-three at Point: Double
	// names it), "foul" (Black played the forbidden point Point, Foul's
	// kind), "trap" (White's four at Point left Black one block, Foul,
	// forbidden), or "five" (the winner made five at Point: nothing
	// before it says more).
	Kind string
	// Color is who the decision is about: the loser for a miss and a
	// foul, the winner otherwise.
	Color  rules.Stone
	Point  rules.Point
	Points []rules.Point
	Foul   rules.Foul
	Double string // "four-three", "four-four" or "three-three"
	// Straight: the winner's four had two five points on one line (a
	// straight four), not two fours.
	Straight bool
}

// Decide reads what decided a game from the notes of its last moves, in
// order, the last being the five or the foul that ended it (ok is false
// when it is neither). The more notes, the further back it can look: the
// worker passes the last eight.
func Decide(notes []Note) (Decision, bool) {
	if len(notes) == 0 {
		return Decision{}, false
	}
	last := notes[len(notes)-1]
	before := func(i int) (Note, bool) {
		if i < 0 || i >= len(notes) || notes[i].Move != last.Move-(len(notes)-1-i) {
			return Note{}, false
		}
		return notes[i], true
	}
	switch {
	case last.Has(Foul):
		if w, ok := before(len(notes) - 2); ok && last.Forced && w.Has(Trap) && w.TrapFoul.Point == last.Point {
			return Decision{Kind: "trap", Color: rules.White, Point: w.Point, Foul: w.TrapFoul}, true
		}
		return Decision{Kind: "foul", Color: rules.Black, Point: last.Point, Foul: rules.Foul{Point: last.Point, Kind: last.Foul}}, true
	case !last.Has(Five):
		return Decision{}, false
	}
	winner := last.Color
	loser := winner.Opponent()
	if l, ok := before(len(notes) - 2); ok {
		switch {
		case l.Has(MissedFive):
			return Decision{Kind: "missed-five", Color: loser, Points: l.OwnFives}, true
		case l.Has(MissedFour) && len(l.FivesLeft) == 1 && l.FivesLeft[0] == last.Point:
			return Decision{Kind: "missed-four", Color: loser, Point: last.Point}, true
		}
	}
	// The winner's fours before the five, back to the first of the
	// chain: a double threat among them (or just before them: White's
	// three-three) decided it; else the four with
	// two five points that no block could meet, and the free miss of the
	// loser's (not a forced block) that let the three become it.
	strong := -1
	for i := len(notes) - 3; i >= 0; i -= 2 {
		w, ok := before(i)
		if !ok {
			break
		}
		if w.Has(DoubleThreat) {
			return Decision{Kind: "double-threat", Color: winner, Point: w.Point, Double: doubleName(w)}, true
		}
		if !w.Has(MadeFour) {
			break
		}
		if strong < 0 && (w.Straight || w.Fours >= 2) {
			strong = i
		}
	}
	if strong >= 0 {
		w := notes[strong]
		if l, ok := before(strong - 1); ok && l.Has(MissedThree) && !l.Has(BlockedFour) && slices.Contains(l.ThreesLeft, w.Point) {
			return Decision{Kind: "missed-three", Color: loser, Point: w.Point}, true
		}
		return Decision{Kind: "straight-four", Color: winner, Point: w.Point, Straight: w.Straight}, true
	}
	return Decision{Kind: "five", Color: winner, Point: last.Point}, true
}

// doubleName names a double threat by its fours and threes.
func doubleName(n Note) string {
	switch {
	case n.Fours >= 2:
		return "four-four"
	case n.Fours == 1:
		return "four-three"
	}
	return "three-three"
}

// Say is the decision in one sentence in lang, with the terms known (as
// Say's).
func (d Decision) Say(lang msg.Lang, known func(id string) bool) string {
	w := words{lang: lang, known: known}
	who, at := colour(d.Color), d.Point.Upper()
	var s string
	switch d.Kind {
	case "missed-five":
		s = w.f(DecidedMissedFive, who, w.or(d.Points))
	case "missed-four":
		s = w.f(DecidedMissedFour, who, at)
	case "missed-three":
		s = w.f(DecidedMissedThree, who, at, colour(d.Color.Opponent()))
	case "straight-four":
		if d.Straight && w.knows("straight-four") {
			s = w.f(DecidedStraight, who, at)
		} else {
			s = w.f(DecidedStraightPlain, who, at)
		}
	case "double-threat":
		name := map[string]msg.ID{"four-three": NameFourThree, "four-four": NameFourFour, "three-three": NameThreeThree}[d.Double]
		if name == NameFourThree && !w.knows("four-three") {
			name = NameFourThreePlain
		}
		s = w.f(DecidedDouble, who, at, name)
	case "foul":
		if k, ok := w.kind(d.Foul.Kind); ok {
			s = w.f(DecidedFoul, at, k)
		} else {
			s = w.f(DecidedFoulPlain, at)
		}
	case "trap":
		if k, ok := w.kind(d.Foul.Kind); ok {
			s = w.f(DecidedTrap, at, d.Foul.Point.Upper(), k)
		} else {
			s = w.f(DecidedTrapPlain, at, d.Foul.Point.Upper())
		}
	default:
		s = w.f(DecidedFive, who, at)
	}
	return w.f(SayEnd, s)
}
