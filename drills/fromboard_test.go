package drills

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// FromBoard on a generated drill's board (and point) derives the same
// answer and level as the generator did — for a find-all, four-three or
// trap drill exactly; a live-or-false one only when its point makes one
// plain three — and the answers hold when re-judged.
func TestFromBoardAgreesWithGenerator(t *testing.T) {
	g := NewGenerator(5)
	agreed := map[string]int{}
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			for range 2 {
				want, err := g.Next(typ, level)
				require.NoError(t, err)
				b, err := rules.ParseStones(want.Position)
				require.NoError(t, err)
				got, err := FromBoard(typ, b, want.Point)
				if typ == LiveOrFalse && errors.Is(err, ErrNoDrill) {
					tr := explainBlack(&b, rules.MustPoint(want.Point))
					assert.Greater(t, len(plainThrees(&b, tr)), 1, "%+v", want)
					continue
				}
				require.NoError(t, err, "%+v", want)
				assert.Equal(t, want, got)
				recheck(t, &got)
				agreed[typ]++
			}
		}
	}
	t.Logf("drills re-derived: %v", agreed)
	for _, typ := range Types {
		assert.Positive(t, agreed[typ], typ)
	}
}

func TestFromBoardHand(t *testing.T) {
	// e2e's double-three: h8 a1 i8 a3 j9 a5 j10 a7, then J8 makes
	// H8 I8 J8 and J8 J9 J10, two live threes.
	b, err := rules.ParseStones("B:h8,i8,j9,j10 W:a1,a3,a5,a7")
	require.NoError(t, err)
	d, err := FromBoard(IsForbidden, b, "J8")
	require.NoError(t, err)
	yes := true
	assert.Equal(t, Drill{Type: IsForbidden, Level: 1, Position: rules.FormatStones(&b), Point: "j8", ToMove: "black",
		Answer: Answer{Forbidden: &yes, Kind: "double-three"}}, d)
	recheck(t, &d)

	d, err = FromBoard(IsForbidden, b, "a2")
	require.NoError(t, err)
	assert.False(t, *d.Answer.Forbidden)
	assert.Equal(t, "", d.Answer.Kind)
	assert.Equal(t, 1, d.Level)

	d, err = FromBoard(FindAll, b, "")
	require.NoError(t, err)
	assert.Contains(t, d.Answer.Fouls, Foul{"j8", "double-three"})
	recheck(t, &d)

	// J8 makes two plain threes: no single line to ask about. G8 makes
	// one, G8 H8 I8.
	_, err = FromBoard(LiveOrFalse, b, "j8")
	assert.ErrorIs(t, err, ErrNoDrill)
	d, err = FromBoard(LiveOrFalse, b, "g8")
	require.NoError(t, err)
	assert.Equal(t, "horizontal", d.Line)
	recheck(t, &d)

	// The review package's trap game: White's I7 makes E11 F10 G9 _ I7,
	// whose one five point H8 is Black's double-three.
	tb, err := rules.ParseStones("B:f8,g8,h6,h7,d12,o15 W:g9,f10,a1,a15,e11")
	require.NoError(t, err)
	d, err = FromBoard(Trap, tb, "")
	require.NoError(t, err)
	assert.Equal(t, "white", d.ToMove)
	assert.Contains(t, d.Answer.Points, "i7")
	recheck(t, &d)
}

func TestFromBoardErrors(t *testing.T) {
	b, err := rules.ParseStones("B:h8,i8,j9,j10 W:a1,a3,a5,a7")
	require.NoError(t, err)
	for _, c := range []struct {
		typ, pos, point, want string
		none                  bool
	}{
		{"nope", "", "", `unknown drill type "nope"`, false},
		{IsForbidden, "", "", "asks about a point", false},
		{FindAll, "", "h8", "asks about no point", false},
		{IsForbidden, "", "z9", "off the board", false},
		{IsForbidden, "", "h8", "h8 is not empty", false},
		{Trap, "", "", "needs White to move", true},
		{IsForbidden, "B:h8,i8,j9,j10,o1 W:a1,a3,a5,a7", "j8", "needs Black to move", true},
		{FindAll, "B:h8 W:h9", "", "no forbidden point", true},
		{FourThree, "B:h8 W:h9", "", "no four-three", true},
		{Trap, "B:h8,i8 W:h9", "", "no trap", true},
		{LiveOrFalse, "B:h8 W:h9", "a1", "makes 0 plain", true},
		{IsForbidden, "B:d8,e8,f8,g8 W:a1,a2,a3,a4", "o15", "not a position of an open game", true},
	} {
		bb := b
		if c.pos != "" {
			bb, err = rules.ParseStones(c.pos)
			require.NoError(t, err)
		}
		_, err := FromBoard(c.typ, bb, c.point)
		require.Error(t, err, "%+v", c)
		assert.ErrorContains(t, err, c.want)
		assert.Equal(t, c.none, errors.Is(err, ErrNoDrill), "%+v: %v", c, err)
	}
}
