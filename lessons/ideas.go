package lessons

import (
	"sort"

	"renju/rules"
)

// The ideas a question uses, in the curriculum's words (Topics), read
// from the judge's trace: so that practice made for a lesson asks only
// what the lesson and the lessons before it have taught, and practises
// what the lesson teaches.
//
// Needs are the ideas without which the answer comes out wrong: a false
// three's reasons (a White stone that closes it although it looks open,
// the edge, Black's own stones, a five, a forbidden straight-four point),
// the kind of foul that decides a verdict. A three closed by a White stone
// right at its end is a sleeping three (眠三), which the three itself
// teaches. Facts that do not change the answer are not needs: whether the
// three beside a four is live does not change the verdict "legal".
//
// Practises are the needs and what a careful judgement goes through on
// the way even where the plain answer would come out right: a three that
// looks closed but is live (a White stone one point off, the edge one
// point off), a straight-four point that looks forbidden and has to be
// judged (false-three-forbidden; two levels deep: recursion), the fours
// to count (double-four), the threes to count (double-three), a row that
// might be six (overline), a four beside threes (combined), and the
// synthesis topics: a fake foul or a real one among fakes
// (fake-forbidden), a judgement of the whole checklist
// (judging-checklist), two or more rules in one question (review).

// Ideas are the topics a question needs and practises (Practises holds
// Needs too). Both are sorted.
type Ideas struct {
	Needs     []string `json:"needs"`
	Practises []string `json:"practises"`
}

// ideaSet collects topics.
type ideaSet map[string]bool

func (s ideaSet) add(ts ...string) {
	for _, t := range ts {
		if t != "" {
			s[t] = true
		}
	}
}

func (s ideaSet) union(o ideaSet) {
	for t := range o {
		s[t] = true
	}
}

func (s ideaSet) sorted() []string {
	out := make([]string, 0, len(s))
	for t := range s {
		out = append(out, t)
	}
	sort.Sort(sort.StringSlice(out))
	return out
}

func ideasOf(needs, practises ideaSet) Ideas {
	practises.union(needs)
	if practises.countOf(ruleTopics) >= 2 {
		practises.add("review")
	}
	return Ideas{Needs: needs.sorted(), Practises: practises.sorted()}
}

// ruleTopics are the rules of the fouls and of false threes: a question
// that uses two of them practises the review.
var ruleTopics = []string{
	"double-three", "double-four", "four-on-one-line", "overline", "five-beats-forbidden",
	"combined", "false-three-white", "false-three-edge", "false-three-own",
	"false-three-forbidden", "five-point-rule",
}

func (s ideaSet) countOf(ts []string) int {
	n := 0
	for _, t := range ts {
		if s[t] {
			n++
		}
	}
	return n
}

// PointIdeas are the ideas of "is Black at t.Point forbidden, and of
// which kind?" on b, where t is the judge's trace (rules.Explain).
func PointIdeas(b *rules.Board, t *rules.Trace) Ideas {
	needs, practises := ideaSet{}, ideaSet{}
	pointNeeds(b, t, needs)
	pointPractises(b, t, practises)
	return ideasOf(needs, practises)
}

// LineIdeas are the ideas of "after Black plays t.Point, is the three on
// line dir live or false?" (t from rules.Explain on b).
func LineIdeas(b *rules.Board, t *rules.Trace, dir string) Ideas {
	needs, practises := ideaSet{}, ideaSet{}
	for _, l := range t.Lines {
		if l.Direction != dir || !threeLike(l) {
			continue
		}
		lineNeeds(b, t, l, needs)
		linePractises(b, t, l, practises)
		if d := carefulDepth(t, &l); d >= 1 {
			practises.add("judging-checklist")
		}
	}
	return ideasOf(needs, practises)
}

func threeLike(l rules.LineTrace) bool {
	return l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree
}

func fourLike(l rules.LineTrace) bool {
	switch l.Shape {
	case rules.ShapeFour, rules.ShapeStraightFour, rules.ShapeDoubleFour, rules.ShapeDeadFour:
		return true
	}
	return false
}

// counts are the shapes through the judged point: lines with a shape,
// three-like and four-like lines (a dead four looks like a four).
func counts(t *rules.Trace) (shaped, threes, fours int) {
	for _, l := range t.Lines {
		if l.Shape != rules.ShapeNone {
			shaped++
		}
		if threeLike(l) {
			threes++
		}
		if fourLike(l) {
			fours++
			if l.Shape == rules.ShapeDoubleFour {
				fours++
			}
		}
	}
	return
}

// wouldBeFoul reports whether the stone makes a foul's shapes: forbidden
// but for a five made with them.
func wouldBeFoul(t *rules.Trace) bool {
	return t.Overline || t.Fours >= 2 || t.Threes >= 2
}

// Tempting reports whether Black at t.Point looks like a foul: two or
// more threes and fours (a dead four looks like a four, a false three
// like a three), or a five made with a foul's shapes. A practice
// question "is it forbidden?" asks about such points (and about
// forbidden ones).
func Tempting(t *rules.Trace) bool {
	_, threes, fours := counts(t)
	return threes+fours >= 2 || t.Five && wouldBeFoul(t)
}

// shapeTopic is the topic that teaches a line's shape.
func shapeTopic(b *rules.Board, l rules.LineTrace) string {
	switch l.Shape {
	case rules.ShapeFive:
		return "five"
	case rules.ShapeOverline:
		return "overline"
	case rules.ShapeFour:
		return "four"
	case rules.ShapeStraightFour:
		return "straight-four"
	case rules.ShapeDoubleFour:
		return "four-on-one-line"
	case rules.ShapeDeadFour:
		return "false-three-own" // 死四, taught with 六腐
	case rules.ShapeThree, rules.ShapeFalseThree:
		if split(l) {
			return "broken-three"
		}
		return "three"
	}
	return ""
}

// split reports whether the black stones of a three-like line have a gap.
func split(l rules.LineTrace) bool {
	key := lineKey(l.Direction)
	lo, hi, n := 1<<30, -(1 << 30), 0
	for _, s := range l.Stones {
		p, err := rules.ParsePoint(s)
		if err != nil {
			continue
		}
		k := key(p)
		lo, hi, n = min(lo, k), max(hi, k), n+1
	}
	return n > 0 && hi-lo+1 > n
}

// lineKey is a point's place along a line in direction dir: its column,
// or its row on a vertical line.
func lineKey(dir string) func(rules.Point) int {
	if dir == "vertical" {
		return func(p rules.Point) int { return p.Row }
	}
	return func(p rules.Point) int { return p.Col }
}

func dirStep(dir string) [2]int {
	switch dir {
	case "vertical":
		return [2]int{0, 1}
	case "diagonal":
		return [2]int{1, 1}
	case "anti-diagonal":
		return [2]int{1, -1}
	}
	return [2]int{1, 0}
}

// boardOf is b with the stones a nested trace has placed.
func boardOf(b *rules.Board, t *rules.Trace) rules.Board {
	nb := *b
	for _, s := range t.Placed {
		if p, err := rules.ParsePoint(s); err == nil {
			nb.Set(p, rules.Black)
		}
	}
	return nb
}

// sleeping reports whether a White stone stands right beyond an end of
// the line's shape (眠三: visibly closed, taught with the three).
func sleeping(b *rules.Board, t *rules.Trace, l rules.LineTrace) bool {
	d := dirStep(l.Direction)
	nb := boardOf(b, t)
	if p, err := rules.ParsePoint(t.Point); err == nil {
		nb.Set(p, rules.Black)
	}
	var pts []rules.Point
	for _, s := range l.Stones {
		if p, err := rules.ParsePoint(s); err == nil {
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 {
		return false
	}
	key := lineKey(l.Direction)
	lo, hi := pts[0], pts[0]
	for _, p := range pts {
		if key(p) < key(lo) {
			lo = p
		}
		if key(p) > key(hi) {
			hi = p
		}
	}
	for _, q := range []rules.Point{rules.Pt(lo.Col-d[0], lo.Row-d[1]), rules.Pt(hi.Col+d[0], hi.Row+d[1])} {
		if q.OnBoard() && nb.At(q) == rules.White {
			return true
		}
	}
	return false
}

// reason is the topic of a candidate straight-four point that fails,
// "" for one that counts or was not examined, or a White stone at the
// shape's very end (a sleeping three).
func reason(b *rules.Board, t *rules.Trace, l rules.LineTrace, c rules.Candidate) string {
	switch c.Status {
	case rules.StatusBlocked:
		if c.Blocker == "edge" {
			return "false-three-edge"
		}
		if sleeping(b, t, l) {
			return ""
		}
		return "false-three-white"
	case rules.StatusOccupied:
		if sleeping(b, t, l) {
			return ""
		}
		return "false-three-white"
	case rules.StatusOverline:
		return "false-three-own"
	case rules.StatusFive:
		return "five-point-rule"
	case rules.StatusForbidden:
		return "false-three-forbidden"
	}
	return ""
}

// lineNeeds adds what telling a three-like line live or false needs: its
// shape, and for a false three every reason it fails (a forbidden
// straight-four point with the reason it is forbidden).
func lineNeeds(b *rules.Board, t *rules.Trace, l rules.LineTrace, s ideaSet) {
	s.add(shapeTopic(b, l))
	if l.Shape != rules.ShapeFalseThree {
		return
	}
	for _, c := range l.Candidates {
		s.add(reason(b, t, l, c))
		if c.Status == rules.StatusForbidden && c.Sub != nil {
			pointNeeds(b, c.Sub, s)
		}
	}
}

// linePractises adds what a careful look at a three-like line goes
// through: its shape, every candidate that fails (also on the way to a
// live three), and the straight-four points that must be judged.
func linePractises(b *rules.Board, t *rules.Trace, l rules.LineTrace, s ideaSet) {
	s.add(shapeTopic(b, l))
	for _, c := range l.Candidates {
		s.add(reason(b, t, l, c))
		if c.Sub != nil && (c.Status == rules.StatusForbidden || Tempting(c.Sub)) {
			s.add("false-three-forbidden")
			if t.Depth >= 1 {
				s.add("recursion")
			}
			pointPractises(b, c.Sub, s)
		}
	}
}

// carefulDepth is how deep a careful judgement of line l (nil: every
// line) of t goes through straight-four points that are forbidden or
// look it: 1 when such a point must be judged, 2 when judging it needs
// another, and so on.
func carefulDepth(t *rules.Trace, l *rules.LineTrace) int {
	best := 0
	for _, x := range t.Lines {
		if l != nil && x.Direction != l.Direction {
			continue
		}
		for _, c := range x.Candidates {
			if c.Sub != nil && (c.Status == rules.StatusForbidden || Tempting(c.Sub)) {
				best = max(best, 1+carefulDepth(c.Sub, nil))
			}
		}
	}
	return best
}

// pointNeeds adds what the verdict at t.Point needs: the shape that
// decides it (a five, with the rule that it beats a foul; the overline;
// the fours of a double-four; the live threes of a double-three), and for
// a legal point that looks like a foul, why each of its shapes falls
// short.
func pointNeeds(b *rules.Board, t *rules.Trace, s ideaSet) {
	switch {
	case t.Five:
		s.add("five")
		if wouldBeFoul(t) {
			s.add("five-beats-forbidden")
		}
	case t.Overline:
		s.add("overline")
	case t.Fours >= 2:
		s.add("double-four")
		for _, l := range t.Lines {
			if l.Fours > 0 {
				s.add(shapeTopic(b, l))
			}
		}
	case t.Threes >= 2:
		s.add("double-three")
		for _, l := range t.Lines {
			if l.Shape == rules.ShapeThree {
				s.add(shapeTopic(b, l))
			}
		}
	default:
		_, threes, fours := counts(t)
		for _, l := range t.Lines {
			s.add(shapeTopic(b, l))
			if threes >= 2 && l.Shape == rules.ShapeFalseThree {
				lineNeeds(b, t, l, s)
			}
		}
		if threes >= 2 {
			s.add("double-three")
		}
		if fours >= 2 {
			s.add("double-four")
		}
	}
}

// pointPractises adds what a careful judgement at t.Point goes through.
func pointPractises(b *rules.Board, t *rules.Trace, s ideaSet) {
	pointNeeds(b, t, s)
	shaped, threes, fours := counts(t)
	for _, l := range t.Lines {
		s.add(shapeTopic(b, l))
		if threeLike(l) {
			linePractises(b, t, l, s)
		}
		if l.Shape == rules.ShapeStraightFour || l.Shape == rules.ShapeDoubleFour {
			s.add("four-on-one-line") // one four or two on one line
		}
	}
	if threes >= 1 && shaped >= 2 {
		s.add("double-three")
	}
	if fours >= 1 && shaped >= 2 {
		s.add("double-four")
	}
	if t.Fours >= 1 && threes >= 1 {
		s.add("combined")
	}
	if longRow(b, t) {
		s.add("overline")
	}
	if t.Five && wouldBeFoul(t) || t.Verdict == "forbidden" && t.Fours >= 1 {
		s.add("five-beats-forbidden") // a five beats the foul; a four is no five
	}
	if fake(b, t) {
		s.add("fake-forbidden")
	}
	if t.Verdict == "legal" && t.Fours == 1 && t.Threes == 0 {
		for _, l := range t.Lines {
			if l.Shape == rules.ShapeFalseThree && !sleeping(b, t, l) {
				s.add("false-four-three") // looks like a four-three
			}
		}
	}
	if shaped >= 3 || t.Fours >= 1 && threes >= 1 || carefulDepth(t, nil) >= 1 {
		s.add("judging-checklist")
	}
	if carefulDepth(t, nil) >= 2 {
		s.add("recursion")
	}
}

// fake reports a fake foul (假禁手: legal, but it looks like one) or a
// real foul that looks like a fake (one of its threes false, or live only
// after a straight-four point that fails).
func fake(b *rules.Board, t *rules.Trace) bool {
	if t.Verdict != "forbidden" {
		// Legal (or a five) and looks like a double-three, a double-four
		// or a foul beaten by a five.
		_, threes, fours := counts(t)
		return threes >= 2 || fours >= 2 || t.Five && wouldBeFoul(t)
	}
	for _, l := range t.Lines {
		if l.Shape == rules.ShapeFalseThree {
			return true
		}
		if l.Shape == rules.ShapeThree {
			for _, c := range l.Candidates {
				if reason(b, t, l, c) != "" {
					return true
				}
			}
		}
	}
	return false
}

// longRow reports whether a line through t.Point holds, with the stone,
// five or more black stones within six points and no White stone among
// them: whether it makes six has to be counted.
func longRow(b *rules.Board, t *rules.Trace) bool {
	p, err := rules.ParsePoint(t.Point)
	if err != nil {
		return false
	}
	nb := boardOf(b, t)
	nb.Set(p, rules.Black)
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		for start := -5; start <= 0; start++ {
			black, ok := 0, true
			for k := start; k < start+6 && ok; k++ {
				q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1])
				switch {
				case !q.OnBoard() || nb.At(q) == rules.White:
					ok = false
				case nb.At(q) == rules.Black:
					black++
				}
			}
			if ok && black >= 5 {
				return true
			}
		}
	}
	return false
}
