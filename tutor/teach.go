package tutor

import (
	"slices"
	"strings"

	"renju/rules"
)

// The teaching walk: the fewest steps that convince, in the order a
// teacher goes. At every judged point: what it makes and what would make
// it forbidden (the frame), then five, overline, fours, threes, stopping
// as soon as the verdict is settled:
//   - a forbidden double-three proves exactly two live threes, each
//     through its cheapest straight-four point (the one whose own
//     judgement takes the fewest steps);
//   - a legal point shows that at most one three can be live by proving
//     the others false, and never proves the one that may be live;
//   - a straight-four point that would make nothing else that counts is
//     settled in the same sentence as its three, without a descent.
//
// The trace of rules.Explain stops at the first straight-four point that
// counts; the teacher asks the judge for the others' traces when it needs
// to compare costs.

// teacher builds one teaching walk.
type teacher struct {
	w    *Walk
	real rules.Board
	// costs memoises the length of a point's teaching walk by trace.
	costs map[*rules.Trace]int
	// nodes are the judged points, in the order their judgement starts
	// (the outline), with the links the summary follows.
	nodes []node
}

// node is one judged point of the walk.
type node struct {
	t      *rules.Trace
	step   int
	parent int    // index in nodes, -1 for the root
	dir    string // the parent's line this judgement decided
	quick  bool   // settled in one sentence, without a descent
}

// teach builds the teaching walk of a black trace.
func teach(t *rules.Trace) *Walk {
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind}
	real, err := rules.ParseStones(t.Position)
	if err != nil {
		real = rules.Board{} // a trace from Explain always has a position
	}
	tc := &teacher{w: w, real: real, costs: map[*rules.Trace]int{}}
	tc.judge(t, nil, -1, "", nil)
	for _, n := range tc.nodes {
		w.Outline = append(w.Outline, Node{Point: n.t.Point, Depth: n.t.Depth, Verdict: n.t.Verdict,
			Kind: n.t.Kind, Step: n.step})
	}
	w.Summary = tc.summary()
	return w
}

func (tc *teacher) add(s Step) *Step {
	if s.Placed == nil {
		s.Placed = []string{}
	}
	tc.w.Steps = append(tc.w.Steps, s)
	return &tc.w.Steps[len(tc.w.Steps)-1]
}

// link is how a nested judgement hangs from its parent: the parent's
// trace, the line and the candidate being decided, and whether it is the
// last candidate of a line being shown false.
type link struct {
	parent *rules.Trace
	line   rules.LineTrace
	cand   rules.Candidate
	last   bool // the last failing candidate of a false three
	live   bool // proving the line live (else false)
}

// judge narrates the judgement t, reached through path; up is nil at the
// root. parent is t's parent node and dir the parent's line it decides.
func (tc *teacher) judge(t *rules.Trace, path []string, parent int, dir string, up *link) {
	path = append(slices.Clone(path), t.Point)
	after := append(slices.Clone(t.Placed), t.Point)
	base := Step{Depth: t.Depth, Focus: t.Point, Path: path, Placed: after}
	me := len(tc.nodes)
	tc.nodes = append(tc.nodes, node{t: t, step: len(tc.w.Steps), parent: parent, dir: dir})
	v := vars{P: t.Point, placed: t.Placed}
	plan := planOf(t, tc)

	frame := base
	frame.Kind = "ask-root"
	intro := say("frame-root", v)
	if t.Depth > 0 {
		frame.Kind = "ask-sub"
		intro = say("frame-sub", v)
	}
	frame.Candidate = t.Point
	frame.Question = say("q-forbidden", v)
	frame.Fours = t.Fours
	if plan.line != nil { // a five or an overline decides alone: show it
		frame.Line, frame.Stones = plan.line.Direction, plan.line.Stones
	}
	var stakes Text
	if plan.stakes != "" {
		stakes = say(plan.stakes, vars{P: t.Point, dirs: plan.dirNames()})
	}
	frame.Say = join(intro, madeText(t), stakes)
	tc.add(frame)

	threes := 0
	for _, l := range plan.fours {
		s := base
		s.Kind = "line-" + l.Shape
		s.Line, s.Stones, s.Points = l.Direction, l.Stones, l.FivePoints
		s.Fours = t.Fours
		s.Say = say(s.Kind, vars{P: t.Point, dir: l.Direction, stones: l.Stones, points: l.FivePoints})
		tc.add(s)
	}
	for _, l := range plan.live {
		tc.proveLive(t, base, l, me)
		threes++
	}
	for _, l := range plan.falses {
		tc.proveFalse(t, base, l, me)
	}

	fin := base
	fin.Fours, fin.Threes = t.Fours, threes
	fin.Verdict = t.Verdict
	if t.Verdict == "forbidden" {
		fin.Foul = t.Kind
	}
	fin.Kind = verdictKind(t)
	fv := vars{P: t.Point, kind: t.Kind, combo: t.Combo, fours: t.Fours, threes: t.Threes, over: t.Overline}
	fin.Say = say(fin.Kind, fv)
	if t.Depth > 0 {
		fin.Kind = "sub-" + fin.Kind
		fin.Say = join(say(fin.Kind, fv), up.consequence())
	}
	fin.Answer = say("a-"+t.Verdict, fv)
	tc.add(fin)
}

// verdictKind is the template of t's verdict in the teaching walk, which
// says only what it has shown (a legal point has "at most one" live
// three: the one that may be live is not proved).
func verdictKind(t *rules.Trace) string {
	switch {
	case t.Verdict == "five" && (t.Overline || t.Fours >= 2 || t.Threes >= 2):
		return "verdict-five-beats"
	case t.Verdict == "five":
		return "verdict-five"
	case t.Verdict == "forbidden":
		return "teach-" + t.Kind
	case t.Reason == "four-three" && t.Depth == 0:
		return "verdict-four-three"
	case t.Fours+len(threeLike(t)) == 0:
		return "verdict-legal-none"
	case t.Fours == 0:
		return "teach-one-three"
	}
	return "teach-at-most-one"
}

// consequence is what a nested verdict means for the parent's line.
func (up *link) consequence() Text {
	v := vars{P: up.parent.Point, C: up.cand.Point, dir: up.line.Direction}
	switch {
	case up.live:
		return say("then-live", v)
	case up.last:
		return say("then-false-last", v)
	}
	return say("then-false", v)
}

// plan is what a judgement shows, in order.
type plan struct {
	line   *rules.LineTrace // the five or the overline that decides
	fours  []rules.LineTrace
	live   []rules.LineTrace // threes proved live
	falses []rules.LineTrace // threes proved false
	stakes string            // the frame's last sentence
	named  []rules.LineTrace // the lines the stakes sentence names
}

func (p *plan) dirNames() []string {
	var ds []string
	for _, l := range p.named {
		ds = append(ds, l.Direction)
	}
	return ds
}

// planOf decides what the judgement of t must show.
func planOf(t *rules.Trace, tc *teacher) plan {
	var p plan
	for i := range t.Lines {
		l := &t.Lines[i]
		if l.Shape == rules.ShapeFive {
			p.line, p.stakes = l, "stakes-five"
			return p
		}
	}
	for i := range t.Lines {
		l := &t.Lines[i]
		if l.Shape == rules.ShapeOverline {
			p.line, p.stakes = l, "stakes-overline"
			return p
		}
	}
	if t.Fours >= 2 {
		for _, l := range t.Lines {
			if l.Fours > 0 {
				p.fours = append(p.fours, l)
			}
		}
		p.stakes = "stakes-double-four"
		return p
	}
	tl := threeLike(t)
	switch {
	case t.Threes >= 2:
		// The two live threes whose proof is cheapest, in line order.
		var live []rules.LineTrace
		for _, l := range tl {
			if l.Shape == rules.ShapeThree {
				live = append(live, l)
			}
		}
		slices.SortStableFunc(live, func(a, b rules.LineTrace) int {
			return tc.liveCost(t, a) - tc.liveCost(t, b)
		})
		p.live = live[:2]
		slices.SortStableFunc(p.live, func(a, b rules.LineTrace) int { return lineOrder(t, a) - lineOrder(t, b) })
		p.stakes, p.named = "stakes-double-three", tl
	case len(tl) <= 1:
		if t.Fours+len(tl) > 0 {
			p.stakes = "stakes-at-most-one"
		}
	default:
		// Legal with two or more three-shapes: all but one are false.
		// The one left unproved is the live one, or else the false three
		// that would take longest to show.
		keep := -1
		for i, l := range tl {
			if l.Shape == rules.ShapeThree {
				keep = i
			}
		}
		if keep < 0 {
			keep = 0
			for i := range tl {
				if tc.falseCost(t, tl[i]) > tc.falseCost(t, tl[keep]) {
					keep = i
				}
			}
		}
		for i, l := range tl {
			if i != keep {
				p.falses = append(p.falses, l)
			}
		}
		p.stakes, p.named = "stakes-legal-threes", p.falses
		if len(p.falses) > 1 {
			p.stakes = "stakes-legal-threes-many"
		}
	}
	return p
}

// threeLike are t's lines that look like a three.
func threeLike(t *rules.Trace) []rules.LineTrace {
	var out []rules.LineTrace
	for _, l := range t.Lines {
		if l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree {
			out = append(out, l)
		}
	}
	return out
}

func lineOrder(t *rules.Trace, l rules.LineTrace) int {
	for i, m := range t.Lines {
		if m.Direction == l.Direction {
			return i
		}
	}
	return len(t.Lines)
}

// quick reports whether a straight-four point's judgement is settled in a
// sentence: it would make no five or overline, at most one four (the
// straight four itself) and at most one three-shape, so it cannot be
// forbidden whatever that three is.
func quick(sub *rules.Trace) bool {
	return sub != nil && !sub.Five && !sub.Overline && sub.Fours <= 1 && len(threeLike(sub)) <= 1
}

// cost is the number of steps of t's teaching walk (as a nested
// judgement), 0 when it is quick.
func (tc *teacher) cost(t *rules.Trace) int {
	if quick(t) {
		return 0
	}
	if c, ok := tc.costs[t]; ok {
		return c
	}
	scratch := &teacher{w: &Walk{}, real: tc.real, costs: tc.costs}
	scratch.judge(t, nil, -1, "", &link{parent: t})
	c := len(scratch.w.Steps)
	tc.costs[t] = c
	return c
}

// counting returns the straight-four points of a live three with their
// judgements, asking the judge for those the trace left unchecked.
func (tc *teacher) counting(t *rules.Trace, l rules.LineTrace) []rules.Candidate {
	var out []rules.Candidate
	for _, c := range l.Candidates {
		switch c.Status {
		case rules.StatusCounts:
			out = append(out, c)
		case rules.StatusUnchecked:
			sub := tc.subTrace(t, c.Point)
			if sub != nil && sub.Verdict != "forbidden" {
				c.Status, c.Sub = rules.StatusCounts, sub
				out = append(out, c)
			}
		}
	}
	return out
}

// cheapest is the straight-four point of a live three whose judgement
// takes the fewest steps (the first of equals, in line order).
func (tc *teacher) cheapest(t *rules.Trace, l rules.LineTrace) rules.Candidate {
	cs := tc.counting(t, l)
	best := cs[0]
	for _, c := range cs[1:] {
		if tc.cost(c.Sub) < tc.cost(best.Sub) {
			best = c
		}
	}
	return best
}

func (tc *teacher) liveCost(t *rules.Trace, l rules.LineTrace) int {
	c := tc.cheapest(t, l)
	if quick(c.Sub) {
		return 1
	}
	return 1 + tc.cost(c.Sub)
}

func (tc *teacher) falseCost(t *rules.Trace, l rules.LineTrace) int {
	n := 0
	for _, c := range l.Candidates {
		n++
		if c.Sub != nil {
			n += tc.cost(c.Sub)
		}
	}
	return n
}

// subTrace judges point q with t's stones placed, as a nested judgement of
// t (its depth and placed stones continue t's).
func (tc *teacher) subTrace(t *rules.Trace, q string) *rules.Trace {
	b := tc.real
	prefix := append(slices.Clone(t.Placed), t.Point)
	for _, s := range prefix {
		b.Set(rules.MustPoint(s), rules.Black)
	}
	p, err := rules.ParsePoint(q)
	if err != nil {
		return nil
	}
	sub, err := rules.Explain(&b, p, rules.Black)
	if err != nil {
		return nil
	}
	sub.Position = ""
	sub.Walk(func(n *rules.Trace) {
		n.Depth += len(prefix)
		n.Placed = append(slices.Clone(prefix), n.Placed...)
	})
	return sub
}

// proveLive shows that line l of t is a live three through its cheapest
// straight-four point.
func (tc *teacher) proveLive(t *rules.Trace, base Step, l rules.LineTrace, me int) {
	c := tc.cheapest(t, l)
	three := threeStones(c, t.Point)
	s := base
	s.Line, s.Stones, s.Points, s.Candidate = l.Direction, c.Four, c.Ends, c.Point
	s.Fours = t.Fours
	cv := vars{P: t.Point, C: c.Point, dir: l.Direction, stones: three, four: c.Four, placed: base.Placed}
	if quick(c.Sub) {
		s.Kind = "three-live-quick"
		cv.extra = len(threeLike(c.Sub)) == 1
		s.Say = say(s.Kind, cv)
		s.Answer = say("a-live", cv)
		tc.nodes = append(tc.nodes, node{t: c.Sub, step: len(tc.w.Steps), parent: me, dir: l.Direction, quick: true})
		tc.add(s)
		return
	}
	s.Kind = "three-live-ask"
	s.Question = say("q-candidate", cv)
	s.Say = say(s.Kind, cv)
	tc.add(s)
	tc.judge(c.Sub, base.Path, me, l.Direction, &link{parent: t, line: l, cand: c, live: true})
}

// proveFalse shows that no point turns line l of t into a real straight
// four: the points ruled out by the line alone first, then those that
// would be forbidden.
func (tc *teacher) proveFalse(t *rules.Trace, base Step, l rules.LineTrace, me int) {
	cands := slices.Clone(l.Candidates)
	slices.SortStableFunc(cands, func(a, b rules.Candidate) int {
		return boolInt(a.Sub != nil) - boolInt(b.Sub != nil)
	})
	for i, c := range cands {
		last := i == len(cands)-1
		s := base
		s.Line, s.Candidate, s.Stones, s.Points, s.Blocker = l.Direction, c.Point, c.Four, c.Ends, c.Blocker
		s.Fours = t.Fours
		cv := vars{P: t.Point, C: c.Point, B: c.Blocker, dir: l.Direction, four: c.Four, n: len(c.Four),
			fdir: c.FiveLine, placed: base.Placed, stones: lineThree(l, t.Point)}
		var lead Text
		if i == 0 {
			lead = say("false-lead", cv)
		}
		switch c.Status {
		case rules.StatusForbidden:
			s.Kind = "cand-ask"
			s.Question = say("q-candidate", cv)
			s.Say = join(lead, say(s.Kind, cv))
			tc.add(s)
			tc.judge(c.Sub, base.Path, me, l.Direction, &link{parent: t, line: l, cand: c, last: last})
			continue
		default:
			s.Kind = staticKind(c)
		}
		parts := []Text{lead, say(s.Kind, cv)}
		if last {
			parts = append(parts, say("three-false", cv))
			s.Answer = say("a-false", cv)
		} else {
			s.Answer = say("a-not-straight", cv)
		}
		s.Say = join(parts...)
		tc.add(s)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// threeStones are the stones of a three: the candidate's four without the
// candidate.
func threeStones(c rules.Candidate, _ string) []string {
	var out []string
	for _, s := range c.Four {
		if s != c.Point {
			out = append(out, s)
		}
	}
	return out
}

// lineThree names a three-like line by the stones of its first candidate's
// window (a line's Stones may join two windows into five stones).
func lineThree(l rules.LineTrace, p string) []string {
	for _, c := range l.Candidates {
		if len(c.Four) == 4 {
			return threeStones(c, p)
		}
	}
	return l.Stones
}

// summary is the chain from the deepest point that decides something back
// up to the verdict, or the verdict alone when nothing was nested.
func (tc *teacher) summary() Text {
	deep := -1
	for i, n := range tc.nodes {
		if n.quick || n.parent < 0 {
			continue
		}
		if deep < 0 || n.t.Depth > tc.nodes[deep].t.Depth {
			deep = i
		}
	}
	root := tc.nodes[0].t
	if deep < 0 {
		return say("sum-"+verdictKind(root), vars{P: root.Point, kind: root.Kind})
	}
	var en, zh []string
	add := func(t Text) { en, zh = append(en, t.EN), append(zh, t.ZH) }
	i := deep
	for tc.nodes[i].parent >= 0 {
		n := tc.nodes[i]
		add(say("chain-"+n.t.Verdict, vars{P: n.t.Point, kind: n.t.Kind}))
		if tc.nodes[n.parent].parent < 0 {
			v := vars{P: root.Point, dir: n.dir}
			if n.t.Verdict == "forbidden" {
				add(say("chain-line-false", v))
			} else {
				add(say("chain-line-live", v))
			}
		}
		i = n.parent
	}
	add(say("chain-root-"+root.Verdict, vars{P: root.Point, kind: root.Kind}))
	return Text{EN: "In short: " + strings.Join(en, " → ") + ".", ZH: "小结：" + strings.Join(zh, " → ") + "。"}
}

// join puts sentences together, skipping empty ones.
func join(ts ...Text) Text {
	var out Text
	for _, t := range ts {
		if t.EN == "" {
			continue
		}
		if out.EN != "" {
			out.EN += " "
		}
		out.EN += t.EN
		out.ZH += t.ZH
	}
	return out
}
