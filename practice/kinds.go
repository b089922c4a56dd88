package practice

import (
	"renju/drills"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"slices"
)

// The makers of each kind of item. Those on positions draw one position
// (board) and search it for a question that fits the lesson (gen.fits);
// item tries again on a new position when it finds none.

// liveOrFalseItem asks about a three-stone shape made by a Black stone:
// a live three if live, else a false one.
func (g *gen) liveOrFalseItem(live bool) (lessons.Page, bool) {
	b, ok := g.board(false, g.plan.edge && g.rng.IntN(2) == 0)
	if !ok {
		return lessons.Page{}, false
	}
	type pick struct {
		p   rules.Point
		dir string
	}
	var pool, main []pick
	beforeFouls := !g.reach["double-three"]
	jr := rules.NewJudger(&b)
	pairs := linesWithPairs(&b)
	for i, p := range drills.EmptyPoints(&b) {
		if i%16 == 0 {
			g.pause()
		}
		if pairs[p.Col][p.Row] == 0 {
			continue // no three through p: not worth the judge's time
		}
		tr, err := jr.Explain(p, rules.Black)
		if err != nil || tr.Verdict == "five" {
			continue // a five is no question about a three
		}
		if beforeFouls && (tr.Verdict != "legal" || lessons.Tempting(tr)) {
			continue // no foul near the question before fouls are taught
		}
		for _, l := range tr.Lines {
			if len(l.Stones) != 3 || (l.Shape == rules.ShapeThree) != live || l.Shape != rules.ShapeThree && l.Shape != rules.ShapeFalseThree {
				continue // plain three-stone shapes only
			}
			if id := lessons.LineIdeas(&b, tr, l.Direction); g.fits(id) {
				pool = append(pool, pick{p, l.Direction})
				if g.main(id) {
					main = append(main, pick{p, l.Direction})
				}
			}
		}
	}
	if len(main) > 0 || g.onlyMain {
		pool = main
	}
	if len(pool) == 0 {
		return lessons.Page{}, false
	}
	pk := pool[g.rng.IntN(len(pool))]
	hint := msg.PracticeHintThree
	switch {
	case !g.reach["false-three-white"]:
		hint = msg.PracticeHintThreeEarly
	case !g.reach["false-three-forbidden"]:
		hint = msg.PracticeHintThreeBlocked
	}
	return page(b, &lessons.Task{Type: lessons.TaskLiveOrFalse, Point: pk.p, Dir: pk.dir}, hint, []rules.Point{pk.p}), true
}

// forbiddenItem asks whether a point is forbidden: a forbidden point if
// yes, else a legal one that looks forbidden (two threes, two fours, a
// five made with a foul's shapes).
func (g *gen) forbiddenItem(yes bool) (lessons.Page, bool) {
	var b rules.Board
	ok, five := false, false
	// In the lesson on the five that beats a foul every legal point asked
	// is such a five (no other fits it); later, half of them.
	if !yes && g.reach["five-beats-forbidden"] && (slices.Contains(g.own, "five-beats-forbidden") || g.rng.IntN(2) == 0) {
		b, ok = g.fiveBoard()
		five = ok
	}
	if !ok {
		if b, ok = g.board(false, false); !ok {
			return lessons.Page{}, false
		}
	}
	var pool, main []rules.Point
	jr := rules.NewJudger(&b)
	pairs := linesWithPairs(&b)
	for i, p := range drills.EmptyPoints(&b) {
		if i%16 == 0 {
			g.pause()
		}
		if pairs[p.Col][p.Row] < 2 && (!yes || pairs[p.Col][p.Row] == 0) {
			// One shape at most: it cannot look forbidden; none: it
			// cannot be (a foul needs two black stones on a line).
			continue
		}
		if j, _ := jr.Judge(p, rules.Black); yes != (j.Verdict == rules.Forbidden) {
			continue
		}
		tr, err := jr.Explain(p, rules.Black)
		if err != nil || !yes && !lessons.Tempting(tr) || five && !tr.Five {
			continue // on a board with a five to play, ask only about the five
		}
		if id := lessons.PointIdeas(&b, tr); g.fits(id) {
			pool = append(pool, p)
			if g.main(id) {
				main = append(main, p)
			}
		}
	}
	if len(main) > 0 || g.onlyMain {
		pool = main
	}
	if len(pool) == 0 {
		return lessons.Page{}, false
	}
	p := pool[g.rng.IntN(len(pool))]
	hint := msg.PracticeHintForbidden
	if !g.reach["double-four"] {
		hint = msg.PracticeHintForbiddenThrees
	}
	return page(b, &lessons.Task{Type: lessons.TaskIsForbidden, Point: p}, hint, []rules.Point{p}), true
}

// fiveBoard draws a position where Black has a five to play that also
// makes a foul's shapes (two threes, two fours, six in a row): a moment of
// a game where White did not block Black's four (drills.MissedFours),
// for "a five beats a foul".
func (g *gen) fiveBoard() (rules.Board, bool) {
	b, ok := g.board(false, false)
	if !ok {
		return rules.Board{}, false
	}
	for _, m := range drills.MissedFours(g.rng, &b) {
		g.pause()
		if tr, err := rules.Explain(&m.Board, m.Five, rules.Black); err == nil && tr.Five && lessons.Tempting(tr) {
			return m.Board, true
		}
	}
	return rules.Board{}, false
}

// boardItem asks a question about the whole position (task typ), with
// between lo and hi answers (hi 0: any number).
func (g *gen) boardItem(whiteToMove bool, typ string, lo, hi int) (lessons.Page, bool) {
	b, ok := g.board(whiteToMove, false)
	if !ok {
		return lessons.Page{}, false
	}
	t := &lessons.Task{Type: typ}
	sol, err := t.Solution(&b)
	if err != nil || len(sol.Points) < lo || hi > 0 && len(sol.Points) > hi {
		return lessons.Page{}, false
	}
	hint := map[string]msg.ID{
		lessons.TaskFourThree: msg.PracticeHintFourThree,
		lessons.TaskFindAll:   msg.PracticeHintFindAll,
		lessons.TaskWhiteTrap: msg.PracticeHintTrap,
	}[typ]
	pg := page(b, t, hint, nil)
	if id, err := pg.IdeasFor(sol); err != nil || !g.fits(id) { // Ideas, with the answer at hand
		return lessons.Page{}, false
	}
	return pg, true
}

// Limits on a defend-trap item, so that the threat is one a learner can
// see: White's line takes at most three fours, and only a few Black moves
// stop it (of the positions that hold a threat to defend, a third have a
// longer line, and a third more defences).
const (
	defendMaxLine  = 5 // W1 B1 W2 B2 W3
	defendMaxMoves = 12
)

// defendItem asks Black to stop a trap White threatens.
func (g *gen) defendItem() (lessons.Page, bool) {
	b, ok := g.board(false, false)
	if !ok {
		return lessons.Page{}, false
	}
	t := &lessons.Task{Type: lessons.TaskDefendTrap}
	// Task.TrapSolution's line, if it is short enough: the search stops
	// at the longest line wanted.
	if line := lessons.TrapLine(&b, (defendMaxLine+1)/2); len(line) == 0 || len(line) > defendMaxLine {
		return lessons.Page{}, false
	}
	if err := lessons.DefendPosition(&b); err != nil {
		return lessons.Page{}, false
	}
	// Task.Solution, judged a move at a time so that the browser draws
	// between them (all the moves take up to 30 ms natively).
	var sol lessons.Answer
	for i, p := range drills.EmptyPoints(&b) {
		if i%8 == 0 {
			g.pause()
		}
		if d := lessons.Defend(&b, p); d.Outcome == lessons.DefendSafe || d.Outcome == lessons.DefendWins {
			if sol.Points = append(sol.Points, p); len(sol.Points) > defendMaxMoves {
				return lessons.Page{}, false
			}
		}
	}
	if len(sol.Points) == 0 {
		return lessons.Page{}, false
	}
	pg := page(b, t, msg.PracticeHintDefend, nil)
	if id, err := pg.IdeasFor(sol); err != nil || !g.fits(id) {
		return lessons.Page{}, false
	}
	return pg, true
}

// multiKillItem asks White for one stone that makes two threats: every
// answer leaves at least two winning moves at once.
func (g *gen) multiKillItem() (lessons.Page, bool) {
	b, ok := g.board(true, false)
	if !ok {
		return lessons.Page{}, false
	}
	t := &lessons.Task{Type: lessons.TaskMultiKill}
	if err := lessons.MultiKillPosition(&b); err != nil {
		return lessons.Page{}, false
	}
	// Task.Solution, a move at a time (see defendItem).
	var sol lessons.Answer
	for i, w := range drills.EmptyPoints(&b) {
		if i%8 == 0 {
			g.pause()
		}
		if win, _, _ := lessons.MultiKill(&b, w); win {
			if lessons.Threats(&b, w) < 2 {
				return lessons.Page{}, false // a four that prepares a trap: no double threat at once
			}
			sol.Points = append(sol.Points, w)
		}
	}
	if len(sol.Points) == 0 {
		return lessons.Page{}, false
	}
	pg := page(b, t, msg.PracticeHintMultiKill, nil)
	if id, err := pg.IdeasFor(sol); err != nil || !g.fits(id) {
		return lessons.Page{}, false
	}
	return pg, true
}

// page wraps a position and a task as a page; the points asked about are
// marked A, B, ….
func page(b rules.Board, t *lessons.Task, hint msg.ID, marked []rules.Point) lessons.Page {
	t.Hint = lessons.Text{EN: msg.T(msg.English, hint), ZH: msg.T(msg.Chinese, hint)}
	pg := lessons.Page{Board: b, Task: t, Text: lessons.Text{EN: msg.T(msg.English, msg.PracticeIntro), ZH: msg.T(msg.Chinese, msg.PracticeIntro)}}
	for i, q := range marked {
		if pg.Marks == nil {
			pg.Marks = map[rules.Point]rune{}
		}
		pg.Marks[q] = rune('A' + i)
	}
	return pg
}

// linesWithPairs counts, for every point p, the lines through p that
// hold two black stones or more within four points of it: a shape (a
// three, a four, a five, a row of six) needs two more stones on its line.
// It spares the judge most of the empty points (searching for items went
// 4 times faster). Each black stone counts itself on the eight points
// around it on each line.
func linesWithPairs(b *rules.Board) *[rules.Size][rules.Size]int8 {
	var n [4][rules.Size][rules.Size]int8
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if b.At(rules.Pt(col, row)) != rules.Black {
				continue
			}
			for d, st := range lineSteps {
				for k := -4; k <= 4; k++ {
					if q := rules.Pt(col+k*st[0], row+k*st[1]); k != 0 && q.OnBoard() {
						n[d][q.Col][q.Row]++
					}
				}
			}
		}
	}
	var out [rules.Size][rules.Size]int8
	for col := range rules.Size {
		for row := range rules.Size {
			for d := range n {
				if n[d][col][row] >= 2 {
					out[col][row]++
				}
			}
		}
	}
	return &out
}

var lineSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
