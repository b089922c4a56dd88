package tutor

import (
	"renju/rules"
)

// Walk is the step-by-step explanation of one judgement.
type Walk struct {
	// Position is the real board, in the B:… W:… form.
	Position string `json:"position"`
	// Point is the judged point; Color "black" or "white".
	Point string `json:"point"`
	Color string `json:"color"`
	// Verdict ("legal", "five", "forbidden") and Kind (as `renju map`
	// prints it, or "") of the judged point.
	Verdict string `json:"verdict"`
	Kind    string `json:"kind"`
	Steps   []Step `json:"steps"`
	// Summary is the reasoning in short (summary.go): the verdict with
	// every line that decides it and why, then one sentence per nested
	// judgement that has reasons of its own.
	Summary Text `json:"summary"`
	// Outline is the proof as a tree of judged points, in the order their
	// judgement starts (a node's parent is the nearest earlier node one
	// level up).
	Outline []Node `json:"outline"`
	// Full is set on the exhaustive walk (NewFull): every line, every
	// candidate, every nested judgement of the trace.
	Full bool `json:"full,omitempty"`
	// Line is set on a line walk (ExplainLine): the direction of the
	// three asked about, and Three the answer: "live", "false" (a false
	// three, 假活三) or "sleeping" (眠三; like a false three, not live).
	Line  string `json:"line,omitempty"`
	Three string `json:"three,omitempty"`
	// Labels are the points the sentences name by a label of their own
	// (WithNames), lower-case point to label; Name reads them.
	Labels map[string]string `json:"labels,omitempty"`
	// Frame is the question the walk answers (frames.go); "" for the
	// forbidden frame.
	Frame Frame `json:"frame,omitempty"`
}

// Node is one judged point of a walk's outline.
type Node struct {
	Point   string `json:"point"`
	Depth   int    `json:"depth"`
	Verdict string `json:"verdict"`
	// Kind is a forbidden point's kind ("" otherwise).
	Kind string `json:"kind"`
	// Step is the index of the step where its judgement starts.
	Step int `json:"step"`
}

// Step is one moment of a walk.
type Step struct {
	// Kind names the template the narration came from (e.g. "ask-root",
	// "line-three", "cand-ask", "cand-forbidden", "three-false",
	// "verdict-double-three").
	Kind string `json:"kind"`
	// Depth is the recursion depth: 0 while judging the real point, 1 while
	// judging a candidate with the real point placed, and so on.
	Depth int `json:"depth"`
	// Focus is the point being judged at this depth.
	Focus string `json:"focus"`
	// Path is the breadcrumb from the root: the points judged at depths
	// 0..Depth (Path[Depth] == Focus).
	Path []string `json:"path"`
	// Placed are the hypothetical black stones on the board at this step,
	// in order of placement (they are drawn numbered 1, 2, …). Focus is
	// among them once the walk is looking at its lines.
	Placed []string `json:"placed"`
	// Line is the direction highlighted ("horizontal", …), if any.
	Line string `json:"line,omitempty"`
	// Stones are the stones of the shape to highlight.
	Stones []string `json:"stones,omitempty"`
	// Points are key empty points: five points of a four, the two ends of
	// a straight four.
	Points []string `json:"points,omitempty"`
	// Candidate is the straight-four point under discussion.
	Candidate string `json:"candidate,omitempty"`
	// Blocker is what spoils a candidate: a White stone, "edge", or the
	// Black stone that would make six.
	Blocker string `json:"blocker,omitempty"`
	// Question asked at this step and the Answer found (either may be
	// empty): the walk's dialogue in short form.
	Question Text `json:"question"`
	Answer   Text `json:"answer"`
	// Fours and Threes are what has been counted so far for Focus.
	Fours  int `json:"fours"`
	Threes int `json:"threes"`
	// Verdict is set on verdict steps: the verdict for Focus, and Foul the
	// kind when it is forbidden ("double-three", "double-four",
	// "overline").
	Verdict string `json:"verdict,omitempty"`
	Foul    string `json:"foul,omitempty"`
	// Say is the narration sentence.
	Say Text `json:"say"`
}

// Explain judges a stone of colour c at p on b and returns its teaching
// walk.
func Explain(b *rules.Board, p rules.Point, c rules.Stone, opts ...Option) (*Walk, error) {
	t, err := rules.Explain(b, p, c)
	if err != nil {
		return nil, err
	}
	return New(t, opts...), nil
}

// ExplainFull is Explain with the exhaustive walk.
func ExplainFull(b *rules.Board, p rules.Point, c rules.Stone, opts ...Option) (*Walk, error) {
	t, err := rules.Explain(b, p, c)
	if err != nil {
		return nil, err
	}
	return NewFull(t, opts...), nil
}

// New turns a trace into its teaching walk (teach.go): the fewest steps
// that convince.
func New(t *rules.Trace, opts ...Option) *Walk {
	o := optionsOf(opts)
	switch {
	case t.Color == "white":
		return whiteWalk(t, o)
	case o.frame != "" && o.frame != FrameForbidden:
		return framed(t, o)
	}
	return teach(t, o)
}

// NewFull turns a trace into the exhaustive walk: every line, every
// candidate and every nested judgement the trace holds, in trace order.
// Its summary is the teaching walk's.
func NewFull(t *rules.Trace, opts ...Option) *Walk {
	o := optionsOf(opts)
	if t.Color == "white" {
		w := whiteWalk(t, o)
		w.Full = true
		return w
	}
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind, Full: true}
	real, err := rules.ParseStones(t.Position)
	if err != nil {
		real = rules.Board{}
	}
	b := &builder{w: w, real: real, nm: newNamer(o)}
	b.node(t, nil)
	w.Summary = teach(t, o).Summary
	w.Labels = b.nm.labels
	return w
}

func whiteWalk(t *rules.Trace, o options) *Walk {
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind}
	b := &builder{w: w, nm: newNamer(o)}
	b.white(t)
	w.Outline = []Node{{Point: t.Point, Verdict: t.Verdict}}
	w.Summary = w.Steps[len(w.Steps)-1].Say
	w.Labels = b.nm.labels
	return w
}

// builder builds the exhaustive walk.
type builder struct {
	w    *Walk
	real rules.Board
	nm   *namer
}

// say and add are the teacher's (teacher.say says why not inlined).
//
//go:noinline
func (b *builder) say(kind string, v vars) Text {
	v.nm = b.nm
	return say(kind, v)
}

//go:noinline
func (b *builder) add(s Step) *Step {
	if s.Placed == nil {
		s.Placed = []string{}
	}
	b.w.Steps = append(b.w.Steps, s)
	return &b.w.Steps[len(b.w.Steps)-1]
}

func (b *builder) white(t *rules.Trace) {
	v := vars{P: t.Point}
	b.add(Step{Kind: "ask-white", Focus: t.Point, Path: []string{t.Point}, Say: b.say("ask-white", v),
		Question: b.say("q-white", v)})
	kind := "white-legal"
	if t.Five {
		kind = "white-five"
	}
	b.add(Step{Kind: kind, Focus: t.Point, Path: []string{t.Point}, Placed: []string{t.Point}, Verdict: t.Verdict,
		Say: b.say(kind, v), Answer: b.say("a-"+t.Verdict, v)})
}

// node walks the judgement t, reached through path (the points judged
// above it), and returns nothing: the caller narrates the way back up.
func (b *builder) node(t *rules.Trace, path []string) {
	path = append(append([]string(nil), path...), t.Point)
	before := t.Placed                                         // stones on the board before t.Point
	after := append(append([]string(nil), before...), t.Point) // and with it
	base := Step{Depth: t.Depth, Focus: t.Point, Path: path}
	v := vars{P: t.Point, placed: before}
	board := boardAt(b.real, t)

	ask := base
	ask.Placed = before
	ask.Candidate = t.Point
	if t.Depth == 0 {
		ask.Kind, ask.Say = "ask-root", b.say("ask-root", v)
	} else {
		ask.Kind, ask.Say = "ask-sub", b.say("ask-sub", v)
	}
	ask.Question = b.say("q-forbidden", v)
	b.w.Outline = append(b.w.Outline, Node{Point: t.Point, Depth: t.Depth, Verdict: t.Verdict, Kind: t.Kind,
		Step: len(b.w.Steps)})
	b.add(ask)

	fours, threes := 0, 0
	for _, l := range t.Lines {
		if l.Shape == rules.ShapeNone {
			continue
		}
		s := base
		s.Placed = after
		s.Line, s.Stones, s.Points = l.Direction, l.Stones, l.FivePoints
		if l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree {
			s.Stones = lineThree(l)
		}
		if l.Shape == rules.ShapeDeadFour {
			s.Stones = runThrough(l.Stones, t.Point)
		}
		lv := vars{P: t.Point, dir: l.Direction, stones: s.Stones, points: l.FivePoints, n: len(l.Stones)}
		fours += l.Fours
		s.Fours, s.Threes = fours, threes
		sl, asleep := sleeping(&board, l)
		switch {
		case asleep:
			s.Kind = sleepKind(sl)
			s.Stones, s.Blocker = sl.three, sl.by
			lv.stones, lv.B = sl.three, sl.by
			s.Question = b.say("q-three", lv)
		case l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree:
			s.Kind = "line-three"
			s.Question = b.say("q-three", lv)
		default:
			s.Kind = "line-" + l.Shape
		}
		s.Say = b.say(s.Kind, lv)
		b.add(s)
		if l.Shape != rules.ShapeThree && l.Shape != rules.ShapeFalseThree {
			continue // a dead four's one sentence says why it is nothing
		}
		fives := 0 // five points told so far: the rule is said once
		for _, c := range l.Candidates {
			b.candidate(base, after, t, l, c, fives)
			if c.Status == rules.StatusFive {
				fives++
			}
		}
		r := base
		r.Placed = after
		r.Line, r.Stones = l.Direction, l.Stones
		switch {
		case l.Shape == rules.ShapeThree:
			threes++
			r.Kind = "three-live"
			r.Answer = b.say("a-live", lv)
		case asleep:
			r.Kind = "three-sleeping"
			r.Answer = b.say("a-sleeping", lv)
		default:
			r.Kind = falseCloseKind(l.Candidates)
			r.Answer = b.say("a-false", lv)
		}
		r.Fours, r.Threes = fours, threes
		r.Say = b.say(r.Kind, lv)
		b.add(r)
	}

	fin := base
	fin.Placed = after
	fin.Fours, fin.Threes = t.Fours, t.Threes
	fin.Verdict = t.Verdict
	if t.Verdict == "forbidden" {
		fin.Foul = t.Kind
	}
	fv := vars{P: t.Point, kind: t.Kind, combo: t.Combo, fours: t.Fours, threes: t.Threes, over: t.Overline}
	switch {
	case t.Verdict == "five" && fiveBeats(t):
		fin.Kind = "verdict-five-beats"
	case t.Verdict == "five":
		fin.Kind = "verdict-five"
	case t.Verdict == "forbidden":
		fin.Kind = "verdict-" + t.Kind
	case t.Reason == "four-three" && t.Depth == 0:
		fin.Kind = "verdict-four-three"
		if w, ok := whiteFivePoint(b.real, t); ok {
			fin.Kind, fv.W = "verdict-four-three-white", w
		}
	case t.Fours+t.Threes > 0:
		fin.Kind = "verdict-legal"
	default:
		fin.Kind = "verdict-legal-none"
	}
	fin.Say = b.say(fin.Kind, fv)
	fin.Answer = b.say("a-"+t.Verdict, fv)
	b.add(fin)
}

// candidate narrates one candidate straight-four point of a three-like
// line of t, descending into its judgement when there is one.
func (b *builder) candidate(base Step, after []string, t *rules.Trace, l rules.LineTrace, c rules.Candidate, fives int) {
	s := base
	s.Placed = after
	s.Line, s.Candidate, s.Stones, s.Points, s.Blocker = l.Direction, c.Point, c.Four, c.Ends, c.Blocker
	cv := vars{P: t.Point, C: c.Point, B: c.Blocker, four: c.Four, n: len(c.Four), fdir: c.FiveLine, placed: after}
	switch c.Status {
	case rules.StatusOccupied, rules.StatusBlocked, rules.StatusOverline, rules.StatusFive:
		s.Kind = staticKind(c, fives)
	case rules.StatusUnchecked:
		s.Kind = "cand-unchecked"
	case rules.StatusCounts, rules.StatusForbidden:
		s.Kind = "cand-ask"
		s.Question = b.say("q-candidate", cv)
		s.Say = b.say(s.Kind, cv)
		b.add(s)
		b.node(c.Sub, base.Path)
		back := s
		back.Question = Text{}
		cv.kind = c.Sub.Kind
		if c.Status == rules.StatusForbidden {
			back.Kind = "cand-forbidden"
			back.Answer = b.say("a-cand-forbidden", cv)
		} else {
			back.Kind = "cand-counts"
			back.Answer = b.say("a-cand-counts", cv)
		}
		back.Say = b.say(back.Kind, cv)
		b.add(back)
		return
	}
	s.Say = b.say(s.Kind, cv)
	s.Answer = b.say("a-not-straight", cv)
	if c.Status == rules.StatusUnchecked {
		s.Answer = Text{}
	}
	b.add(s)
}

// runThrough is the run of consecutive stones through p in a line's
// stones (in line order): a dead four's four, without the stones beyond
// its gaps.
func runThrough(stones []string, p string) []string {
	pts := make([]rules.Point, 0, len(stones))
	at := -1
	for _, s := range stones {
		q, err := rules.ParsePoint(s)
		if err != nil {
			return stones
		}
		if s == p {
			at = len(pts)
		}
		pts = append(pts, q)
	}
	if at < 0 {
		return stones
	}
	next := func(a, b rules.Point) bool {
		dc, dr := b.Col-a.Col, b.Row-a.Row
		return max(abs(dc), abs(dr)) == 1
	}
	lo, hi := at, at
	for lo > 0 && next(pts[lo-1], pts[lo]) {
		lo--
	}
	for hi < len(pts)-1 && next(pts[hi], pts[hi+1]) {
		hi++
	}
	return stones[lo : hi+1]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// staticKind is the template of a candidate that the line alone rules
// out: taken by White, closed at one end, too long, or making a five
// (fives: how many five points of its line were told before; the first
// one says the rule).
func staticKind(c rules.Candidate, fives int) string {
	switch c.Status {
	case rules.StatusOccupied:
		return "cand-occupied"
	case rules.StatusBlocked:
		if c.Blocker == "edge" {
			return "cand-blocked-edge"
		}
		return "cand-blocked-white"
	case rules.StatusOverline:
		if c.Blocker != "" {
			return "cand-six"
		}
		return "cand-long"
	}
	if fives > 0 {
		return "cand-five-again"
	}
	return "cand-five"
}
