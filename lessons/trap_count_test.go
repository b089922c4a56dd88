package lessons

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

// windowCounts, counting from the stones, counts every window's stones as
// reading the window's own five points does, and lists the windows
// trapMoves acts on, on boards of random stones (sparse to nearly full,
// the edges included).
func TestWindowCounts(t *testing.T) {
	tt := tables()
	rng := rand.New(rand.NewPCG(6, 1))
	for range 500 {
		var cells [rules.Size * rules.Size]rules.Stone
		for range rng.IntN(rules.Size * rules.Size) {
			cells[rng.IntN(len(cells))] = rules.Stone(rng.IntN(3))
		}
		white, black, hot := tt.windowCounts(&cells)
		isHot := map[int16]bool{}
		for _, i := range hot.list[:hot.n] {
			isHot[i] = true
		}
		for i := range tt.windowIdx {
			var w, b int8
			for _, k := range tt.windowIdx[i] {
				switch cells[k] {
				case rules.White:
					w++
				case rules.Black:
					b++
				}
			}
			if white[i] != w || black[i] != b {
				t.Fatalf("window %d %v: counted %d white %d black, want %d %d", i, tt.windows[i], white[i], black[i], w, b)
			}
			if want := b == 0 && w >= 3 || w == 0 && b == 4; isHot[int16(i)] != want {
				t.Fatalf("window %d %v (%d white, %d black): listed %v, want %v", i, tt.windows[i], w, b, isHot[int16(i)], want)
			}
		}
	}
}

// anyThreat, which stops at White's first winning move, says what threats
// does, on the positions after every Black reply of the lessons' boards
// with White's stones (where threats are near) and random boards.
func TestAnyThreatIsThreats(t *testing.T) {
	var boards []rules.Board
	for _, l := range All() {
		for i := range l.Pages {
			if b := l.Pages[i].Board; b.Count(rules.White) >= 3 {
				boards = append(boards, b)
			}
		}
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for range 300 {
		var b rules.Board
		for range 20 + rng.IntN(40) {
			b.Set(rules.Pt(3+rng.IntN(9), 3+rng.IntN(9)), rules.Stone(1+rng.IntN(2)))
		}
		boards = append(boards, b)
	}
	with := 0
	for _, b := range boards {
		want := len(threats(&b)) > 0
		if got := anyThreat(&b); got != want {
			t.Fatalf("%s: anyThreat %v, threats %v", rules.FormatStones(&b), got, threats(&b))
		}
		if want {
			with++
		}
	}
	t.Logf("%d boards, %d with a threat", len(boards), with)
	if with < 20 || with > len(boards)-20 {
		t.Errorf("%d of %d boards with a threat: the test proves little", with, len(boards))
	}
}
