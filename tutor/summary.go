package tutor

import (
	"strings"

	"renju/rules"
)

// The summary names, for the root's verdict, every line that decides it
// and, for each, the reason one level down: "H8 is forbidden, a
// double-three: the three on the horizontal line is live (I8 would be
// legal) and the three on the vertical line is live (H7 would be legal)."
// Each nested judgement that needed reasons of its own (a double-three,
// or a legal point with false threes) then gets one sentence of the same
// form, in outline order, so that every branch of the walk is named once
// and no sentence nests more than one level.

// summary writes the walk's summary from the nodes the walk judged.
func (tc *teacher) summary() Text {
	var sents []Text
	clauses := false
	for i, n := range tc.nodes {
		if i > 0 && (n.quick || len(n.lives)+len(n.falses)+len(n.sleeps) == 0) {
			continue // named in its parent's sentence
		}
		s, c := tc.sentence(i)
		sents = append(sents, s)
		clauses = clauses || c
	}
	out := join(sents...)
	out.ZH = strings.ReplaceAll(out.ZH, "。 ", "。")
	if clauses {
		out = Text{EN: "In short: " + out.EN, ZH: "小结：" + out.ZH}
	}
	return out
}

// sentence is node i's sentence and whether it names lines.
func (tc *teacher) sentence(i int) (Text, bool) {
	n := tc.nodes[i]
	t := n.t
	cl := tc.clauses(i)
	v := vars{P: t.Point, kind: t.Kind, clauses: cl, W: n.white,
		combo: shownCombo(t, len(n.lives)), fours: t.Fours, threes: t.Threes, over: t.Overline}
	if n.decisive != nil {
		v.dir = n.decisive.Direction
	}
	if n.asked {
		return tc.say("sum-line", v), true
	}
	if n.parent >= 0 {
		if t.Verdict == "forbidden" {
			return tc.say("sum-sub-"+t.Kind, v), true
		}
		return tc.say("sum-sub-legal", v), true
	}
	switch {
	case t.Verdict == "five" && fiveBeats(t):
		return tc.say("sum-five-beats", v), false
	case t.Verdict == "five":
		return tc.say("sum-five", v), false
	case t.Kind == "overline":
		return tc.say("sum-overline", v), false
	case t.Verdict == "forbidden":
		return tc.say("sum-"+t.Kind, v), true
	case t.Reason == "four-three" && n.white != "":
		return tc.say("sum-four-three-white", v), true
	case t.Reason == "four-three":
		return tc.say("sum-four-three", v), true
	case cl.EN != "":
		if open, _ := tc.openThrees(t); len(open) == len(n.falses) {
			return tc.say("sum-legal-none", v), true
		}
		return tc.say("sum-legal", v), true
	}
	return tc.say("sum-"+tc.verdictKind(t), v), false
}

// clauses are node i's reasons: its fours (of a double-four or a
// four-three), the threes shown live and false, and its sleeping threes.
func (tc *teacher) clauses(i int) Text {
	n := tc.nodes[i]
	var parts []Text
	if !n.asked && (n.t.Fours >= 2 || (n.parent < 0 && n.t.Reason == "four-three")) {
		for _, l := range n.t.Lines {
			if l.Fours > 0 {
				parts = append(parts, tc.say("clause-"+l.Shape, vars{dir: l.Direction}))
			}
		}
	}
	for _, p := range n.lives {
		v := vars{dir: p.line.Direction, C: p.cands[0].Point}
		parts = append(parts, tc.say("clause-live", v))
	}
	for _, p := range n.falses {
		v := vars{dir: p.line.Direction, clauses: tc.reasons(p)}
		parts = append(parts, tc.say("clause-false", v))
	}
	for _, s := range n.sleeps {
		if n.t.Verdict != "legal" && !n.asked {
			break // a foul or a five does not turn on a three that cannot count
		}
		by := tc.say(closedKind(s.by), vars{B: s.by.by})
		parts = append(parts, tc.say("clause-sleeping", vars{dir: s.line.Direction, clauses: by}))
	}
	return and(parts)
}

// reasons say why each point of a false three does not count.
func (tc *teacher) reasons(p proof) Text {
	var parts []Text
	for k, c := range p.cands {
		v := vars{C: c.Point, B: c.Blocker}
		kind := "reason-" + c.Status
		switch c.Status {
		case rules.StatusBlocked:
			kind = "reason-blocked-white"
			if c.Blocker == "edge" {
				kind = "reason-blocked-edge"
			}
		case rules.StatusOverline:
			kind = "reason-long"
			if c.Blocker != "" {
				kind = "reason-six"
			}
		case rules.StatusForbidden:
			if s := p.subs[k]; s >= 0 {
				v.kind = tc.nodes[s].t.Kind
			}
		}
		parts = append(parts, tc.say(kind, v))
	}
	// Semicolons: a reason may hold a comma of its own.
	en := make([]string, len(parts))
	zh := make([]string, len(parts))
	for i, p := range parts {
		en[i], zh[i] = p.EN, p.ZH
	}
	return Text{EN: strings.Join(en, "; "), ZH: strings.Join(zh, "；")}
}

// and joins clauses: "A and B", "A, B and C" / "A，B".
func and(parts []Text) Text {
	en := make([]string, len(parts))
	zh := make([]string, len(parts))
	for i, p := range parts {
		en[i], zh[i] = p.EN, p.ZH
	}
	return Text{EN: series(en, English), ZH: strings.Join(zh, "，")}
}
