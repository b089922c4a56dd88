package rules

import (
	"fmt"
	"testing"
)

// parseMoveList returns the first n moves of a fixed game over distinct
// points (every 7th point, 7 being prime to 225), alternating from Black.
func parseMoveList(n int) []Point {
	moves := make([]Point, n)
	for i := range moves {
		moves[i] = pointOfIndex(i * 7 % (Size * Size))
	}
	return moves
}

// parseInputs are the same n-stone position in every text form a parser
// reads: a stone list, a spaced move list and a compact move list.
type parseInputs struct{ stones, spaced, compact string }

func parseInputsOf(n int) parseInputs {
	moves := parseMoveList(n)
	b, err := BoardFromMoves(moves)
	if err != nil {
		panic(err)
	}
	return parseInputs{FormatStones(&b), FormatMoves(moves, false), FormatMoves(moves, true)}
}

// The 150-stone benchmarks: `renju map` reads positions this size.

func BenchmarkParseStones150(b *testing.B) {
	in := parseInputsOf(150).stones
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseStones(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseMoves150(b *testing.B) {
	for _, form := range []string{"spaced", "compact"} {
		in := parseInputsOf(150).spaced
		if form == "compact" {
			in = parseInputsOf(150).compact
		}
		b.Run(form, func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ParseMoves(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParsePosition150(b *testing.B) {
	ins := parseInputsOf(150)
	for _, c := range []struct{ form, in string }{
		{"stones", ins.stones}, {"moves", ins.spaced}, {"compact", ins.compact},
	} {
		b.Run(c.form, func(b *testing.B) {
			b.SetBytes(int64(len(c.in)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ParsePosition(c.in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParsePoint(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParsePoint("h10"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestParseAllocsDoNotGrowWithStones: parsing a position costs a fixed
// number of allocations however many stones it holds — none for a stone
// list, one (the result slice) for a move list — so no parser allocates a
// string per token.
func TestParseAllocsDoNotGrowWithStones(t *testing.T) {
	type parser struct {
		name  string
		limit float64 // allocations allowed for any number of stones
		parse func(parseInputs) error
	}
	parsers := []parser{
		{"ParseStones", 0, func(in parseInputs) error { _, err := ParseStones(in.stones); return err }},
		{"ParseMoves/spaced", 1, func(in parseInputs) error { _, err := ParseMoves(in.spaced); return err }},
		{"ParseMoves/compact", 1, func(in parseInputs) error { _, err := ParseMoves(in.compact); return err }},
		{"ParsePosition/stones", 0, func(in parseInputs) error { _, err := ParsePosition(in.stones); return err }},
		{"ParsePosition/moves", 1, func(in parseInputs) error { _, err := ParsePosition(in.spaced); return err }},
		{"ParsePosition/compact", 1, func(in parseInputs) error { _, err := ParsePosition(in.compact); return err }},
		{"BoardFromMoves", 0, nil}, // below: it takes points, not text
	}
	for _, p := range parsers {
		t.Run(p.name, func(t *testing.T) {
			var first float64
			for _, n := range []int{1, 10, 150, Size * Size} {
				in := parseInputsOf(n)
				var allocs float64
				if p.parse == nil {
					moves := parseMoveList(n)
					allocs = testing.AllocsPerRun(20, func() {
						if _, err := BoardFromMoves(moves); err != nil {
							t.Fatal(err)
						}
					})
				} else {
					if err := p.parse(in); err != nil {
						t.Fatal(err)
					}
					allocs = testing.AllocsPerRun(20, func() { _ = p.parse(in) })
				}
				if n == 1 {
					first = allocs
				}
				if allocs != first {
					t.Errorf("%d stones: %v allocations, but %v for 1 stone: parsing allocates per stone", n, allocs, first)
				}
				if allocs > p.limit {
					t.Errorf("%d stones: %v allocations, want at most %v", n, allocs, p.limit)
				}
			}
		})
	}
}

// TestParseInputsRoundTrip keeps the benchmark inputs honest: the three
// forms hold the same board.
func TestParseInputsRoundTrip(t *testing.T) {
	in := parseInputsOf(150)
	want, err := ParseStones(in.stones)
	if err != nil {
		t.Fatal(err)
	}
	if got := want.Count(Black) + want.Count(White); got != 150 {
		t.Fatalf("stone list holds %d stones, want 150", got)
	}
	for _, s := range []string{in.spaced, in.compact} {
		b, err := ParsePosition(s)
		if err != nil || b != want {
			t.Fatal(fmt.Sprintf("%.40q… parsed to a different board (%v)", s, err))
		}
	}
}
