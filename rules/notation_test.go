package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePoint(t *testing.T) {
	good := map[string]Point{"h8": {7, 7}, "H8": {7, 7}, "a1": {0, 0}, "o15": {14, 14}, " d12 ": {3, 11}, "L4": {11, 3}}
	for s, want := range good {
		p, err := ParsePoint(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, p, s)
	}
	bad := map[string]string{
		"p3":   "column \"p\" is off the board",
		"h16":  "row 16 is off the board",
		"h0":   "row 0 is off the board",
		"8h":   "must start with a column letter",
		"":     "empty point",
		"h":    "missing row number",
		"hx":   "is not a number",
		"h100": "off the board",
		"é5":   "must start with a column letter",
	}
	for s, msg := range bad {
		_, err := ParsePoint(s)
		require.Error(t, err, s)
		assert.Contains(t, err.Error(), msg, s)
	}
	assert.Equal(t, "h8", Point{7, 7}.String())
	assert.Equal(t, "H8", Point{7, 7}.Upper())
	assert.Equal(t, "(15,0)", Point{15, 0}.String())
}

func TestStones(t *testing.T) {
	cases := map[string]string{
		"B:h8,i9 W:h9":       "B:h8,i9 W:h9",
		"b: H8 , I9   w:h9":  "B:h8,i9 W:h9",
		"W:h9 B:i9,h8":       "B:h8,i9 W:h9",
		"B :h8 W: ":          "B:h8",
		"":                   "",
		"B: W:":              "",
		"black:a1 white:o15": "B:a1 W:o15",
		"B:o15,a1,h8":        "B:a1,h8,o15",
		"W:h9":               "W:h9",
		"B:h8\nW:h9":         "B:h8 W:h9",
	}
	for in, want := range cases {
		b, err := ParseStones(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, FormatStones(&b), in)
	}
	bad := map[string]string{
		"B:h8,h8":    `point "h8" is given twice`,
		"B:h8 W:H8":  `point "H8" is given twice`,
		"B:p8":       `"p8"`,
		"B:h16":      `"h16"`,
		"R:h8":       `unknown colour "R:"`,
		"h8":         `point "h8" comes before any colour`,
		"B:h8 W:i9x": `"i9x"`,
	}
	for in, msg := range bad {
		_, err := ParseStones(in)
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), msg, in)
	}
}

func TestMoves(t *testing.T) {
	for _, in := range []string{"h8 h9 i8", "h8h9i8", "H8,H9, I8", "  h8  h9\ti8 "} {
		m, err := ParseMoves(in)
		require.NoError(t, err, in)
		assert.Equal(t, []Point{{7, 7}, {7, 8}, {8, 7}}, m, in)
	}
	m, err := ParseMoves("h8h10i10o15a1")
	require.NoError(t, err)
	assert.Equal(t, "h8 h10 i10 o15 a1", FormatMoves(m, false))
	assert.Equal(t, "h8h10i10o15a1", FormatMoves(m, true))
	b, err := BoardFromMoves(m)
	require.NoError(t, err)
	assert.Equal(t, "B:a1,h8,i10 W:h10,o15", FormatStones(&b))
	assert.Equal(t, White, b.ToMove())

	bad := map[string]string{
		"h8 p3": "move 2: point \"p3\"",
		"h8h16": "move 2",
		"h8 8h": "move 2: point \"8h\"",
		"h8 h":  "move 2",
		"h8 h0": "row 0",
	}
	for in, msg := range bad {
		_, err := ParseMoves(in)
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), msg, in)
	}
	_, err = ParsePosition("h8 h9 h8")
	assert.ErrorContains(t, err, "move 3: h8 was already played at move 1")
}

func TestDiagram(t *testing.T) {
	b, err := ParseStones("B:a1,h8,o15 W:h9,b2")
	require.NoError(t, err)
	d := FormatDiagram(&b, map[Point]rune{MustPoint("c3"): 'A'})
	lines := strings.Split(strings.TrimRight(d, "\n"), "\n")
	require.Len(t, lines, 17)
	assert.Equal(t, "   A B C D E F G H I J K L M N O", lines[0])
	assert.Equal(t, "15 . . . . . . . . . . . . . . X 15", lines[1])
	assert.Equal(t, " 3 . . A . . . . . . . . . . . . 3", lines[13])
	back, marks, err := ParseDiagram(d)
	require.NoError(t, err)
	assert.Equal(t, b, back)
	assert.Equal(t, map[Point]rune{MustPoint("c3"): 'A'}, marks)

	// what a person types: no coordinates, no spaces, '+' for empty
	var rows []string
	for r := 15; r >= 1; r-- {
		row := "+++++++++++++++"
		if r == 8 {
			row = "+++++++x+++++++"
		}
		rows = append(rows, row)
	}
	back, _, err = ParseDiagram(strings.Join(rows, "\n"))
	require.NoError(t, err)
	assert.Equal(t, "B:h8", FormatStones(&back))

	bad := map[string]string{
		strings.Join(rows[:14], "\n"):                          "14 board rows",
		strings.Join(append(rows, rows[0]), "\n"):              "more than 15",
		strings.Replace(strings.Join(rows, "\n"), "x", "?", 1): "line 8 (row 8), column H: unknown symbol '?'",
		strings.Replace(strings.Join(rows, "\n"), "x", "", 1):  "line 8 (row 8): 14 cells",
		"14 " + strings.Join(rows, "\n"):                       "line 1: row 14 where row 15",
	}
	for in, msg := range bad {
		_, _, err := ParseDiagram(in)
		require.Error(t, err)
		assert.Contains(t, err.Error(), msg)
	}
}

func TestParsePositionDetectsForm(t *testing.T) {
	want := "B:h8,i8 W:h9"
	b0, _ := ParseStones(want)
	for _, in := range []string{want, "h8 h9 i8", "h8h9i8", FormatDiagram(&b0, nil)} {
		b, err := ParsePosition(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, FormatStones(&b), in)
	}
	b, err := ParsePosition("")
	require.NoError(t, err)
	assert.Equal(t, "", FormatStones(&b))
}
