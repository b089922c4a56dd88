package tutor

import (
	"fmt"

	"renju/rules"
)

// A walk answers one question, its frame, in the words of the page that
// asks it. A lesson asks, in the curriculum's order: does this stone
// make five (lesson 1)? which four does it make, simple or straight, and
// where are its five points (lesson 2)? is this three live, and which
// points make its straight four (lessons 3 and 4)? and from the
// forbidden-move lessons on: is this point forbidden? The free board,
// the Classroom and the drills ask the last. The judge's trace is the
// same whatever the frame; the frame chooses what the walk looks at and
// says.

// Frame is the question a walk answers.
type Frame string

// The frames.
const (
	FrameForbidden Frame = "forbidden" // is the point forbidden? (teach.go)
	FrameFive      Frame = "five"      // does the stone make five?
	FrameFour      Frame = "four"      // which four does it make, and its five points
	FrameThree     Frame = "three"     // is the three it makes live: its straight-four points
)

// Frames lists the frames in the curriculum's order.
var Frames = []Frame{FrameFive, FrameFour, FrameThree, FrameForbidden}

// ParseFrame reads a frame's name.
func ParseFrame(s string) (Frame, error) {
	for _, f := range Frames {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown frame %q (want five, four, three or forbidden)", s)
}

// WithFrame makes the walk answer frame f's question. A walk without it
// asks whether the point is forbidden.
func WithFrame(f Frame) Option {
	return func(o *options) { o.frame = f }
}

// framed builds the walk of a black trace in a frame other than the
// forbidden one.
func framed(t *rules.Trace, o options) *Walk {
	w := &Walk{Position: t.Position, Point: t.Point, Color: t.Color, Verdict: t.Verdict, Kind: t.Kind, Frame: o.frame}
	tc := newTeacher(w, t.Position, o)
	switch o.frame {
	case FrameFive:
		tc.askFive(t)
	case FrameFour:
		tc.askFour(t)
	case FrameThree:
		tc.askThree(t)
	}
	w.Outline = []Node{{Point: t.Point, Verdict: t.Verdict, Kind: t.Kind}}
	tc.nm.of(t.Point)
	w.Labels = tc.nm.labels
	return w
}

// decisive is t's line of a five, else of an overline, else nil.
func decisive(t *rules.Trace) *rules.LineTrace {
	for _, shape := range []string{rules.ShapeFive, rules.ShapeOverline} {
		for i := range t.Lines {
			if t.Lines[i].Shape == shape {
				return &t.Lines[i]
			}
		}
	}
	return nil
}

// frameStep is a frame's first step: the question, before the stone is
// placed.
func (tc *teacher) frameStep(t *rules.Trace, kind string) {
	v := vars{P: t.Point}
	tc.add(Step{Kind: "ask-" + kind, Focus: t.Point, Path: []string{t.Point}, Candidate: t.Point,
		Question: tc.say("q-"+kind, v), Say: tc.say("frame-"+kind, v)})
}

// placedStep is a step with the stone on the board.
func placedStep(t *rules.Trace) Step {
	return Step{Focus: t.Point, Path: []string{t.Point}, Placed: []string{t.Point}}
}

// settleFiveOrOverline shows t's five or overline line, if it has one,
// and ends the walk with what it means in the frame (kind: "five" or
// "four"). It reports whether it did.
func (tc *teacher) settleFiveOrOverline(t *rules.Trace, kind string) bool {
	l := decisive(t)
	if l == nil {
		return false
	}
	s := placedStep(t)
	s.Kind = "line-" + l.Shape
	s.Line, s.Stones = l.Direction, l.Stones
	v := vars{P: t.Point, dir: l.Direction, stones: l.Stones, n: len(l.Stones), over: t.Overline, fours: t.Fours, threes: t.Threes}
	s.Say = tc.say(s.Kind, v)
	tc.add(s)
	end := placedStep(t)
	end.Line, end.Stones = l.Direction, l.Stones
	end.Verdict = t.Verdict
	if l.Shape == rules.ShapeFive {
		end.Kind = kind + "-five"
		if fiveBeats(t) {
			end.Kind = kind + "-five-beats"
		}
		end.Answer = tc.say("a-five", v)
	} else {
		end.Kind = kind + "-overline"
		end.Foul = t.Kind
		end.Answer = tc.say("a-overline", v)
	}
	end.Say = tc.say(end.Kind, v)
	tc.add(end)
	tc.w.Summary = tc.say("sum-"+end.Kind, v)
	return true
}

// askFive is the walk of "does the stone make five?".
func (tc *teacher) askFive(t *rules.Trace) {
	tc.frameStep(t, "five")
	if tc.settleFiveOrOverline(t, "five") {
		return
	}
	v := vars{P: t.Point}
	end := placedStep(t)
	end.Kind, end.Verdict = "five-none", t.Verdict
	end.Say, end.Answer = tc.say("five-none", v), tc.say("a-no-five", v)
	tc.add(end)
	tc.w.Summary = tc.say("sum-five-none", v)
}

// askFour is the walk of "which four does the stone make?": each four,
// simple or straight, with its five points and, for a simple four, what
// leaves it only one.
func (tc *teacher) askFour(t *rules.Trace) {
	tc.frameStep(t, "four")
	if tc.settleFiveOrOverline(t, "four") {
		return
	}
	b := boardAt(tc.real, t)
	var last vars
	straight := 0
	for _, l := range t.Lines {
		if l.Fours == 0 && l.Shape != rules.ShapeDeadFour {
			continue
		}
		s := placedStep(t)
		s.Line, s.Stones, s.Points = l.Direction, l.Stones, l.FivePoints
		v := vars{P: t.Point, dir: l.Direction, stones: l.Stones, points: l.FivePoints}
		switch l.Shape {
		case rules.ShapeFour:
			s.Kind, v.B = simpleWhy(&b, l)
		case rules.ShapeDeadFour:
			s.Kind = "line-dead-four"
			s.Stones = runThrough(l.Stones, t.Point)
			v.stones = s.Stones
		default:
			s.Kind = "line-" + l.Shape
			if l.Shape == rules.ShapeStraightFour {
				straight++
			}
		}
		if s.Kind == "four-simple-white" || s.Kind == "four-simple-edge" || s.Kind == "four-simple-six" {
			s.Blocker = v.B
		}
		s.Fours = t.Fours
		s.Say = tc.say(s.Kind, v)
		tc.add(s)
		if l.Fours > 0 {
			last = v
		}
	}
	end := placedStep(t)
	end.Verdict, end.Fours = t.Verdict, t.Fours
	switch {
	case t.Fours == 0:
		end.Kind = "four-none"
		last = vars{P: t.Point}
	case t.Fours >= 2:
		end.Kind = "four-two"
		if tc.nm.knows("double-four") {
			end.Kind, end.Foul = "four-two-foul", t.Kind
		}
		last = vars{P: t.Point, fours: t.Fours}
	case straight == 1:
		end.Kind = "four-straight"
		end.Points = last.points
	default:
		end.Kind = "four-simple"
		end.Points = last.points
	}
	end.Say = tc.say(end.Kind, last)
	end.Answer = tc.say("a-"+end.Kind, last)
	tc.add(end)
	tc.w.Summary = tc.say("sum-"+end.Kind, last)
}

// simpleWhy is the template of a simple four's line, by what leaves it
// one five point, and the point that does: White or the edge beyond the
// other end of a solid four, a stone there that would make six, or a
// gap that is the only place five can be made.
func simpleWhy(b *rules.Board, l rules.LineTrace) (string, string) {
	pts := make([]rules.Point, 0, len(l.Stones))
	for _, s := range l.Stones {
		p, err := rules.ParsePoint(s)
		if err != nil {
			return "line-four", ""
		}
		pts = append(pts, p)
	}
	if len(pts) != 4 || len(l.FivePoints) != 1 {
		return "line-four", ""
	}
	dc, dr := sign(pts[3].Col-pts[0].Col), sign(pts[3].Row-pts[0].Row)
	for i := 1; i < 4; i++ {
		if pts[i].Col-pts[i-1].Col != dc || pts[i].Row-pts[i-1].Row != dr {
			return "four-simple-gap", ""
		}
	}
	five := rules.MustPoint(l.FivePoints[0])
	other := rules.Point{Col: pts[0].Col - dc, Row: pts[0].Row - dr}
	if other == five {
		other = rules.Point{Col: pts[3].Col + dc, Row: pts[3].Row + dr}
	}
	switch {
	case !other.OnBoard():
		return "four-simple-edge", "edge"
	case b.At(other) == rules.White:
		return "four-simple-white", other.String()
	}
	return "four-simple-six", other.String()
}

// askThree is the walk of "is this three live?": each three-shape the
// stone makes, with its straight-four points.
func (tc *teacher) askThree(t *rules.Trace) {
	lines := threeLike(t)
	if len(lines) == 1 && decisive(t) == nil {
		tc.askLine(t, lines[0])
		tc.w.Summary = tc.summary()
		return
	}
	tc.frameStep(t, "three")
	if tc.settleFiveOrOverline(t, "five") {
		return
	}
	v := vars{P: t.Point}
	if len(lines) == 0 {
		end := placedStep(t)
		end.Kind, end.Verdict = "three-none", t.Verdict
		end.Say, end.Answer = tc.say("three-none", v), tc.say("a-no-three", v)
		tc.add(end)
		tc.w.Summary = tc.say("sum-three-none", v)
		return
	}
	// Each three in line order: a sleeping one named, a live one shown
	// through its straight-four point, a false one by every point; then
	// how many are live.
	tc.nodes = append(tc.nodes, node{t: t, step: 0, parent: -1, asked: true})
	base := placedStep(t)
	b := boardAt(tc.real, t)
	live := 0
	for _, l := range lines {
		lv := vars{P: t.Point, dir: l.Direction, stones: lineThree(l)}
		if c, ok := sleeping(&b, l); ok {
			lv.stones, lv.B = c.three, c.by
			sl := base
			sl.Kind = sleepKind(c)
			sl.Line, sl.Stones, sl.Blocker = l.Direction, c.three, c.by
			sl.Question = tc.say("q-three", lv)
			sl.Say = tc.say(sl.Kind, lv)
			sl.Answer = tc.say("a-sleeping", lv)
			tc.add(sl)
			tc.nodes[0].sleeps = append(tc.nodes[0].sleeps, sleeper{line: l, by: c})
			continue
		}
		if l.Shape == rules.ShapeThree {
			live++
			tc.proveLive(t, base, l, 0)
			continue
		}
		tc.proveFalse(t, base, l, 0)
	}
	end := base
	end.Threes, end.Verdict = live, t.Verdict
	v = vars{P: t.Point, threes: live}
	end.Kind = "three-count"
	if live == 0 {
		end.Kind = "three-count-none"
	}
	end.Say = tc.say(end.Kind, v)
	tc.add(end)
	tc.w.Summary = tc.summary()
}

// addFrameTemplates adds the frames' sentences.
func addFrameTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"q-five": {"Does {P} make five?", "{P}能成五吗？"},
		"q-four": {"Which four does {P} make?", "{P}形成什么样的四？"},
		"frame-five": {"Does a black stone at {P} make five? Place it and look along its four lines.",
			"黑棋下在{P}能不能成五？放上这颗子，沿经过它的四条线看一看。"},
		"frame-four": {"Which four does a black stone at {P} make? Place it and look for a row that one more stone would turn into five.",
			"黑棋下在{P}形成什么样的四？放上这颗子，找一找再下一子就能成五的棋形。"},
		"frame-three": {"Does a black stone at {P} make a live three? Place it and look along its four lines.",
			"黑棋下在{P}能不能形成活三？放上这颗子，沿经过它的四条线看一看。"},

		"five-five": {"So {P} makes five: Black wins.", "所以{P}成五：黑胜。"},
		"five-five-beats": {"So {P} makes five, and Black wins: a five wins at once, even when the same move makes a forbidden shape.",
			"所以{P}成五，黑胜：即使同一手还形成了禁手形状，成五也立即获胜。"},
		"five-overline": {"So {P} makes no five: six or more in a row is an overline, and for Black an overline is forbidden.",
			"所以{P}不能成五：六子以上相连是长连，黑棋长连是禁手。"},
		"five-none": {"No line through {P} holds five in a row: {P} makes no five.", "经过{P}的线上都没有五子相连：{P}不能成五。"},
		"four-five": {"So {P} makes more than a four: it makes five, and Black wins.", "所以{P}不只是成四，而是直接成五：黑胜。"},
		"four-five-beats": {"So {P} makes more than a four: it makes five, and Black wins, even though the same move makes a forbidden shape.",
			"所以{P}不只是成四，而是直接成五：即使同一手还形成了禁手形状，黑棋也获胜。"},
		"four-overline": {"So {P} makes six or more in a row: an overline, not a four and not a five. For Black it is forbidden.",
			"所以{P}形成六子以上相连：这是长连，不是四也不是五。黑棋长连是禁手。"},

		"four-simple-white": {"On the {dir}, {stones} is a simple four: only {points} would make five, because White at {B} closes the other end.",
			"{dir}上，{stones}是冲四：另一端被白棋{B}挡住，只有{points}能成五。"},
		"four-simple-edge": {"On the {dir}, {stones} is a simple four: only {points} would make five, because the other end is the edge of the board.",
			"{dir}上，{stones}是冲四：另一端顶到盘端，只有{points}能成五。"},
		"four-simple-six": {"On the {dir}, {stones} is a simple four: only {points} would make five, because a stone at the other end, {B}, would make six in a row, not five.",
			"{dir}上，{stones}是冲四：另一端{B}补上会连成六子而不是五连，只有{points}能成五。"},
		"four-simple-gap": {"On the {dir}, {stones} is a simple four with a gap: only the gap, {points}, would make five.",
			"{dir}上，{stones}是中间有空的冲四：只有补上空点{points}才能成五。"},
		"four-none":     {"So {P} makes no four: no line through it is one stone short of five.", "所以{P}不形成四：经过它的每条线上，再下一子都成不了五。"},
		"four-simple":   {"So {P} makes a simple four: its one five point is {points}.", "所以{P}形成冲四，唯一的成五点是{points}。"},
		"four-straight": {"So {P} makes a straight four: {points} both make five, and White cannot block both.", "所以{P}形成活四：{points}都能成五，白棋挡不住两头。"},
		"four-two":      {"So {P} makes two fours at once.", "所以{P}同时形成两个四。"},
		"four-two-foul": {"So {P} makes two fours at once: for Black that is a double-four, forbidden.", "所以{P}同时形成两个四：对黑棋来说，这是四四禁手。"},

		"three-none":       {"No line through {P} holds a three: {P} makes no three.", "经过{P}的线上都没有三：{P}不形成三。"},
		"three-count":      {"So {P} makes {what}.", "所以{P}形成{what}。"},
		"three-count-none": {"So {P} makes no live three.", "所以{P}没有形成活三。"},

		"a-overline":      {"{P}: an overline, not a five", "{P}：长连，不是五连"},
		"a-no-five":       {"{P}: no five", "{P}：不能成五"},
		"a-four-none":     {"{P}: no four", "{P}：没有四"},
		"a-four-simple":   {"simple four, five point {points}", "冲四，成五点{points}"},
		"a-four-straight": {"straight four, five points {points}", "活四，成五点{points}"},
		"a-four-two":      {"{P}: two fours", "{P}：两个四"},
		"a-four-two-foul": {"{P}: two fours, a double-four", "{P}：两个四，四四禁手"},
		"a-no-three":      {"{P}: no three", "{P}：没有三"},

		"sum-five-five":       {"{P} makes five on the {dir}: Black wins.", "{P}在{dir}上成五：黑胜。"},
		"sum-five-five-beats": {"{P} makes five on the {dir}: Black wins, whatever else the move makes.", "{P}在{dir}上成五：无论同时还形成什么，黑胜。"},
		"sum-five-overline":   {"{P} makes {n} in a row on the {dir}: an overline, not a five, and forbidden for Black.", "{P}在{dir}上连成{n}子：是长连，不是五连，黑棋长连是禁手。"},
		"sum-five-none":       {"{P} makes no five.", "{P}不能成五。"},
		"sum-four-five":       {"{P} makes five on the {dir}: Black wins.", "{P}在{dir}上成五：黑胜。"},
		"sum-four-five-beats": {"{P} makes five on the {dir}: Black wins, whatever else the move makes.", "{P}在{dir}上成五：无论同时还形成什么，黑胜。"},
		"sum-four-overline":   {"{P} makes {n} in a row on the {dir}: an overline, not a four, and forbidden for Black.", "{P}在{dir}上连成{n}子：是长连，不是四，黑棋长连是禁手。"},
		"sum-four-none":       {"{P} makes no four.", "{P}不形成四。"},
		"sum-four-simple":     {"{P} makes a simple four on the {dir}, with one five point: {points}.", "{P}在{dir}上形成冲四，只有一个成五点：{points}。"},
		"sum-four-straight":   {"{P} makes a straight four on the {dir}, with two five points: {points}.", "{P}在{dir}上形成活四，有两个成五点：{points}。"},
		"sum-four-two":        {"{P} makes two fours at once.", "{P}同时形成两个四。"},
		"sum-four-two-foul":   {"{P} makes two fours at once: a double-four, forbidden for Black.", "{P}同时形成两个四：四四禁手。"},
		"sum-three-none":      {"{P} makes no three.", "{P}不形成三。"},
	} {
		m[k] = t
	}
}
