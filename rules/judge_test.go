package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// judgeCase is a hand-checked position: each was worked out on paper from
// RULES.md before the judge was run on it, and the comment says why.
type judgeCase struct {
	name    string
	pos     string // stone list
	point   string
	verdict Verdict
	kind    Kind
	combo   string            // fours and threes the trace must report
	lines   map[string]string // direction → shape at the root
	cands   map[string]string // candidate point → status at the root
}

var judgeCases = []judgeCase{
	// ---- double-three (三三) ----
	{
		name: "double-three: split three and straight three",
		// G8 H8 . J8 becomes a straight four at I8; H8 H9 H10 at H7 or H11.
		pos: "B:g8,j8,h9,h10", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
		lines: map[string]string{"horizontal": ShapeThree, "vertical": ShapeThree, "diagonal": ShapeNone},
		cands: map[string]string{"i8": StatusCounts, "h7": StatusCounts, "h11": StatusUnchecked},
	},
	{
		name: "triple three (三三三) is a double-three",
		// adds the diagonal H8 I9 J10 (straight fours at G7 or K11)
		pos: "B:g8,j8,h9,h10,i9,j10", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3-3",
	},
	{
		name: "three plus a lone stone is not a double-three",
		pos:  "B:g8,j8,h10", point: "h8",
		verdict: Legal, combo: "3",
		lines: map[string]string{"horizontal": ShapeThree, "vertical": ShapeNone},
	},
	// ---- false threes ----
	{
		name: "false three: blocked by White",
		// E8 is White: F8 G8 H8 I8 would be closed at E8, so only the vertical three is live.
		pos: "B:f8,g8,h9,h10 W:e8", point: "h8",
		verdict: Legal, combo: "3",
		lines: map[string]string{"horizontal": ShapeFalseThree, "vertical": ShapeThree},
		cands: map[string]string{"e8": StatusOccupied, "i8": StatusBlocked},
	},
	{
		name: "false three: blocked by the edge (盘端)",
		// A8 B8 C8: D8 would make A8–D8, closed by the edge.
		pos: "B:a8,b8,c9,c10", point: "c8",
		verdict: Legal, combo: "3",
		lines: map[string]string{"horizontal": ShapeFalseThree, "vertical": ShapeThree},
		cands: map[string]string{"d8": StatusBlocked},
	},
	{
		name: "three one point from the edge is live",
		// B8 C8 D8 with A8, E8, F8 empty: E8 makes B8–E8 with A8 and F8 both
		// making exactly five; A8 would be closed by the edge.
		pos: "B:b8,c8,d9,d10", point: "d8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
		cands: map[string]string{"a8": StatusBlocked, "e8": StatusCounts},
	},
	{
		name: "three one point from the edge, closed by White on the far side",
		pos:  "B:b8,c8,d9,d10 W:f8", point: "d8",
		verdict: Legal, combo: "3",
		cands: map[string]string{"a8": StatusBlocked, "e8": StatusBlocked},
	},
	{
		name: "false three: Black's own stones make six (六腐)",
		// B8 . . E8 F8 G8 . . J8 (F8 judged): D8 gives D8–G8 whose end C8
		// would join B8 into six; H8 gives E8–H8 whose end I8 would join J8.
		pos: "B:b8,e8,g8,j8,f9,f10", point: "f8",
		verdict: Legal, combo: "3",
		lines: map[string]string{"horizontal": ShapeFalseThree, "vertical": ShapeThree},
		cands: map[string]string{"d8": StatusOverline, "h8": StatusOverline},
	},
	{
		name: "the same shape without the far stones is a double-three",
		pos:  "B:e8,g8,f9,f10", point: "f8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
	},
	{
		name: "false three: its straight-four point is a double-four (depth 1)",
		// I8 would make G8–J8 (straight four) and I8 already holds two
		// fours on its own vertical (I5 . I7 I8 I9 . I11): three fours.
		pos: "B:g8,j8,h9,h10,i5,i7,i9,i11", point: "h8",
		verdict: Legal, combo: "3",
		lines: map[string]string{"horizontal": ShapeFalseThree, "vertical": ShapeThree},
		cands: map[string]string{"i8": StatusForbidden},
	},
	{
		name: "the same without I5 and I11: I8 is only a four-three, so H8 is 3-3",
		pos:  "B:g8,j8,h9,h10,i7,i9", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
		cands: map[string]string{"i8": StatusCounts},
	},
	{
		name: "decided rule: a straight-four point that also completes a five does not count",
		// I8 would complete H9 I8 J7 K6 L5 on the anti-diagonal.
		pos: "B:g8,j8,h9,h10,j7,k6,l5", point: "h8",
		verdict: Legal, combo: "3",
		cands: map[string]string{"i8": StatusFive},
	},
	// ---- recursion two and three levels deep ----
	{
		name: "depth 3: H8 legal because I8 is 4-3-3 because I9 is a legal 4-3",
		// H8: vertical three live; horizontal G8 H8 . J8 needs I8.
		// I8 (H8 placed): straight four G8–J8, diagonal I8 . K10 L11 live via
		// J9, vertical I8 . I10 I11 live via I9 — I9 is legal (straight four
		// I8–I11 plus the anti-diagonal three H10 I9 J8, live via G11), so
		// I8 is 4-3-3, forbidden, and H8's horizontal three is false.
		pos: "B:g8,j8,h9,h10,i10,i11,k10,l11", point: "h8",
		verdict: Legal, combo: "3",
		cands: map[string]string{"i8": StatusForbidden},
	},
	{
		name: "depth 3 flipped by one far black stone at G11",
		// G11 turns H10 I9 J8 into a straight four, so I9 is 4-4 and
		// forbidden, I8's vertical three is false, I8 is a legal 4-3 and
		// H8's horizontal three is live again: 3-3.
		pos: "B:g8,j8,h9,h10,i10,i11,k10,l11,g11", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
		cands: map[string]string{"i8": StatusCounts},
	},
	{
		name: "depth 2 flipped by one far white stone at M12",
		// M12 closes I8's diagonal I8 J9 K10 L11, so I8 is a legal 4-3 and
		// H8 is 3-3.
		pos: "B:g8,j8,h9,h10,i10,i11,k10,l11 W:m12", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
	},
	// ---- fours ----
	{
		name: "four-three (四三) is legal",
		pos:  "B:e8,f8,g8,h9,h10 W:d8", point: "h8",
		verdict: Legal, combo: "4-3",
		lines: map[string]string{"horizontal": ShapeFour, "vertical": ShapeThree},
	},
	{
		name: "straight four alone counts as one four",
		pos:  "B:e8,f8,g8", point: "h8",
		verdict: Legal, combo: "4",
		lines: map[string]string{"horizontal": ShapeStraightFour},
	},
	{
		name: "double-four across two lines",
		pos:  "B:e8,f8,g8,h9,h10,h11 W:d8", point: "h8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
	},
	{
		name: "double-four on one line: X.XXX.X (两头四四)",
		pos:  "B:d8,f8,h8,j8", point: "g8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
		lines: map[string]string{"horizontal": ShapeDoubleFour},
	},
	{
		name: "double-four on one line: XX.XX.XX (长蛇四四)",
		pos:  "B:c8,d8,g8,i8,j8", point: "f8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
	},
	{
		name: "double-four on one line: XXX.X.XXX (争龙四四)",
		pos:  "B:b8,c8,d8,h8,i8,j8", point: "f8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
	},
	{
		name: "double-four on one diagonal",
		pos:  "B:d4,f6,h8,j10", point: "g7",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
		lines: map[string]string{"diagonal": ShapeDoubleFour},
	},
	{
		name: "X.XXX.XX is one four: the right gap would make six",
		pos:  "B:d8,f8,h8,j8,k8", point: "g8",
		verdict: Legal, combo: "4",
	},
	{
		name: "4-4-4",
		pos:  "B:e8,f8,g8,h9,h10,h11,i9,j10,k11 W:d8,h12,l12", point: "h8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4-4",
	},
	{
		name: "4-3-3 is a double-three",
		pos:  "B:e8,f8,g8,h9,h10,i9,j10 W:d8", point: "h8",
		verdict: Forbidden, kind: DoubleThree, combo: "4-3-3",
	},
	{
		name: "4-4-3 is a double-four",
		pos:  "B:e8,f8,g8,h9,h10,h11,i9,j10 W:d8,h12", point: "h8",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4-3",
	},
	// ---- overline (长连) ----
	{
		name: "overline of six",
		pos:  "B:c8,d8,e8,g8,h8", point: "f8",
		verdict: Forbidden, kind: Overline, combo: "",
		lines: map[string]string{"horizontal": ShapeOverline},
	},
	{
		name: "overline of nine (with a six on another line) at once",
		pos:  "B:d8,e8,f8,g8,i8,j8,k8,l8", point: "h8",
		verdict: Forbidden, kind: Overline,
	},
	{
		name: "overline is the primary kind even with a double-four",
		pos:  "B:c8,d8,e8,g8,h8,f9,f10,f11,g9,h10,i11 W:f12,j12", point: "f8",
		verdict: Forbidden, kind: Overline, combo: "4-4",
	},
	// ---- five beats every foul ----
	{
		name: "five beats an overline on another line",
		pos:  "B:d8,e8,f8,g8,h5,h6,h7,h9,h10", point: "h8",
		verdict: Five,
		lines:   map[string]string{"horizontal": ShapeFive, "vertical": ShapeOverline},
	},
	{
		name: "five beats a double-four",
		pos:  "B:d8,e8,f8,g8,h9,h10,h11,i9,j10,k11", point: "h8",
		verdict: Five, combo: "4-4",
	},
	{
		name: "five beats a double-three",
		pos:  "B:d8,e8,f8,g8,h9,h10,i9,j10", point: "h8",
		verdict: Five, combo: "3-3",
	},
	{
		name: "six is not a five: overline",
		pos:  "B:c8,d8,e8,f8,g8", point: "h8",
		verdict: Forbidden, kind: Overline,
	},
	// ---- the stone must belong to both threes; revived threes don't count ----
	{
		name: "a move that revives a distant false three is not a double-three",
		// C5 D5 E5 (White G5) is false while B5 is a double-four (straight
		// four B5–E5 plus B5 B6 B7 B8 closed by White B9). Black B3 spoils
		// that vertical four (B4 would now make six), which revives C5 D5 E5
		// — but B3 is not part of that three. B3's own three is B3 C3 D3.
		pos: "B:c5,d5,e5,b6,b7,b8,c3,d3 W:g5,b9", point: "b3",
		verdict: Legal, combo: "3",
	},
}

func TestJudgeHandChecked(t *testing.T) {
	for _, tc := range judgeCases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := ParseStones(tc.pos)
			require.NoError(t, err)
			p := MustPoint(tc.point)
			before := b
			j, err := Judge(&b, p, Black)
			require.NoError(t, err)
			assert.Equal(t, tc.verdict, j.Verdict, "verdict")
			assert.Equal(t, tc.kind, j.Kind, "kind")
			assert.Equal(t, before, b, "judging must not change the board")

			tr, err := Explain(&b, p, Black)
			require.NoError(t, err)
			assert.Equal(t, before, b, "explaining must not change the board")
			assert.Equal(t, j, tr.Judgement(), "trace verdict")
			if tc.combo != "" || tc.verdict != Five {
				assert.Equal(t, tc.combo, tr.Combo, "combo\n%s", FormatTrace(tr))
			}
			for dir, shape := range tc.lines {
				found := false
				for _, l := range tr.Lines {
					if l.Direction == dir {
						found = true
						assert.Equal(t, shape, l.Shape, "%s line\n%s", dir, FormatTrace(tr))
					}
				}
				assert.True(t, found, "no %s line in trace", dir)
			}
			for pt, status := range tc.cands {
				got := ""
				for _, l := range tr.Lines {
					for _, c := range l.Candidates {
						if c.Point == pt {
							got = c.Status
						}
					}
				}
				assert.Equal(t, status, got, "candidate %s\n%s", pt, FormatTrace(tr))
			}
			// the reference implementation agrees
			ref := referenceJudge{b: b}
			five, bad := ref.judge(p)
			assert.Equal(t, tc.verdict == Five, five, "reference five")
			assert.Equal(t, tc.verdict == Forbidden, bad, "reference forbidden")
		})
	}
}

func TestDeadFourIsNeitherFourNorThree(t *testing.T) {
	// C8 . E8 F8 G8 [H8] . J8: E8–H8 is four in a row, but D8 and I8 would
	// each join a far stone into six. The vertical H8–H11 (White H12) is a
	// real four, so the move is one four: legal.
	b, err := ParseStones("B:c8,e8,f8,g8,j8,h9,h10,h11 W:h12")
	require.NoError(t, err)
	tr, err := Explain(&b, MustPoint("h8"), Black)
	require.NoError(t, err)
	assert.Equal(t, ShapeDeadFour, tr.Lines[0].Shape, FormatTrace(tr))
	assert.Equal(t, 0, tr.Lines[0].Fours)
	for _, c := range tr.Lines[0].Candidates {
		assert.Equal(t, StatusOverline, c.Status)
	}
	assert.Equal(t, "4", tr.Combo)
	assert.Equal(t, "legal", tr.Verdict)
}

// Edge cases near the border, checked by hand.
var edgeCases = []judgeCase{
	{
		name: "one-line double-four against the edge: A1 . C1 D1 E1 . G1",
		pos:  "B:a1,c1,e1,g1", point: "d1",
		verdict: Forbidden, kind: DoubleFour, combo: "4-4",
	},
	{
		name: "four on the edge column spoiled below by a sixth stone",
		// A5–A8 with A4 and A9 empty would be a straight four even on the
		// edge column, but A3 is black: A4 would make six, so only A9
		// makes five and this is a simple four.
		pos: "B:a6,a7,a8,a3", point: "a5",
		verdict: Legal, combo: "4",
		lines: map[string]string{"vertical": ShapeFour},
	},
	{
		name: "three in the corner diagonal is closed by the edge",
		// A1 B2 C3: D4 makes A1–D4, closed by the corner.
		pos: "B:a1,b2,c4,c5", point: "c3",
		verdict: Legal, combo: "3",
		lines: map[string]string{"diagonal": ShapeFalseThree, "vertical": ShapeThree},
	},
	{
		name: "split three one point from the top edge is live",
		// H11 H12 . H14: H13 makes H11–H14 with ends H10 and H15, both on
		// the board and empty; plus the horizontal F12 G12 H12.
		pos: "B:h11,h14,g12,f12", point: "h12",
		verdict: Forbidden, kind: DoubleThree, combo: "3-3",
		cands: map[string]string{"h13": StatusCounts},
	},
	{
		name: "split three touching the top edge is false",
		// H12 . H14 H15: H13 would make H12–H15, closed by the edge.
		pos: "B:h14,h15,g12,f12", point: "h12",
		verdict: Legal, combo: "3",
		cands: map[string]string{"h13": StatusBlocked},
	},
}

func TestJudgeEdgeCases(t *testing.T) {
	saved := judgeCases
	judgeCases = edgeCases
	defer func() { judgeCases = saved }()
	TestJudgeHandChecked(t)
}

// The deep positions recurse five levels or more, and agree with the
// reference judge at every point.
func TestDeepPositions(t *testing.T) {
	for _, s := range deepPositions {
		b, err := ParseStones(s)
		require.NoError(t, err)
		deepest := 0
		ref := referenceJudge{b: b}
		for i := 0; i < Size*Size; i++ {
			p := pointOfIndex(i)
			if b.At(p) != Empty {
				continue
			}
			tr, err := Explain(&b, p, Black)
			require.NoError(t, err)
			deepest = max(deepest, tr.MaxDepth())
			five, bad := ref.judge(p)
			assert.Equal(t, five, tr.Verdict == "five", "%s %s", s, p)
			assert.Equal(t, bad, tr.Verdict == "forbidden", "%s %s", s, p)
		}
		assert.GreaterOrEqual(t, deepest, 5, s)
	}
}
