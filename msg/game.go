package msg

import (
	"strings"

	"renju/review/moment"
	"renju/rules"
)

// The words for a game that two screens say alike: Play's (game/features/match)
// and the viewer's (game/features/gameviewer). They live here, below both, since a
// feature imports no other feature (arch_test.go).

// OpeningName is "2D Keigetsu" in English, "溪月局（2D）" in Chinese.
func OpeningName(lang Lang, o rules.Opening) string {
	if lang == Chinese {
		return o.Chinese + "局（" + o.Number + "）"
	}
	return o.Number + " " + o.Japanese
}

// MomentText is a foul moment in one sentence.
func MomentText(lang Lang, mo moment.Moment) string { return MomentTextAt(lang, mo, nil) }

// MomentTextAt is MomentText for a learner who knows the glossary's
// terms for which taught is true (nil: every term): a term not yet met
// is said in plain words (抓禁 as the foul caught, a false three as a
// three that is not live). The foul's kind is named whatever the stage:
// it is what happened.
func MomentTextAt(lang Lang, mo moment.Moment, taught func(term string) bool) string {
	k := Kind(mo.Foul.Kind)
	at := func(term string, id, plain ID) ID {
		if taught == nil || taught(term) {
			return id
		}
		return plain
	}
	switch mo.Kind {
	case moment.FoulPlayed:
		if mo.Forced {
			return F(lang, at("force-foul", PlayMomForced, PlayMomForcedPlain), mo.Move, mo.Foul.Point.Upper(), k)
		}
		return F(lang, PlayMomFoul, mo.Move, mo.Foul.Point.Upper(), k)
	case moment.TrapCaught:
		return F(lang, PlayMomCaught, mo.Move, mo.Point.Upper(), mo.Foul.Point.Upper(), k)
	case moment.TrapSet:
		return F(lang, PlayMomSet, mo.Move, mo.Point.Upper(), mo.Foul.Point.Upper())
	case moment.TrapMissed:
		return F(lang, at("force-foul", PlayMomMissed, PlayMomMissedPlain), mo.Move, mo.Foul.Point.Upper(), mo.Point.Upper())
	case moment.Avoided:
		return F(lang, PlayMomAvoided, mo.Move, mo.Foul.Point.Upper(), k)
	case moment.FalseThree:
		return F(lang, at("false-three", PlayMomFalse, PlayMomFalsePlain), mo.Move, mo.Point.Upper(), Points(lang, mo.Key))
	}
	return ""
}

// Points lists points in lang: "H8, J9", or "H8、J9" in Chinese.
func Points(lang Lang, ps []rules.Point) string {
	var ss []string
	for _, p := range ps {
		ss = append(ss, p.Upper())
	}
	sep := ", "
	if lang == Chinese {
		sep = "、"
	}
	return strings.Join(ss, sep)
}
