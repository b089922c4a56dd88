package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// trap4 is a position where White wins in four fours, Black's last
// defence E6 being a double-four (found by the engine, checked by its
// tests' replay; here the CLI's output is replayed again).
const trap4 = "B:d5,d11,e4,e5,e7,f12,g7,g8,h6,h12,i5,l5 W:d6,d8,f6,g9,g10,h7,j7,k6,k7,l6,l11,l12"

func TestVCFJSON(t *testing.T) {
	code, out, errOut := runCmd("", "vcf", "--json", "--color", "white", trap4)
	require.Equal(t, exitOK, code, errOut)
	var r vcfResult
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.True(t, r.Win)
	assert.Equal(t, "white", r.Color)
	assert.Equal(t, "foul", r.Ends)
	require.NotNil(t, r.Foul)
	assert.Equal(t, "double-four", r.Foul.Kind)
	assert.Len(t, r.Roles, len(r.Moves))
	assert.Positive(t, r.Nodes)
	// Replay: White's moves and Black's blocks, then the foul.
	b, err := rules.ParseStones(trap4)
	require.NoError(t, err)
	for i, m := range r.Moves {
		c := rules.White
		if i%2 == 1 {
			c = rules.Black
		}
		p := rules.MustPoint(m)
		require.Equal(t, rules.Empty, b.At(p), "move %d at %s", i+1, m)
		b.Set(p, c)
	}
	j, err := rules.Judge(&b, rules.MustPoint(r.Foul.Point), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, rules.Forbidden, j.Verdict)
}

// The side to move comes from the stone counts: 12 each is Black's turn.
func TestVCFSideToMove(t *testing.T) {
	code, out, errOut := runCmd("", "vcf", "--json", trap4)
	require.Equal(t, exitOK, code, errOut)
	var r vcfResult
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "black", r.Color)
}

func TestVCFNone(t *testing.T) {
	code, out, _ := runCmd("", "vcf", "--json", "h8 h9")
	require.Equal(t, exitOK, code)
	assert.JSONEq(t, `{"win":false,"color":"black","moves":[],"roles":[],"complete":true,"nodes":1}`, out)

	// Out of budget: not complete.
	code, out, _ = runCmd("", "vcf", "--json", "--nodes", "2", "--color", "white", trap4)
	require.Equal(t, exitOK, code)
	var r vcfResult
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.False(t, r.Win)
	assert.False(t, r.Complete)
}

func TestVCFText(t *testing.T) {
	code, out, _ := runCmd("", "vcf", "--color", "white", trap4)
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "White wins in 4 fours: Black's last defence, E6, is forbidden (double-four).")
	assert.Contains(t, out, "  1. White I8: four\n")
	assert.Contains(t, out, "Black must block at E6")
}

func TestVCFBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"vcf", "h8 zz"},
		{"vcf", "--color", "red", "h8"},
		{"vcf", "--nodes", "0", "h8"},
		{"vcf"},
	} {
		code, _, errOut := runCmd("", args...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.True(t, strings.HasPrefix(errOut, "renju vcf: "), "%v: %q", args, errOut)
	}
}

func TestVCTCommand(t *testing.T) {
	// White's I8 makes two open threes: no four to play, a win by threats.
	const two = "B:a1,a3,c1,o15 W:g8,h8,i9,i10"
	code, out, _ := runCmd("", "vcf", "--json", "--color", "white", two)
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, `"win":false`)
	code, out, errOut := runCmd("", "vct", "--color", "white", two)
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, "White wins in 1 threat, ending in a five.\n(One defence is shown at each step; the others lose too.)\n  1. White I8: three\n     No defence stops it: a straight four follows.\n", out)
	code, _, errOut = runCmd("", "vct", "--color", "red", two)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "renju vct: --color must be black or white")
}
