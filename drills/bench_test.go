package drills

import (
	"fmt"
	"syscall"
	"testing"
	"time"
)

// BenchmarkGenerate is the time to make one drill of each type and level
// (the app makes them in the background, one ahead of the learner):
// iteration k makes drill k of seed 1, so that -benchtime=20x makes the
// same 20 drills on every run, and runs before and after a change compare
// like with like. Beside ns/op (wall time, which a loaded machine
// stretches) it reports cpu-ms/op, the process's CPU time per drill
// (getrusage), which moves much less with the load; run it with -cpu 1.
func BenchmarkGenerate(b *testing.B) {
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			b.Run(fmt.Sprintf("%s/%d", typ, level), func(b *testing.B) {
				g := NewGenerator(1)
				start := cpuTime()
				for b.Loop() {
					if _, err := g.Next(typ, level); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
			})
		}
	}
}

// BenchmarkGenerateV2 is BenchmarkGenerate for version 2's level 1, every
// lesson covered.
func BenchmarkGenerateV2(b *testing.B) {
	for _, typ := range Types {
		b.Run(typ, func(b *testing.B) {
			g, err := Spec{Seed: 1, Version: Version2, Covered: []string{AllLessons}}.Generator()
			if err != nil {
				b.Fatal(err)
			}
			start := cpuTime()
			for b.Loop() {
				if _, err := g.Next(typ, 1); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
		})
	}
}

// cpuTime is the user and system CPU time of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkGame is the time to play one game of the generator (40 stones).
func BenchmarkGame(b *testing.B) {
	g := NewGenerator(1)
	start := cpuTime()
	for b.Loop() {
		playGame(g.rng, 40)
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Microsecond)/float64(b.N), "cpu-µs/op")
}
