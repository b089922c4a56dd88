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
	// Verdict is set on verdict steps: the verdict for Focus.
	Verdict string `json:"verdict,omitempty"`
	// Say is the narration sentence.
	Say Text `json:"say"`
}

// Explain judges a stone of colour c at p on b and returns its walk.
func Explain(b *rules.Board, p rules.Point, c rules.Stone) (*Walk, error) {
	t, err := rules.Explain(b, p, c)
	if err != nil {
		return nil, err
	}
	return New(t), nil
}

// New turns a trace into a walk.
func New(t *rules.Trace) *Walk {
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind}
	b := &builder{w: w}
	if t.Color == "white" {
		b.white(t)
	} else {
		b.node(t, nil)
	}
	return w
}

type builder struct{ w *Walk }

func (b *builder) add(s Step) *Step {
	if s.Placed == nil {
		s.Placed = []string{}
	}
	b.w.Steps = append(b.w.Steps, s)
	return &b.w.Steps[len(b.w.Steps)-1]
}

func (b *builder) white(t *rules.Trace) {
	v := vars{P: t.Point}
	b.add(Step{Kind: "ask-white", Focus: t.Point, Path: []string{t.Point}, Say: say("ask-white", v),
		Question: say("q-white", v)})
	kind := "white-legal"
	if t.Five {
		kind = "white-five"
	}
	b.add(Step{Kind: kind, Focus: t.Point, Path: []string{t.Point}, Placed: []string{t.Point}, Verdict: t.Verdict,
		Say: say(kind, v), Answer: say("a-"+t.Verdict, v)})
}

// node walks the judgement t, reached through path (the points judged
// above it), and returns nothing: the caller narrates the way back up.
func (b *builder) node(t *rules.Trace, path []string) {
	path = append(append([]string(nil), path...), t.Point)
	before := t.Placed                                         // stones on the board before t.Point
	after := append(append([]string(nil), before...), t.Point) // and with it
	base := Step{Depth: t.Depth, Focus: t.Point, Path: path}
	v := vars{P: t.Point, placed: before}

	ask := base
	ask.Placed = before
	ask.Candidate = t.Point
	if t.Depth == 0 {
		ask.Kind, ask.Say = "ask-root", say("ask-root", v)
	} else {
		ask.Kind, ask.Say = "ask-sub", say("ask-sub", v)
	}
	ask.Question = say("q-forbidden", v)
	b.add(ask)

	fours, threes := 0, 0
	for _, l := range t.Lines {
		if l.Shape == rules.ShapeNone {
			continue
		}
		s := base
		s.Placed = after
		s.Line, s.Stones, s.Points = l.Direction, l.Stones, l.FivePoints
		lv := vars{P: t.Point, dir: l.Direction, stones: l.Stones, points: l.FivePoints, n: len(l.Stones)}
		fours += l.Fours
		s.Fours, s.Threes = fours, threes
		switch l.Shape {
		case rules.ShapeThree, rules.ShapeFalseThree:
			s.Kind = "line-three"
			s.Question = say("q-three", lv)
		default:
			s.Kind = "line-" + l.Shape
		}
		s.Say = say(s.Kind, lv)
		b.add(s)
		if l.Shape != rules.ShapeThree && l.Shape != rules.ShapeFalseThree {
			continue // a dead four's one sentence says why it is nothing
		}
		for _, c := range l.Candidates {
			b.candidate(base, after, t, l, c)
		}
		r := base
		r.Placed = after
		r.Line, r.Stones = l.Direction, l.Stones
		if l.Shape == rules.ShapeThree {
			threes++
			r.Kind = "three-live"
			r.Answer = say("a-live", lv)
		} else {
			r.Kind = "three-false"
			r.Answer = say("a-false", lv)
		}
		r.Fours, r.Threes = fours, threes
		r.Say = say(r.Kind, lv)
		b.add(r)
	}

	fin := base
	fin.Placed = after
	fin.Fours, fin.Threes = t.Fours, t.Threes
	fin.Verdict = t.Verdict
	fv := vars{P: t.Point, kind: t.Kind, combo: t.Combo, fours: t.Fours, threes: t.Threes, over: t.Overline}
	switch {
	case t.Verdict == "five" && (t.Overline || t.Fours >= 2 || t.Threes >= 2):
		fin.Kind = "verdict-five-beats"
	case t.Verdict == "five":
		fin.Kind = "verdict-five"
	case t.Verdict == "forbidden":
		fin.Kind = "verdict-" + t.Kind
	case t.Reason == "four-three":
		fin.Kind = "verdict-four-three"
	case t.Fours+t.Threes > 0:
		fin.Kind = "verdict-legal"
	default:
		fin.Kind = "verdict-legal-none"
	}
	fin.Say = say(fin.Kind, fv)
	fin.Answer = say("a-"+t.Verdict, fv)
	b.add(fin)
}

// candidate narrates one candidate straight-four point of a three-like
// line of t, descending into its judgement when there is one.
func (b *builder) candidate(base Step, after []string, t *rules.Trace, l rules.LineTrace, c rules.Candidate) {
	s := base
	s.Placed = after
	s.Line, s.Candidate, s.Stones, s.Points, s.Blocker = l.Direction, c.Point, c.Four, c.Ends, c.Blocker
	cv := vars{P: t.Point, C: c.Point, B: c.Blocker, four: c.Four, n: len(c.Four), fdir: c.FiveLine, placed: after}
	switch c.Status {
	case rules.StatusOccupied:
		s.Kind = "cand-occupied"
	case rules.StatusBlocked:
		s.Kind = "cand-blocked-white"
		if c.Blocker == "edge" {
			s.Kind = "cand-blocked-edge"
		}
	case rules.StatusOverline:
		s.Kind = "cand-long"
		if c.Blocker != "" {
			s.Kind = "cand-six"
		}
	case rules.StatusFive:
		s.Kind = "cand-five"
	case rules.StatusUnchecked:
		s.Kind = "cand-unchecked"
	case rules.StatusCounts, rules.StatusForbidden:
		s.Kind = "cand-ask"
		s.Question = say("q-candidate", cv)
		s.Say = say(s.Kind, cv)
		b.add(s)
		b.node(c.Sub, base.Path)
		back := s
		back.Question = Text{}
		cv.kind = c.Sub.Kind
		if c.Status == rules.StatusForbidden {
			back.Kind = "cand-forbidden"
			back.Answer = say("a-cand-forbidden", cv)
		} else {
			back.Kind = "cand-counts"
			back.Answer = say("a-cand-counts", cv)
		}
		back.Say = say(back.Kind, cv)
		b.add(back)
		return
	}
	s.Say = say(s.Kind, cv)
	s.Answer = say("a-not-straight", cv)
	if c.Status == rules.StatusUnchecked {
		s.Answer = Text{}
	}
	b.add(s)
}
