package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"renju/rules"
)

// benchPositions are 100 fixed positions of 20–39 stones around the
// centre where neither side has a five point or a win in one four
// (randomPosition, seed 100; random positions are otherwise mostly won at
// once): stand-ins for midgame positions until self-play games exist.
func benchPositions(b *testing.B) []rules.Board {
	r := rand.New(rand.NewPCG(100, 100))
	var ps []rules.Board
	for len(ps) < 100 {
		p := randomPosition(b, r, 20+r.IntN(20))
		wb, _ := VCF(&p, rules.Black, Options{MaxFours: 1})
		ww, _ := VCF(&p, rules.White, Options{MaxFours: 1})
		if !wb.Win && !ww.Win {
			ps = append(ps, p)
		}
	}
	return ps
}

// BenchmarkVCF searches every position for both colours and reports the
// median time of one search, the slowest, and nodes per second.
func BenchmarkVCF(b *testing.B) {
	benchSearch(b, benchPositions(b), VCF, Options{})
}

// benchSearch runs search for both colours on every position and reports
// the median and slowest search, nodes per second and wins.
func benchSearch(b *testing.B, ps []rules.Board, search func(*rules.Board, rules.Stone, Options) (Line, error), o Options) {
	b.ResetTimer()
	var times []float64
	nodes, wins := 0, 0
	var total time.Duration
	for b.Loop() {
		times = times[:0]
		for i := range ps {
			for _, c := range []rules.Stone{rules.Black, rules.White} {
				start := time.Now()
				l, _ := search(&ps[i], c, o)
				d := time.Since(start)
				total += d
				times = append(times, float64(d.Microseconds())/1000)
				nodes += l.Nodes
				if l.Win {
					wins++
				}
			}
		}
	}
	slices.Sort(times)
	b.ReportMetric(times[len(times)/2], "median-ms")
	b.ReportMetric(times[len(times)-1], "max-ms")
	b.ReportMetric(float64(nodes)/total.Seconds(), "nodes/s")
	b.ReportMetric(float64(wins)/float64(b.N), "wins")
}

// BenchmarkPlayerMove is one move of each level's player on each of the
// 100 positions (as White on the even ones, Black on the odd): the time
// the Play screen's partner thinks, median, 95th percentile and worst.
func BenchmarkPlayerMove(b *testing.B) {
	ps := benchPositions(b)
	for level := 1; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level-%d", level), func(b *testing.B) {
			pl, _ := NewPlayer(level, 1)
			var times []float64
			for b.Loop() {
				times = times[:0]
				for i := range ps {
					c := rules.White
					if i%2 == 1 {
						c = rules.Black // both sides: Black's moves avoid forbidden points
					}
					start := time.Now()
					pl.Move(&ps[i], c)
					times = append(times, float64(time.Since(start).Microseconds())/1000)
				}
			}
			slices.Sort(times)
			b.ReportMetric(times[len(times)/2], "median-ms")
			b.ReportMetric(times[len(times)*95/100], "p95-ms")
			b.ReportMetric(times[len(times)-1], "max-ms")
		})
	}
}

// BenchmarkVCT searches the first 20 positions for both colours with a
// budget of 2,000 nodes, and reports the median time, wins, and nodes/s.
func BenchmarkVCT(b *testing.B) {
	benchSearch(b, benchPositions(b)[:20], VCT, Options{MaxNodes: 2000})
}
