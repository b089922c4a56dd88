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
func MomentText(lang Lang, mo moment.Moment) string {
	k := Kind(mo.Foul.Kind)
	switch mo.Kind {
	case moment.FoulPlayed:
		if mo.Forced {
			return F(lang, PlayMomForced, mo.Move, mo.Foul.Point.Upper(), k)
		}
		return F(lang, PlayMomFoul, mo.Move, mo.Foul.Point.Upper(), k)
	case moment.TrapCaught:
		return F(lang, PlayMomCaught, mo.Move, mo.Point.Upper(), mo.Foul.Point.Upper(), k)
	case moment.TrapSet:
		return F(lang, PlayMomSet, mo.Move, mo.Point.Upper(), mo.Foul.Point.Upper())
	case moment.TrapMissed:
		return F(lang, PlayMomMissed, mo.Move, mo.Foul.Point.Upper(), mo.Point.Upper())
	case moment.Avoided:
		return F(lang, PlayMomAvoided, mo.Move, mo.Foul.Point.Upper(), k)
	case moment.FalseThree:
		return F(lang, PlayMomFalse, mo.Move, mo.Point.Upper(), Points(lang, mo.Key))
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
