package practice

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/rules"
)

// The quick realism check says what drills.Realistic says, on games of
// every length, with either side to play.
func TestRealisticAgreesWithDrills(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	yes := 0
	for i := 0; i < 2000; i++ {
		b, _ := drills.RandomGame(rng, 5+rng.IntN(40))
		want := drills.Realistic(&b)
		require.Equal(t, want, realistic(&b), "%s", rules.FormatStones(&b))
		if want {
			yes++
		}
	}
	assert.Greater(t, yes, 100)
	assert.Less(t, yes, 1900)
}

// A game moved to an edge keeps its stones, colours and shapes, and
// reaches the edge line or the one next to it.
func TestToEdge(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 200; i++ {
		b, _ := drills.RandomGame(rng, 20)
		if !drills.Realistic(&b) {
			continue
		}
		e := toEdge(rng, &b)
		assert.Equal(t, b.Count(rules.Black), e.Count(rules.Black))
		assert.Equal(t, b.Count(rules.White), e.Count(rules.White))
		assert.True(t, drills.Realistic(&e), "a shift keeps the game open: %s → %s", rules.FormatStones(&b), rules.FormatStones(&e))
		near := false
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			for _, p := range e.Stones(c) {
				near = near || p.Col <= 1 || p.Row <= 1 || p.Col >= rules.Size-2 || p.Row >= rules.Size-2
			}
		}
		assert.True(t, near, "a stone on the edge line or next to it: %s → %s", rules.FormatStones(&b), rules.FormatStones(&e))
	}
}
