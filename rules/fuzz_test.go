package rules

import (
	"testing"
)

// The parsers never panic, and what they accept formats and parses back to
// the same thing.

func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"h8", "H8", "o15", "a1", "p3", "h16", "h0", "8h", "", "h", "h08"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePoint(s)
		if err != nil {
			return
		}
		if !p.OnBoard() {
			t.Fatalf("%q parsed to off-board %v", s, p)
		}
		q, err := ParsePoint(p.String())
		if err != nil || q != p {
			t.Fatalf("round trip of %q: %v %v", s, q, err)
		}
	})
}

func FuzzParseStones(f *testing.F) {
	for _, s := range []string{"B:h8,i9 W:h9", "b: h8 w:", "", "W:a1", "B:h8,h8", "X:h8", "B :h8 , i9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseStones(s)
		if err != nil {
			return
		}
		out := FormatStones(&b)
		b2, err := ParseStones(out)
		if err != nil || b2 != b || FormatStones(&b2) != out {
			t.Fatalf("round trip of %q via %q: %v", s, out, err)
		}
	})
}

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"h8 h9 i8", "h8h9i8", "h8,h9", "h8 p3", "o15a1", "h10h1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMoves(s)
		if err != nil {
			return
		}
		for _, compact := range []bool{false, true} {
			out := FormatMoves(m, compact)
			m2, err := ParseMoves(out)
			if err != nil || len(m2) != len(m) {
				t.Fatalf("round trip of %q via %q: %v", s, out, err)
			}
			for i := range m {
				if m[i] != m2[i] {
					t.Fatalf("round trip of %q via %q: move %d", s, out, i+1)
				}
			}
		}
		_, _ = BoardFromMoves(m)
	})
}

func FuzzParseDiagram(f *testing.F) {
	b, _ := ParseStones("B:h8,a1 W:o15,h9")
	f.Add(FormatDiagram(&b, nil))
	f.Add(FormatDiagram(&Board{}, map[Point]rune{MustPoint("c3"): 'A'}))
	f.Add("x")
	f.Fuzz(func(t *testing.T, s string) {
		b, marks, err := ParseDiagram(s)
		if err != nil {
			return
		}
		out := FormatDiagram(&b, marks)
		b2, marks2, err := ParseDiagram(out)
		if err != nil || b2 != b || len(marks2) != len(marks) {
			t.Fatalf("round trip failed: %v\n%s", err, out)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"B:h8 W:h9", "h8h9", "h8 h9 h8", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParsePosition(s)
		if err != nil {
			return
		}
		// any accepted board can be judged without panicking
		for _, p := range []Point{Center, {0, 0}, {14, 14}} {
			if b.At(p) == Empty {
				_, _ = Explain(&b, p, Black)
			}
		}
		b2, err := ParsePosition(FormatStones(&b))
		if err != nil || b2 != b {
			t.Fatalf("round trip of %q: %v", s, err)
		}
	})
}
