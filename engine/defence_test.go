package engine

import (
	"math/rand/v2"
	"testing"

	"renju/rules"
)

// Defence positions: Black has one threat — a live three, or a four —
// made among a few quiet stones of both colours, and White is to move
// with no threat of its own (no five point, no move that makes a four or
// a straight four, and no VCT). They are what the levels' defence is
// measured on (levels_test.go): does White stop the three, block the four?

// defencePos is one such position.
type defencePos struct {
	b    rules.Board
	four bool        // Black's threat is a four (else a live three)
	five rules.Point // the four's five point
}

// threeShapes and fourShapes are Black's threats as offsets along a line:
// the solid and the two split threes; the four closed at one end by a
// White stone (the offset -1) and the three split fours.
var (
	threeShapes = [][]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}}
	fourShapes  = [][]int{{0, 1, 2, 3}, {0, 1, 2, 4}, {0, 1, 3, 4}, {0, 2, 3, 4}}
)

// makeDefencePos makes the position of seed, or false when the seed's
// attempt failed (a quiet stone could not be placed, or White had a VCT):
// the caller takes the next seed. The threat lies in the centre's 9×9,
// the quiet stones within two points of a stone already down and off the
// two edge lines, so the position is compact, like the middle of a game.
func makeDefencePos(seed uint64, four bool) (defencePos, bool) {
	r := rand.New(rand.NewPCG(seed, 0xdefe))
	var d defencePos
	d.four = four
	l := lines[r.IntN(len(lines))]
	shapes := threeShapes
	if four {
		shapes = fourShapes
	}
	shape := shapes[r.IntN(len(shapes))]
	start := rules.Pt(4+r.IntN(7), 4+r.IntN(7))
	var threat []rules.Point
	for _, k := range shape {
		p := rules.Pt(start.Col+k*l.dc, start.Row+k*l.dr)
		if !inside(p, 2) {
			return d, false
		}
		threat = append(threat, p)
		d.b.Set(p, rules.Black)
	}
	white := 0
	if four && len(shape) == 4 && shape[3] == 3 {
		// The solid four is closed at one end.
		p := rules.Pt(start.Col-l.dc, start.Row-l.dr)
		if !inside(p, 1) {
			return d, false
		}
		d.b.Set(p, rules.White)
		white++
	}
	if four {
		fp := FivePoints(&d.b, rules.Black)
		if len(fp) != 1 {
			return d, false
		}
		d.five = fp[0]
	}
	black := len(threat) + r.IntN(4)
	for d.b.Count(rules.Black) < black || white < black-1 {
		c := rules.White
		if d.b.Count(rules.Black) < black && (white >= black-1 || r.IntN(2) == 0) {
			c = rules.Black
		}
		if !placeQuiet(r, &d, threat, l, c) {
			return d, false
		}
		if c == rules.White {
			white++
		}
	}
	if v, _ := VCT(&d.b, rules.White, Options{MaxNodes: 5_000}); v.Win || !v.Complete && v.Nodes >= 5_000 {
		return d, false
	}
	return d, true
}

// inside reports whether p is at least margin points from every edge.
func inside(p rules.Point, margin int) bool {
	return p.Col >= margin && p.Row >= margin && p.Col < rules.Size-margin && p.Row < rules.Size-margin
}

// placeQuiet puts one stone of c within two points of a stone already on
// the board, off the two edge lines, where it leaves the threat as it is
// and gives White no threat: false after 60 points that would not do.
func placeQuiet(r *rand.Rand, d *defencePos, threat []rules.Point, l line, c rules.Stone) bool {
	var stones []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if p := rules.Pt(col, row); d.b.At(p) != rules.Empty {
				stones = append(stones, p)
			}
		}
	}
	for try := 0; try < 60; try++ {
		s := stones[r.IntN(len(stones))]
		p := rules.Pt(s.Col+r.IntN(5)-2, s.Row+r.IntN(5)-2)
		if !inside(p, 2) || d.b.At(p) != rules.Empty {
			continue
		}
		d.b.Set(p, c)
		if quietFor(d, threat, l) {
			return true
		}
		d.b.Set(p, rules.Empty)
	}
	return false
}

// quietFor reports whether d's board still holds Black's one threat and
// nothing else that asks for an answer: White has no five point, no four
// and no straight four to make; Black has no five point but the four's;
// Black's straight fours (a live three's) are all on the threat's line,
// and for a four there are none.
func quietFor(d *defencePos, threat []rules.Point, l line) bool {
	b := &d.b
	if len(FivePoints(b, rules.White)) > 0 || len(Fours(b, rules.White)) > 0 || len(straightFourShapes(b, rules.White)) > 0 {
		return false
	}
	fp := FivePoints(b, rules.Black)
	sf := straightFourMoves(b, rules.Black)
	if d.four {
		return len(fp) == 1 && fp[0] == d.five && len(sf) == 0
	}
	if len(fp) > 0 || len(sf) == 0 {
		return false
	}
	for _, p := range sf {
		if !onLine(p, threat[0], l) {
			return false
		}
	}
	return true
}

// onLine reports whether p lies on the line l through q.
func onLine(p, q rules.Point, l line) bool {
	dc, dr := p.Col-q.Col, p.Row-q.Row
	// p − q must be a multiple of (dc, dr).
	return dc*l.dr == dr*l.dc
}

// defencePositions makes n positions from the seeds from first on.
func defencePositions(n int, first uint64, four bool) []defencePos {
	var out []defencePos
	for seed := first; len(out) < n; seed++ {
		if d, ok := makeDefencePos(seed, four); ok {
			out = append(out, d)
		}
	}
	return out
}

// straightFourByJudge reports whether Black can make a straight four on
// b, by the judge alone: some empty point where a black stone is legal
// and one of its lines is a straight four.
func straightFourByJudge(t testing.TB, b *rules.Board) bool {
	t.Helper()
	jr := rules.NewJudger(b)
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty || !nearStone(b, p, 1) {
				continue
			}
			s, err := jr.Summarize(p)
			if err != nil {
				t.Fatal(err)
			}
			if s.Verdict != rules.Legal {
				continue
			}
			for _, sh := range s.Shapes {
				if sh == "straight-four" {
					return true
				}
			}
		}
	}
	return false
}
