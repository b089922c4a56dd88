package review

import (
	"testing"

	"github.com/stretchr/testify/require"

	"renju/rules"
)

// Hand-built games, one or more for every kind of moment. Each is a legal
// game from the empty board whose filler moves (corner stones) make no
// shape, so that the whole list of moments is known. The comment of each
// draws the part of the board that matters (X black, O white, * the point
// the moment is about) and says why, by RULES.md; facts re-asks the judge
// for the verdicts the reasoning rests on.

// fact is a judge verdict the reasoning of a case rests on: after the
// first `after` moves of the game, a stone of colour c at point has this
// verdict (and kind).
type fact struct {
	after   int
	point   string
	c       rules.Stone
	verdict rules.Verdict
	kind    rules.Kind
}

type handCase struct {
	name  string
	game  string
	facts []fact
	want  []Moment
}

func pt(s string) rules.Point { return rules.MustPoint(s) }

func pts(ss ...string) []rules.Point {
	out := make([]rules.Point, len(ss))
	for i, s := range ss {
		out[i] = pt(s)
	}
	return out
}

func foul(p string, k rules.Kind) rules.Foul { return rules.Foul{Point: pt(p), Kind: k} }

var (
	// The double-three at H8 that most cases use:
	//
	//	  8  . X X * .      F8 G8 H8 across, H6 H7 H8 up: two live
	//	  7  . . . X .      threes (each opens to a straight four at
	//	  6  . . . X .      E8/I8 and H5/H9), no four: forbidden (三三).
	//	     E F G H I
	doubleThree = "f8 %s g8 %s h6 %s h7"

	// trapGame: Black's double-three at H8, Black D12 closes the
	// anti-diagonal above White's E11 F10 G9 (moves 2, 4, 10):
	//
	//	 12  X . . . . .
	//	 11  . O . . . .    White to move could play I7: E11 F10 G9 _ I7
	//	 10  . . O . . .    is a four whose one five point is H8 (D12 is
	//	  9  . . . O . .    Black), and H8 is Black's double-three: a
	//	  8  . . X X * .    four that catches the foul (追下取胜). White's
	//	  7  . . . . X ^    own H8 would be a four too, with the one five
	//	  6  . . . . X .    point I7, legal for Black.
	//	     D E F G H I    (^ = I7)
	trapGame = "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11"
)

func handCases() []handCase {
	return []handCase{
		{
			// The double-three played, with nothing forcing it: White has
			// no four.
			name: "foul played",
			game: "f8 a1 g8 o15 h6 a15 h7 o1 h8",
			facts: []fact{
				{8, "h8", rules.Black, rules.Forbidden, rules.DoubleThree},
			},
			want: []Moment{{Move: 9, Kind: FoulPlayed, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.DoubleThree)}},
		},
		{
			// An overline: E8 F8 G8 _ I8 J8, and H8 joins six (长连). It
			// completes no five anywhere, so it is forbidden. (Black's
			// four after I8 lost its five point to J8, its own sixth.)
			//
			//	  8  X X X * X X
			//	     E F G H I J
			name: "overline played",
			game: "e8 a1 f8 a15 g8 o1 i8 o15 j8 c14 h8",
			facts: []fact{
				{10, "h8", rules.Black, rules.Forbidden, rules.Overline},
				{7, "h8", rules.Black, rules.Five, rules.NoKind},
			},
			want: []Moment{{Move: 11, Kind: FoulPlayed, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.Overline)}},
		},
		{
			// trapGame to move 10: White's E11 makes no four, and sets the
			// trap drawn above (the VCF I7, foul at H8). Before E11 White
			// had two stones on that line and no VCF.
			name: "trap set",
			game: trapGame,
			facts: []fact{
				{10, "h8", rules.Black, rules.Forbidden, rules.DoubleThree},
				{10, "h8", rules.White, rules.Legal, rules.NoKind},
			},
			want: []Moment{{Move: 10, Kind: TrapSet, Color: rules.White, Point: pt("e11"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 10}},
		},
		{
			// trapGame, then Black O15 (no defence) and White O1: White
			// had the catch I7 and played no four: missed. The line is
			// the one White had, from the 11 stones before O1.
			name: "trap missed",
			game: trapGame + " o15 o1",
			want: []Moment{
				{Move: 10, Kind: TrapSet, Color: rules.White, Point: pt("e11"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 10},
				{Move: 12, Kind: TrapMissed, Color: rules.White, Point: pt("o1"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 11},
			},
		},
		{
			// White plays the catch, I7: its one five point H8 is the
			// double-three, and Black, with no five of its own, plays it:
			// a forced foul.
			//
			//	  8  X X * .
			//	  7  . . X O     I7: E11 F10 G9 _ I7, five point H8
			//	     F G H I
			name: "trap caught, forced foul",
			game: trapGame + " o15 i7 h8",
			facts: []fact{
				{12, "h8", rules.Black, rules.Forbidden, rules.DoubleThree},
				{12, "h8", rules.White, rules.Five, rules.NoKind},
			},
			want: []Moment{
				{Move: 10, Kind: TrapSet, Color: rules.White, Point: pt("e11"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 10},
				{Move: 12, Kind: TrapCaught, Color: rules.White, Point: pt("i7"), Foul: foul("h8", rules.DoubleThree)},
				{Move: 13, Kind: FoulPlayed, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.DoubleThree), Forced: true},
			},
		},
		{
			// The same catch, but Black stays off H8 (C3) and loses to
			// the five instead: the forbidden block is avoided. White's
			// five at H8 ends the game (and is no moment).
			name: "avoided: the block of a four",
			game: trapGame + " o15 i7 c3 h8",
			want: []Moment{
				{Move: 10, Kind: TrapSet, Color: rules.White, Point: pt("e11"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 10},
				{Move: 12, Kind: TrapCaught, Color: rules.White, Point: pt("i7"), Foul: foul("h8", rules.DoubleThree)},
				{Move: 13, Kind: Avoided, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.DoubleThree), Why: WhyBlockFour},
			},
		},
		{
			// White's open three I9 J10 K11 (moves 2, 4, 8) on the
			// diagonal through the double-three H8:
			//
			//	 12  . . . . . . ^    Its straight-four points are H8
			//	 11  . . . . . O .    (H8-K11, ends G7, L12) and L12
			//	 10  . . . . O . .    (I9-L12, ends H8, M13): defence
			//	  9  . . . O . . .    points G7 H8 L12 M13. H8, the
			//	  8  X X * . . . .    natural block, is forbidden; Black
			//	  7  . g X . . . .    blocks at L12 (^): avoided.
			//	  6  . . X . . . .
			//	     F G H I J K L
			//
			// K11 also sets a trap: White's G7 (g) makes G7 _ I9 J10 K11,
			// one five point H8, the foul. (White's H8 would make a
			// straight four and win as well; the trap is reported because
			// the one-four catch is there.)
			name: "avoided: the block of a three",
			game: "f8 i9 g8 j10 h6 a1 h7 k11 l12",
			facts: []fact{
				{8, "h8", rules.Black, rules.Forbidden, rules.DoubleThree},
			},
			want: []Moment{
				{Move: 8, Kind: TrapSet, Color: rules.White, Point: pt("k11"), Foul: foul("h8", rules.DoubleThree), Line: pts("g7"), LineFrom: 8},
				{Move: 9, Kind: Avoided, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.DoubleThree), Why: WhyBlockThree},
			},
		},
		{
			// Black's E8 F8 G8 (D8 White) and H5 H6 H7 (H4 White): H8
			// makes two fours, E8-H8 (five point I8) and H5-H8 (five
			// point H9): a double-four (四四), forbidden, and the move
			// that would make a four. Black plays C3.
			//
			//	  9  . . . . .
			//	  8  O X X X *
			//	  7  . . . . X
			//	  6  . . . . X
			//	  5  . . . . X
			//	  4  . . . . O
			//	     D E F G H
			name: "avoided: a four",
			game: "e8 d8 f8 h4 g8 a1 h5 a15 h6 o1 h7 o15 c3",
			facts: []fact{
				{12, "h8", rules.Black, rules.Forbidden, rules.DoubleFour},
			},
			want: []Moment{
				{Move: 13, Kind: Avoided, Color: rules.Black, Point: pt("h8"), Foul: foul("h8", rules.DoubleFour), Why: WhyFour},
			},
		},
		{
			// Black's I8 makes F8 G8 _ I8, which looks like a three:
			// its one straight-four point is H8 (F8-I8, ends E8 and J8,
			// each five). But with I8 placed, H8 makes that straight four
			// and the four H5-H8 (H4 White): a double-four, forbidden. So
			// it is a false three (假活三), and White ignores it (C14, not
			// on E8, H8 or J8).
			//
			//	  8  . X X * X .
			//	  7  . . . X . .
			//	  6  . . . X . .
			//	  5  . . . X . .
			//	  4  . . . O . .
			//	     E F G H I J
			name: "false three",
			game: "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14",
			facts: []fact{
				{11, "h8", rules.Black, rules.Forbidden, rules.DoubleFour},
				{10, "h8", rules.Black, rules.Legal, rules.NoKind}, // before I8: 4-3
			},
			want: []Moment{
				{Move: 11, Kind: FalseThree, Color: rules.Black, Point: pt("i8"), Key: pts("h8")},
			},
		},
		{
			// The same false three, blocked by White at J8, an end of the
			// straight four it cannot make: nothing to report.
			name: "false three blocked",
			game: "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 j8",
			want: nil,
		},
		{
			// A real split three F8 G8 _ I8 (H8 legal), ignored by
			// White: not a false three.
			name: "real three ignored",
			game: "f8 a1 g8 a15 i8 o1",
			facts: []fact{
				{5, "h8", rules.Black, rules.Legal, rules.NoKind},
			},
			want: nil,
		},
		{
			// The false three as the last move: White has not answered.
			name: "false three, last move",
			game: "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8",
			want: nil,
		},
	}
}

func parseGame(t testing.TB, s string) []rules.Point {
	t.Helper()
	moves, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return moves
}

// TestHandGames checks each hand-built game's moments, and first the
// judge's verdicts its comment relies on.
func TestHandGames(t *testing.T) {
	for _, c := range handCases() {
		t.Run(c.name, func(t *testing.T) {
			moves := parseGame(t, c.game)
			for _, f := range c.facts {
				b, err := rules.BoardFromMoves(moves[:f.after])
				require.NoError(t, err)
				j, err := rules.Judge(&b, pt(f.point), f.c)
				require.NoError(t, err)
				require.Equal(t, rules.Judgement{Verdict: f.verdict, Kind: f.kind}, j, "after %d moves, %s at %s", f.after, f.c, f.point)
			}
			got, err := Scan(moves, Options{})
			require.NoError(t, err)
			require.Equal(t, c.want, got)
			for _, m := range got {
				verifyMoment(t, moves, m)
			}
		})
	}
}

// TestTrapKeptByAFour: White had the catch (trapGame's I7) and played
// another four; Black's forced block leaves White a VCF (the catch is
// still there), so the win was kept: no TrapMissed. trapGame's fillers
// are replaced by White's M2 N2 O2 against the edge, which give White the
// spare four L2 (five point K2 only):
//
//	2  . . . O O O |    L2 makes L2-O2, whose only five point is K2
//	   J K L M N O      (the edge closes the other end).
//
// Then White plays the catch and Black's block is the foul.
func TestTrapKeptByAFour(t *testing.T) {
	moves := parseGame(t, "f8 g9 g8 f10 h6 m2 h7 n2 d12 o2 c15 e11 a15 l2 k2 i7")
	got, err := Scan(moves, Options{})
	require.NoError(t, err)
	require.Equal(t, []Moment{
		{Move: 12, Kind: TrapSet, Color: rules.White, Point: pt("e11"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 12},
		{Move: 16, Kind: TrapCaught, Color: rules.White, Point: pt("i7"), Foul: foul("h8", rules.DoubleThree)},
	}, got)
}

// TestTrapMissedByAFour: in trapGame White plays H8 instead of the catch:
// a four (E11-H8; D12 is Black) with the one five point I7, legal for
// Black. After Black's block at I7 White has no VCF (the search is
// complete), and H8 itself took the foul point: missed, with the line
// White had.
func TestTrapMissedByAFour(t *testing.T) {
	moves := parseGame(t, trapGame+" o15 h8")
	got, err := Scan(moves, Options{})
	require.NoError(t, err)
	require.Len(t, got, 2)
	require.Equal(t, Moment{Move: 12, Kind: TrapMissed, Color: rules.White, Point: pt("h8"), Foul: foul("h8", rules.DoubleThree), Line: pts("i7"), LineFrom: 11}, got[1])
}
