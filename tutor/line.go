package tutor

import (
	"fmt"
	"slices"

	"renju/rules"
)

// A line walk answers one question about one line: after Black plays P,
// is the three on this line live? It is what a live-or-false task
// explains, where the teaching walk of P might never look at that line
// (P may be forbidden by a double-four, say, and the walk stop there).
//
// The walk frames the question, then goes through the line's
// straight-four points the way the teaching walk does: a live three
// through its cheapest point that counts, a false three by ruling out
// every point (descending into those that would be forbidden), a
// sleeping three by what closes it; its last step gives the answer.

// ExplainLine judges Black at p on b and returns the walk of the three on
// line dir ("horizontal", "vertical", "diagonal", "anti-diagonal"). It is
// an error if Black at p makes no three-shape on that line.
func ExplainLine(b *rules.Board, p rules.Point, dir string, opts ...Option) (*Walk, error) {
	t, err := rules.Explain(b, p, rules.Black)
	if err != nil {
		return nil, err
	}
	return NewLine(t, dir, opts...)
}

// NewLine turns a black trace into the walk of its three on line dir.
func NewLine(t *rules.Trace, dir string, opts ...Option) (*Walk, error) {
	if t.Color != "black" {
		return nil, fmt.Errorf("a line walk is for a black stone, not %s", t.Color)
	}
	i := slices.IndexFunc(t.Lines, func(l rules.LineTrace) bool { return l.Direction == dir })
	if i < 0 {
		return nil, fmt.Errorf("unknown direction %q (want horizontal, vertical, diagonal or anti-diagonal)", dir)
	}
	l := t.Lines[i]
	if l.Shape != rules.ShapeThree && l.Shape != rules.ShapeFalseThree {
		return nil, fmt.Errorf("Black at %s makes no three on the %s line: it makes %s there", rules.MustPoint(t.Point).Upper(), dir, lineShapeWords[l.Shape])
	}
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind, Line: dir, Frame: FrameThree}
	tc := newTeacher(w, t.Position, optionsOf(opts))
	tc.askLine(t, l)
	tc.finish()
	return w, nil
}

// askLine narrates the line walk of line l of t.
func (tc *teacher) askLine(t *rules.Trace, l rules.LineTrace) {
	base := Step{Depth: t.Depth, Focus: t.Point, Path: []string{t.Point}, Placed: append(slices.Clone(t.Placed), t.Point)}
	tc.nodes = append(tc.nodes, node{t: t, step: 0, parent: -1, asked: true})
	three := lineThree(l)
	v := vars{P: t.Point, dir: l.Direction, stones: three}

	frame := base
	frame.Kind = "ask-line"
	frame.Line, frame.Stones = l.Direction, three
	frame.Question = tc.say("q-three", v)
	frame.Say = tc.say("line-frame", v)
	tc.add(frame)

	b := boardAt(tc.real, t)
	answer := "false"
	if c, ok := sleeping(&b, l); ok {
		answer = "sleeping"
		v.stones, v.B = c.three, c.by
		s := base
		s.Kind = sleepKind(c)
		s.Line, s.Stones, s.Blocker = l.Direction, c.three, c.by
		s.Say = tc.say(s.Kind, v)
		tc.add(s)
		tc.nodes[0].sleeps = []sleeper{{line: l, by: c}}
	} else if l.Shape == rules.ShapeThree {
		answer = "live"
		tc.proveLive(t, base, l, 0)
	} else {
		tc.proveFalse(t, base, l, 0)
	}
	tc.w.Three = answer

	fin := base
	fin.Kind = "line-answer-" + answer
	fin.Line, fin.Stones = l.Direction, v.stones
	fin.Say = tc.say(fin.Kind, v)
	fin.Answer = tc.say(map[string]string{"live": "a-live", "false": "a-false", "sleeping": "a-sleeping"}[answer], v)
	tc.add(fin)
}

// lineShapeWords name what a line holds instead of a three, for the
// error of a line walk asked of it.
var lineShapeWords = map[string]string{
	rules.ShapeNone: "no shape", rules.ShapeFive: "a five", rules.ShapeOverline: "an overline",
	rules.ShapeStraightFour: "a straight four", rules.ShapeFour: "a four", rules.ShapeDoubleFour: "two fours",
	rules.ShapeDeadFour: "a dead four",
}

// addLineTemplates adds the line walk's sentences.
func addLineTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"line-frame": {"Black plays {P}. Is {stones} on the {dir} a live three? It is if some point would turn it into a straight four without making a five at the same time, and that point is not itself forbidden.",
			"黑棋下在{P}。{dir}上的{stones}是活三吗？只要有一点能把它变成活四、同时不成五，而且这一点本身不是禁手，它就是活三。"},
		"line-answer-live":     {"So after {P}, {stones} on the {dir} is a live three.", "所以{P}落下后，{dir}上的{stones}是活三。"},
		"line-answer-false":    {"So after {P}, {stones} on the {dir} is a false three, not a live three.", "所以{P}落下后，{dir}上的{stones}是假活三，不是活三。"},
		"line-answer-sleeping": {"So after {P}, {stones} on the {dir} is a sleeping three, not a live three.", "所以{P}落下后，{dir}上的{stones}是眠三，不是活三。"},
	} {
		m[k] = t
	}
}
