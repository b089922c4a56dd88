package engine

import (
	"math"
	"os"
	"strconv"
	"sync"
	"testing"

	"renju/drills/drilltest"
	"renju/rules"
)

// threeSample is how many held-out positions of each kind (a live three,
// a four) the rates are measured on: 100, a few seconds of CPU for the
// positions and the five levels (each position costs a VCT for White);
// RENJU_DEFENCE_N=400 for a closer look (about 15 s of CPU).
func threeSample(t *testing.T) int {
	if s := os.Getenv("RENJU_DEFENCE_N"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("RENJU_DEFENCE_N=%q is not a count", s)
		}
		return n
	}
	return 100
}

// The positions are made once per test binary and kind (making them
// runs a VCT for White on each: most of their cost).
var (
	defenceOnce  [2]sync.Once
	defenceCache [2][]defencePos
)

func cachedDefencePositions(n int, four bool) []defencePos {
	k := 0
	if four {
		k = 1
	}
	defenceOnce[k].Do(func() { defenceCache[k] = defencePositions(n, 1, four) })
	if len(defenceCache[k]) < n {
		return defencePositions(n, 1, four)
	}
	return defenceCache[k][:n]
}

// The positions are what they claim, by the judge: Black can make a
// straight four (a live three stands) or has exactly one five point, and
// they look like the middle of a game.
func TestDefencePositions(t *testing.T) {
	var r drilltest.Realism
	n := threeSample(t)
	for _, four := range []bool{false, true} {
		for _, d := range cachedDefencePositions(n, four) {
			b := d.b
			if b.Count(rules.Black) != b.Count(rules.White)+1 {
				t.Fatalf("%s: White is not to move", rules.FormatStones(&b))
			}
			if hasFive(&b) || len(fivesByJudge(t, &b, rules.White)) > 0 {
				t.Fatalf("%s: a five, or a five point of White's", rules.FormatStones(&b))
			}
			fives := fivesByJudge(t, &b, rules.Black)
			if four && (len(fives) != 1 || fives[0] != d.five) {
				t.Fatalf("%s: Black's five points %v, want %s", rules.FormatStones(&b), fives, d.five)
			}
			if !four && (len(fives) > 0 || !straightFourByJudge(t, &b)) {
				t.Fatalf("%s: no live three for Black", rules.FormatStones(&b))
			}
			r.Add(&b)
		}
	}
	r.Check(t, "defence positions")
}

// minStopped is the share of live threes each level must stop (issue
// 38: 70% at level 1, 90% at level 3, 97% at level 5; levels 2 and 4 in
// between). The sample is fixed (seeds 1 on), so the test is a
// regression check of the point estimate; its log prints the 95% lower
// bound too.
var minStopped = [MaxLevel + 1]float64{0, 0.70, 0.80, 0.90, 0.93, 0.97}

// TestLevelRates asks every level, as White with no threat of its own,
// for its move on positions where Black has one live three, and on
// positions where Black has one four. A three is stopped when Black can
// no longer make a straight four, by the judge; a four is blocked when
// White took its five point. Every level blocks every four, and stops at
// least minStopped of the threes. Each move is also near the stones
// (nearOrSearched).
func TestLevelRates(t *testing.T) {
	n := threeSample(t)
	threes := cachedDefencePositions(n, false)
	fours := cachedDefencePositions(n, true)
	for level := 1; level <= MaxLevel; level++ {
		stopped, blocked := 0, 0
		for i, d := range threes {
			pl, _ := NewPlayer(level, uint64(i))
			m := pl.Move(&d.b, rules.White)
			nearOrSearched(t, &d.b, m, level)
			nb := d.b
			nb.Set(m.Point, rules.White)
			if !straightFourByJudge(t, &nb) {
				stopped++
			}
		}
		for i, d := range fours {
			pl, _ := NewPlayer(level, uint64(i))
			m := pl.Move(&d.b, rules.White)
			if m.Point == d.five {
				blocked++
			} else {
				t.Errorf("level %d on %s: White plays %+v, not the block at %s", level, rules.FormatStones(&d.b), m, d.five)
			}
		}
		rate := float64(stopped) / float64(n)
		t.Logf("level %d: threes stopped %d/%d (%.1f%%, 95%% lower bound %.1f%%), fours blocked %d/%d",
			level, stopped, n, 100*rate, 100*wilsonLow(stopped, n, 1.645), blocked, n)
		if rate < minStopped[level] {
			t.Errorf("level %d stopped %.1f%% of the live threes, want at least %.0f%%", level, 100*rate, 100*minStopped[level])
		}
	}
}

// nearOrSearched fails the test when m is neither within two points
// (king's moves) of a stone nor chosen by a search (the first move of a
// forced win, or a defence against one).
func nearOrSearched(t *testing.T, b *rules.Board, m Decision, level int) {
	t.Helper()
	if m.Resign || b.Count(rules.Empty) == rules.MaxStones {
		return
	}
	switch m.Reason {
	case ReasonVCF, ReasonVCT, ReasonDefend:
		return
	}
	if !nearStone(b, m.Point, 2) {
		t.Errorf("level %d on %s: %s (%s) is more than two points from every stone", level, rules.FormatStones(b), m.Point, m.Reason)
	}
}

// wilsonLow is the lower end of the Wilson score interval of k successes
// in n at z standard deviations.
func wilsonLow(k, n int, z float64) float64 {
	p := float64(k) / float64(n)
	nf := float64(n)
	centre := p + z*z/(2*nf)
	margin := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return (centre - margin) / (1 + z*z/nf)
}
