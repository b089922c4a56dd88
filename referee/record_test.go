package referee

import (
	"strings"
	"testing"

	"renju/record"
)

// A RIF game exported as SGF and read back for review: the same moves,
// the same result (or none), and the rule and the opening's name recorded.
func TestSGFRoundTripOfAGame(t *testing.T) {
	g := New(RIF, Tournament)
	for _, p := range []string{"h8", "h9", "h10"} {
		must(t, g.Place(pt(p)))
	}
	must(t, g.Swap(false))
	must(t, g.Place(pt("a1")))
	must(t, g.Offer(pt("g8")))
	must(t, g.Offer(pt("j12")))
	must(t, g.Choose(pt("g8")))
	for _, p := range []string{"a3", "j8", "a5", "i11", "a7"} {
		must(t, g.Place(pt(p)))
	}
	must(t, g.Place(pt("i9")))
	sgf := string(record.WriteSGF(g.Record()))
	if !strings.Contains(sgf, "RU[RIF]") || !strings.Contains(sgf, "ON[1D 寒星 Kansei]") {
		t.Fatalf("SGF %s", sgf)
	}
	games, err := record.ReadSGF([]byte(sgf))
	if err != nil {
		t.Fatal(err)
	}
	back, err := Replay(games[0])
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(back.Moves()), len(g.Moves()); got != want {
		t.Fatalf("%d moves back, %d played", got, want)
	}
	r1, o1 := g.Result()
	r2, o2 := back.Result()
	if r1 != r2 || o1 != o2 {
		t.Fatalf("result %+v %v, read back %+v %v", r1, o1, r2, o2)
	}
}

func TestReplayRefusesWhatItCannotPlay(t *testing.T) {
	for _, c := range []struct{ sgf, want string }{
		{"(;GM[4]AB[hh];W[ii])", "sets up stones"},
		{"(;GM[4];B[hh];W[])", "move 2 is a pass"},
		{"(;GM[4];W[hh])", "move 1 is white's, but it is black's turn"},
		{"(;GM[4];B[hh];W[aa];B[ii];W[ab];B[jj];W[ac];B[kk];W[ad];B[ll];W[ae])", "move 10 comes after the game ended"},
	} {
		games, err := record.ReadSGF([]byte(c.sgf))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Replay(games[0]); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.sgf, err, c.want)
		}
	}
}

// A foul in a tournament game is the record's result and last comment.
func TestRecordOfAFoul(t *testing.T) {
	g := New(Free, Tournament)
	for _, p := range []string{"g8", "a1", "j8", "a3", "h9", "a5", "h10", "a7", "h8"} {
		must(t, g.Place(pt(p)))
	}
	sgf := string(record.WriteSGF(g.Record()))
	if !strings.Contains(sgf, "RE[W+]") || !strings.Contains(sgf, "C[Black's H8 is forbidden (double-three).]") {
		t.Fatalf("SGF %s", sgf)
	}
	games, _ := record.ReadSGF([]byte(sgf))
	back, err := Replay(games[0])
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := back.Result(); r.By != "foul" || r.Foul.Point != pt("h8") {
		t.Fatalf("read back: %+v", r)
	}
}
