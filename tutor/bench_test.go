package tutor_test

import (
	"testing"

	"renju/rules"
	"renju/tutor"
)

// BenchmarkTeachDeepest builds the teaching walk of the point with the
// deepest trace of each deep position (the app does this when a walk
// opens; budget 20 ms in the browser).
func BenchmarkTeachDeepest(b *testing.B) {
	type job struct {
		board rules.Board
		point rules.Point
	}
	var jobs []job
	for _, s := range deepPositions {
		bd, err := rules.ParseStones(s)
		if err != nil {
			b.Fatal(err)
		}
		best, depth := rules.Point{}, -1
		for _, p := range bd.Stones(rules.Empty) {
			if t, _ := rules.Explain(&bd, p, rules.Black); t.MaxDepth() > depth {
				best, depth = p, t.MaxDepth()
			}
		}
		jobs = append(jobs, job{bd, best})
	}
	for _, full := range []bool{false, true} {
		name := "teaching"
		explain := tutor.Explain
		if full {
			name, explain = "full", tutor.ExplainFull
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				j := jobs[i%len(jobs)]
				if _, err := explain(&j.board, j.point, rules.Black); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
