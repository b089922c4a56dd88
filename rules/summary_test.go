package rules

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// summaryOf reads a Summary off a trace.
func summaryOf(t *Trace) Summary {
	s := Summary{Five: t.Five, Overline: t.Overline, Fours: t.Fours, Threes: t.Threes, Depth: t.MaxDepth()}
	j := t.Judgement()
	s.Verdict, s.Kind = j.Verdict, j.Kind
	for d, l := range t.Lines {
		s.Shapes[d] = l.Shape
	}
	return s
}

// A Judger's judgements, traces and summaries are the judge's, at every
// empty point of random positions (dense with Black's shapes) and of the
// deep positions (five levels of recursion and more), for both colours.
func TestSummaryIsTheTrace(t *testing.T) {
	positions := randomPositions(31, 150, 10, 70)
	if testing.Short() {
		positions = positions[:30]
	}
	for _, s := range deepPositions {
		b, err := ParseStones(s)
		require.NoError(t, err)
		positions = append(positions, b)
	}
	deepest, shapes := 0, map[string]int{}
	for _, b := range positions {
		jr := NewJudger(&b)
		for i := range Size * Size {
			p := pointOfIndex(i)
			if b.At(p) != Empty {
				_, err := jr.Summarize(p)
				require.Error(t, err, "%s is taken", p)
				continue
			}
			for _, c := range []Stone{Black, White} {
				want, err := Judge(&b, p, c)
				require.NoError(t, err)
				got, err := jr.Judge(p, c)
				require.NoError(t, err)
				require.Equal(t, want, got, "%s: %s at %s", FormatStones(&b), c, p)
				wantT, err := Explain(&b, p, c)
				require.NoError(t, err)
				gotT, err := jr.Explain(p, c)
				require.NoError(t, err)
				require.Equal(t, wantT, gotT, "%s: %s at %s", FormatStones(&b), c, p)
			}
			tr, err := Explain(&b, p, Black)
			require.NoError(t, err)
			sum, err := jr.Summarize(p)
			require.NoError(t, err)
			require.Equal(t, summaryOf(tr), sum, "%s: black at %s", FormatStones(&b), p)
			deepest = max(deepest, sum.Depth)
			for _, sh := range sum.Shapes {
				shapes[sh]++
			}
		}
	}
	t.Logf("deepest %d; shapes %v", deepest, shapes)
	require.GreaterOrEqual(t, deepest, 5, "the positions reach deep recursion")
	for _, sh := range []string{ShapeNone, ShapeFive, ShapeOverline, ShapeStraightFour, ShapeFour, ShapeDoubleFour, ShapeThree, ShapeFalseThree, ShapeDeadFour} {
		require.Positive(t, shapes[sh], "no line of shape %s met: the test proves little", sh)
	}
}

// A judger set stone by stone judges as one made from the board at once:
// at every move of random games, each empty point for both colours, and
// the trace's position.
func TestJudgerSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 20 {
		var b Board
		jr := NewJudger(&b)
		for range 40 {
			p := Point{4 + rng.IntN(7), 4 + rng.IntN(7)}
			c := Stone(1 + rng.IntN(2))
			if rng.IntN(10) == 0 {
				c = Empty // and take stones back now and then
			}
			b.Set(p, c)
			jr.Set(p, c)
			for i := range Size * Size {
				q := pointOfIndex(i)
				if b.At(q) != Empty {
					continue
				}
				for _, c := range []Stone{Black, White} {
					want, _ := Judge(&b, q, c)
					got, _ := jr.Judge(q, c)
					require.Equal(t, want, got, "%s: %s at %s", FormatStones(&b), c, q)
				}
			}
			tr, err := jr.Explain(Center, White)
			if b.At(Center) == Empty {
				require.NoError(t, err)
				require.Equal(t, FormatStones(&b), tr.Position)
			}
		}
	}
}

// combo names every count of fours and threes as the fours and threes
// written out.
func TestCombo(t *testing.T) {
	for f := range 12 {
		for th := range 7 {
			want := strings.TrimSuffix(strings.Repeat("4-", f)+strings.Repeat("3-", th), "-")
			require.Equal(t, want, combo(f, th), "%d fours, %d threes", f, th)
		}
	}
}
