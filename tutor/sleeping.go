package tutor

import (
	"renju/rules"
)

// A three-shape that is not live is one of two things (RULES.md):
//
//   - a sleeping three (眠三) is visibly closed: the point just beyond one
//     end of its three stones is a White stone or off the board
//     (OXXX.., |XX.X.). Such a three can only ever become a simple four,
//     so it never counts, and a teacher names it at a glance;
//   - a false three (假活三) looks open, the points just beyond both ends
//     of its stones being empty (.XXX.), yet no point turns it into a
//     straight four that counts: White or the edge one step further, six
//     with Black's own stones, a five made at the same time, or a
//     forbidden straight-four point. That takes a proof.
//
// The three stones are those of a straight-four point's window: the four
// stones that point would make (Candidate.Four, four in a row) without
// the point. A line is a sleeping three when every such window's three is
// closed; if one window's three looks open, the line is a false three
// (this happens in no shape the lessons use, but it keeps the word honest).
// A visibly closed three can never be live: any straight four through its
// three stones would need the closed point as an end.

// closure is what closes a sleeping three: the White stone's point, or
// "edge".
type closure struct {
	by    string
	three []string // the three stones, in line order
}

// sleeping reports whether the three-shape l, on board b (with the
// judged stone and the imagined stones above it placed), is a sleeping
// three, and what closes it. A live three never is.
func sleeping(b *rules.Board, l rules.LineTrace) (closure, bool) {
	if l.Shape != rules.ShapeFalseThree {
		return closure{}, false
	}
	var first closure
	seen := false
	for _, c := range l.Candidates {
		if len(c.Four) != 4 {
			continue // taken by White, or a run of six: no window
		}
		three := withoutPoint(c.Four, c.Point)
		by, ok := closedEnd(b, three)
		if !ok {
			return closure{}, false
		}
		if !seen {
			first, seen = closure{by: by, three: three}, true
		}
	}
	return first, seen
}

// closedEnd reports whether the point just beyond either end of stones
// (at least two points of one line, in line order) is White or off the
// board, and names it ("edge" off the board).
func closedEnd(b *rules.Board, stones []string) (string, bool) {
	if len(stones) < 2 {
		return "", false
	}
	lo, err1 := rules.ParsePoint(stones[0])
	next, err2 := rules.ParsePoint(stones[1])
	hi, err3 := rules.ParsePoint(stones[len(stones)-1])
	if err1 != nil || err2 != nil || err3 != nil {
		return "", false
	}
	dc, dr := sign(next.Col-lo.Col), sign(next.Row-lo.Row)
	for _, q := range []rules.Point{{Col: lo.Col - dc, Row: lo.Row - dr}, {Col: hi.Col + dc, Row: hi.Row + dr}} {
		switch {
		case !q.OnBoard():
			return "edge", true
		case b.At(q) == rules.White:
			return q.String(), true
		}
	}
	return "", false
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// withoutPoint is stones without p.
func withoutPoint(stones []string, p string) []string {
	var out []string
	for _, s := range stones {
		if s != p {
			out = append(out, s)
		}
	}
	return out
}

// boardAt is the board a judgement of t looks at: real with t's imagined
// stones and t's own stone placed.
func boardAt(real rules.Board, t *rules.Trace) rules.Board {
	b := real
	for _, s := range append(append([]string(nil), t.Placed...), t.Point) {
		if p, err := rules.ParsePoint(s); err == nil {
			b.Set(p, rules.Black)
		}
	}
	return b
}
