package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"renju/rules"
)

// TestBlackThreesMatchTheJudge: a legal Black move that makes no four is
// a three for the engine exactly when the judge's trace counts a live
// three; the candidates the trace found to count are among the engine's
// straight-four points (the trace stops at the first that counts), and
// each of those is a legal Black move leaving two five points, by the
// judge.
func TestBlackThreesMatchTheJudge(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 3))
	threes := 0
	for i := 0; i < 40; i++ {
		b := randomPosition(t, r, 14+r.IntN(24))
		engine := map[rules.Point][]rules.Point{}
		for _, th := range Threes(&b, rules.Black) {
			engine[th.Point] = th.StraightFours
		}
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Pt(col, row)
				if b.At(p) != rules.Empty {
					continue
				}
				tr, err := rules.Explain(&b, p, rules.Black)
				if err != nil {
					t.Fatal(err)
				}
				if tr.Verdict != "legal" || tr.Fours > 0 {
					if _, ok := engine[p]; ok {
						t.Fatalf("%s: the engine counts %s (%s, %d fours) as a three move", rules.FormatStones(&b), p, tr.Verdict, tr.Fours)
					}
					continue
				}
				var want []rules.Point
				for _, l := range tr.Lines {
					if l.Shape != "three" {
						continue
					}
					for _, c := range l.Candidates {
						if c.Status == "counts" {
							want = append(want, rules.MustPoint(c.Point))
						}
					}
				}
				sortPoints(want)
				want = slices.Compact(want)
				got, ok := engine[p]
				if ok != (tr.Threes > 0) {
					t.Fatalf("%s: Black at %s: engine straight fours %v, the judge's threes %d", rules.FormatStones(&b), p, got, tr.Threes)
				}
				for _, w := range want {
					if !contains(got, w) {
						t.Fatalf("%s: Black at %s: the judge's straight-four point %s is not among the engine's %v", rules.FormatStones(&b), p, w, got)
					}
				}
				nb := b
				nb.Set(p, rules.Black)
				for _, sf := range got {
					if judged(t, &nb, sf, rules.Black).Verdict != rules.Legal {
						t.Fatalf("%s: Black at %s then %s: not legal", rules.FormatStones(&b), p, sf)
					}
					nb2 := nb
					nb2.Set(sf, rules.Black)
					if fs := fivesByJudge(t, &nb2, rules.Black); len(fs) < 2 {
						t.Fatalf("%s: Black at %s then %s: five points %v, not a straight four", rules.FormatStones(&b), p, sf, fs)
					}
				}
				if ok {
					threes++
				}
			}
		}
	}
	t.Logf("%d three moves checked", threes)
	if threes == 0 {
		t.Fatal("no three met")
	}
}
