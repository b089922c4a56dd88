package coach

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/skill"
)

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

// Hand-checked positions (renju judge / renju map / renju explain):
//
//	B:g8,i8,h7,h9            H8 is a double-three, each three's straight-
//	                         four point judged one level down (depth 1)
//	B:e8,f8,g8,h5,h6,h7      H8 is a double-four (no recursion, depth 0)
//	B:b2,c2,d2,f2,g2 + the   E2 overline (depth 0) and H8 double-three
//	double-three at H8       (depth 1): the only two forbidden points
//	B:e5,f5,g5,h6,h7 + a     H5 is a four-three (its three checked one
//	double-three at M12      level down: depth 1); M12 the only foul
//	the H8 double-three,     White G7 makes D4–G7 a four whose only five
//	B:c3 W:d4,e5,f6          point is H8 (C3 is Black's): Black cannot
//	                         cover it, it is a double-three (depth 1)
//	the live-or-false below  E8's horizontal three is false: its one
//	                         straight-four point F8 is a 4-3-3 (primary
//	                         kind double-three) whose threes are judged
//	                         one level further down (depth 2)
var filed = []struct {
	name string
	d    drills.Drill
	want skill.Cell
}{
	{"is-forbidden legal", drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:g8 W:a1", Point: "h8",
		Answer: drills.Answer{Forbidden: no()}}, cellOf(drills.IsForbidden, skill.KindNone, 0)},
	{"is-forbidden double-three", drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:g8,i8,h7,h9 W:a1,a3,a4,a5", Point: "h8",
		Answer: drills.Answer{Forbidden: yes(), Kind: "double-three"}}, cellOf(drills.IsForbidden, "double-three", 1)},
	{"is-forbidden double-four", drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:e8,f8,g8,h5,h6,h7 W:a1,a3,a4,a5,a6,a7", Point: "h8",
		Answer: drills.Answer{Forbidden: yes(), Kind: "double-four"}}, cellOf(drills.IsForbidden, "double-four", 0)},
	{"live-or-false false by a foul", drills.Drill{Type: drills.LiveOrFalse, Level: 2,
		Position: "B:e5,e9,f7,f10,g7,g8,h8,i7,j6,k7 W:a1,a3,b1,b2,c1,g9,h10,j8,k9,l7", Point: "e8", Line: "horizontal",
		Answer: drills.Answer{Live: no(), Reasons: []drills.Candidate{{Point: "f8", Status: "forbidden"}}}}, cellOf(drills.LiveOrFalse, "double-three", 2)},
	{"find-all: the rarer kind, the deeper band", drills.Drill{Type: drills.FindAll, Level: 1,
		Position: "B:b2,c2,d2,f2,g2,g8,i8,h7,h9 W:a1,a3,a4,a5,a6,a7,a8,a9,a10",
		Answer:   drills.Answer{Fouls: []drills.Foul{{Point: "e2", Kind: "overline"}, {Point: "h8", Kind: "double-three"}}}}, cellOf(drills.FindAll, "overline", 1)},
	{"find-all: one double-three", drills.Drill{Type: drills.FindAll, Level: 1, Position: "B:g8,i8,h7,h9 W:a1,a3,a4,a5",
		Answer: drills.Answer{Fouls: []drills.Foul{{Point: "h8", Kind: "double-three"}}}}, cellOf(drills.FindAll, "double-three", 1)},
	{"four-three beside a foul", drills.Drill{Type: drills.FourThree, Level: 1,
		Position: "B:e5,f5,g5,h6,h7,l12,n12,m11,m13 W:a1,a3,a4,a5,a6,a7,a8,a9,a10",
		Answer:   drills.Answer{Points: []string{"h5"}}}, cellOf(drills.FourThree, "double-three", 1)},
	{"four-three, no foul on the board", drills.Drill{Type: drills.FourThree, Level: 1,
		Position: "B:e5,f5,g5,h6,h7 W:a1,a3,a4,a5,a6", Answer: drills.Answer{Points: []string{"h5"}}}, cellOf(drills.FourThree, skill.KindNone, 1)},
	{"trap", drills.Drill{Type: drills.Trap, Level: 1, Position: "B:g8,i8,h7,h9,c3 W:d4,e5,f6", ToMove: "white",
		Answer: drills.Answer{Points: []string{"g7"}, Covers: []string{"h8"}}}, cellOf(drills.Trap, "double-three", 1)},
}

func TestClassifyHandChecked(t *testing.T) {
	for _, c := range filed {
		got, err := Classify(c.d)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, got, c.name)
		back, ok := ParseCell(got.Key())
		assert.True(t, ok, c.name)
		assert.Equal(t, got, back)
	}
}

// A drill whose answer the judge does not bear out falls in no cell.
func TestClassifyRefuses(t *testing.T) {
	for name, d := range map[string]drills.Drill{
		"unknown type":           {Type: "five-in-a-row", Position: "B:h8 W:a1"},
		"bad position":           {Type: drills.FindAll, Position: "B:zz"},
		"find-all legal point":   {Type: drills.FindAll, Position: "B:g8 W:a1", Answer: drills.Answer{Fouls: []drills.Foul{{Point: "h8", Kind: "double-three"}}}},
		"four-three no answer":   {Type: drills.FourThree, Position: "B:g8 W:a1"},
		"four-three not one":     {Type: drills.FourThree, Position: "B:g8 W:a1", Answer: drills.Answer{Points: []string{"h8"}}},
		"trap without covers":    {Type: drills.Trap, Position: "B:g8 W:a1", Answer: drills.Answer{Points: []string{"h8"}}},
		"trap cover legal":       {Type: drills.Trap, Position: "B:g8 W:a1", Answer: drills.Answer{Points: []string{"h9"}, Covers: []string{"h8"}}},
		"trap on a stone":        {Type: drills.Trap, Position: "B:g8 W:a1", Answer: drills.Answer{Points: []string{"g8"}, Covers: []string{"h8"}}},
		"is-forbidden no answer": {Type: drills.IsForbidden, Position: "B:g8 W:a1", Point: "h8"},
	} {
		_, err := Classify(d)
		assert.Error(t, err, name)
	}
}

// The generator's drills of every type and level fall in cells of their
// type.
func TestClassifyGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("generates drills")
	}
	gen := drills.NewGenerator(5)
	for _, typ := range Types {
		for level := 1; level <= drills.MaxLevel; level++ {
			if typ == drills.Trap && level == drills.MaxLevel {
				continue // slow; level 1 and 2 traps are enough
			}
			d, err := gen.Next(typ, level)
			require.NoError(t, err)
			c, err := Classify(d)
			require.NoError(t, err, "%s L%d %s", typ, level, d.Position)
			assert.Equal(t, typ, c.Type)
		}
	}
}

func TestCellKeys(t *testing.T) {
	for _, typ := range Types {
		cells := skill.AllCells(typ)
		assert.Len(t, cells, len(skill.Kinds)*skill.Bands)
		for _, c := range cells {
			back, ok := ParseCell(c.Key())
			require.True(t, ok, c.Key())
			assert.Equal(t, c, back)
		}
	}
	for _, bad := range []string{"", "trap/none", "storm/none/0", "trap/five/0", "trap/none/3", "find-all/none/-1", "a/b/c/d"} {
		_, ok := ParseCell(bad)
		assert.False(t, ok, bad)
	}
}

func cellOf(typ, kind string, band int) skill.Cell {
	return skill.Cell{Type: typ, Kind: kind, Band: band}
}
