package drills

import (
	"slices"

	"renju/rules"
)

func explainBlack(b *rules.Board, p rules.Point) *rules.Trace {
	t, err := rules.Explain(b, p, rules.Black)
	if err != nil {
		panic(err) // callers pass empty points only
	}
	return t
}

// EmptyPoints lists the empty points of b, column by column.
func EmptyPoints(b *rules.Board) []rules.Point { return emptyPoints(b) }

func emptyPoints(b *rules.Board) []rules.Point {
	var ps []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if p := (rules.Point{Col: col, Row: row}); b.At(p) == rules.Empty {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func (g *Generator) isForbidden(b *rules.Board, level int) (Drill, bool) {
	wantYes := g.wantYes
	var pool []*rules.Trace
	if wantYes {
		for _, f := range rules.ForbiddenMap(b) {
			if g.wantKind != "" && f.Kind.String() != g.wantKind {
				continue
			}
			g.pause()
			if t := explainBlack(b, f.Point); levelOf(t) == level {
				pool = append(pool, t)
			}
		}
	} else {
		near := lineCounts(b, rules.Black)
		for _, p := range emptyPoints(b) {
			if near[p.Col][p.Row] < 2 {
				continue // no three-like shape can pass through p
			}
			g.pause()
			t := explainBlack(b, p)
			if t.Verdict == "legal" && tempting(t) && levelOf(t) == level {
				pool = append(pool, t)
			}
		}
	}
	if len(pool) == 0 {
		return Drill{}, false
	}
	return forbiddenDrill(pool[g.rng.IntN(len(pool))]), true
}

// forbiddenDrill is the is-forbidden drill about the point of the judge's
// trace t: whether it is forbidden, and its kind.
func forbiddenDrill(t *rules.Trace) Drill {
	yes := t.Verdict == "forbidden"
	return Drill{Point: t.Point, Answer: Answer{Forbidden: &yes, Kind: t.Kind}}
}

func (g *Generator) findAll(b *rules.Board, level int) (Drill, bool) {
	fouls := rules.ForbiddenMap(b)
	if len(fouls) == 0 || len(fouls) > 5 {
		return Drill{}, false
	}
	out, top := foulsAnswer(b, fouls)
	if top != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Fouls: out}}, true
}

// foulsAnswer is the find-all answer for the forbidden points fouls of b
// (rules.ForbiddenMap), and the highest level among them.
func foulsAnswer(b *rules.Board, fouls []rules.Foul) ([]Foul, int) {
	top := 0
	var out []Foul
	for _, f := range fouls {
		top = max(top, levelOf(explainBlack(b, f.Point)))
		out = append(out, Foul{f.Point.String(), f.Kind.String()})
	}
	return out, top
}

func (g *Generator) liveOrFalse(b *rules.Board, level int) (Drill, bool) {
	wantLive := g.wantYes
	type pick struct {
		t    *rules.Trace
		line rules.LineTrace
	}
	var pool []pick
	near := lineCounts(b, rules.Black)
	for _, p := range emptyPoints(b) {
		if near[p.Col][p.Row] < 2 {
			continue // no three can pass through p
		}
		g.pause()
		t := explainBlack(b, p)
		if t.Verdict == "five" || levelOf(t) != level {
			continue
		}
		for _, l := range plainThrees(b, t) {
			if (wantLive && l.Shape == rules.ShapeThree) || (!wantLive && l.Shape == rules.ShapeFalseThree) {
				pool = append(pool, pick{t, l})
			}
		}
	}
	if len(pool) == 0 {
		return Drill{}, false
	}
	pk := pool[g.rng.IntN(len(pool))]
	return liveOrFalseDrill(pk.t, pk.line), true
}

// plainThrees are the lines of the judge's trace t (of a point of b) that
// a live-or-false drill may ask about: plain three-stone shapes that look
// open, live or false. A sleeping three (眠三: White or the edge right
// beyond one end of its stones) is left out: RULES.md calls it neither
// live nor false, and "live or false?" would have no true answer.
func plainThrees(b *rules.Board, t *rules.Trace) []rules.LineTrace {
	var out []rules.LineTrace
	for _, l := range t.Lines {
		if len(l.Stones) != 3 {
			continue // ask about plain three-stone shapes only
		}
		if l.Shape == rules.ShapeThree || (l.Shape == rules.ShapeFalseThree && !visiblyClosed(b, l.Stones)) {
			out = append(out, l)
		}
	}
	return out
}

// visiblyClosed reports whether the point just beyond either end of
// stones (points of one line) is White or off the board.
func visiblyClosed(b *rules.Board, stones []string) bool {
	ps := make([]rules.Point, 0, len(stones))
	for _, s := range stones {
		p, err := rules.ParsePoint(s)
		if err != nil {
			return false
		}
		ps = append(ps, p)
	}
	if len(ps) < 2 {
		return false
	}
	slices.SortFunc(ps, func(a, c rules.Point) int {
		if a.Col != c.Col {
			return a.Col - c.Col
		}
		return a.Row - c.Row
	})
	lo, hi := ps[0], ps[len(ps)-1]
	dc, dr := unit(ps[1].Col-lo.Col), unit(ps[1].Row-lo.Row)
	for _, q := range []rules.Point{{Col: lo.Col - dc, Row: lo.Row - dr}, {Col: hi.Col + dc, Row: hi.Row + dr}} {
		if !q.OnBoard() || b.At(q) == rules.White {
			return true
		}
	}
	return false
}

// unit is the sign of n: -1, 0 or 1.
func unit(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// liveOrFalseDrill is the live-or-false drill about line of the judge's
// trace t: whether the three is live, and the candidates that decided it.
func liveOrFalseDrill(t *rules.Trace, line rules.LineTrace) Drill {
	live := line.Shape == rules.ShapeThree
	var reasons []Candidate
	for _, c := range line.Candidates {
		if c.Status != rules.StatusUnchecked {
			reasons = append(reasons, Candidate{c.Point, c.Status})
		}
	}
	return Drill{Point: t.Point, Line: line.Direction, Answer: Answer{Live: &live, Reasons: reasons}}
}

// blackCanWin reports whether Black has a five to play.
func (g *Generator) blackCanWin(b *rules.Board) bool {
	near := lineCounts(b, rules.Black)
	for _, p := range emptyPoints(b) {
		if near[p.Col][p.Row] < 4 {
			continue // a five needs four black stones on a line through p
		}
		g.pause()
		if j, _ := rules.Judge(b, p, rules.Black); j.Verdict == rules.Five {
			return true
		}
	}
	return false
}

func (g *Generator) fourThree(b *rules.Board, level int) (Drill, bool) {
	pts, lv := g.fourThreeAnswer(b)
	if len(pts) == 0 || len(pts) > 3 {
		return Drill{}, false
	}
	if lv != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Points: pts}}, true
}

// fourThreeAnswer lists Black's four-threes on b that are not forbidden,
// and the drill's level: the highest among them, one more when a
// forbidden four-four or four-three-three is there as a decoy.
func (g *Generator) fourThreeAnswer(b *rules.Board) (pts []string, level int) {
	top, decoys := 0, 0
	near := lineCounts(b, rules.Black)
	for _, p := range emptyPoints(b) {
		if near[p.Col][p.Row] < 3 {
			continue // no four can pass through p
		}
		g.pause()
		t := explainBlack(b, p)
		switch {
		case t.Reason == "four-three":
			pts = append(pts, t.Point)
			top = max(top, levelOf(t))
		case t.Verdict == "forbidden" && t.Fours > 0:
			decoys++ // a four-four or four-three-three looks like a win but is not
		}
	}
	lv := top
	if decoys > 0 && lv < MaxLevel {
		lv++
	}
	return pts, lv
}

// trap finds White moves that make a four whose one five point is
// forbidden for Black, when Black has no five of its own: Black cannot stop
// the five (一杀一禁).
func (g *Generator) trap(b *rules.Board, level int) (Drill, bool) {
	pts, covers, top, ok := g.trapAnswer(b)
	if !ok || len(pts) == 0 || len(pts) > 3 || top != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Points: pts, Covers: covers}}, true
}

// trapAnswer lists every White move on b that makes a four whose one five
// point is forbidden for Black (pts), that forbidden point (covers), and
// the highest level of those judgements. ok is false when there can be no
// trap drill: Black has a five to play, or White has one.
func (g *Generator) trapAnswer(b *rules.Board) (pts, covers []string, top int, ok bool) {
	if g.blackCanWin(b) {
		return nil, nil, 0, false // Black has a four: no trap works
	}
	near := lineCounts(b, rules.White)
	for _, w := range emptyPoints(b) {
		if near[w.Col][w.Row] < 3 {
			continue // White at w makes no four
		}
		g.pause()
		if j, _ := rules.Judge(b, w, rules.White); j.Verdict == rules.Five {
			return nil, nil, 0, false // White simply wins
		}
		after := *b
		after.Set(w, rules.White)
		five := whiteFivePoints(&after, w)
		if len(five) != 1 {
			continue
		}
		f := five[0]
		if !rules.IsForbidden(&after, f) {
			continue // the judgement alone is cheaper than its trace
		}
		t := explainBlack(&after, f)
		pts = append(pts, w.String())
		covers = append(covers, f.String())
		top = max(top, levelOf(t))
	}
	return pts, covers, top, true
}

// whiteFivePoints lists the empty points where White would make five,
// on the lines through the stone just played at w.
func whiteFivePoints(b *rules.Board, w rules.Point) []rules.Point {
	seen := map[rules.Point]bool{}
	var out []rules.Point
	g := pad(b)
	for _, d := range lineSteps {
		for k := -4; k <= 4; k++ {
			p := rules.Point{Col: w.Col + k*d[0], Row: w.Row + k*d[1]}
			if k == 0 || !p.OnBoard() || b.At(p) != rules.Empty || seen[p] || g.lineCount(p, rules.White) < 4 {
				continue
			}
			if j, _ := rules.Judge(b, p, rules.White); j.Verdict == rules.Five {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}
