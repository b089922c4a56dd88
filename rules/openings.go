package rules

import "strings"

// Opening is one of the 26 named openings (26种开局): Black 1 on the centre
// h8, White 2 adjacent to it — directly above at h9 (直指, "direct") or
// diagonally at i9 (斜指, "indirect") — and Black 3 inside the central 5x5
// square. Third is Black 3 in that canonical orientation; on a real board an
// opening may appear in any of its 8 symmetries.
type Opening struct {
	// Number is "1D" … "13D" for the direct openings and "1I" … "13I" for
	// the indirect ones.
	Number string
	// Japanese is the romanised Japanese name ("Kansei"), Chinese the
	// Chinese name without the 局 suffix ("寒星").
	Japanese string
	Chinese  string
	// Direct: White 2 is at h9; otherwise it is at i9.
	Direct bool
	// Third is Black 3 in the canonical orientation.
	Third Point
}

// Openings lists the 26 openings: 1D–13D, then 1I–13I, as in RULES.md.
var Openings = [26]Opening{
	{"1D", "Kansei", "寒星", true, MustPoint("h10")},
	{"2D", "Keigetsu", "溪月", true, MustPoint("i10")},
	{"3D", "Sosei", "疏星", true, MustPoint("j10")},
	{"4D", "Kagetsu", "花月", true, MustPoint("i9")},
	{"5D", "Zangetsu", "残月", true, MustPoint("j9")},
	{"6D", "Ugetsu", "雨月", true, MustPoint("i8")},
	{"7D", "Kinsei", "金星", true, MustPoint("j8")},
	{"8D", "Shogetsu", "松月", true, MustPoint("h7")},
	{"9D", "Kyugetsu", "丘月", true, MustPoint("i7")},
	{"10D", "Shingetsu", "新月", true, MustPoint("j7")},
	{"11D", "Zuisei", "瑞星", true, MustPoint("h6")},
	{"12D", "Sangetsu", "山月", true, MustPoint("i6")},
	{"13D", "Yusei", "游星", true, MustPoint("j6")},
	{"1I", "Chosei", "长星", false, MustPoint("j10")},
	{"2I", "Kyogetsu", "峡月", false, MustPoint("i10")},
	{"3I", "Kosei", "恒星", false, MustPoint("h10")},
	{"4I", "Suigetsu", "水月", false, MustPoint("g10")},
	{"5I", "Ryusei", "流星", false, MustPoint("f10")},
	{"6I", "Ungetsu", "云月", false, MustPoint("h9")},
	{"7I", "Hogetsu", "浦月", false, MustPoint("g9")},
	{"8I", "Rangetsu", "岚月", false, MustPoint("f9")},
	{"9I", "Gingetsu", "银月", false, MustPoint("g8")},
	{"10I", "Meisei", "明星", false, MustPoint("f8")},
	{"11I", "Shagetsu", "斜月", false, MustPoint("g7")},
	{"12I", "Meigetsu", "名月", false, MustPoint("f7")},
	{"13I", "Suisei", "彗星", false, MustPoint("f6")},
}

// Second is White 2 in the canonical orientation: h9 (direct) or i9.
func (o Opening) Second() Point {
	if o.Direct {
		return Point{7, 8}
	}
	return Point{8, 8}
}

// Moves returns the three opening moves in the canonical orientation.
func (o Opening) Moves() []Point { return []Point{Center, o.Second(), o.Third} }

// Star reports whether the name ends in 星 (Black 3 in line with Black 1,
// one point between them); otherwise it ends in 月 (moon).
func (o Opening) Star() bool { return strings.HasSuffix(o.Chinese, "星") }

// String is "1D 寒星 Kansei".
func (o Opening) String() string { return o.Number + " " + o.Chinese + " " + o.Japanese }

// RecognizeOpening reports which opening moves 1–3 of moves form, up to the
// 8 symmetries of the board. Later moves are ignored; fewer than three moves,
// or three that are not an opening (Black 1 off the centre, White 2 not
// adjacent, Black 3 outside the central 5x5, a repeated point), give false.
func RecognizeOpening(moves []Point) (Opening, bool) {
	if len(moves) < 3 || moves[0] != Center {
		return Opening{}, false
	}
	for _, o := range Openings {
		canon := o.Moves()
		for _, s := range Symmetries {
			if s.Apply(canon[1]) == moves[1] && s.Apply(canon[2]) == moves[2] {
				return o, true
			}
		}
	}
	return Opening{}, false
}

// OpeningByName finds an opening by its number ("2D", "2d"), its Japanese
// name ("Keigetsu", any case) or its Chinese name with or without 局
// ("溪月", "溪月局").
func OpeningByName(name string) (Opening, bool) {
	n := strings.TrimSuffix(strings.TrimSpace(name), "局")
	for _, o := range Openings {
		if strings.EqualFold(n, o.Number) || strings.EqualFold(n, o.Japanese) || n == o.Chinese {
			return o, true
		}
	}
	return Opening{}, false
}
