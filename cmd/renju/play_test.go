package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMoveCommand(t *testing.T) {
	// White's VCF: level 3 (the default) looks for its own on every move.
	code, out, errOut := runCmd("", "move", "--json", "--color", "white", "--seed", "1", trap4)
	require.Equal(t, exitOK, code, errOut)
	var r moveResult
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "vcf", r.Reason)
	require.NotEmpty(t, r.Line)
	assert.Equal(t, r.Move, r.Line[0])

	// Black's only defence G8 is a double-three: it resigns, saying so.
	code, out, _ = runCmd("", "move", "--color", "black", "B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11,k12")
	require.Equal(t, exitOK, code)
	assert.Equal(t, "Black resigns: Black's only defence, G8, is forbidden (double-three).\n", out)

	// The side to move by the counts: White has a five.
	code, out, _ = runCmd("", "move", "B:e8,f8,g6,g7,l13,f7 W:h9,i10,j11,k12")
	require.Equal(t, exitOK, code)
	assert.Equal(t, "White G8 (five)\n", out)

	for _, args := range [][]string{{"move", "--level", "6", "h8"}, {"move", "--color", "grey", "h8"}, {"move"}, {"move", "h8 q9"}} {
		code, _, errOut := runCmd("", args...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.True(t, strings.HasPrefix(errOut, "renju move: "), "%v: %q", args, errOut)
	}
}

func TestSelfplayCommand(t *testing.T) {
	code, out, errOut := runCmd("", "selfplay", "--json", "--black", "1", "--white", "3", "--games", "6", "--seed", "2")
	require.Equal(t, exitOK, code, errOut)
	var r selfplayResult
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, 6, r.Games)
	assert.Equal(t, r.Games, r.BlackFive+r.WhiteFive+r.WhiteFoul+r.Draws)
	assert.Positive(t, r.AvgMoves)

	code, out, _ = runCmd("", "selfplay", "--games", "2")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "2 games, Black level 1 against White level 1")
	assert.Contains(t, out, "by a foul")

	// judge's --white is still a switch.
	code, _, errOut = runCmd("", "judge", "--white", "B:g8,j8 W:h9", "h8")
	assert.Equal(t, exitOK, code, errOut)

	code, _, errOut = runCmd("", "selfplay", "--white", "9")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "--white must be a level from 1 to 5 or baseline")

	// The baseline plays whole games too.
	code, out, errOut = runCmd("", "selfplay", "--json", "--black", "baseline", "--white", "1", "--games", "2")
	require.Equal(t, exitOK, code, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "baseline", r.BlackPlayer)
	assert.Equal(t, 2, r.BlackFive+r.WhiteFive+r.WhiteFoul+r.Draws)
}
