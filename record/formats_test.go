package record

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"renju/rules"
)

// Helpers shared by the tests of every format.

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// replayError walks every line of a game tree and reports the first move
// that is off the board or on a point already taken along its line.
func replayError(root *Node) error {
	type item struct {
		n     *Node
		board rules.Board
		depth int
	}
	stack := []item{{n: root}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n, b := it.n, it.board
		for _, p := range n.Clear {
			b.Set(p, rules.Empty)
		}
		for _, set := range []struct {
			ps []rules.Point
			c  rules.Stone
		}{{n.AddBlack, rules.Black}, {n.AddWhite, rules.White}} {
			for _, p := range set.ps {
				if !p.OnBoard() {
					return fmt.Errorf("depth %d: setup point %v is off the board", it.depth, p)
				}
				b.Set(p, set.c)
			}
		}
		if n.Color != rules.Empty && !n.Pass {
			if !n.Move.OnBoard() {
				return fmt.Errorf("depth %d: move %v is off the board", it.depth, n.Move)
			}
			if b.At(n.Move) != rules.Empty {
				return fmt.Errorf("depth %d: %s is played on a taken point", it.depth, n.Move)
			}
			b.Set(n.Move, n.Color)
		}
		if n.Color != rules.Empty && n.Color != rules.Black && n.Color != rules.White {
			return fmt.Errorf("depth %d: colour %v", it.depth, n.Color)
		}
		for _, c := range n.Children {
			if c == nil {
				return fmt.Errorf("depth %d: a nil child", it.depth)
			}
			stack = append(stack, item{c, b, it.depth + 1})
		}
	}
	return nil
}

// checkRead holds what every reader promises: an *Error and no game, or
// games (at least one) that replay legally.
func checkRead(t *testing.T, games []Game, err error) {
	t.Helper()
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("error of type %T: %v", err, err)
		}
		if e.Line < 1 || e.Col < 1 {
			t.Fatalf("error without a place: %+v", e)
		}
		// A file of bytes says its byte, not a line and column of a text.
		if e.Binary && !strings.HasPrefix(err.Error(), "byte ") {
			t.Fatalf("a binary file's error does not start with its byte: %v", err)
		}
		if games != nil {
			t.Fatalf("%d games returned with the error %v", len(games), err)
		}
		return
	}
	if len(games) == 0 {
		t.Fatal("no game and no error")
	}
	for i, g := range games {
		if g.Root == nil {
			t.Fatalf("game %d has no tree", i+1)
		}
		if err := replayError(g.Root); err != nil {
			t.Fatalf("game %d (%s): %v", i+1, g.Where, err)
		}
	}
}

// wantErrors reads each broken file with read and wants an error whose
// text contains the place and message given.
func wantErrors(t *testing.T, read func([]byte) ([]Game, error), cases map[string]string) {
	t.Helper()
	for file, want := range cases {
		games, err := read(readTestdata(t, file))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want an error containing %q", file, err, want)
		}
		if games != nil {
			t.Errorf("%s: games returned with the error", file)
		}
	}
}

func mainLine(g Game) string { return rules.FormatMoves(g.Moves(), false) }

// withoutWhere is g without its place in the file, which a format change
// renumbers (move lines are "line N", SGF games "game N").
func withoutWhere(gs []Game) []Game {
	out := make([]Game, len(gs))
	for i, g := range gs {
		g.Where = ""
		out[i] = g
	}
	return out
}

// viaSGF writes games as SGF and reads them back.
func viaSGF(t testing.TB, games []Game) []Game {
	t.Helper()
	roots := make([]*Node, len(games))
	for i, g := range games {
		roots[i] = g.Root
	}
	out := WriteSGF(roots...)
	again, f, err := Read("again.sgf", out)
	if err != nil || f != FormatSGF {
		t.Fatalf("written as %q, read back as %s: %v", out, f, err)
	}
	return again
}

func sameGames(t testing.TB, what string, got, want []Game) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: the games differ:\ngot  %s\nwant %s", what, describe(got), describe(want))
	}
}

func describe(gs []Game) string {
	var sb strings.Builder
	for _, g := range gs {
		fmt.Fprintf(&sb, "[%s B=%q W=%q ev=%q dt=%q on=%q re=%q %s]", g.Where, g.Black, g.White, g.Event, g.Date,
			g.Opening, g.Result, WriteSGF(g.Root))
	}
	return sb.String()
}
