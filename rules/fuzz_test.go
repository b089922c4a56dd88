package rules

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// The parsers never panic, and what they accept formats and parses back to
// the same thing. What they refuse, they say so briefly (checkMessage), and
// no move list of more than MaxStones moves is accepted.

// maxMessage bounds a parser's error message: a template of some 100 bytes
// and at most two quoted tokens of maxQuoted characters, each written in at
// most 10 bytes (\U0010ffff).
const maxMessage = 1024

// checkMessage fails t unless err's message is short whatever the length of
// in, and shows bytes that are not UTF-8 escaped rather than as U+FFFD (there
// is none unless in had one).
func checkMessage(t *testing.T, in string, err error) {
	t.Helper()
	msg := err.Error()
	if len(msg) > maxMessage {
		t.Fatalf("a %d-byte message for a %d-byte input: %.200q…", len(msg), len(in), msg)
	}
	if !utf8.ValidString(msg) {
		t.Fatalf("message is not UTF-8: %q", msg)
	}
	if strings.ContainsRune(msg, utf8.RuneError) && !strings.ContainsRune(in, utf8.RuneError) {
		t.Fatalf("message shows U+FFFD for bytes of %q: %q", in, msg)
	}
}

func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"h8", "H8", "o15", "a1", "p3", "h16", "h0", "8h", "", "h", "h08"} {
		f.Add(s)
	}
	f.Add("h" + strings.Repeat("9", 40))
	f.Add("h\xff" + strings.Repeat("x", 40))
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePoint(s)
		if err != nil {
			checkMessage(t, s, err)
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
	f.Add("B:h\xff8")
	f.Add(strings.Repeat("\u212a", 40) + ":h8")
	f.Add("B:" + FormatMoves(parseMoveList(MaxStones+1), false))
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseStones(s)
		if err != nil {
			checkMessage(t, s, err)
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
	f.Add(FormatMoves(parseMoveList(MaxStones+1), true))
	f.Add("h8 h" + strings.Repeat("x", 40))
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMoves(s)
		if err != nil {
			checkMessage(t, s, err)
			return
		}
		if len(m) > MaxStones {
			t.Fatalf("%d moves accepted, more than a board holds", len(m))
		}
		// Copies of s, each ended by a separator so that no token runs into
		// the next copy, make a list of more than MaxStones good moves: it
		// is refused at the first move too many. (Short inputs only: the
		// copies cost 226 times the input.)
		if len(m) > 0 && len(s) <= 64 {
			long := strings.Repeat(s+" ", MaxStones/len(m)+1)
			_, err := ParseMoves(long)
			if want := fmt.Sprintf("move %d: more than %d moves", MaxStones+1, MaxStones); err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Fatalf("%d copies of %q: %v, want %q", MaxStones/len(m)+1, s, err, want)
			}
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
	f.Add(FormatMoves(parseMoveList(MaxStones+1), false))
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParsePosition(s)
		if err != nil {
			if msg := err.Error(); len(msg) > maxMessage {
				t.Fatalf("a %d-byte message for a %d-byte input: %.200q…", len(msg), len(s), msg)
			}
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
