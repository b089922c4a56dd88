package engine

import (
	"testing"

	"renju/rules"
)

// FuzzVCF: any position the app can read is searched (VCF and VCT) for
// both colours without a panic, within the node budget, leaving the board
// as it was; every VCF line found replays under the judge.
func FuzzVCF(f *testing.F) {
	for _, s := range []string{
		"B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11",
		"B:h8,i8,j8,h9,h10 W:a1,a3,a5,a7,a9",
		"B:e8,f8,g8,h13 W:d8,h9,h10,h11",
		"h8 i9 h9 i8 h10",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := rules.ParsePosition(s)
		if err != nil {
			return
		}
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			before := b
			l, err := VCF(&b, c, Options{MaxNodes: 3000})
			if err != nil {
				t.Fatal(err)
			}
			if b != before {
				t.Fatal("the search changed the board")
			}
			if l.Nodes > 3000 {
				t.Fatalf("%d nodes over a budget of 3000", l.Nodes)
			}
			if l.Win && !hasFive(&b) {
				verifyLine(t, b, l)
			}
			v, err := VCT(&b, c, Options{MaxNodes: 60})
			if err != nil {
				t.Fatal(err)
			}
			if b != before {
				t.Fatal("the VCT changed the board")
			}
			if v.Nodes > 60 {
				t.Fatalf("VCT: %d nodes over a budget of 60", v.Nodes)
			}
		}
	})
}
