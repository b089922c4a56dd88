package review

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// TestScanErrors: a move list that is no game is an error naming the
// first bad move, and nothing else is returned.
func TestScanErrors(t *testing.T) {
	cases := []struct {
		name  string
		moves []rules.Point
		want  string
	}{
		{"occupied", pts("h8", "h9", "h8"), "move 3: h8 was already played at move 1"},
		{"occupied by the other colour", pts("h8", "h9", "i9", "i9"), "move 4: i9 was already played at move 3"},
		{"off the board", []rules.Point{pt("h8"), rules.Pt(15, 3)}, "move 2: point (15,3) is off the board"},
		{"off the board, negative", []rules.Point{rules.Pt(-1, 0)}, "move 1: point (-1,0) is off the board"},
		// Black's five H8-L8 at move 9 ends the game.
		{"after a black five", pts("h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8", "a9"), "move 10: the game ended at move 9 (black made five)"},
		// White's five A1-A9 (odd rows) at move 10 ends it.
		{"after a white five", pts("h8", "a1", "i9", "a2", "j10", "a3", "h12", "a4", "c13", "a5", "o15"), "move 11: the game ended at move 10 (white made five)"},
		// The double-three H8 at move 9 ends it.
		{"after a foul", pts("f8", "a1", "g8", "o15", "h6", "a15", "h7", "o1", "h8", "c3"), "move 10: the game ended at move 9 (black played a forbidden point, double-three)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ms, err := Scan(c.moves, Options{})
			require.EqualError(t, err, c.want)
			require.Nil(t, ms)
		})
	}
}

// TestScanEdges: no moves, one move, and games that end at a five, are
// games; a five is no moment.
func TestScanEdges(t *testing.T) {
	for _, g := range []string{"", "h8", "h8 a1 i8 a3 j8 a5 k8 a7 l8", "h8 a1 i9 a2 j10 a3 h12 a4 c13 a5"} {
		ms, err := Scan(parseGame(t, g), Options{})
		require.NoError(t, err, g)
		require.Empty(t, ms, g)
	}
}

// TestScanKeepsInputAndYields: the move list is not changed, Yield is
// called (once a move at least), and the result does not share the
// input's memory.
func TestScanKeepsInputAndYields(t *testing.T) {
	moves := parseGame(t, recordedGames[2])
	keep := slices.Clone(moves)
	calls := 0
	ms, err := Scan(moves, Options{Yield: func() { calls++ }})
	require.NoError(t, err)
	require.Equal(t, keep, moves)
	require.GreaterOrEqual(t, calls, len(moves))
	require.NotEmpty(t, ms)
}

// TestSmallBudgetsClaimNothingFalse: with budgets of one node and a few
// dozen, the searches stop early; whatever is still reported must hold,
// since a search cut short claims nothing.
func TestSmallBudgetsClaimNothingFalse(t *testing.T) {
	games := allGames(t, 0)
	for _, budget := range []int{1, 40} {
		for _, moves := range games {
			ms, err := Scan(moves, Options{MaxNodes: budget})
			require.NoError(t, err)
			for _, m := range ms {
				verifyMoment(t, moves, m)
			}
		}
	}
}

// TestImports: the package builds on the standard library, rules,
// engine and its own moment alone (the module's architecture test has no per-package list of
// allowed imports; this is review's own).
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		af, err := parser.ParseFile(fset, f, src, parser.ImportsOnly)
		require.NoError(t, err)
		for _, im := range af.Imports {
			p, err := strconv.Unquote(im.Path.Value)
			require.NoError(t, err)
			std := !strings.Contains(strings.SplitN(p, "/", 2)[0], ".") && !strings.HasPrefix(p, "renju")
			assert.True(t, std || p == "renju/rules" || p == "renju/engine" || p == "renju/review/moment", "%s imports %s", f, p)
			n++
		}
	}
	require.Positive(t, n)
}
