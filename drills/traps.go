package drills

import (
	"renju/lessons"
	"renju/rules"
)

// trap finds White moves that make a four whose one five point is
// forbidden for Black, when Black has no five of its own: Black cannot stop
// the five (一杀一禁). Every position Next draws is Realistic (position):
// neither side has a five to play, so trapAnswer's checks of that are
// skipped here (traps).
func (g *Generator) trap(b *rules.Board, level int) (Drill, bool) {
	pts, covers, top := g.traps(b)
	if len(pts) == 0 || len(pts) > 3 || top != level || g.filter != nil && !g.filter.boardFits(*b, lessons.TaskWhiteTrap) {
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
	for _, w := range nearPoints(near, 4) {
		if j, _ := rules.Judge(b, w, rules.White); j.Verdict == rules.Five {
			return nil, nil, 0, false // White simply wins
		}
	}
	pts, covers, top = g.traps(b)
	return pts, covers, top, true
}

// traps is trapAnswer on a board where neither side has a five to play.
// Then a five point a White stone at w makes runs through w, on a line
// through w that already holds three White stones within four points of
// it (the five's other three): only those lines are read (fivePointAlong).
func (g *Generator) traps(b *rules.Board) (pts, covers []string, top int) {
	counts := lineCountsByLine(b, rules.White)
	var jr *rules.Judger // made at the first four
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			w := rules.Pt(col, row)
			var f rules.Point
			fives := 0
			for d := range lineSteps {
				if counts[d][col][row] < 3 {
					continue // no four of White's on this line through w
				}
				if fives == 0 {
					g.pause()
				}
				for _, p := range fivePointsAlong(b, w, d) {
					f, fives = p, fives+1
				}
			}
			if fives != 1 {
				continue
			}
			if jr == nil {
				jr = rules.NewJudger(b)
			}
			jr.Set(w, rules.White)
			if j, _ := jr.Judge(f, rules.Black); j.Verdict == rules.Forbidden {
				s := summarize(jr, f)
				pts = append(pts, w.String())
				covers = append(covers, f.String())
				top = max(top, summaryLevel(&s))
			}
			jr.Set(w, rules.Empty)
		}
	}
	return pts, covers, top
}

// fivePointsAlong lists the empty points of line d (an index of
// lineSteps) within four points of the empty point w where White would
// make five in a row along that line, were w White.
func fivePointsAlong(b *rules.Board, w rules.Point, d int) []rules.Point {
	st := lineSteps[d]
	// line[k+9] is the point k steps along the line from w: White
	// (counting w), or not.
	var white [19]bool
	for k := -9; k <= 9; k++ {
		q := rules.Pt(w.Col+k*st[0], w.Row+k*st[1])
		white[k+9] = k == 0 || q.OnBoard() && b.At(q) == rules.White
	}
	var out []rules.Point
	for k := -4; k <= 4; k++ {
		q := rules.Pt(w.Col+k*st[0], w.Row+k*st[1])
		if k == 0 || !q.OnBoard() || b.At(q) != rules.Empty {
			continue
		}
		n := 1
		for i := k + 1; i <= 9 && white[i+9]; i++ {
			n++
		}
		for i := k - 1; i >= -9 && white[i+9]; i-- {
			n++
		}
		if n >= 5 {
			out = append(out, q)
		}
	}
	return out
}
