package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openingCases is the table of RULES.md, written out again by hand: the
// opening's move list in its canonical orientation.
var openingCases = []struct {
	number, japanese, chinese string
	moves                     string
}{
	{"1D", "Kansei", "寒星", "h8 h9 h10"},
	{"2D", "Keigetsu", "溪月", "h8 h9 i10"},
	{"3D", "Sosei", "疏星", "h8 h9 j10"},
	{"4D", "Kagetsu", "花月", "h8 h9 i9"},
	{"5D", "Zangetsu", "残月", "h8 h9 j9"},
	{"6D", "Ugetsu", "雨月", "h8 h9 i8"},
	{"7D", "Kinsei", "金星", "h8 h9 j8"},
	{"8D", "Shogetsu", "松月", "h8 h9 h7"},
	{"9D", "Kyugetsu", "丘月", "h8 h9 i7"},
	{"10D", "Shingetsu", "新月", "h8 h9 j7"},
	{"11D", "Zuisei", "瑞星", "h8 h9 h6"},
	{"12D", "Sangetsu", "山月", "h8 h9 i6"},
	{"13D", "Yusei", "游星", "h8 h9 j6"},
	{"1I", "Chosei", "长星", "h8 i9 j10"},
	{"2I", "Kyogetsu", "峡月", "h8 i9 i10"},
	{"3I", "Kosei", "恒星", "h8 i9 h10"},
	{"4I", "Suigetsu", "水月", "h8 i9 g10"},
	{"5I", "Ryusei", "流星", "h8 i9 f10"},
	{"6I", "Ungetsu", "云月", "h8 i9 h9"},
	{"7I", "Hogetsu", "浦月", "h8 i9 g9"},
	{"8I", "Rangetsu", "岚月", "h8 i9 f9"},
	{"9I", "Gingetsu", "银月", "h8 i9 g8"},
	{"10I", "Meisei", "明星", "h8 i9 f8"},
	{"11I", "Shagetsu", "斜月", "h8 i9 g7"},
	{"12I", "Meigetsu", "名月", "h8 i9 f7"},
	{"13I", "Suisei", "彗星", "h8 i9 f6"},
}

func TestOpeningsTable(t *testing.T) {
	require.Len(t, openingCases, len(Openings))
	for i, tc := range openingCases {
		o := Openings[i]
		assert.Equal(t, tc.number, o.Number)
		assert.Equal(t, tc.japanese, o.Japanese)
		assert.Equal(t, tc.chinese, o.Chinese)
		moves, err := ParseMoves(tc.moves)
		require.NoError(t, err)
		assert.Equal(t, moves, o.Moves(), tc.number)
		assert.Equal(t, i < 13, o.Direct, tc.number)
	}
}

func TestRecognizeOpeningAllSymmetries(t *testing.T) {
	for _, tc := range openingCases {
		moves, err := ParseMoves(tc.moves)
		require.NoError(t, err)
		for _, s := range Symmetries {
			m := []Point{s.Apply(moves[0]), s.Apply(moves[1]), s.Apply(moves[2])}
			o, ok := RecognizeOpening(m)
			if assert.True(t, ok, "%s under symmetry %d: %s", tc.number, s, FormatMoves(m, false)) {
				assert.Equal(t, tc.number, o.Number, "%s under symmetry %d", tc.number, s)
			}
			// later moves do not matter
			o, ok = RecognizeOpening(append(m, MustPoint("a1"), MustPoint("o15")))
			assert.True(t, ok)
			assert.Equal(t, tc.number, o.Number)
		}
	}
}

func TestRecognizeOpeningWrittenOut(t *testing.T) {
	// Openings as a player meets them on the board, turned or mirrored;
	// each answer was worked out by hand (the offsets of White 2 and Black 3
	// from H8, mapped so that White 2 lands on H9 or I9).
	cases := []struct{ moves, want string }{
		{"h8 i8 j8", "1D"},  // 寒星 on its side: rotate 90°, J8 → H10
		{"h8 g8 g10", "5D"}, // White 2 to the left: G10 → J9, 残月
		{"h8 h7 i6", "2D"},  // 溪月 upside down
		{"h8 h7 g6", "2D"},  // … and mirrored
		{"h8 h9 g9", "4D"},  // 花月 mirrored
		{"h8 h9 f6", "13D"}, // 游星 mirrored
		{"h8 g7 f6", "1I"},  // 长星 turned 180°
		{"h8 i7 i6", "2I"},  // 峡月 mirrored top to bottom
		{"h8 g9 h10", "3I"}, // 恒星 mirrored left to right
		{"h8 g9 j10", "5I"}, // mirrored: J10 → F10, 流星
		{"h8 i9 j6", "5I"},  // J6 is F10 mirrored in the I9 diagonal
		{"h8 i9 i8", "6I"},  // 云月 mirrored in the diagonal
		{"h8 g9 f8", "3I"},  // mirrored: F8 → J8 → H10, 恒星
		{"h8 g9 i8", "9I"},  // 银月 mirrored
		{"h8 g9 j8", "10I"}, // 明星 mirrored
		{"h8 g7 j10", "13I"},
		{"h8 i7 f10", "13I"},
	}
	for _, tc := range cases {
		moves, err := ParseMoves(tc.moves)
		require.NoError(t, err)
		o, ok := RecognizeOpening(moves)
		if assert.True(t, ok, tc.moves) {
			assert.Equal(t, tc.want, o.Number, tc.moves)
		}
	}
}

func TestRecognizeOpeningRejects(t *testing.T) {
	for _, ms := range []string{
		"",
		"h8",
		"h8 h9",
		"g8 h9 i10",  // Black 1 off the centre
		"h8 h10 i10", // White 2 not adjacent
		"h8 j10 i9",  // White 2 not adjacent
		"h8 h9 h11",  // Black 3 outside the 5x5
		"h8 h9 k8",   // Black 3 outside the 5x5
		"h8 i9 e5",   // Black 3 outside the 5x5
		"h8 h9 h9",   // Black 3 on White 2
		"h8 h9 h8",   // Black 3 on Black 1
		"a1 a2 a3",
	} {
		moves, err := ParseMoves(ms)
		require.NoError(t, err)
		_, ok := RecognizeOpening(moves)
		assert.False(t, ok, ms)
	}
}

// Every legal first three moves with White 2 adjacent and Black 3 in the 5x5
// is exactly one of the 26 openings, and no two openings are symmetric to
// each other.
func TestOpeningsPartitionThe5x5(t *testing.T) {
	seen := map[string]int{}
	for c := 5; c <= 9; c++ {
		for r := 5; r <= 9; r++ {
			third := Point{c, r}
			for _, second := range []Point{MustPoint("h9"), MustPoint("i9"), MustPoint("g7"), MustPoint("i8")} {
				if third == Center || third == second {
					continue
				}
				o, ok := RecognizeOpening([]Point{Center, second, third})
				require.True(t, ok, "%s %s", second, third)
				seen[o.Number]++
			}
		}
	}
	assert.Len(t, seen, 26)
	// With White 2 fixed, each opening is one Black 3 point or a mirrored
	// pair: 23 free points make 13 openings of each kind, and each kind is
	// seen for two of the four White 2 points tried.
	for _, o := range Openings {
		assert.Equal(t, o.Direct, o.Second() == MustPoint("h9"))
		n := 2 // one point on the mirror line
		if mirrorOf(o) != o.Third {
			n = 4 // a mirrored pair
		}
		assert.Equal(t, n, seen[o.Number], o.String())
	}
}

// mirrorOf maps an opening's Black 3 through the mirror that fixes
// White 2: left–right for direct openings, the I9 diagonal otherwise.
func mirrorOf(o Opening) Point {
	if o.Direct {
		return Point{Size - 1 - o.Third.Col, o.Third.Row}
	}
	return Point{o.Third.Row, o.Third.Col}
}

func TestOpeningNames(t *testing.T) {
	for _, name := range []string{"2D", "2d", "Keigetsu", "keigetsu", "溪月", "溪月局", " 溪月 "} {
		o, ok := OpeningByName(name)
		assert.True(t, ok, name)
		assert.Equal(t, "2D", o.Number, name)
	}
	_, ok := OpeningByName("Moon")
	assert.False(t, ok)
	o, _ := OpeningByName("寒星")
	assert.True(t, o.Star())
	o, _ = OpeningByName("花月")
	assert.False(t, o.Star())
	assert.Equal(t, "4D 花月 Kagetsu", o.String())
	// 星 and 月 follow the naming rule: 星 when Black 3 is two points from
	// Black 1 along a line (one gap, 间), 月 when adjacent (连) or a
	// knight's move away (桂).
	for _, o := range Openings {
		dc, dr := o.Third.Col-Center.Col, o.Third.Row-Center.Row
		gap := (abs(dc) == 2 || dc == 0) && (abs(dr) == 2 || dr == 0) && (dc != 0 || dr != 0)
		assert.Equal(t, gap, o.Star(), o.String())
	}
}
