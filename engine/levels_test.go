package engine

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"renju/drills/drilltest"
	"renju/rules"
)

// threeSample is how many held-out positions the rates are measured on.
func threeSample(t *testing.T) int {
	if s := os.Getenv("RENJU_DEFENCE_N"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("RENJU_DEFENCE_N=%q is not a count", s)
		}
		return n
	}
	if testing.Short() {
		return 100
	}
	return 400
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

// The positions are what they claim, by the judge: Black can make a
// straight four (a live three stands) or has exactly one five point, and
// they look like the middle of a game.
func TestDefencePositions(t *testing.T) {
	var r drilltest.Realism
	for _, four := range []bool{false, true} {
		for _, d := range defencePositions(50, 1, four) {
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

func TestLevelRates(t *testing.T) {
	n := threeSample(t)
	pos := defencePositions(n, 1, false)
	for level := 1; level <= MaxLevel; level++ {
		stopped := 0
		for i, d := range pos {
			pl, _ := NewPlayer(level, uint64(i))
			m := pl.Move(&d.b, rules.White)
			nb := d.b
			nb.Set(m.Point, rules.White)
			if !straightFourByJudge(t, &nb) {
				stopped++
			}
		}
		fmt.Printf("level %d: %d/%d stopped (%.1f%%, 95%% lower %.1f%%)\n", level, stopped, n, 100*float64(stopped)/float64(n), 100*wilsonLow(stopped, n, 1.645))
	}
}
