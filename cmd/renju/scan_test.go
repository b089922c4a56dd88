package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/record"
	"renju/review"
	"renju/rules"
)

// Games whose moments are known: review's hand-built cases (review's
// hand_test.go says why each moment is there).
const (
	// Black's double-three at H8 (F8 G8 _ and H6 H7 _), White's E11 sets
	// the trap I7 (E11 F10 G9 _ I7, one five point: H8), White plays it
	// and Black blocks on the foul.
	scanCaught = "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 i7 h8"
	// The same trap, let go: White plays O1.
	scanMissed = "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"
	// White's three I9 J10 K11 on the diagonal through the double-three:
	// Black blocks at L12, not at the forbidden H8.
	scanAvoided = "f8 i9 g8 j10 h6 a1 h7 k11 l12"
	// Black's I8 makes F8 G8 _ I8, whose straight-four point H8 is a
	// double-four; White answers C14.
	scanFalse = "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14"
	// No moment: a few corner stones.
	scanQuiet = "h8 a1 h9 o15"
)

// scanSGF is a hand-written collection: scanCaught with its players and
// result, then scanMissed without them (points are SGF's: column, then
// row from the top, so f8 is "fh").
const scanSGF = `(;GM[4]FF[4]SZ[15]PB[Kim]PW[Lee]RE[W+F]EV[Club night]
;B[fh];W[gg];B[gh];W[ff];B[hj];W[ao];B[hi];W[aa];B[dd];W[ee]
;B[oa];W[ii]C[the catch];B[hh])
(;GM[4]SZ[15];B[fh];W[gg];B[gh];W[ff];B[hj];W[ao];B[hi];W[aa];B[dd];W[ee];B[oa];W[oo])
`

func mustMoves(t *testing.T, s string) []rules.Point {
	t.Helper()
	m, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return m
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

func TestScanSGFText(t *testing.T) {
	// the hand-written SGF holds the games it says it does
	games, _, err := record.Read("x.sgf", []byte(scanSGF))
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, mustMoves(t, scanCaught), games[0].Moves())
	assert.Equal(t, mustMoves(t, scanMissed), games[1].Moves())

	path := writeTemp(t, "club.sgf", scanSGF)
	code, out, errOut := runCmd("", "scan", path)
	require.Equal(t, exitOK, code, errOut)
	assert.Empty(t, errOut)
	assert.Equal(t, `game 1: Black Kim – White Lee, W+, Club night, 13 moves
  move 10   white  trap-set     E11  White's E11 sets a trap: if Black ignores it, White wins by a four at I7 ending on Black's forbidden block H8 (double-three).
  move 12   white  trap-caught  I7   White's four at I7 has one five point, H8, and it is forbidden for Black (double-three): Black must play the foul or let White make five.
  move 13   black  foul         H8   Black played H8, a forbidden point (double-three): it was the only block of White's four, so the foul was forced.
game 2: 12 moves
  move 10   white  trap-set     E11  White's E11 sets a trap: if Black ignores it, White wins by a four at I7 ending on Black's forbidden block H8 (double-three).
  move 12   white  trap-missed  O1   White had a forced win, by a four at I7 ending on Black's forbidden block H8 (double-three), but played O1 and let it go.
2 games, 5 moments
`, out)
}

func TestScanSGFJSON(t *testing.T) {
	code, out, errOut := runCmd(scanSGF, "scan", "--json", "-")
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, `{"game":1,"end":"foul","color":"black","move":13,"foul":{"point":"h8","kind":"double-three"},"result":"W+","agree":true}
{"game":1,"move":10,"kind":"trap-set","color":"white","point":"e11","foul":{"point":"h8","kind":"double-three"},"line":["i7"],"lineFrom":10}
{"game":1,"move":12,"kind":"trap-caught","color":"white","point":"i7","foul":{"point":"h8","kind":"double-three"}}
{"game":1,"move":13,"kind":"foul","color":"black","point":"h8","foul":{"point":"h8","kind":"double-three"},"forced":true}
{"game":2,"end":"unfinished","result":"","agree":true}
{"game":2,"move":10,"kind":"trap-set","color":"white","point":"e11","foul":{"point":"h8","kind":"double-three"},"line":["i7"],"lineFrom":10}
{"game":2,"move":12,"kind":"trap-missed","color":"white","point":"o1","foul":{"point":"h8","kind":"double-three"},"line":["i7"],"lineFrom":11}
`, out)
}

// TestScanOtherKinds: avoided, false three and a game without moments, as
// move strings, in both outputs.
func TestScanOtherKinds(t *testing.T) {
	in := "# three games\n" + scanAvoided + "\n\n" + scanFalse + "\n" + scanQuiet + "\n"
	code, out, errOut := runCmd(in, "scan", "-")
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, `game 1 (line 2): 9 moves
  move 8    white  trap-set     K11  White's K11 sets a trap: if Black ignores it, White wins by a four at G7 ending on Black's forbidden block H8 (double-three).
  move 9    black  avoided      H8   Black played L12, not the natural H8 (a defence point of White's three), which is forbidden (double-three).
game 2 (line 4): 12 moves
  move 11   black  false-three  I8   Black's I8 makes a false three: its straight-four point H8 is forbidden, so it is no real three, and White's reply C14 does not block it.
game 3 (line 5): 4 moves
  no foul moments
3 games, 3 moments
`, out)

	code, out, errOut = runCmd(in, "scan", "-", "--json")
	require.Equal(t, exitOK, code, errOut)
	assert.Equal(t, `{"game":1,"end":"unfinished","result":"","agree":true}
{"game":1,"move":8,"kind":"trap-set","color":"white","point":"k11","foul":{"point":"h8","kind":"double-three"},"line":["g7"],"lineFrom":8}
{"game":1,"move":9,"kind":"avoided","color":"black","point":"h8","played":"l12","foul":{"point":"h8","kind":"double-three"},"why":"block-three"}
{"game":2,"end":"unfinished","result":"","agree":true}
{"game":2,"move":11,"kind":"false-three","color":"black","point":"i8","key":["h8"]}
{"game":3,"end":"unfinished","result":"","agree":true}
`, out)
}

// TestScanJSONIsTheScan: each JSON line is review.Scan's moment, field
// for field, whatever the kind.
func TestScanJSONIsTheScan(t *testing.T) {
	games := []string{scanCaught, scanMissed, scanAvoided, scanFalse, scanQuiet}
	code, out, errOut := runCmd(strings.Join(games, "\n"), "scan", "--json", "--nodes", "50000", "-")
	require.Equal(t, exitOK, code, errOut)
	var got []scanMoment
	for _, m := range scanMoments(t, out) {
		got = append(got, m)
	}
	var want []scanMoment
	for i, g := range games {
		moves := mustMoves(t, g)
		ms, err := review.Scan(moves, review.Options{MaxNodes: 50000})
		require.NoError(t, err)
		for _, m := range ms {
			j := scanMoment{Game: i + 1, Move: m.Move, Kind: string(m.Kind), Color: m.Color.String(), Point: m.Point.String(), Why: m.Why,
				Others: scanPoints(m.Others, false), Key: scanPoints(m.Key, false)}
			if m.Foul.Kind != rules.NoKind {
				j.Foul = &foulJSON{m.Foul.Point.String(), m.Foul.Kind.String()}
			}
			if m.Kind == review.FoulPlayed {
				j.Forced = &m.Forced
			}
			if m.Kind == review.Avoided {
				j.Played = moves[m.Move-1].String()
			}
			if len(m.Line) > 0 {
				j.Line = scanPoints(m.Line, false)
				j.LineFrom = &m.LineFrom
			}
			want = append(want, j)
		}
	}
	assert.Equal(t, want, got)
}

// TestScanKeepsFileOrder: many games of different lengths, scanned on
// several workers, come out in file order, each with its own moments.
func TestScanKeepsFileOrder(t *testing.T) {
	kinds := []string{scanCaught, scanQuiet, scanMissed, scanAvoided, scanFalse, scanQuiet + " a2 o14"}
	var lines []string
	var want bytes.Buffer
	for i := 0; i < 120; i++ {
		g := kinds[(i*7)%len(kinds)]
		lines = append(lines, g)
		ms, err := review.Scan(mustMoves(t, g), review.Options{})
		require.NoError(t, err)
		for _, m := range ms {
			fmt.Fprintf(&want, "%d %d %s\n", i+1, m.Move, m.Kind)
		}
	}
	code, out, errOut := runCmd(strings.Join(lines, "\n"), "scan", "--json", "-")
	require.Equal(t, exitOK, code, errOut)
	var got bytes.Buffer
	for _, m := range scanMoments(t, out) {
		fmt.Fprintf(&got, "%d %d %s\n", m.Game, m.Move, m.Kind)
	}
	assert.Equal(t, want.String(), got.String())

	// scanGames itself, on more workers than games in its window, hands
	// out every game once, in order
	games, _, err := record.Read("", []byte(strings.Join(lines, "\n")))
	require.NoError(t, err)
	for _, workers := range []int{1, 3, 16} {
		next := 0
		scanGames(games, review.Options{}, workers, nil, func(i int, r scanned) bool {
			require.Equal(t, next, i, "%d workers", workers)
			require.NoError(t, r.err)
			require.Equal(t, games[i].Moves(), r.moves)
			next++
			return true
		})
		assert.Equal(t, len(games), next, "%d workers", workers)
	}
}

// TestScanStopsWhenEmitSaysSo: a consumer that stops (lost output) ends
// the scan without waiting for the rest of the file.
func TestScanStopsWhenEmitSaysSo(t *testing.T) {
	var lines []string
	for i := 0; i < 500; i++ {
		lines = append(lines, scanCaught)
	}
	games, _, err := record.Read("", []byte(strings.Join(lines, "\n")))
	require.NoError(t, err)
	seen := 0
	scanGames(games, review.Options{}, 4, nil, func(i int, r scanned) bool {
		seen++
		return i < 2
	})
	assert.Equal(t, 3, seen)

	code, errOut := runTo(&failingWriter{after: 100}, strings.Join(lines, "\n"), "scan", "--json", "-")
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "renju scan: writing output: disk full (test)")
	code, errOut = runTo(&failingWriter{}, strings.Join(lines, "\n"), "scan", "-")
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "renju scan: writing output: disk full (test)")
}

// TestScanRefusesABadFile: a record that does not parse is refused with
// its line and column, status 1, and nothing on standard output.
func TestScanRefusesABadFile(t *testing.T) {
	bad := "(;GM[4]SZ[15]\n;B[hh];W[hi]\n;B[zz])\n"
	path := writeTemp(t, "bad.sgf", bad)
	for _, json := range []bool{false, true} {
		args := []string{"scan", path}
		if json {
			args = append(args, "--json")
		}
		code, out, errOut := runCmd("", args...)
		assert.Equal(t, exitError, code)
		assert.Empty(t, out)
		assert.Equal(t, "renju scan: "+path+`: line 3, column 2: B: "zz" is off the 15x15 board (letters a–o)`+"\n", errOut)
	}

	code, out, errOut := runCmd("h8 h9\nh8 q3\n", "scan", "-")
	assert.Equal(t, exitError, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "renju scan: standard input: line 2, column 1: ")
	assert.Contains(t, errOut, `"q3"`)

	code, out, errOut = runCmd("", "scan", filepath.Join(t.TempDir(), "missing.sgf"))
	assert.Equal(t, exitError, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "missing.sgf")
}

// TestScanReportsAnIllegalGameAndGoesOn: a game that cannot be scanned
// (a move after Black's foul; two Black moves in a row; setup stones) is
// reported with its number, and the games after it are scanned.
func TestScanReportsAnIllegalGameAndGoesOn(t *testing.T) {
	in := scanCaught + "\n" + scanCaught + " a2\n" + scanFalse + "\n"
	code, out, errOut := runCmd(in, "scan", "--json", "-")
	assert.Equal(t, exitError, code)
	assert.Equal(t, "renju scan: game 2 (line 2): move 14: the game ended at move 13 (black played a forbidden point, double-three)\n", errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 7, "each scanned game's line, its moments, the failure")
	assert.Contains(t, lines[0], `"game":1,"end":"foul"`)
	assert.Contains(t, lines[3], `"game":1,"move":13,"kind":"foul"`)
	assert.Equal(t, `{"game":2,"where":"line 2","error":"move 14: the game ended at move 13 (black played a forbidden point, double-three)"}`, lines[4])
	assert.Equal(t, `{"game":3,"end":"unfinished","result":"","agree":true}`, lines[5])
	assert.Equal(t, `{"game":3,"move":11,"kind":"false-three","color":"black","point":"i8","key":["h8"]}`, lines[6])

	code, out, _ = runCmd(in, "scan", "-")
	assert.Equal(t, exitError, code)
	assert.Contains(t, out, "game 2 (line 2): 14 moves\n  not scanned: move 14: the game ended at move 13")
	assert.Contains(t, out, "game 3 (line 3): 12 moves\n  move 11   black  false-three")
	assert.True(t, strings.HasSuffix(out, "3 games, 4 moments; 1 game not scanned\n"), out)

	sgf := "(;GM[4];B[hh];B[ii])(;AB[aa];B[hh])(;B[hh];W[];B[ii])" + "(;B[hh];W[hi])"
	code, out, _ = runCmd(sgf, "scan", "--json", "-")
	assert.Equal(t, exitError, code)
	assert.Equal(t, `{"game":1,"error":"move 2: black plays where white is to move; only moves alternating from Black can be scanned"}
{"game":2,"error":"before move 1: the record sets up stones; only a game played from the empty board can be scanned"}
{"game":3,"error":"move 2: white passes; only moves alternating from Black can be scanned"}
{"game":4,"end":"unfinished","result":"","agree":true}
`, out)
}

func TestScanUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"scan"}, "need FILE, got 0"},
		{[]string{"scan", "a.sgf", "b.sgf"}, "need FILE, got 2"},
		{[]string{"scan", "--nodes", "0", "a.sgf"}, `--nodes must be a positive number, not "0"`},
		{[]string{"scan", "--nodes=x", "a.sgf"}, `--nodes must be a positive number, not "x"`},
		{[]string{"scan", "--bogus", "a.sgf"}, `unknown flag "--bogus"`},
	} {
		code, out, errOut := runCmd("", c.args...)
		assert.Equal(t, exitUsage, code, "%v", c.args)
		assert.Empty(t, out, "%v", c.args)
		assert.Contains(t, errOut, c.msg, "%v", c.args)
	}
	_, out, _ := runCmd("", "help")
	assert.Contains(t, out, "renju scan [--json] [--nodes N] FILE")
}

// scanMoments are the moment lines of scan --json's output (the game
// lines, with "end", left out).
func scanMoments(t *testing.T, out string) []scanMoment {
	t.Helper()
	var ms []scanMoment
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" || strings.Contains(line, `"end":`) {
			continue
		}
		var m scanMoment
		require.NoError(t, json.Unmarshal([]byte(line), &m))
		ms = append(ms, m)
	}
	return ms
}

// TestScanGameLines: one line a game says how it ended, by whom and when,
// the record's result and whether they agree; a .pos file is scanned as
// any record.
func TestScanGameLines(t *testing.T) {
	sgf := `(;GM[4]SZ[15]RE[B+];B[hh];W[aa];B[ih];W[ac];B[jh];W[ae];B[kh];W[ag];B[lh])
(;GM[4]SZ[15]RE[W+];B[hh];W[aa];B[ih];W[ac];B[jh];W[ae];B[kh];W[ag];B[lh])
(;GM[4]SZ[15]RE[W+R];B[hh];W[aa];B[ih])
(;GM[4]SZ[15]RE[0];B[ao];W[eh];B[ac];W[fh];B[ae];W[gh];B[ag];W[ih];B[ai];W[jh];B[ak];W[hh])
`
	code, out, errOut := runCmd(sgf, "scan", "--json", "-")
	require.Equal(t, exitOK, code, errOut)
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.Contains(l, `"end":`) {
			lines = append(lines, l)
		}
	}
	assert.Equal(t, []string{
		`{"game":1,"end":"five","color":"black","move":9,"result":"B+","agree":true}`,
		`{"game":2,"end":"five","color":"black","move":9,"result":"W+","agree":false}`,
		`{"game":3,"end":"unfinished","result":"W+","agree":true}`,
		`{"game":4,"end":"overline","color":"white","move":12,"result":"draw","agree":false}`,
	}, lines)

	code, out, errOut = runCmd("", "scan", "--json", filepath.Join("..", "..", "record", "testdata", "club-night.pos"))
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, `{"game":1,"end":"foul","color":"black","move":13,"foul":{"point":"h8","kind":"double-three"},"result":"","agree":true}`)
	assert.Contains(t, out, `"kind":"trap-caught"`)
}
