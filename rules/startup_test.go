package rules

import (
	"fmt"
	"os"
	"strconv"
	"testing"
)

// shapesBuiltAtInit records whether the shape table existed when the tests
// started, that is, whether initialising the package built it.
var shapesBuiltAtInit bool

func TestMain(m *testing.M) {
	shapesBuiltAtInit = shapeTable != nil // before any test can judge
	os.Exit(m.Run())
}

// TestShapeTableBuiltOnFirstUse: the 59,049-entry shape table costs
// milliseconds to build (more in wasm). Every process and page that imports
// the package must not pay that at start-up: it is built by the first
// judgement.
func TestShapeTableBuiltOnFirstUse(t *testing.T) {
	if shapesBuiltAtInit {
		t.Fatal("the shape table was built while the package (or its tests) initialised; build it on first use, through shapes()")
	}
	var b Board
	if _, err := Judge(&b, Center, Black); err != nil {
		t.Fatal(err)
	}
	if len(shapeTable) != shapeCount {
		t.Fatalf("after a judgement the shape table has %d entries, want %d", len(shapeTable), shapeCount)
	}
}

// TestPointNames checks the constant name table against the notation.
func TestPointNames(t *testing.T) {
	for i := 0; i < Size*Size; i++ {
		p := pointOfIndex(i)
		want := string(rune('a'+p.Col)) + strconv.Itoa(p.Row+1)
		if got := p.String(); got != want {
			t.Fatalf("%v: String() = %q, want %q", p, got, want)
		}
		if q, err := ParsePoint(want); err != nil || q != p {
			t.Fatalf("ParsePoint(%q) = %v, %v; want %v", want, q, err, p)
		}
	}
	if n := testing.AllocsPerRun(10, func() { _ = Point{14, 14}.String() }); n != 0 {
		t.Errorf("Point.String allocates %v times", n)
	}
}

// TestParsePointFastPath: ParsePoint's fast path accepts only what the
// general code accepts, with the same point, over every string of up to
// three bytes drawn from letters, digits, their neighbours in ASCII,
// spaces and a few non-ASCII bytes.
func TestParsePointFastPath(t *testing.T) {
	var alphabet []byte
	for c := byte('0') - 1; c <= '9'+1; c++ {
		alphabet = append(alphabet, c)
	}
	for c := byte('A') - 1; c <= 'Z'+1; c++ {
		alphabet = append(alphabet, c, c|0x20)
	}
	alphabet = append(alphabet, ' ', '\t', 0x80, 0xc1, 0xe1, 0xff)
	check := func(s string) {
		fast, ok := parsePlainPoint(s)
		slow, err := parsePoint(s)
		if ok && (err != nil || fast != slow) {
			t.Fatalf("%q: fast path %v, general %v (%v)", s, fast, slow, err)
		}
	}
	for _, a := range alphabet {
		check(string(a))
		for _, b := range alphabet {
			check(string([]byte{a, b}))
			for _, c := range alphabet {
				check(string([]byte{a, b, c}))
			}
		}
	}
	// and it takes every point written plainly
	for i := 0; i < Size*Size; i++ {
		p := pointOfIndex(i)
		for _, s := range []string{p.String(), p.Upper(), fmt.Sprintf("%c%02d", 'a'+p.Col, p.Row+1)} {
			if q, ok := parsePlainPoint(s); !ok || q != p {
				t.Fatalf("%q: fast path gives %v, %v; want %v", s, q, ok, p)
			}
		}
	}
}

// BenchmarkShapeTableBuild is what the first judgement in a process pays.
func BenchmarkShapeTableBuild(b *testing.B) {
	for b.Loop() {
		_ = buildShapes()
	}
}
