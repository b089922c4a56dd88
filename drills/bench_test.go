package drills

import (
	"fmt"
	"testing"
)

// BenchmarkNext is the time to make one drill of each type and level (the
// app makes them in the background, one ahead of the learner).
func BenchmarkNext(b *testing.B) {
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			b.Run(fmt.Sprintf("%s/%d", typ, level), func(b *testing.B) {
				g := NewGenerator(1)
				for b.Loop() {
					if _, err := g.Next(typ, level); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkGame is the time to play one game of the generator (40 stones).
func BenchmarkGame(b *testing.B) {
	g := NewGenerator(1)
	for b.Loop() {
		playGame(g.rng, 40)
	}
}
