package tutor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// lineCase is a row of cells along one line, read left to right: 'X' a
// black stone, 'O' a white one, '.' empty, '|' the board's edge (only at
// either end), 'P' the stone judged. It is laid on row 8, its first cell
// on column start (0 for a row that begins at the edge).
type lineCase struct {
	name, row string
	// sleeping: the three is visibly closed (眠三); by names what closes
	// it in the unrotated row ("edge" or a point); false: it looks open
	// but is not live (假活三); live: a live three.
	want string
	by   string
}

var lineCases = []lineCase{
	{"closed by White", "..OPXX...", "sleeping", "c8"},
	{"split, closed by White beyond the far stone", "...PX.XO..", "sleeping", "h8"},
	{"split, closed by White before the first stone", "..OPX.X...", "sleeping", "c8"},
	{"against the edge", "|PXX...", "sleeping", "edge"},
	{"split against the edge", "|XP.X..", "sleeping", "edge"},
	{"open, White one point further on each side", "..O.PXX.O..", "false", ""},
	{"open at the edge, White one point further", "|.PXX.O..", "false", ""},
	{"open, six with Black's own stones on both sides (六腐)", ".X..PXX..X.", "false", ""},
	{"open and live", "...PXX....", "live", ""},
	{"split, open and live", "..PX.X...", "live", ""},
}

// boardOf lays c on row 8 and returns the board and the judged point.
func boardOf(t *testing.T, c lineCase) (rules.Board, rules.Point) {
	var b rules.Board
	var p rules.Point
	found := false
	col := 0
	for _, r := range c.row {
		switch r {
		case '|':
			continue // the edge: the next cell is column A (or past O)
		case 'X':
			b.Set(rules.Pt(col, 7), rules.Black)
		case 'O':
			b.Set(rules.Pt(col, 7), rules.White)
		case 'P':
			p, found = rules.Pt(col, 7), true
		}
		col++
	}
	require.True(t, found, c.name)
	require.LessOrEqual(t, col, rules.Size, c.name)
	return b, p
}

// The sleeping-three test on hand-built rows, in all eight symmetries of
// the board: a three visibly closed by White or the edge is 眠三, an open
// one that cannot become a straight four is 假活三, and a live three is
// neither.
func TestSleepingThreeInEverySymmetry(t *testing.T) {
	for _, c := range lineCases {
		base, p0 := boardOf(t, c)
		for _, s := range rules.Symmetries {
			b := s.ApplyBoard(&base)
			p := s.Apply(p0)
			tr, err := rules.Explain(&b, p, rules.Black)
			require.NoError(t, err)
			tl := threeLike(tr)
			require.Len(t, tl, 1, "%s, symmetry %d: one three-shape", c.name, s)
			l := tl[0]
			after := boardAt(b, tr)
			cl, asleep := sleeping(&after, l)
			switch c.want {
			case "live":
				assert.Equal(t, rules.ShapeThree, l.Shape, "%s, symmetry %d", c.name, s)
				assert.False(t, asleep, "%s, symmetry %d", c.name, s)
			case "false":
				assert.Equal(t, rules.ShapeFalseThree, l.Shape, "%s, symmetry %d", c.name, s)
				assert.False(t, asleep, "%s, symmetry %d: it looks open", c.name, s)
			case "sleeping":
				assert.Equal(t, rules.ShapeFalseThree, l.Shape, "%s, symmetry %d", c.name, s)
				require.True(t, asleep, "%s, symmetry %d", c.name, s)
				want := c.by
				if want != "edge" {
					want = s.Apply(rules.MustPoint(c.by)).String()
				}
				assert.Equal(t, want, cl.by, "%s, symmetry %d", c.name, s)
				assert.Len(t, cl.three, 3, "%s, symmetry %d", c.name, s)
				assert.Contains(t, cl.three, p.String(), "%s, symmetry %d", c.name, s)
			}
		}
	}
}

// The walks say so: a sleeping three is named 眠三 in the frame and never
// proved false; a false three that looks open is proved false (假活三).
func TestSleepingThreeWords(t *testing.T) {
	for _, c := range lineCases {
		if c.want == "live" {
			continue
		}
		b, p := boardOf(t, c)
		w, err := Explain(&b, p, rules.Black)
		require.NoError(t, err)
		frame := w.Steps[0].Say
		all := ""
		for _, s := range w.Steps {
			all += s.Say.ZH
		}
		if c.want == "sleeping" {
			assert.Contains(t, frame.ZH, "眠三", c.name)
			assert.Contains(t, frame.EN, "a sleeping three on the horizontal line", c.name)
			assert.NotContains(t, all, "假活三", c.name)
			assert.NotContains(t, frame.EN, "a three on", c.name)
			assert.Contains(t, w.Summary.EN, "sleeping three", c.name)
			continue
		}
		assert.NotContains(t, all, "眠三", c.name)
		assert.Contains(t, frame.EN, "a three on the horizontal line", c.name)
	}
}
