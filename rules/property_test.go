package rules

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The forbidden map is the same under all 8 symmetries of the board.
func TestForbiddenMapSymmetric(t *testing.T) {
	positions := randomPositions(99, 120, 10, 60)
	for _, s := range deepPositions {
		b, err := ParseStones(s)
		require.NoError(t, err)
		positions = append(positions, b)
	}
	for _, b := range positions {
		base := ForbiddenMap(&b)
		for _, s := range Symmetries[1:] {
			tb := s.ApplyBoard(&b)
			want := map[Point]Kind{}
			for _, f := range base {
				want[s.Apply(f.Point)] = f.Kind
			}
			got := map[Point]Kind{}
			for _, f := range ForbiddenMap(&tb) {
				got[f.Point] = f.Kind
			}
			require.Equal(t, want, got, "symmetry %d of %s", s, FormatStones(&b))
		}
	}
}

func TestSymmetriesAreDistinctBijections(t *testing.T) {
	seen := map[Point]bool{}
	p := MustPoint("c2")
	for _, s := range Symmetries {
		q := s.Apply(p)
		require.True(t, q.OnBoard())
		assert.False(t, seen[q], "symmetry %d repeats %s", s, q)
		seen[q] = true
		assert.Equal(t, Center, s.Apply(Center))
	}
}

// White never has a forbidden move: on every empty point of positions full of
// black fouls, a White stone is legal or a five.
func TestWhiteNeverForbidden(t *testing.T) {
	for _, b := range randomPositions(5, 80, 10, 60) {
		// swap colours so White has the dense shapes Black had
		var w Board
		for i, c := range b.cells {
			w.cells[i] = c.Opponent()
		}
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			if w.At(p) != Empty {
				continue
			}
			j, err := Judge(&w, p, White)
			require.NoError(t, err)
			require.NotEqual(t, Forbidden, j.Verdict)
			tr, err := Explain(&w, p, White)
			require.NoError(t, err)
			require.Equal(t, j, tr.Judgement())
			require.Equal(t, "white", tr.Reason)
		}
	}
}

func TestWhiteOverlineWins(t *testing.T) {
	b, err := ParseStones("W:c8,d8,e8,g8,h8")
	require.NoError(t, err)
	j, err := Judge(&b, MustPoint("f8"), White)
	require.NoError(t, err)
	assert.Equal(t, Five, j.Verdict)
	// The trace calls White's six an overline, and the verdict stays five.
	tr, err := Explain(&b, MustPoint("f8"), White)
	require.NoError(t, err)
	assert.Equal(t, "five", tr.Verdict)
	assert.True(t, tr.Overline, "White's six is an overline")
	assert.Contains(t, tr.Summary(), "White wins with an overline (six)")
	// An exact five is no overline.
	five, err := ParseStones("W:c8,d8,e8,g8")
	require.NoError(t, err)
	tr, err = Explain(&five, MustPoint("f8"), White)
	require.NoError(t, err)
	assert.Equal(t, "five", tr.Verdict)
	assert.False(t, tr.Overline, "five in a row is no overline")
	assert.NotContains(t, tr.Summary(), "overline")
	// the same shape in black is an overline
	bb, _ := ParseStones("B:c8,d8,e8,g8,h8")
	j, _ = Judge(&bb, MustPoint("f8"), Black)
	assert.Equal(t, Judgement{Forbidden, Overline}, j)
}

// Same input, same trace: the JSON of two judgements is byte-identical, and
// neither judging nor mapping changes the board.
func TestDeterministicAndPure(t *testing.T) {
	for _, b := range randomPositions(3, 40, 10, 60) {
		before := b
		_ = ForbiddenMap(&b)
		require.Equal(t, before, b)
		for i := 0; i < Size*Size; i += 7 {
			p := pointOfIndex(i)
			if b.At(p) != Empty {
				continue
			}
			t1, err := Explain(&b, p, Black)
			require.NoError(t, err)
			t2, err := Explain(&b, p, Black)
			require.NoError(t, err)
			j1, _ := json.Marshal(t1)
			j2, _ := json.Marshal(t2)
			require.Equal(t, string(j1), string(j2))
			require.Equal(t, before, b)
		}
	}
}

func TestJudgeErrors(t *testing.T) {
	b, _ := ParseStones("B:h8 W:h9")
	_, err := Judge(&b, MustPoint("h8"), Black)
	assert.ErrorContains(t, err, "h8 is occupied by black")
	_, err = Explain(&b, MustPoint("h9"), Black)
	assert.ErrorContains(t, err, "h9 is occupied by white")
	_, err = Judge(&b, Point{15, 0}, Black)
	assert.ErrorContains(t, err, "off the board")
	_, err = Judge(&b, MustPoint("a1"), Empty)
	assert.Error(t, err)
	assert.False(t, IsForbidden(&b, MustPoint("h8")))
}

// Every node of a trace is internally consistent: depth matches the placed
// stones, a counting candidate's sub-judgement is not forbidden, a
// forbidden one's is, and the combo matches the counts.
func TestTraceInvariants(t *testing.T) {
	for _, b := range randomPositions(17, 60, 10, 60) {
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			if b.At(p) != Empty {
				continue
			}
			tr, err := Explain(&b, p, Black)
			require.NoError(t, err)
			tr.Walk(func(n *Trace) {
				require.Equal(t, n.Depth, len(n.Placed))
				require.Len(t, n.Lines, 4)
				threes := 0
				for _, l := range n.Lines {
					if l.Shape == ShapeThree {
						threes++
					}
					for _, c := range l.Candidates {
						switch c.Status {
						case StatusCounts:
							require.NotNil(t, c.Sub)
							require.NotEqual(t, "forbidden", c.Sub.Verdict)
							require.Equal(t, n.Depth+1, c.Sub.Depth)
							require.Equal(t, append(append([]string{}, n.Placed...), n.Point), c.Sub.Placed)
						case StatusForbidden:
							require.NotNil(t, c.Sub)
							require.Equal(t, "forbidden", c.Sub.Verdict)
						default:
							require.Nil(t, c.Sub)
						}
					}
				}
				require.Equal(t, threes, n.Threes)
			})
		}
	}
}
