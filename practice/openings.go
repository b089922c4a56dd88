package practice

import (
	"renju/drills"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// The items without a judged position: notation, a five to find, and the
// openings.

// pointItem asks for a point by its name.
func (g *gen) pointItem() lessons.Page {
	pt := rules.Point{Col: g.rng.IntN(rules.Size), Row: g.rng.IntN(rules.Size)}
	pg := page(rules.Board{}, &lessons.Task{Type: lessons.TaskClickPoint, Point: pt}, msg.PracticeHintPoint, nil)
	pg.Text = lessons.Text{EN: msg.T(msg.English, msg.PracticeIntroPoint), ZH: msg.T(msg.Chinese, msg.PracticeIntroPoint)}
	return pg
}

// fiveItem asks for Black's five, at a moment of a game where White left
// Black's four open (drills.FiveToPlay: every other four is blocked) and
// Black has exactly one point that makes five and no foul is on the board
// (the five lessons come before the fouls).
func (g *gen) fiveItem() (lessons.Page, bool) {
	for try := 0; try < 200; try++ {
		g.pause()
		b, ok := drills.FiveToPlay(g.rng, 2*(5+g.rng.IntN(8)))
		if !ok {
			continue
		}
		fives := 0
		for _, p := range drills.EmptyPoints(&b) {
			if j, _ := rules.Judge(&b, p, rules.Black); j.Verdict == rules.Five {
				fives++
			}
		}
		if fives != 1 || len(rules.ForbiddenMap(&b)) > 0 {
			continue
		}
		pg := page(b, &lessons.Task{Type: lessons.TaskClickFive}, msg.PracticeHintFive, nil)
		if id, err := pg.Ideas(); err == nil && g.fits(id) {
			return pg, true // a five that beats a foul's shapes comes later
		}
	}
	return lessons.Page{}, false
}

// openingItem asks for Black 3 of a random opening, from a random White 2
// (direct or indirect) in a random orientation.
func (g *gen) openingItem() lessons.Page {
	o := rules.Openings[g.rng.IntN(len(rules.Openings))]
	s := rules.Symmetries[g.rng.IntN(len(rules.Symmetries))]
	moves := []rules.Point{rules.Center, s.Apply(o.Second())}
	var b rules.Board
	b.Set(moves[0], rules.Black)
	b.Set(moves[1], rules.White)
	pg := page(b, &lessons.Task{Type: lessons.TaskPlayOpening, Arg: o.Number}, msg.PracticeHintOpening, nil)
	pg.Moves = moves
	pg.Text = lessons.Text{
		EN: msg.F(msg.English, msg.PracticeOpening, lessons.OpeningLabel(o.Number, "en")),
		ZH: msg.F(msg.Chinese, msg.PracticeOpening, lessons.OpeningLabel(o.Number, "zh")),
	}
	return pg
}

// nameItem shows a random opening (the lesson screen turns it to a random
// orientation) with its name and three others to choose from: two of the
// same kind (direct or indirect) and one of the other kind.
func (g *gen) nameItem() lessons.Page {
	all := rules.Openings
	o := all[g.rng.IntN(len(all))]
	choices := []string{o.Number}
	same, other := 0, 0
	for _, i := range g.rng.Perm(len(all)) {
		x := all[i]
		switch {
		case x.Number == o.Number:
		case x.Direct == o.Direct && same < 2:
			same++
			choices = append(choices, x.Number)
		case x.Direct != o.Direct && other < 1:
			other++
			choices = append(choices, x.Number)
		}
	}
	g.rng.Shuffle(len(choices), func(i, j int) { choices[i], choices[j] = choices[j], choices[i] })
	var b rules.Board
	moves := o.Moves()
	for i, q := range moves {
		b.Set(q, []rules.Stone{rules.Black, rules.White}[i%2])
	}
	pg := page(b, &lessons.Task{Type: lessons.TaskNameOpening, Options: choices}, msg.PracticeHintName, nil)
	pg.Moves = moves
	return pg
}

// fifthArea is where the fifth moves offered are drawn from: the central
// 7×7 square, where they are played.
const fifthArea = 3

// fifthPairItem shows the first four moves (an opening and White 4) and
// two fifth moves A and B: two different moves Black may offer (yes), or
// the same move up to symmetry (no). Few White 4s leave the stones a symmetry, so
// they are searched for.
func (g *gen) fifthPairItem(yes bool) (lessons.Page, bool) {
	for try := 0; try < 20; try++ {
		o := rules.Openings[g.rng.IntN(len(rules.Openings))]
		s := rules.Symmetries[g.rng.IntN(len(rules.Symmetries))]
		moves := o.Moves()
		var opening rules.Board
		for i := range moves {
			moves[i] = s.Apply(moves[i])
			opening.Set(moves[i], []rules.Stone{rules.Black, rules.White}[i%2])
		}
		whites := centralPoints(&opening)
		g.rng.Shuffle(len(whites), func(i, j int) { whites[i], whites[j] = whites[j], whites[i] })
		for _, w4 := range whites {
			g.pause()
			b := opening
			b.Set(w4, rules.White)
			area := centralPoints(&b)
			for k := 0; k < 3; k++ {
				a := area[g.rng.IntN(len(area))]
				var pool []rules.Point
				for _, q := range area {
					t := &lessons.Task{Type: lessons.TaskFifthPair, Point: a, Pair: q}
					if sol, err := t.Solution(&b); err == nil && (sol.Choice == "different") == yes {
						pool = append(pool, q)
					}
				}
				if len(pool) == 0 {
					continue // no symmetry of the four stones moves A
				}
				t := &lessons.Task{Type: lessons.TaskFifthPair, Point: a, Pair: pool[g.rng.IntN(len(pool))]}
				pg := page(b, t, msg.PracticeHintFifthPair, []rules.Point{t.Point, t.Pair})
				pg.Moves = append(moves, w4)
				return pg, true
			}
		}
	}
	return lessons.Page{}, false
}

// centralPoints lists the empty points of the central 7×7 square.
func centralPoints(b *rules.Board) []rules.Point {
	var ps []rules.Point
	for col := rules.Center.Col - fifthArea; col <= rules.Center.Col+fifthArea; col++ {
		for row := rules.Center.Row - fifthArea; row <= rules.Center.Row+fifthArea; row++ {
			if p := rules.Pt(col, row); b.At(p) == rules.Empty {
				ps = append(ps, p)
			}
		}
	}
	return ps
}
