package fouldrills

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/engine"
	"renju/record"
	"renju/review"
	"renju/rules"
)

// Hand-made games whose moments are known (review's hand_test.go, e2e's
// play_test.go).
const (
	// e2e: after these moves J8 is a double-three (H8 I8 J8, J8 J9 J10),
	// and Black plays it.
	e2eDoubleThree = "h8 a1 i8 a3 j9 a5 j10 a7 j8"
	// review: Black's double-three at H8 (F8 G8 H8, H6 H7 H8); White's
	// E11 sets the trap I7 (E11 F10 G9 _ I7, one five point H8).
	trapGame = "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11"
	// review: I8 makes F8 G8 _ I8, a false three: its straight-four point
	// H8 is a double-four with H5 H6 H7; White ignores it (C14).
	falseThree = "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14"
	// review: White's open three I9 J10 K11 on the diagonal through the
	// double-three H8; Black blocks at L12, not at H8: avoided.
	avoidedThree = "f8 i9 g8 j10 h6 a1 h7 k11 l12"
	// review: Black's H8 would be a double-four; Black plays C3.
	avoidedFour = "e8 d8 f8 h4 g8 a1 h5 a15 h6 o1 h7 o15 c3"
	// Black's own H7 makes H8 a double-three under White's E11 F10 G9
	// (D12 Black): White's I7 catches it, and Black's H8 is forced.
	trapCaught = "f8 g9 g8 f10 h6 a1 d12 e11 h7 i7 h8"
)

// recordedGames are self-played games kept as move lists (review's
// games_test.go): their traps include missed wins of several fours.
var recordedGames = []string{
	// Black level 2, White level 5, seed 3: 26 moves, foul.
	"h8g7h7h6i5f8d10g6i6g8g5g9g10h10e7i11j12f6e6f7f9f4f5h5i4d9",
	// Black level 1, White level 3, seed 3: 64 moves, foul.
	"h8g9i9g7g8f8h10h6e9i5j4j8g11f12h12f10h9h11f9i7k9f4g5j9h7e10i6j5j7i10g12k8l7l8m8k7j6k6k5l6n4g10c10j10j12i12k14f7f5e7c5c7d7e5d6e4e8e6e3g4b5c6i4c4",
	// Black level 4, White level 2, seed 9: 225 moves, draw; White misses
	// a win of four fours at move 66.
	"h8g9h9h10f8g8g7i9h6e9h7h5j4i5i7j7e7f7j8k9g5f4f6h4d4e5c9d8g6e6g3g4i6j6d5e4i4k7l8k8k6k10k11e2e3f3d1d3j5h3f5h2h1l7j9i8k4l3l4m4n7g11f10g10g12j10i10f12e13h11c5f2g2d6b6a7c7c8m6l5i11i12f9k14j13j11h13l9m8n11m10m7i13g13l13k13f11e10i14j15k12l11h14j12c4c3f14g14k2k3j3j2c11d12d11e11e12d7d9b9a10c13b14m12n13n9o9c14e1g1c1b1n6o6n4n5o5b2c2m3o3e8a8b5a4b3b4n12n10l10o13m2m5a11o11o10o15o14n14l12o4o2b12i15j14k15h15l15m15b11b8f15c12c15d15a3l1j1k1o1a14a1a2a5a6a9a12a13a15b7b10b13b15c6c10d2d10d13d14e14e15f1f13g15h12i1i2i3k5l2l6l14m1m9m11m13m14n1n2n3n8n15o7o8o12",
	// Black level 2, White level 4, seed 1: 50 moves, five.
	"h8g8g7i9f6d4h6h7i6g6i5f8j4k3i8i4h5j5k6j6g4j7f3e2j8k8i7g5k9l10h3d3h4h2e4d5d6d2d1f2g2b2c2b5c4c5e3e5a5f5",
}

func parse(t testing.TB, s string) []rules.Point {
	t.Helper()
	moves, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return moves
}

func scan(t testing.TB, moves []rules.Point) []review.Moment {
	t.Helper()
	ms, err := review.Scan(moves, review.Options{})
	require.NoError(t, err, rules.FormatMoves(moves, true))
	return ms
}

func items(t testing.TB, game string) []Item {
	moves := parse(t, game)
	return Items(moves, scan(t, moves))
}

func yes() *bool { b := true; return &b }

// position is the board after a game's first n moves, as a stone list.
func position(t testing.TB, game string, n int) string {
	b := review.BoardAfter(parse(t, game), n)
	return rules.FormatStones(&b)
}

func TestHandGames(t *testing.T) {
	// The foul played: an is-forbidden and a find-all drill on the
	// position before it.
	pos := position(t, e2eDoubleThree, 8)
	assert.Equal(t, "B:h8,i8,j9,j10 W:a1,a3,a5,a7", pos)
	assert.Equal(t, []Item{
		{Drill: drills.Drill{Type: drills.IsForbidden, Level: 1, Position: pos, Point: "j8", ToMove: "black",
			Answer: drills.Answer{Forbidden: yes(), Kind: "double-three"}}, Move: 9, Moment: review.FoulPlayed},
		{Drill: drills.Drill{Type: drills.FindAll, Level: 1, Position: pos, ToMove: "black",
			Answer: drills.Answer{Fouls: []drills.Foul{{Point: "j8", Kind: "double-three"}}}}, Move: 9, Moment: review.FoulPlayed},
	}, items(t, e2eDoubleThree))

	// The trap set at move 10, Black's reply O15 (no defence): the trap
	// drill after it holds the catch I7. The trap missed (O1) and the
	// trap caught (I7) are on that same position: one drill. Black's
	// forced foul H8 after I7 faces White's four: no drill.
	trapPos := position(t, trapGame+" o15", 11)
	trap := Item{Drill: drills.Drill{Type: drills.Trap, Level: 1, Position: trapPos, ToMove: "white",
		Answer: drills.Answer{Points: []string{"i7"}, Covers: []string{"h8"}}}, Move: 10, Moment: review.TrapSet}
	assert.Empty(t, items(t, trapGame), "the game ends on the trap set: no position after Black's reply")
	assert.Equal(t, []Item{trap}, items(t, trapGame+" o15 o1"))
	assert.Equal(t, []Item{trap}, items(t, trapGame+" o15 i7 h8"))
	assert.Equal(t, []Item{trap}, items(t, trapGame+" o15 i7 c3 h8"), "the block-four avoided faces a four: no drill")
	// No trap set before the catch: the trap-caught moment's own drill.
	caught := items(t, trapCaught)
	require.Len(t, caught, 1)
	assert.Equal(t, review.TrapCaught, caught[0].Moment)
	assert.Equal(t, position(t, "f8 g9 g8 f10 h6 a1 d12 e11 h7", 9), caught[0].Position)
	assert.Equal(t, []string{"i7"}, caught[0].Answer.Points)
	assert.Equal(t, []string{"h8"}, caught[0].Answer.Covers)

	// The false three: is H8 forbidden, after White's reply?
	assert.Equal(t, []Item{
		{Drill: drills.Drill{Type: drills.IsForbidden, Level: 1, Position: position(t, falseThree, 12), Point: "h8", ToMove: "black",
			Answer: drills.Answer{Forbidden: yes(), Kind: "double-four"}}, Move: 11, Moment: review.FalseThree},
	}, items(t, falseThree))

	// The block of a three avoided: K11 set a trap (G7), and H8 is the
	// natural block.
	got := items(t, avoidedThree)
	require.Len(t, got, 3)
	assert.Equal(t, drills.Trap, got[0].Type)
	assert.Equal(t, []string{"g7"}, got[0].Answer.Points)
	assert.Equal(t, "h8", got[1].Point)
	assert.Equal(t, review.Avoided, got[1].Moment)
	assert.Equal(t, drills.FindAll, got[2].Type)

	// A double-four avoided.
	got = items(t, avoidedFour)
	require.Len(t, got, 2)
	assert.Equal(t, "double-four", got[0].Answer.Kind)

	// FromGame is Items without the moments.
	moves := parse(t, e2eDoubleThree)
	ds := FromGame(moves, scan(t, moves))
	require.Len(t, ds, 2)
	assert.Equal(t, drills.IsForbidden, ds[0].Type)
}

// A missed win of several fours gives a drill on the position before its
// last four, where the catch is one move.
func TestMissedLineEnd(t *testing.T) {
	moves := parse(t, recordedGames[2])
	ms := scan(t, moves)
	var m review.Moment
	for _, mo := range ms {
		if mo.Kind == review.TrapMissed && len(mo.Line) > 1 {
			m = mo
			break
		}
	}
	require.Equal(t, 66, m.Move)
	b := review.BoardAfter(moves, m.LineFrom)
	for i, p := range m.Line[:len(m.Line)-1] {
		b.Set(p, review.LineColour(i))
	}
	found := false
	for _, it := range Items(moves, ms) {
		if it.Type == drills.Trap && it.Position == rules.FormatStones(&b) {
			found = true
			assert.Contains(t, it.Answer.Points, m.Line[len(m.Line)-1].String())
		}
	}
	assert.True(t, found, "no drill before the last four of %v", m.Line)
}

// selfPlayed plays n games between weak players (as review's tests do).
func selfPlayed(t testing.TB, n int) [][]rules.Point {
	var games [][]rules.Point
	for i := 0; i < n; i++ {
		bp, err := engine.NewPlayer(1+i%3, uint64(1000+i))
		require.NoError(t, err)
		wp, err := engine.NewPlayer(1+(i/3)%3, uint64(2000+i))
		require.NoError(t, err)
		games = append(games, engine.PlayGame(bp, wp).Moves)
	}
	return games
}

// TestDrillsHold: every drill of every game — hand-made, recorded and
// self-played — holds when re-judged from scratch, on a position of the
// game the drills package calls realistic, with nothing twice.
func TestDrillsHold(t *testing.T) {
	var games [][]rules.Point
	for _, g := range []string{e2eDoubleThree, trapGame + " o15 o1", trapGame + " o15 i7 h8", trapCaught, falseThree, avoidedThree, avoidedFour} {
		games = append(games, parse(t, g))
	}
	for _, g := range recordedGames {
		games = append(games, parse(t, g))
	}
	fresh := 40
	if testing.Short() {
		fresh = 8
	}
	games = append(games, selfPlayed(t, fresh)...)
	byType, byMoment := map[string]int{}, map[review.Kind]int{}
	for _, moves := range games {
		ms := scan(t, moves)
		seen := map[string]bool{}
		for _, it := range Items(moves, ms) {
			recheck(t, moves, ms, it)
			k := it.Type + it.Position + it.Point
			assert.False(t, seen[k], "a drill twice: %+v", it)
			seen[k] = true
			byType[it.Type]++
			byMoment[it.Moment]++
		}
	}
	t.Logf("drills: %v; from moments: %v", byType, byMoment)
	for _, typ := range []string{drills.IsForbidden, drills.FindAll, drills.Trap} {
		assert.Positive(t, byType[typ], typ)
	}
	for _, k := range []review.Kind{review.FoulPlayed, review.Avoided, review.TrapSet, review.TrapMissed, review.TrapCaught, review.FalseThree} {
		assert.Positive(t, byMoment[k], k)
	}
}

// recheck re-judges a drill made from the game moves with moments ms.
func recheck(t *testing.T, moves []rules.Point, ms []review.Moment, it Item) {
	t.Helper()
	d := it.Drill
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	assert.True(t, drills.Realistic(&b), "%+v", it)
	assert.True(t, d.Level >= 1 && d.Level <= drills.MaxLevel, "%+v", it)
	found := false
	for _, m := range ms {
		found = found || m.Move == it.Move && m.Kind == it.Moment
	}
	assert.True(t, found, "no moment %s at move %d", it.Moment, it.Move)
	// Every stone of the position was played in the game, or in the
	// moment's line (on points empty when it starts), in its colour.
	colour := map[rules.Point]rules.Stone{}
	for i, p := range moves {
		colour[p] = rules.Black
		if i%2 == 1 {
			colour[p] = rules.White
		}
	}
	for _, m := range ms {
		if m.Move == it.Move && m.Kind == it.Moment {
			for i, p := range m.Line {
				colour[p] = review.LineColour(i)
			}
		}
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if p := rules.Pt(col, row); b.At(p) != rules.Empty {
				assert.Equal(t, colour[p], b.At(p), "%s in %+v", p, it)
			}
		}
	}
	blacks, whites := b.Count(rules.Black), b.Count(rules.White)
	switch d.Type {
	case drills.IsForbidden:
		assert.Equal(t, blacks, whites, "Black to move")
		assert.Equal(t, "black", d.ToMove)
		j, err := rules.Judge(&b, rules.MustPoint(d.Point), rules.Black)
		require.NoError(t, err)
		require.NotNil(t, d.Answer.Forbidden)
		assert.Equal(t, j.Verdict == rules.Forbidden, *d.Answer.Forbidden, "%+v", it)
		assert.Equal(t, j.Kind.String(), d.Answer.Kind, "%+v", it)
		if it.Moment != review.FalseThree {
			assert.True(t, *d.Answer.Forbidden, "a foul played or avoided is forbidden: %+v", it)
		}
	case drills.FindAll:
		assert.Equal(t, blacks, whites, "Black to move")
		var want []drills.Foul
		for _, f := range rules.ForbiddenMap(&b) {
			want = append(want, drills.Foul{Point: f.Point.String(), Kind: f.Kind.String()})
		}
		assert.NotEmpty(t, want)
		assert.Equal(t, want, d.Answer.Fouls, "%+v", it)
	case drills.Trap:
		assert.Equal(t, blacks, whites+1, "White to move")
		assert.Equal(t, "white", d.ToMove)
		// Every White move whose only five point after it is forbidden
		// for Black, and no other.
		var pts, covers []string
		for _, w := range drills.EmptyPoints(&b) {
			after := b
			after.Set(w, rules.White)
			five := engine.FivePoints(&after, rules.White)
			if len(five) == 1 && rules.IsForbidden(&after, five[0]) {
				pts = append(pts, w.String())
				covers = append(covers, five[0].String())
			}
		}
		assert.NotEmpty(t, pts)
		assert.Equal(t, pts, d.Answer.Points, "%+v", it)
		assert.Equal(t, covers, d.Answer.Covers, "%+v", it)
	default:
		t.Errorf("a %s drill from a game", d.Type)
	}
	// The JSON is the drill's, with the moment.
	data, err := json.Marshal(it)
	require.NoError(t, err)
	var back Item
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, it, back)
}

func TestFromFile(t *testing.T) {
	file := strings.Join([]string{
		"# three games, the second the first again, the third after its end",
		e2eDoubleThree,
		e2eDoubleThree,
		e2eDoubleThree + " a9",
		falseThree,
	}, "\n")
	f, err := FromFile("games.txt", []byte(file), Options{Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, record.FormatMoves, f.Format)
	assert.Equal(t, 4, f.Games)
	require.Len(t, f.Failed, 1)
	assert.Equal(t, 3, f.Failed[0].Game)
	assert.Contains(t, f.Failed[0].Error(), "game 3 (line 4): move 10: the game ended at move 9")
	var got []string
	for _, it := range f.Items {
		got = append(got, it.Type+"@"+strings.Fields(it.Position)[0][:4]+" game "+string(rune('0'+it.Game)))
	}
	assert.Equal(t, []string{"is-forbidden@B:h8 game 1", "find-all@B:h8 game 1", "is-forbidden@B:f8 game 4"}, got,
		"the second game's drills are the first's: dropped")

	_, err = FromFile("x.txt", []byte("h8 zz"), Options{})
	assert.Error(t, err)

	// SGF: setup stones and passes are no game played from the empty
	// board.
	sgf := "(;GM[4]SZ[15];B[hh];W[aa];B[ih];W[ac];B[jg];W[ae];B[jf];W[ag];B[jh])" +
		"(;GM[4]SZ[15]AB[hh];W[aa])" +
		"(;GM[4]SZ[15];B[hh];W[];B[ii])"
	f, err = FromFile("games.sgf", []byte(sgf), Options{})
	require.NoError(t, err)
	require.Len(t, f.Failed, 2)
	assert.ErrorContains(t, f.Failed[0].Err, "sets up stones")
	assert.ErrorContains(t, f.Failed[1].Err, "move 2: white passes")
	require.Len(t, f.Items, 2)
	assert.Equal(t, 1, f.Items[0].Game)
}
