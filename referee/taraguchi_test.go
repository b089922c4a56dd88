package referee

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/record"
	"renju/rules"
)

// act is one action of a game's procedure.
type act struct {
	name string
	do   func(g *Game) error
}

func place(s string) act {
	return act{"place " + s, func(g *Game) error { return g.Place(pt(s)) }}
}

func swap(yes bool) act {
	return act{fmt.Sprint("swap ", yes), func(g *Game) error { return g.Swap(yes) }}
}

func offer(s string) act {
	return act{"offer " + s, func(g *Game) error { return g.Offer(pt(s)) }}
}

func choose(s string) act {
	return act{"choose " + s, func(g *Game) error { return g.Choose(pt(s)) }}
}

var offerMany = act{"offer many", func(g *Game) error { return g.OfferMany() }}

// tenOffers are ten 5th moves anywhere (most outside the 9x9), none
// symmetric to another, since no symmetry keeps the four stones H8, I9
// (in the 3x3), J10 (5x5) and K6 (7x7).
var tenOffers = []string{"a1", "o15", "a15", "o1", "b7", "c3", "n14", "e12", "l2", "g2"}

// The two ways through a Taraguchi-10 opening, to move 6, with a swap
// here and there.
var (
	taraguchiChoiceOne = []act{
		place("h8"), swap(false), place("i9"), swap(true), place("j10"), swap(false),
		place("k6"), swap(true), place("l12"), swap(false), place("a1"),
	}
	taraguchiChoiceTwo = func() []act {
		acts := []act{place("h8"), swap(true), place("i9"), swap(false), place("j10"), swap(false), place("k6"), offerMany}
		for _, p := range tenOffers {
			acts = append(acts, offer(p))
		}
		return append(acts, choose("o15"), place("a2"))
	}()
)

// snapshot is a copy of the game that a later action cannot change.
func snapshot(g *Game) Game {
	s := *g
	s.moves = slices.Clone(g.moves)
	s.offers = slices.Clone(g.offers)
	return s
}

// Choice 1, with and without each of the five swaps: at every step the
// person asked is the one the rule names, the square is the move's, and
// in the end the colours are where the swaps put them.
func TestTaraguchiChoiceOne(t *testing.T) {
	stones := []string{"h8", "i9", "j10", "k6", "l12", "a1"}
	for mask := range 1 << 5 {
		swaps := [5]bool{} // after moves 1, 2, 3; the choice; after move 5
		yes := 0
		for i := range swaps {
			swaps[i] = mask&(1<<i) != 0
			if swaps[i] {
				yes++
			}
		}
		t.Run(fmt.Sprint(swaps), func(t *testing.T) {
			g := New(Taraguchi10, Learning)
			black := Person(0) // who holds Black, as the swaps so far leave it
			holder := func(c rules.Stone) Person {
				if c == rules.Black {
					return black
				}
				return 1 - black
			}
			answer := func(i int) {
				t.Helper()
				require.NoError(t, g.Swap(swaps[i]))
				if swaps[i] {
					black = 1 - black
				}
			}
			for k := 1; k <= 6; k++ {
				c := rules.Black
				if k%2 == 0 {
					c = rules.White
				}
				square := 2*k - 1
				if k == 6 {
					square = 0
				}
				require.Equal(t, Step{Ask: AskPlace, Person: holder(c), Color: c, MoveNo: k, Square: square}, g.Step(), "move %d", k)
				require.NoError(t, g.Place(pt(stones[k-1])))
				next := rules.White // the colour that did not play the stone
				if c == rules.White {
					next = rules.Black
				}
				switch k {
				case 1, 2, 3:
					require.Equal(t, Step{Ask: AskSwap, Person: holder(next), Color: next}, g.Step(), "the swap after move %d", k)
					answer(k - 1)
				case 4:
					require.Equal(t, Step{Ask: AskChoice, Person: black, Color: rules.Black, Need: TaraguchiOffers}, g.Step(), "the choice")
					answer(3)
				case 5:
					require.Equal(t, Step{Ask: AskSwap, Person: 1 - black, Color: rules.White}, g.Step(), "the swap after move 5")
					answer(4)
				}
			}
			// Each yes handed Black to the other person.
			require.Equal(t, yes%2 == 1, g.Swapped())
			require.Equal(t, Step{Ask: AskPlace, Person: Person(yes % 2), Color: rules.Black, MoveNo: 7}, g.Step())
			require.Equal(t, pt("l12"), g.Moves()[4])
		})
	}
}

// Choice 2: Black offers ten 5th moves anywhere, White keeps one (outside
// the 9x9) and plays 6 at once: no swap after a kept offer.
func TestTaraguchiChoiceTwo(t *testing.T) {
	g := New(Taraguchi10, Learning)
	must(t, g.Place(pt("h8")))
	must(t, g.Swap(true)) // person 1 takes Black
	must(t, g.Place(pt("i9")))
	must(t, g.Swap(false))
	must(t, g.Place(pt("j10")))
	must(t, g.Swap(false))
	must(t, g.Place(pt("k6")))
	require.Equal(t, Step{Ask: AskChoice, Person: 1, Color: rules.Black, Need: 10}, g.Step())
	require.NoError(t, g.OfferMany())
	require.True(t, g.Swapped(), "OfferMany swapped the colours back")
	for i, p := range tenOffers {
		require.Equal(t, Step{Ask: AskOffer, Person: 1, Color: rules.Black, Need: 10}, g.Step(), "offer %d", i+1)
		require.NoError(t, g.Offer(pt(p)))
		require.Len(t, g.Offers(), i+1)
	}
	require.Equal(t, Step{Ask: AskChoose, Person: 0, Color: rules.White}, g.Step())
	require.Equal(t, CodeNotOffered, code(g.Choose(pt("h13"))))
	require.NoError(t, g.Choose(pt("o15")))
	require.Equal(t, []rules.Point{pt("h8"), pt("i9"), pt("j10"), pt("k6"), pt("o15")}, g.Moves())
	require.Empty(t, g.Offers())
	require.Equal(t, Step{Ask: AskPlace, Person: 0, Color: rules.White, MoveNo: 6}, g.Step())
	require.NoError(t, g.Place(pt("a2")))
	require.Equal(t, Step{Ask: AskPlace, Person: 1, Color: rules.Black, MoveNo: 7}, g.Step())
}

// Offers are checked as under RIF: with H8 H9 H10 H6 (all on the H line,
// each in its square) the left-right mirror keeps the stones, so I8 after
// G8 is refused naming G8 and the mirror, and a taken point, a repeated
// offer, too.
func TestTaraguchiSymmetricOfferRefused(t *testing.T) {
	g := New(Taraguchi10, Learning)
	for _, p := range []string{"h8", "h9", "h10"} {
		must(t, g.Place(pt(p)))
		must(t, g.Swap(false))
	}
	must(t, g.Place(pt("h6")))
	must(t, g.OfferMany())
	must(t, g.Offer(pt("g8")))
	before := snapshot(g)
	err := g.Offer(pt("i8"))
	var r *Refusal
	require.ErrorAs(t, err, &r)
	require.Equal(t, CodeSymmetric, r.Code)
	require.Equal(t, pt("g8"), r.Other)
	require.NotZero(t, r.Symmetry, "the identity is no symmetry between two points")
	require.Equal(t, pt("g8"), r.Symmetry.Apply(pt("i8")))
	require.Equal(t, g.board, r.Symmetry.ApplyBoard(&g.board))
	require.Equal(t, CodeTaken, code(g.Offer(pt("h6"))))
	require.Equal(t, CodeOfferedTwice, code(g.Offer(pt("g8"))))
	require.Equal(t, before, *g, "a refused offer changed the game")
	must(t, g.Offer(pt("h7"))) // on the axis: its own mirror image
	require.Len(t, g.Offers(), 2)
}

// outside is, for each of moves 1–5 in choice 1, a point just outside
// its square.
var outside = map[int]string{1: "h9", 2: "h10", 3: "k8", 4: "h12", 5: "h13"}

// At every step of both choices, every action the step does not ask for
// is refused with the code that says why, and changes nothing; an 11th
// offer cannot be made.
func TestTaraguchiWrongActionsRefused(t *testing.T) {
	for name, acts := range map[string][]act{"choice 1": taraguchiChoiceOne, "choice 2": taraguchiChoiceTwo} {
		t.Run(name, func(t *testing.T) {
			g := New(Taraguchi10, Learning)
			for _, a := range acts {
				st := g.Step()
				before := snapshot(g)
				wrong := []struct {
					tried Ask
					do    func() error
				}{
					{AskPlace, func() error { return g.Place(pt("m4")) }},
					{AskSwap, func() error { return g.Swap(true) }},
					{AskOffer, func() error { return g.Offer(pt("m4")) }},
					{AskChoice, g.OfferMany},
					{AskChoose, func() error { return g.Choose(pt("m4")) }},
					{AskDeclare, func() error { return g.Declare(1) }},
				}
				for _, w := range wrong {
					if w.tried == st.Ask || w.tried == AskSwap && st.Ask == AskChoice {
						continue
					}
					var r *Refusal
					require.ErrorAs(t, w.do(), &r, "%d tried before %s", w.tried, a.name)
					require.Equal(t, Refusal{Code: CodeWrongStep, Asked: st.Ask, Tried: w.tried}, *r, "before %s", a.name)
					require.Equal(t, before, *g, "a refused %d before %s changed the game", w.tried, a.name)
				}
				if st.Ask == AskPlace && st.MoveNo <= 5 && st.Square > 0 {
					p := pt(outside[st.MoveNo])
					var r *Refusal
					require.ErrorAs(t, g.Place(p), &r)
					require.Equal(t, Refusal{Code: CodeOutsideSquare, Point: p, N: st.Square}, *r, "move %d", st.MoveNo)
				}
				if st.Ask == AskPlace && st.MoveNo > 1 {
					require.Equal(t, CodeTaken, code(g.Place(pt("h8"))), "move %d on H8", st.MoveNo)
				}
				require.Equal(t, CodeNoCall, code(g.Call()), "before %s", a.name)
				require.Equal(t, before, *g, "a refused action before %s changed the game", a.name)
				require.NoError(t, a.do(g), a.name)
			}
			require.Len(t, g.Moves(), 6)
		})
	}
	// The tenth offer hands the choice to White: no eleventh.
	g := New(Taraguchi10, Learning)
	for _, a := range taraguchiChoiceTwo[:len(taraguchiChoiceTwo)-2] {
		must(t, a.do(g))
	}
	require.Len(t, g.Offers(), TaraguchiOffers)
	var r *Refusal
	require.ErrorAs(t, g.Offer(pt("m4")), &r)
	require.Equal(t, Refusal{Code: CodeWrongStep, Asked: AskChoose, Tried: AskOffer}, *r)
	require.Len(t, g.Offers(), TaraguchiOffers)
}

// Undo belongs to the play after the opening: refused at every step up to
// and with move 6 on the board, allowed for move 7.
func TestTaraguchiUndoOnlyAfterMove6(t *testing.T) {
	for name, acts := range map[string][]act{"choice 1": taraguchiChoiceOne, "choice 2": taraguchiChoiceTwo} {
		t.Run(name, func(t *testing.T) {
			g := New(Taraguchi10, Learning)
			for _, a := range acts {
				before := snapshot(g)
				require.Equal(t, CodeNoUndo, code(g.Undo()), "before %s", a.name)
				require.Equal(t, before, *g)
				require.NoError(t, a.do(g), a.name)
			}
			require.Equal(t, CodeNoUndo, code(g.Undo()), "undo of move 6")
			require.Len(t, g.Moves(), 6)
			seventh := g.Step()
			must(t, g.Place(pt("m4")))
			require.NoError(t, g.Undo())
			require.Len(t, g.Moves(), 6)
			require.Equal(t, seventh, g.Step())
		})
	}
}

// The record names the rule as SGF's RU.
func TestTaraguchiRecordNamesTheRule(t *testing.T) {
	g := New(Taraguchi10, Learning)
	for _, a := range taraguchiChoiceOne {
		must(t, a.do(g))
	}
	root := g.Record()
	require.Equal(t, "Taraguchi-10", root.Get("RU"))
	require.Contains(t, string(record.WriteSGF(root)), "RU[Taraguchi-10]")
	require.Equal(t, g.Moves(), root.MainLine())
}
