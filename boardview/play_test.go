package boardview

import (
	"testing"

	"renju/rules"
)

func TestPlayedStepsThroughTheBeats(t *testing.T) {
	p, q := rules.MustPoint("h8"), rules.MustPoint("j8")
	b := Board{Notes: []Note{FoulAt(p, rules.DoubleThree)}}
	b.Play = []Beat{
		{Notes: []Note{GhostAt(p, rules.Black, 0.8)}},
		{Notes: []Note{BandAlong(p, q)}, Stays: true},
	}
	count := func(pic Board, k NoteKind) int {
		n := 0
		for _, x := range pic.Notes {
			if x.Kind == k {
				n++
			}
		}
		return n
	}
	start := b.Played(0)
	if count(start, Ghost) != 1 || count(start, Band) != 0 || count(start, Foul) != 0 {
		t.Fatalf("at 0: %+v", start.Notes)
	}
	mid := b.Played(0.5)
	if count(mid, Ghost) != 1 || count(mid, Band) != 1 || count(mid, Foul) != 0 {
		t.Fatalf("at 0.5: %+v", mid.Notes)
	}
	end := b.Played(1)
	if count(end, Ghost) != 0 || count(end, Band) != 1 || count(end, Foul) != 1 || end.Play != nil {
		t.Fatalf("at 1 (the final marks): %+v", end.Notes)
	}
	if b.PlayDigest() == 0 || (&Board{}).PlayDigest() != 0 {
		t.Fatal("a play's digest is 0, or no play's is not")
	}
}
