package rules

// A Trace records one judgement and every step of its reasoning. It is a
// tree: a candidate straight-four point whose legality matters carries the
// nested judgement of that point (Sub), made on the board with this node's
// stone (and all stones placed above it) in place. The JSON field names are
// stable; the tutor, the CLI's --json output, the tests and the drills all
// read this structure.
//
// Order is deterministic: Lines in the order horizontal, vertical, diagonal
// (/), anti-diagonal (\); points within a line from left to right (bottom to
// top on the vertical line).
type Trace struct {
	// Position is the board judged, in the B:… W:… form (root only).
	Position string `json:"position,omitempty"`
	// Point is the point judged, lower case ("h8").
	Point string `json:"point"`
	// Color is "black" or "white".
	Color string `json:"color"`
	// Depth is 0 at the root and one more at each nested judgement.
	Depth int `json:"depth"`
	// Placed lists the hypothetical black stones already placed when this
	// point is judged, outermost first: the root's point, then each
	// candidate on the way down. Empty at the root.
	Placed []string `json:"placed"`
	// Lines holds the four lines through Point (Black only).
	Lines []LineTrace `json:"lines"`
	// Five: the stone completes a five (for White: five or more).
	Five bool `json:"five"`
	// Overline: the stone makes six or more in a row: a foul for Black;
	// for White a win, its verdict "five" (White has no forbidden moves).
	Overline bool `json:"overline"`
	// Fours is the number of fours made (a straight four counts once, two
	// fours on one line count twice). Threes is the number of lines holding a
	// live three.
	Fours  int `json:"fours"`
	Threes int `json:"threes"`
	// Combo names the fours and threes made, e.g. "4-4-3", "4-3", "3-3", or
	// "" when there are none.
	Combo string `json:"combo"`
	// Verdict is "legal", "five" or "forbidden"; Kind is the primary kind of
	// a forbidden move: "overline", "double-four" or "double-three" (else "").
	Verdict string `json:"verdict"`
	Kind    string `json:"kind"`
	// Reason is why, as a code: "white" (White has no forbidden moves),
	// "five" (a five wins, even with a foul in the same move), "overline",
	// "double-four", "double-three", "four-three" (one four and one three:
	// legal, Black's winning attack), or "legal" (nothing forbidden made).
	Reason string `json:"reason"`
}

// LineTrace is what one line through the judged stone holds.
type LineTrace struct {
	// Direction is "horizontal", "vertical", "diagonal" (bottom-left to
	// top-right) or "anti-diagonal" (top-left to bottom-right).
	Direction string `json:"direction"`
	// Shape is "five", "overline", "straight-four" (活四), "four" (冲四),
	// "double-four" (two fours on this one line), "three" (a live three,
	// 活三), "false-three" (looks like a three but no candidate counts,
	// 假活三), "dead-four" (four in a row whose ends would both make six
	// or more: neither a four nor a three, 死四), or "none".
	Shape string `json:"shape"`
	// Stones are the black stones that make the shape, including the judged
	// point (for "none": the run of black stones through it).
	Stones []string `json:"stones"`
	// FivePoints are the empty points that would complete exactly five with
	// the judged stone (fours only).
	FivePoints []string `json:"fivePoints,omitempty"`
	// Fours is the number of fours on this line (0, 1 or 2).
	Fours int `json:"fours"`
	// Candidates are the points examined as straight-four points of a
	// three or three-like shape (threes and false threes only).
	Candidates []Candidate `json:"candidates,omitempty"`
}

// Candidate is one point that might turn a three into a straight four, and
// whether it does.
type Candidate struct {
	Point string `json:"point"`
	// Status says whether the point makes this line a live three:
	//   "counts"    it makes a straight four, no five, and is not forbidden
	//               (Sub shows why it is legal);
	//   "forbidden" it would make a straight four but is itself forbidden
	//               (Sub shows the foul);
	//   "five"      it would also complete a five (FiveLine names where), and
	//               a three does not count through such a point;
	//   "blocked"   the four it makes is closed at one end by White or the
	//               board edge (Blocker);
	//   "overline"  an end of the four it makes would give six or more with
	//               Black's own stone (Blocker), or the point itself joins a
	//               run of six or more (六腐 / 长腐);
	//   "occupied"  the point that would complete the shape holds a White
	//               stone (Blocker is that point);
	//   "unchecked" not examined: the line was already shown to be a live
	//               three by an earlier candidate.
	Status string `json:"status"`
	// Four is the four stones (or the longer run) the point would make,
	// including the point, in line order.
	Four []string `json:"four,omitempty"`
	// Ends are the two ends of that four, the straight four's five points.
	Ends []string `json:"ends,omitempty"`
	// Blocker is what spoils the shape: a White stone's point, "edge", or the
	// Black stone that would make six.
	Blocker string `json:"blocker,omitempty"`
	// FiveLine is the direction in which the point would complete a five.
	FiveLine string `json:"fiveLine,omitempty"`
	// Sub is the judgement of this point with the parent's stone placed.
	Sub *Trace `json:"sub,omitempty"`
}

// Candidate statuses.
const (
	StatusCounts    = "counts"
	StatusForbidden = "forbidden"
	StatusFive      = "five"
	StatusBlocked   = "blocked"
	StatusOverline  = "overline"
	StatusOccupied  = "occupied"
	StatusUnchecked = "unchecked"
)

// Line shapes.
const (
	ShapeNone         = "none"
	ShapeFive         = "five"
	ShapeOverline     = "overline"
	ShapeStraightFour = "straight-four"
	ShapeFour         = "four"
	ShapeDoubleFour   = "double-four"
	ShapeThree        = "three"
	ShapeFalseThree   = "false-three"
	ShapeDeadFour     = "dead-four"
)

// Judgement returns the verdict and kind recorded in t.
func (t *Trace) Judgement() Judgement {
	var j Judgement
	switch t.Verdict {
	case "five":
		j.Verdict = Five
	case "forbidden":
		j.Verdict = Forbidden
		j.Kind, _ = ParseKind(t.Kind)
	}
	return j
}

// Walk calls f for t and every nested trace, depth first in order.
func (t *Trace) Walk(f func(*Trace)) {
	f(t)
	for _, l := range t.Lines {
		for _, c := range l.Candidates {
			if c.Sub != nil {
				c.Sub.Walk(f)
			}
		}
	}
}

// MaxDepth is the deepest nested judgement in t.
func (t *Trace) MaxDepth() int {
	m := 0
	t.Walk(func(n *Trace) {
		if n.Depth > m {
			m = n.Depth
		}
	})
	return m
}
