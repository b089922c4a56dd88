package savemerge_test

import (
	"math/rand/v2"
	"testing"

	"renju/game/frame/savemerge/savetest"
)

// BenchmarkMerge is the cost of a save that finds another tab's value in
// storage, per key, for records of some 40 steps: go test -bench Merge
// ./game/frame/savemerge/ (the numbers are in docs/saves.md).
func BenchmarkMerge(b *testing.B) {
	table := savetest.Table()
	for _, k := range savetest.Kinds {
		rng := rand.New(rand.NewPCG(9, 9))
		common := savetest.Grow(rng, k, "", 40)
		x, y := savetest.Grow(rng, k, common, 40), savetest.Grow(rng, k, common, 40)
		b.Run(k.Key, func(b *testing.B) {
			for b.Loop() {
				table.Rebase(k.Key, common, x, y)
			}
		})
	}
}
