package drills

import (
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
	wantYes := g.rng.IntN(2) == 0
	var pool []*rules.Trace
	if wantYes {
		for _, f := range rules.ForbiddenMap(b) {
			g.pause()
			if t := explainBlack(b, f.Point); levelOf(t) == level {
				pool = append(pool, t)
			}
		}
	} else {
		for _, p := range emptyPoints(b) {
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
	t := pool[g.rng.IntN(len(pool))]
	yes := t.Verdict == "forbidden"
	return Drill{Point: t.Point, Answer: Answer{Forbidden: &yes, Kind: t.Kind}}, true
}

func (g *Generator) findAll(b *rules.Board, level int) (Drill, bool) {
	fouls := rules.ForbiddenMap(b)
	if len(fouls) == 0 || len(fouls) > 5 {
		return Drill{}, false
	}
	top := 0
	var out []Foul
	for _, f := range fouls {
		top = max(top, levelOf(explainBlack(b, f.Point)))
		out = append(out, Foul{f.Point.String(), f.Kind.String()})
	}
	if top != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Fouls: out}}, true
}

func (g *Generator) liveOrFalse(b *rules.Board, level int) (Drill, bool) {
	wantLive := g.rng.IntN(2) == 0
	type pick struct {
		t    *rules.Trace
		line rules.LineTrace
	}
	var pool []pick
	for _, p := range emptyPoints(b) {
		g.pause()
		t := explainBlack(b, p)
		if t.Verdict == "five" || levelOf(t) != level {
			continue
		}
		for _, l := range t.Lines {
			if len(l.Stones) != 3 {
				continue // ask about plain three-stone shapes only
			}
			if (wantLive && l.Shape == rules.ShapeThree) || (!wantLive && l.Shape == rules.ShapeFalseThree) {
				pool = append(pool, pick{t, l})
			}
		}
	}
	if len(pool) == 0 {
		return Drill{}, false
	}
	pk := pool[g.rng.IntN(len(pool))]
	live := pk.line.Shape == rules.ShapeThree
	var reasons []Candidate
	for _, c := range pk.line.Candidates {
		if c.Status != rules.StatusUnchecked {
			reasons = append(reasons, Candidate{c.Point, c.Status})
		}
	}
	return Drill{Point: pk.t.Point, Line: pk.line.Direction, Answer: Answer{Live: &live, Reasons: reasons}}, true
}

// blackCanWin reports whether Black has a five to play.
func (g *Generator) blackCanWin(b *rules.Board) bool {
	for _, p := range emptyPoints(b) {
		g.pause()
		if j, _ := rules.Judge(b, p, rules.Black); j.Verdict == rules.Five {
			return true
		}
	}
	return false
}

func (g *Generator) fourThree(b *rules.Board, level int) (Drill, bool) {
	var pts []string
	top, decoys := 0, 0
	for _, p := range emptyPoints(b) {
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
	if len(pts) == 0 || len(pts) > 3 {
		return Drill{}, false
	}
	lv := top
	if decoys > 0 && lv < MaxLevel {
		lv++
	}
	if lv != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Points: pts}}, true
}

// trap finds White moves that make a four whose one five point is
// forbidden for Black, when Black has no five of its own: Black cannot stop
// the five (一杀一禁).
func (g *Generator) trap(b *rules.Board, level int) (Drill, bool) {
	if g.blackCanWin(b) {
		return Drill{}, false // Black has a four: no trap works
	}
	var pts, covers []string
	top := 0
	for _, w := range emptyPoints(b) {
		g.pause()
		if j, _ := rules.Judge(b, w, rules.White); j.Verdict == rules.Five {
			return Drill{}, false // White simply wins
		}
		after := *b
		after.Set(w, rules.White)
		five := whiteFivePoints(&after, w)
		if len(five) != 1 {
			continue
		}
		f := five[0]
		t := explainBlack(&after, f)
		if t.Verdict != "forbidden" {
			continue
		}
		pts = append(pts, w.String())
		covers = append(covers, f.String())
		top = max(top, levelOf(t))
	}
	if len(pts) == 0 || len(pts) > 3 || top != level {
		return Drill{}, false
	}
	return Drill{Answer: Answer{Points: pts, Covers: covers}}, true
}

// whiteFivePoints lists the empty points where White would make five,
// on the lines through the stone just played at w.
func whiteFivePoints(b *rules.Board, w rules.Point) []rules.Point {
	seen := map[rules.Point]bool{}
	var out []rules.Point
	for _, d := range lineSteps {
		for k := -4; k <= 4; k++ {
			p := rules.Point{Col: w.Col + k*d[0], Row: w.Row + k*d[1]}
			if k == 0 || !p.OnBoard() || b.At(p) != rules.Empty || seen[p] {
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
