package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/fouldrills"
	"renju/rules"
)

// fromGamesFile is two games, one a line: e2e's double-three foul and a
// false three.
const fromGamesFile = "h8 a1 i8 a3 j9 a5 j10 a7 j8\n" +
	"h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14\n"

func writeGames(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "games.txt")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestDrillsFrom(t *testing.T) {
	path := writeGames(t, fromGamesFile)
	code, out, errOut := runCmd("", "drills", "--from", path, "--json")
	require.Equal(t, exitOK, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	var items []fouldrills.Item
	for _, l := range lines {
		var it fouldrills.Item
		require.NoError(t, json.Unmarshal([]byte(l), &it), l)
		items = append(items, it)
		// Re-judged: the is-forbidden answers are the judge's verdicts.
		if it.Type == "is-forbidden" {
			b, err := rules.ParseStones(it.Position)
			require.NoError(t, err)
			assert.Equal(t, rules.IsForbidden(&b, rules.MustPoint(it.Point)), *it.Answer.Forbidden)
		}
	}
	assert.Equal(t, `{"type":"is-forbidden","level":1,"position":"B:h8,i8,j9,j10 W:a1,a3,a5,a7","point":"j8","toMove":"black","answer":{"forbidden":true,"kind":"double-three"},"game":1,"move":9,"moment":"foul"}`, lines[0])
	assert.Equal(t, "find-all", items[1].Type)
	assert.Equal(t, 2, items[2].Game)
	assert.Equal(t, "false-three", string(items[2].Moment))

	// Text, from standard input, one type.
	code, out, errOut = runCmd(fromGamesFile, "drills", "--from", "-", "--type", "find-all")
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "From game 1, move 9 (foul):\nDrill 1: find-all, level 1, black to play — B:h8,i8,j9,j10 W:a1,a3,a5,a7\n")
	assert.True(t, strings.HasSuffix(out, "\n1 drill\n"), out)

	// A game that cannot be scanned: reported, the others still give
	// drills, exit 1.
	bad := writeGames(t, "h8 a1 i8 a3 j9 a5 j10 a7 j8 a9\n"+fromGamesFile)
	code, out, errOut = runCmd("", "drills", "--from", bad, "--json", "--count", "1")
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "renju drills: game 1 (line 1): move 10: the game ended at move 9")
	assert.Equal(t, 1, strings.Count(out, "\n"))
	assert.Contains(t, out, `"game":2`)

	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--from", ""}, exitUsage, "--from needs a record file"},
		{[]string{"--from", path, "--level", "2"}, exitUsage, "--level does not apply with --from"},
		{[]string{"--from", path, "--seed", "2"}, exitUsage, "--seed does not apply with --from"},
		{[]string{"--from", path, "--type", "nope"}, exitUsage, `--type "nope": want one of`},
		{[]string{"--from", path, "--count", "0"}, exitUsage, "--count must be a number"},
		{[]string{"--from", path, "--nodes", "x"}, exitUsage, "--nodes must be a positive number"},
		{[]string{"--from", path, "extra"}, exitUsage, `unexpected argument "extra"`},
		{[]string{"--from", filepath.Join(t.TempDir(), "none.txt")}, exitError, "no such file"},
		{[]string{"--from", writeGames(t, "h8 zz\n")}, exitError, "line 1"},
	} {
		code, _, errOut := runCmd("", append([]string{"drills"}, c.args...)...)
		assert.Equal(t, c.code, code, "%v", c.args)
		assert.True(t, strings.HasPrefix(errOut, "renju drills: "), "%v: %q", c.args, errOut)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
}

func TestWorksheetFrom(t *testing.T) {
	path := writeGames(t, fromGamesFile)
	out := filepath.Join(t.TempDir(), "sheet.pdf")
	code, stdout, errOut := runCmd("", "worksheet", "--from", path, "-o", out, "--lang", "zh")
	require.Equal(t, exitOK, code, errOut)
	assert.Empty(t, stdout)
	pdf, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))

	// No drills: an error.
	code, _, errOut = runCmd("", "worksheet", "--from", writeGames(t, "h8 h9\n"), "-o", out)
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "no drills from the games")
	code, _, errOut = runCmd("", "worksheet", "--from", path, "--level", "1", "-o", out)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "--level does not apply")
	code, _, errOut = runCmd("", "worksheet", "--from", path)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "-o FILE is required")
	code, _, errOut = runCmd("", "worksheet", "--from", path, "--count", "121", "-o", out)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "--count must be a number from 1 to 120")
}

// A .pos file is a record like any other: drills and a worksheet are
// made from its game (record/testdata/club-night.pos: White's trap).
func TestDrillsAndWorksheetFromAPosFile(t *testing.T) {
	pos := filepath.Join("..", "..", "record", "testdata", "club-night.pos")
	code, out, errOut := runCmd("", "drills", "--from", pos, "--json")
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, `"type":"trap"`)
	assert.Contains(t, out, `"moment":"trap-set"`)
	sheet := filepath.Join(t.TempDir(), "sheet.pdf")
	code, _, errOut = runCmd("", "worksheet", "--from", pos, "-o", sheet)
	require.Equal(t, exitOK, code, errOut)
	pdf, err := os.ReadFile(sheet)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))

	broken := filepath.Join(t.TempDir(), "broken.pos")
	require.NoError(t, os.WriteFile(broken, []byte{9, 112}, 0o644))
	code, _, errOut = runCmd("", "scan", broken)
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "the count byte says 9, but 1 move byte follows it")
}
