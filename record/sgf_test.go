package record

import (
	"bytes"
	"strings"
	"testing"

	"renju/rules"
)

func mustRead(t *testing.T, s string) []*Node {
	t.Helper()
	gs, err := ReadSGF([]byte(s))
	if err != nil {
		t.Fatalf("ReadSGF(%q): %v", s, err)
	}
	return gs
}

func names(ps []rules.Point) string {
	var ss []string
	for _, p := range ps {
		ss = append(ss, p.String())
	}
	return strings.Join(ss, " ")
}

func TestReadSGFMainLineAndCoordinates(t *testing.T) {
	// hh is the centre; rows count from the top: ha is H15, ho is H1.
	gs := mustRead(t, "(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bo]RU[RIF]C[a \\] bracket];B[hh];W[ii];B[ha];W[ho]C[last])")
	if len(gs) != 1 {
		t.Fatalf("%d games", len(gs))
	}
	g := gs[0]
	if got := names(g.MainLine()); got != "h8 i7 h15 h1" {
		t.Errorf("main line %s", got)
	}
	if g.Get("PB") != "Ann" || g.Get("RU") != "RIF" || g.Comment != "a ] bracket" {
		t.Errorf("root: %+v", g)
	}
}

func TestReadSGFVariationsAndSetup(t *testing.T) {
	gs := mustRead(t, `(;GM[4]SZ[15]AB[hh][aa:bb]AW[ii]
		;W[jj](;B[kk];W[ll])(;B[gg]C[the other line]))`)
	g := gs[0]
	if got := names(g.AddBlack); got != "h8 a14 a15 b14 b15" {
		t.Errorf("AB %s", got)
	}
	first := g.Children[0]
	if first.Color != rules.White || first.Move != rules.MustPoint("j6") || len(first.Children) != 2 {
		t.Fatalf("first move %+v", first)
	}
	if got := names(g.MainLine()); got != "j6 k5 l4" {
		t.Errorf("main line %s", got)
	}
	if v := first.Children[1]; v.Move != rules.MustPoint("g9") || v.Comment != "the other line" {
		t.Errorf("second variation %+v", v)
	}
}

func TestSGFRoundTrip(t *testing.T) {
	for _, s := range []string{
		"(;GM[4]FF[4]SZ[15];B[hh];W[ii])",
		"(;GM[4]AB[hh]AW[ii]C[x\\\\y];B[jj](;W[kk](;B[aa])(;B[oo]))(;W[ll]C[]))",
		"(;GM[4];B[hh];W[];B[ii])(;GM[4];B[gg])",
	} {
		gs := mustRead(t, s)
		out := WriteSGF(gs...)
		again, err := ReadSGF(out)
		if err != nil {
			t.Fatalf("%q written as %q does not read: %v", s, out, err)
		}
		if out2 := WriteSGF(again...); !bytes.Equal(out, out2) {
			t.Errorf("%q: written %q, then %q", s, out, out2)
		}
	}
}

func TestFromMoves(t *testing.T) {
	moves, err := rules.ParseMoves("h8 i9 h9 i8")
	if err != nil {
		t.Fatal(err)
	}
	out := string(WriteSGF(FromMoves(moves)))
	if out != "(;GM[4]FF[4]SZ[15];B[hh];W[ig];B[hg];W[ih])\n" {
		t.Errorf("%q", out)
	}
	if got := names(mustRead(t, out)[0].MainLine()); got != "h8 i9 h9 i8" {
		t.Errorf("read back %s", got)
	}
}

// Bad records: an error naming the line and column, and no game.
func TestReadSGFErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "line 1, column 1: no game"},
		{"(;GM[1];B[dd])", `line 1, column 2: GM[1]: not a renju record`},
		{"(;GM[4]SZ[19];B[dd])", "SZ[19]: the board must be 15x15"},
		{"(;GM[4];B[hh];W[hh])", "line 1, column 14: W[hh]: the point H8 is already taken"},
		{"(;GM[4];B[zz])", "line 1, column 9: B: \"zz\" is off the 15x15 board"},
		{"(;GM[4];B[h])", `B: "h" is not a point`},
		{"(;GM[4];B[hh]", "the file ends inside a game"},
		{"(;GM[4];B[hh", "a value \"[\" is never closed"},
		{"(;GM[4]\n;B[hh]W[ii])", "line 2, column 7: W: a node with two moves"},
		{"(;GM[4];B[hh];b[ii])", "property names are upper case"},
		{"(;C[a]C[b])", "property C given twice"},
		{"(;GM[4])x", `expected "(" to start a game, found 'x'`},
		{"();", `an empty game`},
	} {
		_, err := ReadSGF([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadSGF(%q) = %v, want an error containing %q", c.in, err, c.want)
		}
	}
}

// A move on a point set up, or one taken in another line only, is judged
// along its own line.
func TestReadSGFVariationsHaveTheirOwnBoards(t *testing.T) {
	mustRead(t, "(;GM[4];B[hh](;W[ii])(;W[ii]))")
	if _, err := ReadSGF([]byte("(;GM[4]AB[ii];W[ii])")); err == nil {
		t.Error("a move on a set-up stone was accepted")
	}
}

func TestReadSGFDeepNestingAndBOM(t *testing.T) {
	deep := "(;GM[4]" + strings.Repeat("(;C[x]", 100000) + strings.Repeat(")", 100000) + ")"
	if _, err := ReadSGF([]byte(deep)); err != nil {
		t.Fatal(err)
	}
	mustRead(t, "\ufeff(;GM[4];B[hh])")
}

// FuzzSGF: ReadSGF never panics; whatever it reads, WriteSGF writes back
// to a text that reads to the same tree (the same text written again).
func FuzzSGF(f *testing.F) {
	for _, s := range []string{
		"(;GM[4]FF[4]SZ[15];B[hh];W[ii])",
		"(;GM[4]AB[hh]AW[ii]C[x\\]y];B[jj](;W[kk])(;W[ll]))",
		"(;GM[4];B[];W[tt])",
		"(;AB[aa:cc]AE[bb])",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		gs, err := ReadSGF(data)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		out := WriteSGF(gs...)
		again, err := ReadSGF(out)
		if err != nil {
			t.Fatalf("%q read, written as %q, does not read back: %v", data, out, err)
		}
		if out2 := WriteSGF(again...); !bytes.Equal(out, out2) {
			t.Fatalf("%q: written %q, then %q", data, out, out2)
		}
	})
}
