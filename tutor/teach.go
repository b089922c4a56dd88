package tutor

import (
	"slices"
	"sort"

	"renju/rules"
)

// The teaching walk: the fewest steps that convince, in the order a
// teacher goes. At every judged point: what it makes and what would make
// it forbidden (the frame), then five, overline, fours, threes, stopping
// as soon as the verdict is settled:
//   - a sleeping three (眠三, visibly closed: sleeping.go) is named in the
//     frame and never examined: it cannot count;
//   - a forbidden double-three proves two live threes, each through its
//     cheapest straight-four point (the one whose own judgement takes the
//     fewest steps); at the root it proves every live three, so that the
//     verdict can name the combination (3-3-3, 4-3-3);
//   - a forbidden double-four at the root also proves its live threes
//     (4-4-3), and a root four-three proves its three live;
//   - a legal point shows that at most one three can be live by proving
//     the others false, and never proves the one that may be live (except
//     a root four-three's, as said);
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
	nm   *namer
	// costs memoises the length of a point's teaching walk by trace.
	costs map[*rules.Trace]int
	// nodes are the judged points, in the order their judgement starts
	// (the outline), with what each showed, for the summary.
	nodes []node
}

// node is one judged point of the walk and what its judgement showed.
type node struct {
	t      *rules.Trace
	step   int
	parent int    // index in nodes, -1 for the root
	dir    string // the parent's line this judgement decided
	quick  bool   // settled in one sentence, without a descent
	// asked: the root of a line walk, whose own verdict is not judged.
	asked bool
	// What the judgement showed: the line of a five or an overline, the
	// fours of a double-four, the threes proved live and false, and the
	// sleeping threes named in the frame.
	decisive *rules.LineTrace
	fours    []rules.LineTrace
	lives    []proof
	falses   []proof
	sleeps   []sleeper
	// white is White's five point when a root four-three does not win
	// (White's four comes first).
	white string
}

// proof is a three shown live (through one straight-four point) or false
// (every point ruled out), with the node of each point judged.
type proof struct {
	line  rules.LineTrace
	cands []rules.Candidate
	subs  []int // index in nodes per candidate, -1 if not judged
}

// sleeper is a sleeping three and what closes it.
type sleeper struct {
	line rules.LineTrace
	by   closure
}

// teach builds the teaching walk of a black trace.
func teach(t *rules.Trace, o options) *Walk {
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind}
	tc := newTeacher(w, t.Position, o)
	tc.judge(t, nil, -1, "", nil)
	tc.finish()
	return w
}

func newTeacher(w *Walk, position string, o options) *teacher {
	real, err := rules.ParseStones(position)
	if err != nil {
		real = rules.Board{} // a trace from Explain always has a position
	}
	return &teacher{w: w, real: real, nm: newNamer(o), costs: map[*rules.Trace]int{}}
}

// finish writes the outline, the summary and the labels.
func (tc *teacher) finish() {
	w := tc.w
	for _, n := range tc.nodes {
		v := n.t.Verdict
		k := n.t.Kind
		if n.asked {
			v, k = "", ""
		}
		w.Outline = append(w.Outline, Node{Point: n.t.Point, Depth: n.t.Depth, Verdict: v, Kind: k, Step: n.step})
		tc.nm.of(n.t.Point)
	}
	w.Summary = tc.summary()
	w.Labels = tc.nm.labels
}

// say is the step's text of kind, with the walk's names. Not inlined,
// nor add, nor the builder's: each inlined copy moved a whole vars or
// Step in place, 7,235 bytes of the first module's gzip in all.
//
//go:noinline
func (tc *teacher) say(kind string, v vars) Text {
	v.nm = tc.nm
	return say(kind, v)
}

// add appends step s to the walk (teacher.say says why not inlined).
//
//go:noinline
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
	pl := tc.planOf(t, up == nil)
	tc.nodes[me].decisive, tc.nodes[me].fours, tc.nodes[me].sleeps = pl.line, pl.fours, pl.sleeps

	frame := base
	frame.Kind = "ask-root"
	intro := tc.say("frame-root", v)
	if t.Depth > 0 {
		frame.Kind = "ask-sub"
		intro = tc.say("frame-sub", v)
	}
	frame.Candidate = t.Point
	frame.Question = tc.say("q-forbidden", v)
	frame.Fours = t.Fours
	if pl.line != nil { // a five or an overline decides alone: show it
		frame.Line, frame.Stones = pl.line.Direction, pl.line.Stones
	}
	var stakes Text
	if pl.stakes != "" {
		stakes = tc.say(pl.stakes, vars{P: t.Point, dirs: pl.dirNames()})
	}
	var rule Text
	if pl.line == nil && len(pl.fours) == 0 {
		rule = sleepingRule(pl.sleeps) // only where threes are counted
	}
	frame.Say = join(intro, tc.madeText(t, pl.sleeps), rule, stakes)
	tc.add(frame)

	for _, l := range pl.fours {
		s := base
		s.Kind = "line-" + l.Shape
		s.Line, s.Stones, s.Points = l.Direction, l.Stones, l.FivePoints
		s.Fours = t.Fours
		s.Say = tc.say(s.Kind, vars{P: t.Point, dir: l.Direction, stones: l.Stones, points: l.FivePoints})
		tc.add(s)
	}
	for _, l := range pl.live {
		tc.proveLive(t, base, l, me)
	}
	for _, l := range pl.falses {
		tc.proveFalse(t, base, l, me)
	}

	fin := base
	fin.Fours, fin.Threes = t.Fours, len(pl.live)
	fin.Verdict = t.Verdict
	if t.Verdict == "forbidden" {
		fin.Foul = t.Kind
	}
	fin.Kind = tc.verdictKind(t)
	fv := vars{P: t.Point, kind: t.Kind, combo: shownCombo(t, len(pl.live)), fours: t.Fours, threes: len(pl.live),
		over: t.Overline}
	if t.Verdict == "five" {
		fv.fours, fv.threes = t.Fours, t.Threes
	}
	if up == nil && fin.Kind == "verdict-four-three" {
		if w, ok := whiteFivePoint(tc.real, t); ok {
			fin.Kind, fv.W = "verdict-four-three-white", w
			tc.nodes[me].white = w
		}
	}
	if isCombo(fv.combo) && (fin.Kind == "teach-double-three" || fin.Kind == "teach-double-four") {
		fin.Kind += "-combo"
	}
	fin.Say = tc.say(fin.Kind, fv)
	if up != nil {
		fin.Kind = "sub-" + fin.Kind
		fin.Say = join(tc.say(fin.Kind, fv), tc.consequence(up))
	}
	fin.Answer = tc.say("a-"+t.Verdict, fv)
	tc.add(fin)
}

// verdictKind is the template of t's verdict in the teaching walk, which
// says only what it has shown (a legal point has "at most one" live
// three: the one that may be live is not proved).
func (tc *teacher) verdictKind(t *rules.Trace) string {
	open, _ := tc.openThrees(t)
	switch {
	case t.Verdict == "five" && fiveBeats(t):
		return "verdict-five-beats"
	case t.Verdict == "five":
		return "verdict-five"
	case t.Verdict == "forbidden":
		return "teach-" + t.Kind
	case t.Reason == "four-three" && t.Depth == 0:
		return "verdict-four-three"
	case t.Fours+len(open) == 0:
		return "verdict-legal-none"
	case t.Fours == 0:
		return "teach-one-three"
	}
	return "teach-at-most-one"
}

// fiveBeats reports whether a five is made together with a shape that
// would otherwise be forbidden (五连与禁手同时形成): only then does a walk
// speak of fouls beside the five.
func fiveBeats(t *rules.Trace) bool {
	return t.Five && (t.Overline || t.Fours >= 2 || t.Threes >= 2)
}

// shownCombo is the combination a forbidden verdict can name from what
// the walk showed: every four (the frame names them) and the threes
// proved live.
func shownCombo(t *rules.Trace, threes int) string {
	if t.Verdict != "forbidden" || t.Kind == "overline" {
		return t.Combo
	}
	c := ""
	for range t.Fours {
		c += "4-"
	}
	for range threes {
		c += "3-"
	}
	if c == "" {
		return ""
	}
	return c[:len(c)-1]
}

// isCombo reports whether a combination has three or more parts (4-3-3,
// 3-3-3, 4-4-3 …): a combined foul (组合禁手) with a name of its own.
func isCombo(c string) bool { return len(c) >= 5 }

// consequence is what a nested verdict means for the parent's line.
func (tc *teacher) consequence(up *link) Text {
	v := vars{P: up.parent.Point, C: up.cand.Point, dir: up.line.Direction}
	switch {
	case up.live:
		return tc.say("then-live", v)
	case up.last:
		return tc.say("then-false-last", v)
	}
	return tc.say("then-false", v)
}

// plan is what a judgement shows, in order.
type plan struct {
	line   *rules.LineTrace // the five or the overline that decides
	fours  []rules.LineTrace
	live   []rules.LineTrace // threes proved live
	falses []rules.LineTrace // threes proved false
	sleeps []sleeper         // sleeping threes, named in the frame
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

// planOf decides what the judgement of t must show; root: t is the
// walk's own question (not a nested judgement, not a line walk's point).
func (tc *teacher) planOf(t *rules.Trace, root bool) plan {
	var p plan
	tl, sl := tc.openThrees(t)
	p.sleeps = sl // named in the frame whatever decides
	for i := range t.Lines {
		l := &t.Lines[i]
		if l.Shape == rules.ShapeFive {
			p.line, p.stakes = l, "stakes-five"
			if fiveBeats(t) {
				p.stakes = "stakes-five-beats"
			}
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
	var live []rules.LineTrace
	for _, l := range tl {
		if l.Shape == rules.ShapeThree {
			live = append(live, l)
		}
	}
	if t.Fours >= 2 {
		for _, l := range t.Lines {
			if l.Fours > 0 {
				p.fours = append(p.fours, l)
			}
		}
		p.stakes = "stakes-double-four"
		if root {
			p.live = live // name the 4-4-3
		}
		return p
	}
	switch {
	case t.Threes >= 2:
		// Every live three at the root; else the two whose proof is
		// cheapest. In line order.
		sort.SliceStable(live, func(i, j int) bool {
			return tc.liveCost(t, live[i]) < tc.liveCost(t, live[j])
		})
		p.live = live
		if !root {
			p.live = live[:2]
		}
		sort.SliceStable(p.live, func(i, j int) bool { return lineOrder(t, p.live[i]) < lineOrder(t, p.live[j]) })
		p.stakes, p.named = "stakes-double-three", tl
	case len(tl) <= 1:
		if t.Fours+len(tl) > 0 {
			p.stakes = "stakes-at-most-one"
		}
		if root && t.Reason == "four-three" {
			p.live = live
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
		if root && t.Reason == "four-three" {
			p.live = live
		}
	}
	return p
}

// threeLike are t's lines that look like a three, sleeping or not.
func threeLike(t *rules.Trace) []rules.LineTrace {
	var out []rules.LineTrace
	for _, l := range t.Lines {
		if l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree {
			out = append(out, l)
		}
	}
	return out
}

// openThrees splits t's three-shapes into those that look open (live or
// false) and the sleeping ones.
func (tc *teacher) openThrees(t *rules.Trace) (open []rules.LineTrace, sleeps []sleeper) {
	tl := threeLike(t)
	if len(tl) == 0 {
		return nil, nil
	}
	b := boardAt(tc.real, t)
	for _, l := range tl {
		if c, ok := sleeping(&b, l); ok {
			sleeps = append(sleeps, sleeper{line: l, by: c})
			continue
		}
		open = append(open, l)
	}
	return open, sleeps
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
// forbidden whatever that three is. A point with a sleeping three beside
// another three is not quick: its frame names the sleeping three, which
// a lesson on the recursion wants to show.
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
	three := withoutPoint(c.Four, c.Point)
	s := base
	s.Line, s.Stones, s.Points, s.Candidate = l.Direction, c.Four, c.Ends, c.Point
	s.Fours = t.Fours
	cv := vars{P: t.Point, C: c.Point, dir: l.Direction, stones: three, four: c.Four, placed: base.Placed}
	sub := len(tc.nodes)
	tc.nodes[me].lives = append(tc.nodes[me].lives, proof{line: l, cands: []rules.Candidate{c}, subs: []int{sub}})
	if quick(c.Sub) {
		s.Kind = "three-live-quick"
		cv.extra = len(threeLike(c.Sub)) == 1
		s.Say = tc.say(s.Kind, cv)
		s.Answer = tc.say("a-live", cv)
		tc.nodes = append(tc.nodes, node{t: c.Sub, step: len(tc.w.Steps), parent: me, dir: l.Direction, quick: true})
		tc.add(s)
		return
	}
	s.Kind = "three-live-ask"
	s.Question = tc.say("q-candidate", cv)
	s.Say = tc.say(s.Kind, cv)
	tc.add(s)
	tc.judge(c.Sub, base.Path, me, l.Direction, &link{parent: t, line: l, cand: c, live: true})
}

// proveFalse shows that no point turns line l of t into a straight four
// that counts: the points ruled out by the line alone first, then those
// that would be forbidden.
func (tc *teacher) proveFalse(t *rules.Trace, base Step, l rules.LineTrace, me int) {
	cands := slices.Clone(l.Candidates)
	sort.SliceStable(cands, func(i, j int) bool {
		return boolInt(cands[i].Sub != nil) < boolInt(cands[j].Sub != nil)
	})
	pr := proof{line: l, cands: cands}
	fives := 0 // five points told so far: the rule is said once
	for i, c := range cands {
		last := i == len(cands)-1
		s := base
		s.Line, s.Candidate, s.Stones, s.Points, s.Blocker = l.Direction, c.Point, c.Four, c.Ends, c.Blocker
		s.Fours = t.Fours
		cv := vars{P: t.Point, C: c.Point, B: c.Blocker, dir: l.Direction, four: c.Four, n: len(c.Four),
			fdir: c.FiveLine, placed: base.Placed, stones: lineThree(l)}
		var lead Text
		if i == 0 {
			lead = tc.say("false-lead", cv)
		}
		if c.Status == rules.StatusForbidden {
			s.Kind = "cand-ask"
			s.Question = tc.say("q-candidate", cv)
			s.Say = join(lead, tc.say(s.Kind, cv))
			tc.add(s)
			pr.subs = append(pr.subs, len(tc.nodes))
			tc.judge(c.Sub, base.Path, me, l.Direction, &link{parent: t, line: l, cand: c, last: last})
			continue
		}
		pr.subs = append(pr.subs, -1)
		s.Kind = staticKind(c, fives)
		if c.Status == rules.StatusFive {
			fives++
		}
		parts := []Text{lead, tc.say(s.Kind, cv)}
		if last {
			parts = append(parts, tc.say(falseCloseKind(cands), cv))
			s.Answer = tc.say("a-false", cv)
		} else {
			s.Answer = tc.say("a-not-straight", cv)
		}
		s.Say = join(parts...)
		tc.add(s)
	}
	tc.nodes[me].falses = append(tc.nodes[me].falses, pr)
}

// falseCloseKind is the sentence that closes a false three after its
// points were ruled out, true for the mix of reasons they had: "no point
// makes a straight four" only when none would; when some would make one
// that does not count (a five made at the same time, a forbidden point),
// "no point makes a straight four that counts" (the sentences before
// said why each does not count).
func falseCloseKind(cands []rules.Candidate) string {
	for _, c := range cands {
		if c.Status == rules.StatusFive || c.Status == rules.StatusForbidden {
			return "three-false-counts"
		}
	}
	return "three-false"
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// lineThree names a three-like line by the stones of its first
// candidate's window (a line's Stones may join two windows into five
// stones).
func lineThree(l rules.LineTrace) []string {
	for _, c := range l.Candidates {
		if len(c.Four) == 4 {
			return withoutPoint(c.Four, c.Point)
		}
	}
	return l.Stones
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
