package drills

import (
	"math/rand/v2"
	"slices"
	"testing"

	"renju/rules"
)

// refTraps is the trap search as version 1 first did it: every empty
// point with three White stones on a line near it, White played there on
// a copy of the board, the five points around it asked of the judge, the
// one five point's judgement traced.
func refTraps(b *rules.Board) (pts, covers []string, top int) {
	near := lineCounts(b, rules.White)
	for _, w := range emptyPoints(b) {
		if near[w.Col][w.Row] < 3 {
			continue
		}
		after := *b
		after.Set(w, rules.White)
		var five []rules.Point
		for _, d := range lineSteps {
			for k := -4; k <= 4; k++ {
				p := rules.Point{Col: w.Col + k*d[0], Row: w.Row + k*d[1]}
				if k == 0 || !p.OnBoard() || after.At(p) != rules.Empty || slices.Contains(five, p) {
					continue
				}
				if j, _ := rules.Judge(&after, p, rules.White); j.Verdict == rules.Five {
					five = append(five, p)
				}
			}
		}
		if len(five) != 1 {
			continue
		}
		f := five[0]
		if !rules.IsForbidden(&after, f) {
			continue
		}
		pts = append(pts, w.String())
		covers = append(covers, f.String())
		top = max(top, levelOf(explainBlack(&after, f)))
	}
	return pts, covers, top
}

// The trap search finds what the first one found, on every position with
// White to move of 1,500 games (200 under -short), and the traps among
// them are counted: a test that met none would prove little.
func TestTrapsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 13))
	g := &Generator{}
	games, found := 1500, 0
	if testing.Short() {
		games = 200
	}
	for range games {
		gm, _ := playGame(rng, gameMax)
		for n := firstPosition + 1; n <= len(gm.moves); n += 2 {
			if !gm.quiet(n) {
				continue
			}
			b := boardOf(gm.moves, n)
			pts, covers, top := g.traps(&b)
			wp, wc, wt := refTraps(&b)
			if !slices.Equal(pts, wp) || !slices.Equal(covers, wc) || top != wt {
				t.Fatalf("%s: traps %v covers %v level %d, want %v %v %d", rules.FormatStones(&b), pts, covers, top, wp, wc, wt)
			}
			if len(pts) > 0 {
				found++
			}
		}
	}
	t.Logf("%d positions with a trap", found)
	if found < games/75 { // 83 in the 1,500 games, 11 in 200
		t.Errorf("only %d positions with a trap: the test proves little", found)
	}
}
