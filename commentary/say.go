package commentary

import (
	"renju/msg"
	"renju/rules"
)

// Say is the note's sentence in lang. known says which of the glossary's
// terms the learner has been taught (glossary.Stage; nil: all of them):
// a foul's kind, four-three and straight four are named only once
// taught, and otherwise said in plain words.
func Say(n Note, lang msg.Lang, known func(id string) bool) string {
	w := words{lang: lang, known: known}
	main, miss := w.main(n), w.miss(n)
	switch {
	case main == "" && miss == "":
		main = w.f(SayQuiet, colour(n.Color), n.Point.Upper())
	case main == "":
		main = w.f(SayBut, w.f(SayPlays, colour(n.Color), n.Point.Upper()), miss)
	case miss != "":
		main = w.f(SayBut, main, miss)
	}
	return w.f(SayEnd, main)
}

// words says things in one language at one stage.
type words struct {
	lang  msg.Lang
	known func(string) bool
}

func (w words) f(id msg.ID, args ...any) string { return msg.F(w.lang, id, args...) }

// knows reports whether the learner has been taught term id.
func (w words) knows(id string) bool { return w.known == nil || w.known(id) }

// kind names a foul's kind, if the learner knows it ("" otherwise).
func (w words) kind(k rules.Kind) (string, bool) {
	term := map[rules.Kind]string{rules.DoubleThree: "double-three", rules.DoubleFour: "double-four", rules.Overline: "overline"}[k]
	if term == "" || !w.knows(term) {
		return "", false
	}
	return msg.T(w.lang, msg.Kind(k)), true
}

// main is the clause of the most telling tag ("" for a move that did
// nothing but miss, or nothing at all).
func (w words) main(n Note) string {
	who, at := colour(n.Color), n.Point.Upper()
	opp := colour(n.Color.Opponent())
	switch {
	case n.Has(Five) && n.Overline:
		return w.f(SayOverline, at, w.count(len(n.Row)))
	case n.Has(Five):
		return w.f(SayFive, who, at)
	case n.Has(Foul):
		k, named := w.kind(n.Foul)
		switch {
		case n.Forced && named:
			return w.f(SayFoulForced, at, k)
		case n.Forced:
			return w.f(SayFoulForcedPlain, at)
		case named:
			return w.f(SayFoul, at, k)
		}
		return w.f(SayFoulPlain, at)
	case n.Has(Trap):
		if k, ok := w.kind(n.TrapFoul.Kind); ok {
			return w.f(SayTrap, at, n.TrapFoul.Point.Upper(), k)
		}
		return w.f(SayTrapPlain, at, n.TrapFoul.Point.Upper())
	case n.Has(FoulAvoided) && n.AvoidedWhy == "block-four":
		return w.avoided(n, SayAvoidedFour, SayAvoidedFourPlain)
	case n.Has(DoubleThreat):
		switch {
		case n.Fours >= 2:
			return w.f(SayFourFour, who, at, w.and(n.Fives))
		case n.Fours == 1 && w.knows("four-three"):
			return w.f(SayFourThree, who, at, w.and(n.Fives))
		case n.Fours == 1:
			return w.f(SayFourThreePlain, who, at, w.and(n.Fives))
		}
		return w.f(SayThreeThree, who, at)
	case n.Has(MadeFour) && n.Has(BlockedFour):
		return w.f(SayBlockAndFour, who, at, opp, w.and(n.Fives))
	case n.Has(MadeFour) && n.Straight && w.knows("straight-four"):
		return w.f(SayStraightFour, who, at, w.and(n.Fives))
	case n.Has(MadeFour) && n.Straight:
		return w.f(SayStraightFourPlain, who, at, w.and(n.Fives))
	case n.Has(MadeFour):
		return w.f(SayFour, who, at, w.and(n.Fives))
	case n.Has(BlockedFour) && len(n.FivesLeft) > 0:
		return w.f(SayBlockOneEnd, who, at, opp, w.or(n.FivesLeft))
	case n.Has(BlockedFour):
		return w.f(SayBlockFour, who, at, opp)
	case n.Has(BlockedThree) && !n.Has(MadeThree) && n.Has(FoulAvoided) && n.AvoidedWhy == "block-three":
		return w.avoided(n, SayAvoidedStopped, SayAvoidedStoppedPlain)
	case n.Has(MadeThree) && n.Has(BlockedThree):
		return w.f(SayBlockAndThree, who, at, opp)
	case n.Has(MadeThree) && len(n.ThreePoints) > 0:
		return w.f(SayThree, who, at, w.or(n.ThreePoints))
	case n.Has(MadeThree):
		return w.f(SayThreeNoPoints, who, at)
	case n.Has(BlockedThree):
		return w.f(SayBlockThree, who, at, opp)
	case n.Has(FoulAvoided) && n.AvoidedWhy == "block-three":
		return w.avoided(n, SayAvoidedThree, SayAvoidedThreePlain)
	case n.Has(FoulAvoided):
		return w.avoided(n, SayAvoidedOwn, SayAvoidedOwnPlain)
	}
	return ""
}

// avoided is a foul-avoided clause, its kind named or not.
func (w words) avoided(n Note, named, plain msg.ID) string {
	if k, ok := w.kind(n.Avoided.Kind); ok {
		return w.f(named, n.Point.Upper(), n.Avoided.Point.Upper(), k)
	}
	return w.f(plain, n.Point.Upper(), n.Avoided.Point.Upper())
}

// miss is the most serious miss of the move ("" for none): its own
// five, the opponent's four, the opponent's three. A miss the main
// clause already says (a block of one end, the forbidden block) is not
// said again.
func (w words) miss(n Note) string {
	opp := colour(n.Color.Opponent())
	switch {
	case n.Has(MissedFive):
		return w.f(SayMissedFive, opp, w.or(n.OwnFives))
	case n.Has(MissedFour) && !(n.Has(FoulAvoided) && n.AvoidedWhy == "block-four"):
		return w.f(SayMissedFour, opp, w.or(n.FivesLeft))
	case n.Has(MissedThree):
		return w.f(SayMissedThree, opp, w.or(n.ThreesLeft))
	}
	return ""
}

// or lists points as choices: "F8 or J8", "F8、G8或J8".
func (w words) or(ps []rules.Point) string { return w.list(SayOr, ps) }

// and lists points together: "J5 and J10".
func (w words) and(ps []rules.Point) string { return w.list(SayAnd, ps) }

func (w words) list(join msg.ID, ps []rules.Point) string {
	switch len(ps) {
	case 0:
		return ""
	case 1:
		return ps[0].Upper()
	}
	head := ps[0].Upper()
	for _, p := range ps[1 : len(ps)-1] {
		head += msg.T(w.lang, SayListSep) + p.Upper()
	}
	return w.f(join, head, ps[len(ps)-1].Upper())
}

// count names an overline's length (six to nine stones).
func (w words) count(n int) string {
	ids := map[int]msg.ID{6: SaySix, 7: SaySeven, 8: SayEight, 9: SayNine}
	if id, ok := ids[n]; ok {
		return msg.T(w.lang, id)
	}
	return ""
}

// colour is the colour's name, an ID msg.F translates.
func colour(c rules.Stone) msg.ID {
	if c == rules.White {
		return msg.ColourWhite
	}
	return msg.ColourBlack
}
