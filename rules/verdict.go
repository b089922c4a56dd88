package rules

// Verdict is the outcome of placing a stone at a point.
type Verdict int

const (
	Legal     Verdict = iota // an ordinary move
	Five                     // the move makes a five and wins (for Black: even if it is also a foul)
	Forbidden                // a forbidden move for Black (禁手); Black loses
)

func (v Verdict) String() string {
	switch v {
	case Five:
		return "five"
	case Forbidden:
		return "forbidden"
	}
	return "legal"
}

// Kind is the primary kind of a forbidden move: overline if the move makes
// one, else double-four, else double-three. The full combination (4-4-3,
// 4-3-3, …) is in Judgement.Fours and Judgement.Threes.
type Kind int

const (
	NoKind      Kind = iota
	Overline         // 长连禁手
	DoubleFour       // 四四禁手
	DoubleThree      // 三三禁手
)

// String returns the names the CLI and page API print: "overline",
// "double-four", "double-three" ("" for NoKind).
func (k Kind) String() string {
	switch k {
	case Overline:
		return "overline"
	case DoubleFour:
		return "double-four"
	case DoubleThree:
		return "double-three"
	}
	return ""
}

// ParseKind is the inverse of Kind.String.
func ParseKind(s string) (Kind, bool) {
	for _, k := range []Kind{Overline, DoubleFour, DoubleThree} {
		if k.String() == s {
			return k, true
		}
	}
	return NoKind, s == ""
}

// Foul is a forbidden point and its primary kind.
type Foul struct {
	Point Point
	Kind  Kind
}
