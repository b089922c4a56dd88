package record

import (
	"testing"
)

func TestReadPSQ(t *testing.T) {
	games, err := ReadPSQ(readTestdata(t, "good.psq"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	// x from the left, y from the top: 8,8 is h8, 9,7 is i9 (a row above).
	if got := mainLine(g); got != "h8 i9 i7 g7 j6" {
		t.Errorf("moves %s", got)
	}
	if g.Black != "pbrain-first.exe" || g.White != "pbrain-second.exe" || g.Where != "game 1" || g.Result != "" {
		t.Errorf("game %+v", g)
	}
	if first := g.Root.Children[0]; first.Color.String() != "black" || first.Children[0].Color.String() != "white" {
		t.Errorf("colours %v, %v", first.Color, first.Children[0].Color)
	}
}

func TestReadPSQCornersAndCRLF(t *testing.T) {
	games, err := ReadPSQ(readTestdata(t, "corners.psq"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	if got := mainLine(games[0]); got != "h8 a15 o1" {
		t.Errorf("1,1 and 15,15 read as %s, want a15 and o1", got)
	}
	if games[0].Black != "" || games[0].White != "" {
		t.Errorf("names without name lines: %+v", games[0])
	}
}

// The header's last number says which player (name line) moved first:
// Black.
func TestReadPSQFirstPlayer(t *testing.T) {
	games, err := ReadPSQ([]byte("\ufeffPiskvorky 15x15, 0:11, 1\n8,8,0\n9,9,0\nhuman\npbrain-x.exe\n0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if g := games[0]; g.Black != "pbrain-x.exe" || g.White != "human" {
		t.Errorf("black %q, white %q", g.Black, g.White)
	}
	// Other trailing text: no names taken.
	games, err = ReadPSQ([]byte("Piskvorky 15x15, 0:0, 0\n8,8,0\nonly one line\n"))
	if err != nil || games[0].Black != "" {
		t.Errorf("%v %+v", err, games)
	}
}

func TestReadPSQErrors(t *testing.T) {
	wantErrors(t, ReadPSQ, map[string]string{
		"bad-size.psq":       "line 1, column 11: the board is 20x20: only 15x15 records are read",
		"bad-header.psq":     `line 1, column 1: the first line of a Piskvork record is like "Piskvorky 15x15, 11:11, 0", not "Gomoku 15x15"`,
		"bad-first.psq":      "line 1, column 25: the player who moved first is 2: it must be 0 or 1",
		"off-board.psq":      "line 3, column 1: 16,3 is off the 15x15 board",
		"twice.psq":          "line 4, column 1: move 3: 8,8 (H8) was already played on line 2",
		"bad-move.psq":       `line 3, column 1: "9,x,0" is not a move`,
		"move-after-end.psq": "line 5, column 1: a move after the end of the moves (line 4)",
		"no-moves.psq":       "line 2, column 1: no move after the header",
		"truncated.psq":      `line 2, column 1: "8,8," is not a move`,
	})
	for _, s := range []string{"", "Piskvorky 15x15, 1:1, 0", "Piskvorky 15x15, 1:1, 0\n0,8\n", "Piskvorky 15x15, 1:1, 0\n8,8,1,2\n"} {
		if games, err := ReadPSQ([]byte(s)); err == nil || games != nil {
			t.Errorf("ReadPSQ(%q) = %v, %v; want an error", s, games, err)
		}
	}
}

// FuzzPSQ: ReadPSQ never panics and returns an *Error and no game, or
// games that replay legally.
func FuzzPSQ(f *testing.F) {
	for _, name := range []string{"good.psq", "corners.psq", "bad-size.psq", "twice.psq", "move-after-end.psq"} {
		f.Add(readTestdata(f, name))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := ReadPSQ(data)
		checkRead(t, games, err)
	})
}
