package playout

import (
	"testing"

	"renju/boardview"
	"renju/rules"
)

func board(t *testing.T, s string) rules.Board {
	t.Helper()
	b, err := rules.ParseStones(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// kinds lists each beat's first note's kind, and whether it stays.
func kinds(beats []boardview.Beat) (out []boardview.NoteKind, stays []bool) {
	for _, b := range beats {
		out = append(out, b.Notes[0].Kind)
		stays = append(stays, b.Stays)
	}
	return out, stays
}

func TestDoubleThreeIsPlayedOutLineByLine(t *testing.T) {
	b := board(t, "B:f8,g8,h9,h10 W:a1")
	beats := Stone(&b, rules.MustPoint("h8"), rules.Black)
	ks, stays := kinds(beats)
	want := []boardview.NoteKind{boardview.Ghost, boardview.Band, boardview.Band, boardview.Foul}
	if len(ks) != len(want) {
		t.Fatalf("beats %v, want %v", ks, want)
	}
	for i := range want {
		if ks[i] != want[i] {
			t.Fatalf("beats %v, want %v", ks, want)
		}
	}
	if stays[0] || !stays[1] || !stays[2] {
		t.Fatalf("stays %v: the stone goes, the lines stay", stays)
	}
	if f := beats[3].Notes[0]; f.Foul != rules.DoubleThree {
		t.Fatalf("mark %v, want a double-three's", f.Foul)
	}
	// The horizontal three's band runs f8–h8 and rings its three stones.
	if n := beats[1].Notes; n[0].At != rules.MustPoint("f8") || n[0].To != rules.MustPoint("h8") || len(n) != 4 {
		t.Fatalf("the horizontal line: %+v", n)
	}
}

func TestFiveIsDrawnAlongItsLine(t *testing.T) {
	b := board(t, "B:d8,e8,f8,g8 W:d9,e9,f9,g9")
	ks, _ := kinds(Stone(&b, rules.MustPoint("h8"), rules.Black))
	if len(ks) != 2 || ks[1] != boardview.Band {
		t.Fatalf("black five: beats %v", ks)
	}
	ks, _ = kinds(Stone(&b, rules.MustPoint("h9"), rules.White))
	if len(ks) != 2 || ks[1] != boardview.Band {
		t.Fatalf("white five: beats %v", ks)
	}
	ks, _ = kinds(Stone(&b, rules.MustPoint("a15"), rules.White))
	if len(ks) != 1 {
		t.Fatalf("a stone of no meaning: beats %v", ks)
	}
	if Stone(&b, rules.MustPoint("d8"), rules.Black) != nil {
		t.Fatal("a taken point has beats")
	}
}
