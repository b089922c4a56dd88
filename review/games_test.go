package review

import (
	"testing"

	"github.com/stretchr/testify/require"

	"renju/engine"
	"renju/rules"
)

// recordedGames are self-played games (engine.PlayGame, the levels and
// seed named), kept as move lists so that they stay fixed when the
// players change; between them they have every kind of White moment and
// Avoided. The full-board draws run the scan to the end of the board.
var recordedGames = []string{
	// Black level 3, White level 4, seed 3: 225 moves, draw; map[trap-set:1].
	"h8h7i7j6f10e11i8i6g8f8k8j8k6j7j5j9j10i9k7k5k9k10l8i11m7n6l7i4m8n9n8o8n7o7m6m5m10m9o4n5l5l6j3k4l4h10g9g11f12f11h11c11d11o9o6o10o11j4h4i3h2i5i2h6g7g6f6l2k3e5g2f2j2k2h5h3n3o2l3m3m2l11m12m11k11l12k13l13l10l14l15i12i13j12k12k14h13g13j14g12g14e10d9e9e8e12e13d10b12d13c14g10h9i10f14e14h14i14h15h12b11c10b10b9b14b13c9e7e6d5c5c6e4d4d6f3g3d2d3b2c2c3a1f5f4a5e1c7b6b7d7o14n14o5k1k15g1g4f1d1h1i1b5e2n11l9n13n12g15f15a6e15d15a8m1l1a11a13a2a3a4a7a9a10a12a14a15b1b3b4b8b15c1c4c8c12c13c15d8d12d14e3f7f9f13g5i15j1j11j13j15m4m13m14m15n1n2n4n10n15o1o3o12o13o15",
	// Black level 2, White level 5, seed 3: 26 moves, foul; map[avoided:1 trap-caught:1 trap-set:1].
	"h8g7h7h6i5f8d10g6i6g8g5g9g10h10e7i11j12f6e6f7f9f4f5h5i4d9",
	// Black level 1, White level 3, seed 3: 64 moves, foul; map[avoided:2 trap-caught:1 trap-set:2].
	"h8g9i9g7g8f8h10h6e9i5j4j8g11f12h12f10h9h11f9i7k9f4g5j9h7e10i6j5j7i10g12k8l7l8m8k7j6k6k5l6n4g10c10j10j12i12k14f7f5e7c5c7d7e5d6e4e8e6e3g4b5c6i4c4",
	// Black level 4, White level 2, seed 9: 225 moves, draw; map[trap-missed:1 trap-set:1].
	"h8g9h9h10f8g8g7i9h6e9h7h5j4i5i7j7e7f7j8k9g5f4f6h4d4e5c9d8g6e6g3g4i6j6d5e4i4k7l8k8k6k10k11e2e3f3d1d3j5h3f5h2h1l7j9i8k4l3l4m4n7g11f10g10g12j10i10f12e13h11c5f2g2d6b6a7c7c8m6l5i11i12f9k14j13j11h13l9m8n11m10m7i13g13l13k13f11e10i14j15k12l11h14j12c4c3f14g14k2k3j3j2c11d12d11e11e12d7d9b9a10c13b14m12n13n9o9c14e1g1c1b1n6o6n4n5o5b2c2m3o3e8a8b5a4b3b4n12n10l10o13m2m5a11o11o10o15o14n14l12o4o2b12i15j14k15h15l15m15b11b8f15c12c15d15a3l1j1k1o1a14a1a2a5a6a9a12a13a15b7b10b13b15c6c10d2d10d13d14e14e15f1f13g15h12i1i2i3k5l2l6l14m1m9m11m13m14n1n2n3n8n15o7o8o12",
	// Black level 2, White level 2, seed 7: 225 moves, draw; map[trap-missed:1].
	"h8h7i8g8i6i7g7f6j7k8h9k6f11g10k7g11g12e10d11f10d10h10i10e9d8d9i13i9f12e11e12d12h12i12c13e8e7h11f9k14j13f7c10f13b9a8h5f3f5j11k11h13g14k10l9j12g5i5d5e5k13l13c11c12c8e6c9c7a11b10d6d4b2m12n11k12l12n15m14l11n13m11c5f8a3b4i11j10j8m10m9n10l10o8n9k9n8o7l6l8m7k5m5n4m6m8n7l7m3m4n6n5j5j6k4l5l3m2n3k3o6e4c4e2e3j4l2g4h4h2g1g2f2d13e13b11e14f14c3c2b3d3f4d2b12d14j2i3j3i4i2o9o10o15k15a6a7f1i15j15a12a13b5b7o11l14o12o13i14b1d1a4e15f15k1h1l1m1c15a15o2o4a1a2a5a9a10a14b6b8b13b14b15c1c6c14d7d15e1g3g6g9g13g15h3h6h14h15i1j1j9j14k2l4l15m13m15n1n2n12n14o1o3o5o14",
	// Black level 2, White level 1, seed 5: 225 moves, draw; map[trap-missed:1].
	"h8g7h6h7i7j8g9f10k5j6j5i5k7j9j7m7k6k8k3k4i8h9l5m4n5m5m6l4j4o4n4i9l9l7h11n6i3h2h3j3i4g2f4g4g5e3f6h4f2f5e6g6d3k9l8h10f12g10i10d10e10e7f7f8e9e12f11d9d11e11c12f9a14b13c4d5c6d6d8b4c5c7c3c2e2b5f13e14f14f15e13b6b3b7b8a7d7d12c13d13c11c14c10c9j11g11k10m8h13i12i14g12g13i13h12j10h14h15j14g14e15i11k14l14j12j15i15l12k11k12m9l10o11n10m11l11l13n9m10n7n8m12n12c8b12a11n3n1m3l3b2d4b10b11o5l2j2a9a8a13a12e4f3o10n13m13n11n15m15k1l1o6o9m2o2a3a5h1g1o15d15b15c1e1a1a2a4a6a10a15b1b9b14c15d1d2d14e5e8f1g3g8g15h5i1i2i6j1j13k2k13k15l6l15m1m14n2n14o1o3o7o8o12o13o14",
	// Black level 2, White level 4, seed 1: 50 moves, five; map[trap-set:2].
	"h8g8g7i9f6d4h6h7i6g6i5f8j4k3i8i4h5j5k6j6g4j7f3e2j8k8i7g5k9l10h3d3h4h2e4d5d6d2d1f2g2b2c2b5c4c5e3e5a5f5",
}

// selfPlayed plays n fresh games between weak players (levels 1–3, which
// miss traps and wander onto forbidden points' edges), for tests that must
// hold on any game.
func selfPlayed(t testing.TB, n int) [][]rules.Point {
	t.Helper()
	var games [][]rules.Point
	for i := 0; i < n; i++ {
		bp, err := engine.NewPlayer(1+i%3, uint64(1000+i))
		require.NoError(t, err)
		wp, err := engine.NewPlayer(1+(i/3)%3, uint64(2000+i))
		require.NoError(t, err)
		games = append(games, engine.PlayGame(bp, wp).Moves)
	}
	return games
}

// allGames is every game the property tests scan: the hand-built ones,
// the recorded ones, and n fresh self-played ones.
func allGames(t testing.TB, fresh int) [][]rules.Point {
	t.Helper()
	var games [][]rules.Point
	for _, c := range handCases() {
		games = append(games, parseGame(t, c.game))
	}
	for _, g := range recordedGames {
		games = append(games, parseGame(t, g))
	}
	return append(games, selfPlayed(t, fresh)...)
}

// TestMomentsHold: every moment of every game is true by the judge —
// each foul, five point and forbidden point it names, and each Line
// replayed move by move from the position it documents (verifyMoment).
// Every kind is met at least once.
func TestMomentsHold(t *testing.T) {
	fresh := 9
	if testing.Short() {
		fresh = 3
	}
	seen := map[Kind]int{}
	for _, moves := range allGames(t, fresh) {
		ms, err := Scan(moves, Options{})
		require.NoError(t, err, rules.FormatMoves(moves, true))
		last := 0
		for _, m := range ms {
			require.GreaterOrEqual(t, m.Move, last, "moments in move order")
			last = m.Move
			verifyMoment(t, moves, m)
			seen[m.Kind]++
		}
	}
	t.Logf("moments checked: %v", seen)
	for _, k := range []Kind{FoulPlayed, TrapCaught, TrapSet, TrapMissed, Avoided, FalseThree} {
		require.Positive(t, seen[k], "no %s moment met", k)
	}
}
