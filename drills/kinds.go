package drills

import (
	"slices"
	"sort"

	"renju/lessons"
	"renju/rules"
)

func explainBlack(b *rules.Board, p rules.Point) *rules.Trace {
	t, err := rules.Explain(b, p, rules.Black)
	if err != nil {
		panic(err) // callers pass empty points only
	}
	return t
}

// The makers judge every point that might fit on every board they draw,
// and keep one in hundreds: they read each point's rules.Summary (the
// trace's verdict, shapes, counts and depth, without its strings) from one
// rules.Judger per board, and ask for a trace only where a summary fits.
// What they find is what the traces alone found (the summaries are the
// traces' own fields: rules' TestSummaryIsTheTrace).

// summarize is jr's summary of Black at the empty point p.
func summarize(jr *rules.Judger, p rules.Point) rules.Summary {
	s, err := jr.Summarize(p)
	if err != nil {
		panic(err) // callers pass empty points only
	}
	return s
}

// explainOn is jr's trace of Black at the empty point p.
func explainOn(jr *rules.Judger, p rules.Point) *rules.Trace {
	t, err := jr.Explain(p, rules.Black)
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
	jr := rules.NewJudger(b)
	var pool []rules.Point
	var sums []rules.Summary
	if wantYes {
		for _, f := range rules.ForbiddenMap(b) {
			if g.wantKind != "" && f.Kind.String() != g.wantKind {
				continue
			}
			g.pause()
			if s := summarize(jr, f.Point); summaryLevel(&s) == level {
				pool, sums = append(pool, f.Point), append(sums, s)
			}
		}
	} else {
		near := lineCounts(b, rules.Black)
		for _, p := range nearPoints(near, 2) { // no three-like shape can pass through the others
			g.pause()
			s := summarize(jr, p)
			if s.Verdict == rules.Legal && temptingShapes(s.Shapes, s.Threes+s.Fours) && summaryLevel(&s) == level {
				pool, sums = append(pool, p), append(sums, s)
			}
		}
	}
	if g.filter != nil {
		pool, sums = coveredPoints(g.filter, jr, b, pool, sums)
	}
	if len(pool) == 0 {
		return Drill{}, false
	}
	i := g.rng.IntN(len(pool))
	yes := sums[i].Verdict == rules.Forbidden
	return Drill{Point: pool[i].String(), Answer: Answer{Forbidden: &yes, Kind: sums[i].Kind.String()}}, true
}

// coveredPoints keeps the points of pool (and their summaries) whose
// question "is Black here forbidden, and of which kind?" needs only
// ideas c covers.
func coveredPoints(c *coverage, jr *rules.Judger, b *rules.Board, pool []rules.Point, sums []rules.Summary) ([]rules.Point, []rules.Summary) {
	var ps []rules.Point
	var ss []rules.Summary
	for i, p := range pool {
		if c.pointFits(jr, b, p) {
			ps, ss = append(ps, p), append(ss, sums[i])
		}
	}
	return ps, ss
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
	if top != level || g.filter != nil && !g.filter.boardFits(*b, lessons.TaskFindAll) {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Fouls: out}}, true
}

// foulsAnswer is the find-all answer for the forbidden points fouls of b
// (rules.ForbiddenMap), and the highest level among them.
func foulsAnswer(b *rules.Board, fouls []rules.Foul) ([]Foul, int) {
	top := 0
	var out []Foul
	jr := rules.NewJudger(b)
	for _, f := range fouls {
		s := summarize(jr, f.Point)
		top = max(top, summaryLevel(&s))
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
	jr := rules.NewJudger(b)
	want := map[bool]string{true: rules.ShapeThree, false: rules.ShapeFalseThree}[wantLive]
	near := lineCounts(b, rules.Black)
	for _, p := range nearPoints(near, 2) { // no three can pass through the others
		g.pause()
		// A point fits only at the level asked, with a line of the shape
		// asked: the trace is read only then.
		if s := summarize(jr, p); s.Verdict == rules.Five || summaryLevel(&s) != level || !slices.Contains(s.Shapes[:], want) {
			continue
		}
		t := explainOn(jr, p)
		for _, l := range plainThrees(b, t) {
			if (wantLive && l.Shape == rules.ShapeThree) || (!wantLive && l.Shape == rules.ShapeFalseThree) {
				if g.filter == nil || g.filter.fits(lessons.LineIdeas(b, t, l.Direction)) {
					pool = append(pool, pick{t, l})
				}
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
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Col != ps[j].Col {
			return ps[i].Col < ps[j].Col
		}
		return ps[i].Row < ps[j].Row
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
	jr := rules.NewJudger(b)
	for _, p := range nearPoints(near, 4) { // a five needs four black stones on a line through p
		g.pause()
		if j, _ := jr.Judge(p, rules.Black); j.Verdict == rules.Five {
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
	if lv != level || g.filter != nil && !g.filter.boardFits(*b, lessons.TaskFourThree) {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Points: pts}}, true
}

// fourThreeAnswer lists Black's four-threes on b that are not forbidden,
// and the drill's level: the highest among them, one more when a
// forbidden four-four or four-three-three is there as a decoy.
func (g *Generator) fourThreeAnswer(b *rules.Board) (pts []string, level int) {
	top, decoys := 0, 0
	jr := rules.NewJudger(b)
	near := lineCounts(b, rules.Black)
	for _, p := range nearPoints(near, 3) { // no four can pass through the others
		g.pause()
		s := summarize(jr, p)
		switch {
		case s.Verdict == rules.Legal && s.Fours == 1 && s.Threes == 1: // the trace's reason "four-three"
			pts = append(pts, p.String())
			top = max(top, summaryLevel(&s))
		case s.Verdict == rules.Forbidden && s.Fours > 0:
			decoys++ // a four-four or four-three-three looks like a win but is not
		}
	}
	lv := top
	if decoys > 0 && lv < MaxLevel {
		lv++
	}
	return pts, lv
}
