package rules

import (
	"sort"
	"testing"
	"time"
)

// benchPositions is a fixed set of midgame positions (10–60 stones) from the
// random-cluster generator, plus hand-built ones whose judgements recurse
// several levels.
func benchPositions() []Board {
	ps := randomPositions(2026, 64, 10, 60)
	for _, s := range deepPositions {
		b, err := ParseStones(s)
		if err != nil {
			panic(err)
		}
		ps = append(ps, b)
	}
	return ps
}

// deepPositions are positions whose traces recurse 5–8 levels (found by the
// generator and kept as fixed cases).
var deepPositions = []string{
	"B:c6,c8,d9,e8,e13,f6,g7,g8,h8,i6,i7,i12 W:c7,d11,e10,f8,f9,f11,g10,h11",
	"B:d6,e2,f1,f7,f8,g6,g7,h4,h6,h8,h9,j5,j7,j10,k4,k5 W:e4,f2,f4,f6,i7,j6,j8,l4,l6",
	"B:b9,d7,d9,e11,e12,f9,g10,h8,h11,h12,h14 W:j8,j9,j14,k10",
}

func BenchmarkForbiddenMap(b *testing.B) {
	ps := benchPositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ForbiddenMap(&ps[i%len(ps)])
	}
}

// BenchmarkJudgePoint judges single points near the stones (the points a
// player would click), fast path.
func BenchmarkJudgePoint(b *testing.B) {
	ps, pts := benchPoints()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(pts)
		_, _ = Judge(&ps[pts[k].pos], pts[k].p, Black)
	}
}

// BenchmarkExplainPoint builds the full trace for the same points.
func BenchmarkExplainPoint(b *testing.B) {
	ps, pts := benchPoints()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(pts)
		_, _ = Explain(&ps[pts[k].pos], pts[k].p, Black)
	}
}

type benchPoint struct {
	pos int
	p   Point
}

// benchPoints lists the empty points that may matter (two or more black
// stones nearby on a line) in every bench position.
func benchPoints() ([]Board, []benchPoint) {
	ps := benchPositions()
	var pts []benchPoint
	for n := range ps {
		j := newJudge(&ps[n])
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			gi := gridIndex(p)
			if j.g[gi] == cellEmpty && twoOnALine(j.g, gi) {
				pts = append(pts, benchPoint{n, p})
			}
		}
	}
	return ps, pts
}

// twoOnALine reports whether two black stones or more stand within four
// points of the cell i on one line through it (the points the benchmarks
// have always timed).
func twoOnALine(g *grid, i int) bool {
	for d := direction(0); d < 4; d++ {
		s := step[d]
		n := 0
		for k := 1; k <= 4; k++ {
			if g[i+k*s] == cellBlack {
				n++
			}
			if g[i-k*s] == cellBlack {
				n++
			}
		}
		if n >= 2 {
			return true
		}
	}
	return false
}

// BenchmarkForbiddenMapPerPosition times each position's map separately and
// reports the median and the 90th percentile over positions (the budget is
// stated per map, and one slow deep position would hide in a mean).
func BenchmarkForbiddenMapPerPosition(b *testing.B) {
	ps := benchPositions()
	reportPercentiles(b, len(ps), func(i int) { ForbiddenMap(&ps[i]) })
}

// BenchmarkExplainPerPoint does the same for single-point traces.
func BenchmarkExplainPerPoint(b *testing.B) {
	ps, pts := benchPoints()
	reportPercentiles(b, len(pts), func(i int) { _, _ = Explain(&ps[pts[i].pos], pts[i].p, Black) })
}

// BenchmarkExplainDeep explains the deepest point of each deep position.
func BenchmarkExplainDeep(b *testing.B) {
	var boards []Board
	var points []Point
	for _, s := range deepPositions {
		bd, _ := ParseStones(s)
		best, bestDepth := Point{}, -1
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			if bd.At(p) != Empty {
				continue
			}
			if t, _ := Explain(&bd, p, Black); t.MaxDepth() > bestDepth {
				best, bestDepth = p, t.MaxDepth()
			}
		}
		boards, points = append(boards, bd), append(points, best)
	}
	reportPercentiles(b, len(points), func(i int) { _, _ = Explain(&boards[i], points[i], Black) })
}

func reportPercentiles(b *testing.B, n int, f func(i int)) {
	var ds []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % n
		start := time.Now()
		f(k)
		ds = append(ds, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	b.ReportMetric(float64(ds[len(ds)/2].Nanoseconds()), "median-ns")
	b.ReportMetric(float64(ds[len(ds)*9/10].Nanoseconds()), "p90-ns")
	b.ReportMetric(float64(ds[len(ds)-1].Nanoseconds()), "max-ns")
}
