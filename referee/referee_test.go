package referee

import (
	"errors"
	"math/rand/v2"
	"testing"

	"renju/rules"
)

func pt(s string) rules.Point { return rules.MustPoint(s) }

func code(err error) string {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Code
	}
	if err != nil {
		return "not a refusal: " + err.Error()
	}
	return ""
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The RIF procedure, step by step, with each wrong action refused and
// changing nothing.
func TestRIFProcedure(t *testing.T) {
	g := New(RIF, Learning)
	want := func(ask Ask, person Person, c rules.Stone) {
		t.Helper()
		st := g.Step()
		if st.Ask != ask || st.Person != person || st.Color != c {
			t.Fatalf("step %+v, want ask %d person %d %s", st, ask, person, c)
		}
	}
	want(AskPlace, 0, rules.Black)
	if c := code(g.Place(pt("h9"))); c != CodeOutsideSquare {
		t.Fatalf("Black 1 off the centre: %s", c)
	}
	if c := code(g.Swap(true)); c != CodeWrongStep {
		t.Fatalf("a swap before move 3: %s", c)
	}
	must(t, g.Place(pt("h8")))
	want(AskPlace, 0, rules.White) // the first player places White 2 too
	if c := code(g.Place(pt("h10"))); c != CodeOutsideSquare {
		t.Fatalf("White 2 not next to the centre: %s", c)
	}
	must(t, g.Place(pt("h9")))
	want(AskPlace, 0, rules.Black)
	if c := code(g.Place(pt("h11"))); c != CodeOutsideSquare {
		t.Fatalf("Black 3 outside the 5x5: %s", c)
	}
	must(t, g.Place(pt("h10")))
	if o, ok := g.Opening(); !ok || o.Number != "1D" {
		t.Fatalf("opening %v %v", o, ok)
	}
	want(AskSwap, 1, rules.White)
	if c := code(g.Place(pt("a1"))); c != CodeWrongStep {
		t.Fatalf("a stone instead of the swap answer: %s", c)
	}
	must(t, g.Swap(true))
	if !g.Swapped() {
		t.Fatal("not swapped")
	}
	// Person 1 now plays Black; person 0, White, plays 4 anywhere.
	want(AskPlace, 0, rules.White)
	must(t, g.Place(pt("a1")))
	want(AskOffer, 1, rules.Black)
	must(t, g.Offer(pt("j8")))
	if c := code(g.Offer(pt("j8"))); c != CodeOfferedTwice {
		t.Fatalf("the same offer twice: %s", c)
	}
	if c := code(g.Offer(pt("h8"))); c != CodeTaken {
		t.Fatalf("an offer on a stone: %s", c)
	}
	must(t, g.Offer(pt("i12")))
	want(AskChoose, 0, rules.White)
	if c := code(g.Choose(pt("k8"))); c != CodeNotOffered {
		t.Fatalf("choosing a point not offered: %s", c)
	}
	must(t, g.Choose(pt("i12")))
	want(AskPlace, 0, rules.White)
	if got := len(g.Moves()); got != 5 || g.Moves()[4] != pt("i12") {
		t.Fatalf("moves %v", g.Moves())
	}
	must(t, g.Place(pt("g7")))
	want(AskPlace, 1, rules.Black)
	if c := code(g.Undo()); c != CodeNoUndo {
		t.Fatalf("undo of move 6, part of the opening: %s", c)
	}
	must(t, g.Place(pt("f6")))
	must(t, g.Undo())
	want(AskPlace, 1, rules.Black)
}

// An offer symmetric to the first is refused with the symmetry: with
// H8 H9 H10 and White 4 at H6 (all on the H line), the left-right mirror
// keeps the stones, so G8 and I8 are one move.
func TestRIFSymmetricOfferRefused(t *testing.T) {
	g := New(RIF, Learning)
	for _, p := range []string{"h8", "h9", "h10"} {
		must(t, g.Place(pt(p)))
	}
	must(t, g.Swap(false))
	must(t, g.Place(pt("h6")))
	must(t, g.Offer(pt("g8")))
	err := g.Offer(pt("i8"))
	var r *Refusal
	if !errors.As(err, &r) || r.Code != CodeSymmetric || r.Other != pt("g8") {
		t.Fatalf("I8 after G8: %v", err)
	}
	if s := r.Symmetry; s.Apply(pt("i8")) != pt("g8") || s.ApplyBoard(&g.board) != g.board {
		t.Fatalf("symmetry %d does not map I8 onto G8 keeping the stones", s)
	}
	if len(g.Offers()) != 1 {
		t.Fatal("the refused offer was kept")
	}
	// A point on the axis is its own mirror image: H7 is a fine offer.
	must(t, g.Offer(pt("h7")))
}

// The referee: Learning refuses a forbidden point; Tournament ends the
// game; WhiteCalls lets White call it, or the claim lapses.
func TestReferee(t *testing.T) {
	// Black to play H8: a double-three (G8 J8 across, H9 H10 up).
	setup := []string{"g8", "a1", "j8", "a3", "h9", "a5", "h10", "a7"}
	start := func(ref Referee) *Game {
		g := New(Free, ref)
		for _, p := range setup {
			must(t, g.Place(pt(p)))
		}
		return g
	}
	g := start(Learning)
	if c := code(g.Place(pt("h8"))); c != CodeForbidden {
		t.Fatalf("learning: %s", c)
	}
	if len(g.Moves()) != len(setup) {
		t.Fatal("a refused stone was played")
	}

	g = start(Tournament)
	must(t, g.Place(pt("h8")))
	if r, over := g.Result(); !over || r.Winner != rules.White || r.By != "foul" || r.Foul.Kind != rules.DoubleThree {
		t.Fatalf("tournament: %+v %v", r, over)
	}
	if g.Step().Ask != AskNone {
		t.Fatal("the game goes on after the foul")
	}

	g = start(WhiteCalls)
	must(t, g.Place(pt("h8")))
	must(t, g.Call())
	if r, _ := g.Result(); r.By != "foul" {
		t.Fatalf("called: %+v", r)
	}
	g = start(WhiteCalls)
	must(t, g.Place(pt("h8")))
	must(t, g.Place(pt("o15"))) // White plays on: the claim lapses
	must(t, g.Place(pt("o1")))
	if c := code(g.Call()); c != CodeNotAFoul {
		t.Fatalf("a late call: %s", c)
	}
}

func TestFreeGameToFive(t *testing.T) {
	g := New(Free, Learning)
	for _, p := range []string{"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"} {
		must(t, g.Place(pt(p)))
	}
	must(t, g.Place(pt("l8")))
	if r, over := g.Result(); !over || r.Winner != rules.Black || r.By != "five" {
		t.Fatalf("%+v %v", r, over)
	}
	if c := code(g.Place(pt("o15"))); c != CodeWrongStep {
		t.Fatalf("a stone after the end: %s", c)
	}
	must(t, g.Undo())
	if _, over := g.Result(); over {
		t.Fatal("undo of the five left the game over")
	}
}

// TestRandomActionsKeepTheGameWhole: random actions of every kind, in any
// order, never panic; a refused one changes nothing; the board always
// holds exactly the moves, alternately Black and White.
func TestRandomActionsKeepTheGameWhole(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 14))
	for game := 0; game < 200; game++ {
		g := New(Rule(r.IntN(int(Taraguchi10)+1)), Referee(r.IntN(3)))
		for step := 0; step < 400 && g.Step().Ask != AskNone; step++ {
			before, moves, offers := g.board, len(g.moves), len(g.offers)
			p := rules.Pt(r.IntN(rules.Size), r.IntN(rules.Size))
			if r.IntN(3) == 0 {
				p = rules.Pt(5+r.IntN(5), 5+r.IntN(5))
			}
			var err error
			switch r.IntN(8) {
			case 7:
				err = g.OfferMany()
			case 6:
				err = g.Declare(r.IntN(12))
			case 0, 1:
				err = g.Place(p)
			case 2:
				err = g.Swap(r.IntN(2) == 0)
			case 3:
				err = g.Offer(p)
			case 4:
				if len(g.offers) > 0 {
					p = g.offers[r.IntN(len(g.offers))]
				}
				err = g.Choose(p)
			case 5:
				err = g.Call()
			}
			if err != nil {
				var ref *Refusal
				if !errors.As(err, &ref) {
					t.Fatalf("an error that is not a refusal: %v", err)
				}
				if g.board != before || len(g.moves) != moves || len(g.offers) != offers {
					t.Fatalf("a refused %v changed the game", err)
				}
			}
			var b rules.Board
			for i, m := range g.moves {
				c := rules.Black
				if i%2 == 1 {
					c = rules.White
				}
				b.Set(m, c)
			}
			if b != g.board {
				t.Fatal("the board is not the moves")
			}
		}
	}
}

// Yamaguchi: the opener declares the number of 5th moves with the
// opening, before the swap.
func TestYamaguchiProcedure(t *testing.T) {
	g := New(Yamaguchi, Learning)
	for _, p := range []string{"h8", "i9", "j10"} {
		must(t, g.Place(pt(p)))
	}
	if st := g.Step(); st.Ask != AskDeclare || st.Person != 0 || st.Need != MaxYamaguchi {
		t.Fatalf("step %+v", st)
	}
	if c := code(g.Declare(0)); c != CodeBadNumber {
		t.Fatalf("declaring 0: %s", c)
	}
	must(t, g.Declare(3))
	if st := g.Step(); st.Ask != AskSwap || st.Person != 1 {
		t.Fatalf("step %+v", st)
	}
	must(t, g.Swap(false))
	must(t, g.Place(pt("g7"))) // White 4, person 1
	for _, p := range []string{"k11", "f6", "g10"} {
		if st := g.Step(); st.Ask != AskOffer || st.Need != 3 || st.Person != 0 {
			t.Fatalf("step %+v", st)
		}
		must(t, g.Offer(pt(p)))
	}
	if st := g.Step(); st.Ask != AskChoose || st.Person != 1 {
		t.Fatalf("step %+v", st)
	}
	must(t, g.Choose(pt("f6")))
	if st := g.Step(); st.Ask != AskPlace || st.MoveNo != 6 || st.Person != 1 {
		t.Fatalf("step %+v", st)
	}
}

// Soosõrv-8: White declares 1–8 with move 4, and the player then Black
// may swap a second time before offering.
func TestSoosorv8Procedure(t *testing.T) {
	g := New(Soosorv8, Learning)
	for _, p := range []string{"h8", "h9", "i10"} {
		must(t, g.Place(pt(p)))
	}
	must(t, g.Swap(false)) // person 1 stays White
	must(t, g.Place(pt("j7")))
	if st := g.Step(); st.Ask != AskDeclare || st.Person != 1 || st.Need != 8 {
		t.Fatalf("step %+v", st)
	}
	if c := code(g.Declare(9)); c != CodeBadNumber {
		t.Fatalf("declaring 9: %s", c)
	}
	must(t, g.Declare(2))
	if st := g.Step(); st.Ask != AskSwap || st.Person != 0 || st.Color != rules.Black {
		t.Fatalf("the second swap: %+v", st)
	}
	must(t, g.Swap(true)) // person 0 takes White; person 1 now offers as Black
	if st := g.Step(); st.Ask != AskOffer || st.Person != 1 || st.Need != 2 {
		t.Fatalf("step %+v", st)
	}
	must(t, g.Offer(pt("g7")))
	must(t, g.Offer(pt("k11")))
	if st := g.Step(); st.Ask != AskChoose || st.Person != 0 {
		t.Fatalf("step %+v", st)
	}
	must(t, g.Choose(pt("k11")))
	if !g.Swapped() || len(g.Moves()) != 5 {
		t.Fatalf("swapped %v, moves %v", g.Swapped(), g.Moves())
	}
}

// A game from a position: its stones are laid in turn without the call on
// forbidden points (H8 is a double-three once G8 J8 H9 H10 are down),
// only before the first move and only under Free; play then goes on by
// the rules, and an undo stops at the position.
func TestLayAPosition(t *testing.T) {
	g := New(Free, Learning)
	for _, p := range []string{"g8", "a1", "j8", "a3", "h9", "a5", "h10", "a7", "h8", "a9"} {
		if err := g.Lay(rules.MustPoint(p)); err != nil {
			t.Fatalf("lay %s: %v", p, err)
		}
	}
	if g.Laid() != 10 || g.ToMove() != rules.Black {
		t.Fatalf("laid %d, %s to move", g.Laid(), g.ToMove())
	}
	if err := g.Place(rules.MustPoint("h7")); err != nil {
		t.Fatal(err)
	}
	if err := g.Lay(rules.MustPoint("o15")); err == nil {
		t.Fatal("a stone laid after a move")
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err == nil {
		t.Fatal("an undo took back a stone of the position")
	}
	if err := New(RIF, Learning).Lay(rules.Center); err == nil {
		t.Fatal("a position laid under RIF")
	}
	if err := g.Lay(rules.MustPoint("h8")); err == nil {
		t.Fatal("a stone laid on a taken point")
	}
}
