package rules

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestJudgeAgreesWithReference compares the fast judge, the traced judge and
// the naive reference on every empty point of many random positions.
func TestJudgeAgreesWithReference(t *testing.T) {
	count := 400
	if testing.Short() {
		count = 60
	}
	fouls, deep := 0, 0
	for n, b := range randomPositions(7, count, 10, 70) {
		ref := referenceJudge{b: b}
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			if b.At(p) != Empty {
				continue
			}
			five, bad := ref.judge(p)
			j, err := Judge(&b, p, Black)
			require.NoError(t, err)
			want := Legal
			switch {
			case five:
				want = Five
			case bad:
				want = Forbidden
			}
			require.Equal(t, want, j.Verdict, "position %d %s point %s", n, FormatStones(&b), p)
			tr, err := Explain(&b, p, Black)
			require.NoError(t, err)
			require.Equal(t, j, tr.Judgement(), "trace disagrees: position %s point %s", FormatStones(&b), p)
			if j.Verdict == Forbidden {
				fouls++
			}
			if tr.MaxDepth() >= 2 {
				deep++
			}
		}
	}
	t.Logf("%d forbidden points, %d points whose trace recurses 2+ levels", fouls, deep)
	require.Greater(t, fouls, count, "the random positions should exercise fouls")
}
