package rules

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// ForbiddenMap, which judges only the points that pass its cheap test
// (mayBeForbidden), lists exactly the points Judge finds forbidden, one
// by one, on random positions dense with Black's shapes, the deep
// positions and hand positions of every kind of foul on one line.
func TestForbiddenMapIsEveryPoint(t *testing.T) {
	positions := randomPositions(77, 300, 10, 80)
	if testing.Short() {
		positions = positions[:60]
	}
	for _, s := range append(deepPositions,
		"B:d8,f8,g8,h8,j8",                // X.XXX.X: two fours on one line at e8 and i8
		"B:c8,d8,f8,g8,i8,j8",             // XX.XX.XX
		"B:b8,c8,d8,f8,h8,i8,j8",          // XXX.X.XXX
		"B:c8,d8,e8,f8,h8",                // g8 an overline
		"B:h8,h9,h10,i7,j7 W:a1,a2,a3,a4", // a double-three and more
	) {
		b, err := ParseStones(s)
		require.NoError(t, err)
		positions = append(positions, b)
	}
	kinds := map[Kind]int{}
	for _, b := range positions {
		var want []Foul
		for col := range Size {
			for row := range Size {
				p := Point{col, row}
				if b.At(p) != Empty {
					continue
				}
				if j, _ := Judge(&b, p, Black); j.Verdict == Forbidden {
					want = append(want, Foul{p, j.Kind})
					kinds[j.Kind]++
				}
			}
		}
		require.Equal(t, want, ForbiddenMap(&b), "%s", FormatStones(&b))
	}
	t.Logf("fouls by kind: %v", kinds)
	for _, k := range []Kind{Overline, DoubleFour, DoubleThree} {
		require.Positive(t, kinds[k], "no %s met", k)
	}
}
