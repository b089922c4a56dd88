package engine

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

func TestNewPlayerLevels(t *testing.T) {
	for _, l := range []int{0, 6, -1} {
		if _, err := NewPlayer(l, 1); err == nil {
			t.Errorf("level %d accepted", l)
		}
	}
}

// The forced moves, at every level.
func TestPlayerForcedMoves(t *testing.T) {
	for level := 1; level <= MaxLevel; level++ {
		pl, _ := NewPlayer(level, 7)
		// White has H9–H12 with H13 Black: White makes five at H8.
		b := board(t, "B:h13,a1,a3,c5 W:h9,h10,h11,h12")
		if d := pl.Move(&b, rules.White); d.Point != rules.MustPoint("h8") || d.Reason != ReasonFive {
			t.Errorf("level %d: White plays %+v, not the five at H8", level, d)
		}
		// Black must block at H8.
		if d := pl.Move(&b, rules.Black); d.Point != rules.MustPoint("h8") || d.Reason != ReasonBlock {
			t.Errorf("level %d: Black plays %+v, not the block at H8", level, d)
		}
		// After White's K12, Black's only defence G8 is a double-three:
		// Black resigns with the reason.
		b = board(t, "B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11,k12")
		d := pl.Move(&b, rules.Black)
		if !d.Resign || d.Foul.Point != rules.MustPoint("g8") || d.Foul.Kind != rules.DoubleThree {
			t.Errorf("level %d: Black's move %+v, want resigning to the foul at G8", level, d)
		}
	}
}

// alwaysAlert makes every level read the opponent's threats on every
// move, for a test of what a level finds when it looks.
func alwaysAlert(t *testing.T) {
	saved := levels
	for i := range levels {
		levels[i].alert = 1
	}
	t.Cleanup(func() { levels = saved })
}

// Each level reads the opponent's three at its rate: over 400 moves of a
// position with Black's open three, the share of stops played as such
// (ReasonStop) is within 0.07 of alert (three standard deviations at
// 0.75 are 0.065).
func TestPlayerAlertRate(t *testing.T) {
	b := board(t, "B:h8,i8,j8,g10 W:h9,j10,f7")
	for level := 1; level <= MaxLevel; level++ {
		pl, _ := NewPlayer(level, 9)
		stops := 0
		for i := 0; i < 400; i++ {
			if pl.Move(&b, rules.White).Reason == ReasonStop {
				stops++
			}
		}
		if got := float64(stops) / 400; got < levels[level].alert-0.07 || got > levels[level].alert+0.07 {
			t.Errorf("level %d: %.2f of its moves were stops, want about %.2f", level, got, levels[level].alert)
		}
	}
}

// From level 3 a player plays its VCF; trap4 is White's four-four win.
func TestPlayerPlaysItsVCF(t *testing.T) {
	b := board(t, "B:d5,d11,e4,e5,e7,f12,g7,g8,h6,h12,i5,l5 W:d6,d8,f6,g9,g10,h7,j7,k6,k7,l6,l11,l12")
	pl, _ := NewPlayer(3, 1)
	d := pl.Move(&b, rules.White)
	if d.Reason != ReasonVCF || d.Line == nil || d.Line.Moves[0].Point != d.Point {
		t.Fatalf("White plays %+v, not its VCF", d)
	}
	verifyLine(t, b, *d.Line)
}

// TestPlayerNeverPlaysAFoul: on 20 random positions, at every level, Black's
// move is never forbidden, every move is on an empty point, and near the
// stones unless a search chose it.
func TestPlayerNeverPlaysAFoul(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 20; i++ {
		b := randomPosition(t, r, 10+r.IntN(30))
		for level := 1; level <= MaxLevel; level++ {
			pl, _ := NewPlayer(level, uint64(i))
			for _, c := range []rules.Stone{rules.Black, rules.White} {
				d := pl.Move(&b, c)
				if d.Resign {
					continue
				}
				j, err := rules.Judge(&b, d.Point, c)
				if err != nil {
					t.Fatalf("%s level %d %s: %v", rules.FormatStones(&b), level, c, err)
				}
				if j.Verdict == rules.Forbidden {
					t.Fatalf("%s: level %d Black plays the forbidden %s", rules.FormatStones(&b), level, d.Point)
				}
				nearOrSearched(t, &b, d, level)
			}
		}
	}
}

// TestSelfPlay: whole games end (five, foul or a full board), every move
// replays legally, and White at level 3 beats Black at level 1, some of
// the time by a foul.
func TestSelfPlay(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	var tally Tally
	for i := 0; i < games; i++ {
		black, _ := NewPlayer(1, uint64(100+i))
		white, _ := NewPlayer(3, uint64(200+i))
		g := PlayGame(black, white)
		tally.Add(g)
		replayGame(t, g)
	}
	t.Logf("%+v", tally)
	if tally.WhiteFive+tally.WhiteFoul <= games/2 {
		t.Errorf("White level 3 won %d of %d games against level 1", tally.WhiteFive+tally.WhiteFoul, games)
	}
}

// replayGame checks a game's moves and its end with the judge, and that
// every move but the first is within two points of a stone (a four or a
// three a search plays is, too).
func replayGame(t *testing.T, g Game) {
	t.Helper()
	var b rules.Board
	c := rules.Black
	for i, p := range g.Moves {
		j, err := rules.Judge(&b, p, c)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		last := i == len(g.Moves)-1
		if j.Verdict == rules.Forbidden {
			t.Fatalf("move %d: %s plays the forbidden %s", i+1, c, p)
		}
		if i > 0 && !nearStone(&b, p, 2) {
			t.Fatalf("move %d: %s plays %s, more than two points from every stone", i+1, c, p)
		}
		if j.Verdict == rules.Five != (last && g.By == "five") {
			t.Fatalf("move %d at %s: verdict %v, the game says %s", i+1, p, j.Verdict, g.By)
		}
		b.Set(p, c)
		c = c.Opponent()
	}
	if g.By == "foul" {
		if c != rules.Black {
			t.Fatalf("a foul with %s to move", c)
		}
		fs := FivePoints(&b, rules.White)
		if len(fs) != 1 || fs[0] != g.Foul.Point || len(fivesByJudge(t, &b, rules.Black)) > 0 {
			t.Fatalf("foul at %s, but White's five points are %v", g.Foul.Point, fs)
		}
		if j, _ := rules.Judge(&b, g.Foul.Point, rules.Black); j.Verdict != rules.Forbidden {
			t.Fatalf("the foul at %s is %v", g.Foul.Point, j.Verdict)
		}
	}
}

// Alert, every level stops an open three (H8 I8 J8), and from level 3
// it stops the opponent's VCF by fours: H8 I8 J8, closed at G8, and K9
// K10 make K8 a four-three for Black.
func TestPlayerStopsTheOpponentsThreeAndVCF(t *testing.T) {
	alwaysAlert(t)
	three := board(t, "B:h8,i8,j8 W:a1,a3")
	fourThree := board(t, "B:h8,i8,j8,k9,k10 W:g8,a1,a3,a5")
	for _, b := range []rules.Board{three, fourThree} {
		if l, _ := VCF(&b, rules.Black, Options{}); !l.Win {
			t.Fatalf("%s: Black should have a VCF", rules.FormatStones(&b))
		}
	}
	for level := 1; level <= MaxLevel; level++ {
		pl, _ := NewPlayer(level, 5)
		for _, b := range []rules.Board{three, fourThree} {
			if level < 3 && b == fourThree {
				continue // levels 1 and 2 do not read the opponent's VCFs
			}
			d := pl.Move(&b, rules.White)
			if d.Reason != ReasonStop && d.Reason != ReasonDefend {
				t.Fatalf("level %d, %s: White plays %+v, not a defence", level, rules.FormatStones(&b), d)
			}
			nb := b
			nb.Set(d.Point, rules.White)
			if l, _ := VCF(&nb, rules.Black, Options{}); l.Win {
				t.Fatalf("level %d, %s: after White's %s Black still wins: %+v", level, rules.FormatStones(&b), d.Point, l)
			}
		}
	}
}
