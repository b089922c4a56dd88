package rules

import (
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The hardening of issue 12: a text longer than a full board costs no more
// than one, and a message quotes a few dozen characters of a bad token, its
// bytes that are not UTF-8 escaped.

// bytesAllocated is how many bytes f allocates on the heap.
func bytesAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func TestParseMovesStopsAtTheBoard(t *testing.T) {
	m, err := ParseMoves(FormatMoves(parseMoveList(MaxStones), true))
	require.NoError(t, err, "a full board is a position")
	assert.Len(t, m, MaxStones)

	_, err = ParseMoves(FormatMoves(parseMoveList(MaxStones+1), false))
	assert.EqualError(t, err, "move 226: more than 225 moves: a position has at most 225 stones")
	_, err = ParsePosition(FormatMoves(parseMoveList(MaxStones+1), true))
	assert.EqualError(t, err, "move 226: more than 225 moves: a position has at most 225 stones")

	// a bad move before the limit is named first
	_, err = ParseMoves("h8 p3 " + FormatMoves(parseMoveList(MaxStones+1), false))
	assert.ErrorContains(t, err, `move 2: point "p3"`)
}

// TestParseLongTextsCostAFullBoard: 10 MB of moves (3.3 million of them)
// is read as far as move 226. Before the limit ParseMoves counted them all
// and allocated 53 MB of points; ParseStones turned a 10 MB token that is
// not UTF-8 into 40 MB of runes and quoted all of it.
func TestParseLongTextsCostAFullBoard(t *testing.T) {
	const size = 10 << 20
	moves := strings.Repeat("h8 ", size/3)
	compact := strings.Repeat("a1", size/2)
	badToken := "B:h8 W:h" + strings.Repeat("\xff", size)
	longLabel := strings.Repeat("\u212a", size/3) + ":h8"
	cases := []struct {
		name  string
		parse func() error
		msg   string
	}{
		{"ParseMoves", func() error { _, err := ParseMoves(moves); return err }, "move 226: more than 225 moves"},
		{"ParseMoves/compact", func() error { _, err := ParseMoves(compact); return err }, "move 226: more than 225 moves"},
		{"ParsePosition", func() error { _, err := ParsePosition(moves); return err }, "move 226: more than 225 moves"},
		{"ParseStones/token", func() error { _, err := ParseStones(badToken); return err }, `point "h\xff\xff`},
		{"ParseStones/label", func() error { _, err := ParseStones(longLabel); return err }, "unknown colour \"\u212a\u212a\u212a"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			n := bytesAllocated(func() { err = c.parse() })
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.msg)
			assert.Less(t, len(err.Error()), 300, "the message quotes a few dozen characters")
			assert.Less(t, n, uint64(64<<10), "bytes allocated for a %d-byte text", size)
		})
	}
}

func TestQuoteToken(t *testing.T) {
	cases := map[string]string{
		"h8":                                        `"h8"`,
		"h\xff8":                                    `"h\xff8"`,
		strings.Repeat("x", maxQuoted):              `"` + strings.Repeat("x", maxQuoted) + `"`,
		strings.Repeat("x", maxQuoted+1):            `"` + strings.Repeat("x", maxQuoted) + `"…`,
		strings.Repeat("é", maxQuoted):              `"` + strings.Repeat("é", maxQuoted) + `"`,
		strings.Repeat("é", maxQuoted+1):            `"` + strings.Repeat("é", maxQuoted) + `"…`,
		strings.Repeat("\xff", maxQuoted+1):         `"` + strings.Repeat(`\xff`, maxQuoted) + `"…`,
		"\xe4\xb8" + strings.Repeat("x", maxQuoted): `"\xe4\xb8` + strings.Repeat("x", maxQuoted-2) + `"…`,
	}
	for in, want := range cases {
		assert.Equal(t, want, quoteToken(in), "%q", in)
	}
}

func TestParseMessagesQuoteAFewDozenCharacters(t *testing.T) {
	x := strings.Repeat("x", 1000)
	nines := strings.Repeat("9", 1000)
	cases := map[string]string{
		"h" + x:               `move 1: point "h` + x[:maxQuoted-1] + `"…: row "` + x[:maxQuoted] + `"… is not a number 1–15`,
		"h" + nines:           `move 1: point "h` + nines[:maxQuoted-1] + `"…: row ` + nines[:maxQuoted] + `… is off the board (rows are 1–15)`,
		"1" + x:               `move 1: point "1` + x[:maxQuoted-1] + `"…: must start with a column letter a–o, like h8`,
		"h8 h9 q" + nines:     `move 3: point "q` + nines[:maxQuoted-1] + `"…: column "q" is off the board (columns are a–o)`,
		"B:h8 " + x:           `point "` + x[:maxQuoted] + `"…: column "x" is off the board (columns are a–o)`,
		"B:h8 " + x + ":":     `unknown colour "` + x[:maxQuoted] + `"…: use B: for black and W: for white`,
		x[:maxQuoted-1] + ":": `unknown colour "` + x[:maxQuoted-1] + `:": use B: for black and W: for white`,
		x[:maxQuoted] + ":":   `unknown colour "` + x[:maxQuoted] + `"…: use B: for black and W: for white`,
		x + " B:h8":           `point "` + x[:maxQuoted] + `"… comes before any colour: write B:… W:…`,
	}
	for in, want := range cases {
		_, err := ParsePosition(in)
		require.Error(t, err, "%.40q", in)
		assert.Equal(t, want, err.Error(), "%.40q", in)
	}
}

func TestParseMessagesEscapeBytesThatAreNotUTF8(t *testing.T) {
	cases := map[string]string{
		"B:h\xff8":      `point "h\xff8": row "\xff8" is not a number 1–15`,
		"\xff:h8":       `unknown colour "\xff:": use B: for black and W: for white`,
		"\xfe B:h8":     `point "\xfe" comes before any colour: write B:… W:…`,
		"B:h8 W:\xc3h8": `point "\xc3h8": must start with a column letter a–o, like h8`,
		"h8 h\xff":      `move 2: point "h\xff": row "\xff" is not a number 1–15`,
	}
	for in, want := range cases {
		_, err := ParsePosition(in)
		require.Error(t, err, "%q", in)
		assert.Equal(t, want, err.Error(), "%q", in)
		assert.True(t, utf8.ValidString(err.Error()))
		assert.NotContains(t, err.Error(), "\ufffd", "%q", in)
	}
}

// TestParseDiagramBoundsItsFields: a line with ever more fields is refused
// at the same cost, without collecting them all.
func TestParseDiagramBoundsItsFields(t *testing.T) {
	line := strings.Repeat(". ", 200_000) + "\n"
	text := strings.Repeat(line, 20)
	allocs := testing.AllocsPerRun(3, func() {
		_, _, err := ParseDiagram(text)
		if err == nil || !strings.Contains(err.Error(), "line 1: more than 34 fields") {
			t.Fatalf("error %v", err)
		}
	})
	if allocs > 20 {
		t.Errorf("refusing a 4 MB diagram allocated %.0f times", allocs)
	}
}
